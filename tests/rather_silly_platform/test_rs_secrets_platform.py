"""No Rather Silly secret reaches another player through the platform. The leak sweep
(``sweep.py``) reads every address of the URL conf a seat can reach (pages, API answers, map
pictures as SVG and PNG), filled in with the game's values, and every part of every mail to
that seat (receipts, turn reports with their inline map), before and after the results, and
searches it for every other seat's secrets."""

from __future__ import annotations

import pytest
from django.core import mail
from django.urls import reverse
from rs_orders import ANSWER, SPRING
from sweep import (
    UNREACHABLE,
    Pictures,
    addresses,
    clients_for,
    routes,
    sweep_mails,
    sweep_pages,
    unreachable_reason,
)

from games.services.rather_silly import superhirn_marking_set

# Distinctive strings only a seat (and the GM) may ever read.
SECRETS = {
    "austria": ["L tyr Exp", "nwy - tun", "Dreitausendeins", "your lama herds: boh, gal"],
    "italy": ["Zweitausendneunhundert"],
    "turkey": ["L arm Exp", "arm (secret)"],
    "narr": ["smy - edi"],
    "superhirn": ["Leonardo", "INSEL isl", ANSWER],
    "wahrsager": ["VORHERSAGE pic"],
    "germany": ["A mun R sil"],  # the retreat box's help shows "IF dislodged(A mun) ..."
}


def send_spring(table, only=None) -> None:
    for seat, kinds in SPRING.items():
        for kind, text in kinds.items():
            if only is None or seat in only:
                table.send(seat, kind, text)


@pytest.fixture
def published(pictures, rs_spring, gm, django_capture_on_commit_callbacks):
    table = rs_spring
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        send_spring(table)
        superhirn_marking_set(phase=table.phase(), actor=gm, correct=["italy"],
                              reason="Ida knew it")
        done = table.process()
        table.publish(done)
    return table


@pytest.fixture
def pictures(monkeypatch) -> Pictures:
    """Installed before the game is played, so every PNG of every mail can be traced."""
    recorder = Pictures()
    recorder.install(monkeypatch)
    return recorder


def pages_seen_by(game, user, pictures=None) -> str:
    seat = game.seats.filter(player=user).first()
    return sweep_pages(game, user, seat.key if seat else None, pictures or Pictures()).joined()


def _leaks(seen, viewer_seat):
    return [(owner, secret, seen.where(secret)[:3])
            for owner, secrets in SECRETS.items() if owner != viewer_seat
            for secret in secrets if seen.where(secret)]


def test_the_sweep_fills_in_every_url_pattern_or_says_why_a_seat_cannot_reach_it(rs_spring):
    found, problems = addresses(rs_spring.game)
    assert problems == []
    swept = {route.name for route, _ in found}
    every = routes()
    for route in every:
        assert route.name in swept or unreachable_reason(route), route
    # No stale excuse: each entry of UNREACHABLE still names a pattern.
    for key in UNREACHABLE:
        assert any(r.name == key or (key.endswith("/") and r.route.startswith(key))
                   for r in every), key
    # The pages the issue named are in the list without anybody naming them here.
    paths = {path for _, path in found}
    game = rs_spring.game
    assert reverse("orders-history", args=[game.pk]) in paths
    assert reverse("game-map", args=[game.pk]) in paths
    for phase in game.phases.all():
        assert reverse("phase-map", args=[game.pk, phase.pk]) in paths
    for kind in ("lama_explosion", "wormhole_vote", "superhirn_answer", "narr_override"):
        assert reverse("box", args=[game.pk, kind]) in paths


def test_the_admin_sends_every_seat_to_its_login(rs_spring, eleven):
    for user in eleven.values():
        page, _ = clients_for(user)
        response = page.get(reverse("admin:index"))
        assert response.status_code == 302 and "/admin/login/" in response["Location"]


def test_before_the_results_no_reachable_page_shows_another_seats_secret(
        rs_spring, eleven, outsider, pictures, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        send_spring(rs_spring)
    game = rs_spring.game
    for viewer_seat, viewer in [*eleven.items(), ("outsider", outsider)]:
        seen = sweep_pages(game, viewer, viewer_seat if viewer_seat in eleven else None,
                           pictures)
        assert _leaks(seen, viewer_seat) == [], viewer_seat


def test_after_the_results_nothing_a_seat_can_reach_shows_another_seats_secret(
        published, eleven, outsider, pictures):
    # Pages, API answers, pictures and every part of every mail, per viewer; and the other
    # side of the sweep: each seat finds its own secrets in what it reads, so a search that
    # finds nothing means something.
    game = published.game
    assert mail.outbox
    pngs = 0
    for viewer_seat, viewer in [*eleven.items(), ("outsider", outsider)]:
        seat_key = viewer_seat if viewer_seat in eleven else None
        pages = sweep_pages(game, viewer, seat_key, pictures)
        mails = sweep_mails(mail.outbox, viewer, pictures)
        if seat_key is not None:
            assert pages.where("A vie - gal"), viewer_seat  # the public part is there
            assert mails.texts, viewer_seat
        pngs += sum("image/png" in place for place in mails.texts)
        assert _leaks(pages, viewer_seat) == [], viewer_seat
        assert _leaks(mails, viewer_seat) == [], viewer_seat
        for secret in SECRETS.get(viewer_seat, []):
            assert pages.where(secret) or mails.where(secret), (viewer_seat, secret)
    assert pngs >= len(eleven)  # every turn report carries its map, and it was read


def test_the_narrs_override_is_hidden_until_the_results_then_public(
        rs_spring, eleven, gm, django_capture_on_commit_callbacks):
    table = rs_spring
    with django_capture_on_commit_callbacks(execute=True):
        send_spring(table, only={"narr", "france"})
    before = pages_seen_by(table.game, eleven["france"])
    assert "A par - pic" not in before
    done = table.process()
    assert "A par - pic" not in pages_seen_by(table.game, eleven["france"])  # under review
    with django_capture_on_commit_callbacks(execute=True):
        table.publish(done)
    after = pages_seen_by(table.game, eleven["france"])
    assert "A par - pic" in after


def test_lama_placements_stay_with_their_owner_after_winter(rs_spring, eleven):
    for viewer_seat in ("england", "narr", "doktor"):
        seen = pages_seen_by(rs_spring.game, eleven[viewer_seat])
        assert "tyr\\nboh\\ngal" not in seen and "your lama herds: tyr, boh, gal" not in seen
    own = pages_seen_by(rs_spring.game, eleven["austria"])
    assert "your lama herds: tyr, boh, gal" in own
