from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext, gettext_noop
from django.utils.translation import gettext_lazy as _

# What the audit log shows for each action code the services record.
ACTION_LABELS = {
    "absence_sitter_decide": _("Sitter accepted or refused"),
    "announcement_send": _("Announcement sent"),
    "card_set_import": _("Card set imported"),
    "draw_confirm": _("Draw or concession confirmed"),
    "draw_record": _("Draw or concession recorded"),
    "draw_reject": _("Draw or concession rejected"),
    "game_create": _("Game created"),
    "game_listing_set": _("Lobby listing changed"),
    "game_pause": _("Game paused"),
    "game_resume": _("Game resumed"),
    "game_schedule_update": _("Schedule changed"),
    "game_start": _("Game started"),
    "house_rules_update": _("House rules changed"),
    "invitation_create": _("Player invited"),
    "join_request_decide": _("Request to join decided"),
    "phase_overrule": _("Result overruled"),
    "phase_process_auto": _("Phase adjudicated early by itself (all orders in)"),
    "phase_process_now": _("Phase adjudicated early"),
    "phase_publish": _("Result published"),
    "phase_rollback": _("Rolled back"),
    "phase_rollforward": _("Rolled forward (an undone phase replayed)"),
    "press_rules_update": _("Press rules changed"),
    "review_flag_confirm": _("Review flag confirmed"),
    "review_flag_decide": _("Review flag decided"),
    "review_flag_rule": _("Review flag ruled on"),
    "seat_assign": _("Seat assigned"),
    "seat_replace": _("Player replaced"),
    "submission_for_seat": _("Submission entered for a seat"),
    "superhirn_marking_set": _("Superhirn answers marked"),
    "zat_extend": _("ZAT extended"),
    "zat_set": _("ZAT set"),
}

# The reasons the services write when the game master gives none (shown translated; a reason
# the game master wrote is shown as written).
DEFAULT_REASONS = frozenset({
    gettext_noop("game created"), gettext_noop("seat assigned"), gettext_noop("result reviewed"),
    gettext_noop("announcement"), gettext_noop("player invited"), gettext_noop("game started"),
    gettext_noop("processed by itself: every seat expected had sent"),
})


class GmAction(models.Model):
    """Audit log of everything a game master did: who, what, why, and the state around it."""

    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, related_name="gm_actions")
    phase = models.ForeignKey(
        "games.Phase", on_delete=models.SET_NULL, null=True, blank=True, related_name="gm_actions"
    )
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="gm_actions"
    )
    action = models.CharField(_("action"), max_length=64)
    reason = models.TextField(_("reason"))
    before = models.JSONField(null=True, blank=True)
    after = models.JSONField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        verbose_name = _("game master action")
        verbose_name_plural = _("game master actions")

    def __str__(self) -> str:
        return f"{self.action} by {self.actor} in {self.game}"

    @property
    def action_label(self) -> str:
        """The action in the reader's language (``zat_set`` -> "ZAT gesetzt")."""
        return str(ACTION_LABELS.get(self.action, self.action.replace("_", " ")))

    @property
    def reason_is_default(self) -> bool:
        return self.reason in DEFAULT_REASONS

    @property
    def reason_label(self) -> str:
        return gettext(self.reason) if self.reason_is_default else self.reason
