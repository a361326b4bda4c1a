"""Tables built from a map alone, once per map object (adjacency, units, seas, spellings).

A map is immutable while it is used, but not necessarily hashable or cheap to hash, so tables
are kept by the map's ``id`` together with the map itself: holding it keeps the ``id`` from
being reused by another object, and the identity check makes a stale entry impossible.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

T = TypeVar("T")


def per_map(build: Callable[[Any], T]) -> Callable[[Any], T]:
    """``build(game_map)``, called once per map object; later calls return its table."""
    tables: dict[int, tuple[Any, T]] = {}

    @wraps(build)
    def table(game_map: Any) -> T:
        known = tables.get(id(game_map))
        if known is None or known[0] is not game_map:
            known = tables[id(game_map)] = (game_map, build(game_map))
        return known[1]

    return table
