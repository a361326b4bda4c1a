"""What each mail contains: one function per kind of mail, each filling a Mail with the text
the player types and what they meant by it."""

from __future__ import annotations

from collections.abc import Callable

from tools.devset6 import orders as O
from tools.devset6 import words as W
from tools.devset6.mail import Mail
from tools.devset6.people import Player

PHASE = {"s1901": ("Frühjahr 1901", "Spring 1901", "S1901"),
         "f1901": ("Herbst 1901", "Fall 1901", "F1901"),
         "f1901r": ("Rückzug 1901", "Retreats 1901", "F1901R"),
         "w1901": ("Winter 1901", "Winter 1901", "W1901"),
         "w1900": ("Winter 1900", "Winter 1900", "W1900"),
         "s1901s": ("Frühjahr 1901", "Spring 1901", "S1901")}
HEAD_OTHER = {"it": "Ordini:", "fr": "Ordres :", "es": "Órdenes:", "nl": "Orders:"}
KIND_HEADS = {
    "lama_placement": {"de": ["Lama:", "LAMA", "Lamaherden:", "Lamas:"],
                       "en": ["Lama herds:", "LAMA", "Lamas:"]},
    "narr_override": {"de": ["NARR", "Narr:"], "en": ["NARR", "Fool:"]},
    "wahrsager_prediction": {"de": ["Vorhersage:", "VORHERSAGE"], "en": ["Prediction:"]},
    "action": {"de": ["Aktion:"], "en": ["Action:"]},
    "turn": {"de": ["ZUG", "Zug:"], "en": ["Turn:"]},
}


def seat_of(m: Mail) -> tuple[str, str, str]:
    game, phase, seat = m.key.split("-", 2)
    return game, phase, seat


def heading(m: Mail, kind: str, natural: bool) -> str:
    game, phase, seat = seat_of(m)
    if kind != "orders":
        table = KIND_HEADS[kind]
        return m.rng.choice(table.get(m.lang, table["en"]))
    if m.lang in HEAD_OTHER:
        return HEAD_OTHER[m.lang]
    de = m.lang == "de"
    if not natural:
        return "BEFEHLE" if de else "ORDERS"
    ph = PHASE.get(phase if game == "diplomacy" else "s1901s", PHASE["s1901"])
    name = O.NAMES["de" if de else "en"].get(seat, seat.capitalize())
    if phase == "f1901r":
        return f"Rückzug für {name}:" if de else f"Retreat for {name}:"
    options = ([f"Befehle {name}, {ph[0]}:", "meine Befehle:", f"Befehle {ph[2]}:", f"{name}:",
                "Befehle:"] if de else
               [f"Orders for {name}:", "My orders:", f"Orders {ph[2]}:", f"{name}:",
                f"Orders for the {ph[1].split()[0].lower()}:"])
    return m.rng.choice(options)


def _others(seat: str) -> list[str]:
    pool = O.POWERS if seat in O.POWERS + O.ROLES else []
    return [p for p in pool if p != seat]


def add_press(m: Mail, end: bool, form: int) -> None:
    """One press block to another power, several, everybody or the GM."""
    game, _phase, seat = seat_of(m)
    de = m.lang == "de"
    text = m.pick(W.PRESS_TEXT)
    if game == "1848":  # seats have no names to write: everybody or the GM
        if form % 2:
            m.press_block("PRESSE AN ALLE" if de else "PRESS TO ALL", [],
                          m.rng.choice(W.PUBLIC_TEXT["de" if de else "en"]), end=end)
        else:
            m.press_block("PRESS TO GM", ["gm"], m.rng.choice(W.GM_TEXT["de" if de else "en"]),
                          end=end)
        return
    if game == "1815":
        to = {"fra": "aut", "aut": "fra", "gbr": "pru", "pru": "gbr"}[seat]
        label = {"fra": "Frankreich", "aut": "Österreich", "gbr": "Großbritannien",
                 "pru": "Preußen"}[to]
        m.press_block(f"PRESSE AN {label}", [to], text, end=end)
        return
    others = _others(seat)
    a = others[m.rng.randrange(len(others))]
    b = [p for p in others if p != a][m.rng.randrange(len(others) - 1)]
    en_a, de_a = O.NAMES["en"][a], O.NAMES["de"][a]
    form %= 7
    if form == 0:
        m.press_block(f"PRESSE AN {de_a}" if de else f"PRESS TO {en_a}", [a], text, end=end)
    elif form == 1:
        m.press_block(f"PRESS TO {en_a} GREY", [a], text, grey=True, end=end)
    elif form == 2:
        m.press_block(f"GREY PRESS TO {en_a}", [a], text, grey=True, end=end)
    elif form == 3:
        m.press_block(f"PRESSE AN {de_a} (grau)", [a], text, grey=True, end=end)
    elif form == 4:
        m.press_block(f"PRESS TO {en_a}, {O.NAMES['en'][b]}", [a, b], text, end=end)
    elif form == 5:
        m.press_block("PRESSE AN ALLE" if de else "PRESS TO ALL", [],
                      m.rng.choice(W.PUBLIC_TEXT["de" if de else "en"]), end=end)
    else:
        m.press_block("PRESS TO GM", ["gm"], m.rng.choice(W.GM_TEXT["de" if de else "en"]),
                      end=end)


# --- recipes: each takes (mail, player, kind, lines, n) -------------------------------------
Recipe = Callable[[Mail, Player, str, list[str], int], None]


def no_heading(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    m.classes.append("no-heading")
    m.greet()
    m.say(m.pick(W.INTRO))
    m.blank()
    m.box(kind, lines, markers=n % 2 == 0)
    if n % 3 == 0:
        m.blank()
        m.say(m.pick(W.AFTER))
    m.closing(p)


def bare(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    """DPjudge style: the body is the orders and nothing else."""
    m.classes.append("no-heading")
    m.classes.append("bare-orders")
    m.box(kind, lines)


def classic(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    m.classes.append("classic-heading")
    m.box(kind, lines, heading=heading(m, kind, natural=False))
    if n % 2:
        m.lines.append("ENDE" if m.lang == "de" else "END")
        m.classes.append("after-end")
        extra = "Danke & Gruß" if m.lang == "de" else "thanks, see you next turn"
        m.say(extra)


def natural(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    m.classes.append("natural-heading")
    if n % 2:
        m.greet()
        m.say(m.pick(W.INTRO))
        m.blank()
    m.box(kind, lines, heading=heading(m, kind, natural=True), markers=n % 3 == 0)
    m.closing(p)


def remarks(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    m.classes.append("order-remark")
    m.greet()
    m.blank()
    if n % 2:
        m.lines.append(heading(m, kind, natural=True))
        m.classes.append("natural-heading")
    else:
        m.classes.append("no-heading")
    remark = m.pick(W.REMARK)
    written = [f"{lines[0]} {remark}", *lines[1:]]
    m.lines += written
    m.expect_box(kind, lines)
    m.closing(p)


def one_line(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    m.classes.append("several-orders-one-line")
    m.greet()
    sep = "; " if n % 2 else ", "
    if n % 3 == 0:
        m.lines.append(heading(m, kind, natural=True))
    else:
        m.classes.append("no-heading")
    m.lines.append(sep.join(lines))
    m.expect_box(kind, lines)
    m.closing(p)


def press_after(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    """Orders first, then a press block without ENDPRESS up to the signature."""
    m.greet()
    m.blank()
    if n % 2:
        m.box(kind, lines, heading=heading(m, kind, natural=True))
    else:
        m.classes.append("no-heading")
        m.box(kind, lines)
    m.blank()
    add_press(m, end=n % 3 == 0, form=n)
    m.closing(p)


def press_first(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    """Press first without ENDPRESS, an empty line, then the orders with no heading."""
    m.classes.append("press-then-orders")
    m.classes.append("no-heading")
    add_press(m, end=n % 2 == 0, form=n + 1)
    m.blank()
    m.box(kind, lines)
    m.closing(p)


def two_press(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    """Press, orders, more press and a command: blocks ended by ENDPRESS or by the command."""
    m.classes.append("several-press")
    m.greet()
    m.blank()
    add_press(m, end=True, form=n)
    m.blank()
    m.box(kind, lines, heading=heading(m, kind, natural=n % 2 == 1))
    m.blank()
    add_press(m, end=n % 2 == 0, form=n + 3)
    m.command("STAND" if m.lang == "de" and n % 3 else "STATUS", "status")
    m.closing(p)


def commands(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    de = m.lang == "de" and n % 2
    m.box(kind, lines, heading=heading(m, kind, natural=n % 2 == 1))
    m.blank()
    m.command("WARTEN" if de else "WAIT", "wait")
    if n % 3:
        m.command("STAND" if de else "STATUS", "status")
    m.closing(p)


def notes(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    m.classes.append("notes-under-colon")
    m.box(kind, lines, heading=heading(m, kind, natural=True))
    m.blank()
    if m.lang == "de":
        m.lines += ["Notiz:", "im Herbst dann vielleicht nach Norden", "mal sehen"]
    else:
        m.lines += ["PS:", "next turn I might go north instead", "we'll see"]
    m.closing(p)


def typo(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    m.classes.append("typo")
    m.say({"de": "Hallo zsuammen, hier meine Befhele", "en": "Hi evryone, my ordres"}.get(
        m.lang, "Hi evryone, my ordres"))
    bad = lines[0].lower() if n % 2 else lines[0].replace(" - ", "-")
    written = [bad, *lines[1:]]
    m.box(kind, written, heading=heading(m, kind, natural=False))
    m.closing(p)


def chat(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    m.classes.append("chat-only")
    m.greet()
    m.say(*m.pick(W.CHAT))
    m.closing(p)


def press_only(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    m.classes.append("press-only")
    add_press(m, end=n % 2 == 0, form=n)
    m.closing(p)


def status_only(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    m.classes.append("command-only")
    if m.lang != "de" or n % 2:
        m.command("STATUS", "status")
        m.command("HISTORY", "history")
    else:
        m.command("STAND", "status")
        m.command("VERLAUF", "history")


# --- Rather Silly -----------------------------------------------------------------------------


def silly_full(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    """A power's spring mail with its secret boxes under their short names."""
    _g, _ph, seat = seat_of(m)
    de = m.lang == "de"
    m.classes.append("silly-boxes")
    m.greet()
    m.blank()
    m.box("orders", lines, heading="Befehle:" if de else "Orders:")
    m.blank()
    if n % 3 != 2:
        m.box("soul_sales", [O.SOUL[seat]], heading="Seelenverkauf:" if de else "Soul sales:")
        m.blank()
    if n % 3 != 1:
        m.box("wormhole_vote", [O.WORMHOLE[n % len(O.WORMHOLE)]],
              heading="Wurmloch:" if de else "Wormhole vote:")
        m.blank()
    if n % 2 == 0:
        expl = f"L {O.EXPLODE[seat]} Exp" if n % 4 == 0 else O.EXPLODE[seat]
        m.box("lama_explosion", [expl],
              heading="Lama-Explosion:" if de else "Exploding lamas:")
        m.blank()
    m.box("superhirn_reply", [O.REPLY[n % len(O.REPLY)]],
          heading="Antwort ans Superhirn:" if de else "Answer to the Superhirn:")
    m.closing(p)


def silly_inline(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    """A box name opening the line: 'Wurmloch nwy - tun'."""
    _g, _ph, seat = seat_of(m)
    m.classes.append("box-name-inline")
    m.box("orders", lines, heading="BEFEHLE" if m.lang == "de" else "ORDERS")
    vote = O.WORMHOLE[(n + 1) % len(O.WORMHOLE)]
    m.lines.append(f"Wurmloch {vote}")
    m.expect_box("wormhole_vote", [vote])
    if n % 2:
        m.lines.append(f"Seelenverkauf {O.SOUL[seat]}")
        m.expect_box("soul_sales", [O.SOUL[seat]])
    m.closing(p)


def lama_commas(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    m.classes.append("items-on-one-line")
    m.greet()
    m.say(m.pick(W.INTRO))
    m.blank()
    m.lines.append(heading(m, "lama_placement", natural=True))
    m.lines.append(", ".join(lines))
    m.expect_box("lama_placement", lines)
    m.closing(p)


def superhirn_setup(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    de = m.lang == "de"
    q, a = O.QUESTION if de else O.QUESTION_EN
    m.classes.append("superhirn")
    m.greet()
    m.blank()
    m.box("lama_placement", lines, heading="Lama:" if de else "Lama herds:")
    m.blank()
    m.box("superhirn_question", [q], heading="Frage:" if de else "Question:")
    m.blank()
    m.box("superhirn_answer", [a],
          heading=("Antwort (geheim):" if n % 2 else "Geheime Antwort:") if de
          else "Secret answer:")
    m.closing(p)


def superhirn_ambiguous(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    de = m.lang == "de"
    m.classes.append("superhirn-ambiguous")
    m.box("lama_placement", lines, heading="LAMA")
    m.blank()
    m.box("superhirn_answer", [(O.QUESTION if de else O.QUESTION_EN)[1]],
          heading="SUPERHIRN", or_question=True)
    m.closing(p)


def wahrsager_inline(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    m.classes.append("box-name-inline")
    m.greet()
    for line in lines:
        m.lines.append(f"VORHERSAGE {line}")
    m.expect_box("wahrsager_prediction", lines)
    m.closing(p)


def auto(m: Mail, p: Player, kind: str, lines: list[str], n: int) -> None:
    subject, text = W.AUTO.get(m.lang, W.AUTO["en"])
    m.classes.append("auto-reply")
    m.lines += text
