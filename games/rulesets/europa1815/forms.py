"""Forms of the Europa 1815 game-master pages (shape only; the services judge the content)."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from games.form_fields import ReasonMixin
from games.rulesets.europa1815.ruling import KINDS, NEUTRAL, UNCHANGED, field

MAX_UPLOAD = 2_000_000


def _words(value: str) -> list[str]:
    return [w for w in value.replace(",", " ").split() if w]


def _read_upload(upload: Any, what: str) -> str:
    if upload.size > MAX_UPLOAD:
        raise forms.ValidationError(_("The %(what)s file is larger than 2 MB.")
                                    % {"what": what})
    try:
        return upload.read().decode("utf-8")
    except UnicodeDecodeError:
        raise forms.ValidationError(_("The %(what)s file is not UTF-8 text.")
                                    % {"what": what}) from None


class MapSetupForm(ReasonMixin):
    setup_changes: dict[str, Any]
    example = forms.BooleanField(
        label=_("Use the example map (an example only, not the real 1815 map)"),
        required=False)
    map_file = forms.FileField(label=_("Map file (.map)"), required=False)
    map_text = forms.CharField(
        label=_("or paste the map file"), required=False, max_length=200_000,
        widget=forms.Textarea(attrs={"rows": 14, "class": "orders", "spellcheck": "false"}))
    svg_file = forms.FileField(label=_("Picture (SVG, optional)"), required=False)
    team_a = forms.CharField(label=_("Team A (two player ids)"), required=False,
                             max_length=200, help_text=_("e.g. “fra aut”"))
    team_b = forms.CharField(label=_("Team B (two player ids)"), required=False,
                             max_length=200, help_text=_("e.g. “gbr pru”"))
    seating = forms.CharField(
        label=_("Seating (the four players in turn order)"), required=False, max_length=200,
        help_text=_("Allies never follow each other: A1 B1 A2 B2, e.g. “fra gbr aut pru”."))
    start_phase = forms.BooleanField(label=_("Begin with the start phase"), required=False)
    edition = forms.ChoiceField(
        label=_("Edition"), choices=[("1815", "1815"), ("1715", "1715")], initial="1815",
        required=False,
        help_text=_("1715: the 2vs2 variant on the 1715 map; no player may choose the "
                    "Indianerhäuptling, Sandwich-Territorien do not count in reinforcement "
                    "turns."))
    field_order = ["example", "map_file", "map_text", "svg_file", "team_a", "team_b",
                   "seating", "start_phase", "edition", "reason"]

    def changes(self) -> dict[str, Any]:
        data = self.cleaned_data
        changes: dict[str, Any] = {"start_phase": data.get("start_phase", False),
                                   "edition": data.get("edition") or "1815"}
        if data.get("example"):
            changes["example"] = True
        elif data.get("map_file"):
            changes["map_text"] = _read_upload(data["map_file"], "map")
            changes["map_name"] = data["map_file"].name
        elif data.get("map_text", "").strip():
            changes["map_text"] = data["map_text"]
            changes["map_name"] = "map"
        if data.get("svg_file") and "map_text" in changes:
            changes["svg"] = _read_upload(data["svg_file"], "SVG")
        if data.get("team_a") or data.get("team_b") or data.get("seating"):
            changes["teams"] = {"A": _words(data.get("team_a", "")),
                                "B": _words(data.get("team_b", ""))}
            changes["seating"] = _words(data.get("seating", ""))
        return changes

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        try:
            self.setup_changes = self.changes()
        except forms.ValidationError as error:
            self.add_error("map_file", error)
        return data


class PositionEditForm(ReasonMixin):
    op = forms.ChoiceField(label=_("What the Spielleiter enters"), choices=[
        ("resolve", _("Ruling on the action waiting for you (battle, diplomacy, note)")),
        ("close_sp", _("Close the SP distribution (the SP as a patch)")),
        ("edit", _("Correction of the position (any patch)")),
        ("end_turn", _("End the turn of the player on turn (missed deadline)")),
        ("decide_tie", _("Decide the tie for a team (base game's rule)")),
    ])
    patch = forms.CharField(
        label=_("Patch (JSON)"), required=False, max_length=100_000,
        widget=forms.Textarea(attrs={"rows": 8, "class": "orders", "spellcheck": "false"}),
        help_text=_('Only what changes; numbers absolute or relative, e.g. {"lands": {"bel": '
                    '{"owner": "fra", "units": {"inf": 1}}}, "players": {"fra": {"sp": "+3"}}}'))
    team = forms.ChoiceField(label=_("Team (tie only)"), required=False,
                             choices=[("", "–"), ("A", "A"), ("B", "B")])
    publish = forms.BooleanField(
        label=_("Publish the turn now (mailed to every seat)"), required=False, initial=True)
    field_order = ["op", "patch", "team", "publish", "reason"]


class RulingForm(forms.Form):
    """The ruling on the waiting action as fields (``games/rulesets/europa1815/ruling.py``
    writes the patch): per land involved its new owner and losses per troop type (for an
    attack's source lands also the troops moving into the target), each general's fate, SP
    won or lost per player. Built from :func:`pending_ruling`'s description."""

    def __init__(self, ruling: dict[str, Any], *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.ruling = ruling
        owners = [(UNCHANGED, _("unchanged")), (NEUTRAL, _("neutral")), *ruling["seats"]]
        involved = list(ruling["lands"])
        self.rows: list[dict[str, Any]] = []
        for land in involved:
            key = land["land"]
            self.fields[field("owner", key)] = forms.ChoiceField(
                label=_("New owner of %(land)s") % {"land": land["name"]}, choices=owners,
                required=False)
            for kind in KINDS:
                self.fields[field("loss", key, kind)] = forms.IntegerField(
                    label=_("Losses in %(land)s, %(kind)s") % {"land": land["name"],
                                                              "kind": kind},
                    required=False, min_value=0, max_value=999)
                if land["role"] == "source" and ruling["kind"] == "attack":
                    self.fields[field("move", key, kind)] = forms.IntegerField(
                        label=_("Moving from %(land)s into %(target)s, %(kind)s") % {
                            "land": land["name"], "target": ruling["target_name"],
                            "kind": kind},
                        required=False, min_value=0, max_value=999)
            fates = [(UNCHANGED, _("unchanged")), ("killed", _("killed")),
                     ("captured", _("captured")), ("off", _("off the board (supply)")),
                     *[(f"to:{other['land']}", _("to %(land)s") % {"land": other["name"]})
                       for other in involved if other["land"] != key]]
            for general in land["generals"]:
                self.fields[field("general", general["id"])] = forms.ChoiceField(
                    label=general["name"], choices=fates, required=False)
        for seat, name in ruling["seats"]:
            self.fields[field("sp", seat)] = forms.IntegerField(
                label=_("SP of %(player)s (+/-)") % {"player": name}, required=False,
                min_value=-99, max_value=99)

    def table(self) -> list[dict[str, Any]]:
        """The lands involved with their bound fields, for the page's ruling table."""
        rows = []
        for land in self.ruling["lands"]:
            key = land["land"]
            rows.append({
                **land, "owner_field": self[field("owner", key)],
                "losses": [self[field("loss", key, kind)] for kind in KINDS],
                "moves": [self[field("move", key, kind)] for kind in KINDS
                          if field("move", key, kind) in self.fields],
                "general_fields": [(g, self[field("general", g["id"])])
                                   for g in land["generals"]]})
        return rows

    def sp_fields(self) -> list[Any]:
        return [self[field("sp", seat)] for seat, _name in self.ruling["seats"]]
