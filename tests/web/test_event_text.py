"""Engine sentences shown in German on German pages; unknown ones stay as written."""

from __future__ import annotations

import pytest
from django.urls import reverse
from django.utils import translation

from games.views.event_text import in_language


@pytest.mark.parametrize(("english", "german"), [
    ("a lama exploded in tyr", "in tyr ist ein Lama explodiert"),
    ("the wormhole links lon and mos next season",
     "das Wurmloch verbindet in der nächsten Jahreszeit lon und mos"),
    ("A mun sold its soul", "A mun hat seine Seele verkauft"),
    ("F stp/sc retreats to bot", "F stp/sc zieht sich nach bot zurück"),
    ("austria builds twins in kie and ber", "Österreich baut Zwillinge in kie und ber"),
    ("a lama exploded in tyr and destroyed italy A tyr, austria F tri",
     "in tyr ist ein Lama explodiert; zerstört: A tyr (Italien), F tri (Österreich)"),
    ("the Borg eats what moved into nth and stays and ate england F nth",
     "die Borg fressen, was nach nth gezogen ist, und bleiben; gefressen: F nth (England)"),
    ("the Borg eats what moved into nth and stays",
     "die Borg fressen, was nach nth gezogen ist, und bleiben"),
    ("your wormhole vote: lon – mos", "Ihre Wurmloch-Stimme: lon – mos"),
])
def test_known_sentences_read_german(english, german):
    with translation.override("de"):
        assert in_language(english, "de") == german
    if " and destroyed " not in english and " and ate " not in english:
        assert in_language(english, "en") == english


def test_whom_a_lama_or_the_borg_hit_is_named_by_power_in_english():
    with translation.override("en"):
        assert in_language("a lama exploded in tyr and destroyed italy A tyr", "en") == (
            "a lama exploded in tyr and destroyed Italy's A tyr")
        assert in_language("the Borg moves to nth, its only neighbouring meal and ate "
                           "england F nth", "en") == (
            "the Borg moves to nth, its only neighbouring meal and ate England's F nth")


def test_an_unknown_sentence_is_shown_as_written():
    assert in_language("something new happened", "de") == "something new happened"


def test_a_german_phase_page_shows_the_events_in_german(silly_spring_played, client_for):
    from django.conf import settings

    game = silly_spring_played.game
    client = client_for(game.seats.get(key="england").player)
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "de"
    page = client.get(reverse("phase-detail", args=[game.pk, silly_spring_played.pk]))
    text = page.content.decode()
    assert "das Wurmloch verbindet in der nächsten Jahreszeit lon und mos" in text
    assert "Ihre Wurmloch-Stimme: lon – mos" in text
