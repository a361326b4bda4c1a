"""The game page and map.svg from the cache by the game's change stamp (games/stamps.py,
games/views/page_cache.py): after each kind of change a viewer gets, with the caches on,
exactly what it gets with them off (the oracle); a change the database makes without a
service (``QuerySet.update``, the admin's save) raises the stamp too; two seats never share
an entry; the clock's one effect on the page (who is away) is not held back by the cache.

Each change is checked to show on the page (before != after), so a cache that kept the old
page fails the test; the oracle is the uncached page of the same moment."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from games import services
from games.models import PageStamp, Phase, Submission
from games.services import absences, draws
from games.views import page_cache
from tests.web.conftest import silly_send
from tests.web.page_cache_checks import DUMMY, empty_caches  # noqa: F401 (autouse)
from tests.web.page_cache_checks import fetch as _fetch


def _uncached(settings, client, game) -> tuple[str, str]:
    real = settings.CACHES
    settings.CACHES = {**real, "default": DUMMY, "maps": DUMMY}
    try:
        return _fetch(client, game)
    finally:
        settings.CACHES = real


def _stamp(game) -> int:
    return PageStamp.objects.get(game=game).value


def _player(game, key):
    return game.seats.get(key=key).player


def _order(game, gm):
    seat = game.seats.get(key="england")
    services.orders_submit(seat=seat, user=seat.player, text="F lon - nth", kind="orders")


def _press(game, gm):
    france = _player(game, "france")
    services.press_send(game=game, user=france, body="Shall we?", recipients=["england"])


def _announcement(game, gm):
    services.announcement_send(game=game, actor=gm, subject="News", body="The ZAT holds.")


def _zat_extended(game, gm):
    services.zat_extend(phase=game.phases.get(), hours=24, actor=gm, reason="holiday")


def _published(game, gm):
    services.phase_process_now(phase=game.phases.get(), actor=gm, reason="now")


def _draw(game, gm):
    draws.draw_propose(game=game, user=_player(game, "france"))


def _renamed(game, gm):
    france = _player(game, "france")
    france.username = "francine"
    france.save()


def _edited_in_the_database(game, gm):
    """As the admin or a repair script would: no service, no signal, no version bump."""
    phase = game.phases.get()
    state = phase.state
    state["units"] = [u for u in state["units"] if u["at"] != "lvp"]
    Phase.objects.filter(pk=phase.pk).update(state=state)


def _house_rules(game, gm):
    services.house_rules_update(game=game, actor=gm, text="Keine **Konvois** im Herbst.",
                                reason="Hausregel")


CHANGES = {
    "house rules changed": (_house_rules, "<strong>Konvois</strong>"),
    "an order submitted": (_order, "F lon - nth"),
    "press sent": (_press, 'badge badge-warn">1<'),
    "an announcement": (_announcement, "The ZAT holds."),
    "a ZAT extended (game master)": (_zat_extended, None),
    "a phase published": (_published, "F1901M"),
    "a draw proposed": (_draw, 'id="draw-proposal"'),
    "a player renamed": (_renamed, "francine"),
    "a phase edited in the database": (_edited_in_the_database, None),  # (a unit gone)
}


@pytest.mark.parametrize("change", list(CHANGES))
def test_after_each_change_the_cached_page_is_the_uncached_one(
        running_game, gm, client_for, settings, change):
    game = running_game
    client = client_for(_player(game, "england"))
    before = _fetch(client, game)
    assert _fetch(client, game) == before  # (from the cache now)
    stamp = _stamp(game)

    make, marker = CHANGES[change]
    make(game, gm)

    assert _stamp(game) != stamp
    after = _fetch(client, game)
    assert after == _uncached(settings, client, game)
    assert after != before  # the change shows: a page kept from before would fail here
    if marker is not None:
        assert marker not in before[0] and marker in after[0]


def test_a_warm_page_and_map_cost_three_queries(running_game, client_for):
    """The session, the user with the profile, the seat with its game and stamp."""
    game = running_game
    client = client_for(_player(game, "england"))
    _fetch(client, game)
    for name in ("game-detail", "game-map"):
        with CaptureQueriesContext(connection) as queries:
            assert client.get(reverse(name, args=[game.pk])).status_code == 200
        assert len(queries) == 3, [q["sql"][:80] for q in queries]


def test_a_map_reload_answers_304_from_the_stamp(running_game, client_for):
    game = running_game
    client = client_for(_player(game, "england"))
    url = reverse("game-map", args=[game.pk])
    first = client.get(url)
    again = client.get(url, HTTP_IF_NONE_MATCH=first["ETag"])
    assert again.status_code == 304 and again["ETag"] == first["ETag"]
    _order(game, None)  # the map does not change, the stamp does: the same picture again
    third = client.get(url, HTTP_IF_NONE_MATCH=first["ETag"])
    assert third.status_code == 304


def test_the_csrf_token_is_the_requests_own(running_game, client_for):
    game = running_game
    client = client_for(_player(game, "england"))
    url = reverse("game-detail", args=[game.pk])
    pages = [client.get(url).content.decode() for _ in range(2)]
    for page in pages:
        assert page_cache.CSRF_MARK not in page
        tokens = set(re.findall(r'name="csrfmiddlewaretoken" value="([^"]+)"', page))
        assert len(tokens) == 1
    # A form posted with the token of the cached page is accepted (not a 403).
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', pages[1]).group(1)
    client.handler.enforce_csrf_checks = True
    answer = client.post(reverse("orders-submit", args=[game.pk]),
                         {"csrfmiddlewaretoken": token, "kind": "orders",
                          "orders": "F lon - nth", "action": "submit"})
    assert answer.status_code == 302
    assert Submission.objects.filter(seat__key="england", phase__game=game).exists()


def test_a_message_to_show_is_not_cached_away(running_game, client_for):
    """After a POST the next page shows its message once, then no more."""
    game = running_game
    client = client_for(_player(game, "england"))
    url = reverse("game-detail", args=[game.pk])
    client.get(url)
    client.post(reverse("orders-submit", args=[game.pk]),
                {"kind": "orders", "orders": "F lon - nth", "action": "submit"})
    shown = client.get(url).content.decode()
    assert 'class="messages"' in shown
    assert 'class="messages"' not in client.get(url).content.decode()


def test_an_absence_starting_shows_without_any_write(running_game, client_for, settings,
                                                     frozen):
    """Who is away changes by the clock alone: the entry is kept only until then."""
    game = running_game
    france = _player(game, "france")
    tomorrow = (dt.datetime.now(dt.UTC) + dt.timedelta(days=1)).date()
    absences.absence_create(player=france, seats=[game.seats.get(key="france")],
                            starts_on=tomorrow, ends_on=tomorrow + dt.timedelta(days=2))
    client = client_for(_player(game, "england"))
    before = _fetch(client, game)
    stamp = _stamp(game)
    frozen.shift(dt.timedelta(days=2))
    after = _fetch(client, game)
    assert _stamp(game) == stamp  # nothing was written
    assert after == _uncached(settings, client, game)
    away = re.compile(r"<li>France:[^<]*<span class=\"badge\">away</span>")
    assert not away.search(before[0]) and away.search(after[0])


def test_two_seats_never_share_an_entry(silly_spring, client_for, settings):
    """Rather Silly seats see their own herds on the map and their own orders in the form:
    each seat, after another filled the cache, gets its own uncached page and map."""
    game = silly_spring
    silly_send(game, "austria", "orders", "A vie - tyr")
    silly_send(game, "england", "orders", "F lon - eng")
    seats = ("austria", "england")
    clients = {key: client_for(_player(game, key)) for key in seats}
    oracle = {key: _uncached(settings, clients[key], game) for key in seats}
    assert oracle["austria"][0] != oracle["england"][0]
    assert oracle["austria"][1] != oracle["england"][1]
    for key in (*seats, *reversed(seats)):
        assert _fetch(clients[key], game) == oracle[key], key


def test_the_check_sees_a_key_that_forgets_whose_page_it_is(silly_spring, client_for,
                                                             settings, monkeypatch):
    """The check above can fail: with a key that leaves out the user and the viewer (a
    mistake on purpose), England gets Austria's page."""
    game = silly_spring
    silly_send(game, "austria", "orders", "A vie - tyr")
    real = page_cache._digest

    def forgetful(kind, parts):
        return real(kind, {k: v for k, v in parts.items()
                           if k not in ("user", "viewer", "seat", "gm")})

    monkeypatch.setattr(page_cache, "_digest", forgetful)
    austria, england = (client_for(_player(game, key)) for key in ("austria", "england"))
    oracle = _uncached(settings, england, game)
    _fetch(austria, game)
    leaked = _fetch(england, game)
    assert leaked != oracle and "A vie - tyr" in leaked[0]


def test_writes_without_a_service_raise_the_stamp(running_game):
    """The triggers see what no signal sees: an update, a bulk insert, a delete."""
    game = running_game
    seat = game.seats.get(key="england")
    phase = game.phases.get()
    seen = [_stamp(game)]
    game.seats.filter(pk=seat.pk).update(seeking_player=True)
    seen.append(_stamp(game))
    Submission.objects.bulk_create([Submission(phase=phase, seat=seat, kind="orders",
                                               version=1, raw_text="F lon H", parsed={},
                                               submitted_by=seat.player)])
    seen.append(_stamp(game))
    Submission.objects.filter(phase=phase).delete()
    seen.append(_stamp(game))
    assert len(set(seen)) == len(seen)


def test_a_new_game_under_an_old_id_does_not_meet_the_old_stamp(running_game):
    """An id used again (a test database after its rollback, a restore) must not find the
    old game's entries: a stamp starts at random, not at 1."""
    from games.models import Game

    first = _stamp(running_game)
    game_id = running_game.pk
    Game.objects.filter(pk=game_id).delete()
    again = Game.objects.create(pk=game_id, ruleset="diplomacy", name="Again", seed=1)
    assert PageStamp.objects.get(game=again).value != first
