"""Game news by e-mail: each kind only to those who opted in, in their language."""

import datetime as dt

from django.core import mail

from games import services
from games.models.profiles import NOTICES


def to(address: str) -> list:
    return [m for m in mail.outbox if address in m.to]


def test_nobody_gets_news_they_did_not_opt_in_to(draft_game, gm, players):
    mail.outbox.clear()
    services.game_start(game=draft_game, actor=gm)
    assert mail.outbox == []


def test_each_player_gets_the_news_they_chose_in_their_language(draft_game, gm, players,
                                                                 frozen):
    services.profile_update(user=players["austria"], language="de", notices=list(NOTICES))
    services.profile_update(user=players["england"], language="en",
                            time_zone="America/New_York",
                            notices=["game_started", "game_paused", "zat_moved"])
    services.profile_update(user=players["france"], notices=["game_over"])
    mail.outbox.clear()
    services.game_start(game=draft_game, actor=gm)
    services.game_pause(game=draft_game, actor=gm, reason="holidays")
    services.game_resume(game=draft_game, actor=gm, reason="back")
    phase = draft_game.phases.get()
    services.zat_extend(phase=phase, hours=24, actor=gm, reason="Easter")
    german = [m.subject for m in to("anna@example.org")]
    assert german == ["[Demo 1901] Das Spiel hat begonnen", "[Demo 1901] Das Spiel ruht",
                      "[Demo 1901] Das Spiel läuft wieder",
                      "[Demo 1901] S1901M: der ZAT wurde verschoben"]
    english = [m.subject for m in to("emil@example.org")]
    assert english == ["[Demo 1901] The game has started", "[Demo 1901] The game is paused",
                       "[Demo 1901] The game is running again",
                       "[Demo 1901] S1901M: the ZAT has moved"]
    assert to("francois@example.org") == []
    # times in the reader's time zone and language
    assert "to Thu 5 Mar 2026, 14:00 EST" in to("emil@example.org")[-1].body
    assert "auf Do 05.03.2026 20:00 CET" in to("anna@example.org")[-1].body


def test_seat_assigned_and_replaced(draft_game, gm, players, outsider):
    services.profile_update(user=outsider, notices=["seat_assigned"])
    services.profile_update(user=players["turkey"], notices=[])
    mail.outbox.clear()
    services.seat_replace(seat=draft_game.seats.get(key="turkey"), player=outsider, actor=gm,
                          reason="Tarik moved away")
    assert any("You now play Turkey" in m.body for m in to("otto@example.org"))
    assert any("no longer play" in m.body for m in to("tarik@example.org"))  # own seat: always


def test_game_over_is_told_after_the_last_phase(running_game, gm, players, frozen,
                                                 monkeypatch):
    from games.rulesets.diplomacy import DiplomacyRuleSet

    services.profile_update(user=players["italy"], notices=["game_over"])
    monkeypatch.setattr(DiplomacyRuleSet, "next_phase", lambda self, result: None)
    phase = running_game.phases.get()
    frozen.move_to(phase.zat + dt.timedelta(minutes=1), tick=False)
    mail.outbox.clear()
    services.phase_process(phase_id=phase.pk)
    running_game.refresh_from_db()
    assert running_game.status == "finished"
    assert [m.subject for m in to("ida@example.org")][-1] == "[Demo 1901] The game is over"


def test_unknown_news_kinds_are_refused(players):
    import pytest

    from games.errors import InvalidInput

    with pytest.raises(InvalidInput):
        services.profile_update(user=players["italy"], notices=["gossip"])
