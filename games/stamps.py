"""A game's change stamp (issue 26, item 2): one number per game (``PageStamp``) that the
database itself raises, by triggers, in the same statement's transaction as every insert,
update or delete of a row the game's pages show: the game, its phases and reports, seats and
their holdings, submissions, press and read marks, draw proposals and votes, absences, join
requests, game masters, and a user name shown on its seats.

Why triggers and not a call in each service: the page cache (``games.views.page_cache``)
answers from the stamp alone, so a write that forgot to raise it would leave a page stale.
Writes come from services, ``QuerySet.update()``, ``bulk_create`` (no signals), the
submission's raw SQL, the admin and the shell: a trigger sees them all, costs the worker no
Python, and cannot be committed apart from the change it counts.

A stamp read together with the game tells whether anything shown changed since: equal
stamps, equal pages (for the same viewer, language, time zone and address). A reader that
reads the stamp before a change commits and the data after it keeps a newer page under the
older stamp; that entry is never asked for again once the new stamp is visible. Without a
stamp row (a database where the triggers are not installed) nothing is cached.

The triggers are installed by migration 0009 and again after every ``migrate``
(``games.apps``): SQLite drops a table's triggers when a migration rebuilds the table, and
a test database built without migrations gets them too. SQLite and PostgreSQL only; on any
other database :func:`supported` is False and the pages are not cached.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.db import connections

STAMP_TABLE = "games_pagestamp"
# A new game's stamp starts at a random number below 2**62 (then +1 per change), never at 1:
# a game id used again (SQLite reuses the highest id after a delete; a test database after
# its rollback) must not meet the entries its predecessor left in a cache under the same
# (game, stamp).
START = {"sqlite": "(abs(random()) % 4611686018427387904)",
         "postgresql": "floor(random() * 4611686018427387904)::bigint"}


def _paths() -> list[tuple[str, str, str | None]]:
    """(table, column, via): the rows whose change raises a stamp, and how each finds its
    game: ``column`` is the game's id (``via`` None) or the id of a ``via`` row that has
    ``game_id``."""
    from games.models import (
        Absence,
        DrawProposal,
        DrawVote,
        Game,
        JoinRequest,
        Message,
        Phase,
        PressReadMark,
        Report,
        Seat,
        SeatHolding,
        SeatReport,
        Submission,
    )

    def table(model: Any) -> str:
        return model._meta.db_table

    direct = [Phase, Seat, Message, PressReadMark, DrawProposal, JoinRequest,
              Game.game_masters.through]
    return [
        *[(table(model), "game_id", None) for model in direct],
        (table(Submission), "phase_id", table(Phase)),
        (table(Report), "phase_id", table(Phase)),
        (table(SeatReport), "seat_id", table(Seat)),
        (table(SeatHolding), "seat_id", table(Seat)),
        (table(Absence), "seat_id", table(Seat)),
        (table(DrawVote), "proposal_id", table(DrawProposal)),
        (table(Message.recipients.through), "message_id", table(Message)),
    ]


def _game(row: str, column: str, via: str | None) -> str:
    if via is None:
        return f"{row}.{column}"
    return f"(SELECT game_id FROM {via} WHERE id = {row}.{column})"


def _bump(where: str) -> str:
    return f"UPDATE {STAMP_TABLE} SET value = value + 1 WHERE {where};"


def _user_games(row: str) -> str:
    from games.models import Game, Seat

    masters = Game.game_masters.through._meta.db_table
    return (f"game_id IN (SELECT game_id FROM {Seat._meta.db_table} WHERE player_id = {row}.id"
            f" UNION SELECT game_id FROM {masters} WHERE user_id = {row}.id)")


def _names() -> tuple[str, str, str]:
    from games.models import Game

    user = get_user_model()
    name = user._meta.get_field(user.USERNAME_FIELD).column
    return Game._meta.db_table, user._meta.db_table, name


def _sqlite() -> list[str]:
    games, users, name = _names()
    statements = []
    for table, column, via in _paths():
        for event, row in (("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")):
            trigger = f"gm_stamp_{table}_{event.lower()}"
            statements += [
                f"DROP TRIGGER IF EXISTS {trigger}",
                f"CREATE TRIGGER {trigger} AFTER {event} ON {table} FOR EACH ROW BEGIN "
                f"{_bump('game_id = ' + _game(row, column, via))} END",
            ]
    statements += [
        "DROP TRIGGER IF EXISTS gm_stamp_game_insert",
        f"CREATE TRIGGER gm_stamp_game_insert AFTER INSERT ON {games} FOR EACH ROW BEGIN "
        f"INSERT OR IGNORE INTO {STAMP_TABLE} (game_id, value) VALUES (NEW.id, "
        f"{START['sqlite']}); END",
        "DROP TRIGGER IF EXISTS gm_stamp_game_update",
        f"CREATE TRIGGER gm_stamp_game_update AFTER UPDATE ON {games} FOR EACH ROW BEGIN "
        f"{_bump('game_id = NEW.id')} END",
        "DROP TRIGGER IF EXISTS gm_stamp_user_name",
        f"CREATE TRIGGER gm_stamp_user_name AFTER UPDATE ON {users} FOR EACH ROW "
        f"WHEN OLD.{name} IS NOT NEW.{name} BEGIN {_bump(_user_games('NEW'))} END",
    ]
    return statements


def _plpgsql(function: str, body: str) -> str:
    return (f"CREATE OR REPLACE FUNCTION {function}() RETURNS trigger LANGUAGE plpgsql AS $$ "
            f"BEGIN {body} RETURN NULL; END $$")


def _postgresql() -> list[str]:
    games, users, name = _names()
    statements = []

    def trigger(table: str, function: str, body: str, events: str, when: str = "") -> None:
        statements.extend([
            _plpgsql(function, body),
            f"DROP TRIGGER IF EXISTS {function} ON {table}",
            f"CREATE TRIGGER {function} AFTER {events} ON {table} FOR EACH ROW {when}"
            f"EXECUTE FUNCTION {function}()",
        ])

    for table, column, via in _paths():
        body = (f"IF TG_OP = 'DELETE' THEN {_bump('game_id = ' + _game('OLD', column, via))} "
                f"ELSE {_bump('game_id = ' + _game('NEW', column, via))} END IF;")
        trigger(table, f"gm_stamp_{table}", body, "INSERT OR UPDATE OR DELETE")
    trigger(games, "gm_stamp_game_insert",
            f"INSERT INTO {STAMP_TABLE} (game_id, value) VALUES (NEW.id, {START['postgresql']}) "
            "ON CONFLICT (game_id) DO NOTHING;", "INSERT")
    trigger(games, "gm_stamp_game_update", _bump("game_id = NEW.id"), "UPDATE")
    trigger(users, "gm_stamp_user_name", _bump(_user_games("NEW")), "UPDATE",
            f"WHEN (OLD.{name} IS DISTINCT FROM NEW.{name}) ")
    return statements


def supported(alias: str = "default") -> bool:
    return connections[alias].vendor in ("sqlite", "postgresql")


def install(alias: str = "default") -> None:
    """Create (or replace) the triggers, and a stamp for every game without one."""
    connection = connections[alias]
    if not supported(alias):
        return
    from games.models import Game

    statements = _sqlite() if connection.vendor == "sqlite" else _postgresql()
    with connection.cursor() as cursor:
        for statement in statements:
            cursor.execute(statement)
        cursor.execute(f"INSERT INTO {STAMP_TABLE} (game_id, value) SELECT id, "
                       f"{START[connection.vendor]} FROM "
                       f"{Game._meta.db_table} WHERE id NOT IN (SELECT game_id FROM "
                       f"{STAMP_TABLE})")


def stamp_of(game: Any) -> int | None:
    """The stamp loaded with ``game`` (``select_related("page_stamp")``), else None: no
    cache for this request (never a query of its own: a stamp read after the data could be
    newer than what was read)."""
    from games.models import Game

    related = Game.page_stamp.related
    stamp = related.get_cached_value(game, None) if related.is_cached(game) else None
    return None if stamp is None else stamp.value
