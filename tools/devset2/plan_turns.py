"""The turn games: 1848 (Spieler 4 on turn with the first trick's action; the other three
write press, chat and commands) and Europa 1815 (Frankreich on turn in the start phase; its
allies and rivals write press, chat and commands)."""

from __future__ import annotations

from collections.abc import Callable

from tools.devset2 import orders
from tools.devset2.compose import Kit
from tools.devset2.model import Box, Part
from tools.devset2.plan import Planner
from tools.devset2.plan import Recipe as R
from tools.devset2.recipes import shape_of
from tools.devset2.shapes import Shape

Make = Callable[[Kit], Shape]
CLASSIC = {"ZUG", "AKTIONEN", "TURN", "AKTION", "ACTION"}


def boxed(kind: str, lines: list[str], heading: str | None, *, greet: bool = False,
          close: bool = False, inline: bool = False, press: list[str] | None = None,
          press_end: bool = True, end: bool = False) -> Make:
    def make(kit: Kit) -> Shape:
        parts: list[Part] = [kit.greet()] if greet else []
        classes = ["greeting-first-line"] if greet else []
        if press:
            parts.append(kit.press(press, end=press_end))
            classes += ["orders-and-press", "press-endpress" if press_end else
                        "press-no-endpress"]
        parts.append(Box(kind, orders.clean(lines), heading=heading, inline=inline))
        classes.append("no-heading" if heading is None else "inline-heading" if inline
                       else "classic-heading" if heading in CLASSIC else "natural-heading")
        if end:
            parts.append(kit.end())
            classes.append("end-command")
        if close:
            parts.append(kit.close())
            classes.append("signoff")
        return parts, classes
    return make


def generic(shape: str, **opts) -> tuple[R, Make]:
    recipe = R(shape, opts=opts)
    return recipe, shape_of(recipe, ("orders", []), [])


def s4() -> list[tuple[R, Make]]:
    a = orders.ACTIONS_1848
    return [
        (R("x"), boxed("action", a[0], None)),
        (R("x"), boxed("action", a[1], None, greet=True, close=True)),
        (R("x"), boxed("action", a[2], "Aktion:")),
        (R("x"), boxed("action", a[4], "Aktion:", inline=True)),
        (R("x"), boxed("action", a[5], "Zug:", close=True)),
        (R("x"), boxed("action", a[3], None, press=["s2"], press_end=True)),
        (R("x"), boxed("action", a[6], None, press=["s1"], press_end=False, greet=True)),
        generic("commands", keys=["status"]),
        (R("x"), boxed("action", a[10], "AKTION", end=True)),
        (R("x", who=1), boxed("action", a[7], "My move:")),
        (R("x", who=1), boxed("action", a[8], None, greet=True, close=True)),
        (R("x", who=1), boxed("action", ["Z22 on player 4"], "Action:")),
        (R("x"), boxed("action", ["Ich spiele Carl Vogt."], "Aktion:")),
        (R("x"), boxed("action", ["spiele Carl Vgot"], "Mein Zug:", close=True)),
        (R("x", who=1), boxed("action", a[11], None, press=["s3"], press_end=True)),
        generic("press-only", gm=True),
    ]


def others_1848(seat: str, i: int) -> list[tuple[R, Make]]:
    target = ["s4", "s1", "s2", "s3"][i % 4] if seat != "s4" else "s1"
    return [generic("chat"),
            generic("press-only", to=[target], end=i % 2 == 0),
            generic("commands", keys=[["status"], ["history"], ["status", "history"]][i % 3]),
            generic("press-only", to=["s4"], lines=2) if i != 1 else
            generic("press-only", public=True, greet=True)]


def fra() -> list[tuple[R, Make]]:
    t = orders.TURNS_1815
    return [
        (R("x", who=1), boxed("turn", t[0], "ZUG")),
        (R("x", who=1), boxed("turn", t[1], None)),
        (R("x", who=1), boxed("turn", t[4], None, greet=True, close=True)),
        (R("x", who=1), boxed("turn", t[3], "Zug:")),
        (R("x"), boxed("turn", t[2], "TURN")),
        (R("x"), boxed("turn", t[2], "Mon tour :", greet=True, close=True)),
        (R("x", who=1), boxed("turn", t[5], "ZUG", press=["aut"], press_end=True)),
        (R("x", who=1), boxed("turn", t[0], None, press=["aut"], press_end=False)),
        (R("x", who=1), generic("commands", keys=["status"])[1]),
        (R("x", who=1), boxed("turn", t[1], "AKTIONEN", end=True)),
        (R("x"), generic("press-only", to=["aut"], lines=2)[1]),
        (R("x", who=1), boxed("turn", ["1: Verlegung nach Pairs: 2 Inf aus Lyon", "2: Passen"],
                              "Zug Frankreich:")),
        (R("x"), boxed("turn", t[2], None, greet=True)),
        (R("x", who=1), boxed("turn", t[3], "Zug:", inline=True)),
    ]


ALLY = {"gbr": "pru", "pru": "gbr", "aut": "fra"}


def others_1815(seat: str, i: int) -> list[tuple[R, Make]]:
    return [generic("press-only", to=[ALLY[seat]], end=i % 2 == 0, lines=2),
            generic("chat"),
            generic("commands", keys=["status"]),
            [generic("press-only", to=["fra"], grey=True),
             generic("press-only", public=True),
             generic("press-only", gm=True)][i]]


def build(planner: Planner) -> None:
    for recipe, make in s4():
        planner.add("1848-t1-s4", recipe, make)
    for i, seat in enumerate(["s1", "s2", "s3"]):
        for recipe, make in others_1848(seat, i):
            planner.add(f"1848-t1-{seat}", recipe, make)
    for recipe, make in fra():
        planner.add("1815-r1-fra", recipe, make)
    for i, seat in enumerate(["gbr", "aut", "pru"]):
        for recipe, make in others_1815(seat, i):
            planner.add(f"1815-r1-{seat}", recipe, make)
