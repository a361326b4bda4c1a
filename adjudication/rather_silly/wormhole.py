"""§7 Wurmloch: a link between two named provinces, chosen by secret vote, for one season.

- Before each season every player may cast one vote for a link between two provinces
  (``WURMLOCH lon-mos`` among the orders, or ``wormhole_votes`` in the JSON). A link is
  unordered (``lon-mos`` = ``mos-lon``); a later vote of the same player replaces an earlier
  one; a vote naming the same province twice, Switzerland, Hyperspace or an unknown province
  is void.
- Votes cast with season N's orders are tallied when N is adjudicated; the winning link is
  announced with N's results (``wormhole_next``) and holds during season N+1 (its movement and
  retreats): the phase input names it as ``wormhole``.
- Most votes wins. A tie is settled by the game's seeded lot (:func:`rng.choose` with purpose
  ``"wormhole:tie"``) and raises a review flag listing the tied links, so the GM may pick
  another ("per Los (oder Gutdünken)").
- Every unit may use it (birds in their routes too), but only to a province it can stand in:
  fleets need a coast or sea at the far end, armies land. Build-only islands and Hyperspace
  cannot be linked.
- No swap through it: two units moving through it into each other's province meet head to
  head (standard rules), so with equal strength both stay.
- Votes are secret: they never appear in any output; neither do the vote counts.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from adjudication.rather_silly.board import Board
from adjudication.rather_silly.context import PhaseContext
from adjudication.rather_silly.review import ReviewFlag
from adjudication.rather_silly.rng import choose
from adjudication.rather_silly.state import Unit
from adjudication.rather_silly.units import rules_of

Link = tuple[str, str]


def normalise(board: Board, ends: tuple[str, str]) -> Link | None:
    """The canonical (sorted) link, or ``None`` if it cannot be a wormhole."""
    a, b = (e.split("/", 1)[0] for e in ends)
    if a == b:
        return None
    for p in (a, b):
        if p not in board.map.provinces or board.kind(p) == "impassable":
            return None
        if board.is_build_only(p) or board.is_hyperspace(p):
            return None
    return (a, b) if a < b else (b, a)


def tally(
    board: Board, votes: Mapping[str, tuple[str, str]], *, seed: int | str, phase: str
) -> tuple[Link | None, ReviewFlag | None]:
    """The winning link (or ``None`` without valid votes) and a flag if a lot decided it."""
    counts = Counter(link for v in votes.values() if (link := normalise(board, v)) is not None)
    if not counts:
        return None, None
    top = max(counts.values())
    tied = sorted(link for link, n in counts.items() if n == top)
    if len(tied) == 1:
        return tied[0], None
    winner = choose(seed, phase, "wormhole:tie", tied)
    flag = ReviewFlag(
        "§7",
        "wormhole_tie",
        f"{len(tied)} wormhole links tied for most votes; the seeded lot chose "
        f"{winner[0]}-{winner[1]}. The GM may choose another of the tied links.",
        list(winner),
        tuple(list(link) for link in tied),
    )
    return winner, flag


def passes(ctx: PhaseContext, unit: Unit, from_loc: str, to_loc: str) -> bool:
    """Can ``unit`` move from ``from_loc`` to ``to_loc`` through this season's wormhole?"""
    link = ctx.state.wormhole
    if link is None:
        return False
    ends = {from_loc.split("/", 1)[0], to_loc.split("/", 1)[0]}
    if ends != set(link):
        return False
    moves_as = rules_of(unit.kind).moves_as
    if moves_as is None:  # birds fly anywhere they can reach
        return True
    return ctx.board.map.is_valid_location(moves_as, to_loc)
