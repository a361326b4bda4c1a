"""§6 Schweiz, Mont-Blanc-Tunnel: the five provinces around Switzerland are linked.

Switzerland stays impassable, but the tunnel links Marseilles, Burgundy, Munich, Tyrolia and
Piedmont with each other, for conventional armies (devil ones and twin armies too) and the
Borg only (not fleets, A®mazonen, Drecksackarmeen, monsters, birds' cargo).

The tunnel is plain adjacency for those units (``board.py`` reads it from the map extension),
so everything else follows from the standard rules, which is what §6 says:

- moves through it do not hinder each other (two moves hinder each other only at a common
  destination or head to head, as anywhere on the board);
- a swap through it fails: ``A mun-pie`` against ``A pie-mun`` is a head-to-head battle, so with
  equal strength both stay (with more support one side wins, as in any head-to-head);
- a bounce at the destination is an ordinary bounce;
- supports may be given through it (support needs the supporter to reach the target) and are
  cut by attacks through it (an attack is a move into the supporter's province).
"""

from __future__ import annotations

from adjudication.rather_silly.board import Board
from adjudication.rather_silly.state import Unit
from adjudication.rather_silly.units import LETTER


def passes(board: Board, unit: Unit, from_loc: str, to_loc: str) -> bool:
    """Can ``unit`` go from ``from_loc`` to ``to_loc`` through a tunnel?"""
    tunnel = board.tunnel_between(from_loc, to_loc)
    return tunnel is not None and LETTER[unit.kind] in tunnel.passable_by


def tunnel_links(board: Board) -> dict[str, frozenset[str]]:
    """Province -> provinces reachable through a tunnel (for graph-walking sections)."""
    links: dict[str, set[str]] = {}
    for tunnel in board.tunnels:
        for a in tunnel.provinces:
            links.setdefault(a, set()).update(tunnel.provinces - {a})
    return {k: frozenset(v) for k, v in links.items()}
