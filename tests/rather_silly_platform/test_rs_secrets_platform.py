"""No Rather Silly secret reaches another player through the platform. The leak sweep
(``tests/leak_sweep.py``) reads every address of the URL conf a seat can reach (pages, API
answers, map pictures as SVG and PNG), filled in with the game's values, and every part of
every mail to that seat (receipts, turn reports with their inline map), and searches it for
every other seat's secrets.

One game is played and swept once per module (``swept``): every seat and an outsider read
everything in three states of Spring 1901: the orders sent (before the results), the result
awaiting the game master's review, and the result published. The game also holds an absence,
a draw proposal and every viewer's calendar feed, so those addresses are swept too. The tests
below judge what was read; the game itself is rolled back afterwards."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

import pytest
import time_machine
from django.conf import settings
from django.contrib.auth import get_user_model
from django.core import mail
from django.db import transaction
from django.test import TestCase, override_settings
from django.urls import reverse
from rs_orders import ANSWER, SPRING
from rs_table import RULESET_PATH, Table, make_user, seated_game, the_roles

from games import services
from games.rulesets.rather_silly.services import superhirn_marking_set
from games.services import absences, draws
from tests.leak_sweep import (
    UNREACHABLE,
    Pictures,
    Seen,
    Sweeper,
    clients_for,
    routes,
    unreachable_reason,
)

pytestmark = pytest.mark.once  # what a seat reads, not how SQL finds it

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
PUBLIC_ORDER = "A vie - gal"  # Austria's order, public once the results are out
NARR_OVERRIDE = "A par - pic"  # the Narr's override of France: secret until the results
AUSTRIAN_HERDS = ["tyr\\nboh\\ngal", "your lama herds: tyr, boh, gal"]  # Winter 1900's
NEEDLES = [s for secrets in SECRETS.values() for s in secrets] + [
    PUBLIC_ORDER, NARR_OVERRIDE, *AUSTRIAN_HERDS]

START = dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.UTC)  # tests/conftest.py's frozen moment
PLAYER_NAMES = {"austria": "anna", "england": "emil", "france": "francois", "germany": "gerd",
                "italy": "ida", "russia": "ruslan", "turkey": "tarik"}
STATES = ("before the results", "under review", "after the results")


@dataclass
class Swept:
    """What every viewer read in every state, and what the sweep reached."""

    pages: dict[tuple[str, str], Seen] = field(default_factory=dict)  # (state, viewer)
    mails: dict[str, Seen] = field(default_factory=dict)  # viewer -> every mail of the game
    swept: set[tuple[str, str]] = field(default_factory=set)  # (route name, path)
    game: dict[str, Any] = field(default_factory=dict)  # ids and paths the tests look for
    viewers: list[str] = field(default_factory=list)


def _leaks(seen: Seen, viewer: str) -> list[tuple[str, str, list[str]]]:
    return [(owner, secret, seen.where(secret)[:3])
            for owner, secrets in SECRETS.items() if owner != viewer
            for secret in secrets if seen.where(secret)]


def _play_and_sweep(pictures: Pictures, monkeypatch: pytest.MonkeyPatch) -> Swept:
    users = get_user_model()
    gm = make_user(users, "gisela")
    eleven = {**{power: make_user(users, name) for power, name in PLAYER_NAMES.items()},
              **the_roles(users)}
    viewers = {**eleven, "outsider": make_user(users, "otto")}
    commit = TestCase.captureOnCommitCallbacks
    game = seated_game(gm, eleven)
    services.game_start(game=game, actor=gm)
    game.refresh_from_db()
    table = Table(game, gm, eleven)
    with commit(execute=True):
        table.play_setup()
    with commit(execute=True):
        for seat, kinds in SPRING.items():
            for kind, text in kinds.items():
                table.send(seat, kind, text)
        # Rows behind addresses a seat reaches: an absence (its cancel address), a draw
        # proposal (its vote address); every viewer's calendar feed is made by the sweep.
        england = game.seats.get(key="england")
        absences.absence_create(player=eleven["england"], seats=[england],
                                starts_on=START.date() + dt.timedelta(days=60),
                                ends_on=START.date() + dt.timedelta(days=62))
        draws.draw_propose(game=game, user=eleven["italy"])

    record = Swept(viewers=list(viewers))
    sweeper = Sweeper(game, pictures, NEEDLES)
    with sweeper.installed(monkeypatch):
        def sweep(state: str) -> None:
            for key, user in viewers.items():
                record.pages[state, key] = sweeper.pages(user, key if key in eleven else None)

        sweep(STATES[0])
        with commit(execute=True):
            superhirn_marking_set(phase=table.phase(), actor=gm, correct=["italy"],
                                  reason="Ida knew it")
            done = table.process()
        sweep(STATES[1])
        with commit(execute=True):
            table.publish(done)
        sweep(STATES[2])
        for key, user in viewers.items():
            record.mails[key] = sweeper.mails(mail.outbox, user)
    record.swept = sweeper.swept
    record.game = {
        "id": game.pk, "phases": list(game.phases.values_list("pk", flat=True)),
        "absence": england.absences.get().pk, "proposal": game.draws.get().pk,
        "feeds": {key: user.calendar_feed.token for key, user in viewers.items()},
    }
    return record


@pytest.fixture(scope="module")
def swept(django_db_setup, django_db_blocker) -> Swept:
    """The game played and swept once; rolled back before the first test judges it."""
    rulesets = {**settings.GAMEMASTER_RULESETS, "rather_silly": RULESET_PATH}
    with (django_db_blocker.unblock(), pytest.MonkeyPatch.context() as monkeypatch,
          time_machine.travel(START, tick=False),
          override_settings(GAMEMASTER_RULESETS=rulesets, CELERY_TASK_ALWAYS_EAGER=True,
                            CELERY_TASK_EAGER_PROPAGATES=True,
                            PASSWORD_HASHERS=["django.contrib.auth.hashers.MD5PasswordHasher"])):
        pictures = Pictures()
        pictures.install(monkeypatch)  # before the game is played: every PNG can be traced
        mail.outbox = []
        with transaction.atomic():
            record = _play_and_sweep(pictures, monkeypatch)
            transaction.set_rollback(True)
        mail.outbox = []
    return record


def test_every_url_pattern_is_swept_or_listed_with_the_reason_a_seat_cannot_reach_it(swept):
    names = {name for name, _ in swept.swept}
    every = routes()
    for route in every:
        assert route.name in names or unreachable_reason(route), route
    # No stale excuse: each entry of UNREACHABLE still names a pattern, none is a known gap.
    for key, why in UNREACHABLE.items():
        assert any(r.name == key or (key.endswith("/") and r.route.startswith(key))
                   for r in every), key
        assert "GAP" not in why, key
    # The pages the issue named are in the list without anybody naming them here.
    paths = {path for _, path in swept.swept}
    game = swept.game["id"]
    assert reverse("orders-history", args=[game]) in paths
    assert reverse("game-map", args=[game]) in paths
    for phase in swept.game["phases"]:
        assert reverse("phase-map", args=[game, phase]) in paths
    for kind in ("lama_explosion", "wormhole_vote", "superhirn_answer", "narr_override"):
        assert reverse("box", args=[game, kind]) in paths
    assert reverse("absence-cancel", args=[swept.game["absence"]]) in paths
    for token in swept.game["feeds"].values():
        assert reverse("calendar-feed", args=[token]) in paths
    assert reverse("draw-vote", args=[game, swept.game["proposal"]]) in paths


@pytest.mark.parametrize("state", STATES)
def test_no_reachable_page_shows_another_seats_secret(swept, state):
    for viewer in swept.viewers:
        seen = swept.pages[state, viewer]
        assert seen.places > 100, (viewer, seen.places)  # it read everything, not nothing
        assert _leaks(seen, viewer) == [], (state, viewer)


def test_no_mail_part_shows_another_seats_secret_and_every_turn_report_map_was_read(swept):
    for viewer in swept.viewers:
        assert _leaks(swept.mails[viewer], viewer) == [], viewer
        if viewer != "outsider":
            assert swept.mails[viewer].places, viewer
            assert swept.mails[viewer].pngs, viewer  # the turn reports' maps were read
    assert swept.mails["outsider"].places == 0


def test_each_seat_finds_its_own_secrets_so_a_search_that_finds_nothing_means_something(swept):
    for viewer, secrets in SECRETS.items():
        pages, mails = swept.pages[STATES[2], viewer], swept.mails[viewer]
        assert pages.where(PUBLIC_ORDER), viewer  # the public part is there
        for secret in secrets:
            assert pages.where(secret) or mails.where(secret), (viewer, secret)


def test_the_narrs_override_is_hidden_until_the_results_then_public(swept):
    for state in STATES[:2]:
        for viewer in swept.viewers:
            if viewer != "narr":
                assert swept.pages[state, viewer].where(NARR_OVERRIDE) == [], (state, viewer)
    assert swept.pages[STATES[0], "narr"].where(NARR_OVERRIDE)
    assert swept.pages[STATES[2], "france"].where(NARR_OVERRIDE)


def test_lama_placements_stay_with_their_owner(swept):
    for viewer in swept.viewers:
        seen = swept.pages[STATES[0], viewer]
        if viewer != "austria":
            assert [seen.where(herds) for herds in AUSTRIAN_HERDS] == [[], []], viewer
    assert swept.pages[STATES[0], "austria"].where("your lama herds: tyr, boh, gal")


def test_the_admin_sends_every_seat_to_its_login(eleven):
    for user in eleven.values():
        page, _ = clients_for(user)
        response = page.get(reverse("admin:index"))
        assert response.status_code == 302 and "/admin/login/" in response["Location"]
