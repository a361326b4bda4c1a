"""Page URLs (the API has its own, ``games.api.urls``)."""

from django.contrib.auth import views as auth_views
from django.urls import include, path

import games.converters  # noqa: F401  (registers <id:...>)
from games.rulesets import game_urlpatterns
from games.views import (
    accounts,
    boxes,
    console,
    gm,
    inbound,
    invitations,
    maps,
    player,
    press,
    record,
)
from games.views.gm_actions import action_urlpatterns as gm_action_urlpatterns

urlpatterns = [
    path("", player.home, name="home"),
    path("", include("games.urls_life")),  # absences, lobby, draws, sign-up, calendar
    # accounts
    path("accounts/login/", accounts.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("accounts/profile/", accounts.profile, name="profile"),
    path("language/", accounts.language_switch, name="language-switch"),
    path("invitations/<str:token>/", invitations.invitation_accept, name="invitation-accept"),
    path("invitations/<str:token>/signup/", invitations.invitation_signup,
         name="invitation-signup"),
    # players
    path("games/<id:game_id>/", player.game_detail, name="game-detail"),
    path("games/<id:game_id>/boxes/<slug:kind>/", boxes.box_screen, name="box"),
    path("games/<id:game_id>/record.json", record.record_json, name="game-record"),
    path("games/<id:game_id>/map.svg", maps.game_map_svg, name="game-map"),
    path("games/<id:game_id>/phases/<id:phase_id>/map.svg", maps.phase_map_svg,
         name="phase-map"),
    path("games/<id:game_id>/orders/", player.orders_submit, name="orders-submit"),
    path("games/<id:game_id>/orders/check/", player.orders_check, name="orders-check"),
    path("games/<id:game_id>/orders/history/", player.orders_history, name="orders-history"),
    path("games/<id:game_id>/phases/", player.phase_list, name="phase-list"),
    path("games/<id:game_id>/press/", press.press_page, name="press"),
    path("games/<id:game_id>/mail-address/renew/", press.mail_address_renew,
         name="mail-address-renew"),
    path("games/<id:game_id>/phases/<id:phase_id>/", player.phase_detail,
         name="phase-detail"),
    # game masters
    path("gm/games/new/", gm.game_create, name="gm-game-create"),
    path("gm/games/<id:game_id>/", gm.game_control, name="gm-game"),
    path("gm/games/<id:game_id>/audit/", gm.audit_log, name="gm-audit"),
    path("gm/games/<id:game_id>/mails/", gm.mail_list, name="gm-mails"),
    path("gm/games/<id:game_id>/mails/<id:mail_id>/resend/", gm.mail_resend,
         name="gm-mail-resend"),
    path("gm/games/<id:game_id>/inbound/", inbound.inbound_list, name="gm-inbound"),
    path("gm/games/<id:game_id>/inbound/<id:mail_id>/", inbound.inbound_detail,
         name="gm-inbound-mail"),
    path("gm/games/<id:game_id>/inbound/<id:mail_id>/raw.eml", inbound.inbound_eml,
         name="gm-inbound-eml"),
    path("gm/games/<id:game_id>/console/", console.console, name="gm-console"),
    path("gm/games/<id:game_id>/overrule/submission/", console.OverruleSubmissionView.as_view(),
         name="gm-overrule-submission"),
    *gm_action_urlpatterns(),  # the declared game-master actions (games.gm_actions)
    path("gm/games/<id:game_id>/press-rules/", press.PressRulesView.as_view(),
         name="gm-press-rules"),
]
# Each game's own pages (its package's urls.py).
urlpatterns += game_urlpatterns("page_urlpatterns")
