"""Issue 23, item 7: the Rather Silly game master's review ("Spielleiter view: everything")
shows every lama herd before publishing, and lists the centres by power, then by centre.
Winter 1900 places every herd: the phase opens with none, so only the draft result has them."""

from __future__ import annotations

import re

from django.urls import reverse

from games import services
from tests.web.conftest import SILLY_HERDS, silly_send


def _w1900_under_review(game, gm, capture):
    with capture(execute=True):
        for seat, herds in SILLY_HERDS.items():
            silly_send(game, seat, "lama_placement", herds)
    game.refresh_from_db()
    with capture(execute=True):
        phase = services.phase_process_now(phase=game.phases.open().get(), actor=gm,
                                           reason="alle Herden gesetzt")
    phase.refresh_from_db()
    assert phase.status == "awaiting_review"
    return phase


def _herds_on(svg: str) -> set[str]:
    """(owner, province) of every lama herd drawn, from the units' titles."""
    return {f"{owner.lower()}:{at}" for owner, at in
            re.findall(r"([A-Z][a-z]+): lama herd ([a-z]{3})", svg)}


def test_the_review_map_shows_every_placed_herd_before_publishing(
        silly_game, gm, client_for, django_capture_on_commit_callbacks):
    _w1900_under_review(silly_game, gm, django_capture_on_commit_callbacks)
    # The oracle: the placements sent, the seven powers' herds (the titles name powers).
    powers = {"austria", "england", "france", "germany", "italy", "russia", "turkey"}
    wanted = {f"{seat}:{at}" for seat, text in SILLY_HERDS.items() if seat in powers
              for at in text.split()}
    client = client_for(gm)
    for name in ("gm-publish", "gm-console"):
        page = client.get(reverse(name, args=[silly_game.pk])).content.decode()
        assert "Spielleiter view: everything" in page
        assert wanted <= _herds_on(page), name


def test_the_review_lists_the_centres_by_power_then_centre(
        silly_game, gm, client_for, django_capture_on_commit_callbacks):
    phase = _w1900_under_review(silly_game, gm, django_capture_on_commit_callbacks)
    page = client_for(gm).get(reverse("gm-publish", args=[silly_game.pk])).content.decode()
    listed = re.search(r"Supply centres \(VZ\)</h3>\s*<ul>(.*?)</ul>", page, flags=re.S).group(1)
    rows = re.findall(r"<li><strong>(.*?)</strong> \(\d+\): <span class=\"mono\">(.*?)</span>",
                      listed)
    # The oracle: the stored result's centres, sorted by power key, then by centre.
    stored = phase.result["supply_centers"]
    assert [centres.split(", ") for _name, centres in rows] == [
        sorted(stored[power]) for power in sorted(stored)]
    assert [name for name, _c in rows][:2] == ["Austria", "England"]


def test_the_published_report_lists_the_centres_by_power_too(silly_spring):
    """What the report shows (the page's and the mails' templates), whatever order the
    database gives the stored keys back in (PostgreSQL's jsonb keeps none)."""
    from django.template.loader import render_to_string

    published = silly_spring.phases.get(status="published")
    stored = published.result["supply_centers"]
    shuffled = {power: list(reversed(stored[power])) for power in reversed(list(stored))}
    page = render_to_string("includes/report.html", {"report": {"supply_centers": shuffled}})
    rows = re.findall(r"<li><strong>.*?</strong> \(\d+\): <span class=\"mono\">(.*?)</span>",
                      page)
    assert [row.split(", ") for row in rows] == [sorted(stored[p]) for p in sorted(stored)]
    mail = render_to_string("emails/turn_report.txt", {
        "public": {"supply_centers": shuffled}, "game": silly_spring, "phase": published})
    listed = [line.split(": ", 1)[1].split(", ") for line in mail.splitlines()
              if re.match(r"^  \S.* \(\d+\): ", line)]
    assert listed[:len(stored)] == [sorted(stored[p]) for p in sorted(stored)]
