"""A mail read as the intake reads it, without the database: the scenario's position and
seat (tests/mail/scenarios.py) stand for the game, and the result is given in the corpus's
expectation shape (docs/testing.md, "The mail corpora")."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from django.conf import settings

from games.mail_intake.context import SeatContext
from games.mail_intake.items import Box, Command, PressBlock, Question
from games.mail_intake.parse import read_mail
from games.mail_intake.sections import read_sections
from games.mail_intake.vocabulary import rule_set_context
from tests.mail.scenarios import scenario

OWN = frozenset({"gamemaster@pbem.example.org"})


@lru_cache(maxsize=256)
def context_for(key: str, *, sender_names: tuple[str, ...] = (),
                last_mails: tuple[str, ...] = ()) -> SeatContext:
    """The reader's context of the scenario's seat (cached: its line checks are too)."""
    s = scenario(key)
    return rule_set_context(
        s.rules, state=s.state, phase_type=s.phase_type, seat=s.seat,
        seats=[(spec.key, [spec.label, *spec.aliases]) for spec in s.rules.seats(s.settings)],
        languages=dict(settings.LANGUAGES),
        sender_names=sender_names, last_mails=last_mails)


def read_text(text: str, key: str, *, headingless: bool = True, tail: str = "",
              **options: Any) -> dict[str, Any]:
    return shape(read_sections(text, context_for(key, **options), headingless=headingless,
                               tail=tail))


def read_file(path: Path, key: str, last_mail: Path | None = None) -> dict[str, Any]:
    parts = read_mail(path.read_bytes(), own_addresses=OWN)
    if parts.automatic:
        return {"automatic": True}
    last = (last_mail.read_text(),) if last_mail else ()
    names = (parts.sender_name,) if parts.sender_name else ()
    reading = read_sections(parts.text, context_for(key, sender_names=names, last_mails=last),
                            tail=parts.tail)
    return {"automatic": False, **shape(reading), "text": parts.text}


def shape(reading) -> dict[str, Any]:
    return {
        "boxes": [{"kind": i.kind, "lines": list(i.lines)} for i in reading.items
                  if isinstance(i, Box)],
        "questions": [{"kinds": list(i.kinds), "reason": i.reason, "lines": list(i.lines)}
                      for i in reading.items if isinstance(i, Question)],
        "press": [{"to": list(i.recipients) + list(i.unknown), "public": i.public,
                   "grey": i.grey, "body": " ".join(i.body.split()), "ended_by": i.ended_by}
                  for i in reading.items if isinstance(i, PressBlock)],
        "commands": [i.name for i in reading.items if isinstance(i, Command)],
        "ignored": [(i.line, i.reason) for i in reading.ignored],
    }


def meant(got: dict[str, Any], expect: dict[str, Any]) -> list[str]:
    """How a reading differs from what the player meant (empty: read as meant). Boxes,
    press and commands must be equal; a box marked ``or_question`` may instead be refused
    with a question; the expected ``ignored`` lines must be among those listed."""
    if got.get("automatic") or expect.get("automatic"):
        return [] if bool(got.get("automatic")) == bool(expect.get("automatic")) else [
            f"automatic: got {got.get('automatic')}, expected {expect.get('automatic')}"]
    problems = []
    boxes = [(b["kind"], _norm_lines(b["lines"])) for b in got["boxes"]]
    wanted = [(b["kind"], _norm_lines(b["lines"])) for b in expect.get("boxes", [])
              if not (b.get("or_question") and (b["kind"], _norm_lines(b["lines"])) not in
                      [(k, ls) for k, ls in boxes] and any(
                          b["kind"] in q["kinds"] for q in got["questions"]))]
    if boxes != wanted:
        problems.append(f"boxes: got {boxes}, expected {wanted}")
    asked = {k for q in got["questions"] if q["reason"] != "only_prose" for k in q["kinds"]}
    allowed = {b["kind"] for b in expect.get("boxes", []) if b.get("or_question")}
    if asked and not (asked & allowed):
        problems.append(f"questions asked: {got['questions']}")
    press = [{k: p[k] for k in ("to", "public", "grey")} | {"body": " ".join(p["body"].split())}
             for p in got["press"]]
    want_press = [{"to": list(p["to"]), "public": p["public"], "grey": p["grey"],
                   "body": " ".join(p["body"].split())} for p in expect.get("press", [])]
    if press != want_press:
        problems.append(f"press: got {press}, expected {want_press}")
    if got["commands"] != expect.get("commands", []):
        problems.append(f"commands: got {got['commands']}, expected {expect.get('commands')}")
    listed = {" ".join(line.split()) for line, _reason in got["ignored"]}
    missing = [line for line in expect.get("ignored", []) if " ".join(line.split()) not in listed]
    if missing:
        problems.append(f"not listed as ignored: {missing}")
    return problems


def _norm_lines(lines: list[str]) -> list[str]:
    return [" ".join(line.split()) for line in lines if line.strip()]
