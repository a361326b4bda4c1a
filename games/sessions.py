"""The session engine (``SESSION_ENGINE``): Django's database sessions, the one read every
page makes written once as SQL (issue 26, item 2; ``games.sql_rows``): the ORM's building of
that statement cost more CPU than the database's answer. Same table, same rows, same data:
sessions written by Django's own engine stay valid and the other way round.

Not ``cached_db`` with the local-memory cache: each web process would keep its own copy, and
a log-out in one process would leave the session alive in the others."""

from __future__ import annotations

from functools import cache
from typing import Any

from django.contrib.sessions.backends import db
from django.db import connection
from django.utils import timezone

from games.sql_rows import columns, cursor, instance


@cache
def _sql(model: Any) -> str:
    q = connection.ops.quote_name
    table = model._meta.db_table
    return (f"SELECT {columns(model, table)} FROM {q(table)} WHERE {q(table)}."
            f"{q('session_key')} = %s AND {q(table)}.{q('expire_date')} > %s")


class SessionStore(db.SessionStore):
    def _get_session_from_db(self) -> Any:
        """What Django's engine reads (the unexpired row of this key), in SQL built once."""
        key = self.session_key
        row = None
        if key:
            now = connection.ops.adapt_datetimefield_value(timezone.now())
            with cursor() as rows:
                rows.execute(_sql(self.model), [key, now])
                row = rows.fetchone()
        if row is None:
            self._session_key = None
            return None
        return instance(self.model, row)
