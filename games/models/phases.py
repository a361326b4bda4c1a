from __future__ import annotations

import re

from django.db import models
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext

from games.models.seats import SeatLabelField

#: A run of words (letters, spaces or hyphens between them): what a label may translate.
_WORDS = re.compile(r"[^\W\d_]+(?:[ -][^\W\d_]+)*")


class PhaseLabel(str):
    """A phase's label as stored (``"S1901M"``, ``"T3"``, ``"Winter 1815 · France"``) that
    reads in the active language wherever it is shown: each run of words is looked up in the
    catalog under the context "phase label" ("Winter 1815 · Frankreich"); a run without an
    entry (a Diplomacy phase code, a map's own nation) stays as stored. Like ``SeatLabel``:
    comparisons, JSON and the database see the stored text."""

    __slots__ = ()

    def __str__(self) -> str:
        return _WORDS.sub(lambda m: pgettext("phase label", m.group(0)), str.__str__(self))

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


class PhaseLabelField(SeatLabelField):
    """A CharField whose value reads as a :class:`PhaseLabel` (same column)."""

    label_class = PhaseLabel


class PhaseQuerySet(models.QuerySet):
    def live(self) -> PhaseQuerySet:
        """Phases not undone by a rollback."""
        return self.exclude(status=Phase.Status.SUPERSEDED)

    def open(self) -> PhaseQuerySet:
        return self.filter(status=Phase.Status.OPEN)

    def of_running_games(self) -> PhaseQuerySet:
        return self.filter(game__status="running")

    def with_game(self) -> PhaseQuerySet:
        return self.select_related("game")


class Phase(models.Model):
    """One phase of a game (e.g. S1901M), its input state, its outcome and its deadline (ZAT).

    Life cycle: open -> processing -> awaiting_review -> published (or straight to published when
    the game publishes automatically). ``attempt`` and ``claimed_at`` belong to the processing
    claim (``games.services.processing``); ``version`` is bumped by every change so concurrent
    edits are detected. A rollback marks later phases ``superseded``; they stay for the record.
    """

    class Status(models.TextChoices):
        OPEN = "open", _("open for orders")
        PROCESSING = "processing", _("being adjudicated")
        AWAITING_REVIEW = "awaiting_review", _("awaiting game master review")
        PUBLISHED = "published", _("published")
        SUPERSEDED = "superseded", _("superseded by a rollback")

    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, related_name="phases")
    index = models.PositiveIntegerField(_("sequence number"))
    label = PhaseLabelField(_("phase"), max_length=64)
    phase_type = models.CharField(_("phase type"), max_length=16)
    state = models.JSONField(_("state before the phase"))
    result = models.JSONField(_("outcome"), null=True, blank=True)
    status = models.CharField(
        _("status"), max_length=16, choices=Status.choices, default=Status.OPEN, db_index=True
    )
    zat = models.DateTimeField(_("ZAT"), null=True, blank=True, db_index=True)
    extended_minutes = models.PositiveIntegerField(_("total extension in minutes"), default=0)
    nmr_waits = models.PositiveIntegerField(_("times the ZAT waited for missing orders"),
                                            default=0)
    version = models.PositiveIntegerField(default=1)
    attempt = models.PositiveIntegerField(default=0)
    claimed_at = models.DateTimeField(null=True, blank=True)
    opened_at = models.DateTimeField(auto_now_add=True)
    processed_at = models.DateTimeField(null=True, blank=True)
    published_at = models.DateTimeField(null=True, blank=True)

    objects = PhaseQuerySet.as_manager()

    class Meta:
        ordering = ["game", "index"]
        constraints = [
            models.UniqueConstraint(fields=["game", "index"], name="phase_unique_index_per_game")
        ]
        verbose_name = _("phase")
        verbose_name_plural = _("phases")

    def __str__(self) -> str:
        return f"{self.game} {self.label}"


class PhaseReminder(models.Model):
    """A ZAT reminder already sent, so each (phase, seat, hours before) goes out once."""

    phase = models.ForeignKey(Phase, on_delete=models.CASCADE, related_name="reminders")
    seat = models.ForeignKey("games.Seat", on_delete=models.CASCADE, related_name="reminders")
    hours_before = models.PositiveIntegerField()
    sent_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["phase", "seat", "hours_before"], name="reminder_sent_once"
            )
        ]


class Report(models.Model):
    """The published turn report of a phase: the part every player sees."""

    phase = models.OneToOneField(Phase, on_delete=models.CASCADE, related_name="report")
    public = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"report {self.phase}"


class SeatReport(models.Model):
    """The private part of a turn report, for one seat (and the game masters) only."""

    report = models.ForeignKey(Report, on_delete=models.CASCADE, related_name="private_parts")
    seat = models.ForeignKey("games.Seat", on_delete=models.CASCADE, related_name="reports")
    private = models.JSONField()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["report", "seat"], name="one_private_part_per_seat")
        ]
