"""Remembered readings of order lines, reused while what they depended on is unchanged.

Order sheets repeat themselves: the same lines come back phase after phase and from player to
player. :func:`adjudication.diplomacy.parser.parse_order` keeps each result under its key
(line, phase, grammar, map, language, whether units were given) together with the units the
reading looked at: builders see the units through :class:`UnitsSeen`, which notes every
province looked up. A remembered result is reused only if those provinces now hold equal
units (or still none), so a reading never goes stale.

Invariants: results are immutable (``ParsedOrder``, orders and messages are frozen), so
sharing them is safe; builders depend only on their captures, the map, the phase and the
units they look up (a builder that reads the whole mapping, by iterating or counting it, is
never remembered). Memory is bounded: past ``limit`` keys the cache starts over, and a line
keeps its last ``per_line`` readings.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any, Generic, TypeVar

from .orders import Unit, province_of

Result = TypeVar("Result")


class UnitsSeen(Mapping[str, Unit]):
    """The units by province, as builders see them, noting each province looked up."""

    __slots__ = ("_units", "looked", "whole")

    def __init__(self, units: Mapping[str, Unit]) -> None:
        self._units = units
        self.looked: dict[str, Unit | None] = {}
        self.whole = False  # the builder read the whole mapping: not to be remembered

    def __getitem__(self, province: str) -> Unit:
        unit = self._units.get(province)
        self.looked[province] = unit
        if unit is None:
            raise KeyError(province)
        return unit

    def get(self, province: str, default: Any = None) -> Any:
        unit = self._units.get(province)
        self.looked[province] = unit
        return default if unit is None else unit

    def __contains__(self, province: object) -> bool:
        unit = self._units.get(province)  # type: ignore[call-overload]
        self.looked[province] = unit  # type: ignore[index]
        return unit is not None

    def __iter__(self) -> Iterator[str]:
        self.whole = True
        return iter(self._units)

    def __len__(self) -> int:
        self.whole = True
        return len(self._units)


class ReadingCache(Generic[Result]):
    """Results by key, each with the units it looked at; see the module docstring."""

    def __init__(self, limit: int = 16384, per_line: int = 8) -> None:
        self.limit = limit
        self.per_line = per_line
        self._results: dict[Any, list[tuple[tuple[str, ...], tuple[Unit | None, ...],
                                            Result]]] = {}
        # The last units asked about and their index by province: callers pass the same
        # list for every line of a sheet, so it is indexed once per sheet. Shared: read only.
        self._index: tuple[tuple[Unit, ...], dict[str, Unit]] = ((), {})

    def index(self, units: Iterable[Unit] | None) -> dict[str, Unit] | None:
        """``units`` by province (None stays None)."""
        if units is None:
            return None
        given = tuple(units)
        last, index = self._index
        if given == last:
            return index
        index = {province_of(u.at): u for u in given}
        self._index = (given, index)
        return index

    def find(self, key: Any, index: Mapping[str, Unit] | None) -> Result | None:
        """A remembered result for ``key`` whose provinces hold the same units as ``index``."""
        known = self._results.get(key)
        if known is not None:
            for at, (provinces, then, result) in enumerate(known):
                if index is None:
                    return result
                now = tuple(map(index.get, provinces))
                if now == then:
                    # keep the units as now given: the next check is by identity, not by ==
                    try:  # noqa: SIM105 (a free try, not a context manager per hit)
                        known[at] = (provinces, now, result)
                    except IndexError:  # another thread shortened the list meanwhile
                        pass
                    return result
        return None

    def remember(self, key: Any, seen: UnitsSeen | None, result: Result) -> None:
        if seen is not None and seen.whole:
            return
        if len(self._results) >= self.limit:
            self._results.clear()
        entries = self._results.setdefault(key, [])
        if len(entries) >= self.per_line:
            del entries[0]
        if seen is None:
            entries.append(((), (), result))
        else:
            entries.append((tuple(seen.looked), tuple(seen.looked.values()), result))

    def clear(self) -> None:
        self._results.clear()
        self._index = ((), {})
