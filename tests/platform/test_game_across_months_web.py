"""A standard Diplomacy game across months, played only through the pages, as people do: the
Spielleiter creates the game, seats the seven players (their accounts exist) and starts it
with the game-master forms; each player types orders into the game page's form, sent with the
page's CSRF token (the browser is ``web_forms.Browser``: a form a browser could not submit
fails here). Between phases time passes (time-machine) and beat's ZAT sweep runs
(``games.tasks.zat_sweep_task``; the adjudication it queues runs inline, Celery eager).
After each phase every player reads the game page and the past phases and gets the turn report
by mail.

The story, from March to late April 2026: Turkey misses the Spring 1901 deadline (its units
hold, the game goes on); everybody takes centres in the Fall and builds in Winter 1901; in
Spring 1902 Austria dislodges the Russian army in Rumania, which retreats to the Ukraine; the
Spielleiter moves the Fall 1902 ZAT by two weeks through the ZAT page (the old ZAT passes,
nothing happens); Russia removes a unit and Austria builds in Winter 1902; Spring 1903 opens."""

from __future__ import annotations

import datetime as dt
import re
import zoneinfo

import pytest
from django.core import mail
from django.utils import timezone

from games.models import Game
from games.tasks import zat_sweep_task
from tests.conftest import START
from tests.platform.web_forms import Browser
from tests.web.pages import board, phase_label

pytestmark = pytest.mark.django_db(transaction=True)

BERLIN = zoneinfo.ZoneInfo("Europe/Berlin")
POWERS = {"austria": "Austria", "england": "England", "france": "France",
          "germany": "Germany", "italy": "Italy", "russia": "Russia", "turkey": "Turkey"}

# Each phase: the orders typed per seat (a seat not named sends nothing), the phase that opens
# next, and facts of the position after it: power -> (units, number of centres).
STORY = [
    ("S1901M", {
        "austria": "A vie - gal\nA bud - ser\nF tri - alb",
        "england": "F lon - nth\nF edi - nwg\nA lvp - yor",
        "france": "A par - bur\nA mar - spa\nF bre - mao",
        "germany": "A ber - kie\nA mun - ruh\nF kie - den",
        "italy": "A ven H\nA rom - apu\nF nap - ion",
        "russia": "A war - gal\nA mos - ukr\nF sev - bla\nF stp/sc - bot",
        # Turkey misses the deadline
    }, "F1901M", {
        "Austria": (["A ser", "A vie", "F alb"], 3),  # vie - gal bounced with war - gal
        "Russia": (["A ukr", "A war", "F bla", "F bot"], 4),
        "Turkey": (["A con", "A smy", "F ank"], 3),  # no orders: every unit held
    }),
    ("F1901M", {
        "austria": "F alb - gre\nA ser S F alb - gre\nA vie H",
        "england": "F nth - bel\nF nwg - nwy\nA yor - lvp",
        "france": "A spa H\nF mao - por\nA bur H",
        "germany": "A kie - hol\nF den H\nA ruh H",
        "italy": "F ion - tun\nA ven H\nA apu H",
        "russia": "A ukr - rum\nF bla S A ukr - rum\nA war H\nF bot - swe",
        "turkey": "A con - bul\nA smy H\nF ank H",
    }, "W1901A", {
        "Austria": (["A ser", "A vie", "F gre"], 5),
        "Italy": (["A apu", "A ven", "F tun"], 4),
        "Russia": (["A rum", "A war", "F bla", "F swe"], 6),
        "Turkey": (["A bul", "A smy", "F ank"], 4),
    }),
    ("W1901A", {
        "austria": "Build A bud\nBuild F tri",
        "england": "Build F lon\nBuild F edi",
        "france": "Build A par\nBuild F bre",
        "germany": "Build A ber\nBuild F kie",
        "italy": "Build F nap",
        "russia": "Build A mos\nBuild F sev",
        "turkey": "Build A con",
    }, "S1902M", {
        "Austria": (["A bud", "A ser", "A vie", "F gre", "F tri"], 5),
        "England": (["A lvp", "F bel", "F edi", "F lon", "F nwy"], 5),
        "France": (["A bur", "A par", "A spa", "F bre", "F por"], 5),
        "Germany": (["A ber", "A hol", "A ruh", "F den", "F kie"], 5),
        "Italy": (["A apu", "A ven", "F nap", "F tun"], 4),
        "Russia": (["A mos", "A rum", "A war", "F bla", "F sev", "F swe"], 6),
        "Turkey": (["A bul", "A con", "A smy", "F ank"], 4),
    }),
    ("S1902M", {
        "austria": "A ser - rum\nA bud S A ser - rum\nA vie H",
        "england": "F lon H", "france": "A par H", "germany": "A ber H", "italy": "A ven H",
        "russia": "A rum H", "turkey": "A con H",
    }, "S1902R", {
        "Austria": (["A bud", "A rum", "A vie", "F gre", "F tri"], 5),
    }),
    ("S1902R", {"russia": "A rum R ukr"}, "F1902M", {
        "Russia": (["A mos", "A ukr", "A war", "F bla", "F sev", "F swe"], 6),
    }),
    ("F1902M", {
        "austria": "A bud - ser\nA rum H",
        "england": "F lon H", "france": "A par H", "germany": "A ber H", "italy": "A ven H",
        "russia": "A ukr H", "turkey": "A con H",
    }, "W1902A", {
        "Austria": (["A rum", "A ser", "A vie", "F gre", "F tri"], 6),
        "Russia": (["A mos", "A ukr", "A war", "F bla", "F sev", "F swe"], 5),
    }),
    ("W1902A", {"austria": "Build A bud", "russia": "Remove F swe"}, "S1903M", {
        "Austria": (["A bud", "A rum", "A ser", "A vie", "F gre", "F tri"], 6),
        "Russia": (["A mos", "A ukr", "A war", "F bla", "F sev"], 5),
    }),
]

# Lines every player's turn report of the phase holds.
REPORTED = {
    "S1901M": ["Austria: A vie - gal — bounced", "Missed this phase (no orders received): Turkey"],
    "F1901M": ["Russia: A ukr - rum — succeeds", "Russia (6): mos, rum, sev, stp, swe, war"],
    "W1901A": ["Austria: Build A bud — succeeds", "Turkey: Build A con — succeeds"],
    "S1902M": ["Russia: A rum H — dislodged (dislodged by Austria A ser from ser)"],
    "S1902R": ["Russia: A rum R ukr — succeeds"],
    "F1902M": ["Austria (6): bud, gre, rum, ser, tri, vie"],
    "W1902A": ["Austria: Build A bud — succeeds", "Russia: Remove F swe — succeeds"],
}


def zat_on(page: str) -> dt.datetime:
    """The ZAT the game page shows (its machine-readable ``<time datetime>``)."""
    found = re.search(r'ZAT(?:</abbr>)?: <time datetime="([^"]+)">', page)
    assert found, "the page shows no ZAT"
    return dt.datetime.fromisoformat(found.group(1))


def test_a_standard_game_runs_for_months_through_the_pages(gm, players, frozen, password):
    spielleiter = Browser(gm.username, password)
    browsers = {seat: Browser(user.username, password) for seat, user in players.items()}
    addresses = {seat: user.email for seat, user in players.items()}

    # -- the Spielleiter creates the game: results publish themselves, a week per movement ----
    response = spielleiter.submit("/gm/games/new/", {
        "name": "Months 1901 (web)", "ruleset": "diplomacy", "seed": "1901",
        "review_before_publish": None, "nmr_policy": "hold",
        "hours_M": "168", "hours_R": "48", "hours_A": "48"})
    game = Game.objects.get(name="Months 1901 (web)")
    control = f"/gm/games/{game.pk}/"
    page = f"/games/{game.pk}/"
    assert response["Location"] == control
    for seat, user in players.items():
        spielleiter.submit(f"{control}seats/assign/?seat={seat}",
                           {"seat": seat, "player": user.username, "reason": "signed up"})
    spielleiter.submit(f"{control}start/", {"reason": "all seven are seated"})
    # a POST without the page's token (a forged form elsewhere) is refused and stores nothing
    forged = browsers["turkey"].client.post(f"/games/{game.pk}/orders/",
                                            {"kind": "orders", "orders": "A con - bul"})
    assert forged.status_code == 403
    assert "orders in" not in browsers["turkey"].get(page)
    first = browsers["austria"].get(page)
    assert phase_label(first) == "S1901M"
    assert board(first)["Russia"] == (["A mos", "A war", "F sev", "F stp/sc"], 4)

    history: list[str] = []
    for label, orders, following, facts in STORY:
        mail.outbox.clear()
        for seat, text in orders.items():
            after = browsers[seat].submit(page, {"orders": text}, follow=True,
                                          action=f"/games/{game.pk}/orders/",
                                          button=("action", "submit"))
            assert 'class="problem"' not in after.content.decode(), (label, seat)
        zat = zat_on(browsers["turkey"].shown[1])  # the page Turkey has on the screen
        if label == "F1902M":  # a holiday: the Spielleiter moves the ZAT by two weeks
            moved = zat.astimezone(BERLIN) + dt.timedelta(days=14)
            spielleiter.submit(f"{control}zat/", {"zat": moved.strftime("%Y-%m-%dT%H:%M"),
                                                  "reason": "Easter holidays"})
            for seat, browser in browsers.items():
                assert zat_on(browser.get(page)) == moved, seat
            frozen.move_to(zat + dt.timedelta(minutes=1), tick=False)
            assert zat_sweep_task.delay().get() == []  # the old ZAT passes: nothing happens
            assert phase_label(browsers["russia"].get(page)) == "F1902M"
            zat = moved
        # time passes the ZAT; beat's sweep adjudicates and publishes
        frozen.move_to(zat + dt.timedelta(minutes=1), tick=False)
        assert len(zat_sweep_task.delay().get()) == 1, label
        history.append(label)
        for seat, browser in browsers.items():  # the game page stays on the screen
            past = browser.get(f"/games/{game.pk}/phases/")
            assert re.findall(r'/phases/\d+/">(\w+)</a>', past) == history, (seat, past)
            now = browser.get(page)
            assert phase_label(now) == following, (label, seat)
            position = board(now)
            for power, expected in facts.items():
                assert position[power] == expected, (label, seat, power, position[power])
            reports = [m for m in mail.outbox if addresses[seat] in m.to
                       and f"Results of {label}" in m.subject]
            assert len(reports) == 1, (label, seat, [m.subject for m in mail.outbox])
            for line in REPORTED[label]:
                assert line in reports[0].body, (label, seat, line)
        if label == "S1901M":  # Turkey was told it missed; nobody else was
            missed = [m.to for m in mail.outbox if "orders from Turkey missing" in m.subject]
            assert sorted(missed) == sorted([[addresses["turkey"]], [gm.email]])
            assert not any("missing" in m.subject and "Turkey" not in m.subject
                           for m in mail.outbox)

    assert history == [label for label, *_rest in STORY]
    assert (timezone.now() - START).days >= 50  # nearly two months of the calendar went by
