"""From a recipe's shape name and options to the function that builds its parts."""

from __future__ import annotations

from collections.abc import Callable

from tools.devset2 import shapes
from tools.devset2.compose import Kit
from tools.devset2.plan import Recipe

Main = tuple[str, list[str]]


def shape_of(recipe: Recipe, main: Main, others: list[str], alt: Main | None = None
             ) -> Callable[[Kit], shapes.Shape]:
    s, o = recipe.shape, recipe.opts
    to = o.get("to") or others[:1]
    if s == "bare":
        return lambda k: shapes.bare(k, main)
    if s == "friendly":
        return lambda k: shapes.friendly(k, main, lead=o.get("lead", True),
                                         talk=o.get("talk", False), close=o.get("close", True))
    if s in ("natural", "classic", "power", "silly"):
        return lambda k: shapes.headed(k, main, s, greet=o.get("greet", False),
                                       close=o.get("close", False), marker=o.get("marker", ""),
                                       talk=o.get("talk", False))
    if s == "prose-in-box":
        return lambda k: shapes.prose_in_box(k, main, o.get("style", "natural"))
    if s == "name-under":
        return lambda k: shapes.name_under(k, main)
    if s == "press":
        return lambda k: shapes.with_press(k, main, to, first=o.get("first", "press"),
                                           end=o.get("end", False), style=o.get("style"),
                                           grey=o.get("grey", False),
                                           greet=o.get("greet", False), lines=o.get("lines", 1))
    if s == "press-only":
        return lambda k: shapes.press_only(k, to, end=o.get("end", True),
                                           grey=o.get("grey", False),
                                           public=o.get("public", False), gm=o.get("gm", False),
                                           lines=o.get("lines", 1), greet=o.get("greet", False))
    if s == "chat":
        return lambda k: shapes.chat_only(k, greet=o.get("greet", True))
    if s == "commands":
        return lambda k: shapes.command_only(k, o["keys"], greet=o.get("greet", False))
    if s == "orders-command":
        return lambda k: shapes.orders_and_command(k, main, o["key"], o.get("style"))
    if s == "end":
        return lambda k: shapes.orders_then_end(k, main, o.get("style", "classic"))
    if s == "correction":
        assert alt is not None
        return lambda k: shapes.correction(k, alt, main, o.get("style"))
    raise KeyError(s)
