"""API URLs, mounted under /api/ by the root URLconf; the schema and its docs page live here."""

from django.urls import path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

import games.converters  # noqa: F401  (registers <id:...>)
from games.api import views

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
    path("games/<id:game_id>/start/", views.GameStartView.as_view(), name="api-start"),
    path("games/<id:game_id>/pause/", views.GamePauseView.as_view(), name="api-pause"),
    path("games/<id:game_id>/resume/", views.GameResumeView.as_view(), name="api-resume"),
    path("games/<id:game_id>/schedule/", views.ScheduleView.as_view(), name="api-schedule"),
    path("games/<id:game_id>/process/", views.ProcessNowView.as_view(), name="api-process"),
    path("games/<id:game_id>/publish/", views.PublishView.as_view(), name="api-publish"),
    path("games/<id:game_id>/overrule/", views.OverruleView.as_view(), name="api-overrule"),
    path("games/<id:game_id>/rollback/", views.RollbackView.as_view(), name="api-rollback"),
    path("games/<id:game_id>/zat/", views.ZatSetView.as_view(), name="api-zat-set"),
    path("games/<id:game_id>/zat/extend/", views.ZatExtendView.as_view(),
         name="api-zat-extend"),
    path("games/<id:game_id>/seats/<str:seat>/assign/", views.SeatAssignView.as_view(),
         name="api-seat-assign"),
    path("games/<id:game_id>/seats/<str:seat>/replace/", views.SeatReplaceView.as_view(),
         name="api-seat-replace"),
    path("games/<id:game_id>/invitations/", views.InvitationCreateView.as_view(),
         name="api-invitations"),
    path("games/<id:game_id>/announcements/", views.AnnouncementView.as_view(),
         name="api-announcements"),
    path("games/<id:game_id>/audit/", views.AuditLogView.as_view(), name="api-audit"),
    path("games/<id:game_id>/superhirn-marking/", views.SuperhirnMarkingView.as_view(),
         name="api-superhirn-marking"),
    path("games/<id:game_id>/draw/", views.DrawView.as_view(), name="api-draw"),
    path("games/<id:game_id>/review-flags/<id:index>/decide/",
         views.ReviewFlagDecideView.as_view(), name="api-review-flag-decide"),
    path("games/<id:game_id>/review-flags/<id:index>/confirm/",
         views.ReviewFlagConfirmView.as_view(), name="api-review-flag-confirm"),
]
