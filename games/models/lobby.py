from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class JoinRequest(models.Model):
    """Someone asking a game in the lobby for a seat; a game master accepts or refuses."""

    class Status(models.TextChoices):
        PENDING = "pending", _("waiting for the game master")
        ACCEPTED = "accepted", _("accepted")
        REFUSED = "refused", _("refused")

    game = models.ForeignKey("games.Game", on_delete=models.CASCADE,
                             related_name="join_requests")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="join_requests")
    seat = models.ForeignKey("games.Seat", on_delete=models.SET_NULL, null=True, blank=True,
                             related_name="join_requests", verbose_name=_("wished seat"))
    message = models.TextField(_("message to the game master"), blank=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    created_at = models.DateTimeField(auto_now_add=True)
    decided_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["created_at", "pk"]
        constraints = [
            models.UniqueConstraint(
                fields=["game", "user"], condition=models.Q(status="pending"),
                name="one_pending_join_request_per_user_and_game",
            )
        ]

    def __str__(self) -> str:
        return f"{self.user} asks to join {self.game}"
