"""Run by ``test_embedded_default_under_load.py`` in its own processes, on the site that
test starts: ``setup`` makes a game with seven players and an API token each (printed as JSON);
``submit <url> <game>`` has all seven send their orders through the API at the same moment.

Not a test module: it is the players and the game master of that site."""

from __future__ import annotations

import json
import os
import sys
import threading
import urllib.request
from pathlib import Path

ORDERS = {
    "austria": "A vie - gal\nA bud - ser\nF tri - alb",
    "england": "F lon - nth\nF edi - nwg\nA lvp - yor",
    "france": "A par - bur\nA mar - spa\nF bre - mao",
    "germany": "A ber - kie\nA mun - ruh\nF kie - den",
    "italy": "A ven - tyr\nA rom - apu\nF nap - ion",
    "russia": "A mos - ukr\nA war - gal\nF sev - bla\nF stp/sc - bot",
    "turkey": "A con - bul\nA smy - con\nF ank - bla",
}


def setup() -> None:
    import django

    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")
    django.setup()
    from django.contrib.auth import get_user_model
    from rest_framework.authtoken.models import Token

    from games import services

    users = get_user_model()
    gm = users.objects.create_user("spielleiter", "gm@example.org", "pw-of-the-gm-1")
    game = services.game_create(creator=gm, name="Embedded default", seed=7, schedule={
        "review_before_publish": False, "early_processing": True})
    tokens = {}
    for seat in game.seats.all():
        player = users.objects.create_user(seat.key, f"{seat.key}@example.org", "pw-12345678")
        services.seat_assign(seat=seat, player=player, actor=gm)
        tokens[seat.key] = Token.objects.create(user=player).key
    services.game_start(game=game, actor=gm)
    print(json.dumps({"game": game.pk, "tokens": tokens}))


def submit(url: str, game: int, tokens: dict[str, str]) -> None:
    """Every player sends at once (a barrier releases the seven threads together); prints
    each answer's status, and the body of any that is not 201."""
    start = threading.Barrier(len(tokens))
    answers: dict[str, str] = {}

    def send(seat: str) -> None:
        body = json.dumps({"text": ORDERS[seat]}).encode()
        request = urllib.request.Request(
            f"{url}/api/games/{game}/submissions/", data=body, method="POST",
            headers={"Authorization": f"Token {tokens[seat]}",
                     "Content-Type": "application/json"})
        start.wait()
        try:
            with urllib.request.urlopen(request, timeout=60) as answer:
                answers[seat] = str(answer.status)
        except urllib.error.HTTPError as error:
            answers[seat] = f"{error.code} {error.read()[:2000]!r}"

    threads = [threading.Thread(target=send, args=(seat,)) for seat in tokens]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    print(json.dumps(answers))


if __name__ == "__main__":
    if sys.argv[1] == "setup":
        setup()
    else:
        submit(sys.argv[2], int(sys.argv[3]), json.loads(sys.argv[4]))
