"""A whole 1848 trick played only by clicks (docs/web.md, "The 1848 table as an action pad"):
every seat acts by clicking its hand cards, the target and army buttons, Pass, the draw-fewer
counts and the refill buttons, then Send; nobody types. Once on a desktop page and once on a
390×844 touch page. After each click the box holds the line, and after each Send the phase
state (read through the ORM, not the page) shows that the action was taken.

The deal is the test's own (hands written into the first phase's state), so the trick is
known: s1 plays the army Z30, s2 the army Z32, s3 plays Prinz Wilhelm (PE40) choosing the
weaker Z30 over the default Z32, s4 plays Dreikönigsbündnis (Z24) onto Spieler 3's side,
s1 pushes Z06 under its deck, s2 passes, s3 passes drawing at most 1 person, s4 and s1 pass;
in the refill turn s2 draws a person and s4 no more card.

``DOCS_SCREENSHOTS=1`` also writes the pictures shown in docs/web.md (docs/img/pad-1848-*.png).
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

import adjudication.game1848 as engine
from games.models import Game
from tests.e2e.test_e2e_1848_turns import SEATS, dealt  # noqa: F401 (the started game)

pytestmark = pytest.mark.e2e

DOCS_IMG = Path(__file__).resolve().parents[2] / "docs" / "img"
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
HANDS = {"s1": ["Z30", "PE01", "Z06", "PE21"], "s2": ["Z32", "PE16", "Z22", "Z02"],
         "s3": ["PE40", "PE04", "Z23", "PE26"], "s4": ["Z24", "PE22", "PE05", "Z10"]}


def _docs_copy(path: Path, name: str) -> None:
    if os.environ.get("DOCS_SCREENSHOTS") == "1":
        shutil.copyfile(path, DOCS_IMG / f"pad-1848-{name}.png")


@pytest.fixture
def trick_dealt(dealt):  # noqa: F811 (the imported fixture)
    """The started four-player game of test_e2e_1848_turns, its first phase holding the
    hands above, s1 opening."""
    game = dealt
    phase = game.phases.open().get()
    state = dict(phase.state)
    held = {card for hand in HANDS.values() for card in hand}
    decks = {name: [c for c in deck if c not in held] for name, deck in state["decks"].items()}
    for hand in state["hands"].values():
        for card in hand:
            if card not in held:
                decks["persons" if card.startswith("PE") else "extras"].append(card)
    state.update(hands=HANDS, decks=decks,
                 trick={**state["trick"], "opener": "s1", "on_turn": "s1"})
    phase.state = state
    phase.save(update_fields=["state"])
    return game


def _state(game) -> dict:
    return Game.objects.get(pk=game.pk).phases.open().get().state


def _lying(state: dict) -> dict[str, dict]:
    return {p["card"]: p for p in state["table"]}


class Table:
    """The four players' pages; each acts only by clicks."""

    def __init__(self, game, players, visit, expect, shots, **options) -> None:
        self.game, self.expect, self.shots = game, expect, shots
        self.phone = bool(options.get("is_mobile"))
        self.pages = {seat: visit(players[power].username, **options).page
                      for seat, power in SEATS.items()}

    def open(self, seat: str):
        page = self.pages[seat]
        page.goto(f"/games/{self.game.pk}/")
        page.wait_for_load_state("load")
        self.expect(page.locator("#pad48")).to_be_visible()
        return page

    def box(self, page):
        return page.get_by_role("textbox", name="Action")

    def written(self, page, line: str, reading: str) -> None:
        """The click wrote ``line`` into the box and the live check read it."""
        self.expect(self.box(page)).to_have_value(line)
        self.expect(page.locator("#order-feedback li.ok")).to_contain_text(reading)

    def send(self, page) -> None:
        with page.expect_navigation():
            page.get_by_role("button", name="Send").click()
        page.wait_for_load_state("load")

    def shot(self, page, name: str, docs: str | None = None) -> None:
        if self.phone:  # the phone's picture: the screen the player sees, at the hand
            page.locator("#hand-heading").scroll_into_view_if_needed()
            page.evaluate("document.getElementById('hand-heading').scrollIntoView()")
        path = self.shots.take(page, name, full_page=not self.phone)
        if docs:
            _docs_copy(path, docs)


def play_a_trick_by_clicks(table: Table, docs: str) -> None:
    expect, game = table.expect, table.game

    # s1 clicks the army card Z30: no Heerführer lies out, so it lies on s1's side.
    page = table.open("s1")
    card = page.get_by_role("button", name="Play Z30 (Preußen 11)")
    card.click()
    table.written(page, "Z30", "plays Z30")
    expect(card).to_have_attribute("aria-pressed", "true")  # the hand shows what is chosen
    table.send(page)
    state = _state(game)
    assert _lying(state)["Z30"]["by"] == "s1" and "Z30" not in state["hands"]["s1"]

    # s2 clicks Z32.
    page = table.open("s2")
    page.get_by_role("button", name="Play Z32 (Preußen 13)").click()
    table.written(page, "Z32", "plays Z32")
    table.send(page)
    assert _lying(_state(game))["Z32"]["by"] == "s2"

    # s3 clicks Prinz Wilhelm: the default army is written, the armies appear as buttons,
    # and he chooses the weaker Z30 ("sich als erster eine Armee auszusuchen").
    page = table.open("s3")
    page.get_by_role("button", name="Play PE40 Prinz Wilhelm").click()
    table.written(page, "PE40", "leads Z32")
    choices = page.locator(".pad48-choices")
    expect(choices.get_by_role("button")).to_have_count(2)
    choices.get_by_role("button", name="Z30 (Preußen 11)").click()
    table.written(page, "PE40 leads Z30", "he leads Z30")
    table.shot(page, "heerfuehrer-chooses-army", docs if docs == "desktop" else None)
    table.send(page)
    state = _state(game)
    assert _lying(state)["PE40"]["by"] == "s3"
    led = {a["army"]: (a["seat"], a["leaders"]) for a in engine.view(state, "gm")["armies"]}
    assert led.get("Z30") == ("s3", ["PE40"]) and "Z32" not in led

    # s4 clicks Dreikönigsbündnis: it needs a side; the sides appear, s4 picks Spieler 3.
    page = table.open("s4")
    card = page.get_by_role("button", name="Play Z24 Dreikönigsbündnis")
    card.click()
    expect(card).to_have_class(re.compile(r"\bpad48-picked\b"))
    expect(table.box(page)).to_have_value("")
    page.locator(".pad48-choices").get_by_role("button", name="Spieler 3").click()
    table.written(page, "Z24 on s3", "onto s3's side")
    table.shot(page, "zusatzkarte-target", docs if docs == "phone" else None)
    table.send(page)
    placed = _lying(_state(game))["Z24"]
    assert placed["by"] == "s4" and placed["side"] == "s3"

    # s1 pushes Barrikadenkampf under its deck (Schieben) and stays in.
    page = table.open("s1")
    push = page.get_by_role("button", name="Push Z06 Barrikadenkampf under its deck")
    push.click()
    table.written(page, "push Z06", "pushes Z06")
    expect(push).to_have_attribute("aria-pressed", "true")
    table.send(page)
    state = _state(game)
    assert state["decks"]["extras"][-1] == "Z06" and "Z06" not in state["hands"]["s1"]
    assert "s1" not in state["trick"]["passed"]

    # s2 passes, by keyboard: the controls are real buttons (focus, Enter).
    page = table.open("s2")
    page.get_by_role("button", name="Pass", exact=True).focus()
    page.keyboard.press("Enter")
    table.written(page, "pass", "passes")
    table.send(page)
    assert _state(game)["trick"]["passed"] == ["s2"]

    # s3 passes and will draw at most one person (D29: "darf").
    page = table.open("s3")
    page.locator('.pad48-count[data-kind="persons"]').get_by_role("button", name="1").click()
    table.written(page, "pass; draw 1 person", "at most 1 person")
    table.shot(page, "pass-draw-fewer")
    table.send(page)
    assert _state(game)["trick"]["passed"] == ["s2", "s3"]

    for seat in ("s4", "s1"):
        page = table.open(seat)
        page.get_by_role("button", name="Pass", exact=True).click()
        table.written(page, "pass", "passes")
        table.send(page)

    # The trick is over. s3 held 3 cards and said 1 person: 1 person + 2 Zusatzkarten, no
    # choice. s2 and s4 held 3 (room for 3: one of each, then their choice).
    state = _state(game)
    assert state["stage"] == "refill"
    assert sorted(state["refill"]) == ["s2", "s4"]
    hand3 = state["hands"]["s3"]
    assert len(hand3) == 6 and sum(c.startswith("PE") for c in hand3) == 3  # PE04, PE26 + 1
    held = {seat: list(state["hands"][seat]) for seat in ("s2", "s4")}
    next_person = state["decks"]["persons"][0]

    page = table.open("s2")
    page.get_by_role("button", name="A person").click()
    table.written(page, "person", "person")
    table.shot(page, "refill-choice", "phone-refill" if docs == "phone" else None)
    table.send(page)
    page = table.open("s4")
    page.get_by_role("button", name="No more card").click()
    table.written(page, "none", "no more card")
    table.send(page)

    state = _state(game)
    assert state["stage"] == "play" and state["refill"] == {}
    assert state["hands"]["s2"] == [*held["s2"], next_person]
    assert state["hands"]["s4"] == held["s4"]


def test_a_trick_played_by_clicks_on_a_desktop(trick_dealt, players, visit, expect, shots):
    play_a_trick_by_clicks(Table(trick_dealt, players, visit, expect, shots), "desktop")


def test_a_trick_played_by_clicks_on_a_touch_phone(trick_dealt, players, visit, expect,
                                                    shots):
    play_a_trick_by_clicks(Table(trick_dealt, players, visit, expect, shots, **PHONE), "phone")
