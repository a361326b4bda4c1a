"""Writes tests/mail/devset8/: each mail's plain text from a small recipe, turned into the
mail program's raw bytes by tools/devset3's composition, and its expectation from the same
recipe (never from a reader). Deterministic: one seeded Random per mail."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any

from tools.devset3.clients import FAMILY, Reports, compose
from tools.devset8 import content as C

FOLDER = Path(__file__).resolve().parents[2] / "tests" / "mail" / "devset8"
CLIENTS = sorted(FAMILY)


@dataclass
class Draft:  # the fields tools/devset3's compose() reads
    key: str
    lang: str
    rng: Random
    who: C.Player
    client: str
    subject: str = ""
    quoted: str | None = None
    quote_mode: str = "top"
    html_extra: dict[str, Any] = field(default_factory=dict)
    lines: list[str] = field(default_factory=list)

    def body(self) -> str:
        return "\n".join(self.lines) + "\n"


@dataclass
class Mail:
    lines: list[str] = field(default_factory=list)
    boxes: list[dict[str, Any]] = field(default_factory=list)
    press: list[dict[str, Any]] = field(default_factory=list)
    commands: list[str] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)
    classes: list[str] = field(default_factory=list)


def pick_orders(rng: Random, table: dict[str, list[list[str]]], power: str) -> list[str]:
    return [rng.choice(group) for group in table[power]]


def main_kind(key: str) -> str:
    if key.startswith("silly-w1900"):
        return "lama_placement"
    if key.startswith("1848"):
        return "action"
    if key.startswith("1815"):
        return "turn"
    return "orders"


def seat_lines(rng: Random, key: str) -> list[str]:
    """The main-box lines this seat can sensibly send, or [] if it has nothing to do."""
    game, phase, seat = key.split("-", 2)
    if game == "diplomacy":
        table = {"s1901": C.S1901, "f1901": C.F1901, "f1901r": C.F1901R, "w1901": C.W1901}
        t = table[phase]
        return pick_orders(rng, t, seat) if seat in t else []
    if game == "silly":
        if phase == "w1900":
            return list(rng.choice(C.LAMA[seat]))
        if seat == "doktor":
            return ["T hyp H"]
        return pick_orders(rng, C.S1901, seat) if seat in C.S1901 else []
    if game == "1848":
        return [rng.choice(C.CARDS_1848)] if seat == "s4" else []
    return list(rng.choice(C.TURNS_1815)) if seat == "fra" else []


SEATS = {
    "diplomacy": ["austria", "england", "france", "germany", "italy", "russia", "turkey"],
    "silly": ["austria", "england", "france", "germany", "italy", "russia", "turkey", "narr",
              "superhirn", "doktor", "wahrsager"],
    "1848": ["s1", "s2", "s3", "s4"], "1815": ["fra", "gbr", "aut", "pru"],
}


def heading(rng: Random, lang: str, key: str, kind: str) -> tuple[str, str]:
    """A heading for the main box and its class."""
    seat = key.split("-")[-1]
    if kind == "lama_placement":
        return rng.choice(["Lamas:", "Lamaherden:", "LAMA", "Lama-Platzierung:",
                           "Lamas setzen:"]), "silly-box-name"
    if kind == "action":
        return rng.choice(["Aktion:", "Zug:", "Mein Zug:"] if lang == "de" else
                          ["My move:", "Move:", "Action:"]), "natural-heading"
    if kind == "turn":
        return rng.choice(["Zug:", "Mein Zug:", "Aktionen:"] if lang == "de" else
                          ["My turn:", "Actions:", "Turn:"]), "natural-heading"
    if rng.random() < 0.35:
        return rng.choice(["BEFEHLE", "ORDERS"] if lang == "de" else ["ORDERS", "ORDERS:"]
                          ), "classic-heading"
    if lang == "de" and seat in C.POWER_DE:
        return rng.choice(["Befehle:", "Meine Befehle:", f"Befehle {C.POWER_DE[seat]}:",
                           f"{C.POWER_DE[seat]}:", "Befehle Frühjahr 1901:"]), "natural-heading"
    if seat in C.POWER_EN:
        return rng.choice(["My orders:", "Orders:", f"Orders for {C.POWER_EN[seat]}:",
                           f"{C.POWER_EN[seat]}:"]), "natural-heading"
    return "Orders:", "natural-heading"


def write_orders(rng: Random, m: Mail, lines: list[str], style: str, game: str) -> list[str]:
    """Put the box lines into the mail in one style; returns the lines as expected."""
    if style == "list":
        marks = rng.choice([["1.", "2.", "3.", "4."], ["-"] * 4, ["*"] * 4, ["1)", "2)", "3)",
                                                                        "4)"]])
        m.lines += [f"{marks[i]} {x}" for i, x in enumerate(lines)]
        m.classes.append("list-marker")
    elif style == "oneline" and len(lines) > 1:
        sep = rng.choice([", ", "; ", " ; "])
        m.lines.append(sep.join(lines))
        m.classes.append("several-per-line")
    elif style == "remark" and lines:
        i = rng.randrange(len(lines))
        rem = rng.choice(C.REMARKS[game] if game in C.REMARKS else C.REMARKS["other"])
        m.lines += [f"{x} {rem}" if j == i else x for j, x in enumerate(lines)]
        m.classes.append("order-remark")
    else:
        m.lines += lines
    return lines


def press_block(rng: Random, lang: str, key: str, m: Mail, end: bool) -> None:
    game, _, seat = key.split("-", 2)
    others = [s for s in SEATS[game] if s != seat]
    plang = "de" if lang == "de" else "en"
    shape = rng.choice(["one", "several", "all", "gm", "grey"] if game != "1848" else
                       ["all", "gm"])
    grey = shape == "grey"
    if shape == "all":
        to: list[str] = []
        head = rng.choice(["PRESSE AN ALLE", "PRESSE AN ALLE", "BROADCAST"] if plang == "de"
                          else ["PRESS TO ALL", "BROADCAST"])
    elif shape == "gm":
        to = ["gm"]
        head = rng.choice(["PRESSE AN SPIELLEITER", "PRESSE AN GM"] if plang == "de"
                          else ["PRESS TO GM", "PRESS TO GM"])
    else:
        n = 2 if shape == "several" else 1
        to = rng.sample(others, n)
        names = " ".join(t.upper() for t in to) if game != "diplomacy" else (
            ", ".join(C.POWER_DE.get(t, t) if plang == "de" else t.upper() for t in to))
        if grey:
            upper = ", ".join(t.upper() for t in to)
            german = ", ".join(C.POWER_DE.get(t, t.upper()) for t in to)
            head = rng.choice([f"PRESS TO {upper} GREY", f"GREY PRESS TO {upper}",
                               f"PRESSE AN {german} (grau)"])
        else:
            head = f"PRESSE AN {names}" if plang == "de" else f"PRESS TO {names}"
    if game != "diplomacy" and shape in ("one", "several", "grey"):
        names = ", ".join(t.upper() for t in to)
        head = {True: f"PRESS TO {names} GREY", False: f"PRESS TO {names}"}[grey]
    pool = ("gm" if shape == "gm" else "diplomacy" if game in ("diplomacy", "silly")
            else "turn")
    body = rng.sample(C.PRESS_BODIES[pool][plang], rng.choice([1, 2]))
    m.lines += [head, *body]
    if end:
        m.lines.append(rng.choice(["ENDPRESS", "ENDPRESS", "Endpress"]))
        m.classes.append("press-endpress")
    else:
        m.classes.append("press-no-endpress")
    if grey:
        m.classes.append("grey-press")
    m.press.append({"to": to, "public": to == [], "grey": grey,
                    "body": " ".join(body)})


def closing(rng: Random, who: C.Player, m: Mail) -> None:
    m.lines += ["", *who.closing]
    m.ignored += list(who.closing)
    m.classes.append("signature-closing")


def greet(rng: Random, lang: str, m: Mail) -> None:
    g = rng.choice(C.GREETINGS[lang])
    m.lines += [g, ""]
    m.ignored.append(g)
    if rng.random() < 0.6:
        chat = rng.choice(C.CHAT[lang])
        if rng.random() < 0.15 and lang in C.TYPO_CHAT:
            chat = rng.choice(C.TYPO_CHAT[lang])
            m.classes.append("typo")
        m.lines += [chat, ""]
        m.ignored.append(chat)


def silly_extras(rng: Random, key: str, lang: str, m: Mail) -> None:
    """Rather Silly's other boxes, by the names players give them."""
    _, phase, seat = key.split("-", 2)
    if phase == "w1900" and seat == "superhirn":
        q, a = rng.choice(C.QUESTIONS)
        style = rng.random()
        if style < 0.7:
            qh = rng.choice(["Frage:", "Superhirn-Frage:", "Meine Frage:"])
            ah = rng.choice(["Antwort (geheim):", "Geheime Antwort:", "Antwort:",
                             "Lösung (geheim):"])
            m.lines += ["", qh, q, "", ah, a]
            m.boxes += [{"kind": "superhirn_question", "lines": [q]},
                        {"kind": "superhirn_answer", "lines": [a]}]
            m.classes.append("superhirn-question-answer")
        else:
            m.lines += ["", "SUPERHIRN", q]
            m.boxes.append({"kind": "superhirn_answer", "lines": [q], "or_question": True})
            m.classes.append("superhirn-ambiguous")
        return
    if phase != "s1901":
        return
    if seat == "wahrsager":
        pred = rng.choice(C.PREDICTIONS)
        form = rng.random()
        if form < 0.5:
            m.lines += ["", rng.choice(["Vorhersage:", "Prophezeiung:", "Vorhersage (geheim):"]),
                        pred]
        else:
            m.lines += ["", f"VORHERSAGE {pred}"]
            m.classes.append("box-name-opens-line")
        m.boxes.append({"kind": "wahrsager_prediction", "lines": [pred]})
        return
    if seat == "narr" and rng.random() < 0.9:
        victim = rng.choice(sorted(C.NARR))
        lines = C.NARR[victim][: rng.choice([1, 2])]
        m.lines += ["", rng.choice(["Narr:", "Narrenbefehle:", "Narrenzug:"]), *lines]
        m.boxes.append({"kind": "narr_override", "lines": lines})
        return
    if seat == "superhirn":
        return
    choice = rng.random()
    if choice < 0.4:
        wl = rng.choice(C.WORMHOLES)
        if rng.random() < 0.5:
            m.lines += ["", rng.choice(["Wurmloch:", "Wurmloch-Stimme:", "Wormhole:"]), wl]
        else:
            m.lines += ["", f"Wurmloch {wl}"]
            m.classes.append("box-name-opens-line")
        m.boxes.append({"kind": "wormhole_vote", "lines": [wl]})
    elif choice < 0.8:
        rep = rng.choice(C.REPLIES)
        m.lines += ["", rng.choice(["Antwort ans Superhirn:", "Superhirn-Antwort:",
                                    "Antwort für das Superhirn (geheim):"]), rep]
        m.boxes.append({"kind": "superhirn_reply", "lines": [rep]})
    else:
        return
    m.classes.append("silly-box-name")


COMMANDS = {"de": {"status": "STAND", "wait": "WARTEN", "nowait": "NICHT WARTEN",
                   "history": "VERLAUF"},
            "en": {"status": "STATUS", "wait": "WAIT", "nowait": "NOWAIT",
                   "history": "HISTORY"}}


def add_command(rng: Random, clang: str, m: Mail) -> None:
    cmd = rng.choice(["status", "wait", "nowait", "history"])
    m.lines += ["", COMMANDS[clang][cmd]]
    m.commands.append(cmd)
    m.classes.append("command")


def build(rng: Random, key: str, who: C.Player, recipe: str) -> Mail:
    lang = who.lang
    m = Mail()
    kind = main_kind(key)
    lines = seat_lines(rng, key)
    clang = "de" if lang == "de" or rng.random() < 0.2 else "en"
    if recipe == "auto":
        text = C.AUTOREPLY["de" if lang == "de" else "en"]
        m.lines += text
        m.classes.append("auto-reply")
        return m
    if rng.random() < 0.85:
        greet(rng, lang, m)
    if recipe == "chat" or (not lines and recipe != "press"):
        extra = rng.sample(C.CHAT[lang], min(2, len(C.CHAT[lang])))
        m.lines += extra
        m.ignored += extra
        m.classes.append("chat-only")
        if key.startswith("silly"):
            silly_extras(rng, key, lang, m)
        closing(rng, who, m)
        return m
    style = rng.choice(["plain", "plain", "list", "oneline", "remark"])
    use_heading = recipe in ("heading", "press", "note", "end", "silly") or rng.random() < 0.3
    press_pos = rng.choice(["before", "after"]) if recipe == "press" else None
    if press_pos == "before":
        press_block(rng, lang, key, m, end=rng.random() < 0.6)
        m.lines.append("")
        if not lines:
            closing(rng, who, m)
            return m
    if lines:
        if use_heading:
            h, cls = heading(rng, lang, key, kind)
            m.lines.append(h)
            m.classes.append(cls)
        else:
            m.classes.append("no-heading")
        got = write_orders(rng, m, lines, style, key.split("-")[0])
        m.boxes.append({"kind": kind, "lines": got})
    if recipe == "silly" and key.startswith("silly"):
        silly_extras(rng, key, lang, m)
    late_command = press_pos == "after" and rng.random() < 0.35
    if not late_command and (recipe == "commands" or rng.random() < 0.12):
        add_command(rng, clang, m)
    if recipe == "note" and lines:
        head = rng.choice(["Notiz:", "PS:", "Anmerkung:", "Note:"])
        prose = rng.choice(C.CHAT[lang])
        m.lines += ["", head, prose]
        m.ignored.append(prose)
        m.classes.append("colon-note")
    if press_pos == "after":
        m.lines.append("")
        end = rng.random() < 0.5
        press_block(rng, lang, key, m, end=end)
        if rng.random() < 0.3:  # a second block, to someone else or to all
            m.lines.append("")
            press_block(rng, lang, key, m, end=rng.random() < 0.5)
            m.classes.append("press-several-blocks")
        if late_command:
            add_command(rng, clang, m)
            m.classes.append("command-after-press")
    if recipe == "end":
        m.lines += ["", rng.choice(["END", "ENDE", "SIGNOFF"]), ""]
        stray = rng.choice(["A vie - gal", "PS: das hier ist nur ein Test", "F lon - eng",
                            "Danke und bis bald"])
        m.lines.append(stray)
        m.ignored.append(stray)
        m.classes.append("after-end")
        return m
    closing(rng, who, m)
    return m


RECIPES = (["plain"] * 25 + ["heading"] * 15 + ["press"] * 18 + ["silly"] * 10
           + ["commands"] * 6 + ["note"] * 5 + ["end"] * 4 + ["chat"] * 8)
TOTAL = 340


def all_keys() -> list[str]:
    keys = [f"diplomacy-{p}-{s}" for p in ("s1901", "f1901", "f1901r", "w1901")
            for s in SEATS["diplomacy"]]
    keys += [f"silly-{p}-{s}" for p in ("w1900", "s1901") for s in SEATS["silly"]]
    keys += [f"1848-t1-{s}" for s in SEATS["1848"]] + [f"1815-r1-{s}" for s in SEATS["1815"]]
    return keys


def pick_key(rng: Random) -> str:
    r = rng.random()
    if r < 0.45:
        return f"diplomacy-{rng.choice(['s1901', 's1901', 'f1901', 'f1901', 'f1901r', 'w1901'])}" \
               f"-{rng.choice(SEATS['diplomacy'])}"
    if r < 0.49:
        return "silly-w1900-superhirn"
    if r < 0.83:
        return f"silly-{rng.choice(['w1900', 's1901', 's1901'])}-{rng.choice(SEATS['silly'])}"
    if r < 0.91:
        return rng.choice(["1848-t1-s4", "1848-t1-s4", "1848-t1-s1", "1848-t1-s2", "1848-t1-s3"])
    return rng.choice(["1815-r1-fra", "1815-r1-fra", "1815-r1-gbr", "1815-r1-aut", "1815-r1-pru"])


def pick_player(rng: Random) -> C.Player:
    r = rng.random()
    langs = "de" if r < 0.55 else "en" if r < 0.85 else rng.choice(["it", "fr", "es", "nl"])
    return rng.choice([p for p in C.PLAYERS if p.lang == langs])


def generate(folder: Path = FOLDER) -> dict[str, Any]:
    reports = Reports(folder / "reports")
    by_key: dict[str, list[str]] = {}
    for name in sorted(reports.subjects):
        if name.endswith("-press.txt"):  # a reply to press would itself be press
            continue
        base = name[:-4]
        for suffix in ("-receipt", "-press", "-answer", "-question"):
            base = base.removesuffix(suffix)
        by_key.setdefault(base, []).append(name)
    keys = all_keys()
    expected: dict[str, Any] = {}
    for old in folder.glob("*.eml"):
        old.unlink()
    for i in range(TOTAL):
        rng = Random(f"heldout7-{i}")
        key = keys[i] if i < len(keys) else pick_key(rng)
        who = pick_player(rng)
        recipe = "auto" if i % 97 == 50 else rng.choice(RECIPES)
        if key == "silly-w1900-superhirn" and recipe != "auto":
            recipe = "silly"
        if recipe == "silly" and not key.startswith("silly"):
            recipe = "heading"
        m = build(rng, key, who, recipe)
        client = CLIENTS[i % len(CLIENTS)] if i < 2 * len(CLIENTS) else rng.choice(CLIENTS)
        d = Draft(key=key, lang=who.lang, rng=rng, who=who, client=client,
                  subject=rng.choice(C.SUBJECTS[who.lang]), lines=m.lines)
        exp: dict[str, Any] = {"scenario": key, "client": client, "language": who.lang,
                               "classes": [], "automatic": recipe == "auto"}
        if recipe == "auto":
            d.html_extra = {"headers": [("Auto-Submitted", "auto-replied")]}
            d.subject = ("Abwesenheitsnotiz" if who.lang == "de" else "Out of Office")
        elif key in by_key and rng.random() < 0.32:
            d.quoted = rng.choice(by_key[key])
            d.quote_mode = rng.choice(["top", "top", "top", "bottom", "bottom", "forward"])
            exp["last_mail"] = f"reports/{d.quoted}"
            m.classes.append({"top": "top-post", "bottom": "bottom-post",
                              "forward": "forward"}[d.quote_mode])
            m.classes.append("quoted-report")
        if client in ("thunderbird",) and rng.random() < 0.5:
            d.html_extra["html"] = True
        if m.boxes and "chat-only" in m.classes:
            m.classes.remove("chat-only")
        exp["classes"] = sorted(set(m.classes)) or ["plain"]
        exp["boxes"] = m.boxes
        exp["press"] = m.press
        exp["commands"] = m.commands
        exp["ignored"] = m.ignored
        name = f"h7-{i:03d}-{key}.eml"
        (folder / name).write_bytes(compose(d, reports, i))
        expected[name] = exp
    (folder / "expected.json").write_text(
        json.dumps(expected, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
        encoding="utf-8")
    return expected
