"""``python -m tools.devset4``: rewrites tests/mail/devset4/ (every .eml and
expected.json) from this package's own specification, deterministically. The quoted reports in
reports/ are the app's real mails and are kept as they are."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any

from tools.devset3.clients import Reports, compose
from tools.devset4 import positions as P
from tools.devset4 import recipes as R
from tools.devset4 import silly as S
from tools.devset4.mail import Mail
from tools.devset4.people import PLAYERS, Player

FOLDER = Path(__file__).resolve().parents[2] / "tests" / "mail" / "devset4"
CLIENTS = ["gmail-web", "gmail-android", "gmail-ios", "apple-mail", "iphone", "thunderbird",
           "yahoo-web", "yahoo-android", "proton", "k9", "fairemail", "outlook-desktop",
           "outlook-web", "outlook-mobile", "samsung", "gmx-web", "webde-web",
           "legacy-webmail", "stub-webmail"]
AUTO = {"de": ["Vielen Dank für Ihre Nachricht. Ich bin bis zum 16.03. nicht im Büro und "
               "habe keinen Zugriff auf meine E-Mails.", "Ihre Nachricht wird nicht "
               "weitergeleitet."],
        "en": ["Thank you for your email. I am out of the office until 16 March with no "
               "access to email."]}


@dataclass
class Draft:
    """What tools.devset3.clients.compose needs to know about one mail."""
    key: str
    who: Player
    client: str
    lang: str
    text: list[str]
    subject: str
    quoted: str | None = None
    quote_mode: str = "top"
    html_extra: dict[str, Any] = field(default_factory=dict)

    def body(self) -> str:
        return "\n".join(self.text)


def scenario_list() -> list[str]:
    keys: list[str] = []
    for power in P.POWERS:
        keys += [f"diplomacy-s1901-{power}"] * 9 + [f"diplomacy-f1901-{power}"] * 7
        keys += [f"diplomacy-f1901r-{power}"] * (8 if power == "france" else 2)
        keys += [f"diplomacy-w1901-{power}"] * 5
    for seat in P.POWERS + P.ROLES:
        keys += [f"silly-w1900-{seat}"] * (8 if seat == "superhirn" else 4)
        keys += [f"silly-s1901-{seat}"] * (6 if seat in P.POWERS else 5)
    keys += ["1848-t1-s4"] * 12 + [f"1848-t1-s{i}" for i in (1, 2, 3) for _ in range(4)]
    keys += ["1815-r1-fra"] * 14 + [f"1815-r1-{s}" for s in ("gbr", "aut", "pru")
                                    for _ in range(4)]
    return keys


def pick_lang(r: Random, key: str) -> str:
    if key.startswith(("1848", "1815")):
        return "de" if r.random() < 0.8 else "en"
    x = r.random()
    return "de" if x < 0.45 else "en" if x < 0.8 else r.choice(["it", "fr", "es", "nl"])


def plan_for(r: Random, key: str) -> dict[str, object]:
    style = r.choices(["none", "classic", "natural", "power", "list", "remark", "oneline",
                       "typo", "late"], [30, 12, 20, 6, 10, 8, 8, 6, 4])[0]
    if key.startswith("diplomacy-s1901") and r.random() < 0.25:
        style = "long"
    plan: dict[str, object] = {"style": style, "greet": r.random() < 0.6,
                               "name": r.random() < 0.8}
    x = r.random()
    if x < 0.35:
        plan["press"] = r.choice(["before", "after", "after"])
        plan["pv"] = r.randrange(5)
        plan["endpress"] = r.random() < 0.5
        if plan["press"] == "before" and not plan["endpress"] and style in (
                "remark", "oneline", "typo", "long", "late"):
            plan["style"] = "none"
        if plan["press"] == "before" and r.random() < 0.3:
            plan["press2"] = True
            plan["pv2"] = r.randrange(5)
    if plan["style"] == "late":
        plan.pop("press", None)
        plan.pop("press2", None)
        plan.pop("end", None)
    if r.random() < 0.15:
        plan["command"] = r.choice(["wait", "nowait", "status", "history"])
    if r.random() < 0.12:
        plan["notes"] = True
    if r.random() < 0.07 and plan["style"] != "late":
        plan["end"] = True
    return plan


def body(m: Mail, r: Random) -> None:
    game, phase, seat = R.parse_key(m.key)
    if r.random() < 0.06:
        R.chat_only(m)
        return
    plan = plan_for(r, m.key)
    if plan["style"] == "long":
        m.greet()
        m.blank()
        m.box("orders", list(P.LONG[m.lk][seat]))
        m.cls("full-words", "no-heading")
        m.close()
        return
    if game == "silly" and seat == "superhirn":
        if r.random() < 0.3:
            m.greet()
            m.blank()
        S.superhirn(m, r.randrange(4) if phase == "w1900" else r.choice([0, 2, 3]))
        if phase == "w1900" and r.random() < 0.6:
            m.blank()
            R.write_orders(m, "lama_placement", R.main_lines(m), "natural")
        m.close()
        return
    R.standard(m, plan)
    if game == "silly" and phase == "s1901" and m.boxes and m.closing_at > 0 and not m.late \
            and \
            r.random() < 0.7:
        # a power's (or role's) secondary boxes, placed before the closing
        closing = m.lines[m.closing_at:]
        del m.lines[m.closing_at:]
        kinds = ["wormhole_vote", "superhirn_reply", "lama_explosion"]
        if seat in P.POWERS:
            kinds.append("soul_sales")
        m.blank()
        S.extra_box(m, r.choice(kinds), inline=r.random() < 0.3)
        if r.random() < 0.3:
            m.blank()
            S.extra_box(m, "superhirn_reply" if "superhirn_reply" not in m.classes
                        else "wormhole_vote")
        m.blank()
        m.lines.extend(closing)


PRESS_SENDER = {"diplomacy-s1901-france-press.txt": ("england", "England"),
                "silly-s1901-france-press.txt": ("germany", "Deutschland"),
                "1848-t1-s4-press.txt": ("s2", "Spieler 2"),
                "1815-r1-fra-press.txt": ("aut", "Österreich")}
PRESS_ANSWER = {"de": ["Klingt gut, abgemacht.", "Einverstanden, ich halte mich daran."],
                "en": ["Sounds good, deal.", "Agreed, I'll stick to that."]}


def answer_press(m: Mail, quoted: str) -> None:
    """A reply to press the app forwarded: the answer to its sender, written as a press block
    at the top of the mail (so it is press by its own heading, not only by being a reply)."""
    key, name = PRESS_SENDER[quoted]
    name = P.NAMES[m.lk].get(key, name)
    text = m.rng.choice(PRESS_ANSWER[m.lk])
    head = f"PRESSE AN {name}" if m.lk == "de" else f"PRESS TO {name}"
    m.lines[:0] = [head, text, "PRESSEENDE" if m.lk == "de" else "ENDPRESS", ""]
    m.press.insert(0, {"to": [key], "public": False, "grey": False, "body": text})
    m.cls("press", "press-reply")


def _dedupe_boxes(m: Mail) -> None:
    seen: set[str] = set()
    for b in m.boxes:
        if b["kind"] in seen:
            raise ValueError(f"{m.key}: two {b['kind']} boxes")
        seen.add(b["kind"])


def reports_for(key: str, folder: Path) -> list[str]:
    return sorted(p.name for p in (folder / "reports").glob("*.txt")
                  if p.name.startswith(key + "-") or p.name == key + ".txt")


SUBJECTS = {"de": ["Befehle", "Züge", "meine Befehle", "Diplomacy", "Re: Runde"],
            "en": ["orders", "Moves", "my orders", "Diplomacy turn", "Re: this turn"]}


def build(index: int, key: str, folder: Path, reports: Reports) -> tuple[str, bytes, dict]:
    r = Random(f"heldout3-{index}-{key}")
    lang = pick_lang(r, key)
    player = r.choice(PLAYERS[lang])
    m = Mail(key, lang, player, r)
    client = CLIENTS[(index * 7 + r.randrange(3)) % len(CLIENTS)]
    extra: dict[str, Any] = {}
    if client == "thunderbird" and r.random() < 0.5:
        extra["html"] = True
    quoted, mode = None, "top"
    if index % 23 == 11:
        m.automatic = True
        m.say(*AUTO.get(lang, AUTO["en"]), ignored=False)
        m.cls("auto-reply")
        extra["headers"] = [("Auto-Submitted", "auto-replied"), ("X-Autoreply", "yes")]
    else:
        body(m, r)
        _dedupe_boxes(m)
        options = reports_for(key, folder)
        if options and r.random() < 0.4:
            quoted = r.choice(options)
            mode = r.choices(["top", "bottom", "forward"], [6, 3, 1])[0]
            m.cls("quoted-report", {"top": "top-posted", "bottom": "bottom-posted",
                                    "forward": "forward"}[mode])
            if quoted.endswith("-press.txt") and mode != "forward":
                answer_press(m, quoted)
    subject = r.choice(SUBJECTS[m.lk])
    if m.automatic:
        subject = ("Abwesenheitsnotiz: " if lang == "de" else "Automatic reply: ") + subject
    d = Draft(key, player, client, lang, m.lines, subject, quoted, mode, extra)
    raw = compose(d, reports, index)  # type: ignore[arg-type]
    name = f"n{index + 1:03d}-{key}.eml"
    return name, raw, m.expectation(client, f"reports/{quoted}" if quoted else None)


def main(folder: Path = FOLDER) -> dict[str, Any]:
    reports = Reports(folder / "reports")
    for old in folder.glob("*.eml"):
        old.unlink()
    expected: dict[str, Any] = {}
    for index, key in enumerate(scenario_list()):
        name, raw, exp = build(index, key, folder, reports)
        (folder / name).write_bytes(raw)
        expected[name] = exp
    (folder / "expected.json").write_text(
        json.dumps(expected, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
        encoding="utf-8")
    return expected
