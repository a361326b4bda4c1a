"""Multi-account hints for the game master (issue 27, item 8): the minimum kept to notice two
accounts in one game that log in from the same place or the same browser.

A mark is one seated player's log-in on one day in one game they hold a seat in, kept as a
keyed hash (``salted_hmac`` with the site's secret key) of the client address or of a random
device cookie: never the address itself, never a time finer than the day, nothing for
games the player has no seat in. Marks are deleted once the game is over and once older than
``ACCESS_HINTS_WINDOW_DAYS`` (``games.services.access_marks.access_marks_prune``, daily by
beat). docs/operations.md, "Multi-account hints and privacy".
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class AccessMark(models.Model):
    class Kind(models.TextChoices):
        ADDRESS = "address", _("same address")
        DEVICE = "device", _("same browser")

    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, related_name="+")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="+")
    kind = models.CharField(max_length=8, choices=Kind.choices)
    digest = models.CharField(max_length=32)
    day = models.DateField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["game", "user", "kind", "digest", "day"],
                                               name="access_mark_once_a_day")]
        indexes = [models.Index(fields=["game", "kind", "digest"], name="access_mark_shared")]

    def __str__(self) -> str:
        return f"{self.game_id}/{self.user_id} {self.kind} {self.day}"
