"""The user of a request with the session (what ``request.user`` is), and that user's
profile, read in one statement written once (issue 26, item 2; ``games.sql_rows``): every
page asked for the user and then, for its time zone, the profile, and the ORM's building of
the two statements cost more CPU than the database's answers.

:func:`get_user` is ``django.contrib.auth.get_user`` step by step (the session's user id and
back-end, the back-end still configured, the session's password hash verified, with the
fallback secrets); only a back-end whose ``get_user`` is ``ModelBackend``'s (the site's: the
log-in throttle and Django's own) is answered by :func:`user_with_profile`, which does what
that method does (the user by id, refused when inactive)."""

from __future__ import annotations

from functools import cache
from typing import Any

from django.conf import settings
from django.contrib.auth import (
    BACKEND_SESSION_KEY,
    HASH_SESSION_KEY,
    _get_user_session_key,
    get_user_model,
    load_backend,
)
from django.contrib.auth.backends import ModelBackend
from django.contrib.auth.models import AnonymousUser
from django.core.exceptions import ValidationError
from django.db import connection
from django.utils.crypto import constant_time_compare

from games.models import PlayerProfile
from games.sql_rows import columns, cursor, instance, split


@cache
def _sql() -> str:
    q = connection.ops.quote_name
    user_model = get_user_model()
    user, profile = user_model._meta.db_table, PlayerProfile._meta.db_table
    return (f"SELECT {columns(user_model, user)}, {columns(PlayerProfile, profile)} "
            f"FROM {q(user)} LEFT OUTER JOIN {q(profile)} ON {q(profile)}.{q('user_id')} = "
            f"{q(user)}.{q(user_model._meta.pk.column)} "
            f"WHERE {q(user)}.{q(user_model._meta.pk.column)} = %s")


def user_with_profile(backend: ModelBackend, user_id: Any) -> Any:
    """``ModelBackend.get_user``: the user, or None (no such user, or inactive), with the
    profile loaded (None when it has none, as ``select_related`` leaves it)."""
    user_model = get_user_model()
    try:
        pk = user_model._meta.pk.to_python(user_id)
    except ValidationError:
        return None
    with cursor() as rows:
        rows.execute(_sql(), [pk])
        row = rows.fetchone()
    if row is None:
        return None
    user_part, profile_part = split(row, user_model, PlayerProfile)
    user = instance(user_model, user_part)
    profile = instance(PlayerProfile, profile_part) if profile_part[0] is not None else None
    user_model.profile.related.set_cached_value(user, profile)
    if profile is not None:
        PlayerProfile.user.field.set_cached_value(profile, user)
    return user if backend.user_can_authenticate(user) else None


def get_user(request: Any) -> Any:
    """``django.contrib.auth.get_user`` (Django 5.2), the model back-end's look-up by
    :func:`user_with_profile`."""
    user = None
    try:
        user_id = _get_user_session_key(request)
        backend_path = request.session[BACKEND_SESSION_KEY]
    except KeyError:
        pass
    else:
        if backend_path in settings.AUTHENTICATION_BACKENDS:
            backend = load_backend(backend_path)
            if getattr(type(backend), "get_user", None) is ModelBackend.get_user:
                user = user_with_profile(backend, user_id)
            else:
                user = backend.get_user(user_id)
            if hasattr(user, "get_session_auth_hash"):
                session_hash = request.session.get(HASH_SESSION_KEY)
                if not session_hash:
                    verified = False
                else:
                    auth_hash = user.get_session_auth_hash()
                    verified = constant_time_compare(session_hash, auth_hash)
                if not verified:
                    if session_hash and any(
                        constant_time_compare(session_hash, fallback)
                        for fallback in user.get_session_auth_fallback_hash()
                    ):
                        request.session.cycle_key()
                        request.session[HASH_SESSION_KEY] = auth_hash
                    else:
                        request.session.flush()
                        user = None
    return user or AnonymousUser()
