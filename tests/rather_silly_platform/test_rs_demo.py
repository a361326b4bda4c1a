"""``manage.py load_demo_rather_silly``: eleven seated players, Winter 1900 open, logins."""

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
    """scripts/run loads both demos; every demo user's password is printed exactly once."""
    from games.management.commands.load_demo import GM, PLAYERS
    from games.management.commands.load_demo_rather_silly import ROLES

    call_command("load_demo")
    call_command("load_demo_rather_silly", roles_only=True)
    out = capsys.readouterr().out
    for username, password in [GM, *PLAYERS.values(), *ROLES.values()]:
        assert out.count(f"{username:<9} / {password}") == 1, username
        assert get_user_model().objects.get(username=username).check_password(password)
