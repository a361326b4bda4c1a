"""Rather Silly's mails: every seat's lama herds in W1900 (and the Superhirn's question and
secret answer), the spring orders with the secret boxes under the names players give them
(Lama, Wurmloch, Superhirn, Seelenverkauf ...), the Narr's overrides, the Doktor's TARDIS,
the Wahrsager's predictions; headings as a line of their own or with the line after them."""

from __future__ import annotations

from collections.abc import Callable

from tools.devset2 import orders
from tools.devset2.compose import Kit
from tools.devset2.model import Box, Part
from tools.devset2.plan import Planner
from tools.devset2.plan import Recipe as R
from tools.devset2.recipes import shape_of
from tools.devset2.shapes import Shape

POWERS = ["austria", "england", "france", "germany", "italy", "russia", "turkey"]
ROLES = ["narr", "doktor", "wahrsager"]
SECRET = {"lama_placement", "lama_explosion", "wormhole_vote", "narr_override",
          "superhirn_answer", "superhirn_reply", "wahrsager_prediction", "soul_sales"}
# (kind, lines, style): style None (no heading), "silly" (short name on its own line),
# "inline" (heading and the one line together), "classic".
Spec = tuple[str, list[str], str | None]


def multi(kit: Kit, boxes: list[Spec], *, greet: bool = False, close: bool = False,
          talk: bool = False, press: list[str] | None = None, press_end: bool = True,
          or_question: bool = False) -> Shape:
    parts: list[Part] = [kit.greet()] if greet else []
    if talk:
        parts.append(kit.talk())
    classes = ["multi-box"] if len(boxes) > 1 else []
    for kind, lines, style in boxes:
        heading = None if style is None else kit.heading(
            kind, "classic" if style == "classic" else "silly", inline=style == "inline")
        parts.append(Box(kind, orders.clean(lines), heading=heading, inline=style == "inline",
                         or_question=or_question and kind == "superhirn_answer"))
        classes.append({None: "no-heading", "silly": "short-box-name", "classic":
                        "classic-heading", "inline": "inline-heading"}[style])
        if kind in SECRET:
            classes.append("secret-box")
        if kind == "wormhole_vote":
            classes.append("wormhole-bare")
        if kind in ("superhirn_answer", "superhirn_question"):
            classes.append("superhirn-secret")
        if orders.near_misses(lines):
            classes.append("typo")
    if press:
        parts.insert(1 if greet else 0, kit.press(press, end=press_end))
        classes += ["orders-and-press", "press-endpress" if press_end else "press-no-endpress"]
    if close:
        parts.append(kit.close())
    if greet:
        classes.append("greeting-first-line")
    if or_question:
        classes.append("superhirn-ambiguous")
    return parts, classes


def _herds(seat: str, n: int) -> list[str]:
    sets = orders.HERDS[seat]
    return sets[n % len(sets)]


def winter(seat: str, i: int) -> list[tuple[R, Callable[[Kit], Shape]]]:
    h = [_herds(seat, i + k) for k in range(4)]
    main = ("lama_placement", h[0])
    receipt = f"silly-w1900-receipt-{seat}" if seat in ("austria", "narr", "england") else None
    # Answering the receipt of the first placement: a changed one (not the receipt's herds).
    fourth = (R("x", reply=receipt, last_mail=True),
              lambda k: multi(k, [("lama_placement", orders.HERDS[seat][2], "silly")],
                              greet=True)) \
        if receipt else (R("x"), lambda k: multi(k, [("lama_placement", h[3], "silly")],
                                                 press=["germany" if seat != "germany"
                                                        else "france"], press_end=i % 2 == 0))
    return [(R("bare"), shape_of(R("bare"), main, [])),
            (R("x"), lambda k: multi(k, [("lama_placement", h[1], "silly")], close=True)),
            (R("friendly"), shape_of(R("friendly", opts={"lead": False, "talk": True}),
                                     ("lama_placement", h[2]), [])),
            fourth]


def superhirn_winter() -> list[tuple[R, Callable[[Kit], Shape]]]:
    q = orders.QUESTIONS
    herds = orders.HERDS["superhirn"]
    return [
        (R("x"), lambda k: multi(k, [("lama_placement", herds[0], "silly"),
                                     ("superhirn_question", [q[1][0]], "silly"),
                                     ("superhirn_answer", [q[1][1]], "silly")], greet=True)),
        (R("x"), lambda k: multi(k, [("superhirn_question", [q[2][0]], "silly"),
                                     ("superhirn_answer", [q[2][1]], "silly"),
                                     ("lama_placement", herds[1], "silly")], close=True)),
        (R("x"), lambda k: multi(k, [("lama_placement", herds[2], None),
                                     ("superhirn_question", [q[3][0]], "inline"),
                                     ("superhirn_answer", [q[3][1]], "inline")])),
        (R("x"), lambda k: ambiguous(k, q[4])),
        (R("x"), lambda k: multi(k, [("superhirn_answer", [q[0][1]], "silly"),
                                     ("superhirn_question", [q[0][0]], "silly"),
                                     ("lama_placement", herds[0], "silly")], talk=True)),
        (R("x", who=0, client="outlook-web"),
         lambda k: multi(k, [("lama_placement", herds[1], "silly"),
                             ("superhirn_question", [q[5][0]], "silly"),
                             ("superhirn_answer", [q[5][1], "INSEL isl"], "silly")])),
        (R("x", reply="silly-w1900-receipt-superhirn", last_mail=True),
         lambda k: multi(k, [("superhirn_answer", ["2962 m (laut Wikipedia)"], "silly")],
                         greet=True)),
        (R("x"), lambda k: multi(k, [("superhirn_question", [q[1][0]], "classic"),
                                     ("superhirn_answer", [q[1][1]], "silly")])),
    ]


def ambiguous(kit: Kit, qa: tuple[str, str]) -> Shape:
    """The question and the answer under one heading that names neither ("SUPERHIRN"):
    never public; the answer box or a question back."""
    box = Box("superhirn_answer", [qa[0], qa[1]], heading=kit.pick(["SUPERHIRN", "Superhirn:"]),
              or_question=True)
    return [kit.greet(), box, kit.close()], ["superhirn-ambiguous", "superhirn-secret",
                                             "secret-box", "greeting-first-line"]


def spring(seat: str, i: int) -> list[tuple[R, Callable[[Kit], Shape]]]:
    sets = orders.SILLY_SPRING[seat]
    o = [sets[(i + k) % len(sets)] for k in range(5)]
    herd = orders.PLACED[seat]
    vote = orders.VOTES[i % len(orders.VOTES)]
    replies = orders.REPLIES["de" if seat not in ("england", "italy") else "en"]
    reply = replies[i % len(replies)]
    report = f"silly-w1900-report-{seat}"
    soul = orders.SOULS.get(seat)
    return [
        (R("x"), lambda k: multi(k, [("orders", o[0], None),
                                     ("superhirn_reply", [reply], "silly")])),
        (R("x"), lambda k: multi(k, [("orders", o[1], "silly"), ("wormhole_vote", [vote],
                                                                "silly")], greet=True,
                                 close=True)),
        (R("x"), lambda k: multi(k, [("lama_explosion", [herd[i % 3]], "silly"),
                                     ("orders", o[2], "classic"),
                                     ("superhirn_reply", [reply], "inline")])),
        (R("x", reply=report, last_mail=i % 2 == 0),
         lambda k: multi(k, [("orders", o[3], None if i % 2 else "silly"),
                             ("superhirn_reply", [replies[(i + 3) % len(replies)]], "silly")],
                         greet=i % 2 == 0)),
        (R("x"), lambda k: multi(k, [("orders", o[4], "silly"),
                                     *([("soul_sales", [soul], "silly")] if i % 2 else
                                       [("wormhole_vote", [orders.VOTES[(i + 3) % 8]],
                                         "inline")])],
                                 press=[POWERS[(POWERS.index(seat) + 1) % 7]],
                                 press_end=i % 3 != 0)),
    ]


def narr() -> list[tuple[R, Callable[[Kit], Shape]]]:
    n, v = orders.NARR, orders.VOTES
    return [
        (R("x"), lambda k: multi(k, [("narr_override", [n[0]], "silly"),
                                     ("wormhole_vote", [v[1]], "silly")])),
        (R("x"), lambda k: multi(k, [("narr_override", [n[1]], "silly"),
                                     ("superhirn_reply", ["2962 m"], "silly")], greet=True)),
        (R("x"), lambda k: multi(k, [("lama_explosion", ["bur"], "silly"),
                                     ("narr_override", [n[2]], "silly")], close=True)),
        (R("x", reply="silly-w1900-report-narr", last_mail=True),
         lambda k: multi(k, [("narr_override", [n[3]], "silly")])),
        (R("x"), lambda k: multi(k, [("narr_override", [n[4]], "inline")],
                                 press=["germany"], press_end=False)),
        (R("x"), lambda k: multi(k, [("wormhole_vote", [v[5]], "silly"),
                                     ("lama_explosion", ["L ukr Exp"], "silly")])),
    ]


def superhirn_spring() -> list[tuple[R, Callable[[Kit], Shape]]]:
    q = orders.QUESTIONS
    return [
        (R("x"), lambda k: multi(k, [("superhirn_question", [q[0][0]], "silly"),
                                     ("superhirn_answer", [q[0][1]], "silly")], greet=True)),
        (R("x"), lambda k: multi(k, [("superhirn_answer", [q[1][1]], "silly"),
                                     ("superhirn_question", [q[1][0]], "silly")], close=True)),
        (R("x"), lambda k: ambiguous(k, q[2])),
        (R("x", reply="silly-w1900-report-superhirn", last_mail=True),
         lambda k: multi(k, [("superhirn_question", [q[3][0]], "silly"),
                             ("superhirn_answer", [q[3][1]], "silly")])),
        (R("x", client="outlook-web"),
         lambda k: multi(k, [("superhirn_question", [q[4][0]], "inline"),
                             ("superhirn_answer", [q[4][1], "INSEL cre"], "silly")])),
        (R("x"), lambda k: multi(k, [("superhirn_question", [q[5][0]], "silly"),
                                     ("superhirn_answer", [q[5][1]], "silly"),
                                     ("lama_explosion", ["nth"], "silly")])),
        (R("x"), lambda k: multi(k, [("superhirn_answer", ["1233 km"], "inline")])),
        (R("x"), lambda k: multi(k, [("superhirn_question", [q[2][0]], "silly"),
                                     ("superhirn_answer", [q[2][1]], "silly")],
                                 press=["narr"], press_end=True)),
    ]


def doktor() -> list[tuple[R, Callable[[Kit], Shape]]]:
    o = orders.SILLY_SPRING["doktor"]
    return [
        (R("bare"), shape_of(R("bare"), ("orders", o[0]), [])),
        (R("x"), lambda k: multi(k, [("orders", o[1], "silly"), ("lama_explosion", ["sil"],
                                                                "silly")])),
        (R("x"), lambda k: multi(k, [("orders", o[2], None), ("wormhole_vote",
                                                              [orders.VOTES[2]], "silly")],
                                 greet=True)),
        (R("x", reply="silly-w1900-report-doktor"),
         lambda k: multi(k, [("orders", o[0], "silly"), ("superhirn_reply", ["2962"],
                                                         "silly")])),
        (R("x"), lambda k: multi(k, [("orders", o[1], None)], press=["england"],
                                 press_end=False)),
    ]


def wahrsager() -> list[tuple[R, Callable[[Kit], Shape]]]:
    p = orders.PREDICTIONS
    return [
        (R("x"), lambda k: multi(k, [("wahrsager_prediction", p[0], "silly")], greet=True,
                                 close=True)),
        (R("x"), lambda k: multi(k, [("wahrsager_prediction", p[1], None)])),
        (R("x"), lambda k: multi(k, [("wahrsager_prediction", p[2], "silly"),
                                     ("lama_explosion", ["pru"], "silly"),
                                     ("superhirn_reply", ["2962 Meter"], "silly")])),
        (R("x", reply="silly-w1900-report-wahrsager", last_mail=True),
         lambda k: multi(k, [("wahrsager_prediction", p[3], None)])),
        (R("x"), lambda k: multi(k, [("wahrsager_prediction", p[4], "inline"),
                                     ("wormhole_vote", [orders.VOTES[6]], "silly")])),
        (R("x"), lambda k: multi(k, [("wahrsager_prediction", p[5], None)],
                                 press=["narr"], press_end=True, greet=True)),
    ]


def extras() -> list[tuple[str, R, Callable[[Kit], Shape]]]:
    """Chat, press and commands from the round's seats."""
    return [("silly-s1901-england", R("press-only"), shape_of(
        R("press-only", opts={"to": ["france", "narr"], "lines": 2}), ("orders", []), [])),
            ("silly-s1901-italy", R("chat"), shape_of(R("chat"), ("orders", []), [])),
            ("silly-w1900-germany", R("commands"), shape_of(
                R("commands", opts={"keys": ["status"]}), ("orders", []), [])),
            ("silly-s1901-russia", R("chat", reply="silly-w1900-report-russia", last_mail=True),
             shape_of(R("chat", opts={"greet": False}), ("orders", []), []))]


def build(planner: Planner) -> None:
    for i, seat in enumerate(POWERS + ROLES):
        for recipe, make in winter(seat, i):
            planner.add(f"silly-w1900-{seat}", recipe, make)
    for recipe, make in superhirn_winter():
        planner.add("silly-w1900-superhirn", recipe, make)
    for i, seat in enumerate(POWERS):
        for recipe, make in spring(seat, i):
            planner.add(f"silly-s1901-{seat}", recipe, make)
    for group, seat in ((narr, "narr"), (superhirn_spring, "superhirn"), (doktor, "doktor"),
                        (wahrsager, "wahrsager")):
        for recipe, make in group():
            planner.add(f"silly-s1901-{seat}", recipe, make)
    for scenario, recipe, make in extras():
        planner.add(scenario, recipe, make)

