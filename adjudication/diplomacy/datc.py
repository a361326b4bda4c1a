"""DATC test cases in the jDip text format: reading them and running them through ``resolve``.

Format (one keyword per line, ``#`` starts a comment): ``VARIANT_ALL name``; then per case
``CASE id``, optional ``PRESTATE_SETPHASE Spring 1901, Movement`` (default), sections
``PRESTATE``, ``PRESTATE_SUPPLYCENTER_OWNERS``, ``PRESTATE_DISLODGED``, ``PRESTATE_RESULTS``
(``SUCCESS: power: order`` lines, the movement before a retreat phase), ``ORDERS``,
``POSTSTATE`` / ``POSTSTATE_SAME``, ``POSTSTATE_DISLODGED``, and ``END``. Section lines are
``Power: order or unit``.

Each case becomes one :func:`adjudication.resolve` input; orders go through the variant's order
parser like player orders. A case passes when the units after the phase are exactly the
POSTSTATE units and the retreat options agree with what the file states about them:

- a unit listed in POSTSTATE_DISLODGED is dislodged and has somewhere to retreat (the file
  lists only those: a dislodged unit with no retreat is left out, so every dislodged unit with
  a retreat option must be listed);
- a unit the file names in a comment as destroyed (``### Turkey: A gre  # NO RETREATS``,
  ``# England: F nat  # DESTROYED`` under POSTSTATE_DISLODGED, or "the Dislodged pru unit has
  no retreats") is gone and has no retreat option;
- "legal / illegal retreat areas for ank: smy, arm" before a retreat-phase case: a retreat to
  each legal area succeeds, one to each illegal area disbands the unit. :data:`ERRATA` corrects
  a statement that contradicts the file's own position, with the reason.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from adjudication.diplomacy.interface import resolve
from adjudication.diplomacy.orders import Move, province_of
from adjudication.diplomacy.variants import variant_named

SECTIONS = {
    "PRESTATE", "PRESTATE_SUPPLYCENTER_OWNERS", "PRESTATE_DISLODGED", "PRESTATE_RESULTS",
    "ORDERS", "POSTSTATE", "POSTSTATE_DISLODGED",
}
SEASONS = {"spring": "S", "fall": "F", "autumn": "F", "winter": "W"}
PHASE_TYPES = {"movement": "M", "retreat": "R", "adjustment": "A"}


class DatcFormatError(ValueError):
    def __init__(self, path: str, line: int, message: str) -> None:
        super().__init__(f"{path}:{line}: {message}")


@dataclass
class DatcCase:
    name: str
    path: str
    line: int
    variant: str = "standard"
    phase: str = "S1901M"
    sections: dict[str, list[tuple[int, str, str]]] = field(default_factory=dict)
    same: bool = False
    # Comments: (line, section or "" before the first section, text after the first "#").
    notes: list[tuple[int, str, str]] = field(default_factory=list)


def read_cases(path: str | Path) -> list[DatcCase]:
    source = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise DatcFormatError(source, 0, f"cannot read the file: {error.strerror}") from None
    cases: list[DatcCase] = []
    variant = "standard"
    case: DatcCase | None = None
    section: str | None = None
    before: list[tuple[int, str, str]] = []  # comments between END and the next CASE
    for number, raw in enumerate(text.splitlines(), start=1):
        line, hash_, comment = raw.partition("#")
        line = line.strip()
        if hash_ and comment.strip("# \t"):
            if case is None:
                before.append((number, "", comment.strip()))
            else:
                case.notes.append((number, section or "", comment.strip()))
        if not line:
            continue
        keyword, _, rest = line.partition(" ")
        if keyword == "VARIANT_ALL":
            variant = rest.strip().lower()
        elif keyword == "CASE":
            if case is not None:
                raise DatcFormatError(source, number, f"CASE before END of {case.name}")
            case = DatcCase(rest.strip() or f"line {number}", source, number, variant,
                            notes=before)
            section, before = None, []
        elif case is None:
            raise DatcFormatError(source, number, f"{line!r} outside a CASE ... END block")
        elif keyword == "END":
            cases.append(case)
            case, section, before = None, None, []
        elif keyword == "PRESTATE_SETPHASE":
            case.phase = _phase(source, number, rest)
        elif keyword == "POSTSTATE_SAME":
            case.same = True
            section = None
        elif keyword in SECTIONS:
            section = keyword
            case.sections.setdefault(section, [])
        elif section is None:
            raise DatcFormatError(source, number, f"unknown keyword {keyword!r}")
        else:
            power, colon, body = line.partition(":")
            if section == "PRESTATE_RESULTS":
                outcome, colon, remainder = line.partition(":")
                power, colon2, body = remainder.partition(":")
                if outcome.strip() not in ("SUCCESS", "FAILURE") or not colon2:
                    raise DatcFormatError(source, number, "expected 'SUCCESS: Power: order'")
                power = f"{outcome.strip()}:{power.strip()}"
            elif not colon:
                # The file sometimes forgets the colon ("Italy F gol"); the power is one word.
                power, _, body = line.partition(" ")
                if not body:
                    raise DatcFormatError(source, number, "expected 'Power: ...'")
            case.sections[section].append((number, power.strip(), body.strip()))
    if case is not None:
        raise DatcFormatError(source, case.line, f"case {case.name} has no END")
    return cases


def _phase(source: str, number: int, text: str) -> str:
    parts = text.replace(",", " ").split()
    if len(parts) != 3 or parts[0].lower() not in SEASONS or not parts[1].isdigit() \
            or parts[2].lower() not in PHASE_TYPES:
        raise DatcFormatError(source, number, f"phase {text!r} is not like 'Spring 1901, Movement'")
    kind = PHASE_TYPES[parts[2].lower()]
    season = "W" if kind == "A" else SEASONS[parts[0].lower()]
    return f"{season}{parts[1]}{kind}"


class _Reader:
    """Turns one case's lines into resolve() input, with fuzzy power names (the file has
    typos such as 'Germnay')."""

    def __init__(self, case: DatcCase) -> None:
        self.case = case
        self.variant = variant_named(case.variant)
        self.game_map = self.variant.load_map()

    def power(self, number: int, name: str) -> str:
        found = self.game_map.power_lookup(name)
        if found is None:
            close = difflib.get_close_matches(name.lower(), list(self.game_map.powers), n=1)
            if not close:
                raise DatcFormatError(self.case.path, number, f"unknown power {name!r}")
            found = close[0]
        return found

    def unit(self, number: int, power: str, body: str) -> dict[str, str]:
        parts = body.split()
        if len(parts) != 2 or parts[0].upper() not in ("A", "F"):
            raise DatcFormatError(self.case.path, number, f"expected a unit like 'A par', "
                                                          f"not {body!r}")
        at = self.game_map.lookup(parts[1])
        if at is None:
            raise DatcFormatError(self.case.path, number, f"unknown location {parts[1]!r}")
        if parts[0].upper() == "A":
            at = province_of(at)
        return {"power": self.power(number, power), "type": parts[0].upper(), "at": at}

    def units(self, section: str) -> list[dict[str, str]]:
        return [self.unit(n, p, b) for n, p, b in self.case.sections.get(section, [])]

    def data(self) -> dict:
        case = self.case
        data: dict = {"variant": case.variant, "phase": case.phase,
                      "units": self.units("PRESTATE")}
        if "PRESTATE_SUPPLYCENTER_OWNERS" in case.sections:
            owners: dict[str, list[str]] = {}
            for unit in self.units("PRESTATE_SUPPLYCENTER_OWNERS"):
                owners.setdefault(unit["power"], []).append(province_of(unit["at"]))
            data["supply_centers"] = owners
        orders: dict[str, list[str]] = {}
        for number, power, body in case.sections.get("ORDERS", []):
            orders.setdefault(self.power(number, power), []).append(body)
        data["orders"] = orders
        if case.phase.endswith("R"):
            data["dislodged"], data["standoffs"] = self.retreat_context()
        return data

    def retreat_context(self) -> tuple[list[dict], list[str]]:
        """Who dislodged whom, and which provinces saw a standoff, from PRESTATE_RESULTS."""
        succeeded, failed = [], []
        for number, tagged, body in self.case.sections.get("PRESTATE_RESULTS", []):
            outcome, _, power = tagged.partition(":")
            order = self._past_order(number, body)
            if isinstance(order, Move):
                (succeeded if outcome == "SUCCESS" else failed).append(order)
        occupied = {province_of(u["at"]) for u in self.units("PRESTATE")}
        tries = Counter(province_of(m.to) for m in failed)
        standoffs = sorted(p for p, n in tries.items() if n >= 2 and p not in occupied)
        dislodged = []
        for unit in self.units("PRESTATE_DISLODGED"):
            attackers = [m for m in succeeded if province_of(m.to) == province_of(unit["at"])]
            attacker_from = province_of(attackers[0].at) if attackers else unit["at"]
            by_convoy = False
            if attackers:
                move = attackers[0]
                by_convoy = move.via_convoy or not self.game_map.is_adjacent(
                    move.unit_type or "A", move.at, unit["at"])
            dislodged.append({**unit, "attacker_from": attacker_from, "by_convoy": by_convoy})
        return dislodged, standoffs


    def _past_order(self, number: int, body: str):
        parsed = self.variant.parse_order(body, self.game_map, phase_type="M", units=None)
        if parsed.order is None:
            why = parsed.render("en") if hasattr(parsed, "render") else parsed.error
            raise DatcFormatError(self.case.path, number, f"cannot read {body!r}: {why}")
        return parsed.order


# Statements of the file that contradict its own position: case -> (corrected areas, why).
ERRATA: dict[str, tuple[dict[str, dict[str, list[str]]], str]] = {
    "6.H.5": (
        {"ank": {"legal": ["arm"], "illegal": ["smy", "con", "bla"]}},
        "the comment lists Smyrna as legal, which fits the army of DATC 6.H.5; the file's "
        "'fixed prestate' made the unit a fleet (F ank), and a fleet in Ankara cannot reach "
        "Smyrna",
    ),
}

_UNIT_NOTE = re.compile(r"^#*\s*(?P<power>\w+)\s*:\s*(?P<type>[AF])\s+(?P<at>[\w/]+)", re.I)
_NO_RETREAT_NOTE = re.compile(
    r"(?P<power>\w+)\s*:\s*the dislodged (?P<at>\w+) unit has no retreats", re.I)
_AREAS_NOTE = re.compile(
    r"^(?P<kind>legal|illegal) retreat areas for (?P<at>\w+)\s*:\s*(?P<areas>[\w ,/]+)$", re.I)


@dataclass
class RetreatStatements:
    """What the file says about retreats in one case."""

    destroyed: set[str] = field(default_factory=set)  # unit keys: gone, no retreat option
    areas: dict[str, dict[str, list[str]]] = field(default_factory=dict)  # at -> legal/illegal


def retreat_statements(case: DatcCase) -> RetreatStatements:
    reader = _Reader(case)
    found = RetreatStatements()
    prestate = {province_of(u["at"]): u for u in reader.units("PRESTATE")}
    prestate.update({province_of(u["at"]): u for u in reader.units("PRESTATE_DISLODGED")})
    for number, section, text in case.notes:
        unit_note = _UNIT_NOTE.match(text)
        gone_note = _NO_RETREAT_NOTE.search(text)
        areas_note = _AREAS_NOTE.match(text)
        if section == "POSTSTATE_DISLODGED" and unit_note:
            unit = reader.unit(number, unit_note["power"],
                               f"{unit_note['type']} {unit_note['at']}")
            found.destroyed.add(_key(unit))
        elif gone_note:
            # The province may carry a typo ("prun"): the unit is the one the case started with.
            where = gone_note["at"].lower()
            unit = prestate.get(where) or next(
                (u for p, u in prestate.items() if where.startswith(p)), None)
            if unit is None:
                raise DatcFormatError(case.path, number, f"no unit at {where!r} in PRESTATE")
            found.destroyed.add(_key(unit))
        elif areas_note:
            areas = [a.strip().lower() for a in areas_note["areas"].split(",") if a.strip()]
            found.areas.setdefault(areas_note["at"].lower(), {})[
                areas_note["kind"].lower()] = areas
    if case.name in ERRATA:
        found.areas = ERRATA[case.name][0]
    return found


def case_input(case: DatcCase) -> dict:
    """The :func:`resolve` input of one case (what :func:`run_case` sends)."""
    return _Reader(case).data()


def run_case(case: DatcCase) -> tuple[bool, str]:
    """``(passed, what differed)`` for one case."""
    reader = _Reader(case)
    data = reader.data()
    answer = resolve(data)
    expected = data["units"] if case.same else reader.units("POSTSTATE")
    got = answer["units"]
    problems = _compare("units", expected, got)
    listed = {_key(u) for u in reader.units("POSTSTATE_DISLODGED")}
    gone = {_key(d) for d in answer["dislodged"]}
    with_options = {_key(d) for d in answer["dislodged"] if d["retreats"]}
    if listed != with_options:
        problems.append(f"dislodged with a retreat: expected {sorted(listed)}, got "
                        f"{sorted(with_options)} (dislodged: {sorted(gone)})")
    statements = retreat_statements(case)
    on_board = {_key(u) for u in got}
    for unit in sorted(statements.destroyed & (on_board | with_options)):
        problems.append(f"{unit}: the file says it is destroyed without a retreat")
    for at, kinds in sorted(statements.areas.items()):
        problems.extend(_try_retreats(reader, data, at, kinds))
    return not problems, "; ".join(problems)


def _try_retreats(reader: _Reader, data: dict, at: str, kinds: dict[str, list[str]]
                  ) -> list[str]:
    """Retreat the dislodged unit at ``at`` to every area the file names: a legal area must
    take it, an illegal one must leave it disbanded."""
    unit = next((d for d in data.get("dislodged", []) if province_of(d["at"]) == at), None)
    if unit is None:
        return [f"the file names retreat areas for {at}, but no unit is dislodged there"]
    problems = []
    for kind, areas in sorted(kinds.items()):
        for area in areas:
            trial = {**data, "orders": {unit["power"]: [f"{unit['type']} {at} - {area}"]}}
            ends = {province_of(u["at"]) for u in resolve(trial)["units"]
                    if u["power"] == unit["power"] and u["type"] == unit["type"]}
            if (area in ends) != (kind == "legal"):
                problems.append(f"retreat {unit['type']} {at} - {area}: the file says {kind}")
    return problems


def _key(unit: dict) -> str:
    return f"{unit['power']} {unit['type']} {unit['at']}"


def _compare(what: str, expected: list[dict], got: list[dict]) -> list[str]:
    want, have = Counter(map(_key, expected)), Counter(map(_key, got))
    problems = []
    if want - have:
        problems.append(f"{what} missing: {', '.join(sorted((want - have).elements()))}")
    if have - want:
        problems.append(f"{what} unexpected: {', '.join(sorted((have - want).elements()))}")
    return problems
