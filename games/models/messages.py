from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class MessageQuerySet(models.QuerySet):
    def press(self) -> MessageQuerySet:
        return self.filter(kind=Message.Kind.PRESS)

    def with_people(self) -> MessageQuerySet:
        return self.select_related("sender_seat", "author").prefetch_related("recipients")


class Message(models.Model):
    """Press between seats and game-master announcements.

    Public press has no recipients; private press names its recipient seats and/or the game
    masters (``to_game_masters``). ``grey`` press is anonymous: its author is stored (so the
    sender finds it in their own thread) and shown to nobody else, the game masters included.
    ``thread`` groups a conversation (``games.services.press`` builds the key from the
    participants, never from a grey sender). Who may read what lives in ``games.selectors``.
    """

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
    is_public = models.BooleanField(_("public"), default=True)
    to_game_masters = models.BooleanField(_("to the game masters"), default=False)
    grey = models.BooleanField(_("grey (anonymous)"), default=False)
    thread = models.CharField(max_length=200, blank=True, db_index=True)
    subject = models.CharField(_("subject"), max_length=200, blank=True)
    body = models.TextField(_("text"))
    created_at = models.DateTimeField(auto_now_add=True)

    objects = MessageQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["game", "thread", "id"])]

    def __str__(self) -> str:
        return self.subject or self.body[:40]


class PressReadMark(models.Model):
    """How far a user has read a thread of a game (unread = newer visible messages)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="press_read_marks")
    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, related_name="+")
    thread = models.CharField(max_length=200)
    last_read_id = models.BigIntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "game", "thread"], name="one_read_mark")
        ]
