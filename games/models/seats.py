from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models.query_utils import DeferredAttribute
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from games.terms import seat_name


class SeatLabel(str):
    """A seat's label as stored (the rule set's English name, ``"Austria"``) that reads in the
    active language wherever it is shown: ``str()``, ``%s``, f-strings and templates give
    ``gettext(label)`` (``"Österreich"`` on a German page or mail). Comparisons, hashing,
    ``join``, JSON and the database see the stored text, so keys and stored values never
    change with the reader's language. Names in ``games.terms.NAMES`` read in the active
    language whichever language they are stored in."""

    __slots__ = ()

    def __str__(self) -> str:
        # The terms table first: a Europa 1815 seat is stored under its map's German name,
        # which the catalog does not know (issue 23: one language per screen).
        stored = str.__str__(self)
        return seat_name(stored) or gettext(stored)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


class _LabelAttribute(DeferredAttribute):
    """A data descriptor (unlike Django's own), so reading a loaded value passes through it."""

    def __get__(self, instance: object, cls: type | None = None) -> object:
        if instance is None:
            return self
        name = self.field.attname
        value = instance.__dict__[name] if name in instance.__dict__ else super().__get__(
            instance, cls)
        return self.field.label_class(value) if type(value) is str else value

    def __set__(self, instance: object, value: object) -> None:
        instance.__dict__[self.field.attname] = value


class SeatLabelField(models.CharField):
    """A CharField whose value reads as a :class:`SeatLabel` (no migration: same column)."""

    descriptor_class = _LabelAttribute
    label_class: type[str] = SeatLabel  # what a loaded value reads as

    def deconstruct(self) -> tuple:  # migrations see a plain CharField
        name, _path, args, kwargs = super().deconstruct()
        return name, "django.db.models.CharField", args, kwargs


class Seat(models.Model):
    """A place at the table: a power or role the rule set declares, held by one player at a time."""

    class Status(models.TextChoices):
        PLAYING = "playing", _("playing")
        CIVIL_DISORDER = "civil_disorder", _("civil disorder")
        VACANT = "vacant", _("vacant")

    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, related_name="seats")
    key = models.CharField(_("power or role"), max_length=64)
    label = SeatLabelField(_("label"), max_length=100)
    player = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="seats",
        verbose_name=_("player"),
    )
    status = models.CharField(
        _("status"), max_length=16, choices=Status.choices, default=Status.VACANT
    )
    missed_phases = models.PositiveIntegerField(_("phases missed in a row"), default=0)
    # Offered in the lobby as "seat available" (NMR policy "replace"); cleared when taken.
    seeking_player = models.BooleanField(_("looking for a replacement"), default=False)
    # Part of the seat's secret mail address (games.mail_intake.addresses); a new one
    # retires the old address.
    mail_nonce = models.CharField(max_length=16, blank=True)

    class Meta:
        ordering = ["game", "key"]
        constraints = [
            models.UniqueConstraint(fields=["game", "key"], name="seat_unique_key_per_game")
        ]
        verbose_name = _("seat")
        verbose_name_plural = _("seats")

    def __str__(self) -> str:
        return f"{self.label} ({self.game})"


class SeatHolding(models.Model):
    """Who held a seat when: one row per stint, ``ended_at`` empty for the current holder."""

    seat = models.ForeignKey(Seat, on_delete=models.CASCADE, related_name="holdings")
    player = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="seat_holdings"
    )
    started_at = models.DateTimeField()
    ended_at = models.DateTimeField(null=True, blank=True)
    reason = models.TextField(blank=True)

    class Meta:
        ordering = ["seat", "started_at"]

    def __str__(self) -> str:
        return f"{self.player} in {self.seat} from {self.started_at:%Y-%m-%d}"
