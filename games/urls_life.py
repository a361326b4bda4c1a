"""Page URLs of a game's life (issue 14): accounts, absences, the lobby, draws, the calendar
feed and the game master's decisions. Included from ``games.urls``."""

from django.urls import path

import games.converters  # noqa: F401  (registers <id:...>)
from games.views import absences, calendar, draws, life_gm, lobby, signup

urlpatterns = [
    # accounts (Django's URL names for the password views)
    path("accounts/signup/", signup.signup, name="signup"),
    path("accounts/signup/confirm/<str:token>/", signup.signup_confirm, name="signup-confirm"),
    path("accounts/email/", signup.email_change, name="email-change"),
    path("accounts/email/confirm/<str:token>/", signup.email_change_confirm,
         name="email-change-confirm"),
    path("accounts/password/change/", signup.password_change, name="password_change"),
    path("accounts/password/change/done/", signup.password_change_done,
         name="password_change_done"),
    path("accounts/password/reset/", signup.password_reset, name="password_reset"),
    path("accounts/password/reset/done/", signup.password_reset_done,
         name="password_reset_done"),
    path("accounts/password/reset/<uidb64>/<token>/", signup.password_reset_confirm,
         name="password_reset_confirm"),
    path("accounts/password/reset/complete/", signup.password_reset_complete,
         name="password_reset_complete"),
    # players
    path("absences/", absences.absence, name="absence"),
    path("absences/<id:absence_id>/cancel/", absences.absence_cancel, name="absence-cancel"),
    path("lobby/", lobby.lobby, name="lobby"),
    path("lobby/<id:game_id>/join/", lobby.lobby_join, name="lobby-join"),
    path("calendar/<str:token>.ics", calendar.calendar_feed, name="calendar-feed"),
    path("calendar/renew/", calendar.calendar_renew, name="calendar-renew"),
    path("games/<id:game_id>/draws/propose/", draws.draw_propose, name="draw-propose"),
    path("games/<id:game_id>/draws/<id:proposal_id>/vote/", draws.draw_vote, name="draw-vote"),
    # game masters
    path("gm/games/<id:game_id>/listing/", life_gm.ListingView.as_view(), name="gm-listing"),
    path("gm/games/<id:game_id>/join-requests/<id:request_id>/",
         life_gm.JoinDecideView.as_view(), name="gm-join-decide"),
    path("gm/games/<id:game_id>/absences/<id:absence_id>/sitter/",
         life_gm.SitterDecideView.as_view(), name="gm-sitter-decide"),
    path("gm/games/<id:game_id>/draws/<id:proposal_id>/",
         life_gm.DrawDecideView.as_view(), name="gm-draw-decide"),
]
