from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class AbsenceQuerySet(models.QuerySet):
    def live(self) -> AbsenceQuerySet:
        return self.filter(cancelled_at__isnull=True)

    def covering(self, moment) -> AbsenceQuerySet:  # type: ignore[no-untyped-def]
        """Absences (not cancelled) during which ``moment`` falls."""
        return self.live().filter(starts_at__lte=moment, ends_at__gt=moment)


class Absence(models.Model):
    """A player away from one seat for a while (``games.services.absences``).

    ``starts_at`` is the first away day's midnight and ``ends_at`` the midnight after the last
    one, in the player's time zone. What it does depends on the game's ``absence_policy``:
    the ZAT moves past it, or the ``sitter`` (once a game master accepted them) plays the
    seat meanwhile. Players see only that a seat is away; dates are for the game masters.
    """

    seat = models.ForeignKey("games.Seat", on_delete=models.CASCADE, related_name="absences")
    player = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="absences"
    )
    starts_at = models.DateTimeField(_("away from"))
    ends_at = models.DateTimeField(_("back on"))
    sitter = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True,
        related_name="sittings", verbose_name=_("sitter"),
    )
    sitter_accepted_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    cancelled_at = models.DateTimeField(null=True, blank=True)

    objects = AbsenceQuerySet.as_manager()

    class Meta:
        ordering = ["starts_at", "pk"]
        verbose_name = _("absence")
        verbose_name_plural = _("absences")

    def __str__(self) -> str:
        return f"{self.player} away from {self.seat} {self.starts_at:%Y-%m-%d}"
