"""The standard Diplomacy order grammar: words players use in English and German, and one rule
per order form. Builders check coasts (inferring the only one that fits) and, when the parser
was given the units on the board, fill in a missing unit type and warn about missing units.

See docs/rules/diplomacy-orders.md for every form with examples.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .maps import COAST_NAMES_DE, COAST_NAMES_EN
from .messages import UNIT_NAMES, Localized, Message
from .order_grammar import Captures, Grammar, Loc, LocRef, Rule, UnitWord, Word
from .orders import (
    ARMY,
    FLEET,
    Build,
    Convoy,
    Disband,
    Hold,
    Move,
    Remove,
    Retreat,
    SupportHold,
    SupportMove,
    Unit,
    Waive,
    province_of,
)

if TYPE_CHECKING:
    from .maps import Map


class OrderProblem(Exception):
    """Raised by a builder: the line matched a rule but cannot be a valid order as written."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.code)
        self.message = message


UNIT_WORDS = {"a": ARMY, "army": ARMY, "armee": ARMY, "f": FLEET, "fleet": FLEET,
              "flotte": FLEET}

KEYWORDS: dict[str, tuple[str, ...]] = {
    "MOVE": ("-", "to", "m", "move", "moves", "move to", "moves to", "nach", "zieht",
             "zieht nach", "geht nach", "marschiert nach", "segelt nach"),
    "VIA": ("via", "via convoy", "by convoy", "via konvoi", "per konvoi", "mit konvoi",
            "uber konvoi", "über konvoi", "per convoy"),
    "HOLD": ("h", "hold", "holds", "stand", "stands", "halt", "hält", "halte", "halten"),
    "SUPPORT": ("s", "sup", "supp", "support", "supports", "u", "unt", "unterstützt",
                "unterstütze", "unterstützen", "unterstuetzt"),
    "CONVOY": ("c", "cvy", "convoy", "convoys", "k", "konvoi", "konvoiert", "konvoiere",
               "konvoieren", "transportiert", "transportiere", "transport", "transports"),
    "RETREAT": ("r", "retreat", "retreats", "retreat to", "retreats to", "rückzug",
                "rückzug nach", "zieht sich zurück nach", "zurück nach"),
    "DISBAND": ("d", "disband", "disbands", "auflösen", "löse auf", "löst sich auf",
                "auflösung", "aufl"),
    "DISBAND_START": ("disband", "löse", "auflösen", "auflösung"),
    "AUF": ("auf",),
    "BUILD": ("b", "build", "builds", "baue", "bauen", "bau", "baut"),
    "REMOVE": ("remove", "removes", "rem", "entferne", "entfernen", "entfernt"),
    "WAIVE": ("waive", "waives", "verzicht", "verzichte", "verzichten", "build waive",
              "baue nichts"),
}

_COAST_NAMES = {c: Localized(COAST_NAMES_EN[c], COAST_NAMES_DE[c]) for c in COAST_NAMES_EN}


def _either(options: list[str] | tuple[str, ...]) -> Localized:
    return Localized(" or ".join(options), " oder ".join(options))


# -- helpers for builders ------------------------------------------------------------------

class OrderContext:
    """What a builder may consult: the map, the phase, the units (if known), and a place to
    leave warnings (the order stands, but something looks wrong)."""

    def __init__(self, game_map: Map, phase_type: str | None,
                 units: Mapping[str, Unit] | None) -> None:
        self.game_map = game_map
        self.phase_type = phase_type
        self.units = units
        self.warnings: list[Message] = []

    def name(self, location: str) -> Localized:
        m = self.game_map
        return Localized(m.location_name(location, "en"), m.location_name(location, "de"))

    def unit_in(self, province: str) -> Unit | None:
        return None if self.units is None else self.units.get(province)

    def place(self, ref: LocRef, unit_type: str | None) -> str:
        """The canonical location for a unit of ``unit_type`` standing at ``ref``."""
        prov = self.game_map.provinces[ref.province]
        if ref.coast is None or unit_type == ARMY:
            return ref.province
        if not prov.coasts:
            raise OrderProblem(Message.of("no_coasts", name=self.name(ref.province),
                                          abbr=ref.province))
        if ref.coast not in prov.coasts:
            raise OrderProblem(Message.of(
                "no_such_coast", name=self.name(ref.province), coast=_COAST_NAMES[ref.coast],
                options=_either([f"{ref.province}/{c}" for c in prov.coasts])))
        return f"{ref.province}/{ref.coast}"

    def unit(self, written_type: str | None, ref: LocRef) -> tuple[str | None, str]:
        """Type and location of the unit an order is for: as written, completed from the
        board when the parser knows it (type, fleet coast); warns when no unit is there."""
        at = self.place(ref, written_type)
        if self.units is None:
            return written_type, at
        found = self.units.get(ref.province)
        if found is None:
            self.warnings.append(self._no_unit(ref))
            return written_type, at
        if written_type is not None and written_type != found.type:
            self.warnings.append(Message.of(
                "unit_type_mismatch", name=self.name(ref.province),
                actual=UNIT_NAMES.get(found.type, Localized(found.type, found.type)),
                written=UNIT_NAMES.get(written_type, Localized(written_type, written_type))))
            return written_type, at
        # The unit's real location wins: a wrongly written coast does not matter (DATC 6.B.10).
        return found.type, found.at

    def _no_unit(self, ref: LocRef) -> Message:
        assert self.units is not None
        for other in self.game_map.suggest(ref.text, limit=4):
            if other != ref.province and other in self.units:
                unit = self.units[other]
                return Message.of("no_unit_suggest", name=self.name(ref.province),
                                  other=f"{unit.type} {unit.at}")
        return Message.of("no_unit", name=self.name(ref.province))

    def destination(self, unit_type: str | None, at: str, ref: LocRef) -> str:
        """Where a move or retreat goes; a fleet's coast is inferred when only one fits."""
        dest = self.place(ref, unit_type)
        prov = self.game_map.provinces[ref.province]
        if unit_type != FLEET or not prov.coasts or ref.coast is not None:
            return dest
        options = self.game_map.fleet_coasts_towards(at, ref.province)
        if len(options) == 1:
            return options[0]
        if len(options) > 1:
            # Kept as written (bare province) with a warning: the DATC (6.B.1) has such a move
            # fail rather than be rejected, so the resolver sees it and fails it.
            self.warnings.append(Message.of("ambiguous_coast", name=self.name(ref.province),
                                            options=_either(options)))
        return dest  # not reachable at all: the resolver says so

    def target(self, written_type: str | None, ref: LocRef) -> tuple[str | None, str]:
        """A supported or convoyed unit: completed from ``units`` when it is among them, never
        warned about (callers usually pass only the ordering player's own units)."""
        at = self.place(ref, written_type)
        found = self.unit_in(ref.province)
        if found is None or (written_type is not None and written_type != found.type):
            return written_type, at
        return found.type, found.at


# -- builders -------------------------------------------------------------------------------

def _hold(c: Captures, ctx: OrderContext) -> Hold:
    return Hold(*ctx.unit(c.get("unit_type"), c["at"]))


def _move(c: Captures, ctx: OrderContext) -> Move:
    unit_type, at = ctx.unit(c.get("unit_type"), c["at"])
    return Move(unit_type, at, ctx.destination(unit_type, at, c["to"]), bool(c.get("via")))


def _support_hold(c: Captures, ctx: OrderContext) -> SupportHold:
    unit_type, at = ctx.unit(c.get("unit_type"), c["at"])
    target_type, target_at = ctx.target(c.get("target_type"), c["target"])
    return SupportHold(unit_type, at, target_type, target_at)


def _support_move(c: Captures, ctx: OrderContext) -> SupportMove:
    unit_type, at = ctx.unit(c.get("unit_type"), c["at"])
    target_type, target_at = ctx.target(c.get("target_type"), c["target"])
    to: LocRef = c["to"]
    # A support names the province; a coast, if written, must exist but is kept as written.
    return SupportMove(unit_type, at, target_type, target_at, ctx.place(to, target_type))


def _convoy(c: Captures, ctx: OrderContext) -> Convoy:
    unit_type, at = ctx.unit(c.get("unit_type"), c["at"])
    army_type, army_at = ctx.target(c.get("target_type"), c["target"])
    if army_type not in (None, ARMY):
        ctx.warnings.append(Message.of("convoy_needs_army"))
    return Convoy(unit_type, at, province_of(army_at), c["to"].province)


def _retreat(c: Captures, ctx: OrderContext) -> Retreat:
    unit_type, at = ctx.unit(c.get("unit_type"), c["at"])
    return Retreat(unit_type, at, ctx.destination(unit_type, at, c["to"]))


def _disband(c: Captures, ctx: OrderContext) -> Disband:
    return Disband(*ctx.unit(c.get("unit_type"), c["at"]))


def _build(c: Captures, ctx: OrderContext) -> Build:
    ref: LocRef = c["at"]
    unit_type = c.get("unit_type")
    if unit_type is None:
        raise OrderProblem(Message.of("unit_type_needed", abbr=ref.province))
    at = ctx.place(ref, unit_type)
    if unit_type == FLEET and "/" not in at:
        coasts = ctx.game_map.coasts(ref.province)
        if coasts:
            # Kept with a warning: the DATC (6.B.14, "no coast specified") has the build fail.
            ctx.warnings.append(Message.of(
                "coast_needed", name=ctx.name(ref.province),
                options=_either([f"{ref.province}/{coast}" for coast in coasts])))
    return Build(unit_type, at)


def _remove(c: Captures, ctx: OrderContext) -> Remove:
    return Remove(*ctx.unit(c.get("unit_type"), c["at"]))


def _waive(c: Captures, ctx: OrderContext) -> Waive:
    return Waive()


# -- rules ----------------------------------------------------------------------------------

MOVEMENT, RETREATS, ADJUSTMENTS = frozenset("M"), frozenset("R"), frozenset("A")
_UNIT = UnitWord()
_AT = Loc()
_TARGET_TYPE = UnitWord(capture="target_type")


def _rule(name: str, kind: str, phases: frozenset[str], build: Any, *pattern: Any) -> Rule:
    return Rule(name, kind, phases, tuple(pattern), build)


RULES: tuple[Rule, ...] = (
    _rule("hold", "hold", MOVEMENT, _hold, _UNIT, _AT, Word("HOLD")),
    _rule("move", "move", MOVEMENT, _move, _UNIT, _AT, Word("MOVE"), Loc(capture="to"),
          Word("VIA", optional=True, capture="via")),
    _rule("support_move", "support", MOVEMENT, _support_move, _UNIT, _AT, Word("SUPPORT"),
          _TARGET_TYPE, Loc(capture="target"), Word("MOVE"), Loc(capture="to")),
    _rule("support_hold", "support", MOVEMENT, _support_hold, _UNIT, _AT, Word("SUPPORT"),
          _TARGET_TYPE, Loc(capture="target"), Word("HOLD", optional=True)),
    _rule("convoy", "convoy", MOVEMENT, _convoy, _UNIT, _AT, Word("CONVOY"), _TARGET_TYPE,
          Loc(capture="target"), Word("MOVE"), Loc(capture="to")),
    _rule("retreat", "retreat", RETREATS, _retreat, _UNIT, _AT, Word("RETREAT"),
          Loc(capture="to")),
    _rule("retreat_move", "retreat", RETREATS, _retreat, _UNIT, _AT, Word("MOVE"),
          Loc(capture="to")),
    _rule("disband", "disband", RETREATS, _disband, _UNIT, _AT, Word("DISBAND")),
    _rule("disband_first", "disband", RETREATS, _disband, Word("DISBAND_START"), _UNIT, _AT,
          Word("AUF", optional=True)),
    _rule("build", "build", ADJUSTMENTS, _build, Word("BUILD"), _UNIT, _AT),
    _rule("build_after", "build", ADJUSTMENTS, _build, _UNIT, _AT, Word("BUILD")),
    _rule("waive", "waive", ADJUSTMENTS, _waive, Word("WAIVE")),
    _rule("remove", "remove", ADJUSTMENTS, _remove, Word("REMOVE"), _UNIT, _AT),
    _rule("remove_after", "remove", ADJUSTMENTS, _remove, _UNIT, _AT, Word("REMOVE")),
    _rule("remove_disband", "remove", ADJUSTMENTS, _remove, _UNIT, _AT, Word("DISBAND")),
    _rule("remove_disband_first", "remove", ADJUSTMENTS, _remove, Word("DISBAND_START"), _UNIT,
          _AT, Word("AUF", optional=True)),
)

STANDARD_GRAMMAR = Grammar(unit_words=UNIT_WORDS, keywords=KEYWORDS, rules=RULES)
