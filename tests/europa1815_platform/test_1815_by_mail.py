"""A Europa 1815 turn by mail: read by the same services as the web; a good turn is carried
out and reported to all, a refused one (an attack on the ally) is answered with the reason
and changes nothing."""

from __future__ import annotations

from django.core import mail

from games import services
from games.models import InboundMail, Submission
from tests.mail.mailbuild import mail_from


def test_a_turn_by_mail_is_carried_out_and_a_refused_one_answered(table):
    france = table.game.seats.get(key="fra")
    mail.outbox.clear()
    with table.capture(execute=True):
        inbound = services.mail_receive(raw=mail_from(france, (
            "ZUG\n1: Verlegung nach Paris: 2 Inf aus Lyon\n2: Passen\n")), transport="test")
    assert inbound.status == InboundMail.Status.PROCESSED
    assert table.position()["turn"]["player"] == "gbr"
    assert table.position()["lands"]["par"]["units"]["inf"] == 6
    assert len([m for m in mail.outbox if "Results of" in m.subject]) == 5

    table.send("gbr", "1: Passen\n2: Passen")
    austria = table.game.seats.get(key="aut")
    mail.outbox.clear()
    with table.capture(execute=True):
        services.mail_receive(raw=mail_from(austria, "ZUG\n1: Angriff auf Lyon: 2 Inf aus "
                                                     "Tirol\n"), transport="test")
    (answer,) = mail.outbox
    assert "may not attack each other in any (!) situation" in answer.body
    assert not Submission.objects.filter(seat=austria).exists()
    assert table.position()["turn"]["player"] == "aut"
