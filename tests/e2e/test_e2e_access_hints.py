"""Multi-account hints in a real browser (issue 27, item 8): Anna logs in, then Emil logs in
from the same browser; Ruslan logs in from a browser of his own. Every log-in of the live
server comes from 127.0.0.1, so all three share an address; Anna and Emil share the browser
too. The game master's page lists the three pairs, Anna and Emil with both, and says it is a
hint only; Anna's own pages show nothing of it.

``DOCS_SCREENSHOTS=1`` also writes the picture shown in docs/web.md (docs/img/gm-access-hints.png).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

pytestmark = pytest.mark.e2e

DOCS_IMG = Path(__file__).resolve().parents[2] / "docs" / "img"


def test_the_gm_sees_accounts_that_shared_a_browser(running_game, visit, shots, expect):
    game = running_game
    shared = visit("anna")
    shared.log_in("emil")  # the same browser, its device cookie kept
    visit("ruslan")

    gisela = visit("gisela").page
    gisela.goto(f"/gm/games/{game.pk}/")
    hints = gisela.locator("#access-hints")
    expect(hints).to_contain_text("A hint, not proof")
    rows = hints.locator("tr.access-hint")
    expect(rows).to_have_count(3)  # anna–emil, anna–ruslan, emil–ruslan: one address
    both = rows.filter(has_text="anna (Austria)").filter(has_text="emil (England)")
    expect(both.locator("td").nth(1)).to_have_text("1 day")  # the same browser
    alone = rows.filter(has_text="ruslan (Russia)").filter(has_text="anna (Austria)")
    expect(alone.locator("td").nth(1)).to_have_text("0 days")
    hints.scroll_into_view_if_needed()
    shots.take(gisela, "gm-page")
    if os.environ.get("DOCS_SCREENSHOTS") == "1":
        hints.screenshot(path=str(DOCS_IMG / "gm-access-hints.png"))

    anna = visit("anna").page
    anna.goto(f"/games/{game.pk}/")
    expect(anna.locator("#access-hints")).to_have_count(0)
    assert "ruslan (Russia)" not in anna.content()
