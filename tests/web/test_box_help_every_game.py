"""Every game's box gives help where it is typed (issue 23, item 5): the rule set's help text,
an example, the first example line as the empty box's placeholder, and a link to the box's own
screen, from which a line is sent like from the game page. The oracle is the rule set's
``box_help`` (each game's own ``box_help.py``) and the phase state after the send."""

from __future__ import annotations

import re
from html import unescape

import pytest
from django.urls import reverse
from django.utils.html import escape

from games.models import Game
from games.rulesets import get_ruleset
from games.rulesets.europa1815.ruleset import on_turn as europa_on_turn
from tests.seated_games import started_1815, started_1848

PLACEHOLDER = re.compile(r'<textarea[^>]*placeholder="([^"]*)"')


@pytest.fixture
def game1848(db, gm, players, frozen):
    return started_1848(gm, players, "1848 Help")


@pytest.fixture
def game1815(db, gm, players, frozen):
    return started_1815(gm, players, "1815 Help")


def _state(game) -> dict:
    return Game.objects.get(pk=game.pk).phases.open().get().state


def _seat_on_turn(game):
    state = _state(game)
    key = (state["trick"]["on_turn"] if game.ruleset == "game1848"
           else europa_on_turn(state["position"]))
    return game.seats.get(key=key)


def _assert_help_on(page: str, game, kind: str) -> None:
    help = get_ruleset(game.ruleset).box_help(kind)
    assert help is not None, f"{game.ruleset} has no help for its box {kind!r}"
    assert escape(str(help.text))[:60] in page
    assert reverse("box", args=[game.pk, kind]) in page  # the own-screen link
    placeholder = PLACEHOLDER.search(page)
    assert placeholder is not None, "the empty box shows no placeholder"
    assert unescape(placeholder.group(1)) == help.example.splitlines()[0]


@pytest.mark.parametrize(("fixture", "kind"), [("game1848", "action"),
                                                ("game1815", "turn"),
                                                ("running_game", "orders")])
def test_the_game_page_gives_the_box_help_placeholder_and_own_screen(
        request, client_for, fixture, kind):
    game = request.getfixturevalue(fixture)
    seat = (game.seats.get(key="france") if fixture == "running_game"
            else _seat_on_turn(game))
    page = client_for(seat.player).get(reverse("game-detail", args=[game.pk]))
    assert page.status_code == 200
    _assert_help_on(page.content.decode(), game, kind)


# A line every seat on turn may send in the first turn: 1848's pass, 1815's two passes.
PASS = {"game1848": "passe", "europa1815": "1: Passen\n2: Passen"}


@pytest.mark.parametrize(("fixture", "kind"), [("game1848", "action"), ("game1815", "turn")])
def test_the_own_screen_shows_the_help_and_takes_the_turn(request, client_for, fixture, kind,
                                                         django_capture_on_commit_callbacks):
    game = request.getfixturevalue(fixture)
    seat = _seat_on_turn(game)
    client = client_for(seat.player)
    url = reverse("box", args=[game.pk, kind])
    screen = client.get(url)
    assert screen.status_code == 200
    _assert_help_on(screen.content.decode(), game, kind)
    text = PASS[game.ruleset]
    with django_capture_on_commit_callbacks(execute=True):  # the turn is processed on commit
        sent = client.post(url, {"kind": kind, "orders": text, "action": "submit"})
    assert sent.status_code == 302, sent.content[:400]
    assert seat.submissions.order_by("-version").first().raw_text == text
    assert _seat_on_turn(game) != seat  # the turn was taken and the next seat is on turn


def test_the_1848_help_is_marked_secret_and_the_1815_help_is_not(game1848, game1815,
                                                                   client_for):
    for game, kind in ((game1848, "action"), (game1815, "turn")):
        help = get_ruleset(game.ruleset).box_help(kind)
        page = client_for(_seat_on_turn(game).player).get(
            reverse("game-detail", args=[game.pk])).content.decode()
        box_help = re.search(r'<p class="muted box-help" id="box-help">(.*?)</p>', page, re.S)
        assert box_help is not None
        assert ('class="badge badge-warn"' in box_help.group(1)) == help.secret, game.ruleset


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_1815_example_is_in_the_page_language_and_every_line_reads(lang):
    """The example the English page shows is English, the German page's German (the reader
    takes both); each line is read by the engine on the example map as an action, so the
    help never teaches a line the game refuses to read."""
    from django.utils import translation

    import adjudication.europa1815 as engine

    with translation.override(lang):
        example = str(get_ruleset("europa1815").box_help("turn").example)
    words = {"de": ("Verlegung", "Nachschub", "Land abgeben"), "en": ("move", "supply",
                                                                      "give land")}
    for word in words[lang]:
        assert word in example, (lang, word)
    lines = [line for line in example.splitlines() if line.strip()]
    reads = engine.read_lines(example, engine.example_map(), lang=lang)
    assert len(reads) == len(lines) >= 3
    for line, read in zip(lines, reads, strict=True):
        assert read.error is None and read.action is not None, (line, read.error)
