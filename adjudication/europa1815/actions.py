"""What a player can send, as values (read by ``grammar.py``, checked and carried out by the
rule modules), and each value written back as a reading in German or English.

A reading is valid input again: ``read_line(action_text(a, m, lang), m)`` gives ``a`` back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .mapfile import Map
from .troops import NONE, Troops


@dataclass(frozen=True, slots=True)
class Source:
    """Troops taken from one land: EP by kind, named generals, or ``everything`` there."""

    land: str
    troops: Troops = NONE
    generals: tuple[str, ...] = ()
    everything: bool = False


@dataclass(frozen=True, slots=True)
class ZEffect:
    """One Z-effect of a Verlegung: into ``target`` from any number of sources."""

    target: str
    sources: tuple[Source, ...]


class Action:
    team: ClassVar[bool] = False  # one of the three team actions
    gm: ClassVar[str | None] = None  # the kind the GM settles, or None when automated


@dataclass(frozen=True, slots=True)
class Pass(Action):
    pass


@dataclass(frozen=True, slots=True)
class Verlegung(Action):
    effects: tuple[ZEffect, ...]
    wear: Troops | None = None  # which 2 EP the winter Verschleiß takes, if the player says


@dataclass(frozen=True, slots=True)
class Nachschub(Action):
    land: str
    troops: Troops
    # Further lands named in the same line ("...; in Lyon: 2 Inf"): read so that the rule
    # module can refuse them with the rule ("into one land"), not with the grammar.
    also: tuple[tuple[str, Troops], ...] = ()


@dataclass(frozen=True, slots=True)
class Attack(Action):
    gm: ClassVar[str | None] = "attack"
    target: str
    sources: tuple[Source, ...] = ()


@dataclass(frozen=True, slots=True)
class Aimed(Action):
    """An action aimed at a land or a player (or, for "other", maybe at nothing)."""

    target_land: str | None
    target_player: str | None
    text: str = ""


@dataclass(frozen=True, slots=True)
class Diplomacy(Aimed):
    gm: ClassVar[str | None] = "diplomacy"


@dataclass(frozen=True, slots=True)
class Other(Aimed):
    gm: ClassVar[str | None] = "other"


@dataclass(frozen=True, slots=True)
class Note(Action):
    gm: ClassVar[str | None] = "note"
    text: str


@dataclass(frozen=True, slots=True)
class GiveLand(Action):
    team: ClassVar[bool] = True
    land: str
    to: str | None = None  # the receiver as the player named them (must be the ally)


@dataclass(frozen=True, slots=True)
class HandOverTroops(Action):
    team: ClassVar[bool] = True
    effect: ZEffect
    more: tuple[ZEffect, ...] = ()  # further Z-effects written (refused: "nur 1 Z-Effekt")


@dataclass(frozen=True, slots=True)
class GiveMarker(Action):
    team: ClassVar[bool] = True
    to: str | None = None  # the receiver as the player named them (must be the ally)
    count: int = 1  # how many the player wrote (the text allows exactly 1)


# --- readings -----------------------------------------------------------------------------

_WORDS = {
    "de": {"pass": "Passen", "verlegung": "Verlegung", "to": "nach",
           "from": "aus", "all": "alle", "wear": "Verschleiß", "nachschub": "Nachschub in",
           "attack": "Angriff auf", "diplomacy": "Diplomatie gegen", "other": "Sonstiges",
           "against": "gegen", "note": "Notiz", "give_land": "Land abgeben",
           "hand_over": "Truppen übergeben nach", "marker": "Erfolgsmarker übergeben",
           "markers": "{n} Erfolgsmarker übergeben", "into": "in",
           "general": "General", "and": "und", "to_player": "an"},
    "en": {"pass": "Pass", "verlegung": "Move", "to": "to", "from": "from",
           "all": "all", "wear": "wear", "nachschub": "Supply", "attack": "Attack",
           "diplomacy": "Diplomacy against", "other": "Other", "against": "against",
           "note": "Note", "give_land": "Give land", "hand_over": "Hand over troops to",
           "marker": "Give success marker", "markers": "Give {n} success markers",
           "into": "to", "general": "General", "and": "and", "to_player": "to"},
}


def _source(source: Source, m: Map, lang: str, generals: dict[str, str]) -> str:
    w = _WORDS[lang]
    where = m.land_name(source.land, lang)
    if source.everything:
        return f"{w['all']} {w['from']} {where}"
    parts = [source.troops.text(lang)] if source.troops else []
    parts += [f"{w['general']} {generals.get(g, g)}" for g in source.generals]
    return f"{' '.join(parts)} {w['from']} {where}"


def _effect(effect: ZEffect, m: Map, lang: str, generals: dict[str, str]) -> str:
    sources = ", ".join(_source(s, m, lang, generals) for s in effect.sources)
    return f"{m.land_name(effect.target, lang)}: {sources}"


def action_text(action: Action, m: Map, lang: str = "de",
                generals: dict[str, str] | None = None) -> str:
    """The action as the engine read it, in ``lang``; ``generals`` maps ids to names."""
    lang = lang if lang in _WORDS else "en"
    w, names = _WORDS[lang], generals or {}

    def target(land: str | None, player: str | None) -> str:
        return m.land_name(land, lang) if land else m.player_name(player or "", lang)

    match action:
        case Pass():
            return w["pass"]
        case Verlegung(effects, wear):
            text = f"{w['verlegung']} " + "; ".join(
                f"{w['to']} {_effect(e, m, lang, names)}" for e in effects)
            return text + (f"; {w['wear']} {wear.text(lang)}" if wear else "")
        case Nachschub(land, troops, also):
            more = "".join(f"; {w['into']} {m.land_name(other, lang)}"
                           + (f": {extra.text(lang)}" if extra else "")
                           for other, extra in also)
            return f"{w['nachschub']} {m.land_name(land, lang)}: {troops.text(lang)}{more}"
        case Attack(land, sources):
            tail = ": " + ", ".join(_source(s, m, lang, names) for s in sources) if sources \
                else ""
            return f"{w['attack']} {m.land_name(land, lang)}{tail}"
        case Diplomacy(land, player, text):
            return f"{w['diplomacy']} {target(land, player)}" + (f": {text}" if text else "")
        case Other(land, player, text):
            aim = f" {w['against']} {target(land, player)}" if land or player else ""
            return f"{w['other']}{aim}: {text}"
        case Note(text):
            return f"{w['note']}: {text}"
        case GiveLand(land, to):
            return f"{w['give_land']} {m.land_name(land, lang)}" + (
                f" {w['to_player']} {m.player_name(to, lang)}" if to else "")
        case HandOverTroops(effect, more):
            return f"{w['hand_over']} " + "; ".join(
                [_effect(effect, m, lang, names)]
                + [f"{w['to']} {_effect(e, m, lang, names)}" for e in more])
        case GiveMarker(to, count):
            text = w["marker"] if count == 1 else w["markers"].format(n=count)
            return text + (f" {w['to_player']} {m.player_name(to, lang)}" if to else "")
    raise TypeError(f"not an action: {action!r}")
