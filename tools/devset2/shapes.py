"""The shapes real player mails take, each a list of parts plus the classes it exercises:
bare orders (judge style), orders among greetings and prose, classic and natural headings,
numbered lists, orders with press before or after (with and without ENDPRESS), press only,
chat only, commands, corrections. ``main`` is the seat's main box: (kind, lines)."""

from __future__ import annotations

from tools.devset2 import orders
from tools.devset2.compose import Kit
from tools.devset2.model import Part, Text

Main = tuple[str, list[str]]
Shape = tuple[list[Part], list[str]]


def _typo(lines: list[str]) -> list[str]:
    return ["typo"] if orders.near_misses(lines) else []


UNIT_WORDS = {"army", "armee", "fleet", "flotte"}


def _words(lines: list[str]) -> list[str]:
    """Orders written with names instead of abbreviations ("Army Vienna to Galicia")."""
    words = [w.strip("()").lower() for line in orders.clean(lines) for w in line.split()]
    full = any(w in UNIT_WORDS or (w.isalpha() and len(w) > 4 and w not in
                                   {"teufel", "build", "baue", "remove"}) for w in words)
    return ["full-words"] if full else []


def bare(kit: Kit, main: Main) -> Shape:
    kind, lines = main
    return [kit.box(kind, lines)], ["no-heading", "bare-orders", *_typo(lines), *_words(lines)]


def friendly(kit: Kit, main: Main, *, lead: bool = True, talk: bool = False,
             close: bool = True) -> Shape:
    kind, lines = main
    parts: list[Part] = [kit.greet()]
    if talk:
        parts.append(kit.talk())
    box = kit.box(kind, lines)
    if lead:
        parts.append(kit.lead())
        box.tight = True
    parts.append(box)
    if close:
        parts.append(kit.close())
    classes = ["no-heading", "greeting-first-line", "prose-around", *_typo(lines),
               *_words(lines)]
    return parts, classes + (["lead-in"] if lead else []) + (["signoff"] if close else [])


def headed(kit: Kit, main: Main, style: str, *, greet: bool = False, close: bool = False,
           marker: str = "", talk: bool = False) -> Shape:
    kind, lines = main
    parts: list[Part] = [kit.greet()] if greet else []
    if talk:
        parts.append(kit.talk())
    parts.append(kit.box(kind, lines, heading=kit.heading(kind, style), marker=marker))
    if close:
        parts.append(kit.close())
    classes = [{"classic": "classic-heading", "natural": "natural-heading",
                "power": "power-heading", "silly": "short-box-name"}[style],
               *_typo(lines), *_words(lines)]
    if marker:
        classes.append("numbered-list" if marker[0] in "1(" else "bulleted-list")
    if greet:
        classes.append("greeting-first-line")
    return parts, classes


def prose_in_box(kit: Kit, main: Main, style: str) -> Shape:
    """A heading, the lines, and a prose line or the writer's name right under them."""
    kind, lines = main
    after = kit.pick({"de": ["Das war's, danke!", "Das war's von mir.",
                             "Bitte bestätigen, danke."],
                      "en": ["That's all, thanks!", "Please confirm, thanks."]}[kit.names])
    box = kit.box(kind, lines, heading=kit.heading(kind, style),
                  prose=[(len(orders.clean(lines)), after)])
    return [box, kit.close()], ["prose-in-box", f"{style}-heading" if style != "silly"
                                else "short-box-name", *_typo(lines)]


def name_under(kit: Kit, main: Main) -> Shape:
    """Bare lines and the writer's first name right below them (no blank line)."""
    kind, lines = main
    return ([kit.box(kind, lines), Text([kit.persona.given], listed=False, tight=True)],
            ["no-heading", "signature-name", *_typo(lines)])


def with_press(kit: Kit, main: Main, to: list[str], *, first: str, end: bool,
               style: str | None = None, grey: bool = False, greet: bool = False,
               lines: int = 1) -> Shape:
    """Orders and a press block; ``first`` "press" or "orders"; a press block without
    ENDPRESS before the orders ends at their heading or at the first order after a blank."""
    kind, box_lines = main
    box = kit.box(kind, box_lines, heading=kit.heading(kind, style) if style else None)
    press = kit.press(to, end=end, grey=grey, lines=lines, sign=end and kit.rng.random() < 0.3)
    parts: list[Part] = [kit.greet()] if greet else []
    parts += [press, box] if first == "press" else [box, press]
    classes = ["press-endpress" if end else "press-no-endpress", "orders-and-press",
               "press-first" if first == "press" else "press-last",
               "no-heading" if style is None else f"{style}-heading", *_typo(box_lines)]
    if grey:
        classes.append("press-grey")
    if len(to) > 1:
        classes.append("press-multi")
    if greet:
        classes.append("greeting-first-line")
    return parts, classes


def press_only(kit: Kit, to: list[str], *, end: bool = True, grey: bool = False,
               public: bool = False, gm: bool = False, lines: int = 1,
               greet: bool = False) -> Shape:
    parts: list[Part] = [kit.greet()] if greet else []
    parts.append(kit.press(to, end=end, grey=grey, public=public, gm=gm, lines=lines))
    classes = ["press-only", "press-endpress" if end else "press-no-endpress"]
    classes += ["press-grey"] if grey else []
    classes += ["press-public"] if public else []
    classes += ["press-gm"] if gm else []
    classes += ["press-multi"] if len(to) > 1 else []
    return parts, classes


def chat_only(kit: Kit, *, greet: bool = True) -> Shape:
    parts: list[Part] = [kit.greet()] if greet else []
    parts += [kit.chat(), kit.close()]
    return parts, ["chat-only"] + (["greeting-first-line"] if greet else [])


def command_only(kit: Kit, keys: list[str], *, greet: bool = False) -> Shape:
    parts: list[Part] = [kit.greet()] if greet else []
    for n, key in enumerate(keys):
        command = kit.command(key)
        command.tight = n > 0
        parts.append(command)
    return parts, ["command", "command-only"]


def orders_and_command(kit: Kit, main: Main, key: str, style: str | None) -> Shape:
    kind, lines = main
    box = kit.box(kind, lines, heading=kit.heading(kind, style) if style else None)
    return ([box, kit.command(key), kit.close()],
            ["command", "orders-and-command",
             "no-heading" if style is None else f"{style}-heading", *_typo(lines)])


def orders_then_end(kit: Kit, main: Main, style: str) -> Shape:
    """Orders, END on its own line, and whatever follows it (never read)."""
    kind, lines = main
    after = Text([kit.pick({"de": ["Schönen Abend noch!", "Bis bald"],
                            "en": ["Have a good one!", "See you all"]}[kit.names]),
                  kit.persona.given], listed=False)
    return ([kit.box(kind, lines, heading=kit.heading(kind, style)), kit.end(), after],
            ["end-command", f"{style}-heading"])


def correction(kit: Kit, first: Main, final: Main, style: str | None) -> Shape:
    """A first set, a sentence that takes it back, and the set the player means."""
    kind, lines = final
    undo = kit.pick({"de": ["Ach nee, Korrektur – vergiss das oben, bitte so:",
                            "Korrektur! Die Befehle oben sind falsch, richtig ist:"],
                     "en": ["Wait, correction – ignore the above, these instead:",
                            "Correction! Scrap the orders above, use these:"]}[kit.names])
    # The human reading: only the final set counts; the first set is not stored.
    return ([Text(orders.clean(first[1]), listed=False), Text([undo], listed=False),
             kit.box(kind, lines, heading=kit.heading(kind, style) if style else None,
                     tight=True)],
            ["correction", *_typo(lines)])
