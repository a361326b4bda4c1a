"""Playing an eleven-player Rather Silly game through the services, as the web pages would
(shared by the function fixtures of ``conftest.py`` and the leak sweep's module fixture)."""

from __future__ import annotations

from typing import Any

from rs_orders import ANSWER, HERDS, QUESTION

from games import services
from games.models import Phase

PASSWORD = "correct-horse-battery"
ROLE_NAMES = {"narr": "nele", "superhirn": "sigrid", "doktor": "dora", "wahrsager": "walter"}
RULESET_PATH = "games.rulesets.rather_silly.RatherSillyRuleSet"


def make_user(user_model: Any, username: str) -> Any:
    return user_model.objects.create_user(username=username, email=f"{username}@example.org",
                                          password=PASSWORD)


def the_roles(user_model: Any) -> dict[str, Any]:
    """Nele (Narr), Sigrid (Superhirn), Dora (Doktor) and Walter (Wahrsager)."""
    return {role: make_user(user_model, name) for role, name in ROLE_NAMES.items()}


def seated_game(gm: Any, eleven: dict[str, Any]) -> Any:
    game = services.game_create(
        creator=gm, name="Rather Silly 1900", ruleset="rather_silly", seed=1421,
        schedule={"zat_time": "20:00", "zat_time_zone": "Europe/Berlin",
                  "review_before_publish": True},
    )
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=eleven[seat.key], actor=gm)
    return game


class Table:
    """Helpers that play the game through the services, as the web pages would."""

    def __init__(self, game, gm, users) -> None:
        self.game, self.gm, self.users = game, gm, users

    def phase(self) -> Phase:
        return self.game.phases.open().get()

    def send(self, seat_key: str, kind: str, text: str, lang: str = "en"):
        seat = self.game.seats.get(key=seat_key)
        return services.orders_submit(seat=seat, user=self.users[seat_key], text=text,
                                      kind=kind, lang=lang)

    def process(self) -> Phase:
        return services.phase_process_now(phase=self.phase(), actor=self.gm,
                                          reason="everybody has sent")

    def publish(self, phase: Phase) -> Phase | None:
        return services.phase_publish(phase=phase, actor=self.gm)

    def play_setup(self) -> Phase:
        for seat, herds in HERDS.items():
            self.send(seat, "lama_placement", herds)
        self.send("superhirn", "superhirn_question", QUESTION)
        self.send("superhirn", "superhirn_answer", ANSWER)
        done = self.process()
        self.publish(done)
        return done
