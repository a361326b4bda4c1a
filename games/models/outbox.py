from __future__ import annotations

from django.db import models


class QueuedMail(models.Model):
    """What the platform adds to a django-post-office ``Email`` row: the game it belongs to (the
    game master's mail page lists a game's mails), the kind of mail (template name) and the
    inline images (the map of a turn report) as base64 in the database, so that the web
    process, a worker on another machine and the queue share nothing but the database; the
    image is written in the same transaction as the mail. Deleting the ``Email`` (e.g.
    ``manage.py cleanup_mail``) deletes this row."""

    email = models.OneToOneField("post_office.Email", on_delete=models.CASCADE,
                                 primary_key=True, related_name="queued")
    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, null=True, blank=True,
                             related_name="mails")
    kind = models.CharField(max_length=40)
    # [{"cid": "map", "filename": "map.png", "mimetype": "image/png", "data": "<base64>"}]
    inline = models.JSONField(default=list, blank=True)
    # Deliveries tried (the Celery task's and the sweep's); the game master's resend resets it.
    attempts = models.PositiveIntegerField(default=0)

    class Meta:
        indexes = [models.Index(fields=["game", "email"])]

    def __str__(self) -> str:
        return f"{self.kind} #{self.email_id}"
