"""axe-core (WCAG 2.1 A and AA) over every page a game master and a player meet in the four
demo games, in English and in German: 0 violations (issue 23, item 10).

The demo is the README's (``load_demo`` and ``load_demo_rather_silly``): François plays in
all four games (France, Spieler 3, Frankreich, France), the Spielleiter runs them. Per game
the player's game page, the box on its own screen (where the page links one), the order
history, the phase list and a phase page; the game master's game page and console; then the
lobby, "My games" and the profile. axe-core comes from the pinned ``axe-playwright-python``
package (it ships ``axe.min.js``; nothing is fetched), run through ``page.evaluate``.

A failure lists each violation with its rule, impact, the elements (CSS selectors) and the
page, e.g. ``/games/3/ [color-contrast] serious: #order-feedback li.ok > .reading``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.core.management import call_command
from e2e_browser import unavailable

from games.management.commands.load_demo import GM, PLAYERS

pytestmark = pytest.mark.e2e

TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
PLAYER = PLAYERS["france"]  # François holds a seat in all four demo games
PHASE_LINK = re.compile(r"/games/\d+/phases/\d+/$")


def _axe_source() -> str:
    try:
        import axe_playwright_python
    except ImportError:
        unavailable("the Python package axe-playwright-python is missing "
                    "(.venv/bin/pip install -r requirements-dev.txt)")
    return (Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text("utf-8")


def violations(page, source: str) -> list[str]:
    """axe-core's WCAG 2.1 A/AA violations on the page as it stands, one line per element."""
    page.wait_for_load_state("load")
    page.evaluate(source)
    result = page.evaluate(
        "tags => axe.run(document, {runOnly: {type: 'tag', values: tags}, "
        "resultTypes: ['violations']})", TAGS)
    path = re.sub(r"^https?://[^/]+", "", page.url)
    return [f"{path} [{v['id']}] {v['impact']}: {' '.join(map(str, node['target']))} "
            f"({v['help']})"
            for v in result["violations"] for node in v["nodes"]]


@pytest.fixture
def demo(db):
    call_command("load_demo", stdout=open("/dev/null", "w"))  # noqa: SIM115
    call_command("load_demo_rather_silly", stdout=open("/dev/null", "w"))  # noqa: SIM115
    from games.models import Game
    return list(Game.objects.order_by("pk"))


def _in(visitor, lang: str, base_url: str) -> None:
    visitor.context.add_cookies([{"name": "django_language", "value": lang, "url": base_url}])


def _player_pages(page, game) -> list[str]:
    """The pages François reaches from his game page."""
    page.goto(f"/games/{game.pk}/")
    pages = [f"/games/{game.pk}/"]
    own_screen = page.locator("#box-screen-link")
    if own_screen.count():
        pages.append(own_screen.first.get_attribute("href"))
    pages += [f"/games/{game.pk}/orders/history/", f"/games/{game.pk}/phases/"]
    # A fresh demo has no past phase yet: the phase page of the open one (as the GM's
    # console links it) stands for them.
    phase = game.phases.order_by("-index").first()
    return [*pages, f"/games/{game.pk}/phases/{phase.pk}/"]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_page_of_the_four_demo_games_has_no_axe_violation(demo, visit, live_server,
                                                                 lang, shots):
    source = _axe_source()
    assert len(demo) == 4
    player, gm = visit(), visit()
    player.log_in(*PLAYER)
    gm.log_in(*GM)
    for visitor in (player, gm):
        _in(visitor, lang, live_server.url)
    found: list[str] = []
    seen: list[str] = []

    def check(page, path: str) -> None:
        page.goto(path)
        assert page.locator("html").get_attribute("lang") == lang, path
        seen.append(path)
        found.extend(violations(page, source))

    for game in demo:
        for path in _player_pages(player.page, game):
            check(player.page, path)
        for path in (f"/gm/games/{game.pk}/", f"/gm/games/{game.pk}/console/"):
            check(gm.page, path)
    for path in ("/", "/lobby/", "/accounts/profile/"):
        check(player.page, path)
    shots.take(player.page, f"profile-{lang}", full_page=False)
    # Every kind of page was reached in every game (a broken link must not shrink the run).
    assert sum(1 for p in seen if PHASE_LINK.search(p)) == 4, seen
    assert sum(1 for p in seen if p.endswith("/console/")) == 4, seen
    assert not found, "\n".join(found)
