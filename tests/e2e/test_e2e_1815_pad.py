"""The Europa 1815 map as an action pad, in a real browser: a whole winter round of the example
map played only by clicks (every seat clicks lands and buttons, nobody types into the turn
box), once on a desktop and once on a 390×844 touch phone. Each seat's lines are checked from
the position the engine kept (the phase state), with the expectations taken from the rule
texts and the starting position of the map file, not from the page.

- France: Verlegung Lyon → Paris (2 Inf), Nachschub in Paris (2 Inf 2 Kav), team action
  Truppen übergeben nach Mailand (1 Inf aus Marseille), placed from Austria's supply.
- Great Britain: passes both actions (buttons), team action Land abgeben Plymouth an Preußen:
  "alle Einheiten des Spielers am Zug in den Vorrat ... und 1 Infanterie des verbündeten
  Mitspielers aufgestellt".
- Austria: Nachschub in Wien as the 1st action (4 Inf, "ends the turn"), then Erfolgsmarker
  übergeben an Frankreich.
- Prussia: Verlegung Magdeburg → Köln, then Angriff auf Holland from Köln: the turn waits for
  the Spielleiter with that line.

``DOCS_SCREENSHOTS=1`` also writes the pictures shown in docs/web.md (docs/img/pad-1815-*.png).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

# The started example-map game (winter 1815, no start phase) of the typed-turn test.
from test_e2e_1815_turns import SEATS, started  # noqa: F401  (a fixture)

from games.models import Game, Phase

pytestmark = pytest.mark.e2e

DOCS_IMG = Path(__file__).resolve().parents[2] / "docs" / "img"
DESKTOP = {"viewport": {"width": 1280, "height": 1000}}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


def position(game) -> dict:
    """The position the engine kept last: the open phase's, or (a turn waiting for the
    Spielleiter) the one in the result awaiting the review."""
    phase = Game.objects.get(pk=game.pk).phases.live().order_by("-index").first()
    if phase.status == Phase.Status.AWAITING_REVIEW:
        return phase.result["state"]["position"]
    return phase.state["position"]


class Seat:
    """One seat's page, clicking as a mouse (desktop) or a finger (phone) would."""

    def __init__(self, page, expect, phone: bool) -> None:
        self.page, self.expect, self.phone = page, expect, phone
        self.box = page.get_by_role("textbox", name="Turn")

    def press(self, locator) -> None:
        locator.tap() if self.phone else locator.click()

    def land(self, land: str) -> None:
        """A land on the map (the SVG element whose id is the land's id)."""
        self.press(self.page.locator(f"#europa-map svg #{land}"))

    def listed(self, land: str) -> None:
        """A land from the pad's buttons (keyboard, screen reader, maps without a picture)."""
        lands = self.page.locator("#pad-1815-lands")
        if lands.get_attribute("open") is None:
            self.press(lands.locator("summary"))
        self.press(lands.locator(f'[data-pad-land="{land}"]'))

    def choice(self, key: str) -> None:
        self.press(self.page.locator(f'#pad-1815-choices [data-pad-choice="{key}"]'))

    def count(self, kind: str, n: int) -> None:
        self.page.locator(f'#pad-1815-choices input[data-kind="{kind}"]').fill(str(n))

    def written(self, lines: list[str]) -> None:
        self.expect(self.box).to_have_value("\n".join(lines) + "\n")
        self.expect(self.page.locator("#order-feedback li.ok")).to_have_count(len(lines))
        self.expect(self.page.locator("#order-feedback li.error")).to_have_count(0)

    def send(self) -> None:
        self.press(self.page.get_by_role("button", name="Send"))
        self.expect(self.page.locator("#nothing-to-order, #queued")).to_be_visible()


def picture(shots, seat: Seat, name: str) -> None:
    """A screenshot of the map and the pad as the seat sees them (the visible part only);
    with ``DOCS_SCREENSHOTS=1`` also the docs' copy."""
    seat.page.locator("#europa-map").scroll_into_view_if_needed()
    seat.page.evaluate("document.getElementById('europa-map').scrollIntoView()")
    path = shots.take(seat.page, name, full_page=False)
    if os.environ.get("DOCS_SCREENSHOTS") == "1":
        shutil.copyfile(path, DOCS_IMG / f"pad-1815-{name}.png")


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_a_winter_round_played_only_by_clicks(started, players, visit, shots, expect,  # noqa: F811
                                              device):
    game, phone = started, device == "phone"
    options = PHONE if phone else DESKTOP
    start = position(game)
    assert start["turn"]["player"] == "fra" and start["season"] == "winter"

    def open_seat(key: str) -> Seat:
        page = visit(players[SEATS[key]].username, **options).page
        page.goto(f"/games/{game.pk}/")
        expect(page.locator(".your-turn")).to_be_visible()
        expect(page.locator("#pad-1815")).to_be_visible()
        return Seat(page, expect, phone)

    # France: a Verlegung by two clicks on the map (the phone picks the second from the
    # buttons), a Nachschub with kinds chosen, a hand-over to the ally.
    france = open_seat("fra")
    # The ally's land offers the team actions only, never an attack or diplomacy ("in keiner
    # (!) Spielsituation angreifen"), while both actions are still open.
    france.land("mai")
    offered = france.page.locator("#pad-1815-choices [data-pad-choice]")
    expect(offered).to_have_count(4)
    assert sorted(offered.evaluate_all("els => els.map(e => e.dataset.padChoice)")) == [
        "cancel", "give_land", "hand_over", "marker"]
    france.choice("cancel")
    france.land("bel")  # a neutral land: attack and diplomacy
    expect(france.page.locator('#pad-1815-choices [data-pad-choice="attack"]')).to_have_count(1)
    expect(france.page.locator('#pad-1815-choices [data-pad-choice="diplomacy"]')).to_have_count(
        1)
    france.choice("cancel")
    france.land("lyo")
    france.choice("verlegung")
    expect(france.page.locator("#europa-map svg #par")).to_have_class(
        "pad-1815-land pad-1815-target")
    france.listed("par") if phone else france.land("par")
    expect(france.page.locator('#pad-1815-choices input[data-kind="inf"]')).to_have_value("2")
    france.choice("write")
    france.land("par")
    france.choice("nachschub")
    france.count("inf", 2)
    france.count("cav", 2)
    france.choice("write")
    france.land("mai")
    france.choice("hand_over")
    if not phone:
        picture(shots, france, "desktop")  # Marseille outlined, offered as a button too
    france.land("mar")
    france.count("inf", 1)
    france.choice("write")
    lines = ["1: Verlegung nach Paris: 2 Inf aus Lyon", "2: Nachschub in Paris: 2 Inf 2 Kav",
             "Team: Truppen übergeben nach Mailand: 1 Inf aus Marseille"]
    france.written(lines)
    france.send()
    after = position(game)
    lands, supply = after["lands"], after["players"]
    # 4 Inf 2 Kav in Paris at the start; +2 Inf moved, +2 Inf 2 Kav placed.
    assert lands["par"]["units"] == {"inf": 8, "cav": 4, "art": 1}
    assert lands["lyo"]["units"] == {"inf": 0, "cav": 0, "art": 0}
    # The handed-over infantry: gone from Marseille, one of Austria's placed in Mailand.
    assert lands["mar"]["units"]["inf"] == 0 and lands["mai"]["units"]["inf"] == 3
    assert supply["fra"]["supply"] == {"inf": 12 - 2 + 1, "cav": 4 - 2, "art": 3}
    assert supply["aut"]["supply"]["inf"] == 12 - 1
    assert after["turn"]["player"] == "gbr"

    # Great Britain: two passes by button, then Land abgeben from the ally's land.
    britain = open_seat("gbr")
    britain.choice("pass")
    britain.choice("pass")
    britain.land("kol")
    britain.choice("give_land")
    britain.listed("ply") if phone else britain.land("ply")
    britain.written(["1: Passen", "2: Passen", "Team: Land abgeben Plymouth an Preußen"])
    britain.send()
    after = position(game)
    assert after["lands"]["ply"]["owner"] == "pru"
    assert after["lands"]["ply"]["units"] == {"inf": 1, "cav": 0, "art": 0}
    assert after["players"]["gbr"]["supply"]["inf"] == 12 + 2
    assert after["players"]["pru"]["supply"]["inf"] == 12 - 1
    assert after["turn"]["player"] == "aut"

    # Austria: Nachschub in Wien as the 1st action (no kinds: 4 Inf), which ends the actions;
    # the pad offers no 2nd action; then an Erfolgsmarker from the ally's land.
    austria = open_seat("aut")
    austria.listed("wie") if phone else austria.land("wie")
    austria.choice("nachschub")
    austria.choice("write")
    expect(austria.page.locator('#pad-1815-choices [data-pad-choice="pass"]')).to_have_count(0)
    austria.land("par")
    expect(austria.page.locator('#pad-1815-choices [data-pad-choice="verlegung"]')).to_have_count(0)
    austria.choice("marker")
    austria.written(["1: Nachschub in Wien", "Team: Erfolgsmarker übergeben an Frankreich"])
    austria.send()
    after = position(game)
    assert after["lands"]["wie"]["units"]["inf"] == 4 + 4
    assert (after["players"]["aut"]["markers"], after["players"]["fra"]["markers"]) == (0, 2)
    assert after["turn"]["player"] == "pru"

    # Prussia: Verlegung Magdeburg -> Köln, then an attack on neutral Holland from Köln.
    prussia = open_seat("pru")
    prussia.land("mag")
    prussia.choice("verlegung")
    prussia.land("kol")
    prussia.count("art", 0)
    if phone:
        picture(shots, prussia, "phone")  # the counts of the Verlegung Magdeburg -> Köln
    prussia.choice("write")
    prussia.land("hol")
    expect(prussia.page.locator('#pad-1815-choices [data-pad-choice="give_land"]')).to_have_count(0)
    prussia.choice("attack")
    prussia.listed("kol") if phone else prussia.land("kol")
    prussia.count("cav", 0)
    prussia.choice("write")
    prussia.written(["1: Verlegung nach Köln: 2 Inf aus Magdeburg",
                     "2: Angriff auf Holland: 2 Inf aus Köln"])
    prussia.send()
    after = position(game)
    assert after["lands"]["kol"]["units"]["inf"] == 2 + 2
    assert after["lands"]["mag"]["units"] == {"inf": 0, "cav": 0, "art": 1}
    waiting = after["turn"]["awaiting_gm"]
    assert after["turn"]["player"] == "pru" and waiting["kind"] == "attack"
    assert waiting["target_land"] == "hol"
