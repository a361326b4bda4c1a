from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class SubmissionQuerySet(models.QuerySet):
    def current(self) -> SubmissionQuerySet:
        """Only the latest version of each (phase, seat, kind)."""
        latest = (
            Submission.objects.filter(
                phase=models.OuterRef("phase"), seat=models.OuterRef("seat"),
                kind=models.OuterRef("kind"),
            )
            .order_by("-version")
            .values("version")[:1]
        )
        return self.filter(version=models.Subquery(latest))


class Submission(models.Model):
    """One version of what a seat sent for a phase (orders, a secret vote, an answer, ...).

    Never updated: every change is a new row with the next ``version``; the current submission
    of a (phase, seat, kind) is the one with the highest version. ``kind`` is one the rule set
    declares; ``parsed`` is the rule set's per-line feedback. ``wait`` asks the game master not
    to process the phase early.
    """

    phase = models.ForeignKey("games.Phase", on_delete=models.CASCADE, related_name="submissions")
    seat = models.ForeignKey("games.Seat", on_delete=models.CASCADE, related_name="submissions")
    kind = models.CharField(_("kind"), max_length=32)
    version = models.PositiveIntegerField()
    raw_text = models.TextField(_("text as sent"), blank=True)
    parsed = models.JSONField(_("parsed reading"), default=dict)
    is_valid = models.BooleanField(default=True)
    wait = models.BooleanField(_("do not process early"), default=False)
    submitted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="submissions"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    objects = SubmissionQuerySet.as_manager()

    class Meta:
        ordering = ["phase", "seat", "kind", "version"]
        constraints = [
            models.UniqueConstraint(
                fields=["phase", "seat", "kind", "version"], name="submission_unique_version"
            )
        ]
        indexes = [models.Index(fields=["phase", "seat", "kind", "-version"])]

    def __str__(self) -> str:
        return f"{self.kind} v{self.version} of {self.seat} in {self.phase.label}"
