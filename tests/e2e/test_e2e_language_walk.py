"""One language per screen, in the browser (issue 23, item 2): each of the four demo games as
its Spielleiter and as François (a seat in all four), in German and English. Per game the
player's game page, the box on its own screen (where the page links one), the order history,
the phase list and a phase page; the GM's game page, console, audit log and mails page, the
Europa 1815 position editor and map setup, the 1848 card set. An announcement in each game puts
the signature on the pages.

Each page is read as Chromium rendered it (``page.content()`` after load, so what scripts
wrote is read too) by the same reader as the test-client walk
(``tests/web/language_walk.py``): (a) untranslated msgids on German pages, (b) internal keys,
(c) words against the terms table (``games.terms``, docs/web.md "Terms per language").
A finding names the check, the page and the text around it, e.g.
``terms · gm /gm/games/1/: 'Game master' against the terms table in …Game master · 1 Dec…``.
"""

from __future__ import annotations

import pytest
from django.core.management import call_command

from games import services
from games.management.commands.load_demo import GM, PLAYERS
from tests.web.language_walk import PENDING, game_pages, problems

pytestmark = pytest.mark.e2e
CHECKS = ("msgid", "internal", "terms")
_FOUND: dict[str, list[str]] = {}  # lang -> findings: one walk per language serves 3 checks


@pytest.fixture
def demo(db, django_user_model):
    call_command("load_demo", stdout=open("/dev/null", "w"))  # noqa: SIM115
    call_command("load_demo_rather_silly", stdout=open("/dev/null", "w"))  # noqa: SIM115
    from games.models import Game
    gm = django_user_model.objects.get(username=GM[0])
    games = list(Game.objects.order_by("pk"))
    for game in games:
        services.announcement_send(game=game, actor=gm, subject="Willkommen / welcome",
                                   body="Viel Glück / good luck")
    return games


def _walk(demo, visit, live_server, lang: str, shots) -> list[str]:
    found: list[str] = []
    seen: list[str] = []
    for login, as_gm in ((GM, True), (PLAYERS["france"], False)):
        visitor = visit()
        visitor.log_in(*login)
        visitor.context.add_cookies([{"name": "django_language", "value": lang,
                                      "url": live_server.url}])
        page = visitor.page
        for game in demo:
            own_screen = None
            if not as_gm:
                page.goto(f"/games/{game.pk}/")
                link = page.locator("#box-screen-link")
                own_screen = link.first.get_attribute("href") if link.count() else None
            for path in game_pages(game, as_gm, own_screen):
                response = page.goto(path)
                assert response is not None and response.ok, path
                page.wait_for_load_state("load")
                assert page.locator("html").get_attribute("lang") == lang, path
                found += problems(f"{login[0]} {path}", page.content(), lang, game.ruleset)
                seen.append(path)
            if game.ruleset == "europa1815":  # docs/web.md shows these two screens
                page.goto(f"/gm/games/{game.pk}/audit/" if as_gm else f"/games/{game.pk}/")
                shots.take(page, f"{login[0]}-europa1815-{lang}", full_page=False)
        shots.take(page, f"{login[0]}-{lang}", full_page=False)
    # Every page kind in every game was read (a broken link must not shrink the walk).
    assert sum(1 for p in seen if p.endswith("/console/")) == 4, seen
    assert sum(1 for p in seen if p.endswith("/mails/")) == 4, seen
    assert sum(1 for p in seen if "/boxes/" in p) >= 1, seen
    return found


@pytest.mark.parametrize("check,lang", [
    pytest.param(check, lang, marks=[pytest.mark.xfail(strict=True, reason=PENDING[check, lang])]
                 if (check, lang) in PENDING else [])
    for lang in ("de", "en") for check in CHECKS])
def test_the_demo_games_in_the_browser_speak_one_language(demo, visit, live_server, shots,
                                                         check, lang):
    if lang not in _FOUND:
        _FOUND[lang] = _walk(demo, visit, live_server, lang, shots)
    found = [line for line in _FOUND[lang] if line.startswith(f"{check} · ")]
    assert not found, f"{len(found)} findings:\n" + "\n".join(found)
