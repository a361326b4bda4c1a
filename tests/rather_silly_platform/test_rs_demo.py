"""Rather Silly's demo (its package's ``demo.py``, run by ``manage.py load_demo`` and alone by
``load_demo_rather_silly``): eleven seated players, Winter 1900 open, logins."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.core.management import call_command

from games.models import Game, Phase


def test_the_demo_game_is_created_once_with_eleven_players(db, capsys):
    call_command("load_demo_rather_silly")
    call_command("load_demo_rather_silly")
    out = capsys.readouterr().out
    assert "already exists" in out
    game = Game.objects.get(ruleset="rather_silly")
    assert game.status == Game.Status.RUNNING
    assert game.seats.filter(player__isnull=False).count() == 11
    phase = game.phases.get()
    assert (phase.label, phase.status) == ("W1900", Phase.Status.OPEN)
    assert get_user_model().objects.get(username="sigrid").check_password("sigrid-demo-1900")
    assert "walter" in out and "gm-demo-1901" in out


def test_the_demo_sits_beside_the_diplomacy_demo(db, capsys):
    call_command("load_demo")
    call_command("load_demo_rather_silly")
    assert Game.objects.filter(ruleset="diplomacy").count() == 1
    assert Game.objects.get(ruleset="rather_silly").seats.get(key="austria").player.username \
        == "anna"


def test_the_run_script_prints_each_login_once(db, capsys):
    """scripts/run loads every demo with load_demo; every demo user's password is printed
    exactly once."""
    from games.management.commands.load_demo import GM, PLAYERS
    from games.rulesets.rather_silly.demo import ROLES

    call_command("load_demo")
    out = capsys.readouterr().out
    for username, password in [GM, *PLAYERS.values(), *ROLES.values()]:
        assert out.count(f"{username:<9} / {password}") == 1, username
        assert get_user_model().objects.get(username=username).check_password(password)


def test_the_old_command_prints_only_the_roles_after_load_demo(db, capsys):
    from games.management.commands.load_demo import GM
    from games.rulesets.rather_silly.demo import ROLES

    call_command("load_demo")
    capsys.readouterr()
    call_command("load_demo_rather_silly", roles_only=True)
    out = capsys.readouterr().out
    assert "already exists" in out and GM[1] not in out
    assert all(f"{username:<9} / {password}" in out for username, password in ROLES.values())
