"""Rows read with SQL written once, turned into model instances as the ORM turns its own.

For the few reads on a hot request path (an order submission, issue 15) where building the
SQL through the ORM costs more CPU than the database spends answering: the statement is made
once from the models' metadata (``columns``), and each row's part for a model becomes an
instance through the same converters (``get_db_converters``: time zones on SQLite, JSON, ...)
and ``Model.from_db`` that the ORM uses.

On PostgreSQL these statements run as prepared statements with their values bound by the
server (``cursor``): PostgreSQL parses and plans each once per connection instead of once per
request, and the values are not written into the SQL text by Python (together about a
third of the database's CPU and a tenth of the web process's per submission, issue 15). The
rest of the ORM keeps Django's default (values bound by the client, nothing prepared), which
connection poolers in transaction mode need; these few statements would need a pooler that
keeps prepared statements (PgBouncer 1.21+ ``max_prepared_statements``) or none.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from django.db import DEFAULT_DB_ALIAS, connection, connections
from django.db.models import Model

try:
    import psycopg
    from django.db.backends.postgresql.psycopg_any import register_tzloader
    from psycopg.pq import Format

    TIMESTAMPTZ_OID = psycopg.adapters.types["timestamptz"].oid
except ImportError:  # pragma: no cover - SQLite-only installations
    psycopg = None


if psycopg is not None:
    class _PreparedCursor(psycopg.Cursor):
        """psycopg's cursor with the values bound by the server, each statement prepared on
        its first execution (psycopg keeps the connection's prepared statements, 100 by
        default, and prepares again after a reconnection)."""

        def execute(self, query: Any, params: Any = None, *, prepare: bool | None = True,
                    binary: bool | None = None) -> Any:
            return super().execute(query, params, prepare=prepare, binary=binary)


def cursor() -> Any:
    """A cursor of the default connection for the statements of this module and the hot
    reads built with it (use it in a ``with``): Django's own wrapper (its query log,
    ``execute_wrapper`` hooks and error translation stay), on PostgreSQL around a
    prepared-statement cursor."""
    db = connections[DEFAULT_DB_ALIAS]
    if db.vendor != "postgresql" or psycopg is None:
        return db.cursor()
    db.ensure_connection()
    with db.wrap_database_errors:
        raw = _PreparedCursor(db.connection)
        # As Django's own cursors: its time zone for the moments read, should the
        # connection's differ.
        loader = db.connection.adapters.get_loader(TIMESTAMPTZ_OID, Format.TEXT)
        if db.timezone != loader.timezone:
            register_tzloader(db.timezone, raw)
    return db._prepare_cursor(raw)


def columns(model: type[Model], table: str) -> str:
    """The model's columns, qualified by ``table``, in the order ``instance`` reads them."""
    q = connection.ops.quote_name
    return ", ".join(f"{q(table)}.{q(f.column)}" for f in model._meta.concrete_fields)


@cache
def _converters(model: type[Model]) -> list[tuple[int, Any, list[Any]]]:
    """What the ORM applies to each column it reads (the backend's and the field's
    converters: time zones on SQLite, JSON, ...): (position, column, converters)."""
    found = []
    for position, field in enumerate(model._meta.concrete_fields):
        column = field.get_col(model._meta.db_table)
        converters = connection.ops.get_db_converters(column) + field.get_db_converters(
            connection)
        if converters:
            found.append((position, column, converters))
    return found


def instance(model: type[Model], values: tuple[Any, ...]) -> Model:
    """The model instance of one row's ``columns`` (loaded from the database, as the ORM's)."""
    db = connections[DEFAULT_DB_ALIAS]  # (the proxy ``connection`` costs a lookup per use)
    row = list(values)
    for position, column, converters in _converters(model):
        for converter in converters:
            row[position] = converter(row[position], column, db)
    return model.from_db(db.alias, _attnames(model), row)


@cache
def _attnames(model: type[Model]) -> list[str]:
    return [f.attname for f in model._meta.concrete_fields]


def split(row: tuple[Any, ...], *models: type[Model]) -> list[tuple[Any, ...]]:
    """``row``'s parts for ``models`` (each its ``columns``, in order); what follows them is
    left out."""
    parts, start = [], 0
    for model in models:
        size = len(model._meta.concrete_fields)
        parts.append(row[start:start + size])
        start += size
    return parts


@cache
def _insert_sql(model: type[Model]) -> tuple[str, tuple[Any, ...], bool]:
    """The INSERT of one row of ``model`` (every concrete field but an automatic key), the
    fields in the order of its values, and whether it returns the new key."""
    q = connection.ops.quote_name
    meta = model._meta
    fields = tuple(f for f in meta.concrete_fields if not (f.primary_key and f.db_returning))
    returning = meta.pk.db_returning and connection.features.can_return_columns_from_insert
    sql = (f"INSERT INTO {q(meta.db_table)} ({', '.join(q(f.column) for f in fields)}) "
           f"VALUES ({', '.join(['%s'] * len(fields))})")
    if returning:
        sql += f" RETURNING {q(meta.db_table)}.{q(meta.pk.column)}"
    return sql, fields, returning


def insert(obj: Model) -> Model:
    """Write ``obj`` as a new row with an INSERT built once per model (what ``Model.save``
    does for a new row of a model without parents, minus the ORM's building of the SQL on
    every call): each field's value as ``save`` prepares it (``pre_save``: ``auto_now_add``
    and the like; ``get_db_prep_save``: JSON, time zones, ...). No signals are sent and no
    validation is run (``save`` runs none either); the caller's transaction holds it."""
    sql, fields, returning = _insert_sql(type(obj))
    db = connections[DEFAULT_DB_ALIAS]
    values = [f.get_db_prep_save(f.pre_save(obj, True), db) for f in fields]
    with cursor() as rows:
        rows.execute(sql, values)
        if returning:
            key = rows.fetchone()[0]
        elif obj._meta.pk.db_returning:
            key = db.ops.last_insert_id(rows, obj._meta.db_table, obj._meta.pk.column)
        else:
            key = None
    if key is not None:
        obj.pk = key
    obj._state.adding = False
    obj._state.db = db.alias
    return obj


@cache
def _insert_pair_sql(parent: type[Model], child: type[Model],
                     link: str) -> tuple[str, tuple, tuple]:
    """One statement writing a row of ``parent`` and a row of ``child`` whose ``link`` field
    points at it (PostgreSQL: the first INSERT in a WITH, the second reading its key), the
    fields of the values of each, in order."""
    q = connection.ops.quote_name
    first, parent_fields, _ = _insert_sql(parent)
    link_field = child._meta.get_field(link)
    fields = tuple(f for f in child._meta.concrete_fields
                   if f is not link_field and not (f.primary_key and f.db_returning))
    table = child._meta.db_table
    sql = (f"WITH {q('parent_row')} AS ({first}) INSERT INTO {q(table)} "
           f"({q(link_field.column)}, {', '.join(q(f.column) for f in fields)}) VALUES "
           f"((SELECT {q(parent._meta.pk.column)} FROM {q('parent_row')}), "
           f"{', '.join(['%s'] * len(fields))}) RETURNING {q(table)}.{q(link_field.column)}")
    return sql, parent_fields, fields


def insert_pair(parent: Model, child: Model, link: str) -> None:
    """``insert(parent)``, then ``child`` with its field ``link`` set to it: in one statement
    where the database can (PostgreSQL: one round trip less on a hot path), else two."""
    db = connections[DEFAULT_DB_ALIAS]
    if db.vendor != "postgresql" or not parent._meta.pk.db_returning:
        insert(parent)
        setattr(child, link, parent)  # (the key it now has)
        insert(child)
        return
    sql, parent_fields, child_fields = _insert_pair_sql(type(parent), type(child), link)
    values = [f.get_db_prep_save(f.pre_save(parent, True), db) for f in parent_fields]
    values += [f.get_db_prep_save(f.pre_save(child, True), db) for f in child_fields]
    with cursor() as rows:
        rows.execute(sql, values)
        parent.pk = rows.fetchone()[0]
    setattr(child, link, parent)
    for obj in (parent, child):
        obj._state.adding = False
        obj._state.db = db.alias
