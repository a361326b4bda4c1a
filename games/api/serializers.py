"""API serializers. Input serializers check shape only (types, ranges, lengths); the services
decide what is allowed. Output serializers describe what the selectors return, and nothing the
selectors did not already filter for the viewer."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError as DjangoValidationError
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers
from rest_framework.authtoken.serializers import AuthTokenSerializer
from rest_framework.fields import SkipField

from games.anonymity import HIDDEN, names_hidden, player_name
from games.models import AbsencePolicy, IllegalOrders, NmrPolicy, PressMail
from games.models.profiles import NOTICES

KEY_PATTERN = r"^[A-Za-z][A-Za-z0-9_]{0,63}$"
MAX_ID = 2**62
MAX_TEXT = 20_000
MAX_HOURS = 10_000


# ---- input ----


class KeyedDictField(serializers.DictField):
    """A dict whose keys are names (seat keys, powers, phase types): letters, digits, '_'."""

    def to_internal_value(self, data):  # type: ignore[no-untyped-def]
        value = super().to_internal_value(data)
        bad = [key for key in value if not re.match(KEY_PATTERN, str(key))]
        if bad:
            raise serializers.ValidationError(
                f"Keys must be names of letters, digits and '_' (at most 64); got {bad[0]!r}."
            )
        return value


class TokenRequestSerializer(AuthTokenSerializer):
    """DRF's user name and password, the user name bounded like the log-in page's (a longer one
    names nobody, and the lock-out's record of failures holds at most 255 characters)."""

    username = serializers.CharField(
        write_only=True, max_length=get_user_model()._meta.get_field("username").max_length)


class ReasonSerializer(serializers.Serializer):
    reason = serializers.CharField(max_length=2000, help_text="Why; lands in the audit log.")


class FlagDecisionSerializer(ReasonSerializer):
    option = serializers.IntegerField(min_value=0, max_value=999,
                                      help_text="Number of the flag's option (from 0).")


class ScheduleSerializer(serializers.Serializer):
    zat_time = serializers.TimeField(required=False, help_text="HH:MM")
    zat_time_zone = serializers.CharField(required=False, max_length=64)
    zat_weekdays = serializers.ListField(
        child=serializers.IntegerField(min_value=0, max_value=6), required=False,
        allow_empty=False, max_length=7,
    )
    phase_hours = KeyedDictField(
        child=serializers.IntegerField(min_value=1, max_value=MAX_HOURS), required=False
    )
    grace_minutes = serializers.IntegerField(min_value=0, max_value=MAX_HOURS, required=False)
    max_extension_hours = serializers.IntegerField(min_value=0, max_value=MAX_HOURS,
                                                   required=False)
    early_processing = serializers.BooleanField(required=False)
    review_before_publish = serializers.BooleanField(required=False)
    nmr_policy = serializers.ChoiceField(choices=NmrPolicy.choices, required=False)
    civil_disorder_after = serializers.IntegerField(min_value=0, max_value=100, required=False)
    nmr_wait_hours = serializers.IntegerField(min_value=0, max_value=MAX_HOURS, required=False)
    nmr_wait_times = serializers.IntegerField(min_value=0, max_value=100, required=False)
    absence_policy = serializers.ChoiceField(choices=AbsencePolicy.choices, required=False)
    anonymous = serializers.BooleanField(required=False, help_text="Only before the start.")
    illegal_orders = serializers.ChoiceField(
        choices=IllegalOrders.choices, required=False,
        help_text="warn (default): lines the adjudicator would not carry out are saved with a "
                  "warning; refuse: a submission with such lines is answered 400.")


class ScheduleUpdateSerializer(ReasonSerializer, ScheduleSerializer):
    pass


class GameCreateSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=200)
    ruleset = serializers.CharField(max_length=64, default="diplomacy")
    seed = serializers.IntegerField(min_value=0, max_value=MAX_ID, required=False,
                                    allow_null=True)
    settings = KeyedDictField(required=False, help_text="Rule-set settings.")
    schedule = ScheduleSerializer(required=False)


class SubmissionCreateSerializer(serializers.Serializer):
    text = serializers.CharField(allow_blank=True, max_length=MAX_TEXT, trim_whitespace=False)
    kind = serializers.CharField(max_length=32, default="orders")
    wait = serializers.BooleanField(default=False)
    seat = serializers.CharField(
        max_length=64, required=False,
        help_text="Seat key; only game masters submit for a seat other than their own.",
    )


class SubmissionCheckSerializer(serializers.Serializer):
    text = serializers.CharField(allow_blank=True, max_length=MAX_TEXT, trim_whitespace=False)
    kind = serializers.CharField(max_length=32, default="orders")


class UserNameField(serializers.SlugRelatedField):
    """A user by user name; a NUL character (which PostgreSQL refuses in a query) matches none."""

    def to_internal_value(self, data):  # type: ignore[no-untyped-def]
        if isinstance(data, str) and "\x00" in data:
            self.fail("does_not_exist", slug_name=self.slug_field, value=data.replace("\x00", ""))
        return super().to_internal_value(data)


class PlayerSerializer(ReasonSerializer):
    player = UserNameField(
        slug_field="username", queryset=get_user_model().objects.filter(is_active=True),
        help_text="User name of an active user.",
    )


class InvitationCreateSerializer(ReasonSerializer):
    seat = serializers.CharField(max_length=64)
    email = serializers.EmailField()


class ZatSetSerializer(ReasonSerializer):
    zat = serializers.DateTimeField()


class ZatExtendSerializer(ReasonSerializer):
    hours = serializers.IntegerField(min_value=1, max_value=MAX_HOURS)


class RollbackSerializer(ReasonSerializer):
    to_phase = serializers.IntegerField(min_value=1, max_value=MAX_ID, help_text="Phase id.")


class UnitSerializer(serializers.Serializer):
    power = serializers.CharField(max_length=64)
    type = serializers.CharField(max_length=8)
    at = serializers.CharField(max_length=16)


class OverruleSerializer(ReasonSerializer):
    units = UnitSerializer(many=True, required=False)
    dislodged = UnitSerializer(many=True, required=False)
    supply_centers = KeyedDictField(
        child=serializers.ListField(child=serializers.CharField(max_length=16)), required=False
    )
    orders = KeyedDictField(
        child=serializers.CharField(allow_blank=True, max_length=MAX_TEXT), required=False,
        help_text="Seat key -> new orders; the phase is adjudicated again.",
    )
    submissions = KeyedDictField(
        child=KeyedDictField(child=serializers.CharField(allow_blank=True, max_length=MAX_TEXT)),
        required=False,
        help_text="Seat key -> {kind -> new text} for any kind the seat may send (votes, "
                  "answers, herds ...); the phase is adjudicated again.",
    )
    expected_version = serializers.IntegerField(min_value=0, max_value=MAX_ID, required=False)


class AnnouncementSerializer(ReasonSerializer):
    subject = serializers.CharField(max_length=200)
    body = serializers.CharField(max_length=MAX_TEXT)


class ProfileSerializer(serializers.Serializer):
    language = serializers.ChoiceField(choices=settings.LANGUAGES, required=False)
    time_zone = serializers.CharField(max_length=64, required=False)
    email_receipts = serializers.BooleanField(required=False)
    email_reminders = serializers.BooleanField(required=False)
    email_reports = serializers.BooleanField(required=False)
    email_press = serializers.ChoiceField(choices=PressMail.choices, required=False)
    notices = serializers.ListField(
        child=serializers.ChoiceField(choices=list(NOTICES)), required=False, max_length=20,
        help_text="Game news wanted by e-mail (opt-in).")


# ---- output ----


def _shown_name(serializer: serializers.Serializer, seat, user_name):  # type: ignore[no-untyped-def]
    """A player's name as the caller may see it (``games.anonymity``); without the caller in
    the serializer's context an anonymous game shows no names at all."""
    return _shown_name_to(serializer.context.get("user"), seat, user_name)


def _shown_name_to(viewer, seat, user_name):  # type: ignore[no-untyped-def]
    if viewer is None:
        return str(HIDDEN) if names_hidden(seat.game, None) and user_name else user_name
    if names_hidden(seat.game, viewer) and seat.player_id != viewer.pk and user_name:
        return str(HIDDEN)
    return user_name


class SeatSerializer(serializers.Serializer):
    key = serializers.CharField()
    label = serializers.CharField()
    player = serializers.SerializerMethodField()
    status = serializers.CharField()

    def get_player(self, seat) -> str | None:  # type: ignore[no-untyped-def]
        return player_name(seat, self.context["user"]) if "user" in self.context else \
            _shown_name(self, seat, seat.player.get_username() if seat.player else None)


class GameSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    ruleset = serializers.CharField()
    status = serializers.CharField()
    winner = serializers.CharField()
    created_at = serializers.DateTimeField()
    zat_time = serializers.TimeField()
    zat_time_zone = serializers.CharField()
    zat_weekdays = serializers.ListField(child=serializers.IntegerField())
    phase_hours = KeyedDictField(child=serializers.IntegerField())
    grace_minutes = serializers.IntegerField()
    max_extension_hours = serializers.IntegerField()
    early_processing = serializers.BooleanField()
    review_before_publish = serializers.BooleanField()
    nmr_policy = serializers.CharField()
    civil_disorder_after = serializers.IntegerField()
    nmr_wait_hours = serializers.IntegerField()
    nmr_wait_times = serializers.IntegerField()
    absence_policy = serializers.CharField()
    anonymous = serializers.BooleanField()
    illegal_orders = serializers.CharField()
    looking_for_players = serializers.BooleanField()
    house_rules = serializers.CharField()  # Markdown source (games.house_rules renders it)
    seats = SeatSerializer(many=True, source="seats.all")
    game_masters = serializers.SerializerMethodField()

    @extend_schema_field(serializers.ListField(child=serializers.CharField()))
    def get_game_masters(self, game) -> list[str]:  # type: ignore[no-untyped-def]
        return [user.get_username() for user in game.game_masters.all()]


class PhaseSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    index = serializers.IntegerField()
    label = serializers.CharField()
    phase_type = serializers.CharField()
    status = serializers.CharField()
    zat = serializers.DateTimeField(allow_null=True)
    version = serializers.IntegerField()


class BoardRowSerializer(serializers.Serializer):
    seat = serializers.CharField()
    label = serializers.CharField()
    units = serializers.ListField(child=serializers.CharField())
    centers = serializers.ListField(child=serializers.CharField())
    extra = serializers.DictField()


class PositionSeatSerializer(serializers.Serializer):
    key = serializers.CharField(source="seat.key")
    label = serializers.CharField(source="seat.label")
    player = serializers.CharField(source="player_name", allow_null=True, default=None)
    status = serializers.CharField()
    has_submitted = serializers.BooleanField()
    is_mine = serializers.BooleanField()


class PositionSerializer(serializers.Serializer):
    phase = PhaseSerializer(allow_null=True)
    due_at = serializers.DateTimeField(allow_null=True)
    is_game_master = serializers.BooleanField(source="viewer.is_gm")
    my_seat = serializers.CharField(source="viewer.seat.key", allow_null=True, default=None)
    board = BoardRowSerializer(many=True)
    seats = PositionSeatSerializer(many=True)
    view = serializers.DictField(
        allow_null=True, default=None,
        help_text="The state as the caller may see it (turn-based games such as 1848: own "
                  "hand, the table, the score sheet; null for other games).")


class LineFeedbackSerializer(serializers.Serializer):
    line = serializers.CharField()
    reading = serializers.CharField(allow_null=True)
    error = serializers.CharField(allow_null=True)
    suggestion = serializers.CharField(allow_null=True)
    warnings = serializers.ListField(child=serializers.CharField(), required=False)
    verdict = serializers.ChoiceField(
        choices=["invalid", "replaced", "void", "unreadable"], allow_null=True, required=False,
        help_text="The adjudicator's verdict on a readable line it would not carry out; "
                  "error then says why and what would be right.")


class ValidationSerializer(serializers.Serializer):
    ok = serializers.BooleanField()
    lines = LineFeedbackSerializer(many=True)


class SubmissionSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    phase_id = serializers.IntegerField()
    phase = serializers.CharField(source="phase.label")
    seat = serializers.CharField(source="seat.key")
    kind = serializers.CharField()
    version = serializers.IntegerField()
    text = serializers.CharField(source="raw_text")
    parsed = serializers.DictField()
    is_valid = serializers.BooleanField()
    wait = serializers.BooleanField()
    submitted_by = serializers.SerializerMethodField()
    created_at = serializers.DateTimeField()

    def get_submitted_by(self, submission) -> str:  # type: ignore[no-untyped-def]
        return submitted_by_name(submission, self.context.get("user"))


def submitted_by_name(submission, viewer) -> str:  # type: ignore[no-untyped-def]
    """Who sent a submission, as ``viewer`` may see it: another seat's public submission in
    an anonymous game names nobody."""
    name = submission.submitted_by.get_username()
    if viewer is not None and submission.seat.player_id == viewer.pk:
        return name
    return _shown_name_to(viewer, submission.seat, name)


_MOMENT = serializers.DateTimeField()  # DRF's rendering of a moment (ISO 8601, active zone)


def submission_json(submission, viewer) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    """``SubmissionSerializer(submission, context={"user": viewer}).data``, made without
    building the serializer's fields (which DRF deep-copies for every instance): the answer
    to every order submission (issue 15). tests/web/test_api_answers.py pins that both are
    the same; the schema describes ``SubmissionSerializer``."""
    return {
        "id": submission.pk,
        "phase_id": submission.phase_id,
        "phase": str(submission.phase.label),
        "seat": str(submission.seat.key),
        "kind": str(submission.kind),
        "version": int(submission.version),
        "text": str(submission.raw_text),
        "parsed": {str(key): value for key, value in submission.parsed.items()},
        "is_valid": bool(submission.is_valid),
        "wait": bool(submission.wait),
        "submitted_by": submitted_by_name(submission, viewer),
        "created_at": _MOMENT.to_representation(submission.created_at),
    }


class QuickInput:
    """A flat input serializer's check for a request on a hot path (the order submission),
    with the serializer's own fields, bound once: valid input gives the ``validated_data``
    the serializer would give; anything else gives None, and the caller asks the serializer
    itself, which answers with its errors (so every 400 stays DRF's, word for word). Only for
    serializers without ``validate`` methods (checked)."""

    def __init__(self, serializer_class: type[serializers.Serializer]) -> None:
        fields = serializer_class().fields  # (bound to a prototype, once)
        if serializer_class.validate is not serializers.Serializer.validate or any(
                hasattr(serializer_class, f"validate_{name}") for name in fields):
            raise TypeError(f"{serializer_class.__name__} has validate methods")
        self.fields = list(fields.values())

    def __call__(self, data: Any) -> dict[str, Any] | None:
        if not isinstance(data, Mapping):
            return None
        values = {}
        for field in self.fields:
            try:
                values[field.field_name] = field.run_validation(field.get_value(data))
            except SkipField:
                continue
            except (serializers.ValidationError, DjangoValidationError):
                return None
        return values


class PrivatePartSerializer(serializers.Serializer):
    seat = serializers.CharField(source="seat.key")
    private = serializers.DictField()


class PhaseRecordSerializer(serializers.Serializer):
    phase = PhaseSerializer()
    submissions = SubmissionSerializer(many=True)
    public = serializers.DictField(allow_null=True)
    private_parts = PrivatePartSerializer(many=True)
    result = serializers.DictField(allow_null=True, help_text="Game masters only.")


class GmActionSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    action = serializers.CharField()
    reason = serializers.CharField()
    actor = serializers.CharField(source="actor.username")
    phase = serializers.CharField(source="phase.label", allow_null=True, default=None)
    before = serializers.JSONField(allow_null=True)
    after = serializers.JSONField(allow_null=True)
    created_at = serializers.DateTimeField()


class AccessHintSerializer(serializers.Serializer):
    first = serializers.CharField(help_text="user name (seat)")
    second = serializers.CharField()
    address_days = serializers.IntegerField(help_text="days both logged in from one address")
    device_days = serializers.IntegerField(help_text="days both used one browser")
    last_day = serializers.DateField()


class InvitationSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    seat = serializers.CharField(source="seat.key")
    email = serializers.EmailField()
    expires_at = serializers.DateTimeField()


class MessageSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    subject = serializers.CharField()
    body = serializers.CharField()
    created_at = serializers.DateTimeField()
