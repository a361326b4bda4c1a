"""Token authentication that checks the key's shape before the database sees it: DRF looks any
header value up as it is, and PostgreSQL answers a NUL character with an error (a 500)."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from django.contrib.auth import get_user_model
from django.db import connection
from django.utils.translation import gettext_lazy as _
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from drf_spectacular.plumbing import build_bearer_security_scheme_object
from rest_framework import exceptions
from rest_framework.authentication import TokenAuthentication

from games.sql_rows import columns, cursor, instance, split

# DRF's keys are 40 hex digits.
TOKEN_KEY = re.compile(r"[0-9a-f]{40}")


@cache
def _token_sql() -> str:
    from rest_framework.authtoken.models import Token

    q = connection.ops.quote_name
    user_model = get_user_model()
    token, user = Token._meta.db_table, user_model._meta.db_table
    return (f"SELECT {columns(Token, token)}, {columns(user_model, user)} FROM {q(token)} "
            f"INNER JOIN {q(user)} ON {q(user)}.{q('id')} = {q(token)}.{q('user_id')} "
            f"WHERE {q(token)}.{q('key')} = %s")


class CheckedTokenAuthentication(TokenAuthentication):
    def authenticate_credentials(self, key: str) -> Any:
        """DRF's lookup (the token with its user; the same refusals), its SQL written once:
        every API request makes it, and the ORM's building of it cost more CPU than the
        database's answer (issue 15, ``games.sql_rows``)."""
        from rest_framework.authtoken.models import Token

        if not TOKEN_KEY.fullmatch(key):
            raise exceptions.AuthenticationFailed("Invalid token.")
        with cursor() as rows:
            rows.execute(_token_sql(), [key])
            row = rows.fetchone()
        if row is None:
            raise exceptions.AuthenticationFailed(_("Invalid token."))
        token_part, user_part = split(row, Token, get_user_model())
        token, user = instance(Token, token_part), instance(get_user_model(), user_part)
        Token.user.field.set_cached_value(token, user)
        if not user.is_active:
            raise exceptions.AuthenticationFailed(_("User inactive or deleted."))
        return user, token


class CheckedTokenScheme(OpenApiAuthenticationExtension):
    """How the schema describes it: DRF's token header, ``Authorization: Token <key>``."""

    target_class = CheckedTokenAuthentication
    name = "tokenAuth"
    priority = 1

    def get_security_definition(self, auto_schema: Any) -> dict[str, Any]:
        return build_bearer_security_scheme_object(header_name="Authorization",
                                                   token_prefix="Token")
