"""A Heerführer's player chooses the army, by the page and by mail alike ("Der stärkste
Heerführer hat das Recht, sich als erster eine Armee auszusuchen."; docs/rules/1848.md D15).

The open turn is set to a position where Wrangel (Preußen 3) leads Z30 at s4, Z33 (Preußen 15)
and Z32 (Preußen 13) lie without a leader and Anna (s1) holds Prinz Wilhelm (PE40); what she
writes is read by the rule set, whichever way it comes.
"""

from __future__ import annotations

from django.core import mail
from django.urls import reverse

from games import services
from games.models import Phase
from tests.engine.game1848_positions import position
from tests.mail.mailbuild import mail_from

RULE = ("„Eine Armeekarte kann von einem anderen Spieler übernommen werden, wenn dieser einen "
        "geeigneteren Heerführer ausspielt.“")


def armies_waiting(table) -> Phase:
    phase = table.phase()
    state = position(table=[("s4", "Z30"), ("s4", "PE41"), ("s2", "Z33"), ("s3", "Z32")],
                     hands={"s1": ["PE40", "PE09"], "s2": ["PE10"], "s3": ["PE11"],
                            "s4": ["PE12"]})
    phase.state = state.to_json()
    phase.save(update_fields=["state"])
    return phase


def commanders(state) -> dict[str, str | None]:
    return {p["card"]: (p.get("commander") or {}).get("seat") for p in state["table"]
            if p["card"].startswith("Z3")}


def submit_on_the_page(table, client_for, text: str, status: int = 302):
    with table.capture(execute=True):
        answer = client_for(table.users["s1"]).post(
            reverse("orders-submit", args=[table.game.pk]),
            {"kind": "action", "orders": text, "action": "submit"})
    assert answer.status_code == status, answer.content.decode()[:1000]
    return answer


def test_on_the_page_prinz_wilhelm_leads_the_army_his_player_names(table, client_for):
    phase = armies_waiting(table)
    submit_on_the_page(table, client_for, "PE40 führt Z32")
    assert Phase.objects.get(pk=phase.pk).status == Phase.Status.PUBLISHED
    assert commanders(table.state()) == {"Z33": None, "Z32": "s1", "Z30": "s4"}


def test_on_the_page_without_a_choice_he_takes_the_stronger_army(table, client_for):
    armies_waiting(table)
    submit_on_the_page(table, client_for, "PE40")
    assert commanders(table.state()) == {"Z33": "s1", "Z32": None, "Z30": "s4"}


def test_on_the_page_a_choice_against_the_rule_is_refused_quoting_it(table, client_for):
    phase = armies_waiting(table)
    answer = submit_on_the_page(table, client_for, "PE40 leads Z30", status=400)
    assert RULE in answer.content.decode()
    assert not Phase.objects.get(pk=phase.pk).submissions.exists()


def test_by_mail_the_english_form_is_read_the_same(table):
    phase = armies_waiting(table)
    seat = table.game.seats.select_related("player", "game").get(key="s1")
    with table.capture(execute=True):
        services.mail_receive(raw=mail_from(seat, "AKTION\nPrinz Wilhelm leads Z32\n\nGruß"),
                              transport="test")
    assert Phase.objects.get(pk=phase.pk).status == Phase.Status.PUBLISHED
    assert commanders(table.state()) == {"Z33": None, "Z32": "s1", "Z30": "s4"}


def test_by_mail_a_choice_against_the_rule_is_answered_with_the_rule(table):
    phase = armies_waiting(table)
    seat = table.game.seats.select_related("player", "game").get(key="s1")
    with table.capture(execute=True):
        services.mail_receive(raw=mail_from(seat, "AKTION\nPE40 führt Z30"), transport="test")
    assert not Phase.objects.get(pk=phase.pk).submissions.exists()
    answer = [m for m in mail.outbox if m.to == [table.users["s1"].email]][-1]
    assert RULE in answer.body and "Z33, Z32" in answer.body
