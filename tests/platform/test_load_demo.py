from django.contrib.auth import get_user_model
from django.core.management import call_command

from games.models import Game, Phase


def test_the_demo_is_created_once_and_its_logins_work(db, capsys):
    call_command("load_demo")
    call_command("load_demo")
    out = capsys.readouterr().out
    assert "already exists" in out
    game = Game.objects.get(ruleset="diplomacy")
    assert game.status == Game.Status.RUNNING
    assert game.seats.filter(player__isnull=False).count() == 7
    assert game.phases.get().status == Phase.Status.OPEN
    cards = Game.objects.get(ruleset="game1848")
    assert cards.status == Game.Status.RUNNING and cards.seats.filter(
        player__username="anna", key="s1").exists()
    assert cards.phases.get().label == "T1"
    europa = Game.objects.get(ruleset="europa1815")
    assert europa.status == Game.Status.RUNNING and europa.settings["map"] == {"example": True}
    assert [s.key for s in europa.seats.order_by("pk")] == ["fra", "gbr", "aut", "pru"]
    assert europa.seats.get(key="aut").player.username == "anna"
    assert europa.phases.get().label == "Winter 1815 · France"  # stored in English
    assert get_user_model().objects.get(username="anna").check_password("anna-demo-1901")
    assert "gm-demo-1901" in out


def test_process_due_adjudicates_without_a_worker(db, time_machine, capsys):
    call_command("load_demo")
    phase = Phase.objects.get(game__ruleset="diplomacy")
    time_machine.move_to(phase.zat, tick=False)
    time_machine.shift(60)
    call_command("process_due")
    phase.refresh_from_db()
    assert phase.status == Phase.Status.PUBLISHED
    out = capsys.readouterr().out
    assert "S1901M: adjudicated" in out
    assert "T1: adjudicated" in out  # the 1848 turn's deadline had passed too: a pass
    assert "Winter 1815 · France: adjudicated" in out  # Frankreich's turn ends unplayed


def test_scripts_run_loads_a_demo_of_every_game(db):
    """The README promises that ./scripts/run starts with a demo of every game: it calls
    ``load_demo``, which loads every registered game's demo; each one-game command
    (``load_demo_<game>``, kept for the docs) names a registered game."""
    from pathlib import Path

    from games.rulesets.registry import available_rulesets

    root = Path(__file__).resolve().parents[2]
    run = (root / "scripts" / "run").read_text()
    assert "manage.py load_demo " in run or "manage.py load_demo\n" in run
    call_command("load_demo")
    demos = set(Game.objects.values_list("ruleset", flat=True))
    assert sorted(demos) == sorted(available_rulesets())
    aliases = (root / "games/management/commands").glob("load_demo_*.py")
    assert {p.stem.removeprefix("load_demo_") for p in aliases} <= set(available_rulesets())
