"""A year of standard Diplomacy played through the pages, as the issue's "done when" reads:
a GM and seven players from Spring 1901 through Winter 1901, ZATs processed as the worker does,
e-mails in the outbox.

Everything a person does goes through Django's test client and the pages (create, invite,
accept, start, orders with feedback, review, publish, schedule). The only other calls are what
no person does: time passing (time-machine) and what beat + worker do at the ZAT, i.e. the
sweep task (``games.tasks.zat_sweep_task``) whose queued ``phase_adjudicate`` runs inline
(Celery eager). The database is transactional so ``transaction.on_commit`` (task queueing,
e-mails) fires exactly as in production.

The year: everybody opens in Spring; France mistypes a line and fixes it from the suggestion.
In the Fall Turkey dislodges the Russian fleet in Sevastopol, Italy sends a line nobody can
read (its private part says so, nobody else's), everybody takes a centre. Russia
retreats to Rumania in F1901R. The GM then switches to automatic publishing, and the builds
typed on the page in W1901A are published with no review.
"""

from __future__ import annotations

import datetime as dt
import html
import re

import pytest
from django.core import mail
from django.test import Client
from django.utils import timezone

from games.models import Game, Phase, Submission
from games.tasks import zat_sweep_task
from tests.web.pages import board, phase_label, text_of

pytestmark = pytest.mark.django_db(transaction=True)

SEATS = {"austria": "Austria", "england": "England", "france": "France",
         "germany": "Germany", "italy": "Italy", "russia": "Russia", "turkey": "Turkey"}
# Turkey's player has no account yet and signs up from the invitation.
NEWCOMER = {"username": "tuba", "email": "tuba@example.org"}

SPRING = {
    "austria": "A vie - gal\nA bud - ser\nF tri - alb",
    "england": "F lon - nth\nF edi - nwg\nA lvp - yor",
    "france": "A par - bur\nA mar - spa\nF bre - mao",
    "germany": "A ber - kie\nA mun - ruh\nF kie - den",
    "italy": "A ven H\nA rom - apu\nF nap - ion",
    "russia": "A war - gal\nA mos - ukr\nF sev H\nF stp/sc - bot",
    "turkey": "A con - bul\nA smy - arm\nF ank - bla",
}
FALL = {
    "austria": "F alb - gre\nA ser S F alb - gre\nA vie H",
    "england": "F nth - bel\nF nwg - nwy\nA yor - lvp",
    "france": "A spa H\nF mao - por\nA bur H",
    "germany": "A kie - hol\nF den H\nA ruh H",
    # an unreadable line, and one for a unit Italy does not have
    "italy": "F ion - tun\nA ven H\nA apu H\nPizza for everyone\nA mun - ber",
    "russia": "F sev H\nA ukr H\nA war H\nF bot - swe",
    "turkey": "A arm - sev\nF bla S A arm - sev\nA bul H",
}
BUILDS = {
    "austria": "Build A bud\nBuild F tri",
    "england": "Build F lon\nBuild F edi",
    "france": "Build A par\nBuild F bre",
    "germany": "Build A ber\nBuild F kie",
    "italy": "Build F nap",
    "russia": "Build A mos",
    "turkey": "Build F ank\nBuild A smy",
}


# ---- reading mails -------------------------------------------------------------------------


def mails_to(address: str, subject_part: str) -> list:
    return [m for m in mail.outbox if address in m.to and subject_part in m.subject]


# ---- the people at the table -----------------------------------------------------------------


class Browser:
    """One person's browser: a test client logged in through the login page."""

    def __init__(self, username: str, password: str = "") -> None:
        self.client = Client()
        self.username = username
        if password:
            response = self.client.post("/accounts/login/",
                                        {"username": username, "password": password})
            assert response.status_code == 302, f"{username} could not log in"

    def get(self, url: str, status: int = 200) -> str:
        response = self.client.get(url)
        assert response.status_code == status, (url, response.status_code)
        return response.content.decode()

    def post(self, url: str, data: dict, status: int = 302):
        response = self.client.post(url, data)
        assert response.status_code == status, (url, response.status_code,
                                                text_of(response.content.decode())[:600])
        return response


class Table:
    """The GM's and the players' browsers around one game."""

    def __init__(self, gm: Browser) -> None:
        self.gm = gm
        self.players: dict[str, Browser] = {}
        self.emails: dict[str, str] = {}
        self.game: Game | None = None

    @property
    def gid(self) -> int:
        assert self.game is not None
        return self.game.pk

    def open_phase(self) -> Phase:
        return Phase.objects.get(game_id=self.gid, status=Phase.Status.OPEN)

    def send_orders(self, seat: str, text: str) -> str:
        """Type the orders into the game page's box and send them; returns the page after."""
        self.players[seat].post(f"/games/{self.gid}/orders/",
                                {"kind": "orders", "orders": text, "action": "submit"})
        return self.players[seat].get(f"/games/{self.gid}/")

    def zat_passes(self, frozen) -> None:
        """Time moves past the open phase's ZAT; beat's sweep queues it, the worker runs it."""
        phase = self.open_phase()
        frozen.move_to(phase.zat + dt.timedelta(minutes=1), tick=False)
        assert zat_sweep_task.delay().get() == [phase.pk]
        assert zat_sweep_task.delay().get() == []  # claimed once: a second sweep finds nothing

    def publish(self, label: str) -> None:
        control = self.gm.get(f"/gm/games/{self.gid}/")
        assert f"Phase <strong>{label}</strong>" in control
        assert "Review and publish" in control
        review = self.gm.get(f"/gm/games/{self.gid}/publish/")
        assert label in review
        self.gm.post(f"/gm/games/{self.gid}/publish/", {"reason": f"{label} checked"})

    def position(self, seat: str = "austria") -> dict[str, tuple[list[str], int]]:
        return board(self.players[seat].get(f"/games/{self.gid}/"))

    def assert_reports(self, label: str) -> dict[str, str]:
        """Every player got exactly one turn report with only their own private part; the GM
        one with all of them. Returns seat -> mail text."""
        subject = f"Results of {label}"
        texts = {}
        for seat, name in SEATS.items():
            got = mails_to(self.emails[seat], subject)
            assert len(got) == 1, (seat, [m.subject for m in mail.outbox])
            body = got[0].body
            assert f"Only for {name}" in body
            others = [other for other in SEATS.values()
                      if other != name and f"Only for {other}" in body]
            assert others == [], f"{name} sees the private part of {others}"
            texts[seat] = body
        gm_mail = mails_to("gisela@example.org", subject)
        assert len(gm_mail) == 1
        assert all(f"Only for {name}" in gm_mail[0].body for name in SEATS.values())
        return texts


@pytest.fixture
def table(gm, players, frozen, password) -> Table:
    table = Table(Browser(gm.username, password))
    table.emails = {seat: user.email for seat, user in players.items()}
    table.emails["turkey"] = NEWCOMER["email"]
    return table


def test_a_gm_and_seven_players_play_1901_in_the_browser(table, players, frozen, password):
    gm = table.gm
    mail.outbox.clear()

    # -- the GM creates a standard game with review before publishing -------------------------
    response = gm.post("/gm/games/new/", {
        "name": "Frühjahr 1901", "ruleset": "diplomacy", "seed": "1901",
        "zat_time": "20:00", "zat_time_zone": "Europe/Berlin",
        "zat_weekdays": [str(d) for d in range(7)], "grace_minutes": "0",
        "max_extension_hours": "72", "review_before_publish": "on", "nmr_policy": "hold",
        "civil_disorder_after": "2", "hours_M": "48", "hours_R": "24", "hours_A": "24",
    })
    table.game = Game.objects.get(name="Frühjahr 1901")
    assert response["Location"] == f"/gm/games/{table.gid}/"
    assert table.game.review_before_publish and table.game.status == Game.Status.DRAFT
    control = gm.get(f"/gm/games/{table.gid}/")
    assert control.count(">Invite</a>") == 7  # seven vacant seats

    # -- seven invitations by e-mail; the players take their seats through the links -------------
    for seat in SEATS:
        gm.post(f"/gm/games/{table.gid}/invite/",
                {"seat": seat, "email": table.emails[seat], "reason": "the 1901 group"})
    links = {}
    for seat, address in table.emails.items():
        (invitation,) = [m for m in mail.outbox if m.to == [address]]
        found = re.search(r"https?://\S+(/invitations/[^/\s]+/)", invitation.body)
        assert found, invitation.body
        links[seat] = found.group(1)
    assert len(set(links.values())) == 7
    for seat in SEATS:
        if seat == "turkey":
            continue
        browser = Browser(players[seat].username, password)
        assert SEATS[seat] in browser.get(links[seat])
        response = browser.post(links[seat], {})
        assert response["Location"] == f"/games/{table.gid}/"
        table.players[seat] = browser
    newcomer = Browser(NEWCOMER["username"])  # not logged in: signs up
    assert "Turkey" in newcomer.get(links["turkey"])
    newcomer.post(links["turkey"] + "signup/", {
        **NEWCOMER, "password1": "a-fresh-Passw0rd-1901", "password2": "a-fresh-Passw0rd-1901"})
    table.players["turkey"] = newcomer
    # a used link takes no seat twice
    intruder = Browser(players["austria"].username, password)
    intruder.post(links["england"], {}, status=409)
    control = gm.get(f"/gm/games/{table.gid}/")
    assert ">Invite</a>" not in control, text_of(control)[:1500]
    assert "tuba" in control

    # -- the GM starts the game: S1901M is open --------------------------------------------------
    gm.post(f"/gm/games/{table.gid}/start/", {"reason": "everybody is seated"})
    page = table.players["austria"].get(f"/games/{table.gid}/")
    assert phase_label(page) == "S1901M"
    start_board = board(page)
    assert start_board["Austria"] == (["A bud", "A vie", "F tri"], 3)
    assert start_board["Russia"] == (["A mos", "A war", "F sev", "F stp/sc"], 4)
    spring = table.open_phase()
    assert spring.zat > timezone.now()

    # -- everybody sends orders; France mistypes and fixes the line from the suggestion ---------
    page = table.send_orders("france", SPRING["france"].replace("A par - bur", "A Par - Burgnd"))
    suggestion = re.search(r'class="suggestion">.*?<code>([^<]+)</code>', page, re.S)
    assert suggestion and "Line 1: A Par - Burgnd" in text_of(page)
    fixed = SPRING["france"].replace("A par - bur", html.unescape(suggestion.group(1)))
    assert fixed.splitlines()[0].lower().replace(" ", "") == "apar-bur"
    page = table.send_orders("france", fixed)
    assert 'class="problem"' not in page and "version 2" in page
    for seat, orders in SPRING.items():
        if seat != "france":
            assert 'class="problem"' not in table.send_orders(seat, orders)
    receipts = [m for m in mail.outbox
                if m.to == [table.emails["france"]] and "S1901M: orders" in m.subject]
    assert [m.subject.endswith("with errors") for m in receipts] == [True, False]
    assert "did you mean" in receipts[0].body and "version 2" in receipts[1].body
    assert Submission.objects.filter(phase=spring, seat__key="france").count() == 2
    # nobody reads another seat's orders before the ZAT
    table.players["austria"].get(f"/games/{table.gid}/orders/history/?seat=france", status=403)
    for seat in SEATS:
        assert len([m for m in mail.outbox if m.to == [table.emails[seat]]
                    and "S1901M: orders" in m.subject]) == (2 if seat == "france" else 1)

    # -- the ZAT passes: late orders are refused, the sweep adjudicates once -----------------
    table.zat_passes(frozen)
    table.players["austria"].post(f"/games/{table.gid}/orders/",
                                  {"kind": "orders", "orders": "A vie H", "action": "submit"},
                                  status=409)
    spring.refresh_from_db()
    assert spring.status == Phase.Status.AWAITING_REVIEW
    # players see no result before the GM publishes; no reports went out
    assert mails_to(table.emails["austria"], "Results of S1901M") == []
    assert "A ser" not in table.position()["Austria"][0]

    table.publish("S1901M")
    table.assert_reports("S1901M")
    page = table.players["austria"].get(f"/games/{table.gid}/")
    assert phase_label(page) == "F1901M"
    position = board(page)
    assert position["Austria"] == (["A ser", "A vie", "F alb"], 3)  # vie - gal bounced
    assert position["Russia"] == (["A ukr", "A war", "F bot", "F sev"], 4)
    assert position["Turkey"] == (["A arm", "A bul", "F bla"], 3)
    assert position["France"] == (["A bur", "A spa", "F mao"], 3)

    # -- F1901M: centres are taken and Turkey dislodges Russia's fleet in Sevastopol -----------
    mail.outbox.clear()
    for seat, orders in FALL.items():
        page = table.send_orders(seat, orders)
        assert ('class="problem"' in page) == (seat == "italy")
    (receipt,) = mails_to(table.emails["italy"], "F1901M: orders")
    assert "✗ Pizza for everyone" in receipt.body
    assert "⚠ There is no unit in Munich." in receipt.body
    table.zat_passes(frozen)
    table.publish("F1901M")
    fall_reports = table.assert_reports("F1901M")
    assert "✗ Pizza for everyone" in fall_reports["italy"].split("Only for Italy")[1]
    assert all("Pizza" not in text
               for seat, text in fall_reports.items() if seat != "italy")
    # the engine's verdict on the order for a missing unit is public, like every order
    assert all("Italy: A mun - ber — invalid (no unit at mun)" in text
               for text in fall_reports.values())
    page = table.players["russia"].get(f"/games/{table.gid}/")
    assert phase_label(page) == "F1901R"
    assert "dislodged" in page and "F sev" in text_of(page)
    position = board(page)
    assert position["Turkey"] == (["A bul", "A sev", "F bla"], 3)

    # -- F1901R: only Russia retreats ---------------------------------------------------------
    assert phase_label(table.players["france"].get(f"/games/{table.gid}/")) == "F1901R"
    assert 'class="problem"' not in table.send_orders("russia", "F sev R rum")
    table.zat_passes(frozen)
    table.publish("F1901R")
    table.assert_reports("F1901R")
    page = table.players["russia"].get(f"/games/{table.gid}/")
    assert phase_label(page) == "W1901A"
    centres = {power: count for power, (_units, count) in board(page).items()}
    assert centres == {"Austria": 5, "England": 5, "France": 5, "Germany": 5, "Italy": 4,
                       "Russia": 5, "Turkey": 5}
    assert board(page)["Russia"][0] == ["A ukr", "A war", "F rum", "F swe"]

    # -- the GM switches to automatic publishing for the winter -------------------------------
    gm.post(f"/gm/games/{table.gid}/schedule/", {
        "zat_time": "20:00", "zat_time_zone": "Europe/Berlin",
        "zat_weekdays": [str(d) for d in range(7)], "grace_minutes": "0",
        "max_extension_hours": "72", "nmr_policy": "hold", "civil_disorder_after": "2",
        "hours_M": "48", "hours_R": "24", "hours_A": "24",
        "reason": "builds need no review",
    })
    table.game.refresh_from_db()
    assert not table.game.review_before_publish

    # -- W1901A: builds typed on the page, published by the worker without review ------------
    mail.outbox.clear()
    for seat, builds in BUILDS.items():
        assert 'class="problem"' not in table.send_orders(seat, builds)
    table.zat_passes(frozen)
    winter = Phase.objects.get(game_id=table.gid, label="W1901A")
    assert winter.status == Phase.Status.PUBLISHED
    table.assert_reports("W1901A")
    page = table.players["turkey"].get(f"/games/{table.gid}/")
    assert phase_label(page) == "S1902M"
    final = board(page)
    assert final == {
        "Austria": (["A bud", "A ser", "A vie", "F gre", "F tri"], 5),
        "England": (["A lvp", "F bel", "F edi", "F lon", "F nwy"], 5),
        "France": (["A bur", "A par", "A spa", "F bre", "F por"], 5),
        "Germany": (["A ber", "A hol", "A ruh", "F den", "F kie"], 5),
        "Italy": (["A apu", "A ven", "F nap", "F tun"], 4),
        "Russia": (["A mos", "A ukr", "A war", "F rum", "F swe"], 5),
        "Turkey": (["A bul", "A sev", "A smy", "F ank", "F bla"], 5),
    }
    # the GM's page lists the year's phases in order
    control = gm.get(f"/gm/games/{table.gid}/")
    labels = re.findall(r'/phases/\d+/">(\w+)</a>', control)
    assert labels == ["S1901M", "F1901M", "F1901R", "W1901A", "S1902M"]

