"""The corpus folder: the regression part, then every body of ``bodies_*`` sent through
each of its mail programs, numbered on; ``expected.json`` from the bodies' markup.

A body is written once with :func:`mail` and sent by one or more :class:`V` (variants: the
program, top/bottom posting or forwarding, its language, HTML or plain, options of the
program). The expectation of every variant is the body's meaning (``markup.read``); what the
program adds (attributions, quotes, footers) is never expected anywhere.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from tools.corpus import people
from tools.corpus.clients_apple_tb import CLIENTS as APPLE_TB
from tools.corpus.clients_google_ms import CLIENTS as GOOGLE_MS
from tools.corpus.clients_misc import CLIENTS as MISC
from tools.corpus.clients_misc import attachment_wrap
from tools.corpus.clients_web import CLIENTS as WEB
from tools.corpus.compose import Draft
from tools.corpus.markup import Spec, read

CLIENTS = {**GOOGLE_MS, **APPLE_TB, **WEB, **MISC}
QUOTING_MODES = {"top", "bottom", "pasted", "pasted-above", "forward", "inline"}
FOOTERS = {"iphone", "samsung", "outlook-ios", "outlook-android", "yahoo-android", "k9",
           "gmx-app", "webde-app", "proton"}


@dataclass(frozen=True)
class V:
    """One way a body is sent."""

    client: str
    mode: str = "new"               # new | top | bottom | forward | pasted | pasted-above
                                    # | inline (compose.Draft.mode)
    ui: str | None = None           # the program's language (default: the player's)
    html: str = "alt"               # alt | plain | html (what the program sends)
    last: bool = False              # give the reader "last_mail"
    quote: str | None = None        # another report to quote (default: the seat's last)
    opts: tuple[tuple[str, str], ...] = ()
    tags: tuple[str, ...] = ()      # more classes this variant exercises


@dataclass
class Body:
    key: str
    lang: str
    classes: list[str]
    markup: str
    variants: list[V]
    subject: str | None = None
    attachment: str | None = None
    spec: Spec = field(init=False)

    def __post_init__(self) -> None:
        self.spec = read(self.markup, main_kind(self.key))


def mail(key: str, lang: str, classes: str, markup: str, *variants: V,
         subject: str | None = None, attachment: str | None = None) -> Body:
    if not variants:
        raise ValueError(f"a body without a mail program: {key}")
    return Body(key, lang, classes.split(), markup, list(variants), subject, attachment)


def main_kind(key: str) -> str | None:
    """The box a line without heading belongs to, for this seat in this phase."""
    game, phase, seat = key.split("-", 2)
    if game == "diplomacy":
        return "orders"
    if game == "1848":
        return "action"
    if game == "1815":
        return "turn"
    if phase == "w1900":
        return "lama_placement"
    return None if seat in {"narr", "superhirn", "wahrsager"} else "orders"


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def build(body: Body, variant: V, number: int) -> tuple[str, bytes, dict[str, Any]]:
    """One mail: its file name, bytes and expectation."""
    spec = body.spec
    ui = variant.ui or body.lang
    opts = dict(variant.opts)
    quote = None
    if variant.mode in QUOTING_MODES:
        quote = variant.quote or people.last_report(body.key, body.lang)
        if quote is None:
            raise ValueError(f"{body.key}: nothing of ours to quote")
    own = list(spec.lines)
    if opts.get("nul") == "yes":
        row = spec.heading_rows[0]
        own[row] = own[row] + "\x00"
    mode = variant.mode
    if mode in {"pasted", "pasted-above"} and quote:
        # Copied into a new mail by hand: no attribution, no ">", the program sees own text.
        pasted = people.report_text(quote).rstrip("\n").split("\n")
        own = [*own, "", "", *pasted] if mode == "pasted" else [*pasted, "", *own]
        mode = "new"
    name = people.player(body.key, body.lang)
    draft = Draft(number=number, key=body.key, lang=body.lang, ui=ui, name=name,
                  sender=people.address(name, variant.client, body.lang), own=own,
                  mode=mode, quote_name=quote, subject=body.subject or "",
                  html=variant.html, options=opts)
    raw = CLIENTS[variant.client](draft)
    classes = list(dict.fromkeys([*body.classes, *variant.tags]))
    if variant.client in FOOTERS and "signature" not in classes:
        classes.append("signature")  # the program's own footer ("Sent from my iPhone" ...)
    if quote and variant.mode in QUOTING_MODES and "quoted-report" not in classes:
        classes.append("quoted-report")
    if variant.mode == "forward":
        classes.append("forward")
    if variant.html == "html" or variant.client == "html-stub":
        classes.append("html-only")
    if (variant.client == "html-stub" or opts.get("mislabel") == "yes" or opts.get("nul")
            or opts.get("charset", "utf-8").lower() not in {"utf-8"}):
        classes.append("encodings")
    if body.attachment:
        raw = attachment_wrap(raw, number, body.attachment)
        classes.append("attachment")
    expect: dict[str, Any] = {
        "scenario": body.key, "client": f"{variant.client}-{ui}", "language": body.lang,
        "classes": list(dict.fromkeys(classes)), "automatic": False,
        "boxes": [dict(b) for b in spec.boxes], "press": [dict(p) for p in spec.press],
        "commands": list(spec.commands)}
    if spec.ignored:
        expect["ignored"] = list(spec.ignored)
    if variant.last and quote:
        expect["last_mail"] = f"reports/{quote}.txt"
    file_name = f"{number:03d}-{slug(classes[0])}-{body.key}-{variant.client}.eml"
    return file_name, raw, expect


def all_bodies() -> list[Body]:
    from tools.corpus import (
        bodies_encodings,
        bodies_headings,
        bodies_orders,
        bodies_press,
        bodies_quoted,
        bodies_silly,
        bodies_turns,
    )

    return [*bodies_orders.BODIES, *bodies_headings.BODIES, *bodies_silly.BODIES,
            *bodies_press.BODIES, *bodies_quoted.BODIES, *bodies_turns.BODIES,
            *bodies_encodings.BODIES]


def main() -> None:
    from tools.corpus import regression

    out = people.CORPUS
    for old in out.glob("*.eml"):
        old.unlink()
    expectations: dict[str, dict[str, Any]] = {}
    number = 0
    for name, raw, expect in regression.mails():
        file_name = f"{number:03d}-{name}.eml"
        (out / file_name).write_bytes(raw)
        expectations[file_name] = expect
        number += 1
    for body in all_bodies():
        for variant in body.variants:
            file_name, raw, expect = build(body, variant, number)
            (out / file_name).write_bytes(raw)
            expectations[file_name] = expect
            number += 1
    (out / "expected.json").write_text(json.dumps(expectations, indent=1, ensure_ascii=False)
                                       + "\n")
    print(f"{number} mails written to {out}")
