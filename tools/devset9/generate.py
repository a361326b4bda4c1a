"""``python -m tools.devset9``: rewrites tests/mail/devset9/ (the .eml files and
expected.json; reports/ holds the app's mails the replies quote and is kept)."""

from __future__ import annotations

import json
from pathlib import Path
from random import Random
from typing import Any

from tools.devset9 import content as C
from tools.devset9.build import Mail, decorate
from tools.devset9.compose import CLIENTS, compose

FOLDER = Path(__file__).resolve().parents[2] / "tests" / "mail" / "devset9"
POWERS = ["austria", "england", "france", "germany", "italy", "russia", "turkey"]
ROLES = ["narr", "superhirn", "doktor", "wahrsager"]
LANG_CYCLE = [
    "de",
    "en",
    "de",
    "en",
    "de",
    "it",
    "en",
    "de",
    "fr",
    "en",
    "de",
    "es",
    "nl",
    "de",
    "en",
]
SUBJECT = {
    "de": "Befehle",
    "en": "orders",
    "it": "ordini",
    "fr": "ordres",
    "es": "órdenes",
    "nl": "orders",
}


def heading(m: Mail, power: str, phase: str) -> str | None:
    r = m.rng.random()
    if r < 0.35:
        m.classes.append("no-heading")
        return None
    lang = "de" if m.de else "en"
    h = m.rng.choice(C.HEADINGS[lang])
    name = (C.POWER_DE if m.de else C.POWER_EN).get(power, power.capitalize())
    season = {"S": "Frühjahr 1901", "F": "Herbst 1901", "W": "Winter 1901"}.get(phase[0], "1901")
    m.classes.append("natural-heading" if h not in ("ORDERS", "BEFEHLE") else "classic-heading")
    return h.format(power=name, phase=phase.upper(), season=season)


def orders_mail(
    m: Mail,
    power: str,
    phase: str,
    lines: list[str],
    others: list[str],
    words: list[str] | None = None,
    force_heading: bool = False,
) -> None:
    m.greet()
    press_at = m.rng.random() if others else 1.0
    # Orders right after a press block without ENDPRESS are typed plainly (no remark).
    shown = decorate(m.rng, lines, m.lang, m.classes) if not 0.2 <= press_at < 0.3 else list(lines)
    meant = list(lines)
    if words and m.rng.random() < 0.7:
        shown, meant = list(words), list(words)
        m.classes.append("full-words")
    if press_at < 0.2:
        to = m.rng.sample(others, 1 + int(m.rng.random() < 0.3))
        m.press_block(to, m.rng.random() < 0.3, "endpress")
    elif press_at < 0.3:
        m.press_block([m.rng.choice(others)], False, "blank")
    if power not in C.POWER_DE or force_heading:
        head: str | None = "Befehle:" if m.de else "Orders:"
        m.classes.append("classic-heading")
    else:
        head = heading(m, power, phase)
    m.box("orders", head, shown, meant)
    if 0.3 <= press_at < 0.45:
        m.press_block([m.rng.choice(others)], m.rng.random() < 0.4, "signature")
    elif 0.45 <= press_at < 0.55:
        m.press_block([], False, "endpress", all_=True)
    if m.rng.random() < 0.15:
        m.command(m.rng.choice(["status", "wait", "nowait", "history"]))


def chat_mail(m: Mail) -> None:
    m.greet()
    line = m.rng.choice(C.CHAT[m.lang])
    m.lines.append(line)
    m.ignored.append(line)
    m.classes.append("chat-only")


def specs() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    n = 0

    def new(key: str, quote: str | None = None, mode: str = "top") -> Mail:
        nonlocal n
        lang = LANG_CYCLE[n % len(LANG_CYCLE)]
        m = Mail(key, lang, Random(f"heldout8-{n}"))
        out.append({"mail": m, "n": n, "quote": quote, "mode": mode})
        n += 1
        return m

    for rep in range(4):  # Diplomacy S1901, F1901
        for p in POWERS:
            others = [x for x in POWERS if x != p]
            for phase, table in (("s1901", C.SPRING), ("f1901", C.FALL)):
                alt = table[p][(rep + len(p)) % len(table[p])]
                quote = f"diplomacy-f1901-{p}.txt" if phase == "f1901" and rep % 2 == 0 else None
                m = new(f"diplomacy-{phase}-{p}", quote, ["top", "bottom", "top", "bottom"][rep])
                words = (
                    (C.SPRING_DE.get(p) if m.de else C.SPRING_EN.get(p))
                    if phase == "s1901"
                    else None
                )
                orders_mail(m, p, phase[0].upper() + "1901", alt, others, words)
    for p in POWERS:  # F1901R: only France retreats; the others chat
        m = new(f"diplomacy-f1901r-{p}", f"diplomacy-f1901r-{p}.txt")
        if p == "france":
            for alt in C.RETREAT_FR:
                orders_mail(m, p, "F1901R", alt, [])
                m = new("diplomacy-f1901r-france")
        chat_mail(m)
    for rep in range(3):  # W1901 builds
        for p in POWERS:
            m = new(f"diplomacy-w1901-{p}")
            if p == "italy":
                chat_mail(m)
                continue
            alts = C.BUILDS[p]
            orders_mail(m, p, "W1901", alts[rep % len(alts)], [x for x in POWERS if x != p])
    for rep in range(3):  # Rather Silly W1900: lama herds
        for s in POWERS + ROLES:
            m = new(f"silly-w1900-{s}")
            m.greet()
            herds = C.HERDS[s][rep % 2]
            form = m.rng.randrange(4)
            if form == 0:
                m.box("lama_placement", None, herds, herds)
                m.classes.append("no-heading")
            elif form == 1:
                m.box(
                    "lama_placement",
                    m.rng.choice(["Lama:", "LAMA", "Lamas:", "Lamaherden:"]),
                    herds,
                    herds,
                )
                m.classes.append("silly-short-name")
            elif form == 2:
                m.box("lama_placement", "Lama:", [", ".join(herds)], herds)
                m.classes.append("several-per-line")
            else:
                m.box("lama_placement", None, [f"LAMA {h}" for h in herds], herds)
                m.classes.append("box-name-opens-line")
            if s == "superhirn":
                q, a = C.QUESTIONS[rep % 2]
                m.box("superhirn_question", "Frage:" if m.de else "Question:", [q], [q])
                m.box(
                    "superhirn_answer",
                    "Antwort (geheim):" if m.de else "Answer (secret):",
                    [a],
                    [a],
                )
                m.classes.append("superhirn-secret")
    for rep in range(3):  # Rather Silly S1901
        for s in POWERS + ROLES:
            quote = f"silly-s1901-{s}.txt" if rep == 2 else None
            m = new(f"silly-s1901-{s}", quote, "bottom")
            others = [x for x in POWERS if x != s]
            if s in POWERS:
                alt = C.SPRING[s][rep % 2]
                extra = Random(f"extra-{rep}-{s}").randrange(4)
                orders_mail(m, s, "S1901", alt, others, force_heading=extra < 3)
                if extra == 0:
                    v = C.WORMHOLES[rep]
                    m.box(
                        "wormhole_vote",
                        m.rng.choice(["Wurmloch:", "WURMLOCH", "Wormhole:"]),
                        [v],
                        [v],
                    )
                    m.classes.append("wormhole")
                elif extra == 1:
                    m.box(
                        "superhirn_reply",
                        m.rng.choice(["Superhirn:", "Antwort ans Superhirn:", "SUPERHIRN"]),
                        ["2962 Meter"],
                        ["2962 Meter"],
                    )
                    m.classes.append("superhirn-reply")
                elif extra == 2:
                    herd = C.HERDS[s][0][0]
                    m.box(
                        "lama_explosion",
                        m.rng.choice(["Lamaexplosion:", "Lama-Explosion:"]),
                        [herd],
                        [herd],
                    )
                    m.classes.append("lama-explosion")
            elif s == "doktor":
                orders_mail(m, s, "S1901", C.SILLY_ROLE_ORDERS["doktor"][rep % 2], others)
            elif s == "narr":
                m.greet()
                lines = C.NARR[rep]
                m.box(
                    "narr_override", m.rng.choice(["Narr:", "NARR", "Narrenbefehle:"]), lines, lines
                )
                m.classes.append("role-narr")
            elif s == "wahrsager":
                m.greet()
                lines = C.PREDICTIONS[rep]
                m.box(
                    "wahrsager_prediction",
                    m.rng.choice(["Vorhersage:", "VORHERSAGE", "Prophezeiung:"]),
                    lines,
                    lines,
                )
                m.classes.append("role-wahrsager")
            else:
                m.greet()
                q, a = C.QUESTIONS[rep + 1]
                if rep == 0:
                    m.box("superhirn_question", "Frage:", [q], [q])
                    m.box("superhirn_answer", "Antwort geheim:", [a], [a])
                elif rep == 1:
                    m.box("superhirn_answer", "SUPERHIRN", [a], [a], or_question=True)
                    m.classes.append("superhirn-ambiguous")
                else:
                    m.box("superhirn_question", "Superhirn-Frage:", [q], [q])
                    m.box("superhirn_answer", "Secret answer:", [a], [a])
                m.classes.append("superhirn-secret")
            if m.rng.random() < 0.2:
                m.command("status")
    for rep in range(5):  # 1848: only s4 is on turn; the others chat or send press
        for s in ("s1", "s2", "s3", "s4"):
            m = new(f"1848-t1-{s}", "1848-t1-s4-press.txt" if s == "s4" and rep == 1 else None)
            if s == "s4":
                m.greet()
                act = ["passe", "spiele PE11", "spiele PE28"][rep % 3]
                m.box(
                    "action", None if rep != 1 else ("Aktion:" if m.de else "Action:"), [act], [act]
                )
            else:
                chat_mail(m)
    for rep in range(5):  # Europa 1815: only fra is on turn
        for s in ("fra", "gbr", "aut", "pru"):
            m = new(f"1815-r1-{s}", "1815-r1-fra-press.txt" if s == "fra" and rep == 2 else None)
            if s == "fra":
                m.greet()
                lines = ["1: Passen", "2: Passen", "Team: Passen"][: 2 + rep % 2]
                m.box("turn", None if rep == 0 else ("Zug:" if m.de else "Turn:"), lines, lines)
            else:
                chat_mail(m)
    # More everyday Diplomacy traffic (the bulk of a PBEM group's mail).
    for rep in range(11):
        for p in POWERS:
            others = [x for x in POWERS if x != p]
            phase, table = (("s1901", C.SPRING), ("f1901", C.FALL))[rep % 2]
            m = new(f"diplomacy-{phase}-{p}", None)
            orders_mail(
                m, p, phase[0].upper() + "1901", table[p][(rep // 2) % len(table[p])], others
            )
            if rep % 4 == 3 and m.rng.random() < 0.5:
                m.classes.append("gm-press")
                m.press_block([], False, "endpress", gm=True)
    for rep in range(8):  # Rather Silly powers again, more orders
        for p in POWERS:
            m = new(f"silly-s1901-{p}", None)
            orders_mail(m, p, "S1901", C.SPRING[p][(rep + 1) % 2], [x for x in POWERS if x != p])
    return out


def render() -> dict[str, bytes]:
    """Every file of the corpus (the .eml files and expected.json) by name, as bytes."""
    from tools.devset9.content import BY_LANG

    files: dict[str, bytes] = {}
    subjects = json.loads((FOLDER / "reports" / "subjects.json").read_text(encoding="utf-8"))
    expected: dict[str, Any] = {}
    for spec in specs():
        m: Mail = spec["mail"]
        n = spec["n"]
        who = BY_LANG[m.lang][n % len(BY_LANG[m.lang])]
        client = CLIENTS[(n * 7) % len(CLIENTS)]
        m.close(who.name)
        quote = None
        exp: dict[str, Any] = {"scenario": m.key, "client": client, "language": m.lang}
        if spec["quote"]:
            mode = "forward" if n % 11 == 0 else spec["mode"]
            quote = (spec["quote"], mode, subjects[spec["quote"]], "")
            m.classes.append(
                {"top": "reply-top", "bottom": "reply-bottom", "forward": "forward"}[mode]
            )
            exp["last_mail"] = "reports/" + spec["quote"]
        if client in ("gmail-web", "outlook-desktop", "apple-mail", "stub-webmail"):
            m.classes.append("html")
        name = f"{n:03d}-{m.key}.eml"
        to = f"{m.key}@gm.example.org"
        raw = compose(
            n,
            who,
            client,
            m.lang,
            to,
            f"{SUBJECT[m.lang]} {m.key.split('-')[1]}",
            m.lines,
            quote,
            FOLDER / "reports",
        )
        files[name] = raw
        exp.update(
            {
                "classes": sorted(set(m.classes)) or ["plain"],
                "automatic": False,
                "boxes": m.boxes,
                "press": m.press,
                "commands": m.commands,
                "ignored": m.ignored,
            }
        )
        expected[name] = exp
    files["expected.json"] = (
        json.dumps(expected, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    ).encode("utf-8")
    return files


def main() -> None:
    files = render()
    for old in FOLDER.glob("*.eml"):
        old.unlink()
    for name, data in files.items():
        (FOLDER / name).write_bytes(data)
    print(f"{len(files) - 1} mails written to {FOLDER}")
