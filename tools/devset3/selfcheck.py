"""``python -m tools.devset3.selfcheck [folder]``: checks the held-out corpus WITHOUT the
mail reader: each .eml parses, its scenario exists, every expected box line, press body and
ignored line is in the mail's decoded text, every box line reads for the seat through the rule
set's ``validate_submission`` (except lines marked as near-misses), and the counts per game,
class, client and language are printed."""

from __future__ import annotations

import email
import html
import json
import os
import re
import sys
from collections import Counter
from email import policy
from email.message import Message
from pathlib import Path
from typing import Any

CORPUS = Path(__file__).resolve().parents[2] / "tests" / "mail" / "devset3"
KINDS = {
    "diplomacy": {"orders"},
    "rather_silly": {"orders", "retreats", "soul_sales", "adjustments", "lama_placement",
                     "lama_explosion", "wormhole_vote", "narr_override", "superhirn_question",
                     "superhirn_answer", "superhirn_reply", "wahrsager_prediction",
                     "share_build"},
    "game1848": {"action"}, "europa1815": {"turn"},
}
LANGUAGES = {"de", "en", "it", "fr", "es", "nl"}
COMMANDS = {"wait", "nowait", "status", "history"}


def _decode(part: Message) -> str:
    raw = part.get_payload(decode=True) or b""
    declared = part.get_content_charset() or "us-ascii"
    try:  # a program that declares Latin-1 and sends UTF-8 (what a careful reader undoes)
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode(declared, errors="replace")


def _unflow(text: str) -> str:
    out: list[str] = []
    joining = False
    for line in text.split("\n"):
        if joining and out:
            stripped = line.lstrip(">").lstrip(" ") if out[-1].startswith(">") else line
            out[-1] += stripped
        else:
            out.append(line)
        joining = line.endswith(" ") and line != "-- "
    return "\n".join(out)


def _html_text(text: str) -> str:
    text = re.sub(r"(?i)<br\s*/?>|</div>|</p>|<div[^>]*>|<p[^>]*>", "\n", text)
    text = re.sub(r"<[^>]+>", "", text)
    return html.unescape(text).replace("\xa0", " ")


def texts(raw: bytes) -> list[str]:
    """The decoded text of every text part (plain parts unflowed, HTML parts as text)."""
    msg = email.message_from_bytes(raw, policy=policy.compat32)
    out = []
    for part in msg.walk():
        ctype = part.get_content_type()
        if ctype == "text/plain":
            body = _decode(part).replace("\r\n", "\n")
            if "flowed" in (part.get("Content-Type") or "").lower():
                body = _unflow(body)
            out.append(body)
        elif ctype == "text/html":
            out.append(_html_text(_decode(part).replace("\r\n", "\n")))
    return out


def _collapse(text: str) -> str:
    return " ".join(text.split())


def check_mail(name: str, raw: bytes, exp: dict[str, Any], folder: Path) -> list[str]:
    from tests.mail.scenarios import scenario

    problems: list[str] = []
    try:
        scen = scenario(exp["scenario"])
    except KeyError:
        return [f"{name}: unknown scenario {exp['scenario']}"]
    parts = texts(raw)
    if not parts:
        return [f"{name}: no text part"]
    if exp["language"] not in LANGUAGES:
        problems.append(f"{name}: language {exp['language']}")
    if not exp["classes"] or not exp["client"]:
        problems.append(f"{name}: no classes or client")
    if not exp["automatic"] and not parts[0].strip():
        problems.append(f"{name}: empty body")

    def present(line: str) -> bool:
        return any(line in p for p in parts)

    for box in exp["boxes"]:
        if box["kind"] not in KINDS[scen.ruleset]:
            problems.append(f"{name}: kind {box['kind']} not in {scen.ruleset}")
            continue
        for line in box["lines"]:
            if not present(line):
                problems.append(f"{name}: box line {line!r} not in the text")
        text = "\n".join(box["lines"])
        lang = "de" if exp["language"] == "de" else "en"
        verdict = scen.rules.validate_submission(scen.state, scen.seat, box["kind"], text,
                                                 lang=lang)
        for fb in verdict.lines:
            if fb.error and fb.line not in exp.get("near_misses", []):
                problems.append(f"{name}: {box['kind']} {fb.line!r}: {fb.error}")
    for entry in exp.get("near_misses", []):
        if not any(entry in b["lines"] for b in exp["boxes"]):
            problems.append(f"{name}: near-miss {entry!r} in no box")
    seats = set(scen.seat_labels()) | {"gm"}
    for p in exp["press"]:
        if not set(p["to"]) <= seats or scen.seat in p["to"]:
            problems.append(f"{name}: press to {p['to']}")
        if p["public"] != (p["to"] == []):
            problems.append(f"{name}: press public {p['public']} but to {p['to']}")
        if not any(_collapse(p["body"]) in _collapse(t) for t in parts):
            problems.append(f"{name}: press body {p['body']!r} not in the text")
    for c in exp["commands"]:
        if c not in COMMANDS:
            problems.append(f"{name}: command {c}")
    for line in exp.get("ignored", []):
        if not present(line):
            problems.append(f"{name}: ignored line {line!r} not in the text")
    if "last_mail" in exp and not (folder / exp["last_mail"]).is_file():
        problems.append(f"{name}: last_mail {exp['last_mail']} missing")
    return problems


def run(folder: Path = CORPUS) -> tuple[list[str], dict[str, Counter[str]]]:
    expected = json.loads((folder / "expected.json").read_text(encoding="utf-8"))
    files = sorted(p.name for p in folder.glob("*.eml"))
    problems = []
    if sorted(expected) != files:
        problems.append(f"expected.json names {len(expected)} mails, the folder holds "
                        f"{len(files)}")
    counts: dict[str, Counter[str]] = {k: Counter() for k in
                                       ("game", "class", "client", "language")}
    for name in files:
        exp = expected.get(name)
        if exp is None:
            continue
        problems += check_mail(name, (folder / name).read_bytes(), exp, folder)
        counts["game"][exp["scenario"].split("-")[0]] += 1
        counts["client"][exp["client"]] += 1
        counts["language"][exp["language"]] += 1
        counts["class"].update(exp["classes"])
    return problems, counts


def main(argv: list[str]) -> int:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")
    import django

    django.setup()
    folder = Path(argv[0]) if argv else CORPUS
    problems, counts = run(folder)
    total = sum(counts["game"].values())
    print(f"{total} mails")
    for what, counter in counts.items():
        print(f"{what}: " + ", ".join(f"{k} {v}" for k, v in counter.most_common()))
    for p in problems:
        print("PROBLEM", p)
    print(f"self-check: {'OK' if not problems else f'{len(problems)} problems'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
