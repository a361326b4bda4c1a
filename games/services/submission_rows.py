"""The two reads of an order submission's request path as SQL written once (issue 15).

What they return is what the ORM querysets they replace returned (``submission_seat`` and
``_open_phase`` in ``games.services.submissions`` say which); the ORM spent more CPU building
their SQL on every request (joins, a subquery, ``EXISTS``, ``FOR UPDATE OF``) than the
database spent answering. The statements are built from the models' metadata at first use,
so a new field is read without a change here; rows become model instances as the ORM's own
do (``games.sql_rows``). SQLite (the tests) has no row locks: the lock clause is left out
there, as the ORM does.
"""

from __future__ import annotations

from functools import cache

from django.contrib.auth import get_user_model
from django.db import connection

from games.models import Game, Phase, PlayerProfile, Seat, Submission
from games.sql_rows import columns as _columns
from games.sql_rows import cursor as _cursor
from games.sql_rows import instance as _instance
from games.sql_rows import split


@cache
def _seat_sql(by_key: bool) -> str:
    q = connection.ops.quote_name
    user_model = get_user_model()
    seat, game = Seat._meta.db_table, Game._meta.db_table
    user, profile = user_model._meta.db_table, PlayerProfile._meta.db_table
    masters = Game.game_masters.through._meta
    lock = ""
    if connection.features.has_select_for_update:
        lock = f" FOR UPDATE OF {q(seat)}, {q(game)}"
    return (
        f"SELECT {_columns(Seat, seat)}, {_columns(Game, game)}, {_columns(user_model, user)}, "
        f"{_columns(PlayerProfile, profile)}, EXISTS(SELECT 1 FROM {q(masters.db_table)} m "
        f"WHERE m.{q(masters.get_field('game').column)} = {q(seat)}.{q('game_id')} "
        f"AND m.{q(masters.get_field('user').column)} = %s) "
        f"FROM {q(seat)} INNER JOIN {q(game)} ON {q(game)}.{q('id')} = {q(seat)}.{q('game_id')} "
        f"LEFT OUTER JOIN {q(user)} ON {q(user)}.{q('id')} = {q(seat)}.{q('player_id')} "
        f"LEFT OUTER JOIN {q(profile)} ON {q(profile)}.{q('user_id')} = {q(user)}.{q('id')} "
        f"WHERE {q(seat)}.{q('game_id')} = %s AND {q(seat)}.{q('key' if by_key else 'player_id')}"
        f" = %s ORDER BY {q(seat)}.{q('key')} LIMIT 1{lock}"
    )


def seat_row(game_id: int, user_pk: int, key: str | None) -> tuple[Seat, bool] | None:
    """The seat ``key`` (or ``user_pk``'s own) of game ``game_id``, locked with its game, with
    its player and the player's profile loaded, and whether ``user_pk`` masters the game; None
    when there is no such seat."""
    with _cursor() as cursor:
        cursor.execute(_seat_sql(bool(key)), [user_pk, game_id, key or user_pk])
        row = cursor.fetchone()
    if row is None:
        return None
    user_model = get_user_model()
    parts = split(row, Seat, Game, user_model, PlayerProfile)
    seat = _instance(Seat, parts[0])
    Seat.game.field.set_cached_value(seat, _instance(Game, parts[1]))
    player = None
    if parts[2][0] is not None:
        player = _instance(user_model, parts[2])
        # No profile row: none, as the ORM's select_related leaves it (no query later).
        profile = _instance(PlayerProfile, parts[3]) if parts[3][0] is not None else None
        user_model.profile.related.set_cached_value(player, profile)
    Seat.player.field.set_cached_value(seat, player)
    return seat, bool(row[-1])


@cache
def _open_phase_sql() -> str:
    q = connection.ops.quote_name
    phase, submission = Phase._meta.db_table, Submission._meta.db_table
    return (
        f"SELECT {_columns(Phase, phase)}, (SELECT s.{q('version')} FROM {q(submission)} s "
        f"WHERE s.{q('phase_id')} = {q(phase)}.{q('id')} AND s.{q('seat_id')} = %s "
        f"AND s.{q('kind')} = %s ORDER BY s.{q('version')} DESC LIMIT 1) "
        f"FROM {q(phase)} WHERE {q(phase)}.{q('game_id')} = %s AND {q(phase)}.{q('status')} = %s "
        f"ORDER BY {q(phase)}.{q('index')} LIMIT 1"
    )


def open_phase_row(game: Game, seat_pk: int, kind: str) -> Phase | None:
    """The game's open phase (the first by index) with ``latest_version``: the seat's newest
    version of ``kind`` in it (None for none)."""
    with _cursor() as cursor:
        cursor.execute(_open_phase_sql(), [seat_pk, kind, game.pk, Phase.Status.OPEN.value])
        row = cursor.fetchone()
    if row is None:
        return None
    phase = _instance(Phase, row[:-1])
    phase.latest_version = row[-1]
    Phase.game.field.set_cached_value(phase, game)
    return phase
