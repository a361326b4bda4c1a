from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class DrawProposal(models.Model):
    """A proposal to end a game by agreement (``games.services.draws``): a draw shared by
    ``seats``, or a concession to the one seat in ``seats``. Every surviving seat votes in
    secret; unanimity makes it ``passed``, and a game master's confirmation ends the game."""

    class Kind(models.TextChoices):
        DRAW = "draw", _("draw")
        CONCESSION = "concession", _("concession")

    class Status(models.TextChoices):
        OPEN = "open", _("open for votes")
        PASSED = "passed", _("accepted by everybody, waiting for the game master")
        FAILED = "failed", _("not accepted")
        CONFIRMED = "confirmed", _("confirmed: the game is over")
        REJECTED = "rejected", _("rejected by the game master")

    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, related_name="draws")
    kind = models.CharField(max_length=16, choices=Kind.choices, default=Kind.DRAW)
    seats = models.JSONField(_("seats sharing the result"))
    voters = models.JSONField(_("seats that vote"))
    proposed_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT,
                                    related_name="draw_proposals")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.OPEN)
    created_at = models.DateTimeField(auto_now_add=True)
    decided_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        constraints = [
            models.UniqueConstraint(
                fields=["game"], condition=models.Q(status__in=["open", "passed"]),
                name="one_live_draw_proposal_per_game",
            )
        ]

    def __str__(self) -> str:
        return f"{self.kind} {', '.join(self.seats)} in {self.game}"


class DrawVote(models.Model):
    """One seat's secret vote on a proposal; only its voter and the game masters see it."""

    proposal = models.ForeignKey(DrawProposal, on_delete=models.CASCADE, related_name="votes")
    seat = models.ForeignKey("games.Seat", on_delete=models.CASCADE, related_name="draw_votes")
    voter = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT,
                              related_name="draw_votes")
    accept = models.BooleanField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["proposal", "seat"], name="one_vote_per_seat")
        ]
