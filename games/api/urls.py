"""API URLs, mounted under /api/ by the root URLconf; the schema and its docs page live here."""

from django.urls import path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

import games.converters  # noqa: F401  (registers <id:...>)
from games.api import inbound, life, press, views
from games.api.actions import action_urlpatterns
from games.rulesets import game_urlpatterns

urlpatterns = [
    path("schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("docs/", SpectacularSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
    path("auth/token/", views.TokenView.as_view(), name="api-token"),
    path("profile/", views.ProfileView.as_view(), name="api-profile"),
    path("invitations/<str:token>/accept/", views.InvitationAcceptView.as_view(),
         name="api-invitation-accept"),
    path("games/", views.GameListView.as_view(), name="api-games"),
    path("games/<id:game_id>/", views.GameDetailView.as_view(), name="api-game"),
    path("games/<id:game_id>/record/", views.GameRecordView.as_view(), name="api-record"),
    path("games/<id:game_id>/position/", views.PositionView.as_view(), name="api-position"),
    path("games/<id:game_id>/phases/", views.PhaseListView.as_view(), name="api-phases"),
    path("games/<id:game_id>/phases/<id:phase_id>/", views.PhaseDetailView.as_view(),
         name="api-phase"),
    path("games/<id:game_id>/submissions/", views.SubmissionListView.as_view(),
         name="api-submissions"),
    path("games/<id:game_id>/submissions/check/", views.SubmissionCheckView.as_view(),
         name="api-submission-check"),
    *action_urlpatterns(),  # the declared game-master actions (games.gm_actions)
    path("games/<id:game_id>/audit/", views.AuditLogView.as_view(), name="api-audit"),
    path("games/<id:game_id>/access-hints/", views.AccessHintsView.as_view(),
         name="api-access-hints"),
    path("games/<id:game_id>/inbound-mails/", inbound.InboundMailListView.as_view(),
         name="api-inbound-mails"),
    path("games/<id:game_id>/press/", press.PressListView.as_view(), name="api-press"),
    path("games/<id:game_id>/press/threads/", press.PressThreadsView.as_view(),
         name="api-press-threads"),
    path("games/<id:game_id>/press/read/", press.PressReadView.as_view(),
         name="api-press-read"),
    path("games/<id:game_id>/press/rules/", press.PressRulesView.as_view(),
         name="api-press-rules"),
    path("games/<id:game_id>/mail-address/", press.MailAddressView.as_view(),
         name="api-mail-address"),
    path("games/<id:game_id>/mail-address/renew/", press.MailAddressRenewView.as_view(),
         name="api-mail-address-renew"),
    # a game's life: absences, the lobby, draws
    path("absences/", life.AbsenceListView.as_view(), name="api-absences"),
    path("absences/<id:absence_id>/cancel/", life.AbsenceCancelView.as_view(),
         name="api-absence-cancel"),
    path("lobby/", life.LobbyView.as_view(), name="api-lobby"),
    path("lobby/<id:game_id>/join/", life.LobbyJoinView.as_view(), name="api-lobby-join"),
    path("games/<id:game_id>/join-requests/<id:request_id>/decide/",
         life.JoinRequestDecideView.as_view(), name="api-join-request-decide"),
    path("games/<id:game_id>/draws/", life.DrawListView.as_view(), name="api-draws"),
    path("games/<id:game_id>/draws/<id:proposal_id>/vote/", life.DrawVoteView.as_view(),
         name="api-draw-vote"),
    path("games/<id:game_id>/draws/<id:proposal_id>/decide/", life.DrawDecideView.as_view(),
         name="api-draw-decide"),
]
# Each game's own API (its package's urls.py).
urlpatterns += game_urlpatterns("api_urlpatterns")
