"""Issue 22, Europa 1815 true to the 2vs2 text, by web and by mail: allies may not harm each
other in the start phase either (the one phase the platform's default game begins with), and
refusals quote the rule's own sentence."""

from __future__ import annotations

import pytest
from django.core import mail
from django.urls import reverse

from games import services
from games.errors import InvalidInput
from games.models import InboundMail, Submission
from games.rulesets.europa1815 import services as europa1815_services
from tests.europa1815_platform.conftest import Table1815
from tests.mail.mailbuild import mail_from

ALLY_RULE_DE = "dass sich verbündete Spieler in keiner (!) Spielsituation angreifen"


@pytest.fixture
def start_table(e1815, gm, four, client_for, django_capture_on_commit_callbacks):
    """The seated example game with the base game's start phase (France on turn)."""
    europa1815_services.europa_setup(game=e1815, actor=gm, reason="with the start phase",
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


def test_two_markers_at_once_are_refused_on_the_page_with_the_rule(table):
    phase = table.phase()
    answer = table.send("fra", "1: Passen\n2: Passen\nTeam: 2 Erfolgsmarker übergeben",
                        status=400)
    page = answer.content.decode()
    assert "1 eigenen Erfolgsmarker" in page
    assert "Unknown action" not in page and "Unbekannte Aktion" not in page
    assert not phase.submissions.exists() and table.phase().pk == phase.pk


def test_land_abgeben_naming_the_ally_is_carried_out_from_the_page(table):
    table.send("fra", "1: Passen\n2: Passen\nTeam: Land abgeben Lyon an Österreich")
    assert table.position()["lands"]["lyo"]["owner"] == "aut"
    assert table.position()["turn"]["player"] == "gbr"


def test_nachschub_into_two_lands_and_two_z_effects_by_mail_are_answered_with_the_rule(
        table):
    france = table.game.seats.get(key="fra")
    for turn, says in [
        ("2: Nachschub in Paris: 2 Inf; in Brest: 2 Inf", "Nachschub goes into one land, not 2"),
        ("2: Passen\nTeam: Truppen übergeben nach Mailand: 1 Inf aus Marseille; nach Tirol: "
         "1 Inf aus Mailand", "'Es darf immer nur 1 Z-Effekt in dieser Aktion ausgeführt "
                              "werden'"),
    ]:
        mail.outbox.clear()
        with table.capture(execute=True):
            services.mail_receive(raw=mail_from(france, f"ZUG\n1: Passen\n{turn}\n"),
                                  transport="test")
        (answer,) = mail.outbox
        assert says in answer.body, answer.body
        assert "Did not understand" not in answer.body
        assert not Submission.objects.filter(seat=france).exists()
        assert table.position()["turn"]["player"] == "fra"


def test_the_gm_chooses_the_1715_edition_and_its_rule_is_enforced(
        e1815, gm, four, client_for, django_capture_on_commit_callbacks):
    gm_client = client_for(gm)
    setup = reverse("gm-europa-setup", args=[e1815.pk])
    assert 'name="edition"' in gm_client.get(setup).content.decode()
    answer = gm_client.post(setup, {"reason": "1715 map", "team_a": "", "team_b": "",
                                    "seating": "", "start_phase": "on", "edition": "1715"})
    assert answer.status_code == 302, answer.content.decode()[:2000]
    e1815.refresh_from_db()
    assert e1815.settings["edition"] == "1715"
    services.game_start(game=e1815, actor=gm)
    table = Table1815(e1815, gm, four, client_for, django_capture_on_commit_callbacks)
    assert table.position()["rules"]["edition"] == "1715"
    page = table.send("fra", "Startaufstellung: Indianerhäuptling", status=400).content.decode()
    assert "jedoch darf kein Spieler den Indianderhäuptling wählen" in page
    france = e1815.seats.get(key="fra")
    mail.outbox.clear()
    with table.capture(execute=True):
        services.mail_receive(raw=mail_from(france, "ZUG\nNotiz: Indian chief for me\n"),
                              transport="test")
    (answer,) = mail.outbox
    assert "'jedoch darf kein Spieler den Indianderhäuptling wählen'" in answer.body
    assert not Submission.objects.filter(seat=france).exists()


def test_an_unknown_edition_is_refused_and_1815_stays_the_default(e1815, gm):
    assert e1815.settings["edition"] == "1815"
    with pytest.raises(InvalidInput, match="edition: '1815' or '1715'"):
        europa1815_services.europa_setup(game=e1815, actor=gm, reason="typo", edition="1915")
    e1815.refresh_from_db()
    assert e1815.settings["edition"] == "1815"
