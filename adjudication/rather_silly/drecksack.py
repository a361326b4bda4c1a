"""§10 Drecksackarmeen: strength-0 armies whose HOSE order cancels nearby seductions.

Rule and decisions (scenarios ``drecksack_*.json``):

- Drecksackarmeen (``DA``) move like armies (not through the tunnel, §6), have strength 0,
  never take supply centres, give no support, and are built beside the SC-supported units:
  one per full five centres after the fall moves, the same count as A®mazonen
  (``amazons.allowance``); each adjustment phase fixes how many of each a power may keep, lost
  souls (§5) do not change it.
- ``DA xxx HOSE``: the Drecksackarmee holds, and the VER orders of every A®mazone (any power's)
  in a province bordering its own are cancelled this phase; those A®mazonen hold.
"""

from __future__ import annotations

from adjudication.diplomacy import orders as std
from adjudication.diplomacy.results import Reason
from adjudication.rather_silly.context import PhaseContext
from adjudication.rather_silly.orders import Distract, Seduce, SeduceAll
from adjudication.rather_silly.steps import Step
from adjudication.rather_silly.units import Kind

SECTION = "§10"


def distract(ctx: PhaseContext) -> None:
    distracted: set[str] = ctx.facts.setdefault("distracted", set())
    for unit in ctx.state.units:
        if unit.kind is not Kind.DRECKSACK:
            continue
        order = ctx.orders.get(unit.id)
        if isinstance(order, std.SupportHold | std.SupportMove | std.Convoy):
            line = ctx.order_source.get(unit.id)
            if line is not None:
                line.result, line.reason = "invalid", Reason("rs_drecksack_support")
            ctx.orders[unit.id] = std.Hold("DA", unit.at)
            continue
        if not isinstance(order, Distract):
            continue
        ctx.orders[unit.id] = std.Hold("DA", unit.at)
        near = ctx.board.neighbours(unit.province)
        for amazon in ctx.state.units:
            if amazon.kind is Kind.AMAZON and amazon.province in near and isinstance(
                ctx.orders.get(amazon.id), Seduce | SeduceAll
            ):
                distracted.add(amazon.id)
                line = ctx.order_source.get(amazon.id)
                if line is not None:
                    line.result = "void"
                    line.reason = Reason("rs_hose_cancelled", at=unit.at)
                ctx.event(SECTION, "seduction_cancelled",
                          f"DA {unit.at} cancelled the seduction of A® {amazon.at}",
                          unit.id, amazon.id)


STEPS = (Step("orders", 30, SECTION, distract, "Drecksackarmeen: HOSE cancels VER"),)
