"""The corpus's self-check (no reader involved): every .eml parses with Python's email
package and has an expectation; every expectation names an existing scenario, kinds the
rule set knows and the seat may send, and an existing ``last_mail``; every expected box line
and press body occurs in the mail's decoded text (plain or HTML part, any of the charsets a
reader may fairly try), and in a generated mail in every text part (plain and HTML) and
without MIME defects; a reply tagged "quoted-report" really carries our report. Then,
for the generated bodies (not the regression part), the plausibility of what the players
write: each expected box, read by the rule set for that seat and phase, has no refused line
but those the body marks as refused (``+?``). Prints counts per class, client and language.

Run: ``python tools/mail_corpus.py --check`` (exit status 1 on any failure).
"""

from __future__ import annotations

import email
import email.policy
import html as html_module
import json
import os
import re
import sys
from collections import Counter
from email.message import Message
from functools import cache
from typing import Any

from tools.corpus import people


def _setup() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")
    sys.path.insert(0, str(people.CORPUS.parents[2]))
    import django

    django.setup()


def unflow(text: str) -> str:
    """RFC 3676: a line ending in a space continues on the next line of the same quote
    depth; the quote marks and the stuffed space are dropped from the continuation."""
    out: list[str] = []
    carry, carry_depth = None, 0
    for line in text.split("\n"):
        depth = len(line) - len(line.lstrip(">"))
        content = line[depth:]
        if content.startswith(" "):
            content = content[1:]
        if carry is not None and depth == carry_depth:
            content = carry + content
        elif carry is not None:
            out.append("> " * carry_depth + carry)
        carry = None
        if content.endswith(" ") and content != "-- ":
            carry, carry_depth = content, depth
            continue
        out.append("> " * depth + content)
    if carry is not None:
        out.append("> " * carry_depth + carry)
    return "\n".join(out)


def decodings(part: Message) -> list[str]:
    payload = part.get_payload(decode=True)
    if not isinstance(payload, bytes):
        payload = str(part.get_payload()).encode("utf-8", "replace")
    declared = part.get_content_charset() or "utf-8"
    texts = []
    for charset in (declared, "utf-8", "cp1252"):
        try:
            text = payload.decode(charset)
        except (LookupError, UnicodeDecodeError):
            continue
        text = text.replace("\r\n", "\n").replace("\x00", "")
        if part.get_param("format") == "flowed":
            text = unflow(text)
        if part.get_content_type() == "text/html":
            text = html_text(text)
        texts.append(text.replace("\xa0", " "))
    return texts


def html_text(markup: str) -> str:
    from inscriptis import get_text

    try:
        return get_text(markup)
    except Exception:  # a broken document: its text without tags
        return html_module.unescape(re.sub(r"<[^>]+>", " ", markup))


def part_texts(raw: bytes) -> list[tuple[str, list[str]]]:
    """(content type, its fair decodings) of every text part that is not an attachment."""
    message = email.message_from_bytes(raw, policy=email.policy.compat32)
    return [(part.get_content_type(), decodings(part)) for part in message.walk()
            if part.get_content_maintype() == "text" and part.get_filename() is None]


def mail_texts(raw: bytes) -> list[str]:
    return [text for _kind, texts in part_texts(raw) for text in texts]


def squash(text: str) -> str:
    return " ".join(text.split())


def line_forms(text: str) -> set[str]:
    """Every line of a text as a box line may stand in it: whole, without a list marker,
    or after a heading's colon on the same line ("Befehle: A vie - gal")."""
    from tools.corpus.markup import expected_line

    forms = set()
    for line in text.split("\n"):
        line = line.lstrip("> ").strip() if line.startswith(">") else line.strip()
        forms |= {squash(line), squash(expected_line(line))}
        if ":" in line:
            forms.add(squash(line.split(":", 1)[1]))
    return forms


def check_mail(name: str, raw: bytes, expect: dict[str, Any]) -> list[str]:
    from tests.mail.scenarios import scenario

    problems = []
    try:
        email.message_from_bytes(raw, policy=email.policy.default)
    except Exception as error:  # the email package must take every file
        problems.append(f"does not parse: {error!r}")
    try:
        s = scenario(expect["scenario"])
    except KeyError:
        return [*problems, f"no scenario {expect['scenario']!r}"]
    kinds = {k.key: k for k in s.rules.submission_kinds()}
    raw_texts = mail_texts(raw)
    texts = [squash(t) for t in raw_texts]
    forms = set().union(*(line_forms(t) for t in raw_texts)) if raw_texts else set()
    for box in expect.get("boxes", []):
        kind = kinds.get(box["kind"])
        if kind is None:
            problems.append(f"{box['kind']!r} is no box of {s.ruleset}")
        elif kind.seats is not None and s.seat not in kind.seats:
            problems.append(f"{s.seat} may not send {box['kind']!r}")
        for line in _written(box):
            if squash(line) not in forms:
                problems.append(f"box line not in the mail: {line!r}")
    for press in expect.get("press", []):
        if not any(squash(press["body"]) in t for t in texts):
            problems.append(f"press body not in the mail: {press['body'][:60]!r}")
        seats = set(s.seat_labels()) | {"gm"}
        problems += [f"press to unknown seat {to!r}" for to in press["to"] if to not in seats]
    if "regression" not in expect["classes"]:
        problems += _every_part_carries(raw, expect)
    if expect.get("last_mail") and not (people.CORPUS / expect["last_mail"]).exists():
        problems.append(f"no last_mail {expect['last_mail']}")
    if ("quoted-report" in expect["classes"] and "regression" not in expect["classes"]
            and not any(_carries_report(t) for t in texts)):
        problems.append("tagged quoted-report but carries none of our mails")
    return problems


def _written(box: dict[str, Any]) -> list[str]:
    """The box's lines as the mail holds them: a line meant as several, or without its
    remark (``+>`` in the markup), is checked as written, and each meant line must be in it."""
    written = box.get("written", [])
    derived = [line for line in box["lines"]
               if written and not any(squash(line) == squash(w) for w in written)
               and any(squash(line) in squash(w) for w in written)]
    return [line for line in box["lines"] if line not in derived] + written


def _every_part_carries(raw: bytes, expect: dict[str, Any]) -> list[str]:
    """A generated mail: no MIME defect, and each of its text parts (plain and HTML, a
    reader may prefer either) carries every expected line, but the stub of "html-stub"."""
    message = email.message_from_bytes(raw, policy=email.policy.default)
    problems = [f"MIME defect in {part.get_content_type()}: {part.defects}"
                for part in message.walk() if part.defects]
    lines = [line for box in expect["boxes"] for line in _written(box)]
    bodies = [press["body"] for press in expect["press"]]
    for kind, texts in part_texts(raw):
        if kind == "text/plain" and expect["client"].startswith("html-stub"):
            continue
        squashed = [squash(t) for t in texts]
        forms = set().union(*(line_forms(t) for t in texts)) if texts else set()
        missing = [w for w in lines if squash(w) not in forms]
        missing += [w for w in bodies if not any(squash(w) in t for t in squashed)]
        if missing:
            problems.append(f"{kind} part lacks {missing[0]!r}")
    return problems


@cache
def _report_lines() -> frozenset[str]:
    """The lines of our mails long enough to be recognised when quoted."""
    return frozenset(squash(line) for path in people.REPORTS.glob("*.txt")
                     for line in path.read_text().split("\n") if len(line.strip()) >= 20)


def _carries_report(text: str) -> bool:
    return any(line in text for line in _report_lines())


def plausibility() -> list[str]:
    """Each generated box read by the rule set: refused lines only where marked."""
    from tests.mail.scenarios import scenario
    from tools.corpus.write import all_bodies

    problems = []
    for body in all_bodies():
        s = scenario(body.key)
        expected = set(s.rules.expected_submissions(s.state).get(s.seat) or [])
        kinds = {k.key for k in s.rules.submission_kinds() if s.phase_type in k.phase_types}
        for index, box in enumerate(body.spec.boxes):
            marked = {line for i, line in body.spec.refused if i == index}
            if box["kind"] not in kinds and not marked:
                problems.append(f"{body.key}: {box['kind']} is not open in {s.phase_label}")
                continue
            if box["kind"] not in kinds or not box["lines"]:
                continue
            validation = s.rules.check_submission(s.state, s.seat, box["kind"],
                                                  "\n".join(box["lines"]), lang=body.lang
                                                  if body.lang in {"de", "en"} else "en")
            for line in validation.lines:
                if line.error and line.line.strip() not in marked and line.line.strip():
                    problems.append(f"{body.key} {box['kind']}: {line.line!r}: {line.error}")
            if not expected and box["kind"] in {"orders", "action", "turn"} and not marked:
                problems.append(f"{body.key}: nothing expected of this seat now")
    return problems


def main() -> int:
    _setup()
    expected = json.loads((people.CORPUS / "expected.json").read_text())
    files = sorted(p.name for p in people.CORPUS.glob("*.eml"))
    failures = []
    if files != sorted(expected):
        failures.append(f"files and expectations differ: {sorted(set(files) ^ set(expected))[:5]}")
    counts: dict[str, Counter[str]] = {"class": Counter(), "client": Counter(),
                                       "language": Counter(), "game": Counter()}
    for name in files:
        expect = expected.get(name)
        if expect is None:
            continue
        problems = check_mail(name, (people.CORPUS / name).read_bytes(), expect)
        failures += [f"{name}: {p}" for p in problems]
        for cls in expect["classes"]:
            counts["class"][cls] += 1
        counts["client"][expect["client"].rsplit("-", 1)[0]] += 1
        counts["language"][expect["language"]] += 1
        counts["game"][expect["scenario"].split("-", 1)[0]] += 1
    failures += [f"plausibility: {p}" for p in plausibility()]
    new = sum(1 for e in expected.values() if "regression" not in e["classes"])
    print(f"{len(files)} mails ({len(files) - new} regression, {new} new)")
    for what, counter in counts.items():
        print(f"per {what}: " + ", ".join(f"{k} {v}" for k, v in counter.most_common()))
    for failure in failures:
        print("FAIL", failure)
    print(f"{len(failures)} failures")
    return 1 if failures else 0
