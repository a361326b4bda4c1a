"""Issue 23, item 4 on the Europa 1815 Spielleiter's page: no Diplomacy words. A missed
deadline ends the turn (docs/rules/europa-1815.md, "A missed deadline"), no unit holds; the
header says Turn and Deadline as the players' header does."""

from __future__ import annotations

import re

from django.urls import reverse


def test_the_gm_page_says_what_a_missed_deadline_does_here(e1815_running, gm, client_for):
    page = client_for(gm).get(reverse("gm-game", args=[e1815_running.pk])).content.decode()
    assert "units hold" not in page
    assert ("Missed orders: a missed deadline ends the turn; its remaining steps are lost."
            in page)
    header = re.search(r'<p class="muted">(.*?)</p>', page, flags=re.S).group(1)
    assert "Turn" in header and "ZAT" not in header
