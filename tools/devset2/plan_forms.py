"""Mails that pin the exact word forms the issue names, so none is left to chance: grey press
in every word order (``PRESS TO turkey GREY``, ``GREY PRESS TO x``, ``PRESSE AN x (grau)``),
the commands in both languages (WARTEN, NICHT WARTEN, STAND, VERLAUF, ENDE ...), a
correction in English."""

from __future__ import annotations

from tools.devset2 import orders, shapes
from tools.devset2.compose import Kit
from tools.devset2.model import Box, Command, Part, Press, Text
from tools.devset2.plan import Planner
from tools.devset2.plan import Recipe as R
from tools.devset2.shapes import Shape


def _orders(scenario: str, n: int = 0) -> list[str]:
    phase, seat = scenario.split("-")[1], scenario.split("-", 2)[2]
    sets = orders.DIPLOMACY[phase][seat]
    return orders.clean(sets[n % len(sets)])


def grey(scenario: str, header: str, to: list[str], body: list[str], *, end: str | None,
         heading: str | None, greet: str | None = None, n: int = 0):
    def make(kit: Kit) -> Shape:
        parts: list[Part] = [Text([greet])] if greet else []
        parts += [Press(header, to, body, end=end, grey=True),
                  Box("orders", _orders(scenario, n), heading=heading), kit.close()]
        classes = ["press-grey", "orders-and-press", "press-first",
                   "press-endpress" if end else "press-no-endpress",
                   "no-heading" if heading is None else "natural-heading"]
        return parts, classes + (["greeting-first-line"] if greet else [])
    return make


def commands(scenario: str | None, lines: list[tuple[str, str | None]], *,
             heading: str | None = None, n: int = 0, after: list[str] | None = None):
    def make(kit: Kit) -> Shape:
        parts: list[Part] = []
        if scenario:
            parts.append(Box("orders", _orders(scenario, n), heading=heading))
        for i, (line, key) in enumerate(lines):
            parts.append(Command(line, key, tight=i > 0))
        if after:
            parts.append(Text(after, listed=False))
        classes = ["command"] + (["orders-and-command"] if scenario else ["command-only"])
        return parts, classes + (["end-command"] if any(k is None for _, k in lines) else [])
    return make


def build(planner: Planner) -> None:
    add = planner.add
    add("diplomacy-s1901-italy", R("x", who=1),
        grey("diplomacy-s1901-italy", "PRESS TO turkey GREY", ["turkey"],
             ["Watch your back, Russia is talking to Austria about you."], end=None,
             heading=None, n=1))
    add("diplomacy-f1901-russia", R("x"),
        grey("diplomacy-f1901-russia", "PRESS TO TURKEY GREY", ["turkey"],
             ["Someone wants you out of the Black Sea. Think about it."], end="ENDPRESS",
             heading="Orders F1901:", greet="Hoi,"))
    add("diplomacy-f1901-germany", R("x", who=1),
        grey("diplomacy-f1901-germany", "PRESSE AN Frankreich (grau)", ["france"],
             ["England plant einen Angriff auf Brest. Nur damit du es weißt."], end=None,
             heading="Befehle Deutschland, Herbst 1901:", n=2))
    add("diplomacy-w1901-england", R("x", who=1),
        grey("diplomacy-w1901-england", "GREY PRESS TO France, Germany", ["france", "germany"],
             ["Italy is building fleets. Just saying."], end="ENDPRESS", heading="Builds:"))
    add("silly-s1901-russia", R("x"), lambda kit: (
        [Press("Presse an Türkei (grau):", ["turkey"], ["Die Lamas in Armenien sind nicht "
                                                        "meine. Viel Glück!"], end=None,
               grey=True),
         Box("orders", orders.SILLY_SPRING["russia"][1], heading="Befehle:")],
        ["press-grey", "press-no-endpress", "orders-and-press", "short-box-name"]))
    add("diplomacy-s1901-germany", R("x", who=1),
        commands("diplomacy-s1901-germany", [("WARTEN", "wait")], heading="Befehle:", n=3))
    add("diplomacy-f1901-austria", R("x"),
        commands(None, [("NICHT WARTEN", "nowait"), ("STAND", "status")]))
    add("silly-w1900-narr", R("x"), commands(None, [("VERLAUF", "history")]))
    add("diplomacy-w1901-germany", R("x", who=1),
        commands("diplomacy-w1901-germany", [("ENDE", None)], heading="Aufbau:",
                 after=["Gruß", "Jonas", "", "PS: A mun - tyr war nur ein Witz."]))
    add("diplomacy-f1901-england", R("x"),
        commands("diplomacy-f1901-england", [("nowait", "nowait")], n=1))
    add("1815-r1-pru", R("x"), commands(None, [("Stand", "status"), ("Verlauf", "history")]))
    france = orders.DIPLOMACY["s1901"]["france"]
    add("diplomacy-s1901-france", R("x", who=1), lambda kit: shapes.correction(
        kit, ("orders", france[3]), ("orders", france[0]), "natural"))
