"""The kinds of mail a Diplomacy-style seat writes (standard Diplomacy and Rather Silly's
powers): orders with or without a heading, lists, remarks, press in all its forms, commands,
chat only, notes, END, typos. Each recipe fills a Draft with the typed lines and their meaning.
"""

from __future__ import annotations

from collections.abc import Callable

from tools.devset3 import phrases as ph
from tools.devset3.draft import Draft
from tools.devset3.orders import Order, order_sets, pick_style, spell

Item = tuple[str, list[str]]
PHASE_SHORT = {"s1901": "S1901", "f1901": "F1901", "f1901r": "F1901R", "w1901": "W1901",
               "w1900": "W1900"}
# Other seats a seat writes press to, by game.
NEIGHBOURS = {
    "diplomacy": ["austria", "england", "france", "germany", "italy", "russia", "turkey"],
    "silly": ["austria", "england", "france", "germany", "italy", "russia", "turkey", "narr",
              "superhirn", "doktor", "wahrsager"],
    "1848": ["s1", "s2", "s3", "s4"],
    "1815": ["fra", "gbr", "aut", "pru"],
}
# Typed typos and what they stand for: the line is stored as typed, marked a near-miss.
TYPOS = {"gal": "gla", "ser": "sre", "alb": "abl", "nth": "nht", "bur": "bru", "ruh": "rhu",
         "ion": "ino", "bla": "bal", "bul": "blu", "ukr": "urk", "hol": "hll", "mao": "moa",
         "swe": "sew", "rum": "rmu", "gre": "gree", "por": "prt", "nwy": "nwj", "bel": "bell"}


def orders_for(d: Draft) -> list[Order]:
    sets = order_sets(d.key)
    return list(d.rng.choice(sets)) if sets else []


def items(d: Draft, orders: list[Order], style: str | None = None) -> list[Item]:
    style = style or pick_style(d.rng, d.lang, d.game)
    if style in ("en", "en-words", "de", "de-words"):
        d.tag("full-words")
    spelled = [spell(o, style) for o in orders]
    return [(s, [s]) for s in spelled]


def heading(d: Draft) -> str:
    lang = d.lang
    template = d.rng.choice(ph.ORDER_HEADINGS[lang])
    phase = d.key.split("-")[1]
    season_key = ("de" if lang == "de" else "en", PHASE_SHORT[phase][0])
    if d.phase == "f1901r":
        template = d.rng.choice(["Rückzug für {seat}:", "Rückzug:", "RÜCKZUG"] if lang == "de"
                                else ["Retreat:", "Retreats for {seat}:", "RETREAT"])
    return template.format(seat=ph.seat_name(d.seat, lang), phase=PHASE_SHORT[phase],
                           season=ph.SEASONS.get(season_key, "spring"))


def _sign(d: Draft) -> None:
    if d.rng.random() < 0.8:
        d.closing(contact=d.rng.random() < 0.3)


def _open(d: Draft) -> None:
    if d.rng.random() < 0.6:
        d.greet()
        if d.rng.random() < 0.5:
            d.say(d.rng.choice(ph.INTROS[d.lang]))
        d.blank()


def _orders_box(d: Draft, orders: list[Order], *, head: bool, numbered: str = "") -> None:
    h = heading(d) if head else None
    d.box("orders", items(d, orders), h, numbered=numbered)
    d.tag("heading" if head else "no-heading")
    if numbered:
        d.tag("numbered-list")


def plain_orders(d: Draft) -> None:
    orders = orders_for(d)
    _open(d)
    _orders_box(d, orders, head=d.rng.random() < 0.5)
    if d.rng.random() < 0.3:
        d.blank().chat()
    _sign(d)


def listed_orders(d: Draft) -> None:
    orders = orders_for(d)
    _open(d)
    marker = d.rng.choice(["1.", "1)", "-", "*", "•"])
    _orders_box(d, orders, head=d.rng.random() < 0.5, numbered=marker)
    _sign(d)


def remark_orders(d: Draft) -> None:
    """Orders with a trailing remark, and several orders on one line."""
    orders = orders_for(d)
    its = items(d, orders)
    remarks = ph.REMARKS[ph.lang2(d.lang)]
    n = d.rng.randrange(len(its))
    typed, meant = its[n]
    its[n] = (f"{typed} {d.rng.choice(remarks)}", meant)
    d.tag("order-remark")
    if len(its) >= 2 and d.rng.random() < 0.6:
        a, b = its[0], its[1]
        if a[1] != b[1] and "(" not in a[0]:
            its[0:2] = [(f"{a[0]}, {b[0]}", a[1] + b[1])]
            d.tag("several-orders-one-line")
    _open(d)
    d.box("orders", its, heading(d) if d.rng.random() < 0.5 else None)
    _sign(d)


def typo_orders(d: Draft) -> None:
    orders = orders_for(d)
    its = items(d, orders, "abbr")
    for n, (typed, _meant) in enumerate(its):
        words = typed.split()
        target = words[-1]
        if target in TYPOS:
            words[-1] = TYPOS[target]
            bad = " ".join(words)
            its[n] = (bad, [bad])
            d.near_misses.append(bad)
            d.tag("typo")
            break
    _open(d)
    d.box("orders", its, heading(d) if d.rng.random() < 0.6 else None)
    _sign(d)


def _recipients(d: Draft, n: int) -> list[str]:
    others = [s for s in NEIGHBOURS[d.game] if s != d.seat]
    return d.rng.sample(others, min(n, len(others)))


def _names(d: Draft, seats: list[str]) -> str:
    lang = ph.lang2(d.lang)
    names = [ph.seat_name(s, lang) for s in seats]
    if d.rng.random() < 0.5:
        names = [n.upper() for n in names]
    return ", ".join(names)


def _body(d: Draft) -> list[str]:
    return list(d.rng.choice(ph.PRESS_BODIES.get(d.lang, ph.PRESS_BODIES["en"])))


def press(d: Draft, *, end: str = "endpress", grey: bool = False, public: bool = False,
          gm: bool = False) -> None:
    """One press block. ``end``: "endpress" (an ENDPRESS line), "blank" (nothing: the caller
    puts what ends it after)."""
    lang = ph.lang2(d.lang)
    if public:
        opener = d.rng.choice(ph.PUBLIC_OPEN[lang])
        to: list[str] = []
        d.tag("press-public")
    elif gm:
        to = ["gm"]
        opener = ("PRESSE AN {to}" if lang == "de" else "PRESS TO {to}").format(
            to=d.rng.choice(ph.GM_NAMES[lang]))
        d.tag("press-gm")
    else:
        to = _recipients(d, 1 if d.rng.random() < 0.7 else 2)
        pool = [t for t, g in ph.PRESS_OPEN[lang] if g == grey]
        opener = d.rng.choice(pool).format(to=_names(d, to))
        d.tag("press-grey" if grey else "press", "press-several" if len(to) > 1 else "press")
    endword = None
    if end == "endpress":
        endword = d.rng.choice(ph.PRESS_END_DE if lang == "de" else ph.PRESS_END)
        d.tag("press-endpress")
    else:
        d.tag("press-no-endpress")
    d.press_block(opener, to, _body(d), grey=grey, public=public, end=endword)


def press_then_orders(d: Draft) -> None:
    """Press first, then the orders (with ENDPRESS, or without: an empty line and the orders
    for the sender's own units end the press)."""
    orders = orders_for(d)
    _open(d)
    with_end = d.rng.random() < 0.5
    roll = d.rng.random()
    press(d, end="endpress" if with_end else "blank", grey=roll < 0.3, public=0.3 <= roll < 0.45)
    head = d.rng.random() < 0.5
    if head and not with_end and d.rng.random() < 0.5:
        d.tag("press-ends-at-heading")  # the heading right below the last press line
    else:
        d.blank()
    _orders_box(d, orders, head=head)
    _sign(d)


def orders_then_press(d: Draft) -> None:
    """Orders, then one or two press blocks; the last without ENDPRESS ends at the closing."""
    orders = orders_for(d)
    _open(d)
    _orders_box(d, orders, head=d.rng.random() < 0.6)
    d.blank()
    blocks = 1 if d.rng.random() < 0.6 else 2
    for n in range(blocks):
        last = n == blocks - 1
        roll = d.rng.random()
        press(d, end="endpress" if not last or roll < 0.4 else "blank",
              grey=0.4 <= roll < 0.6, gm=0.6 <= roll < 0.7, public=0.7 <= roll < 0.8)
        d.blank()
    d.closing(contact=d.rng.random() < 0.2)
    d.tag("press-before-signature")


def commands_mail(d: Draft) -> None:
    """Commands alone or with orders; sometimes END and a line after it."""
    lang = ph.lang2(d.lang)
    orders = orders_for(d)
    _open(d)
    words = d.rng.sample(["wait", "status", "history", "nowait"], d.rng.choice([1, 1, 2]))
    if "wait" in words and "nowait" in words:
        words.remove("nowait")
    if orders and d.rng.random() < 0.7:
        _orders_box(d, orders, head=d.rng.random() < 0.5)
        d.blank()
    for w in words:
        d.command(d.rng.choice(ph.COMMANDS[w][lang]), w)
        d.tag(f"command-{w}", "command-de" if lang == "de" else "command")
    if d.rng.random() < 0.4:
        d.lines.append(d.rng.choice(ph.END_WORDS[lang]))
        d.lines.append("")
        d.lines.append(d.rng.choice(ph.CHAT[d.lang]))
        d.tag("end-word")
        return
    _sign(d)


def notes_mail(d: Draft) -> None:
    """A mail with a heading and a "PS:" / "Notiz:" part below it (not read)."""
    orders = orders_for(d)
    lang = ph.lang2(d.lang)
    _open(d)
    _orders_box(d, orders, head=True)
    d.blank()
    d.lines.append(d.rng.choice(ph.NOTE_HEADINGS[lang]))
    d.say(d.rng.choice(ph.NOTES[lang]))
    d.tag("notes-heading")
    _sign(d)


def signoff_then_more(d: Draft) -> None:
    """A sign-off in the middle: the orders after it are still read."""
    orders = orders_for(d)
    if len(orders) < 2:
        plain_orders(d)
        return
    its = items(d, orders)
    d.greet()
    d.box("orders", its[:-1], None)
    d.blank()
    d.say(*[line.format(first=d.who.first) for line in d.rng.choice(ph.CLOSINGS[d.lang])])
    d.blank()
    d.say({"de": "Ach so, fast vergessen", "en": "Oh, almost forgot"}.get(
        ph.lang2(d.lang), "PS"))
    d.box("orders", its[-1:], None)
    d.tag("no-heading", "signoff-then-orders")
    d.closing()


def prose_in_box(d: Draft) -> None:
    """A remark on a line of its own between the orders under a heading (ignored), and
    sometimes the player's name right below the last order (the signature)."""
    orders = orders_for(d)
    its = items(d, orders)
    _open(d)
    cut = d.rng.randrange(1, len(its)) if len(its) > 1 else 1
    h = heading(d)
    d.box("orders", its[:cut], h)
    d.say(d.rng.choice(ph.CHAT[d.lang]))
    d.box("orders", its[cut:], None)
    d.tag("heading", "prose-in-box")
    if d.rng.random() < 0.4:
        d.lines.append(d.who.first)
        d.tag("name-below-orders")
    else:
        _sign(d)


def chat_only(d: Draft) -> None:
    d.greet()
    d.chat(d.rng.choice([1, 2]))
    if d.rng.random() < 0.4:
        d.blank()
        press(d, end="endpress")
    d.tag("chat-only")
    d.closing()


def press_only(d: Draft) -> None:
    _open(d)
    roll = d.rng.random()
    press(d, end="endpress" if roll < 0.6 else "blank", grey=roll > 0.8,
          gm=0.6 <= roll < 0.7, public=0.7 <= roll < 0.8)
    d.tag("press-only")
    d.closing()


def auto_reply(d: Draft) -> None:
    lang = ph.lang2(d.lang)
    prefix, body = ph.AUTO_REPLIES[lang]
    d.subject = prefix + "[" + d.key.split("-")[0] + "]"
    d.lines.extend(body)
    d.automatic = True
    d.html_extra["headers"] = [("Auto-Submitted", "auto-replied"),
                               ("X-Auto-Response-Suppress", "All")]
    d.tag("auto-reply")


Recipe = Callable[[Draft], None]
# (recipe, weight, needs orders)
DIPLOMACY: list[tuple[Recipe, int, bool]] = [
    (plain_orders, 14, True), (listed_orders, 5, True), (remark_orders, 5, True),
    (typo_orders, 2, True), (prose_in_box, 3, True), (press_then_orders, 6, True),
    (orders_then_press, 6, True),
    (commands_mail, 4, False), (notes_mail, 3, True), (signoff_then_more, 2, True),
    (chat_only, 3, False), (press_only, 3, False), (auto_reply, 2, False),
]
