"""House rules in a real browser (issue 27, item 5; docs/web.md, "House rules"): in a running
game the Spielleiter opens "House rules" on the control page, writes Markdown with a heading, a
list, a link and a ``<script>``, previews it (nothing stored yet), saves with a reason; Anna
then sees the rules on her game page: the heading and list as markup, the link nofollow, the
script as harmless text. The outcome is read from the stored game, audit log and announcement.

``DOCS_SCREENSHOTS=1`` also writes docs/img/house-rules-edit.png and
docs/img/house-rules-game-page.png.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from test_e2e_axe import _axe_source, violations

from games.models import Game, GmAction, Message

pytestmark = pytest.mark.e2e

DOCS_IMG = Path(__file__).resolve().parents[2] / "docs" / "img"
DESKTOP = {"viewport": {"width": 1200, "height": 900}}
RULES = ("## Our table\n\n- No press after the ZAT\n- Draws need every survivor\n\n"
         "Questions: [the forum](https://example.org/forum)\n\n<script>alert('x')</script>")


def test_the_spielleiter_writes_rules_and_a_player_sees_them(running_game, visit, shots,
                                                             expect):
    page = visit("gisela", **DESKTOP).page
    page.goto(f"/gm/games/{running_game.pk}/")
    page.locator("#house-rules-link").click()
    expect(page.get_by_role("heading", name="House rules", exact=True)).to_be_visible()
    page.get_by_role("textbox", name="House rules").fill(RULES)
    page.get_by_role("button", name="Preview changes").click()
    preview = page.locator("#house-rules-preview")
    expect(preview.get_by_role("heading", name="Our table")).to_be_visible()
    expect(preview.locator("li")).to_have_count(2)
    assert Game.objects.get(pk=running_game.pk).house_rules == ""  # a preview stores nothing
    axe = _axe_source()
    assert violations(page, axe) == []  # WCAG 2.1 A/AA, as test_e2e_axe checks every page
    shots.take(page, "preview")
    if os.environ.get("DOCS_SCREENSHOTS") == "1":
        page.screenshot(path=str(DOCS_IMG / "house-rules-edit.png"), full_page=True)

    page.get_by_label("Reason").fill("Rules agreed in the chat")
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_text("The house rules have been saved.")).to_be_visible()
    assert Game.objects.get(pk=running_game.pk).house_rules == RULES.strip()
    assert GmAction.objects.filter(game=running_game, action="house_rules_update",
                                   reason="Rules agreed in the chat").count() == 1
    assert Message.objects.filter(game=running_game, kind=Message.Kind.ANNOUNCEMENT,
                                  body=RULES.strip()).count() == 1

    anna = visit("anna", **DESKTOP).page
    dialogs: list[str] = []
    anna.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    anna.goto(f"/games/{running_game.pk}/")
    rules = anna.locator("#house-rules")
    expect(rules.get_by_role("heading", name="House rules")).to_be_visible()
    expect(rules.get_by_role("heading", name="Our table")).to_be_visible()
    expect(rules.locator("li")).to_have_count(2)
    link = rules.get_by_role("link", name="the forum")
    expect(link).to_have_attribute("rel", "nofollow noopener")
    expect(rules).to_contain_text("<script>alert('x')</script>")  # shown as text
    expect(rules.locator("script")).to_have_count(0)
    assert dialogs == []  # nothing ran
    assert violations(anna, axe) == []
    rules.scroll_into_view_if_needed()
    shots.take(anna, "game-page")
    if os.environ.get("DOCS_SCREENSHOTS") == "1":
        rules.screenshot(path=str(DOCS_IMG / "house-rules-game-page.png"))
