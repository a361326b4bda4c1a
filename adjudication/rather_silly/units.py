"""Unit kinds of Rather Silly Diplomacy and what each kind may do.

Every rule that asks "may this unit ...?" reads the :data:`KINDS` table instead of testing
kind letters in place, so a new kind is one row here. Letters are what players type; the
JSON interface uses the same letters (``"A®"`` is accepted as an alias of ``"AM"``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Kind(StrEnum):
    ARMY = "A"
    FLEET = "F"
    BIRD = "V"  # §8 Vögel
    AMAZON = "AM"  # §9 A®mazonen
    DRECKSACK = "DA"  # §10 Drecksackarmeen
    TWIN_ARMY = "SA"  # §12 Siamesische Zwillinge (army half)
    TWIN_FLEET = "SF"  # §12 (fleet half)
    BORG = "B"  # §1 (owned by the pseudo-power "borg")
    LAMA = "L"  # §2 Lamaherde
    SEA_MONSTER = "SM"  # §3 Seemonster (moves like a fleet)
    SPACE_MONSTER = "WM"  # §4 Weltraummonster (moves like an army)
    TARDIS = "T"  # §15


KIND_ALIASES: dict[str, Kind] = {
    "A®": Kind.AMAZON,
    "A(R)": Kind.AMAZON,
    "AR": Kind.AMAZON,
    "BORG": Kind.BORG,
    "TARDIS": Kind.TARDIS,
}


_KINDS: dict[str, Kind] = {kind.value: kind for kind in Kind}
# kind -> its letter: ``LETTER[unit.kind]`` is ``unit.kind.value`` without the enum's
# property (about eight times cheaper; units' letters are read on every order and event)
LETTER: dict[Kind, str] = {kind: kind.value for kind in Kind}


def parse_kind(text: str) -> Kind:
    """``"a®"`` -> ``Kind.AMAZON``; raises ``ValueError`` naming the accepted letters."""
    found = _KINDS.get(text)  # "A", "SM": as written (no alias is spelt like a kind)
    if found is not None:
        return found
    key = text.strip().upper()
    found = KIND_ALIASES.get(key) or _KINDS.get(key)  # what Kind(key) finds, without its call
    if found is not None:
        return found
    try:
        return Kind(key)
    except ValueError:
        known = ", ".join([k.value for k in Kind] + ["A®"])
        raise ValueError(f"unknown unit type {text!r}; expected one of {known}") from None


@dataclass(frozen=True, slots=True)
class KindRules:
    """What a kind may do. ``moves_as`` is the standard type whose adjacency it uses."""

    moves_as: str | None  # "A", "F", or None (does not move by the standard graph)
    conventional: bool  # "konventionelle Einheit": may be seduced (§9), sell its soul (§5), ...
    strength: int  # base attack/hold strength before devils (§5)
    occupies: bool  # takes up its province (others bounce off / dislodge it)
    captures: bool  # may take supply centres
    may_support: bool
    needs_supply_center: bool


KINDS: dict[Kind, KindRules] = {
    Kind.ARMY: KindRules("A", True, 1, True, True, True, True),
    Kind.FLEET: KindRules("F", True, 1, True, True, True, True),
    # Twins are a conventional army/fleet each, bound to the other (§12).
    Kind.TWIN_ARMY: KindRules("A", True, 1, True, True, True, True),
    Kind.TWIN_FLEET: KindRules("F", True, 1, True, True, True, True),
    # Birds fly (routes of up to 3 provinces over land and sea) and never occupy (§8).
    Kind.BIRD: KindRules(None, False, 0, False, False, False, True),
    # A®mazonen and Drecksackarmeen move like armies with strength 0, never capture
    # (§9, §10); they are built *beside* the SC-supported units (5-SC rule).
    Kind.AMAZON: KindRules("A", False, 0, True, False, False, False),
    Kind.DRECKSACK: KindRules("A", False, 0, True, False, False, False),
    # Creatures (§1–§4, §15) are moved by their own sections, not by player orders.
    Kind.BORG: KindRules(None, False, 0, False, False, False, False),
    Kind.LAMA: KindRules(None, False, 0, False, False, False, False),
    Kind.SEA_MONSTER: KindRules("F", False, 1, True, True, False, False),
    Kind.SPACE_MONSTER: KindRules("A", False, 1, True, True, False, False),
    Kind.TARDIS: KindRules(None, False, 0, False, True, False, False),
}

# Engine strengths are counted as STRENGTH_SCALE * s + 1, a support as STRENGTH_SCALE
# (see rulebook.py), so strength-0 units can still move into empty provinces.
STRENGTH_SCALE = 10

TWIN_KINDS = frozenset({Kind.TWIN_ARMY, Kind.TWIN_FLEET})
ARMY_LIKE = frozenset(k for k, r in KINDS.items() if r.moves_as == "A")
FLEET_LIKE = frozenset(k for k, r in KINDS.items() if r.moves_as == "F")


def rules_of(kind: Kind) -> KindRules:
    return KINDS[kind]
