"""Turning recipes into mails: each scenario gets a list of recipes (a shape name and its
options); ``Planner.add`` picks the writer, the program, the orders set and the quote, and
keeps the mail with its own random stream (seeded by its file name), so the corpus is the
same on every run."""

from __future__ import annotations

import datetime as dt
import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tools.devset2 import phrases, shapes
from tools.devset2.clients import SIG_MARKED, Context
from tools.devset2.compose import Kit
from tools.devset2.model import Box, Command, Mail, Press, Quote
from tools.devset2.people import people_of

REPORTS = Path(__file__).resolve().parents[2] / "tests" / "mail" / "devset2" / "reports"
CET = dt.timezone(dt.timedelta(hours=1))
UK = dt.timezone(dt.timedelta(hours=0))
# When each phase's mails are written (from, to) and when the mail they answer was sent.
WINDOWS = {  # (first moment, hours): when the players of a phase write (CET)
    "diplomacy-s1901": (dt.datetime(2026, 3, 2, 10, 0), 81),
    "diplomacy-f1901": (dt.datetime(2026, 3, 5, 20, 10), 95),
    "diplomacy-f1901r": (dt.datetime(2026, 3, 9, 20, 10), 47),
    "diplomacy-w1901": (dt.datetime(2026, 3, 11, 20, 10), 47),
    "silly-w1900": (dt.datetime(2026, 3, 2, 10, 0), 33),
    "silly-s1901": (dt.datetime(2026, 3, 3, 20, 10), 47),
    "1848-t1": (dt.datetime(2026, 3, 2, 12, 0), 40),
    "1815-r1": (dt.datetime(2026, 3, 2, 12, 0), 40),
}
GAME_NO = {"diplomacy": 1, "silly": 2, "1848": 3, "1815": 4}
# Programs whose users do write below the quote (the others put the cursor above it).
BOTTOM_POSTERS = {"thunderbird", "thunderbird-html", "k9", "fairemail", "gmx-android",
                  "webde-android", "apple-mail", "gmail-web", "proton"}


@dataclass
class Recipe:
    shape: str
    reply: str | None = None  # a saved mail's stem (reports/) the mail answers
    posting: str = "top"
    last_mail: bool = False
    who: int = 0
    client: str | None = None
    html: str = "auto"
    quirks: tuple[str, ...] = ()
    opts: dict[str, Any] = field(default_factory=dict)
    classes: tuple[str, ...] = ()
    subject: str | None = None
    signature: list[str] | None = None
    footer: bool = True
    automatic: bool = False
    headers: tuple[tuple[str, str], ...] = ()
    # A quoted or forwarded mail that is not one of ours: (lines, subject, name, address).
    text: tuple[list[str], str, str, str] | None = None


def seat_address(scenario: str) -> str:
    """The seat's secret address: the Reply-To of the app's mails to it where one is saved,
    else one of the same form (g<game>-<seat number>-<token>)."""
    game, _phase, seat = scenario.split("-", 2)
    for found in sorted(REPORTS.glob(f"{game}-*-{seat}.json")):
        return json.loads(found.read_text(encoding="utf-8"))["reply_to"]
    rng = random.Random(f"address:{game}:{seat}")
    token = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(20))
    return f"g{GAME_NO[game]}-{rng.randrange(20, 60)}-{token}@pbem.example.org"


def saved(stem: str) -> tuple[list[str], dict[str, str]]:
    text = (REPORTS / f"{stem}.txt").read_text(encoding="utf-8").rstrip("\n")
    head = json.loads((REPORTS / f"{stem}.json").read_text(encoding="utf-8"))
    return text.split("\n"), head


@dataclass
class Planner:
    mails: list[tuple[Mail, Context]] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)

    def add(self, scenario: str, recipe: Recipe, build: Callable[[Kit], shapes.Shape]) -> Mail:
        n = self.counts.get(scenario, 0) + 1
        self.counts[scenario] = n
        stem = f"{scenario}-{n:02d}"
        rng = random.Random(f"heldout:{stem}")
        team = people_of(scenario)
        persona = team[recipe.who % len(team)]
        client = recipe.client or persona.clients[(n - 1) % len(persona.clients)]
        posting = recipe.posting
        if posting == "bottom" and client not in BOTTOM_POSTERS:
            client = next((c for c in persona.clients if c in BOTTOM_POSTERS), client)
            posting = "bottom" if client in BOTTOM_POSTERS else "top"
        kit = Kit(scenario, persona, rng)
        parts, classes = build(kit)
        quote = None
        window = WINDOWS["-".join(scenario.split("-")[:2])]
        zone = UK if persona.email.endswith(("icloud.com", "btinternet.com", "outlook.com")) \
            and persona.language == "en" else CET
        sent = window[0] + dt.timedelta(minutes=rng.randrange(window[1] * 60))
        if sent.hour < 7:  # players write in the day and evening
            sent += dt.timedelta(hours=rng.randrange(7, 14))
        sent = sent.replace(tzinfo=CET).astimezone(zone)
        ctx = Context(to=seat_address(scenario), sent=sent, rng=rng, quoted=[])
        if recipe.reply:
            lines, head = saved(recipe.reply)
            quote = Quote(report=recipe.reply, subject=head["subject"])
            ctx.quoted, ctx.quoted_subject = lines, head["subject"]
            name, _, addr = head["from"].partition(" <")
            ctx.quoted_from = (name, addr.rstrip(">"))
            ctx.quoted_when = dt.datetime.fromisoformat(head["date"]).astimezone(CET)
            ctx.quoted_id = f"<{recipe.reply}.{GAME_NO[scenario.split('-')[0]]}@pbem.example.org>"
            if ctx.quoted_when > sent:
                ctx.sent = sent = ctx.quoted_when + dt.timedelta(minutes=rng.randrange(5, 300))
            classes.append({"top": "reply-top", "bottom": "reply-bottom",
                            "forward": "forward"}[posting])
            classes.append("quoted-report" if "report" in recipe.reply else "quoted-receipt")
            if recipe.last_mail:
                classes.append("last-mail-guard")
        elif recipe.text:
            lines, subject, name, addr = recipe.text
            quote = Quote(text="\n".join(lines), sender=addr, subject=subject)
            ctx.quoted, ctx.quoted_subject, ctx.quoted_from = lines, subject, (name, addr)
            ctx.quoted_when = sent - dt.timedelta(minutes=rng.randrange(30, 900))
            ctx.quoted_id = f"<{rng.randrange(10**9)}.{name.split()[0].lower()}@mail.example>"
            classes.append({"top": "reply-top", "bottom": "reply-bottom",
                            "forward": "forward"}[posting])
        signature = recipe.signature
        last = parts[-1] if parts else None
        if (isinstance(last, Press) and last.end is None and persona.signature
                and not client.startswith(SIG_MARKED)):
            signature = []  # a press block left open ends at a marker, not at a bare signature
        if client.startswith("gmail"):
            for part in parts:  # Gmail turns typed "1. " and "- " into lists
                if isinstance(part, Box) and part.marker in ("1.", "-", "*"):
                    part.marker, part.indent = ("-" if part.marker == "*" else part.marker), "   "
        mail = Mail(stem=stem, scenario=scenario, persona=persona, client=client,
                    language=persona.language, classes=[*classes, *recipe.classes],
                    subject=recipe.subject if recipe.subject is not None else
                    ("" if quote else subject_for(kit, rng, parts)),
                    parts=parts, quote=quote, posting=posting,
                    last_mail=recipe.last_mail, html=recipe.html, quirks=list(recipe.quirks),
                    signature=signature, footer=recipe.footer,
                    automatic=recipe.automatic, extra_headers=list(recipe.headers))
        self.mails.append((mail, ctx))
        return mail


SUBJECTS = {
    "de": ["Befehle", "Befehle {label}", "{seat} {label}", "Züge", "meine Befehle", "Zug",
           "Befehle {seat}", ""],
    "en": ["Orders", "orders {label}", "{seat} {label}", "My orders", "moves", "Orders {seat}",
           ""],
    "it": ["ordini", "Ordini {label}", "orders"], "fr": ["ordres", "Ordres {label}", "orders"],
    "es": ["órdenes", "Órdenes {label}", "orders"], "nl": ["orders", "Orders {label}"],
}


def subject_for(kit: Kit, rng: random.Random, parts: list) -> str:
    """A subject that fits what the mail carries: orders, press, a question, chat."""
    if any(isinstance(p, Box) for p in parts):
        table = SUBJECTS.get(kit.lang, SUBJECTS["en"])
    else:
        press = [p for p in parts if isinstance(p, Press)]
        content = ("gm" if press and all(p.to == ["gm"] for p in press) else "press" if press
                   else "commands" if any(isinstance(p, Command) for p in parts) else "chat")
        table = phrases.SUBJECTS_BY_CONTENT[content]
        table = table.get(kit.lang) or table[kit.names]
    return kit.fill(table[rng.randrange(len(table))])
