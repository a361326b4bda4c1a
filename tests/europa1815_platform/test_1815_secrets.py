"""The one secret of Europa 1815: the lines a player sent after an action the Spielleiter must
settle (an attack) wait, queued, for the ruling. Only that player and the Spielleiter see them:
no other player finds them in any page, API answer, picture, mail or the log, even when the
Spielleiter publishes the turn before ruling."""

from __future__ import annotations

import pytest
from django.core import mail
from django.urls import reverse

from games import services
from games.models import Phase
from games.rulesets import get_ruleset
from tests.leak_sweep import sweep_as

SECRET = "Truppen übergeben nach Marseille"
SECRET_EN = "to Marseille"
ATTACK = ("1: Angriff auf Bayern: 2 Inf aus Prag\n"
          "2: Nachschub Wien: 2 Inf 1 Kav 1 Art\n"
          f"Team: {SECRET}: 1 Inf aus Mailand")


@pytest.fixture
def waiting(table, gm, caplog):
    table.send("fra", "1: Passen\n2: Passen")
    table.send("gbr", "1: Passen\n2: Passen")
    table.send("aut", ATTACK)
    phase = table.phase()
    assert phase.status == Phase.Status.AWAITING_REVIEW
    mail.outbox.clear()
    with table.capture(execute=True):
        services.phase_publish(phase=phase, actor=gm, reason="published before the ruling")
    assert table.phase().phase_type == "gm"
    assert table.position()["turn"]["queued"]  # the secret is in the stored position
    return table


def _leaks(text: str) -> bool:
    return SECRET in text or SECRET_EN in text or "Nachschub Wien" in text


def test_no_other_player_sees_the_queued_lines_on_any_page(waiting):
    table = waiting
    assert _leaks(table.page("aut")) and _leaks(table.page(None))
    published = table.game.phases.filter(status=Phase.Status.PUBLISHED).order_by("index")
    for seat in ("fra", "gbr", "pru"):
        client = table.clients[seat]
        assert not _leaks(table.page(seat)), seat
        for phase in [*published, table.phase()]:
            page = client.get(reverse("phase-detail", args=[table.game.pk, phase.pk]))
            assert page.status_code == 200 and not _leaks(page.content.decode()), phase.label
        record = client.get(reverse("game-record", args=[table.game.pk]))
        assert record.status_code == 200 and not _leaks(record.content.decode())
        assert not _leaks(client.get(reverse("game-map", args=[table.game.pk]))
                          .content.decode())


def test_no_other_player_finds_them_in_the_api(waiting, api_for):
    table = waiting
    for seat in ("fra", "gbr", "pru"):
        api = api_for(table.users[seat])
        for name in ("api-game", "api-position", "api-record", "api-phases"):
            answer = api.get(reverse(name, args=[table.game.pk]))
            assert answer.status_code == 200 and not _leaks(answer.content.decode()), name
    own = api_for(table.users["aut"]).get(reverse("api-position", args=[table.game.pk]))
    assert _leaks(own.content.decode())


def test_only_the_attackers_mail_and_the_gms_hold_them(waiting):
    table = waiting
    mails = {m.to[0]: m for m in mail.outbox if "Results of" in m.subject}
    assert len(mails) == 5
    for seat, user in table.users.items():
        body = mails[user.email].body + str(mails[user.email].alternatives)
        assert _leaks(body) == (seat == "aut"), seat
    assert _leaks(mails[table.gm.email].body)


def test_the_picture_and_the_view_hide_them_from_everybody_else(waiting):
    table = waiting
    ruleset = get_ruleset("europa1815")
    state = table.phase().state
    for viewer in ("fra", "gbr", "pru", None):
        assert not _leaks(str(ruleset.view(state, viewer, lang="de")))
        assert not _leaks(ruleset.picture(state, viewer, lang="de") or "")
    assert _leaks(str(ruleset.view(state, "aut", lang="de")))
    assert _leaks(str(ruleset.view(state, "gm", lang="de")))


def test_the_log_never_names_them(table, caplog):
    table.send("fra", "1: Passen\n2: Passen")
    table.send("gbr", "1: Passen\n2: Passen")
    table.send("aut", ATTACK)
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert "phase_adjudicate" in logged and not _leaks(logged)


def _queued_pieces(table) -> set[str]:
    """From the stored position (never from a page): the words of every queued line, each
    piece between the colons that is long enough to be told apart from other text."""
    return {piece.strip() for line in table.position()["turn"]["queued"]
            for piece in line.split(":") if len(piece.strip()) >= 12}


@pytest.mark.once  # what a seat reads, not how SQL finds it
def test_the_leak_sweep_finds_the_queued_lines_at_no_address_of_another_seat(
        waiting, outsider, monkeypatch):
    """Every address of the URL conf (``tests/leak_sweep.py``): pages, API answers, the
    record download, the calendar feed, the pictures; the attacker's own sweep is the
    control."""
    table = waiting
    pieces = _queued_pieces(table)
    assert len(pieces) >= 2
    viewers = {seat: (table.users[seat], seat) for seat in ("aut", "fra", "gbr", "pru")}
    seen = sweep_as(table.game, sorted(pieces), {**viewers, "outsider": (outsider, None)},
                    monkeypatch)
    own = seen.pop("aut")
    assert any(own.where(piece) for piece in pieces)  # the search finds what it seeks
    assert {(who, piece, tuple(found.where(piece)[:2])) for who, found in seen.items()
            for piece in pieces if found.where(piece)} == set()
