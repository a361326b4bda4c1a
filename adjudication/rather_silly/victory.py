"""§18 Victory: who has won, and when the game ends.

- After a Fall (its adjustments done): every player but the Narr with at least
  :data:`CENTRES_TO_WIN` supply centres wins. Centres blocked by the Borg or a monster do not
  count (§1: "zählt aktuell nicht").
- After any phase: the Doktor wins with centres + victory points >= :data:`DOKTOR_SCORE`
  (so the Doktor and a power can win together: a shared win, as §18 says).
- The game reaching 1921 (the first phase of 1921 would begin): the Narr wins.
- A draw agreed by the players is recorded by the GM (input) and ends the game at once.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from adjudication.rather_silly.board import Board
    from adjudication.rather_silly.state import State

CENTRES_TO_WIN = 18
DOKTOR_SCORE = 30
NARR_YEAR = 1921
NARR = "narr"
DOKTOR = "doktor"


@dataclass(frozen=True, slots=True)
class GameEnd:
    how: str  # "victory" | "draw" | "narr"
    winners: tuple[str, ...]
    why: str


def counted_centres(
    owners: Mapping[str, str], blocked: Iterable[str] = ()
) -> dict[str, int]:
    """Supply centres per owner, leaving out the blocked ones."""
    skip = set(blocked)
    counts: dict[str, int] = {}
    for centre, owner in owners.items():
        if centre not in skip:
            counts[owner] = counts.get(owner, 0) + 1
    return counts


def check_victory(
    *,
    year: int,
    after_fall: bool,
    centres: Mapping[str, int],
    doktor_points: int,
    draw: Iterable[str] = (),
) -> GameEnd | None:
    """The end of the game after this phase, or None if it goes on."""
    drawn = tuple(sorted(draw))
    if drawn:
        return GameEnd("draw", drawn, "draw agreed by " + ", ".join(drawn))
    winners: set[str] = set()
    if after_fall:
        winners.update(p for p, n in centres.items() if n >= CENTRES_TO_WIN and p != NARR)
    if centres.get(DOKTOR, 0) + doktor_points >= DOKTOR_SCORE:
        winners.add(DOKTOR)
    if winners:
        ordered = tuple(sorted(winners))
        return GameEnd("victory", ordered, "won: " + ", ".join(ordered))
    if year >= NARR_YEAR:
        return GameEnd("narr", (NARR,), f"the game reached {NARR_YEAR}: the Narr wins")
    return None


def game_end(board: Board, state: State, *, after_fall: bool,
             draw: Iterable[str] = ()) -> GameEnd | None:
    """:func:`check_victory` on a game state (centres under the Borg or a monster left out)."""
    from adjudication.rather_silly import roles

    owners = state.supply_centers  # read, not changed
    blocked = roles.blocked_centres(board, state)
    points = state.section_state.get(DOKTOR, {}).get("points", 0)
    return check_victory(
        year=state.phase.year,
        after_fall=after_fall, centres=counted_centres(owners, blocked), doktor_points=points,
        draw=draw,
    )
