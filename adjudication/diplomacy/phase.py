"""Phase names ("S1901M") and which phase follows which.

Season S (spring), F (fall), W (winter); type M (movement), R (retreat), A (adjustment). The
DATC's "Fall 1901, Adjustment" is read as W1901A. The sequence skips a retreat phase when
nothing was dislodged and a winter adjustment when no power can build or must remove.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

MOVEMENT, RETREAT, ADJUSTMENT = "M", "R", "A"
_PATTERN = re.compile(r"^([SFW])(\d{1,4})([MRA])$")


class PhaseError(ValueError):
    pass


@dataclass(frozen=True, slots=True)
class Phase:
    season: str
    year: int
    type: str

    @classmethod
    def parse(cls, text: str) -> Phase:
        if not isinstance(text, str):
            raise PhaseError(f"phase {text!r} is not like S1901M: season S/F/W, year, type M/R/A")
        return _parse(text)

    @classmethod
    def _from_text(cls, text: str) -> Phase:
        match = _PATTERN.match(text.strip().upper())
        if match is None:
            raise PhaseError(
                f"phase {text!r} is not like S1901M: season S/F/W, year, type M/R/A")
        season, year, kind = match.group(1), int(match.group(2)), match.group(3)
        if kind == ADJUSTMENT:
            season = "W"
        elif season == "W":
            raise PhaseError(f"phase {text!r}: winter has only the adjustment phase (W{year}A)")
        return cls(season, year, kind)

    def __str__(self) -> str:
        return f"{self.season}{self.year}{self.type}"

    def following(self, dislodged: bool, adjustments: bool) -> Phase:
        """The next phase that has something to do."""
        if self.type == MOVEMENT and dislodged:
            return Phase(self.season, self.year, RETREAT)
        if self.season == "S":
            return Phase("F", self.year, MOVEMENT)
        if self.season == "F" and adjustments:
            return Phase("W", self.year, ADJUSTMENT)
        return Phase("S", self.year + 1, MOVEMENT)

    @property
    def ends_year(self) -> bool:
        """Supply centres change hands once fall's movement (and retreats) are over."""
        return self.season == "F"


@lru_cache(maxsize=1024)
def _parse(text: str) -> Phase:
    return Phase._from_text(text)
