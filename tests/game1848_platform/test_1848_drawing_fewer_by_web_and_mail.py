"""Drawing fewer cards than allowed, by the page and by mail alike („darf zwei weitere Karten
ziehen“; docs/rules/1848.md D29).

The open turn is set to the end of a trick: everybody but Anna (s1) has passed, and she holds
one card, so she may draw two persons and two Zusatzkarten.
"""

from __future__ import annotations

from django.core import mail
from django.urls import reverse

from games import services
from games.models import Phase
from tests.engine.game1848_positions import position
from tests.mail.mailbuild import mail_from


def last_to_pass(table, **extra) -> Phase:
    phase = table.phase()
    state = position(table=[("s1", "PE09")], hands={"s1": ["PE10"]},
                     passed=["s2", "s3", "s4"], on_turn="s1")
    phase.state = state.with_(**extra).to_json()
    phase.save(update_fields=["state"])
    return phase


def kinds(table, seat: str) -> tuple[int, int]:
    state = table.state()
    decks = [next(c for c in state["cards"]["cards"] if c["id"] == card)["kind"]
             for card in state["hands"][seat]]
    return decks.count("person"), len(decks) - decks.count("person")


def by_mail(table, seat_key: str, body: str) -> None:
    seat = table.game.seats.select_related("player", "game").get(key=seat_key)
    with table.capture(execute=True):
        services.mail_receive(raw=mail_from(seat, body), transport="test")


def test_on_the_page_a_pass_may_say_to_draw_only_one_person(table, client_for):
    phase = last_to_pass(table)
    with table.capture(execute=True):
        answer = client_for(table.users["s1"]).post(
            reverse("orders-submit", args=[table.game.pk]),
            {"kind": "action", "orders": "passe, ziehe 1 Person", "action": "submit"})
    assert answer.status_code == 302, answer.content.decode()[:1000]
    assert Phase.objects.get(pk=phase.pk).status == Phase.Status.PUBLISHED
    assert kinds(table, "s1") == (1 + 1, 2)
    assert kinds(table, "s2") == (2, 2)


def test_by_mail_a_pass_may_say_to_draw_none(table):
    phase = last_to_pass(table)
    by_mail(table, "s1", "AKTION\npass; draw none\n\nGruß")
    assert Phase.objects.get(pk=phase.pk).status == Phase.Status.PUBLISHED
    assert table.state()["hands"]["s1"] == ["PE10"]
    answer = [m for m in mail.outbox if m.to == [table.users["s1"].email]
              and m.extra_headers.get("Auto-Submitted") == "auto-replied"][-1]
    assert "passes; then draws at most 0 person(s) and 0 Zusatzkarte(n)" in answer.body


def test_by_mail_keine_in_the_choice_turn_draws_no_more_card(table):
    hand = ["PE15", "PE16", "PE17", "Z14", "Z16"]
    state = position(hands={"s4": hand})
    phase = table.phase()
    phase.state = state.with_(stage="refill", refill={"s4": ("persons", "extras")}).to_json()
    phase.phase_type = "refill"
    phase.save(update_fields=["state", "phase_type"])
    by_mail(table, "s4", "AKTION\nkeine")
    assert Phase.objects.get(pk=phase.pk).status == Phase.Status.PUBLISHED
    assert sorted(table.state()["hands"]["s4"]) == sorted(hand)
