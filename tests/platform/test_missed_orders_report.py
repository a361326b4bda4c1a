"""Reports tell the truth about missed orders (issue 9 §4): the public part names the seats that
sent nothing, the private part of such a seat says what the rules did instead, and civil
disorder is mailed to the game master and the seat's player."""

from __future__ import annotations

import datetime as dt

from django.core import mail
from django.urls import reverse

from games import services


def play_without(frozen, game, players, missing: set[str]):
    phase = game.phases.open().get()
    for power, user in players.items():
        if power not in missing:
            services.orders_submit(seat=game.seats.get(key=power), user=user, text="")
    frozen.move_to(phase.zat + dt.timedelta(minutes=1), tick=False)
    mail.outbox.clear()
    services.phase_process(phase_id=phase.pk)
    phase.refresh_from_db()
    return phase


def test_the_report_names_the_missed_seats_and_tells_the_seat_its_units_held(
        running_game, players, gm, frozen, client_for):
    running_game.nmr_policy = "hold"
    running_game.save()
    phase = play_without(frozen, running_game, players, {"turkey"})
    public = phase.report.public
    assert public["missed"] == [{"seat": "turkey", "label": "Turkey"}]
    turkey_part = phase.report.private_parts.get(seat__key="turkey").private
    assert turkey_part["missed"] == {"outcome": "held", "civil_disorder": False}
    assert "missed" not in phase.report.private_parts.get(seat__key="austria").private

    reports = [m for m in mail.outbox if "Results of S1901M" in m.body]
    to = {m.to[0]: m.body for m in reports}
    assert "Turkey: you sent no orders; your units held." in to["tarik@example.org"]
    assert "All your orders were read." not in to["tarik@example.org"]
    for address in ("anna@example.org", "tarik@example.org", gm.email):
        assert "Missed this phase (no orders received): Turkey" in to[address]
    assert "you sent no orders" not in to["anna@example.org"]  # another seat's private part
    assert "All your orders were read." in to["anna@example.org"]
    assert "Turkey: you sent no orders; your units held." in to[gm.email]
    page = client_for(players["austria"]).get(
        reverse("phase-detail", args=[running_game.pk, phase.pk])).content.decode()
    assert "Missed this phase (no orders received)" in page and "Turkey" in page


def test_a_report_with_every_order_in_names_nobody(running_game, players, frozen):
    phase = play_without(frozen, running_game, players, set())
    assert "missed" not in phase.report.public
    assert all("Missed this phase" not in m.body for m in mail.outbox)


def test_civil_disorder_is_in_the_report_and_mailed_to_the_gm_and_the_player_only(
        running_game, players, gm, frozen):
    running_game.nmr_policy = "civil_disorder"
    running_game.civil_disorder_after = 1
    running_game.save()
    phase = play_without(frozen, running_game, players, {"turkey"})
    assert phase.report.private_parts.get(seat__key="turkey").private["missed"] == {
        "outcome": "held", "civil_disorder": True}
    notices = [m for m in mail.outbox if "is in civil disorder" in m.subject]
    assert sorted(m.to[0] for m in notices) == sorted(["tarik@example.org", gm.email])
    report = next(m for m in mail.outbox
                  if m.to == ["tarik@example.org"] and "Results of" in m.body)
    assert "Your seat is now in civil disorder" in report.body


def test_a_german_player_reads_it_in_german(running_game, players, frozen):
    services.profile_update(user=players["turkey"], language="de")
    play_without(frozen, running_game, players, {"turkey"})
    report = next(m for m in mail.outbox if m.to == ["tarik@example.org"]
                  and "Ergebnisse" in m.body)
    assert "Sie haben keine Befehle geschickt; Ihre Einheiten haben gehalten." in report.body
