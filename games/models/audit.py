from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


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
