"""``python -m tools.devset5``: writes tests/mail/devset5/*.eml and expected.json from
the recipes (deterministic: every choice comes from a seeded random source). The reports a
mail quotes are the app's real mails, kept in tests/mail/devset5/reports/."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any

from tools.devset3.clients import Reports, compose
from tools.devset5.mail import Mail
from tools.devset5.people import Who, person
from tools.devset5.recipes import RECIPES, SEATS, special

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "tests" / "mail" / "devset5"
CLIENTS = ["gmail-web", "gmail-android", "gmail-ios", "apple-mail", "iphone", "thunderbird",
           "thunderbird-html", "yahoo-web", "yahoo-android", "proton", "k9", "fairemail",
           "outlook-desktop", "outlook-web", "outlook-mobile", "samsung", "gmx-web",
           "webde-web", "legacy-webmail", "stub-webmail"]
SUBJECT = {"de": ["Befehle", "Meine Züge", "Runde", "Re: ZAT"], "en": ["Orders", "My moves",
           "Turn", "Re: deadline"], "it": ["Ordini"], "fr": ["Ordres"], "es": ["Órdenes"],
           "nl": ["Orders"]}

# The app's mails a reply may quote (rendered by tools/devset3/reports.py; copied into
# reports/ where a mail quotes them).
AVAILABLE = frozenset({
    "1815-r1-fra-press.txt",
    "1848-t1-s4-press.txt",
    "diplomacy-f1901-austria-receipt.txt",
    "diplomacy-f1901-austria.txt",
    "diplomacy-f1901-england-receipt.txt",
    "diplomacy-f1901-england.txt",
    "diplomacy-f1901-france-receipt.txt",
    "diplomacy-f1901-france.txt",
    "diplomacy-f1901-germany-receipt.txt",
    "diplomacy-f1901-germany.txt",
    "diplomacy-f1901-italy-receipt.txt",
    "diplomacy-f1901-italy.txt",
    "diplomacy-f1901-russia-receipt.txt",
    "diplomacy-f1901-russia.txt",
    "diplomacy-f1901-turkey-receipt.txt",
    "diplomacy-f1901-turkey.txt",
    "diplomacy-f1901r-austria.txt",
    "diplomacy-f1901r-england.txt",
    "diplomacy-f1901r-france-receipt.txt",
    "diplomacy-f1901r-france.txt",
    "diplomacy-f1901r-germany.txt",
    "diplomacy-f1901r-italy.txt",
    "diplomacy-f1901r-russia.txt",
    "diplomacy-f1901r-turkey.txt",
    "diplomacy-s1901-austria-receipt.txt",
    "diplomacy-s1901-england-receipt.txt",
    "diplomacy-s1901-france-press.txt",
    "diplomacy-s1901-france-receipt.txt",
    "diplomacy-s1901-germany-receipt.txt",
    "diplomacy-s1901-italy-receipt.txt",
    "diplomacy-s1901-russia-receipt.txt",
    "diplomacy-s1901-turkey-receipt.txt",
    "diplomacy-w1901-austria.txt",
    "diplomacy-w1901-england.txt",
    "diplomacy-w1901-france.txt",
    "diplomacy-w1901-germany.txt",
    "diplomacy-w1901-italy.txt",
    "diplomacy-w1901-russia.txt",
    "diplomacy-w1901-turkey.txt",
    "silly-s1901-austria.txt",
    "silly-s1901-doktor.txt",
    "silly-s1901-england.txt",
    "silly-s1901-france-press.txt",
    "silly-s1901-france.txt",
    "silly-s1901-germany.txt",
    "silly-s1901-italy.txt",
    "silly-s1901-narr.txt",
    "silly-s1901-russia.txt",
    "silly-s1901-superhirn.txt",
    "silly-s1901-turkey.txt",
    "silly-s1901-wahrsager.txt",
    "silly-w1900-austria-receipt.txt",
    "silly-w1900-doktor-receipt.txt",
    "silly-w1900-england-receipt.txt",
    "silly-w1900-france-receipt.txt",
    "silly-w1900-germany-receipt.txt",
    "silly-w1900-italy-receipt.txt",
    "silly-w1900-narr-receipt.txt",
    "silly-w1900-russia-receipt.txt",
    "silly-w1900-superhirn-question-receipt.txt",
    "silly-w1900-superhirn-receipt.txt",
    "silly-w1900-turkey-receipt.txt",
    "silly-w1900-wahrsager-receipt.txt",
})


@dataclass
class Draft:
    """What tools.devset3.clients.compose needs to know of a mail."""
    key: str
    who: Who
    client: str
    lang: str
    text: str
    subject: str
    quoted: str | None = None
    quote_mode: str = "bottom"
    html_extra: dict[str, Any] = field(default_factory=dict)

    def body(self) -> str:
        return self.text


def plan() -> list[str]:
    keys: list[str] = []
    for phase, reps in (("s1901", 7), ("f1901", 7), ("w1901", 5)):
        keys += [f"diplomacy-{phase}-{s}" for s in SEATS["diplomacy"] for _ in range(reps)]
    keys += ["diplomacy-f1901r-france"] * 8
    keys += [f"diplomacy-f1901r-{s}" for s in SEATS["diplomacy"] if s != "france"
             for _ in range(3)]
    keys += [f"silly-w1900-{s}" for s in SEATS["silly"] for _ in range(5)]
    keys += [f"silly-s1901-{s}" for s in SEATS["silly"] for _ in range(7)]
    keys += ["1848-t1-s4"] * 14 + [f"1848-t1-{s}" for s in ("s1", "s2", "s3") for _ in range(4)]
    keys += ["1815-r1-fra"] * 14 + [f"1815-r1-{s}" for s in ("gbr", "aut", "pru")
                                     for _ in range(4)]
    return keys


def reports_for(key: str, have: set[str]) -> list[str]:
    game, phase, seat = key.split("-", 2)
    names = [f"{key}.txt", f"{key}-receipt.txt", f"{key}-press.txt"]
    if key == "silly-w1900-superhirn":
        names += ["silly-w1900-superhirn-question-receipt.txt"]
    return [n for n in names if n in have]


def write_mail(i: int, key: str, reports: Reports, have: set[str]) -> tuple[bytes, dict]:
    rng = Random(f"heldout4-{i}")
    who = person(key)
    lang = who.lang
    m = Mail(key, who, lang, rng)
    first = special(m)
    while True:
        if first is not None and rng.random() < 0.55:
            m = Mail(key, who, lang, rng)
            if first(m):
                break
        names = [r for r in RECIPES]
        name, _w, recipe = rng.choices(names, weights=[w for _n, w, _r in names])[0]
        m = Mail(key, who, lang, rng)
        if recipe(m):
            break
    client = CLIENTS[(i * 7 + rng.randrange(3)) % len(CLIENTS)]
    html_extra: dict[str, Any] = {}
    if client == "thunderbird-html":
        client, html_extra = "thunderbird", {"html": True}
    quoted = None
    mode = "bottom"
    options = reports_for(key, have)
    if options and rng.random() < 0.4:
        quoted = rng.choice(options)
        mode = rng.choice(["top", "top", "bottom", "forward"])
        m.tag("quoted-report" if mode != "forward" else "forward")
        m.tag({"top": "top-posted", "bottom": "bottom-posted"}.get(mode, "forward"))
    draft = Draft(key, who, client, lang, m.body(), rng.choice(SUBJECT[lang]), quoted, mode,
                  html_extra)
    raw = compose(draft, reports, i)
    if html_extra or client in ("gmx-web", "stub-webmail"):
        m.tag("html")
    exp: dict[str, Any] = {
        "scenario": key, "client": client + ("-html" if html_extra else ""), "language": lang,
        "classes": m.classes, "automatic": False, "boxes": m.boxes, "press": m.press,
        "commands": m.commands, "ignored": m.ignored}
    if m.near:
        exp["near_misses"] = m.near
    if quoted:
        exp["last_mail"] = f"reports/{quoted}"
    return raw, exp


def main(folder: Path = FOLDER) -> int:
    reports = Reports(folder / "reports")
    have = set(AVAILABLE)
    for old in folder.glob("*.eml"):
        old.unlink()
    expected = {}
    for i, key in enumerate(plan()):
        raw, exp = write_mail(i, key, reports, have)
        name = f"{i + 1:03d}-{key}.eml"
        (folder / name).write_bytes(raw)
        expected[name] = exp
    (folder / "expected.json").write_text(
        json.dumps(expected, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(expected)} mails written to {folder}")
    return len(expected)
