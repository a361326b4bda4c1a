"""What a player may write on their turn, read into an :class:`Action` (German or English).

One action per turn, on one line:

==========================================  ===============================================
line                                        action
==========================================  ===============================================
``PE09`` / ``spiele Robert Blum``           play a person (it goes to one's own side)
``Z05 auf s2`` / ``Z05 on Spieler 2``       play a Zusatzkarte onto a side
``Z03 auf PE26`` / ``Z03 on Simson``        play a Zusatzkarte onto a person on the table
``Z29`` / ``Z29 an s3``                     play an army card (``an s3``: the seat chosen when
                                            two equal Heerführer could take it)
``PE40 führt Z32`` / ``PE40 leads Z32``     play a Heerführer and choose the army he takes
``passe`` / ``pass``                        pass
``passe, ziehe 1 Person`` / ``pass; draw    pass, and draw fewer in the coming refill: at most
none``                                      this many of the kinds named ("darf")
``schiebe PE09`` / ``push PE09``            push a hand card under its deck and stay in
``Person`` / ``Zusatzkarte``                the refill choice (``person`` / ``extra``; ``keine``
                                            / ``none``: no more card)
==========================================  ===============================================

Cards are named by id (``PE9`` = ``PE09``) or by (part of) their name; seats by key (``s2``),
number (``Spieler 2``, ``player 2``). :func:`read_action` only reads; whether the action is
allowed in the position is :func:`adjudication.game1848.play.refusal`'s business.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from adjudication.game1848.state import State


@dataclass(frozen=True)
class Play:
    card: str
    side: str | None = None  # the target side
    on: str | None = None  # the target person
    choice: str | None = None  # army: the seat chosen in a tie
    army: str | None = None  # Heerführer: the army chosen ("sich eine Armee aussuchen")


@dataclass(frozen=True)
class Pass:
    #: The most persons and Zusatzkarten to draw in the coming refill (None: as many as
    #: allowed): "darf zwei weitere Karten ziehen" - a player may draw fewer.
    draw: tuple[int | None, int | None] | None = None


@dataclass(frozen=True)
class Push:
    card: str


@dataclass(frozen=True)
class Draw:
    deck: str  # "persons", "extras", or "none" (no more card: drawing is a "darf")


Action = Play | Pass | Push | Draw


def action_to_json(action: Action) -> dict[str, Any]:
    if isinstance(action, Play):
        out: dict[str, Any] = {"play": action.card}
        for name in ("side", "on", "choice", "army"):
            if getattr(action, name):
                out[name] = getattr(action, name)
        return out
    if isinstance(action, Push):
        return {"push": action.card}
    if isinstance(action, Draw):
        return {"draw": action.deck}
    if action.draw is not None:
        return {"pass": True, "draw": list(action.draw)}
    return {"pass": True}


def canonical(action: Action) -> str:
    """The action as a line the reader reads back to the same action."""
    if isinstance(action, Play):
        target = action.on or action.side or action.choice or action.army
        return f"{action.card} -> {target}" if target else action.card
    if isinstance(action, Push):
        return f"push {action.card}"
    if isinstance(action, Draw):
        return {"persons": "person", "extras": "extra"}.get(action.deck, "none")
    if action.draw is not None:
        persons, extras = action.draw
        if persons == 0 and extras == 0:
            return "pass; draw none"
        named = [f"{n} {kind}" for n, kind in ((persons, "persons"), (extras, "extras"))
                 if n is not None]
        return "pass; draw " + " ".join(named)
    return "pass"


@dataclass(frozen=True)
class Misread:
    """Why a line could not be read: a message key of :mod:`.words` and its values."""

    key: str
    values: dict[str, Any]


_CARD_ID = re.compile(r"^(pe|z|a)0*(\d{1,2})$")
_SEAT = re.compile(r"^s([1-4])$")
_SEAT_WORDS = {"spieler", "spielerin", "player", "platz", "seat", "seite", "side"}
_CONNECTORS = {"auf", "on", "an", "to", "gegen", "against", "bei", "at", "fuer", "for", "->",
               "zu", "onto", "in", "ueber", "over", "fuehrt", "fuehre", "fuehren", "leads",
               "lead", "befehligt", "commands"}
_PLAY = {"spiele", "spielen", "spiel", "play", "lege", "legen", "ausspielen", "spiele:"}
_PUSH = {"schiebe", "schieben", "schieb", "push", "unter", "pushe"}
_PUSH_TAIL = {"den", "die", "das", "stapel", "deck", "under", "the", "its", "seinen", "ihren",
              "jeweiligen"}
_PASS = {"pass", "passe", "passen", "ich", "i"}
_DRAW = {"ziehe", "ziehen", "draw", "nehme", "take", "eine", "a", "an", "noch", "one", "1"}
_PERSON = {"person", "personen", "personenkarte", "p", "persons"}
_EXTRA = {"zusatz", "zusatzkarte", "zusatzkarten", "extra", "z", "extras", "supplementary"}
_NONE = {"keine", "keinen", "kein", "nichts", "none", "nothing", "no"}
# A player who writes "help" wants the forms, not "help is no card in your hand".
_HELP = {"help", "hilfe", "?", "hilfe?", "help?", "wie", "how"}
_NUMBERS = {"null": 0, "zero": 0, "no": 0, "keine": 0, "kein": 0, "eine": 1, "ein": 1,
            "einen": 1, "one": 1, "a": 1, "zwei": 2, "two": 2}
_DRAW_FILLERS = {"und", "and", "nur", "only", "noch", "hoechstens", "at", "most", "karte",
                 "karten", "card", "cards", "danach", "then", "dann", "weitere", "more", "mehr"}


def fold(text: str) -> str:
    """Lower case, umlauts spelled out, other accents dropped: ``"Windischgrätz"`` ->
    ``"windischgraetz"``."""
    text = text.lower().replace("ä", "ae").replace("ö", "oe").replace("ü", "ue")
    text = text.replace("ß", "ss").replace("→", " -> ")
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c))


def _words(line: str) -> list[str]:
    text = fold(line).replace("->", " -> ")
    return [w for w in re.split(r"[\s,;:()\"'.!]+", text) if w]


def card_id_of(word: str) -> str | None:
    match = _CARD_ID.match(word)
    if not match:
        return None
    prefix = {"pe": "PE", "z": "Z", "a": "A"}[match.group(1)]
    return f"{prefix}{int(match.group(2)):02d}"


def _seat_of(words: list[str], seats: Iterable[str]) -> str | None:
    seats = list(seats)
    if len(words) == 1:
        match = _SEAT.match(words[0])
        if match and words[0] in seats:
            return words[0]
        if words[0].isdigit() and f"s{words[0]}" in seats:
            return f"s{words[0]}"
    if len(words) == 2 and words[0] in _SEAT_WORDS and words[1].isdigit():
        key = f"s{words[1]}"
        return key if key in seats else None
    return None


def _card_by_words(words: list[str], candidates: Iterable[str], state: State) -> Any:
    """A card id from an id or from words of its name, among ``candidates``; a Misread if
    none or several fit."""
    if len(words) == 1 and card_id_of(words[0]):
        return card_id_of(words[0])
    phrase = " ".join(words)
    found = [c for c in candidates
             if all(w in fold(state.cards[c].name or "") for w in words)]
    if len(found) == 1:
        return found[0]
    if found:
        return Misread("ambiguous_name", {"name": phrase, "cards": found})
    return Misread("unknown_card", {"name": phrase})


def _split_target(words: list[str]) -> tuple[list[str], list[str]]:
    for index, word in enumerate(words):
        if word in _CONNECTORS and index > 0:
            return words[:index], words[index + 1:]
    return words, []


def _target(words: list[str], state: State) -> tuple[str | None, str | None] | Misread:
    """(side, person) named by the words after the connector."""
    seat = _seat_of(words, state.seats)
    if seat is not None:
        return seat, None
    on_table = [p.card for p in state.table if state.cards[p.card].kind == "person"]
    found = _card_by_words(words, on_table, state)
    if isinstance(found, Misread):
        if found.key == "unknown_card":
            return Misread("unknown_target", {"name": " ".join(words)})
        return found
    return None, found


def _army_target(card: str, words: list[str], state: State) -> str | None:
    """The army card a person's target words name (None: they name none): a Heerführer's
    choice of army ("Der stärkste Heerführer hat das Recht, sich ... eine Armee
    auszusuchen")."""
    played = state.cards.by_id.get(card)
    if played is None or played.kind != "person":
        return None
    armies = [p.card for p in state.table if state.cards[p.card].is_army]
    found = _card_by_words(words, armies, state)
    if isinstance(found, Misread) or found not in state.cards.by_id:
        return None
    return found if state.cards[found].is_army else None


def _draw_limit(words: list[str]) -> tuple[int | None, int | None] | Misread:
    """``1 Person 0 Zusatzkarten`` / ``keine``: the most of each kind to draw."""
    words = [w for w in words if w not in _DRAW_FILLERS]
    if words and all(w in _NONE for w in words):
        return (0, 0)
    limit: list[int | None] = [None, None]
    index = 0
    while index < len(words):
        count = words[index]
        number = int(count) if count.isdigit() else _NUMBERS.get(count)
        kind = words[index + 1] if index + 1 < len(words) else ""
        if number is None or not (kind in _PERSON or kind in _EXTRA):
            return Misread("draw_how_many", {})
        limit[0 if kind in _PERSON else 1] = number
        index += 2
    return (limit[0], limit[1]) if words else Misread("draw_how_many", {})


def _pass_with_limit(words: list[str]) -> Pass | Misread | None:
    """``passe, ziehe 1 Person``: a pass that also says how many to draw (None: no such
    line)."""
    start = next((i for i, w in enumerate(words) if w in {"ziehe", "ziehen", "draw"}), None)
    if start is None or not start:
        return None
    head = [w for w in words[:start] if w not in {"und", "and"}]
    if not (head and all(w in _PASS for w in head) and head[-1] in {"pass", "passe",
                                                                    "passen"}):
        return None
    limit = _draw_limit(words[start + 1:])
    return limit if isinstance(limit, Misread) else Pass(draw=limit)


def read_action(state: State, seat: str, line: str) -> Action | Misread:
    """Read one line as the action of ``seat`` in ``state`` (names resolved against the seat's
    hand and the table)."""
    words = _words(line)
    if not words:
        return Misread("empty", {})
    if words[0] in _HELP and len(words) <= 3:
        return Misread("help_refill" if state.stage == "refill" else "help", {})
    if all(w in _PASS for w in words) and words[-1] in {"pass", "passe", "passen"}:
        return Pass()
    limited = _pass_with_limit(words)
    if limited is not None:
        return limited
    if state.stage == "refill" or words[0] in {"ziehe", "ziehen", "draw"}:
        rest = [w for w in words if w not in _DRAW and w not in {"karte", "card"}]
        if rest and all(w in _NONE or w in {"mehr", "more"} for w in rest):
            return Draw("none")
        if rest and all(w in _PERSON for w in rest):
            return Draw("persons")
        if rest and all(w in _EXTRA for w in rest):
            return Draw("extras")
        if state.stage == "refill":
            return Misread("draw_what", {})
    hand = state.hands.get(seat, ())
    if words[0] in _PUSH or words[-1] in _PUSH or "unter" in words:
        rest = [w for w in words if w not in _PUSH and w not in _PUSH_TAIL]
        if not rest:
            return Misread("push_what", {})
        found = _card_by_words(rest, hand, state)
        return found if isinstance(found, Misread) else Push(found)
    if words[0] in _PLAY:
        words = words[1:]
    card_words, target_words = _split_target(words)
    if not card_words:
        return Misread("play_what", {})
    card = _card_by_words(card_words, hand, state)
    if isinstance(card, Misread):
        return card
    if not target_words:
        return Play(card)
    army = _army_target(card, target_words, state)
    if army is not None:
        return Play(card, army=army)
    target = _target(target_words, state)
    if isinstance(target, Misread):
        return target
    side, person = target
    if state.cards.by_id.get(card) is not None and state.cards[card].is_army:
        return Play(card, choice=side) if side else Misread("army_target", {"card": card})
    return Play(card, side=side, on=person)
