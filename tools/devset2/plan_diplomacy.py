"""The standard Diplomacy mails: every seat in S1901, F1901, F1901R and W1901, in the shapes
and proportions a PBEM group's traffic has (most mails carry orders, some press, a few only
chat or commands; many answer the last turn report)."""

from __future__ import annotations

from tests.mail.scenarios import SPRING
from tools.devset2 import orders
from tools.devset2.plan import Planner
from tools.devset2.plan import Recipe as R
from tools.devset2.recipes import shape_of

POWERS = ["austria", "england", "france", "germany", "italy", "russia", "turkey"]
NEIGHBOURS = {"austria": ["italy", "russia", "germany", "turkey"],
              "england": ["france", "germany", "russia"],
              "france": ["england", "germany", "italy"],
              "germany": ["england", "france", "russia", "austria"],
              "italy": ["austria", "france", "turkey"],
              "russia": ["turkey", "austria", "germany", "england"],
              "turkey": ["russia", "austria", "italy"]}
RECEIPT = {"austria", "england", "germany", "turkey"}
F1901_REPORT = {"france", "germany", "england", "austria"}


def spring(i: int, seat: str) -> list[R]:
    nb = NEIGHBOURS[seat]
    last = [
        R("press-only", opts={"to": nb[:2], "lines": 2}, subject=""),
        R("chat", subject=""),
        R("commands", opts={"keys": ["status"]}, subject="status"),
        R("press-only", opts={"to": nb[:1], "grey": True}),
        R("press-only", opts={"public": True, "greet": True}),
        R("press-only", opts={"gm": True}, who=1),
        R("orders-command", opts={"key": "wait", "style": "natural"}, who=1),
    ][i]
    reply = (R(["friendly", "bare"][i % 2], reply=f"diplomacy-s1901m-receipt-{seat}",
               last_mail=i % 2 == 0, opts={"lead": False, "talk": True})
             if seat in RECEIPT else R("power", opts={"close": True}, who=1))
    return [
        R("bare"),
        R("friendly", opts={"talk": i % 3 == 0}),
        R("natural", opts={"greet": i % 2 == 0, "close": True}, who=1),
        R("press", opts={"first": "orders", "end": True, "style": "classic", "to": nb[1:3]}),
        R("press", opts={"first": "press", "end": False, "greet": True}),
        R("natural", opts={"marker": ["1.", "-", "1)", "*", "•", "1.", "-"][i]}, who=1),
        reply,
        last,
    ]


def fall(i: int, seat: str) -> list[R]:
    nb = NEIGHBOURS[seat]
    report = f"diplomacy-s1901m-report-{seat}"
    last = [
        R("correction", opts={"style": "natural"}),
        R("friendly", reply=report, posting="forward", opts={"lead": True}),
        R("orders-command", opts={"key": "nowait", "style": None}),
        R("correction", opts={"style": None}, who=1),
        R("press", opts={"first": "press", "end": False, "grey": True, "to": nb[:1]}),
        R("end", opts={"style": "classic"}),
        R("bare", reply=report, posting="forward"),
    ][i]
    return [
        R(["friendly", "bare"][i % 2], reply=report, last_mail=i % 2 == 0,
          opts={"lead": i % 3 != 1}),
        R(["bare", "natural"][i % 2], reply=report, posting="bottom", last_mail=i % 3 == 0,
          who=1),
        R("natural", opts={"greet": True, "close": True, "talk": i % 2 == 1}),
        R("press", opts={"first": "press", "end": False, "style": "natural",
                         "to": nb[:2] if i % 2 else nb[:1], "lines": 2}, who=1),
        R(["name-under", "bare"][i % 2]),
        R("prose-in-box", opts={"style": ["natural", "classic"][i % 2]}, who=1),
        last,
    ]


def retreat_france() -> list[R]:
    report = "diplomacy-f1901m-report-france"
    return [R("bare"), R("friendly"), R("natural", opts={"close": True}),
            R("friendly", reply=report, last_mail=True, opts={"lead": False}),
            R("natural", reply=report, posting="bottom", who=1),
            R("classic", who=1), R("power", opts={"greet": True}),
            R("press", opts={"first": "press", "end": False, "to": ["england"]}, who=1),
            R("bare", reply=report, who=1, last_mail=True),
            R("name-under", who=1)]


def retreat_others() -> list[tuple[str, R]]:
    return [("austria", R("chat", reply="diplomacy-f1901m-report-austria", last_mail=True)),
            ("germany", R("press-only", opts={"to": ["england"], "lines": 2})),
            ("england", R("commands", opts={"keys": ["status"]}, subject="")),
            ("italy", R("press-only", opts={"to": ["france"], "grey": True})),
            ("russia", R("commands", opts={"keys": ["history"]}, who=1)),
            ("turkey", R("chat", who=1)),
            ("austria", R("press-only", opts={"public": True}, who=1)),
            ("germany", R("press-only", opts={"gm": True},
                          reply="diplomacy-f1901m-report-germany")),
            ("england", R("chat", reply="diplomacy-f1901m-report-england", posting="bottom")),
            ("italy", R("commands", opts={"keys": ["status", "history"]}))]


def winter(i: int, seat: str) -> list[R]:
    nb = NEIGHBOURS[seat]
    report = f"diplomacy-f1901r-report-{seat}"
    fifth = [R("correction", opts={"style": "natural"}),
             R("press", opts={"first": "orders", "end": True, "to": nb[:1], "style": "natural"}),
             R("natural", opts={"marker": "-"}),
             R("press", opts={"first": "press", "end": False, "to": nb[:1]}, who=1),
             R("bare", reply=report, posting="forward"),
             R("end", opts={"style": "natural"})][i]
    return [R("bare"), R("friendly", who=1), R("natural", opts={"greet": True}),
            R(["friendly", "bare", "natural"][i % 3], reply=report, last_mail=i % 2 == 0,
              posting="bottom" if i == 4 else "top", opts={"lead": False}),
            fifth]


def italy_winter() -> list[R]:
    return [R("chat"),
            R("press-only", opts={"to": ["austria"], "lines": 2}),
            R("commands", opts={"keys": ["status"]}, who=1)]


def build(planner: Planner) -> None:
    for phase, recipes in (("s1901", spring), ("f1901", fall)):
        for i, seat in enumerate(POWERS):
            _run(planner, f"diplomacy-{phase}-{seat}", recipes(i, seat), seat)
    _run(planner, "diplomacy-f1901r-france", retreat_france(), "france")
    for seat, recipe in retreat_others():
        _run(planner, f"diplomacy-f1901r-{seat}", [recipe], seat)
    builders = [s for s in POWERS if s != "italy"]
    for i, seat in enumerate(builders):
        _run(planner, f"diplomacy-w1901-{seat}", winter(i, seat), seat)
    _run(planner, "diplomacy-w1901-italy", italy_winter(), "italy")


def _run(planner: Planner, scenario: str, recipes: list[R], seat: str) -> None:
    phase = scenario.split("-")[1]
    for n, recipe in enumerate(recipes):
        sets = orders.DIPLOMACY.get(phase, {}).get(seat, [[]])
        pick = (n + len(planner.mails)) % len(sets)
        if recipe.reply and "receipt" in recipe.reply:  # a new version differs from the receipt's
            while orders.clean(sets[pick]) == SPRING.get(seat, "").split("\n"):
                pick = (pick + 1) % len(sets)
        main = ("orders", sets[pick])
        alt = ("orders", sets[(n + len(planner.mails) + 1) % len(sets)])
        planner.add(scenario, recipe, shape_of(recipe, main, NEIGHBOURS[seat], alt))
