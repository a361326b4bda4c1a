"""End and victory points (rules: "Bei vier ist Schluß", "Und so wird abgerechnet!").

The game ends at once when a player has won 4 / 5 / 6 Ablaufkarten (4 / 3 / 2 players;
``options.target``). Each party's points of all players are added. A party with more points
than all others together (absolute majority) gives 5 victory points to its top holder and
nobody else scores. Otherwise the parties are ranked by points and the top holder of each
party scores 4 / 3 / 2 / 1 for the strongest / second / third / weakest; only parties above 0
count; players with the same points at a party each score (parties with the same points share
a rank, and the next rank is skipped: docs/rules/1848.md, decision D24).
"""

from __future__ import annotations

from collections.abc import Mapping

from adjudication.game1848.cards import PARTIES

RANK_POINTS = (4, 3, 2, 1)
MAJORITY_POINTS = 5


def party_totals(scores: Mapping[str, Mapping[str, int]]) -> dict[str, int]:
    return {party: sum(sheet[party] for sheet in scores.values()) for party in PARTIES}


def top_holders(scores: Mapping[str, Mapping[str, int]], party: str) -> list[str]:
    peak = max(sheet[party] for sheet in scores.values())
    return [seat for seat, sheet in scores.items() if sheet[party] == peak]


def victory_points(scores: Mapping[str, Mapping[str, int]]) -> dict[str, int]:
    """Seat -> victory points from the final score sheet."""
    points = dict.fromkeys(scores, 0)
    totals = party_totals(scores)
    everything = sum(totals.values())
    for party, total in totals.items():
        # "alle anderen zusammen" is their sum as noted, a negative party included: the text
        # lets negative values count wherever they arise (decision D24).
        if total > 0 and total > everything - total:
            for seat in top_holders(scores, party):
                points[seat] = MAJORITY_POINTS
            return points
    for party, total in totals.items():
        if total <= 0:
            continue
        rank = sum(1 for other in totals.values() if other > total)
        if rank < len(RANK_POINTS):
            for seat in top_holders(scores, party):
                points[seat] += RANK_POINTS[rank]
    return points


def winners(points: Mapping[str, int]) -> list[str]:
    best = max(points.values())
    return [seat for seat, value in points.items() if value == best]
