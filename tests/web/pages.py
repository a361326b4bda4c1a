"""Readers of the game pages' HTML for the tests that play through the pages
(``test_a_year_in_the_browser.py``, ``tests/platform/test_game_across_months_web.py``)."""

from __future__ import annotations

import html
import re


def text_of(fragment: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", fragment)).split())


def board(page: str) -> dict[str, tuple[list[str], int]]:
    """The position table of a game page: power -> (units, number of centres)."""
    rows = re.findall(
        r'<th scope="row">([^<]+)</th>\s*<td class="mono">(.*?)</td>\s*'
        r'<td class="mono"><strong>(\d+)</strong>', page, re.S)
    result = {}
    for label, units, count in rows:
        units = re.sub(r"<br>.*", "", units, flags=re.S)  # the "dislodged" badge
        result[label.strip()] = (sorted(re.findall(r"[AF] [a-z]{3}(?:/[a-z]{2})?", units)),
                                 int(count))
    return result


def phase_label(page: str) -> str:
    found = re.search(r"Phase <strong>(\w+)</strong>", page)
    assert found, "the page names no phase"
    return found.group(1)
