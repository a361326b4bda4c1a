"""A strict, fast reader for movement orders already in canonical notation (``A par - bur``).

The engine writes orders this way (``parser.format_order``) and the web app stores them so,
hence most lines reaching :func:`adjudication.resolve` are canonical. This reader accepts only
that exact form (single spaces, lower-case known locations) and returns ``None`` for anything
else, which then goes to the full parser; ``tests/engine/test_canonical.py`` checks that both
read the same order. It exists for speed: the full parser is built for forgiving human input.

:func:`fold_movement_line` widens the door to well-formed lines in any case and spacing
(``A PAR - BUR``, ``f nth c a lon - bel``, MILA's ``A LON - BEL VIA``): each word is looked up
in a per-map table of the canonical words, folded to lower case; the result, when every word
is known, is a candidate canonical line for :func:`read_canonical_movement`. Anything else
(names, typos, power prefixes, comments) gives ``None`` and goes to the full parser.
``tests/engine/test_canonical.py`` checks that the full parser reads the same order from
every line this path accepts.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from adjudication.diplomacy.orders import Convoy, Hold, Move, Order, SupportHold, SupportMove
from adjudication.diplomacy.per_map import per_map

_UNIT_TYPES = ("A", "F")
_LOCATIONS: dict[int, tuple[Any, frozenset[str], frozenset[str]]] = {}
_LAST: list[Any] = [None]  # the map asked about last: nearly always the one asked next


def _tables(game_map: Any) -> tuple[frozenset[str], frozenset[str]]:
    """(every canonical location, split-coast provinces), cached per map."""
    cached = _LAST[0]
    if cached is not None and cached[0] is game_map:
        return cached[1], cached[2]
    cached = _LOCATIONS.get(id(game_map))
    if cached is None or cached[0] is not game_map:
        locations = set(game_map.provinces)
        split = set()
        for name, info in game_map.provinces.items():
            for coast in info.coasts:
                locations.add(f"{name}/{coast}")
                split.add(name)
        cached = (game_map, frozenset(locations), frozenset(split))
        _LOCATIONS[id(game_map)] = cached
    _LAST[0] = cached
    return cached[1], cached[2]


_KEYWORDS = {"a": "A", "f": "F", "h": "H", "s": "S", "c": "C", "-": "-",
             "via": "via", "convoy": "convoy"}
@per_map
def _fold_table(game_map: Any) -> dict[str, str]:
    """Lower-cased word -> canonical word (keywords, every location), once per map."""
    known, _split = _tables(game_map)
    table = {name: name for name in known if name not in _KEYWORDS}
    table.update(_KEYWORDS)
    table.update({word.upper(): canonical for word, canonical in table.items()})
    return table


def fold_movement_line(text: str, game_map: Any) -> str | None:
    """The canonical spelling of ``text`` if every word is a canonical word in another case
    or spacing (``"A  PAR - BUR"`` -> ``"A par - bur"``), else None. Whether the words form an
    order is left to :func:`read_canonical_movement`."""
    table = _fold_table(game_map)
    words = []
    for word in text.split():
        folded = table.get(word)
        if folded is None:
            folded = table.get(word.lower())
            if folded is None:
                return None
        words.append(folded)
    if len(words) == 5 and words[4] == "via":  # MILA writes a convoyed move "... VIA"
        words.append("convoy")
    return " ".join(words)


@lru_cache(maxsize=65536)
def read_folded_movement(text: str, game_map: Any) -> tuple[Order, str] | None:
    """(order, its canonical line) if ``text`` folds to a canonical movement order, else None.
    Cached per (line, map) like :func:`read_canonical_movement`; ``cache_clear()`` empties it."""
    folded = fold_movement_line(text, game_map)
    if folded is None:
        return None
    order = read_canonical_movement(folded, game_map)
    return None if order is None else (order, folded)


@lru_cache(maxsize=65536)
def read_canonical_movement(text: str, game_map: Any) -> Order | None:
    """The order if ``text`` is a canonical movement order on ``game_map``, else None.

    Orders are immutable values and the same lines come back phase after phase ("A par H"),
    so answers are cached per (line, map); ``read_canonical_movement.cache_clear()`` empties
    the cache (the benchmark does, before each round)."""
    found = canonical_fields(text, game_map)
    return None if found is None else found[0](*found[1:])


def canonical_fields(text: str, game_map: Any) -> tuple | None:
    """(order class, its fields in order) if ``text`` is a canonical movement order on
    ``game_map``, else None: what :func:`read_canonical_movement` builds its order from
    (``plain_movement.py`` reads the fields without building the order)."""
    words = text.split(" ")
    count = len(words)
    if count < 3 or words[0] not in _UNIT_TYPES:
        return None
    known, split = _tables(game_map)
    kind, at, verb = words[0], words[1], words[2]
    if at not in known:
        return None
    if verb == "H" and count == 3:
        return (Hold, kind, at)
    if verb == "-" and (count == 4 or (count == 6 and words[4:] == ["via", "convoy"])):
        to = words[3]
        if to not in known or (kind == "F" and to in split):
            return None  # a fleet's coast must be inferred: the full parser's job
        return (Move, kind, at, to, count == 6)
    if verb == "S" and count in (5, 7) and words[3] in _UNIT_TYPES and words[4] in known:
        if count == 5:
            return (SupportHold, kind, at, words[3], words[4])
        if words[5] == "-" and words[6] in known:
            return (SupportMove, kind, at, words[3], words[4], words[6])
        return None
    if verb == "C" and count == 7 and kind == "F" and words[3] == "A" and words[5] == "-" \
            and words[4] in known and words[6] in known:
        return (Convoy, kind, at, words[4], words[6])
    return None
