from __future__ import annotations

import datetime as dt

from django.conf import settings as django_settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class NmrPolicy(models.TextChoices):
    """What happens to a seat that sends no orders (NMR = no moves received)."""

    HOLD = "hold", _("units hold")
    WAIT = "wait", _("wait: extend the ZAT, then civil disorder after N missed phases")
    CIVIL_DISORDER = "civil_disorder", _("civil disorder after N missed phases")
    REPLACE = "replace", _("civil disorder after N missed phases, seat offered to a replacement")


class AbsencePolicy(models.TextChoices):
    """What a player's declared absence does in a game (``games.services.absences``)."""

    MOVE_ZAT = "move_zat", _("move the ZAT past the absence (within the extension cap)")
    SITTER = "sitter", _("a sitter named by the player plays the seat")


def default_phase_hours() -> dict[str, int]:
    # Hours per phase type; the rule set names the types (Diplomacy: M, R, A).
    return {"M": 72, "R": 24, "A": 24}


def default_weekdays() -> list[int]:
    return [0, 1, 2, 3, 4, 5, 6]


class PressMode(models.TextChoices):
    """What players may write to each other (writing to the game masters is always allowed)."""

    FULL = "full", _("full press (public and private)")
    PUBLIC = "public", _("public press only")
    NONE = "none", _("no press between players")


class IllegalOrders(models.TextChoices):
    """What a submission with lines the adjudicator would not carry out gets on arrival."""

    WARN = "warn", _("saved with a warning on each such line")
    REFUSE = "refuse", _("refused, listing the lines")


class Game(models.Model):
    """One game run by one or more game masters under one rule set.

    ``settings`` is validated by the rule set; the scheduling columns are the platform's own
    (every game has a ZAT), so they are real columns the sweep can filter on.
    """

    class Status(models.TextChoices):
        DRAFT = "draft", _("draft")
        RUNNING = "running", _("running")
        PAUSED = "paused", _("paused")
        FINISHED = "finished", _("finished")

    ruleset = models.CharField(_("rule set"), max_length=64)
    name = models.CharField(_("name"), max_length=200)
    status = models.CharField(
        _("status"), max_length=16, choices=Status.choices, default=Status.DRAFT, db_index=True
    )
    seed = models.BigIntegerField(_("random seed"))
    settings = models.JSONField(_("rule set settings"), default=dict, blank=True)
    game_masters = models.ManyToManyField(
        django_settings.AUTH_USER_MODEL,
        related_name="mastered_games",
        verbose_name=_("game masters"),
    )
    created_at = models.DateTimeField(auto_now_add=True)
    winner = models.CharField(_("winner"), max_length=64, blank=True)

    # ZAT schedule: the deadline falls on an allowed weekday at a fixed time of day, at least
    # phase_hours[phase type] after the phase opened.
    zat_time = models.TimeField(_("ZAT time of day"), default=dt.time(20, 0))
    zat_time_zone = models.CharField(_("ZAT time zone"), max_length=64, default="Europe/Berlin")
    zat_weekdays = models.JSONField(
        _("allowed ZAT weekdays (0 = Monday)"), default=default_weekdays
    )
    phase_hours = models.JSONField(_("phase length in hours per phase type"),
                                   default=default_phase_hours)
    grace_minutes = models.PositiveIntegerField(_("grace period in minutes"), default=0)
    max_extension_hours = models.PositiveIntegerField(
        _("maximum total extension per phase in hours"), default=72
    )
    early_processing = models.BooleanField(
        _("process early when every seat has submitted"), default=False
    )
    review_before_publish = models.BooleanField(
        _("game master reviews results before publishing"), default=True
    )
    nmr_policy = models.CharField(
        _("NMR policy"), max_length=16, choices=NmrPolicy.choices, default=NmrPolicy.HOLD
    )
    civil_disorder_after = models.PositiveIntegerField(
        _("missed phases before civil disorder"), default=2
    )
    # Press rules, set by the game masters and shown to every player (games.services.press).
    press_mode = models.CharField(
        _("press"), max_length=8, choices=PressMode.choices, default=PressMode.FULL
    )
    press_grey = models.BooleanField(_("grey (anonymous) press allowed"), default=False)
    press_in_quiet_phases = models.BooleanField(
        _("press during retreat and build phases"), default=True
    )
    press_gm_reads_private = models.BooleanField(
        _("game masters may read private press"), default=False
    )
    mail_any_sender = models.BooleanField(
        _("take mail to a seat address from any sender address"), default=False
    )
    # Orders the adjudicator would treat as void or hold (issue 10): flagged on arrival either
    # way; "warn" saves them (players may bluff), "refuse" sends the submission back.
    illegal_orders = models.CharField(
        _("orders the adjudicator would not carry out"), max_length=8,
        choices=IllegalOrders.choices, default=IllegalOrders.WARN,
    )
    # Set while paused: how long the open phase still had to run, restored on resume.
    paused_remaining = models.DurationField(null=True, blank=True)

    # A game's life (issue 14): missed orders, absences, the lobby, anonymity.
    nmr_wait_hours = models.PositiveIntegerField(
        _("hours the ZAT waits for missing orders"), default=24
    )
    nmr_wait_times = models.PositiveIntegerField(
        _("times the ZAT waits for missing orders per phase"), default=2
    )
    absence_policy = models.CharField(
        _("absences"), max_length=16, choices=AbsencePolicy.choices,
        default=AbsencePolicy.MOVE_ZAT,
    )
    looking_for_players = models.BooleanField(_("listed in the lobby"), default=False)
    anonymous = models.BooleanField(
        _("anonymous: players' names hidden from each other until the end"), default=False
    )
    # Markdown; shown sanitised (games.house_rules). Changed by services.house_rules_update.
    house_rules = models.TextField(_("house rules"), blank=True, default="")

    class Meta:
        ordering = ["-created_at"]
        verbose_name = _("game")
        verbose_name_plural = _("games")

    def has_master(self, user) -> bool:
        """Whether ``user`` is a game master of this game (a superuser counts as one)."""
        if not getattr(user, "is_authenticated", False):
            return False
        return bool(user.is_superuser) or self.game_masters.filter(pk=user.pk).exists()

    def __str__(self) -> str:
        return self.name
