"""Reading Rather Silly orders as players type them.

One line is one order. Words are case-insensitive; locations are anything the board's
``Map.lookup`` knows (abbreviations, English and German names, coasts as ``spa/nc``).

Forms (``K`` is a kind letter: A F V AM A® DA SA SF, and the creature letters of §1–§4, §15)::

    K xxx                      hold (also "K xxx H", "hold", "hält")
    K xxx - yyy                move   ("->", "–" and "to" work too)
    K xxx - yyy via convoy     move by convoy to a neighbouring province (standard rules,
                               DATC 4.A.3; also "via", "by convoy", "per/mit Konvoi")
    K xxx - yyy - zzz [- www]  route   (birds §8; an army riding birds)
    K xxx S K yyy [- zzz]      support
    K xxx C A yyy - zzz        convoy
    K xxx vZ                   hold and scare birds (§8)
    A® xxx VER K yyy           seduce (§9);  A® den VER alle A|F  (§9 Copenhagen)
    DA xxx HOSE                cancel neighbouring seductions (§10)
    K xxx TEUFEL               sell the soul (§5; also "SEELE", "devil", "sell soul")
    WURMLOCH xxx - yyy         wormhole vote (§7; also "WORMHOLE")
    K xxx R yyy / K xxx DISBAND  retreat, disband

Other sections add forms without touching this module: :func:`register_form` takes a
function ``(words, board) -> order | None`` that is tried before the built-in forms (only on
lines starting with one of its ``heads``, when it names them). Lines written the plain way
(``A gal - bud``) are read by :func:`_as_written` without the general path, to the same value.
Errors are :class:`OrderError` with a message saying what is wrong and what would be right.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache
from typing import Any

from adjudication.diplomacy.orders import (
    Convoy,
    Disband,
    Hold,
    Move,
    Retreat,
    SupportHold,
    SupportMove,
)
from adjudication.rather_silly.board import Board, load_board
from adjudication.rather_silly.orders import (
    Distract,
    Route,
    Scare,
    Seduce,
    SeduceAll,
    SellSoul,
    WormholeVote,
)
from adjudication.rather_silly.units import Kind, parse_kind


class OrderError(ValueError):
    """An order line that cannot be read; the message says what would be right."""


Form = Callable[[list[str], Board], Any]
# (first words the form reads, lower case, or None: any line; the form), in registration order
_EXTRA_FORMS: list[tuple[frozenset[str] | None, Form]] = []
_FORM_HEADS: set[str | None] = set()  # every registered head (None: a form reads any line)

HOLD_WORDS = {"h", "hold", "holds", "hält", "halt", "halten", "steht"}
SUPPORT_WORDS = {"s", "support", "supports", "u", "unterstützt", "unt"}
CONVOY_WORDS = {"c", "convoy", "convoys", "k", "konvoi", "transportiert"}
RETREAT_WORDS = {"r", "retreat", "rückzug"}
DISBAND_WORDS = {"d", "disband", "auflösen", "aufl"}
SCARE_WORDS = {"vz"}
SEDUCE_WORDS = {"ver", "verführt"}
DISTRACT_WORDS = {"hose"}
SOUL_WORDS = {"teufel", "seele", "devil", "soul"}
WORMHOLE_WORDS = {"wurmloch", "wormhole"}
ALL_WORDS = {"alle", "all"}
# "via convoy" after a move's destination (the standard grammar's words), longest first
VIA_PHRASES = (("via", "convoy"), ("via", "konvoi"), ("by", "convoy"), ("per", "convoy"),
               ("per", "konvoi"), ("mit", "konvoi"), ("über", "konvoi"), ("uber", "konvoi"),
               ("via",))
_VIA_LAST = frozenset(p[-1] for p in VIA_PHRASES)
_TO = re.compile(r"\s+to\s+", re.IGNORECASE)


# Words that end the unit's location ("North Sea S ..."): every order keyword.
_KEYWORDS = frozenset(HOLD_WORDS | SUPPORT_WORDS | CONVOY_WORDS | RETREAT_WORDS | DISBAND_WORDS
                      | SCARE_WORDS | SEDUCE_WORDS | DISTRACT_WORDS | SOUL_WORDS | {"-", "sell"})


_KIND_LETTERS = {kind.value: kind.value for kind in Kind}  # "A" -> "A", "SM" -> "SM"


def register_form(
    form: Form | None = None, *, heads: Iterable[str] | None = None
) -> Any:
    """Add an order form (used by section modules for their own orders); returns ``form``.
    ``@register_form(heads={"l"})``: the form reads only lines whose first word (lower case)
    is one of ``heads`` and is not asked about any other line (it would return None)."""
    def add(found: Form) -> Form:
        _EXTRA_FORMS.append((None if heads is None else frozenset(heads), found))
        if heads is None:
            _FORM_HEADS.add(None)
        else:
            _FORM_HEADS.update(h.lower() for h in heads)
        return found

    return add if form is None else add(form)


def _words(line: str) -> list[str]:
    line = line.replace("->", " - ").replace("–", " - ").replace("—", " - ")
    if "to" in line.lower():  # (what the expression needs to find anything)
        line = _TO.sub(" - ", line)
    # keep "spa/nc" together but split "lon-nth" into "lon - nth"
    line = line.replace("-", " - ")
    return line.split()


@cache
def canonical_locations(board: Board) -> dict[str, str]:
    """Every location written as the board writes it (``"mun"``, ``"spa/nc"``): what
    ``Map.lookup`` answers for it, looked up without the call (most lines are written so)."""
    game_map = board.map
    found: dict[str, str] = {}
    for abbr, province in game_map.provinces.items():
        for text in (abbr, *(f"{abbr}/{coast}" for coast in province.coasts)):
            if game_map.lookup(text) == text:
                found[text] = text
    return found


def location(text: str, board: Board) -> str:
    found = canonical_locations(board).get(text) or board.map.lookup(text)
    if found is None:
        hint = board.map.suggest(text)
        also = f"; did you mean {', '.join(hint)}?" if hint else ""
        raise OrderError(f"unknown province {text!r}{also}")
    return found


def _kind(text: str) -> str:
    try:
        return parse_kind(text).value
    except ValueError as exc:
        raise OrderError(str(exc)) from None


def _route(words: list[str], board: Board) -> list[str]:
    """``["lon", "-", "nth", "-", "den"]`` -> ``["lon", "nth", "den"]``."""
    parts: list[list[str]] = [[]]
    for w in words:
        if w == "-":
            parts.append([])
        else:
            parts[-1].append(w)
    if any(not p for p in parts):
        raise OrderError("a move needs a province on each side of '-'")
    return [location(" ".join(p), board) for p in parts]


def _as_written(words: list[str], board: Board) -> Any:
    """The order of a line written the plain way (``A bud H``, ``A gal - bud``, ``A sil S A
    pru``, ``A sil S A pru - war``, ``A bud R rum``, ``WURMLOCH lvp-smy``: kind letters in
    capitals, locations
    as the board writes them), read without the general path; None for any other line (the
    general path reads it, to the same value for these)."""
    count = len(words)
    if count < 2 or None in _FORM_HEADS or words[0].lower() in _FORM_HEADS:
        return None
    known = canonical_locations(board)
    head = words[0]
    if count == 2 and head.lower() in WORMHOLE_WORDS:
        a, dash, b = words[1].partition("-")
        if dash and a in known and b in known and a != b:
            return WormholeVote((a, b))
        return None
    kind = _KIND_LETTERS.get(head)
    at = words[1]
    if kind is None or at not in known or at in _KEYWORDS:
        return None
    if count == 2:
        return Hold(kind, at)
    word = words[2]
    if count == 3:
        return Hold(kind, at) if word.lower() in HOLD_WORDS else None
    if count == 4:
        to = words[3]
        if to not in known:
            return None
        if word == "-":
            return Move(kind, at, to)
        return Retreat(kind, at, to) if word.lower() in RETREAT_WORDS else None
    if word.lower() not in SUPPORT_WORDS:
        return None
    target = _KIND_LETTERS.get(words[3])
    there = words[4]
    if target is None or there not in known:
        return None
    if count == 5:
        return SupportHold(kind, at, target, there)
    if count == 7 and words[5] == "-" and words[6] in known:
        return SupportMove(kind, at, target, there, words[6])
    return None


def parse_order(line: str, board: Board | None = None) -> Any:
    """One order line -> an order value; raises :class:`OrderError`."""
    board = board or load_board()
    found = _as_written(line.split(), board)
    if found is not None:
        return found
    words = _words(line.strip())
    if not words:
        raise OrderError("empty order")
    head = words[0].lower()
    for heads, form in _EXTRA_FORMS:
        if heads is None or head in heads:
            found = form(words, board)
            if found is not None:
                return found
    if head in WORMHOLE_WORDS:
        ends = _route(words[1:], board)
        if len(ends) != 2 or ends[0] == ends[1]:
            raise OrderError("a wormhole vote names two different provinces: WURMLOCH lon-mos")
        return WormholeVote((ends[0], ends[1]))
    kind = _kind(words[0])
    if len(words) < 2:
        raise OrderError(f"{line!r}: a unit type must be followed by its province")
    rest = words[1:]
    # The unit's own location may be several words ("North Sea"): find the first keyword.
    cut = len(rest)
    for i, w in enumerate(rest):
        if w.lower() in _KEYWORDS:
            cut = i
            break
    if cut == len(rest) and len(rest) > 1 and board.map.lookup(" ".join(rest)) is None \
            and board.map.lookup(rest[0]) is not None:
        raise OrderError(
            f"cannot read {' '.join(rest[1:])!r} in {line!r}: expected a move (-), S, C, vZ, "
            "VER, HOSE, TEUFEL, R or DISBAND")
    at = location(" ".join(rest[:cut]), board)
    tail = rest[cut:]
    if not tail or (len(tail) == 1 and tail[0].lower() in HOLD_WORDS):
        return Hold(kind, at)
    word = tail[0].lower()
    args = tail[1:]
    if word == "-":
        # every phrase ends in "convoy", "konvoi" or "via": look further only then
        via = next((p for p in VIA_PHRASES
                    if len(args) > len(p) and tuple(w.lower() for w in args[-len(p):]) == p),
                   None) if args and args[-1].lower() in _VIA_LAST else None
        route = _route(args[:-len(via)] if via else args, board)
        if len(route) == 1:
            return Move(kind, at, route[0], via_convoy=via is not None)
        if via:
            raise OrderError(f"'via convoy' follows one destination: '{kind} {at} - yyy via "
                             "convoy'")
        return Route(kind, at, tuple(route))
    if word in SCARE_WORDS and not args:
        return Scare(kind, at)
    if word in DISTRACT_WORDS and not args:
        return Distract(kind, at)
    if word in SOUL_WORDS or word == "sell":
        return SellSoul(kind, at)
    if word in SEDUCE_WORDS:
        if len(args) == 2 and args[0].lower() in ALL_WORDS:
            target = _kind(args[1])
            if target not in ("A", "F"):
                raise OrderError("VER alle takes A or F: 'A® den VER alle A'")
            return SeduceAll(kind, at, target)
        if len(args) < 2:
            raise OrderError("VER names the unit to seduce: 'A® xxx VER F yyy'")
        return Seduce(kind, at, _kind(args[0]), location(" ".join(args[1:]), board))
    if word in SUPPORT_WORDS or word in CONVOY_WORDS:
        if len(args) < 2:
            raise OrderError(f"{word.upper()} names a unit: '{kind} {at} {word.upper()} A yyy'")
        target_kind = _kind(args[0])
        if "-" in args:
            route = _route(args[1:], board)
            if len(route) != 2:
                raise OrderError("a supported or convoyed move has one '-': 'A yyy - zzz'")
            if word in CONVOY_WORDS:
                return Convoy(kind, at, route[0], route[1])
            return SupportMove(kind, at, target_kind, route[0], route[1])
        if word in CONVOY_WORDS:
            raise OrderError("a convoy names the army's move: 'F nth C A lon - nwy'")
        return SupportHold(kind, at, target_kind, location(" ".join(args[1:]), board))
    if word in RETREAT_WORDS:
        return Retreat(kind, at, _route(args, board)[0])
    if word in DISBAND_WORDS:
        return Disband(kind, at)
    raise OrderError(
        f"cannot read {line!r}: expected a move (-), S, C, vZ, VER, HOSE, TEUFEL, R or DISBAND"
    )
