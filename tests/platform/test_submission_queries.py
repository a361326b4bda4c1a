"""Queries per submission (issue 15): an API submission costs at most six database queries
on the request path, counted as production runs it (a real transaction, so no test
savepoints; the receipt goes to the mail queue and its delivery to a worker):

1. the token and its user, 2. the seat with its game, player, profile and the game-master
check (locked), 3. the open phase with the seat's newest version, 4. the submission,
5.-6. the receipt's two queue rows (post_office ``Email`` and our ``QueuedMail``), which
PostgreSQL writes in one statement (``games.sql_rows.insert_pair``): five queries there.

A game master sending a seat's box writes one more row: the audit record. The
transaction's BEGIN and COMMIT, which Django logs as queries too, are counted on top.
"""

from __future__ import annotations

import pytest
from post_office.models import STATUS

from games.models import GmAction, QueuedMail, Submission

pytestmark = pytest.mark.django_db(transaction=True)


TRANSACTION = 2  # BEGIN and COMMIT, which Django logs as queries (SQLite and PostgreSQL)


def _receipt_rows() -> int:
    """Statements writing the receipt's two queue rows: one on PostgreSQL, two elsewhere."""
    from django.db import connection

    return 1 if connection.vendor == "postgresql" else 2


@pytest.fixture
def queued_deliveries(settings, monkeypatch):
    """The production hop: the receipt is sent by a delivery run a worker makes after the
    commit (one run published per window, ``games.emails.outbox.schedule_run``); the runs
    published are recorded here (none is run)."""
    import uuid

    from games import tasks

    settings.MAIL_QUEUE_SEND_AT_ONCE = False
    settings.MAIL_DELIVERY_DUE_KEY = f"test:mail-run-due:{uuid.uuid4().hex}"
    queued: list[dict] = []
    monkeypatch.setattr(tasks.mail_deliver_task, "delay", queued.append)
    monkeypatch.setattr(tasks.mail_deliver_run_task, "apply_async",
                        lambda *args, **options: queued.append(options))
    yield queued
    if settings.MAIL_DELIVERY_DUE_URL:  # (a Redis broker: the key of this test goes)
        from games.emails import outbox

        outbox._due_flag().delete(settings.MAIL_DELIVERY_DUE_KEY)


def _post(client, game, text: str, **extra):
    return client.post(f"/api/games/{game.pk}/submissions/",
                       {"text": text, "kind": "orders", **extra}, format="json")


def test_a_players_submission_costs_at_most_six_queries_five_on_postgresql(
        running_game, api_for, django_assert_max_num_queries, queued_deliveries):
    seat = running_game.seats.get(key="austria")
    client = api_for(seat.player)
    assert _post(client, running_game, "A vie - gal").status_code == 201  # first one: warm
    queued_deliveries.clear()
    with django_assert_max_num_queries(4 + _receipt_rows() + TRANSACTION):
        answer = _post(client, running_game, "A vie - gal\nA bud - ser")
    assert answer.status_code == 201, answer.content
    assert answer.json()["version"] == 2
    newest = Submission.objects.get(seat=seat, version=2)
    assert newest.raw_text == "A vie - gal\nA bud - ser" and newest.is_valid
    receipt = QueuedMail.objects.filter(kind="receipt").order_by("-email_id").first()
    # Queued in the transaction, sent later by a delivery run: with Redis, the run the first
    # submission published is still due (one per window); without, one per commit.
    assert len(queued_deliveries) <= 1 and receipt.email.status == STATUS.queued
    assert receipt.email.to == [seat.player.email]


def test_a_game_master_sending_a_seats_box_adds_only_the_audit_row(
        running_game, gm, api_for, django_assert_max_num_queries, queued_deliveries):
    client = api_for(gm)
    assert _post(client, running_game, "F lon - nth", seat="england").status_code == 201
    with django_assert_max_num_queries(5 + _receipt_rows() + TRANSACTION):
        answer = _post(client, running_game, "F lon - eng", seat="england")
    assert answer.status_code == 201, answer.content
    assert answer.json()["seat"] == "england" and answer.json()["version"] == 2
    assert GmAction.objects.filter(action="submission_for_seat").count() == 2


def test_the_short_way_keeps_every_refusal(running_game, players, api_for, outsider,
                                          queued_deliveries):
    # Another player's seat: 403 with the reason; an outsider: 404 (the game stays hidden);
    # an unknown seat: 404; a seat spelt with a NUL: 400 (the input check says so).
    client = api_for(players["austria"])
    refused = _post(client, running_game, "F lon - nth", seat="england")
    assert refused.status_code == 403 and "England" in refused.json()["detail"]
    assert _post(api_for(outsider), running_game, "A vie - gal").status_code == 404
    assert _post(client, running_game, "A vie - gal", seat="atlantis").status_code == 404
    assert _post(client, running_game, "A vie - gal", seat="aus\x00tria").status_code == 400
    assert not Submission.objects.exists()


def test_on_postgresql_the_five_statements_are_prepared_and_nothing_else(
        running_game, api_for, queued_deliveries):
    """The submission's statements are prepared once per connection (``sql_rows.cursor``),
    so PostgreSQL does not parse and plan them per request; the ORM's own queries are not."""
    from django.db import connection

    if connection.vendor != "postgresql":
        pytest.skip("prepared statements are PostgreSQL's (SQLite has no such thing)")
    client = api_for(running_game.seats.get(key="austria").player)
    for text in ("A vie - gal", "A vie - gal\nA bud - ser"):
        assert _post(client, running_game, text).status_code == 201
    with connection.cursor() as cursor:
        cursor.execute("SELECT statement FROM pg_prepared_statements")
        prepared = [row[0] for row in cursor.fetchall()]
    kinds = [
        'FROM "authtoken_token" INNER JOIN "auth_user"',  # the token
        'FROM "games_seat" INNER JOIN "games_game"',  # the seat, locked
        'FROM "games_phase" WHERE',  # the open phase
        'INSERT INTO "games_submission"',
        'INSERT INTO "games_queuedmail"',  # with the post_office row
    ]
    assert sorted(next(k for k in kinds if k in statement) for statement in prepared
                  if any(k in statement for k in kinds)) == sorted(kinds)
    assert len(prepared) == len(kinds), prepared  # one each, however often they ran
