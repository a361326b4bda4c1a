"""The adjudicator's verdicts on arrival (``adjudication.diplomacy.check_orders``) in the
player's language: each code's reason and what would be right, with gettext.

The engine returns a code and parameters (provinces as abbreviations, powers as keys); power
names are shown in the reader's language from the map.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils import translation
from django.utils.translation import gettext_lazy as _

from games.rulesets.base import LineVerdict

# code -> text; parameters as the engine names them (see adjudication/diplomacy/results.py
# REASONS and check.py). "yours", "options", "sites", "count", "by" say what would be right.
TEXTS: Mapping[str, Any] = {
    "not_an_order": _("This line is not an order."),
    "wrong_phase_movement": _("This is a movement phase: only move, hold, support and convoy "
                              "orders count."),
    "not_movement_order": _("This is a movement phase: only move, hold, support and convoy "
                            "orders count."),
    "no_unit": _("There is no unit in {at}. Your units: {yours}."),
    "foreign_unit": _("The unit in {at} belongs to {owner}, not to you: the order is void. "
                      "Your units: {yours}."),
    "unit_type": _("The unit in {at} is {kind}. Your units: {yours}."),
    "replaced": _("Line {by} gives this unit another order; the later line counts and this "
                  "one is ignored."),
    "no_unit_to_support": _("There is no unit in {at} to support. Your units: {yours}."),
    "support_self": _("A unit cannot support itself; order it to hold instead."),
    "support_own_province": _("A unit cannot support a move into its own province."),
    "support_unreachable": _("{unit} cannot reach {goal}, so it cannot support there. It "
                             "reaches: {options}."),
    "cannot_convoy": _("{unit} cannot convoy: only fleets at sea can."),
    "no_army_to_convoy": _("There is no army in {at} to convoy. Your units: {yours}."),
    "convoy_off_route": _("No sea route from {origin} to {goal} passes {sea}, so this fleet "
                          "cannot convoy it."),
    "move_to_self": _("A unit cannot move to the province it is in. It reaches: {options}."),
    "unknown_province": _("Unknown province {to}."),
    "coast_needed": _("Say which coast of {to}: {options}."),
    "fleet_cannot_move": _("{unit} cannot move to {to}; the order is void and the fleet holds. "
                           "It reaches: {options}."),
    "army_cannot_reach": _("{unit} cannot reach {to} (no neighbour, and no fleets stand where "
                           "they could convoy it); the army holds. It reaches: {options}."),
    "no_convoy_fleets": _("No fleets stand where they could convoy {unit} to {to}; the army "
                          "holds."),
    "retreat_phase_only": _("This is a retreat phase: only retreats and disbands count."),
    "no_dislodged_unit": _("There is no dislodged unit in {at}. Your dislodged units: "
                           "{yours}."),
    "foreign_dislodged_unit": _("The dislodged unit in {at} belongs to {owner}. Your "
                                "dislodged units: {yours}."),
    "retreat_by_convoy": _("A retreat cannot be convoyed."),
    "retreat_not_allowed": _("{unit} cannot retreat to {to}; it may retreat to: {allowed} "
                             "(or disband)."),
    "adjustment_phase_only": _("This is a build phase: only builds, removals and waives "
                               "count."),
    "no_build_to_waive": _("{power} has no build left to waive."),
    "no_build_left": _("{power} may build {count} unit(s) and has used them all in the lines "
                       "above."),
    "may_not_build": _("{power} may not build this winter."),
    "build_site_occupied": _("{province} is occupied (a unit stands there or an earlier line "
                             "builds there). Free home centres: {sites}."),
    "not_home_centre": _("{province} is not a home supply centre of {power}. Free home "
                         "centres: {sites}."),
    "centre_not_owned": _("{power} does not own {province} now. Free home centres: {sites}."),
    "unknown_unit_type": _("Unknown unit type {kind}; build A or F."),
    "build_coast_needed": _("Say which coast of {province} the fleet is built on: "
                            "{options}."),
    "cannot_build_here": _("{kind} cannot be built in {at}."),
    "no_removal_due": _("{power} need not remove any unit."),
    "already_removed": _("{unit} is already removed in a line above."),
    "too_many_removals": _("{power} must remove only {count} unit(s)."),
    "support_impossible": _("{target} can never move to {goal} this phase, so the support is "
                            "void."),
    "support_own_moves": _("Your {target} is ordered to move, so a support to hold it is "
                           "void."),
    "support_own_elsewhere": _("Your {target} is not ordered to move to {goal} (line {line}), "
                               "so the support is void."),
    "convoy_impossible": _("{target} can never be convoyed to {goal} this phase, so the convoy "
                           "is void."),
    "convoy_own_elsewhere": _("Your {target} is not ordered to move to {goal} (line {line}), "
                              "so the convoy is void."),
    # Rather Silly's matching of a line to a unit
    "rs_not_unit_order": _("This line is not an order for a unit."),
    "rs_no_kind": _("There is no {wanted} in {at} (there is: {found}). Your units: {yours}."),
    "rs_foreign_unit": _("The {kind} in {at} belongs to {owner}, not to you: the order is "
                         "void. Your units: {yours}."),
    "rs_replaced": _("Line {by} gives this unit another order; the later line counts and this "
                     "one is ignored."),
}
PLACES = ("at", "to", "goal", "province", "origin", "sea")
KINDS = {"an army": _("an army"), "a fleet": _("a fleet")}
NOTHING = _("none")


def _place(spot: str, game_map: Any, lang: str) -> str:
    """``mun`` -> Munich / München; ``spa/sc`` -> Spain (sc); unknown text as it is."""
    province, _slash, coast = spot.partition("/")
    info = game_map.provinces.get(province)
    if info is None:
        return spot
    name = info.name_de if lang == "de" else info.name_en
    return f"{name} ({coast})" if coast else name


class _Values(dict):
    """Parameters for a text; one the engine did not give reads as "none"."""

    def __missing__(self, key: str) -> str:
        return str(NOTHING)


def verdict_text(code: str, params: Mapping[str, str], game_map: Any, lang: str,
                 owners: Mapping[str, Any] | None = None,
                 texts: Mapping[str, Any] = TEXTS) -> str:
    """The verdict ``code`` with ``params`` in ``lang``; ``owners`` names powers (seat key ->
    label) where the map does not; ``texts`` is a rule set's table (code -> lazy text)."""
    with translation.override(lang):
        template = texts.get(code)
        values = _Values(params)
        for key in ("owner", "power"):
            if key in values and owners and values[key] in owners:
                values[key] = str(owners[values[key]])
            elif key in values and values[key] in game_map.powers:
                values[key] = game_map.powers[values[key]].name(lang)
        for key in PLACES:
            if key in values:
                values[key] = _place(values[key], game_map, lang)
        if "kind" in values and values["kind"] in KINDS:
            text = str(KINDS[values["kind"]])
            values["kind"] = text[:1].upper() + text[1:] if code == "cannot_build_here" else text
        for key in ("yours", "options", "sites", "allowed"):
            # The engine's own English text says "none" for an empty list (a retreat with
            # nowhere to go); the reader's language says it here.
            if key in values and values[key] in ("", "none"):
                values[key] = str(NOTHING)
        if template is None:
            return str(params.get("message") or code)
        try:
            return str(template).format_map(values)
        except (KeyError, IndexError, ValueError):
            return str(template)


def line_verdicts(verdicts: list[Any], game_map: Any, lang: str,
                  owners: Mapping[str, Any] | None = None,
                  texts: Mapping[str, Any] = TEXTS) -> list[LineVerdict | None]:
    """Engine verdicts (``check_orders``) as the platform's :class:`LineVerdict` values."""
    found: list[LineVerdict | None] = []
    for verdict in verdicts:
        if verdict.ok:
            found.append(None)
            continue
        if verdict.status == "unreadable":  # the parser's own message is shown already
            found.append(LineVerdict(verdict.status, verdict.reason))
            continue
        suggestion = None
        if verdict.code == "coast_needed":
            first = verdict.params.get("options", "").split(" or ")[0]
            if first:
                suggestion = verdict.line.rsplit(None, 1)[0] + f" {first}"
        found.append(LineVerdict(verdict.status, verdict_text(
            verdict.code, verdict.params, game_map, lang, owners, texts), suggestion))
    return found
