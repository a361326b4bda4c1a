from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _


class InboundMail(models.Model):
    """One mail that arrived at a seat address, kept for the audit with what was read from it.

    ``message_key`` (the SHA-256 of the Message-ID, or of the raw mail when it has none) is
    unique: a mail fetched twice is stored once and acted on once. Rejected mails (unknown
    address, wrong sender, auto-replies) keep only their envelope, never their text. Old rows
    are pruned (``GAMEMASTER_MAIL_KEEP``)."""

    class Status(models.TextChoices):
        PROCESSED = "processed", _("read and answered")
        IGNORED = "ignored", _("ignored (auto-reply, bounce or loop)")
        UNKNOWN = "unknown", _("unknown address")
        WRONG_SENDER = "wrong_sender", _("sender is not the seat's player")
        TOO_LARGE = "too_large", _("too large")
        MALFORMED = "malformed", _("unreadable")

    message_key = models.CharField(max_length=64, unique=True)
    message_id = models.CharField(max_length=255, blank=True)
    received_at = models.DateTimeField(auto_now_add=True, db_index=True)
    transport = models.CharField(max_length=16)
    sender = models.CharField(max_length=254, blank=True)
    recipient = models.CharField(max_length=254, blank=True)
    subject = models.CharField(max_length=200, blank=True)
    size = models.PositiveIntegerField(default=0)
    status = models.CharField(max_length=16, choices=Status.choices)
    note = models.TextField(blank=True)
    text = models.TextField(_("text as read"), blank=True)
    reading = models.JSONField(default=dict, blank=True)
    answered = models.BooleanField(default=False)
    game = models.ForeignKey("games.Game", on_delete=models.SET_NULL, null=True, blank=True,
                             related_name="inbound_mails")
    seat = models.ForeignKey("games.Seat", on_delete=models.SET_NULL, null=True, blank=True,
                             related_name="inbound_mails")
    submissions = models.ManyToManyField("games.Submission", blank=True,
                                         related_name="inbound_mails")
    messages = models.ManyToManyField("games.Message", blank=True, related_name="inbound_mails")

    class Meta:
        ordering = ["-received_at"]

    def __str__(self) -> str:
        return f"{self.status} mail from {self.sender} at {self.received_at:%Y-%m-%d %H:%M}"
