"""Forms of the web pages. They check shape only (types, lengths, required fields); whether an
action is allowed or makes sense is the services' business, and their complaints are shown on
the field they name (``games.views.common.form_error``)."""

from __future__ import annotations

import datetime as dt
import zoneinfo
from typing import Any

from django import forms
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.forms import UserCreationForm
from django.utils.translation import gettext_lazy as _

from games.form_fields import NoticesField, PlayerField, ReasonMixin
from games.models import AbsencePolicy, IllegalOrders, NmrPolicy, PressMail
from games.rulesets import available_rulesets, get_ruleset

WEEKDAYS = [
    (0, _("Monday")), (1, _("Tuesday")), (2, _("Wednesday")), (3, _("Thursday")),
    (4, _("Friday")), (5, _("Saturday")), (6, _("Sunday")),
]
DEFAULT_PHASE_HOURS = {"M": 72, "R": 24, "A": 24, "play": 48, "refill": 48}


def time_zone_choices() -> list[tuple[str, str]]:
    return [(name, name) for name in sorted(zoneinfo.available_timezones())]


# ---- players ----


class OrdersForm(forms.Form):
    kind = forms.ChoiceField(required=False)
    orders = forms.CharField(
        label=_("Orders"),
        required=False,
        max_length=20_000,
        widget=forms.Textarea(attrs={
            "class": "orders", "rows": 10, "spellcheck": "false", "autocapitalize": "off",
            "autocomplete": "off",
        }),
        help_text=_("One order per line, e.g. “A Par - Bur” or “F Lon S F Nth - Eng”."),
    )
    wait = forms.BooleanField(
        label=_("Wait: do not process this phase early"), required=False
    )

    def __init__(self, *args: Any, kinds: list[tuple[str, str]] | None = None,
                 turn_based: bool = False, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if turn_based:  # a turn is processed once the seats on turn have acted: no waiting
            del self.fields["wait"]
        kinds = kinds or [("orders", _("Orders"))]
        self.fields["kind"].choices = kinds
        # The page picks the kind with links (one text box per kind), so it travels hidden.
        self.fields["kind"].widget = forms.HiddenInput()
        kind = self.data.get("kind") or self.initial.get("kind") or kinds[0][0]
        if len(kinds) > 1 or turn_based:
            self.fields["orders"].label = dict(kinds).get(kind, _("Text"))
        if kind != "orders":  # the example is about unit orders; other boxes show their own help
            self.fields["orders"].help_text = ""

    def clean_kind(self) -> str:
        return self.cleaned_data.get("kind") or self.fields["kind"].choices[0][0]


class ProfileForm(forms.Form):
    language = forms.ChoiceField(label=_("Language"), choices=settings.LANGUAGES)
    time_zone = forms.ChoiceField(label=_("Time zone"), choices=time_zone_choices)
    email_receipts = forms.BooleanField(label=_("E-mail a receipt for my orders"),
                                        required=False)
    email_reminders = forms.BooleanField(label=_("E-mail ZAT reminders"), required=False)
    email_reports = forms.BooleanField(label=_("E-mail turn reports"), required=False)
    email_press = forms.ChoiceField(label=_("E-mail press messages"), choices=PressMail.choices,
                                    required=False)

    def clean_email_press(self) -> str:
        return self.cleaned_data.get("email_press") or PressMail.EACH

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["notices"] = NoticesField()


class SignupForm(UserCreationForm):
    email = forms.EmailField(label=_("E-mail address"))

    class Meta(UserCreationForm.Meta):
        model = get_user_model()
        fields = ("username", "email")


# ---- game masters ----


PHASE_TYPE_NAMES = {
    "M": _("movement"), "R": _("retreats"), "A": _("adjustments"),
    "setup": _("setup"), "spring": _("spring"), "fall": _("fall"),
    "play": _("turn in a trick"), "refill": _("refill choice"),
}


def _phase_types() -> list[str]:
    """Every phase type of the registered rule sets, in a familiar order (named ones first)."""
    types: set[str] = set()
    for ruleset in available_rulesets().values():
        types |= ruleset.phase_types()
    order = list(PHASE_TYPE_NAMES)
    return sorted(types, key=lambda t: (order.index(t) if t in order else len(order), t))


class ScheduleFields(forms.Form):
    """The ZAT schedule, shared by game creation and the schedule page."""

    zat_time = forms.TimeField(
        label=_("ZAT time of day"), initial=dt.time(20, 0),
        widget=forms.TimeInput(attrs={"type": "time"}, format="%H:%M"),
    )
    zat_time_zone = forms.ChoiceField(
        label=_("ZAT time zone"), choices=time_zone_choices, initial="Europe/Berlin"
    )
    zat_weekdays = forms.TypedMultipleChoiceField(
        label=_("Allowed ZAT weekdays"), choices=WEEKDAYS, coerce=int,
        initial=[d for d, _label in WEEKDAYS], widget=forms.CheckboxSelectMultiple,
    )
    grace_minutes = forms.IntegerField(label=_("Grace period (minutes)"), min_value=0,
                                       max_value=10_000, initial=0)
    max_extension_hours = forms.IntegerField(
        label=_("Maximum total extension per phase (hours)"), min_value=0, max_value=10_000,
        initial=72,
    )
    early_processing = forms.BooleanField(
        label=_("Process early when every seat has submitted"), required=False
    )
    review_before_publish = forms.BooleanField(
        label=_("Review results before publishing"), required=False, initial=True
    )
    nmr_policy = forms.ChoiceField(label=_("NMR policy"), choices=NmrPolicy.choices,
                                   initial=NmrPolicy.HOLD)
    civil_disorder_after = forms.IntegerField(
        label=_("Missed phases before civil disorder"), min_value=0, max_value=100, initial=2
    )
    # Not required: left empty, a new game takes the model's default, a game keeps its own.
    nmr_wait_hours = forms.IntegerField(
        label=_("Wait for missing orders (hours each time)"), min_value=0, max_value=10_000,
        initial=24, required=False)
    nmr_wait_times = forms.IntegerField(
        label=_("Wait for missing orders (times per phase at most)"), min_value=0,
        max_value=100, initial=2, required=False)
    absence_policy = forms.ChoiceField(label=_("Absences"), choices=AbsencePolicy.choices,
                                       initial=AbsencePolicy.MOVE_ZAT, required=False)
    anonymous = forms.BooleanField(
        label=_("Anonymous: players' names hidden from each other until the end"),
        required=False, help_text=_("Chosen before the game starts."))
    illegal_orders = forms.ChoiceField(
        label=_("Orders the adjudicator would not carry out"), choices=IllegalOrders.choices,
        initial=IllegalOrders.WARN, required=False,
        help_text=_("Every such line is flagged on arrival with the reason; with “refused” a "
                    "submission containing one is sent back instead of saved."))

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # One length field per phase type any registered rule set uses.
        for phase_type in _phase_types():
            # Not required: a game only uses its own rule set's types (see schedule()).
            self.fields[f"hours_{phase_type}"] = forms.IntegerField(
                label=_("Phase length, %(type)s (hours)")
                % {"type": PHASE_TYPE_NAMES.get(phase_type, phase_type)},
                min_value=1, max_value=10_000, required=False,
                initial=DEFAULT_PHASE_HOURS.get(phase_type, 24),
            )

    def schedule(self, ruleset: str) -> dict[str, Any]:
        """The cleaned values in the shape the services take; phase lengths for the phase types
        of ``ruleset`` only, an empty one taking the default."""
        data = self.cleaned_data
        names = ("zat_time", "zat_time_zone", "zat_weekdays", "grace_minutes",
                 "max_extension_hours", "early_processing", "review_before_publish",
                 "nmr_policy", "civil_disorder_after", "nmr_wait_hours", "nmr_wait_times",
                 "absence_policy", "anonymous", "illegal_orders")
        values = {name: data[name] for name in names
                  if name in data and data[name] not in (None, "")}
        values["phase_hours"] = {
            phase_type: data.get(f"hours_{phase_type}")
            or DEFAULT_PHASE_HOURS.get(phase_type, 24)
            for phase_type in get_ruleset(ruleset).phase_types()
        }
        return values


class GameCreateForm(ScheduleFields):
    name = forms.CharField(label=_("Name"), max_length=200)
    ruleset = forms.ChoiceField(label=_("Rule set"))
    seed = forms.IntegerField(
        label=_("Random seed"), required=False, min_value=0, max_value=2**62,
        help_text=_("Leave empty for a random one."),
    )
    players = forms.IntegerField(
        label=_("Number of players"), required=False, min_value=2, max_value=4,
        help_text=_("1848 only (2 to 4; empty: 4). Other games have a fixed number of seats."),
    )
    field_order = ["name", "ruleset", "seed", "players"]

    def settings(self) -> dict[str, Any] | None:
        players = self.cleaned_data.get("players")
        return {"players": players} if players else None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["ruleset"].choices = [
            (key, ruleset.name) for key, ruleset in available_rulesets().items()
        ]
        self.order_fields(self.field_order)


class ScheduleForm(ReasonMixin, ScheduleFields):
    pass


class ReasonForm(ReasonMixin):
    """Actions that need nothing but a reason: start, process, publish, pause, resume."""


class SeatAssignForm(ReasonMixin):
    seat = forms.ChoiceField(label=_("Seat"))
    player = PlayerField(label=_("Player (user name)"))
    field_order = ["seat", "player", "reason"]

    def __init__(self, *args: Any, seats: list[tuple[str, str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["seat"].choices = seats
        self.order_fields(self.field_order)


class InvitationForm(ReasonMixin):
    seat = forms.ChoiceField(label=_("Seat"))
    email = forms.EmailField(label=_("E-mail address"))
    field_order = ["seat", "email", "reason"]

    def __init__(self, *args: Any, seats: list[tuple[str, str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["seat"].choices = seats
        self.order_fields(self.field_order)


class ZatSetForm(ReasonMixin):
    zat = forms.DateTimeField(
        label=_("New ZAT"),
        widget=forms.DateTimeInput(attrs={"type": "datetime-local"}, format="%Y-%m-%dT%H:%M"),
        input_formats=["%Y-%m-%dT%H:%M", "%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M:%S"],
        help_text=_("In your time zone (see your profile)."),
    )
    field_order = ["zat", "reason"]


class ZatExtendForm(ReasonMixin):
    hours = forms.IntegerField(label=_("Extend by (hours)"), min_value=1, max_value=10_000)
    field_order = ["hours", "reason"]


class RollbackForm(ReasonMixin):
    to_phase = forms.TypedChoiceField(label=_("Roll back to phase"), coerce=int)
    field_order = ["to_phase", "reason"]

    def __init__(self, *args: Any, phases: list[tuple[int, str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["to_phase"].choices = phases
        self.order_fields(self.field_order)


class AnnouncementForm(ReasonMixin):
    subject = forms.CharField(label=_("Subject"), max_length=200)
    body = forms.CharField(label=_("Text"), widget=forms.Textarea(attrs={"rows": 6}))
    field_order = ["subject", "body", "reason"]


def _text(value: str | None) -> str:
    # These fields turn text into lists/dicts, where CharField's own NUL check no longer sees it.
    if value and "\x00" in value:
        raise forms.ValidationError(_("Null characters are not allowed."))
    return value or ""


class UnitLinesField(forms.CharField):
    """Units as lines “power type location”, e.g. “england F nth”."""

    widget = forms.Textarea(attrs={"class": "orders", "rows": 8, "spellcheck": "false"})

    def to_python(self, value: Any) -> list[dict[str, str]]:
        text = _text(super().to_python(value))
        units = []
        for number, line in enumerate(text.splitlines(), start=1):
            parts = line.split()
            if not parts:
                continue
            if len(parts) != 3:
                raise forms.ValidationError(
                    _("Line %(number)d: write “power type location”, e.g. “england F nth”; "
                      "got “%(line)s”.") % {"number": number, "line": line.strip()}
                )
            power, unit_type, at = parts
            units.append({"power": power, "type": unit_type, "at": at})
        return units

    def prepare_value(self, value: Any) -> Any:
        if isinstance(value, list):
            return "\n".join(f"{u.get('power')} {u.get('type')} {u.get('at')}" for u in value)
        return value

    def has_changed(self, initial: Any, data: Any) -> bool:
        # Compared as lines, so details the text form does not show (a dislodged unit's
        # retreat options) do not count as a change and are kept.
        try:
            return self.to_python(self.prepare_value(initial or [])) != self.to_python(data)
        except forms.ValidationError:
            return True


class CenterLinesField(forms.CharField):
    """Supply-centre ownership as lines “power: centre, centre, ...”."""

    widget = forms.Textarea(attrs={"class": "orders", "rows": 8, "spellcheck": "false"})

    def to_python(self, value: Any) -> dict[str, list[str]]:
        text = _text(super().to_python(value))
        centers: dict[str, list[str]] = {}
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            power, colon, rest = line.partition(":")
            if not colon or not power.strip():
                raise forms.ValidationError(
                    _("Line %(number)d: write “power: centre, centre”, e.g. "
                      "“england: edi, lon, lvp”; got “%(line)s”.")
                    % {"number": number, "line": line.strip()}
                )
            names = [c.strip() for c in rest.replace(";", ",").split(",") if c.strip()]
            centers[power.strip()] = sorted(names)
        return centers

    def prepare_value(self, value: Any) -> Any:
        if isinstance(value, dict):
            return "\n".join(f"{power}: {', '.join(scs)}" for power, scs in value.items())
        return value

    def has_changed(self, initial: Any, data: Any) -> bool:
        try:
            return self.to_python(self.prepare_value(initial or {})) != self.to_python(data)
        except forms.ValidationError:
            return True


class OverruleResultForm(ReasonMixin):
    """Edit the resulting position directly."""

    units = UnitLinesField(label=_("Units after the phase"), required=False)
    dislodged = UnitLinesField(label=_("Dislodged units"), required=False)
    supply_centers = CenterLinesField(label=_("Supply-centre ownership"), required=False)
    expected_version = forms.IntegerField(widget=forms.HiddenInput, required=False)
    field_order = ["units", "dislodged", "supply_centers", "reason"]

    def edits(self) -> dict[str, Any]:
        """Only the parts the game master changed; the others stay exactly as adjudicated."""
        return {name: self.cleaned_data[name]
                for name in ("units", "dislodged", "supply_centers")
                if name in self.changed_data and name in self.cleaned_data}


class OverruleOrdersForm(ReasonMixin):
    """Replace some seats' orders and adjudicate again; one text box per seat."""

    expected_version = forms.IntegerField(widget=forms.HiddenInput, required=False)

    def __init__(self, *args: Any, seats: list[tuple[str, str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for key, label in seats:
            self.fields[f"orders_{key}"] = forms.CharField(
                label=_("Orders of %(seat)s") % {"seat": label}, required=False,
                max_length=20_000,
                widget=forms.Textarea(attrs={"class": "orders", "rows": 4,
                                             "spellcheck": "false"}),
            )
        self.order_fields([name for name in self.fields if name != "reason"] + ["reason"])

    def orders(self) -> dict[str, str]:
        """Only the seats whose text the game master changed."""
        return {
            name.removeprefix("orders_"): value
            for name, value in self.cleaned_data.items()
            if name.startswith("orders_") and name in self.changed_data
        }


class OverruleSubmissionForm(ReasonMixin):
    """One box of one seat, changed by the game master before adjudicating again."""

    text = forms.CharField(
        label=_("New text"), required=False, max_length=20_000,
        widget=forms.Textarea(attrs={"class": "orders", "rows": 8, "spellcheck": "false"}))
    expected_version = forms.IntegerField(widget=forms.HiddenInput, required=False)
    field_order = ["text", "reason"]

