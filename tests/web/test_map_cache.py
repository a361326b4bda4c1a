"""The map pictures' cache (games/views/map_cache.py): a picture drawn for one viewer is never
served to another, a reload answers 304, and an edit of the phase is drawn anew.

The secrets looked for come from the state, not from the pictures: each seat's unexploded lama
herds in the open phase's ``section_state``, written as the map titles them."""

from __future__ import annotations

import contextlib

import pytest
from django.conf import settings
from django.core.cache import caches
from django.urls import reverse

from games import selectors
from games.maps.board_adapter import herds_for
from games.views import maps


@pytest.fixture(autouse=True)
def empty_cache():
    caches["maps"].clear()
    yield
    with contextlib.suppress(Exception):  # (a test may have pointed it at a dead server)
        caches["maps"].clear()


@pytest.fixture
def draws(monkeypatch):
    """How often a map was really drawn (not taken from the cache)."""
    count = {"n": 0}
    real = maps._safe_render

    def counting(board, viewer):
        count["n"] += 1
        return real(board, viewer)

    monkeypatch.setattr(maps, "_safe_render", counting)
    return count


def _herd_titles(state, seat: str) -> set[str]:
    return {f"{h['power'].capitalize()}: lama herd {h['at']}" for h in herds_for(state, seat)}


def _secrets(game) -> dict[str, set[str]]:
    state = selectors.current_phase(game).state
    secrets = {seat.key: _herd_titles(state, seat.key) for seat in game.seats.all()}
    assert secrets["austria"] and secrets["england"]  # the game has herds to hide
    return secrets


def test_the_tests_run_with_the_map_cache_on():
    """The leak sweeps (tests/*/test_*secrets*.py) read the pages through this cache."""
    assert "DummyCache" not in settings.CACHES["maps"]["BACKEND"]


def test_a_seats_cached_map_is_served_neither_to_another_seat_nor_to_the_public(
        silly_spring, client_for, draws):
    secrets = _secrets(silly_spring)
    austria = silly_spring.seats.get(key="austria").player
    england = silly_spring.seats.get(key="england").player
    svg_url = reverse("game-map", args=[silly_spring.pk])
    page_url = reverse("game-detail", args=[silly_spring.pk])

    first = client_for(austria).get(svg_url).content.decode()
    assert all(t in first for t in secrets["austria"])
    again = client_for(austria).get(svg_url).content.decode()
    assert again == first
    drawn = draws["n"]
    assert drawn == 1  # the second answer came from the cache

    for answer in (client_for(england).get(svg_url), client_for(england).get(page_url)):
        text = answer.content.decode()
        assert answer.status_code == 200
        assert not {t for t in secrets["austria"] if t in text}
        assert all(t in text for t in secrets["england"])
    public = maps.current_map(silly_spring, selectors.current_phase(silly_spring),
                              selectors.Viewer(user=None, is_gm=False, seat=None))
    assert "<svg" in public
    assert not {t for seat in secrets.values() for t in seat if t in public}
    assert draws["n"] == drawn + 2  # England's picture and the public one, each drawn once


def test_a_reload_answers_304_and_another_viewer_with_that_etag_gets_its_own_picture(
        silly_spring, client_for):
    secrets = _secrets(silly_spring)
    austria = silly_spring.seats.get(key="austria").player
    england = silly_spring.seats.get(key="england").player
    url = reverse("game-map", args=[silly_spring.pk])
    first = client_for(austria).get(url)
    etag = first["ETag"]
    assert etag.startswith('"') and "private" in first["Cache-Control"]
    assert "public" not in first["Cache-Control"] and "no-store" not in first["Cache-Control"]
    again = client_for(austria).get(url, HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304 and again.content == b""
    assert again["ETag"] == etag and "private" in again["Cache-Control"]
    # England's browser sends Austria's ETag (one browser, two log-ins): a full answer.
    theirs = client_for(england).get(url, HTTP_IF_NONE_MATCH=etag)
    assert theirs.status_code == 200 and theirs["ETag"] != etag
    assert not {t for t in secrets["austria"] if t in theirs.content.decode()}


def test_an_edit_of_the_phase_is_drawn_anew_even_without_a_version_bump(
        silly_spring, client_for, draws):
    england = silly_spring.seats.get(key="england").player
    url = reverse("game-map", args=[silly_spring.pk])
    client = client_for(england)
    before = client.get(url)
    phase = selectors.current_phase(silly_spring)
    engine = phase.state.get("engine") or phase.state
    herds = engine["section_state"]["lamas"]["herds"]
    moved = next(h for h in herds if h["owner"] == "england" and not h.get("exploded"))
    old = f"England: lama herd {moved['at']}"
    assert old in before.content.decode()
    taken = {h["at"] for h in herds}
    moved["at"] = next(p for p in ("wal", "yor", "lvp", "nwy", "bel") if p not in taken)
    phase.save(update_fields=["state"])  # as the admin would: no version bump

    after = client.get(url, HTTP_IF_NONE_MATCH=before["ETag"])
    assert after.status_code == 200 and after["ETag"] != before["ETag"]
    titles = _herd_titles(phase.state, "england")
    text = after.content.decode()
    assert all(t in text for t in titles) and old not in text
    assert draws["n"] == 2


def test_a_rollback_is_drawn_anew(silly_spring_played, client_for, gm):
    from games.services.review import phase_rollback

    game = silly_spring_played.game
    england = game.seats.get(key="england").player
    url = reverse("game-map", args=[game.pk])
    client = client_for(england)
    fall = client.get(url)
    phase_rollback(game=game, to_phase=silly_spring_played, actor=gm, reason="test")
    spring = selectors.current_phase(game)
    assert spring.label == silly_spring_played.label
    again = client.get(url, HTTP_IF_NONE_MATCH=fall["ETag"])
    assert again.status_code == 200 and again["ETag"] != fall["ETag"]
    titles = _herd_titles(spring.state, "england")
    assert titles and all(t in again.content.decode() for t in titles)


def test_a_cache_server_that_is_down_costs_a_drawing_not_the_map(silly_spring, client_for,
                                                                  settings, draws):
    settings.CACHES = {**settings.CACHES, "maps": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": "redis://127.0.0.1:9/0"}}  # the discard port: nobody answers there
    england = silly_spring.seats.get(key="england").player
    client = client_for(england)
    url = reverse("game-map", args=[silly_spring.pk])
    first, second = client.get(url), client.get(url)
    assert first.status_code == second.status_code == 200
    assert first.content == second.content and b"<svg" in first.content
    assert draws["n"] == 2  # nothing kept
