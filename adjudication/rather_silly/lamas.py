"""§2 Lamas: secret herds placed in Winter 1900 that blow up one province on their owner's order.

Each of the eleven players places exactly :data:`HERDS_PER_PLAYER` herds on provinces without a
supply centre (several herds, also of several players, may share one). Iceland, Crete,
Hyperspace and impassable provinces are no playing fields and take no herd. A herd never moves.

``L xxx Exp`` may come with any season's orders; the herds explode right after the retreats
(§17) and destroy every unit then in the province except the Borg, the TARDIS and lama herds.
An order names a province, not a herd: it spends one of the player's unexploded herds there.

Secrecy: placements, orders and owners are never public. :class:`Explosion` has a public part
(province, destroyed units) and a private part (which herds) kept for the GM.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from adjudication.diplomacy.maps import Map
from adjudication.rather_silly.borg import Piece, province, victims
from adjudication.rather_silly.grammar import location, register_form
from adjudication.rather_silly.review import Event
from adjudication.rather_silly.units import LETTER, Kind
from adjudication.values import quick_init

HERDS_PER_PLAYER = 3
SURVIVE_EXPLOSIONS = frozenset({Kind.BORG, Kind.TARDIS, Kind.LAMA})
_ORDER = re.compile(r"^\s*L\s+(?P<where>.+?)\s+EXP\.?\s*$", re.IGNORECASE)


@quick_init
@dataclass(frozen=True, slots=True)
class Herd:
    id: str
    owner: str
    at: str
    exploded: bool = False


@dataclass(frozen=True, slots=True)
class Explosion:
    at: str
    destroyed: tuple[Piece, ...]
    herd_ids: tuple[str, ...]  # private: the GM's record only

    def public(self) -> dict[str, object]:
        """What every player may read: where, how many lamas and what was destroyed."""
        return {
            "at": self.at,
            "lamas": len(self.herd_ids),
            "destroyed": [f"{LETTER[p.kind]} {p.at} ({p.power})" for p in self.destroyed],
        }


@quick_init
@dataclass(frozen=True, slots=True)
class LamaOrder:
    """``L xxx Exp``: secret; never among the published order results."""

    at: str


@register_form(heads={"l"})
def _lama_form(words: list[str], board: Any) -> LamaOrder | None:
    if len(words) < 3 or words[0].lower() != "l" or words[-1].lower().rstrip(".") != "exp":
        return None
    return LamaOrder(location(" ".join(words[1:-1]), board).split("/", 1)[0])


def placement_errors(
    board: Map, owner: str, where: Sequence[str], *, closed: Iterable[str] = ()
) -> list[str]:
    """Why this Winter 1900 placement is not allowed (empty list: it is)."""
    errors: list[str] = []
    if len(where) != HERDS_PER_PLAYER:
        errors.append(
            f"{owner} placed {len(where)} lama herds; place exactly {HERDS_PER_PLAYER}"
            " (the same province may be named more than once)"
        )
    shut = set(closed)
    provinces = board.provinces
    for text in where:
        abbr = board.lookup(text)
        if abbr is None:
            hint = ", ".join(board.suggest(text))
            tail = f"; did you mean {hint}?" if hint else ""
            errors.append(f"unknown province {text!r}{tail}")
            continue
        abbr = province(abbr)
        if provinces[abbr].is_supply_center:
            errors.append(f"{abbr} is a supply centre; lamas live only on provinces without one")
        elif abbr in shut or provinces[abbr].kind == "impassable":
            errors.append(f"{abbr} is not a playing field; lamas cannot live there")
    return errors


def place_herds(board: Map, placements: dict[str, Sequence[str]]) -> list[Herd]:
    """Herds from validated placements (``placement_errors`` must have been empty)."""
    herds = []
    for owner in sorted(placements):
        for n, text in enumerate(placements[owner], start=1):
            at = province(board.lookup(text) or text)
            herds.append(Herd(f"{owner}-{n}", owner, at))
    return herds


def parse_lama_order(board: Map, text: str) -> str:
    """``"L Boh Exp"`` -> ``"boh"``; ``ValueError`` saying what is wrong otherwise."""
    m = _ORDER.match(text)
    if not m:
        raise ValueError(f"not a lama order: {text!r}; write it as 'L <province> Exp'")
    abbr = board.lookup(m["where"])
    if abbr is None:
        raise ValueError(f"unknown province {m['where']!r} in lama order {text!r}")
    return province(abbr)


def order_errors(herds: Sequence[Herd], owner: str, at: Sequence[str]) -> list[str]:
    """Why some of this player's explosion orders cannot be carried out."""
    left: dict[str, int] = {}
    for h in herds:
        if h.owner == owner and not h.exploded:
            left[h.at] = left.get(h.at, 0) + 1
    errors = []
    for where in at:
        if left.get(where, 0) <= 0:
            errors.append(f"you have no unexploded lama herd in {where}")
        else:
            left[where] -= 1
    return errors


def explode(
    herds: Sequence[Herd], orders: dict[str, Sequence[str]], pieces: Sequence[Piece]
) -> tuple[list[Herd], list[Explosion], list[Piece]]:
    """Carry out every valid order (others are skipped; check them with ``order_errors``).

    Returns the herds afterwards, the explosions (sorted by province) and the survivors."""
    herds = list(herds)
    fired: dict[str, list[str]] = {}
    for owner in sorted(orders):
        for where in orders[owner]:
            for i, h in enumerate(herds):
                if h.owner == owner and h.at == where and not h.exploded:
                    herds[i] = replace(h, exploded=True)
                    fired.setdefault(where, []).append(h.id)
                    break
    explosions = [
        Explosion(
            at,
            tuple(p for p in pieces if province(p.at) == at and p.kind not in SURVIVE_EXPLOSIONS),
            tuple(ids),
        )
        for at, ids in sorted(fired.items())
    ]
    dead = {id(p) for e in explosions for p in e.destroyed}
    return herds, explosions, [p for p in pieces if id(p) not in dead]


def herds_from_state(state: Any) -> list[Herd]:
    return [Herd(**h) for h in state.section_state.get("lamas", {}).get("herds", [])]


def herds_to_json(herds: Sequence[Herd]) -> list[dict[str, Any]]:
    return [{"id": h.id, "owner": h.owner, "at": h.at, "exploded": h.exploded} for h in herds]


def is_lama_line(line: str) -> bool:
    return line.strip().upper().startswith("L ")


def season_step(
    board: Any, state: Any, orders: Mapping[str, Sequence[str]]
) -> tuple[Any, list[Event], list[Event], list[tuple[str, str, str]]]:
    """§17 step 4 on the game state: the season's ``L xxx Exp`` lines. Returns the state, the
    public events (where, what was destroyed), the GM-only events (which herds) and the
    (player, line, why) of refused lines (for that player alone)."""
    from adjudication.rather_silly import devils

    if not any(orders.values()):  # no lama line this season: nothing to read or explode
        return state, [], [], []
    herds = herds_from_state(state)
    errors: list[tuple[str, str, str]] = []
    wanted: dict[str, list[str]] = {}
    for power, lines in orders.items():
        for line in lines:
            try:
                at = parse_lama_order(board.map, line)
            except ValueError as exc:
                errors.append((power, line, str(exc)))
                continue
            problems = order_errors(herds, power, [*wanted.get(power, []), at])
            if problems:
                errors.append((power, line, problems[-1]))
                continue
            wanted.setdefault(power, []).append(at)
    if not wanted:
        return state, [], [], errors
    herds, explosions, survivors = explode(herds, wanted, state.units)
    # survivors are the state's own unit objects, and no two of them are equal (unique ids):
    # the same test as ``in survivors``
    kept = {id(u) for u in survivors}
    gone = [u for u in state.units if id(u) not in kept]
    state, losses = devils.record_losses(state, gone)
    state = state.replace(units=tuple(survivors), section_state={
        **state.section_state,
        "lamas": {**state.section_state.get("lamas", {}), "herds": herds_to_json(herds)}})
    public = [Event("§2", "lama_exploded", f"a lama exploded in {e.at}{victims(e.destroyed)}",
                    tuple(getattr(p, "id", "") for p in e.destroyed), e.public())
              for e in explosions]
    secret = [Event("§2", "lama_owner", f"herds {', '.join(e.herd_ids)} exploded in {e.at}",
                    private=("gm",)) for e in explosions]
    return state, public + losses, secret, errors
