"""Roll-forward in a real browser (issue 27, item 4; docs/web.md, "Roll-forward"): Spring and
Fall 1901 are published; the Spielleiter rolls back to Spring, François changes his Spring
orders meanwhile, the Spielleiter opens "Roll forward", sees the diff his new orders make,
ticks France to replay the old ones, previews (no difference left), confirms; Fall is offered
next and rolled forward too; then nothing is left to roll forward. Every check of the outcome
reads the stored phases.

``DOCS_SCREENSHOTS=1`` also writes docs/img/rollforward-preview.png.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from games import services
from games.models import Phase
from tests.platform.rollforward_story import FALL, SPRING, play

pytestmark = pytest.mark.e2e

DOCS_IMG = Path(__file__).resolve().parents[2] / "docs" / "img"
DESKTOP = {"viewport": {"width": 1200, "height": 900}}


def _published(game, label):
    """The live published phase of that label (the replay), and the superseded one."""
    live = game.phases.live().get(label=label, status=Phase.Status.PUBLISHED)
    undone = game.phases.get(label=label, status=Phase.Status.SUPERSEDED,
                             published_at__isnull=False)
    return live, undone


def test_the_spielleiter_rolls_back_and_forward_seeing_each_diff(running_game, gm, visit,
                                                                 shots, expect):
    play(running_game, SPRING, gm)
    play(running_game, FALL, gm)
    page = visit("gisela", **DESKTOP).page
    page.goto(f"/gm/games/{running_game.pk}/")
    expect(page.locator("#rollforward-link")).to_have_count(0)

    page.get_by_role("link", name="Roll back").click()
    page.get_by_label("Roll back to phase").select_option(label="S1901M (published)")
    page.get_by_label("Reason").fill("France's orders were misread")
    page.get_by_role("button", name="Roll back").click()
    expect(page.get_by_text("The game has been rolled back.")).to_be_visible()

    france = running_game.seats.get(key="france")
    services.orders_submit(seat=france, user=france.player,
                           text="A par - pic\nA mar - spa\nF bre - mao")

    page.locator("#rollforward-link").click()
    expect(page.get_by_role("heading", name="Replaying S1901M")).to_be_visible()
    kept = page.locator('tr[data-seat="france"]')
    expect(kept).to_have_attribute("data-action", "kept")
    diff = page.locator("#rollforward-diff")
    expect(diff.locator(".diff-added", has_text="france A pic")).to_be_visible()
    expect(diff.locator(".diff-removed", has_text="france A par")).to_be_visible()  # bounced
    path = shots.take(page, "rollforward-preview")
    if os.environ.get("DOCS_SCREENSHOTS") == "1":
        shutil.copyfile(path, DOCS_IMG / "rollforward-preview.png")

    page.get_by_label("France").check()
    page.get_by_role("button", name="Preview changes").click()
    expect(page.locator('tr[data-seat="france"]')).to_have_attribute("data-action", "replaced")
    expect(page.locator("#rollforward-same")).to_be_visible()
    page.get_by_label("Reason").fill("replay Spring as it was sent")
    page.get_by_role("button", name="Roll forward and publish").click()
    expect(page.get_by_text("The phase has been rolled forward and published.")).to_be_visible()
    live, undone = _published(running_game, "S1901M")
    assert live.result["orders"] == undone.result["orders"]

    expect(page.get_by_role("heading", name="Replaying F1901M")).to_be_visible()
    expect(page.locator("#rollforward-same")).to_be_visible()
    shots.take(page, "fall-offered")
    page.get_by_label("Reason").fill("replay Fall")
    page.get_by_role("button", name="Roll forward and publish").click()
    expect(page.get_by_role("heading", name="Actions")).to_be_visible()
    expect(page.locator("#rollforward-link")).to_have_count(0)
    live, undone = _published(running_game, "F1901M")
    assert live.result["orders"] == undone.result["orders"]
    assert live.result["supply_centers"] == undone.result["supply_centers"]
    shots.take(page, "rolled-forward")
