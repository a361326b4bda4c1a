from games import services

NAME = "Demo: Tiny"


def load_demo(gm, players, say) -> None:
    services.game_create(creator=gm, name=NAME, ruleset="tiny", seed=5)
    say(f"Created “{NAME}”.")
