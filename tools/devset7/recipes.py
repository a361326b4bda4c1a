"""The corpus plan: which seat writes which mail, with which program, in which language."""

from __future__ import annotations

import json
from pathlib import Path
from random import Random

from tools.devset7 import orders as O
from tools.devset7.build import Mail
from tools.devset7.content import (
    CHAT,
    SEATS,
    bye,
    chat,
    greet,
    heading,
    lang2,
    orders_block,
    press,
)
from tools.devset7.people import PLAYERS

REPORTS = Path(__file__).resolve().parents[2] / "tests" / "mail" / "devset7" / "reports"
# The mails this corpus may quote (copied from what the app renders; see reports/).
REPORT_NAMES = frozenset([
    "1815-r1-fra-press.txt",
    "1848-t1-s4-press.txt",
    "diplomacy-f1901-austria.txt",
    "diplomacy-f1901-england.txt",
    "diplomacy-f1901-france.txt",
    "diplomacy-f1901-germany.txt",
    "diplomacy-f1901-turkey.txt",
    "diplomacy-f1901r-france.txt",
    "diplomacy-s1901-austria-receipt.txt",
    "diplomacy-s1901-england-receipt.txt",
    "diplomacy-s1901-france-receipt.txt",
    "diplomacy-s1901-italy-receipt.txt",
    "diplomacy-s1901-russia-receipt.txt",
    "diplomacy-s1901-turkey-receipt.txt",
    "diplomacy-w1901-austria.txt",
    "diplomacy-w1901-france.txt",
    "diplomacy-w1901-germany.txt",
    "diplomacy-w1901-russia.txt",
    "diplomacy-w1901-turkey.txt",
    "silly-s1901-austria.txt",
    "silly-s1901-doktor.txt",
    "silly-s1901-england.txt",
    "silly-s1901-france.txt",
    "silly-s1901-germany.txt",
    "silly-s1901-russia.txt",
    "silly-s1901-turkey.txt",
    "silly-w1900-austria-receipt.txt",
    "silly-w1900-doktor-receipt.txt",
    "silly-w1900-england-receipt.txt",
    "silly-w1900-russia-receipt.txt",
    "silly-w1900-superhirn-receipt.txt",
    "silly-w1900-turkey-receipt.txt",
    "silly-w1900-wahrsager-receipt.txt",
])
AUTO = {"de": ["Vielen Dank für Ihre Nachricht.", "Ich bin bis einschließlich 20.03.2026 nicht "
               "im Büro und habe keinen Zugriff auf meine E-Mails.",
               "In dringenden Fällen wenden Sie sich bitte an zentrale@example.de."],
        "en": ["Thank you for your email.", "I am out of the office until 20 March with "
               "limited access to email.", "For urgent matters please contact my colleague."]}


def _report(key: str) -> str | None:
    """A report this seat was really sent (results, receipt or press), if we have one."""
    for suffix in ("", "-receipt", "-press"):
        if f"{key}{suffix}.txt" in REPORT_NAMES:
            return f"{key}{suffix}.txt"
    return None


def main_box(key: str) -> tuple[str, list[str]] | None:
    game, phase, seat = key.split("-", 2)
    if game == "diplomacy":
        lines = O.DIP[phase].get(seat)
        return ("orders", list(lines)) if lines else None
    if game == "silly":
        if phase == "w1900":
            return "lama_placement", list(O.LAMA[seat])
        if seat == "doktor":
            return "orders", ["T hyp - sil"]
        if seat in ("narr", "superhirn", "wahrsager"):
            return None
        return "orders", list(O.DIP["s1901"][seat])
    if game == "1848":
        return ("action", [O.S1848[hash_(key) % len(O.S1848)]]) if seat == "s4" else None
    return ("turn", list(O.T1815[hash_(key) % len(O.T1815)])) if seat == "fra" else None


ALT_FIRST = {"austria": "A vie - tri", "england": "F lon - nth", "france": "A par - pic",
             "germany": "A ber - sil", "italy": "A rom - tus", "russia": "A mos - stp",
             "turkey": "A con - smy"}
SPARE = ["naf", "fin", "cly", "pie", "tus", "tyr", "wal", "alb"]


def _changed(mb: tuple[str, list[str]]) -> tuple[str, list[str]]:
    """Another version than the one our receipt confirmed: one line changed."""
    kind, lines = mb
    if kind == "lama_placement":
        spare = next(x for x in SPARE if x not in lines)
        return kind, [*lines[:2], spare]
    for seat, first in ALT_FIRST.items():
        if lines == O.DIP["s1901"][seat]:
            return kind, [first, *lines[1:]]
    return mb


def hash_(s: str) -> int:
    return sum(ord(c) * (i + 1) for i, c in enumerate(s))


def extra_boxes(m: Mail, rng: Random, key: str) -> None:
    """Rather Silly's role and secret boxes, under the names players give them."""
    game, phase, seat = key.split("-", 2)
    if game != "silly":
        return
    de = lang2(m) == "de"
    if phase == "w1900" and seat == "superhirn":
        q, a = rng.choice(O.QUESTIONS)
        if rng.random() < 0.6:
            m.blank().box("superhirn_question", [q], rng.choice(["Frage:", "Superhirn-Frage:",
                                                                  "Question:"]))
            m.blank().box("superhirn_answer", [a], rng.choice(
                ["Antwort (geheim):", "Geheime Antwort:", "Answer (secret):", "Antwort:"]))
            m.cls("superhirn", "secret")
        else:
            m.blank().box("superhirn_answer", [q, a], "SUPERHIRN", or_question=True)
            m.cls("superhirn", "ambiguous-superhirn")
        return
    if phase != "s1901":
        return
    r = rng.random()
    if seat == "narr":
        line = rng.choice(list(O.NARR))
        if r < 0.5:
            m.blank().box("narr_override", [line], rng.choice(["Narr:", "NARR", "Narrenbefehl:",
                                                               "Fool:"]))
        else:
            m.blank().box("narr_override", [line], None, [f"NARR {line}"])
        m.cls("role-narr")
    elif seat == "wahrsager":
        lines = rng.sample(O.PREDICT, 2)
        if r < 0.5:
            m.blank().box("wahrsager_prediction", lines, rng.choice(
                ["Vorhersage:", "Vorhersagen:", "VORHERSAGE", "Prediction:"]))
        else:
            m.blank().box("wahrsager_prediction", lines[:1], None, [f"VORHERSAGE {lines[0]}"])
        m.cls("role-wahrsager", "secret")
    elif seat != "superhirn" and r < 0.35:
        m.blank().box("superhirn_reply", [rng.choice(O.REPLIES)], rng.choice(
            ["Antwort ans Superhirn:", "Superhirn:", "Antwort:", "Answer to the Superhirn:"]
            if de else ["Superhirn answer:", "Answer:", "Superhirn:"]))
        m.cls("superhirn-reply", "secret")
    elif r < 0.65:
        v = rng.choice(O.WORMHOLE)
        if rng.random() < 0.5:
            m.blank().box("wormhole_vote", [v], rng.choice(
                ["Wurmloch:", "WURMLOCH", "Wurmloch-Abstimmung:", "Wormhole:", "Wormhole vote:"]))
        else:
            word = rng.choice(["Wurmloch", "WURMLOCH", "Wormhole"])
            m.blank().box("wormhole_vote", [v], None, [f"{word} {v}"])
        m.cls("wormhole")


def others(key: str) -> list[str]:
    game, _p, seat = key.split("-", 2)
    return [s for s in SEATS[game] if s != seat]


def write(key: str, idx: int, rng: Random) -> Mail:
    game, phase, seat = key.split("-", 2)
    pl = PLAYERS[(idx * 7 + hash_(key)) % len(PLAYERS)]
    subj = {"de": "Befehle", "en": "orders", "it": "ordini", "fr": "ordres", "es": "órdenes",
            "nl": "orders"}[pl.lang]
    m = Mail(key, pl, f"{subj} {phase.upper()} {seat}")
    mb = main_box(key)
    if mb and game == "diplomacy" and phase == "s1901" and rng.random() < 0.4:  # full words
        full = (O.FULL_DE if lang2(m) == "de" else O.FULL_EN).get(seat)
        if full:
            mb = (mb[0], list(full))
            m.cls("full-words")
    if mb:
        recipe = rng.randrange(14)
    elif game == "silly":  # the roles without orders write their role's boxes
        recipe = rng.choice([13, 13, 13, 13, 13, 13, 6, 7, 9])
    else:
        recipe = rng.choice([6, 7, 8, 9, 13])
    rep = _report(key)
    if recipe in (10, 11, 12) and rep is None:
        recipe = 0
    if recipe == 0:  # body = orders, no heading
        greet(m)
        orders_block(m, rng, mb[0], mb[1], rng.randrange(4), None)
        extra_boxes(m, rng, key)
        bye(m)
    elif recipe == 1:  # natural or classic heading, chat before
        greet(m)
        chat(m, rng)
        orders_block(m, rng, mb[0], mb[1], rng.randrange(4), heading(m, rng, phase, seat))
        extra_boxes(m, rng, key)
        bye(m)
    elif recipe == 2:  # press first without ENDPRESS, then orders after an empty line
        press(m, rng, others(key), end=mb[0] != "orders")
        m.blank()
        orders_block(m, rng, mb[0], mb[1], 0, None)
        m.cls("press-no-endpress" if mb[0] == "orders" else "press-before-orders")
        bye(m)
    elif recipe == 3:  # orders, press with ENDPRESS, command
        orders_block(m, rng, mb[0], mb[1], rng.randrange(4), heading(m, rng, phase, seat))
        m.blank()
        press(m, rng, others(key))
        m.blank()
        m.cmd(*rng.choice([("WAIT", "wait"), ("WARTEN", "wait"), ("STATUS", "status"),
                           ("NOWAIT", "nowait")]))
    elif recipe == 4:  # orders with END, lines after it not read
        greet(m)
        orders_block(m, rng, mb[0], mb[1], rng.randrange(4), None)
        extra_boxes(m, rng, key)
        m.lines.append(rng.choice(["END", "ENDE", "end"]))
        m.say("PS: " + rng.choice(CHAT[m.lang])).cls("end")
    elif recipe == 5:  # heading mail with a note section that is not read
        orders_block(m, rng, mb[0], mb[1], 0, heading(m, rng, phase, seat))
        extra_boxes(m, rng, key)
        m.blank().say("Notiz:" if lang2(m) == "de" else "Note:")
        m.say(mb[1][0] + (" wäre auch gegangen" if lang2(m) == "de" else " was tempting too"))
        m.cls("note-section")
        bye(m)
    elif recipe == 6:  # chat only: changes nothing
        greet(m)
        chat(m, rng)
        m.say(rng.choice(CHAT[m.lang]))
        bye(m)
        m.cls("chat-only")
    elif recipe == 7:  # press only, several blocks
        greet(m)
        press(m, rng, others(key))
        m.blank()
        press(m, rng, others(key))
        bye(m)
        m.cls("press-only")
    elif recipe == 8:  # commands only
        m.cmd(*rng.choice([("STATUS", "status"), ("STAND", "status"), ("HISTORY", "history"),
                           ("VERLAUF", "history")]))
        m.say(rng.choice(CHAT[m.lang]))
    elif recipe == 9:  # auto-reply
        m.automatic = True
        m.subject = ("Automatische Antwort: " if m.lang == "de" else "Automatic reply: ") + \
            m.subject
        m.html_extra = {"headers": [("Auto-Submitted", "auto-replied"),
                                    ("X-Autoreply", "yes")]}
        for line in AUTO["de" if m.lang == "de" else "en"]:
            m.lines.append(line)
        m.cls("auto-reply")
    elif recipe == 10 or recipe == 11:  # reply quoting our last mail, top or bottom
        m.quoted = rep
        if rep and rep.endswith("-receipt.txt"):  # a new version after our receipt
            mb = _changed(mb)
            m.cls("new-version")
        m.quote_mode = "top" if recipe == 10 else "bottom"
        if rng.random() < 0.5:
            greet(m)
        orders_block(m, rng, mb[0], mb[1], rng.randrange(4),
                     heading(m, rng, phase, seat) if rng.random() < 0.5 else None)
        extra_boxes(m, rng, key)
        bye(m)
        m.cls("reply-quote", f"{m.quote_mode}-posted")
    elif recipe == 12:  # forward of our last mail with orders above
        m.quoted = rep
        m.quote_mode = "forward"
        m.say("Hier nochmal, die letzte Mail kam wohl nicht an:" if lang2(m) == "de"
              else "Resending, I think my last one got lost:").blank()
        orders_block(m, rng, mb[0], mb[1], 0, None)
        m.cls("forward")
    else:  # 13: press between orders and a secret box, then chat and sign-off
        greet(m)
        if mb:
            orders_block(m, rng, mb[0], mb[1], rng.randrange(4), heading(m, rng, phase, seat))
            m.blank()
        press(m, rng, others(key))
        extra_boxes(m, rng, key)
        bye(m)
    if not m.lines or m.lines[0] == "":
        m.lines = m.lines[1:]
    return m


def plan() -> list[str]:
    keys: list[str] = []
    for ph in ("s1901", "f1901", "f1901r", "w1901"):
        for s in SEATS["diplomacy"]:
            keys += [f"diplomacy-{ph}-{s}"] * (5 if ph != "f1901r" or s == "france" else 3)
    for s in SEATS["silly"]:
        keys += [f"silly-w1900-{s}"] * 5 + [f"silly-s1901-{s}"] * 8
    keys += ["silly-s1901-narr", "silly-s1901-wahrsager", "silly-w1900-superhirn"] * 3
    keys += ["1848-t1-s4"] * 14 + [f"1848-t1-s{i}" for i in (1, 2, 3) for _ in range(5)]
    keys += ["1815-r1-fra"] * 14 + [f"1815-r1-{s}" for s in ("gbr", "aut", "pru")
                                     for _ in range(5)]
    return keys


def all_mails() -> list[Mail]:
    out = []
    for i, key in enumerate(plan()):
        out.append(write(key, i, Random(f"heldout6-{i}-{key}")))
    return out


def subjects() -> dict[str, str]:
    return json.loads((REPORTS / "subjects.json").read_text(encoding="utf-8"))
