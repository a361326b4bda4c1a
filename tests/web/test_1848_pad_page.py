"""The 1848 table as an action pad (issue 22): the pad's data is in the page of the seat on
turn only, only while it is its turn, and holds nothing that seat may not see (another hand,
the decks); never in another seat's page, the Spielleiter's or an outsider's. Every line it
offers is one the rule set reads, so a click and a typed line (or a mail) are the same action.
"""

from __future__ import annotations

import json
import re

import pytest
from django.urls import reverse

from games import services
from games.models import Game
from tests.mail.mailbuild import mail_from

PAD = re.compile(r'<script id="pad48-data" type="application/json">(.*?)</script>', re.S)
CARD_ID = re.compile(r"\b(?:PE|Z|A)\d\d\b")
SEATS = {"s1": "austria", "s2": "england", "s3": "france", "s4": "germany"}


@pytest.fixture
def game(db, gm, players, frozen):
    game = services.game_create(creator=gm, name="1848 Pad", ruleset="game1848", seed=1848)
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=players[SEATS[seat.key]], actor=gm)
    services.game_start(game=game, actor=gm)
    return game


def _state(game) -> dict:
    return Game.objects.get(pk=game.pk).phases.open().get().state


def _page(client, game) -> tuple[int, str]:
    response = client.get(reverse("game-detail", args=[game.pk]))
    return response.status_code, response.content.decode()


def _pad(client, game) -> dict | None:
    status, page = _page(client, game)
    assert status == 200, page[:300]
    found = PAD.search(page)
    assert (found is None) == ('id="pad48"' not in page)  # data and controls go together
    return json.loads(found.group(1)) if found else None


def _on_turn(game) -> str:
    return _state(game)["trick"]["on_turn"]


def _act(game, players, seat: str, text: str, capture) -> None:
    with capture(execute=True):
        services.orders_submit(seat=game.seats.get(key=seat), user=players[SEATS[seat]],
                               text=text, kind="action")


def test_the_pad_is_in_the_page_of_the_seat_on_turn_only(game, players, gm, outsider,
                                                         client_for):
    on_turn = _on_turn(game)
    pad = _pad(client_for(players[SEATS[on_turn]]), game)
    assert pad is not None and pad["seat"] == on_turn and pad["stage"] == "play"
    assert [c["id"] for c in pad["cards"]] == _state(game)["hands"][on_turn]
    for seat, power in SEATS.items():
        if seat != on_turn:
            assert _pad(client_for(players[power]), game) is None, seat
    assert _pad(client_for(gm), game) is None  # the Spielleiter holds no seat here
    status, page = _page(client_for(outsider), game)
    assert status == 404 and "pad48" not in page


def test_the_pad_names_no_card_the_seat_may_not_see(game, players, client_for):
    on_turn = _on_turn(game)
    state = _state(game)
    pad = _pad(client_for(players[SEATS[on_turn]]), game)
    named = set(CARD_ID.findall(json.dumps(pad)))
    own = set(state["hands"][on_turn])
    hidden = ({c for seat, hand in state["hands"].items() if seat != on_turn for c in hand}
              | {c for deck in state["decks"].values() for c in deck})
    assert own <= named  # the test can fail: it finds the ids the pad does name
    assert not named & hidden, named & hidden


def test_the_pad_leaves_with_the_turn_and_comes_to_the_next_seat(
        game, players, client_for, django_capture_on_commit_callbacks):
    first = _on_turn(game)
    pad = _pad(client_for(players[SEATS[first]]), game)
    _act(game, players, first, pad["pass"]["line"], django_capture_on_commit_callbacks)
    second = _on_turn(game)
    assert second != first and _state(game)["trick"]["passed"] == [first]
    assert _pad(client_for(players[SEATS[first]]), game) is None
    assert _pad(client_for(players[SEATS[second]]), game)["seat"] == second


def test_each_offered_line_reads_without_an_error_and_does_what_it_says(game, players,
                                                                        client_for):
    """The oracle is the rule text, not the pad: a person is played as it is, a Zusatzkarte
    needs a side or a person (D6), and drawing fewer is offered for every count up to the
    game's two of each (D29)."""
    on_turn = _on_turn(game)
    state = _state(game)
    seat = Game.objects.get(pk=game.pk).seats.get(key=on_turn)
    pad = _pad(client_for(players[SEATS[on_turn]]), game)
    cards = {c["id"]: c for c in pad["cards"]}
    lines = [p["line"] for c in pad["cards"] for p in c["plays"]]
    lines += [c["push"]["line"] for c in pad["cards"]] + [pad["pass"]["line"]]
    lines += [choice["line"] for choice in pad["fewer"]["lines"].values()]
    for line in lines:
        checked = services.submission_preview(seat=seat, user=players[SEATS[on_turn]],
                                              text=line, kind="action", lang="en")
        assert [r.error for r in checked.lines] == [None], line
    assert state["table"] == []  # the first turn: no person lies out to be a target
    kinds = {c["id"]: c for c in state["cards"]["cards"]}
    for card in state["hands"][on_turn]:
        plays = cards[card]["plays"]
        effects = {e["kind"] for e in kinds[card].get("effects") or []}
        if kinds[card]["kind"] in ("person", "army"):
            assert [p["line"] for p in plays] == [card]
        elif effects <= {"person", "remove"}:  # acts on a person: none lies out yet
            assert plays == [], card
        else:  # acts on a side: any seat's, named
            assert {p["target"] for p in plays} == set(SEATS), card
        assert cards[card]["push"]["line"] == f"push {card}"
    assert {kinds[c]["kind"] for c in state["hands"][on_turn]} >= {"person", "extra"}
    assert set(pad["fewer"]["lines"]) == {f"{p},{e}" for p in range(3) for e in range(3)} - {
        "2,2"}
    assert pad["fewer"]["lines"]["0,0"]["line"] == "pass; draw none"
    assert pad["fewer"]["lines"]["1,2"]["line"] == "pass; draw 1 person"


def test_the_pad_speaks_the_pages_language(game, players, client_for):
    on_turn = _on_turn(game)
    client = client_for(players[SEATS[on_turn]])
    client.cookies["django_language"] = "de"
    status, page = _page(client, game)
    pad = json.loads(PAD.search(page).group(1))
    assert pad["pass"]["line"] == "passe"
    assert pad["fewer"]["lines"]["1,2"]["line"] == "passe, ziehe 1 Person"
    assert all(c["push"]["line"].startswith("schiebe ") for c in pad["cards"])


def test_in_the_refill_turn_only_the_choosing_seats_get_draw_buttons(
        game, players, client_for, django_capture_on_commit_callbacks):
    # The opener plays a person (3 cards left: room for one of each and one of their
    # choice), the others pass, then the opener passes: the trick ends.
    opener = _on_turn(game)
    person = next(c for c in _state(game)["hands"][opener] if c.startswith("PE"))
    _act(game, players, opener, person, django_capture_on_commit_callbacks)
    for _ in range(4):
        _act(game, players, _on_turn(game), "pass", django_capture_on_commit_callbacks)
    state = _state(game)
    assert state["stage"] == "refill" and list(state["refill"]) == [opener], state["stage"]
    for seat, power in SEATS.items():
        pad = _pad(client_for(players[power]), game)
        if seat not in state["refill"]:
            assert pad is None, seat
            continue
        assert pad["stage"] == "refill" and pad["cards"] == [] and pad["pass"] is None
        assert [d["deck"] for d in pad["draws"]] == [*state["refill"][seat], "none"]


def test_a_line_from_the_pad_does_the_same_by_mail(game, players, client_for,
                                                   django_capture_on_commit_callbacks):
    """The pad writes the lines mail reads: the German page's pass-and-draw-fewer line, sent
    by mail, leaves the trick and sets the limit (D29: at most 1 person, Zusatzkarten as
    allowed); the next seat's push line, by mail, puts the card under its deck (D9)."""
    first = _on_turn(game)
    client = client_for(players[SEATS[first]])
    client.cookies["django_language"] = "de"
    pad = json.loads(PAD.search(_page(client, game)[1]).group(1))
    line = pad["fewer"]["lines"]["1,2"]["line"]
    seat = Game.objects.get(pk=game.pk).seats.select_related("player", "game").get(key=first)
    with django_capture_on_commit_callbacks(execute=True):
        services.mail_receive(raw=mail_from(seat, f"AKTION\n{line}\n\nGruß"), transport="test")
    state = _state(game)
    assert state["trick"]["passed"] == [first]
    assert state["trick"]["draw_limits"] == {first: [1, None]}

    second = state["trick"]["on_turn"]
    pad = _pad(client_for(players[SEATS[second]]), game)
    card = pad["cards"][0]["id"]
    seat = Game.objects.get(pk=game.pk).seats.select_related("player", "game").get(key=second)
    with django_capture_on_commit_callbacks(execute=True):
        services.mail_receive(raw=mail_from(seat, f"ACTION\n{pad['cards'][0]['push']['line']}"),
                              transport="test")
    state = _state(game)
    deck = "persons" if card.startswith("PE") else "extras"
    assert card not in state["hands"][second] and state["decks"][deck][-1] == card
    assert state["trick"]["on_turn"] not in (first, second)
