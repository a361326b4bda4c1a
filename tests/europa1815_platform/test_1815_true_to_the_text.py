"""Issue 22, Europa 1815 true to the 2vs2 text, by web and by mail: allies may not harm each
other in the start phase either (the one phase the platform's default game begins with), and
refusals quote the rule's own sentence."""

from __future__ import annotations

import pytest
from django.core import mail

from games import services
from games.models import InboundMail, Submission
from tests.europa1815_platform.conftest import Table1815
from tests.mail.mailbuild import mail_from

ALLY_RULE_DE = "dass sich verbündete Spieler in keiner (!) Spielsituation angreifen"


@pytest.fixture
def start_table(e1815, gm, four, client_for, django_capture_on_commit_callbacks):
    """The seated example game with the base game's start phase (France on turn)."""
    services.europa_setup(game=e1815, actor=gm, reason="with the start phase",
                          start_phase=True)
    services.game_start(game=e1815, actor=gm)
    e1815.refresh_from_db()
    return Table1815(e1815, gm, four, client_for, django_capture_on_commit_callbacks)


def test_an_attack_on_the_ally_in_the_start_phase_is_refused_on_the_page(start_table):
    assert start_table.position()["season"] == "start"
    phase = start_table.phase()
    answer = start_table.send("fra", "Startaufstellung: 2 Inf nach Paris\nAngriff auf Mailand: "
                                     "1 Inf aus Marseille", status=400)
    page = answer.content.decode()
    assert "Mailand gehört Ihrem Verbündeten Österreich" in page
    assert ALLY_RULE_DE in page
    assert not phase.submissions.exists() and start_table.phase().pk == phase.pk
    # the same note without the harmful line goes to the Spielleiter
    start_table.send("fra", "Startaufstellung: 2 Inf nach Paris")
    assert start_table.position()["turn"]["awaiting_gm"]["kind"] == "note"


def test_diplomacy_against_the_ally_in_the_start_phase_is_refused_by_mail(start_table):
    austria = start_table.game.seats.get(key="aut")
    start_table.send("fra", "passen")
    start_table.send("gbr", "passen")
    mail.outbox.clear()
    with start_table.capture(execute=True):
        inbound = services.mail_receive(raw=mail_from(austria, (
            "ZUG\nDiplomatie gegen Frankreich: Bündnis brechen\n")), transport="test")
    assert inbound.status == InboundMail.Status.PROCESSED
    (answer,) = mail.outbox
    assert "Refused: France is your ally." in answer.body
    assert "may not attack each other in any (!) situation" in answer.body
    assert not Submission.objects.filter(seat=austria).exists()
    assert start_table.position()["turn"]["player"] == "aut"
