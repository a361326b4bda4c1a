"""The roll-forward's API shape (``games.gm_actions``, "rollforward"): one POST previews
(``preview: true``, nothing stored) or rolls one phase forward; both answer the same object."""

from __future__ import annotations

from rest_framework import serializers

from games.api.serializers import KEY_PATTERN, MAX_ID, PhaseSerializer


class RollforwardSerializer(serializers.Serializer):
    # Optional here: a preview needs none; rolling forward without one is the service's 400.
    reason = serializers.CharField(max_length=2000, required=False, allow_blank=True,
                                   help_text="Why; lands in the audit log (not for a preview).")
    preview = serializers.BooleanField(default=False,
                                       help_text="Only show what rolling forward would do.")
    overwrite = serializers.ListField(
        child=serializers.RegexField(KEY_PATTERN, max_length=64), required=False,
        max_length=64, help_text="Seats whose submissions made after the rollback the "
                                 "superseded phase's replace (by default they are kept).")
    source = serializers.IntegerField(
        min_value=1, max_value=MAX_ID, required=False,
        help_text="Id of the superseded phase the preview showed; refused (409) if the "
                  "roll-forward has moved on.")


class PhaseRefSerializer(serializers.Serializer):
    id = serializers.IntegerField(source="pk")
    label = serializers.CharField()


class SeatCopySerializer(serializers.Serializer):
    seat = serializers.CharField()
    kind = serializers.CharField()
    text = serializers.CharField(help_text="The superseded phase's text.")
    current = serializers.CharField(allow_null=True,
                                    help_text="The open phase's text before rolling forward.")
    action = serializers.ChoiceField(choices=["copy", "same", "kept", "replaced"])


class DiffRowSerializer(serializers.Serializer):
    what = serializers.CharField()
    seat = serializers.CharField(allow_blank=True)
    removed = serializers.ListField(child=serializers.CharField())
    added = serializers.ListField(child=serializers.CharField())


class RollforwardOutputSerializer(serializers.Serializer):
    applied = serializers.BooleanField()
    phase = PhaseSerializer(help_text="The phase rolled forward (or to be).")
    source = PhaseRefSerializer(help_text="The superseded phase it replays.")
    copies = SeatCopySerializer(many=True)
    diff = DiffRowSerializer(many=True, help_text="Against what the superseded phase "
                                                  "published; empty: the same.")
    position = DiffRowSerializer(many=True, help_text="The open phase's position against "
                                                      "the superseded phase's.")
    remaining = serializers.IntegerField(help_text="Superseded phases left after this one.")
    next_phase = PhaseSerializer(allow_null=True, help_text="Open after rolling forward.")
