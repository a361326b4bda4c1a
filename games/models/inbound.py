from __future__ import annotations

import math
import re
import zlib
from typing import Any

from django.db import models
from django.utils.translation import gettext_lazy as _

# What PostgreSQL refuses in text and jsonb (NUL; a lone surrogate, which is not UTF-8 at all:
# the email package leaves one for each undecodable byte of an 8-bit header) and the other C0
# controls, which mean nothing in a mail's text and only garble a page or an answer.
_UNSTORABLE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]|[\ud800-\udfff]")


def storable_text(value: str, max_length: int | None = None) -> str:
    """A string every database takes: no NUL, no control character but tab and line breaks,
    lone surrogates as U+FFFD, at most ``max_length`` characters."""
    value = _UNSTORABLE.sub(lambda m: "\ufffd" if m.group() >= "\ud800" else "", value)
    return value[:max_length] if max_length else value


def storable_json(value: Any) -> Any:
    """A JSON value with :func:`storable_text` applied to every string (keys too); a float
    jsonb refuses (NaN, infinity) becomes None and anything not JSON its text."""
    if isinstance(value, str):
        return storable_text(value)
    if value is None or isinstance(value, bool | int):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {storable_text(str(key)): storable_json(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [storable_json(item) for item in value]
    return storable_text(str(value))


class InboundMail(models.Model):
    """One mail that arrived at a seat address, kept for the audit with what was read from it.

    ``message_key`` (the SHA-256 of the Message-ID, or of the raw mail when it has none) is
    unique: a mail fetched twice is stored once and acted on once. Rejected mails (unknown
    address, wrong sender, auto-replies) keep only their envelope, never their text as read;
    the message as received is kept beside the row (:class:`InboundRaw`) when it was addressed
    to a seat. Old rows are pruned (``GAMEMASTER_MAIL_KEEP``).

    Every string saved is made storable first (:meth:`make_storable`, called by ``save``): a
    mail is anybody's bytes, and one NUL must not stop its audit row from being written."""

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

    def make_storable(self) -> None:
        """Clean every text and JSON field in place (see :func:`storable_text`)."""
        for field in self._meta.concrete_fields:
            value = getattr(self, field.attname)
            if isinstance(field, models.JSONField):
                setattr(self, field.attname, storable_json(value))
            elif isinstance(value, str) and isinstance(field, models.CharField | models.TextField):
                setattr(self, field.attname, storable_text(value, field.max_length))

    def save(self, *args: Any, **kwargs: Any) -> None:
        self.make_storable()
        super().save(*args, **kwargs)

    def raw_message(self) -> bytes | None:
        """The message as received, or None (not kept, or dropped after the retention)."""
        try:
            return self.raw.message()
        except InboundRaw.DoesNotExist:
            return None


class InboundRaw(models.Model):
    """The message as received, compressed, beside its audit row (one to one).

    A row of its own rather than a column of :class:`InboundMail`: the game master's list and
    the count pruning read audit rows without ever loading a message, and the retention
    (``GAMEMASTER_MAIL_RAW_DAYS``) deletes these rows by their own indexed date while the
    audit row stays. Written in the transaction of the audit row: both are kept or neither.

    zlib (level 9) rather than lzma: on the mail corpora (a few hundred bytes to 17 KB) it
    gives the smaller result (lzma's container costs more than it saves on mails this size)
    at a twelfth of the time, with kilobytes of memory instead of lzma's tens of megabytes."""

    mail = models.OneToOneField(InboundMail, on_delete=models.CASCADE, primary_key=True,
                                related_name="raw")
    data = models.BinaryField()
    size = models.PositiveIntegerField()  # bytes as received
    received_at = models.DateTimeField(db_index=True)

    @classmethod
    def keep(cls, mail: InboundMail, raw: bytes) -> InboundRaw:
        return cls.objects.create(mail=mail, data=zlib.compress(raw, 9), size=len(raw),
                                  received_at=mail.received_at)

    def message(self) -> bytes:
        return zlib.decompress(bytes(self.data))
