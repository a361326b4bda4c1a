"""The few numbers and choices of the rules, as data (base game, "Known"; variant 2vs2).

:class:`Rules` holds every figure the texts state (13 SP to win, at most 5 Erfolgsmarker,
4 EP of Nachschub, 2 EP of Verschleiß, Z-effects = 1 + grey fortresses) and the choices the
texts leave open, each with the default documented in ``docs/rules/europa-1815.md``: the order
of a year's seasons, how many rounds a season has, whether sea links count as borders for a
Verlegung. Named constructors give the editions: :meth:`Rules.europa_1815` and
:meth:`Rules.europa_1715` (what the 2vs2 text says of 1715, no Indianerhäuptling and no
Sandwich-Territorien in reinforcement turns, is checked in ``edition1715.py``; the engine also
reminds the GM).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

SEASONS = ("start", "winter", "summer", "sp", "reinforcement")
PLAYED = ("winter", "summer")  # seasons with 1st and 2nd action and a team action
YEAR_SEASONS = ("winter", "summer", "sp", "reinforcement")


@dataclass(frozen=True, slots=True)
class Rules:
    edition: str = "1815"
    year: tuple[str, ...] = YEAR_SEASONS
    start_phase: bool = True
    winter_rounds: int = 1
    summer_rounds: int = 1
    sea_links_are_borders: bool = True
    victory_sp: int = 13
    max_markers: int = 5
    nachschub_ep: int = 4
    wear_ep: int = 2

    @classmethod
    def europa_1815(cls) -> Rules:
        return cls()

    @classmethod
    def europa_1715(cls) -> Rules:
        return cls(edition="1715")

    def rounds(self, season: str) -> int:
        return {"winter": self.winter_rounds, "summer": self.summer_rounds}.get(season, 1)

    def to_json(self) -> dict[str, Any]:
        """Only what differs from the defaults (positions stay short)."""
        default = Rules()
        out = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if value != getattr(default, f.name):
                out[f.name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | None, where: str = "rules") -> Rules:
        if data is None:
            return cls()
        if not isinstance(data, Mapping):
            raise ValueError(f"{where}: expected an object")
        known = {f.name: f for f in fields(cls)}
        values: dict[str, Any] = {}
        for key, value in data.items():
            if key not in known:
                raise ValueError(f"{where}.{key}: unknown rule (known: {', '.join(known)})")
            default = getattr(cls(), key)
            if isinstance(default, tuple):
                if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                    raise ValueError(f"{where}.{key}: expected a list of season names")
                value = tuple(value)
            elif type(value) is not type(default):
                raise ValueError(f"{where}.{key}: expected {type(default).__name__}, "
                                 f"got {value!r}")
            values[key] = value
        rules = cls(**values)
        rules.check(where)
        return rules

    def check(self, where: str = "rules") -> None:
        if self.edition not in ("1815", "1715"):
            raise ValueError(f"{where}.edition: '1815' or '1715', got {self.edition!r}")
        if sorted(self.year) != sorted(YEAR_SEASONS):
            raise ValueError(f"{where}.year: each of {', '.join(YEAR_SEASONS)} exactly once")
        if self.year.index("sp") != self.year.index("summer") + 1:
            raise ValueError(f"{where}.year: the SP distribution follows the summer "
                             "(\"the last player's 1½ turn in summer, before the SP "
                             "distribution\")")
        for name in ("winter_rounds", "summer_rounds", "victory_sp", "nachschub_ep"):
            if getattr(self, name) < 1:
                raise ValueError(f"{where}.{name}: at least 1")
        if not self.wear_ep >= 0 or not self.max_markers >= 0:
            raise ValueError(f"{where}: wear_ep and max_markers are >= 0")
