"""The game page's cached parts (games/views/fragments.py) and the map cache never hand one
seat's page to another: with the caches on, every seat gets exactly the page and the map it
gets with the caches off (the oracle), whatever order the seats come in; and a new
submission shows at once (the key follows the content, no timer).

Rather Silly seats have secrets on both: their own lama herds on the map, their Superhirn
shares and the Doktor's points in the position table, their own orders in the form."""

from __future__ import annotations

import re

import pytest
from django.core.cache import caches
from django.urls import reverse

from games import selectors
from games.maps.board_adapter import herds_for
from tests.web.conftest import silly_send
from tests.web.page_cache_checks import DUMMY, empty_caches  # noqa: F401 (autouse)
from tests.web.page_cache_checks import fetch as _fetch

SEATS = ("austria", "england", "italy", "doktor")


def test_no_seat_gets_another_seats_cached_page_or_map(silly_spring, client_for, settings):
    game = silly_spring
    phase = game.phases.open().get()  # Italy's Superhirn shares, the Doktor's points
    sections = phase.state["engine"].setdefault("section_state", {})
    sections["superhirn"] = {**sections.get("superhirn", {}), "shares": {"italy": "2/3"}}
    sections["doktor"] = {**sections.get("doktor", {}), "points": 17}
    phase.save(update_fields=["state"])
    silly_send(game, "austria", "orders", "A vie - tyr")
    silly_send(game, "england", "orders", "F lon - eng")
    clients = {key: client_for(game.seats.get(key=key).player) for key in SEATS}

    real = settings.CACHES
    settings.CACHES = {**real, "default": DUMMY, "maps": DUMMY}
    oracle = {key: _fetch(clients[key], game) for key in SEATS}
    settings.CACHES = real

    # The oracle tells the seats apart (else this test could not fail): Austria's and
    # England's herds, from the state, are on their own maps only; Italy's Superhirn shares
    # and the Doktor's points are in their own position tables only.
    state = selectors.current_phase(game).state
    for key in ("austria", "england"):
        mine = {f"{h['power'].capitalize()}: lama herd {h['at']}" for h in herds_for(state, key)}
        assert mine and all(t in oracle[key][1] for t in mine)
        for other in SEATS:
            if other != key:
                assert not {t for t in mine if t in oracle[other][1]}
    for key, marker in (("italy", "superhirn-shares"), ("doktor", "doktor-points")):
        holders = {seat for seat in SEATS if f'data-private="{marker}"' in oracle[seat][0]}
        assert holders == {key}
    assert len({page for page, _ in oracle.values()}) == len(SEATS)
    assert "A vie - tyr" in oracle["austria"][0] and "A vie - tyr" not in oracle["england"][0]

    for key in (*SEATS, *reversed(SEATS), *SEATS):  # filled by one seat, read by the others
        assert _fetch(clients[key], game) == oracle[key], key
    assert caches["default"].get  # (the fragments were kept: the next assertion checks it)
    kept = [k for k in caches["default"]._cache if ":fragment:" in k]  # LocMemCache's dict
    assert len(kept) >= len(SEATS)


def test_a_new_submission_shows_at_once(silly_spring, client_for):
    game = silly_spring
    england = game.seats.get(key="england")
    client = client_for(england.player)
    url = reverse("game-detail", args=[game.pk])
    before = client.get(url).content.decode()
    assert "F lon - eng" not in before
    silly_send(game, "england", "orders", "F lon - eng")
    after = client.get(url).content.decode()
    assert "F lon - eng" in after
    # England's seat in the table now says its orders are in.
    row = re.search(r"<li>England:.*?</li>", after, re.S)
    assert row is not None and "orders in" in row.group(0)
    assert "orders in" not in re.search(r"<li>England:.*?</li>", before, re.S).group(0)


def test_a_fragment_key_refuses_an_object_it_would_key_by_its_name_only():
    """Two seats whose ``str`` were alike would share one key, and one of them another's
    fragment: the key takes plain data only (a lazy string is read, a model refused)."""
    from django.utils.translation import gettext_lazy

    from games.views import fragments

    class Named:
        def __str__(self) -> str:
            return "Austria"

    who = {"game": 1, "phase": 1, "version": 1, "viewer": "austria"}
    assert fragments.fragment_key("t.html", {"x": gettext_lazy("Austria")}, who) == \
        fragments.fragment_key("t.html", {"x": "Austria"}, who)
    with pytest.raises(TypeError, match="plain data only"):
        fragments.fragment_key("t.html", {"x": Named()}, who)
