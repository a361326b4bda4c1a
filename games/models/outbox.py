from __future__ import annotations

from django.db import models


class QueuedMail(models.Model):
    """What the platform adds to a django-post-office ``Email`` row: the game it belongs to (the
    game master's mail page lists a game's mails), the kind of mail (template name) and the
    inline images (the map of a turn report) as references to ``MailPicture`` rows, so that the
    web process, a worker on another machine and the queue share nothing but the database; the
    pictures are written in the same transaction as the mail. Deleting the ``Email`` (e.g.
    ``manage.py cleanup_mail``, or the retention task) deletes this row.

    After delivery the body of a mail that can be rendered again (``outbox.DROPPED_KINDS``)
    is dropped: its ``Email`` keeps status, recipient, subject and headers (Message-ID), this row
    keeps its kind and ``ref`` (what rendering it again needs) and loses its ``inline``."""

    email = models.OneToOneField("post_office.Email", on_delete=models.CASCADE,
                                 primary_key=True, related_name="queued")
    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, null=True, blank=True,
                             related_name="mails")
    kind = models.CharField(max_length=40)
    # [{"cid": "map", "filename": "map.png", "mimetype": "image/png", "sha256": "<hex>"}]
    # (rows queued before MailPicture existed hold "data": "<base64>" instead of "sha256")
    inline = models.JSONField(default=list, blank=True)
    # What renders this mail again after its body was dropped (a turn report: phase, user,
    # seat); empty for the other kinds (a receipt's is post_office's ``context``).
    ref = models.JSONField(default=dict, blank=True)
    # Deliveries tried (the Celery task's and the sweep's); the game master's resend resets it.
    attempts = models.PositiveIntegerField(default=0)

    class Meta:
        indexes = [models.Index(fields=["game", "email"])]

    def __str__(self) -> str:
        return f"{self.kind} #{self.email_id}"


class MailPicture(models.Model):
    """An inline picture of queued mails (a turn report's map), stored once however many mails
    show it, addressed by the SHA-256 of its bytes. A picture no queued mail refers to is
    deleted by the retention task (``games.emails.retention``) some time after it was last
    stored (``stored_at``, renewed when a new mail refers to an old picture)."""

    sha256 = models.CharField(max_length=64, primary_key=True)
    data = models.BinaryField()
    stored_at = models.DateTimeField(db_index=True)

    def __str__(self) -> str:
        return f"picture {self.sha256[:12]} ({len(self.data)} bytes)"
