"""Days and moments are shown one way per kind, through the localized formats of
``gamemaster/formats/<language>/formats.py`` (FORMAT_MODULE_PATH): no template, mail or
Python text writes a display format of its own."""

from __future__ import annotations

import datetime as dt
import re
import zoneinfo
from pathlib import Path

import pytest
from django.utils import formats, timezone, translation

pytestmark = pytest.mark.once  # reads templates and sources

ROOT = Path(__file__).resolve().parents[2]
NAMED = {"DATE_FORMAT", "DATETIME_FORMAT"}
# The date/time filters with their argument, quoted either way.
FILTER = re.compile(r"""\|(date|time):\s*(["'])(?P<fmt>[^"']*)\2""")
# The one machine format: ISO 8601 in a <time datetime="..."> attribute, never shown as text.
MACHINE = re.compile(r"""datetime=["']\{\{[^}]*\|date:\s*(["'])c\1\s*\}\}["']""")


def hard_coded_template_formats() -> list[str]:
    found = []
    for path in sorted((ROOT / "templates").rglob("*")):
        if path.suffix not in {".html", ".txt"}:
            continue
        for number, line in enumerate(path.read_text().splitlines(), 1):
            machine = len(MACHINE.findall(line))
            for match in FILTER.finditer(line):
                if match["fmt"] in NAMED:
                    continue
                if match["fmt"] == "c" and machine:
                    machine -= 1
                    continue
                found.append(f"{path.relative_to(ROOT)}:{number}: {match.group(0)}")
    return found


def hard_coded_python_formats() -> list[str]:
    """strftime and date_format with a format of their own in the code that words text."""
    pattern = re.compile(
        r"""\.strftime\(|date_format\([^)]*,\s*["'](?!(DATE|DATETIME)_FORMAT["'])""")
    found = []
    for path in sorted((ROOT / "games").rglob("*.py")):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if pattern.search(line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    return found


def test_no_template_or_mail_hard_codes_a_date_format():
    assert hard_coded_template_formats() == []


def test_no_python_text_hard_codes_a_date_format():
    assert hard_coded_python_formats() == []


def test_the_check_finds_a_hard_coded_format(tmp_path, monkeypatch):
    """The template check is not blind: a format string of its own is reported."""
    line = '<p>{{ phase.zat|date:"d.m.Y H:i" }} <time datetime="{{ x|date:\'c\' }}">'
    assert [m["fmt"] for m in FILTER.finditer(line)] == ["d.m.Y H:i", "c"]
    assert len(MACHINE.findall(line)) == 1
    assert not MACHINE.findall('<p>{{ phase.zat|date:"c" }}</p>')


def test_one_day_and_one_moment_format_per_language():
    berlin = zoneinfo.ZoneInfo("Europe/Berlin")
    moment = dt.datetime(2026, 3, 4, 20, 0, tzinfo=berlin)
    with timezone.override(berlin):
        local = timezone.localtime(moment)
        with translation.override("de"):
            assert formats.date_format(local, "DATETIME_FORMAT") == "Mi 04.03.2026 20:00 CET"
            assert formats.date_format(local, "DATE_FORMAT") == "04.03.2026"
            assert formats.date_format(local, "SHORT_DATETIME_FORMAT") == "Mi 04.03.2026 20:00 CET"
        with translation.override("en"):
            assert formats.date_format(local, "DATETIME_FORMAT") == "Wed 4 Mar 2026, 20:00 CET"
            assert formats.date_format(local, "DATE_FORMAT") == "4 Mar 2026"
    new_york = zoneinfo.ZoneInfo("America/New_York")
    with translation.override("en"):
        shown = formats.date_format(timezone.localtime(moment, new_york), "DATETIME_FORMAT")
    assert shown == "Wed 4 Mar 2026, 14:00 EST"  # the reader's time zone, named
