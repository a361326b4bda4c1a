from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class Message(models.Model):
    """Press between seats and game-master announcements. Only stored for now; the press
    feature comes with a later issue. No recipients means public."""

    class Kind(models.TextChoices):
        PRESS = "press", _("press")
        ANNOUNCEMENT = "announcement", _("announcement")

    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, related_name="messages")
    phase = models.ForeignKey("games.Phase", on_delete=models.SET_NULL, null=True, blank=True)
    kind = models.CharField(max_length=16, choices=Kind.choices, default=Kind.PRESS)
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT)
    sender_seat = models.ForeignKey(
        "games.Seat", on_delete=models.SET_NULL, null=True, blank=True, related_name="sent_messages"
    )
    recipients = models.ManyToManyField("games.Seat", blank=True, related_name="received_messages")
    subject = models.CharField(_("subject"), max_length=200, blank=True)
    body = models.TextField(_("text"))
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return self.subject or self.body[:40]
