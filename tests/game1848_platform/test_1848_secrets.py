"""No hand and no deck order reaches another player: not on a page, in an API answer, in a
picture, in a mail or in the log. Each test first proves it can fail: the secret it looks for
is shown to the Spielleiter (or its owner) through the same channel."""

from __future__ import annotations

import json
import logging
import re

import pytest
from django.core import mail
from django.urls import reverse

from games.models import Phase
from games.rulesets import get_ruleset
from tests.leak_sweep import Sweeper, sweep_as

VIEWER = "s2"


@pytest.fixture
def played(table, caplog):
    """Somebody pushes a card face down, somebody plays, the others pass; then everybody
    passes until the trick is over and the cards drawn at the refill are in the hands."""
    caplog.set_level(logging.DEBUG)
    pushed = None
    for number in range(40):
        state = table.state()
        if state.get("history") and state["stage"] != "refill":
            break  # a trick is over and its refill done
        (seat, *_) = table.on_turn()
        hand = table.hand(seat)
        if state["stage"] == "refill":
            # Every chooser at once (the choice is one turn): the cards drawn by choice are
            # secrets too, and the trick's refill is done only when all have chosen.
            for chooser in table.on_turn():
                table.act(chooser, "Person")
        elif number == 0:
            pushed = hand[0]
            table.act(seat, f"schiebe {pushed}")
        elif number == 1:
            table.act(seat, next(c for c in hand if c.startswith("PE")))
        else:
            table.act(seat, "passe")
    assert table.state().get("history"), "the fixture must reach a refill"
    chosen = [p for p in table.game.phases.all() if p.state.get("stage") == "refill"]
    assert chosen and chosen[-1].status == Phase.Status.PUBLISHED, "and finish its choices"
    return table, pushed


def public_text(table) -> str:
    """Everything every player may know: the published reports."""
    parts = [json.dumps(p.report.public, ensure_ascii=False)
             for p in table.game.phases.filter(status=Phase.Status.PUBLISHED)
             .select_related("report")]
    return "\n".join(parts)


def secrets_of_others(table, pushed) -> set[str]:
    """From the states alone (never from what a page shows): every card in another player's
    hand (those drawn at the refill too) or in a deck (the pushed card among them), but for
    the cards that lay face up on the table in some position of the game: at the end of a
    trick they go back under their deck, in the open."""
    state = table.state()
    hidden = {card for seat, hand in state["hands"].items() if seat != VIEWER for card in hand}
    hidden |= set(state["decks"]["persons"]) | set(state["decks"]["extras"])
    positions = [state, *(p.state for p in table.game.phases.all()),
                 *(p.result for p in table.game.phases.all() if p.result)]
    shown = {placed["card"] for position in positions
             for placed in (position.get("table") or []) if isinstance(placed, dict)}
    assert pushed not in shown
    return hidden - shown


def leaks(text: str, hidden: set[str]) -> list[str]:
    return sorted(card for card in hidden if re.search(rf"\b{card}\b", text))


def without_the_box_help(text: str) -> str:
    """The page without the action box's help: a fixed text written with sample card ids
    (``games/rulesets/game1848/box_help.py``), the same in every game and state, so it can
    carry no secret; removed exactly as rendered, in both languages, and nothing else."""
    from django.template.defaultfilters import linebreaksbr
    from django.utils import translation
    from django.utils.html import escape

    for lang in ("en", "de"):
        with translation.override(lang):
            help = get_ruleset("game1848").box_help("action")
            for piece in (escape(str(help.text)), f"<code>{linebreaksbr(help.example)}</code>",
                          f'placeholder="{escape(help.placeholder)}"'):
                text = text.replace(piece, "")
    return text


def pages(client, game) -> dict[str, str]:
    urls = [reverse("game-detail", args=[game.pk]), reverse("game-map", args=[game.pk]),
            reverse("phase-list", args=[game.pk]), reverse("game-record", args=[game.pk]),
            reverse("orders-history", args=[game.pk])]
    for phase in game.phases.all():
        urls += [reverse("phase-detail", args=[game.pk, phase.pk]),
                 reverse("phase-map", args=[game.pk, phase.pk])]
    found = {}
    for url in urls:
        answer = client.get(url)
        if answer.status_code == 200:
            found[url] = without_the_box_help(answer.content.decode())
    return found


def api_answers(client, game) -> dict[str, str]:
    urls = [f"/api/games/{game.pk}/", f"/api/games/{game.pk}/position/",
            f"/api/games/{game.pk}/phases/", f"/api/games/{game.pk}/record/",
            f"/api/games/{game.pk}/submissions/"]
    urls += [f"/api/games/{game.pk}/phases/{p.pk}/" for p in game.phases.all()]
    return {url: client.get(url).content.decode() for url in urls}


def test_no_page_shows_another_players_hand_or_the_decks(played, client_for, gm):
    table, pushed = played
    hidden = secrets_of_others(table, pushed)
    assert hidden
    for url, text in pages(client_for(table.users[VIEWER]), table.game).items():
        assert leaks(text, hidden) == [], url
    everything = "".join(pages(client_for(gm), table.game).values())
    assert leaks(everything, hidden)  # the Spielleiter's pages do show them: the check works


def test_no_api_answer_shows_another_players_hand_or_the_decks(played, gm, api_for):
    table, pushed = played
    hidden = secrets_of_others(table, pushed)
    answers = api_answers(api_for(table.users[VIEWER]), table.game)
    for url, text in answers.items():
        assert leaks(text, hidden) == [], url
    position = json.loads(answers[f"/api/games/{table.game.pk}/position/"])
    assert [c["id"] for c in position["view"]["hand"]] == table.hand(VIEWER)
    assert leaks("".join(api_answers(api_for(gm), table.game).values()), hidden)


def test_no_mail_to_a_player_shows_another_players_hand(played):
    table, pushed = played
    hidden = secrets_of_others(table, pushed)
    mine = [m for m in mail.outbox if m.to == [table.users[VIEWER].email]]
    assert mine
    for message in mine:
        bodies = [message.subject, message.body] + [a[0] for a in message.alternatives]
        assert leaks("\n".join(bodies), hidden) == [], message.subject
    pushers = [m for m in mail.outbox if m.to == [table.users[table.game.phases.get(index=0)
                                                             .state["trick"]["on_turn"]].email]]
    assert any(pushed in m.body for m in pushers)  # the pusher's own mail names the card


def test_the_table_picture_is_the_same_public_drawing_for_everybody(played):
    table, pushed = played
    hidden = secrets_of_others(table, pushed)
    ruleset = get_ruleset("game1848")
    state = table.state()
    drawings = {viewer: ruleset.picture(state, viewer) for viewer in ("s1", "s2", "gm", None)}
    assert len(set(drawings.values())) == 1
    assert leaks(drawings["s2"], hidden) == []
    last = table.game.phases.filter(status=Phase.Status.PUBLISHED).last()
    assert leaks(ruleset.picture(last.state, VIEWER, result=last.result), hidden) == []


def test_the_log_names_no_card_of_any_hand(played, caplog):
    table, pushed = played
    hidden = secrets_of_others(table, pushed)
    records = caplog.get_records("setup") + caplog.get_records("call")  # the turns: in setup
    logged = "\n".join(record.getMessage() for record in records)
    assert "phase_adjudicate" in logged  # the processing did log
    assert leaks(logged, hidden) == []
    assert pushed not in logged


class _CardSweeper(Sweeper):
    """The leak sweep (``tests/leak_sweep.py``: every address of the URL conf, the record
    download, the calendar feed and the pictures among them) searching for card ids as whole
    words, in each answer without the action box's fixed help."""

    def search(self, text: str) -> frozenset[str]:
        text = without_the_box_help(text)
        return frozenset(card for card in self.needles if re.search(rf"\b{card}\b", text))


# Answers that are the same for every game and viewer, generated from the code: the OpenAPI
# schema's examples name sample card ids.
FIXED_TEXTS = ("/api/schema/",)


def _found(seen, card: str) -> list[str]:
    return [place for place in seen.where(card) if not any(f" {fixed} " in place
                                                            for fixed in FIXED_TEXTS)]


@pytest.mark.once  # what a seat reads, not how SQL finds it
def test_the_leak_sweep_finds_no_card_of_another_hand_at_any_address(played, outsider,
                                                                     monkeypatch):
    table, pushed = played
    hidden = secrets_of_others(table, pushed)
    own = set(table.hand(VIEWER))
    found = sweep_as(table.game, sorted(hidden | own),
                     {VIEWER: (table.users[VIEWER], VIEWER), "outsider": (outsider, None)},
                     monkeypatch, _CardSweeper)
    seen, stranger = found[VIEWER], found["outsider"]
    assert seen.places > 50
    assert {(card, tuple(_found(seen, card)[:2])) for card in hidden if _found(seen, card)} \
        == set()
    assert {card for card in own if _found(seen, card)} == own  # the search finds its needles
    assert {card for card in hidden | own if _found(stranger, card)} == set()
