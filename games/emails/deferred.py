"""Mails rendered when they are delivered, not when they are queued (the receipt of an order
submission, written on the request path: ``sending.send_deferred``).

Their queue row holds a ``ref`` (the ids the context is read from); here the context of each
kind is read back (``CONTEXTS``) and the mail rendered with the same templates
(``render_deferred_many``, for a delivery run's batch). The outbox calls this when it
delivers; the mail modules that queue such mails sit above it.
"""

from __future__ import annotations

import zoneinfo
from collections.abc import Callable
from typing import Any

from django.utils import timezone

from games.emails.rendering import render
from games.models import Submission


def receipt_context(ref: dict[str, Any]) -> dict[str, Any]:
    """The receipt's template context, read when it is delivered."""
    return receipt_contexts([ref])[0]


def receipt_contexts(refs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``receipt_context`` of each ref, in order, in one query for all (a delivery run's
    batch); ``Submission.DoesNotExist`` if one of them is gone."""
    ids = [ref["submission"] for ref in refs]
    found = Submission.objects.select_related("seat", "phase__game").in_bulk(ids)
    contexts = []
    for pk in ids:
        submission = found.get(pk)
        if submission is None:
            raise Submission.DoesNotExist(f"submission {pk} of a queued receipt is gone")
        contexts.append({
            "submission": submission,
            "game": submission.phase.game,
            "phase": submission.phase,
            "seat": submission.seat,
            "lines": submission.parsed.get("lines", []),
            "ok": submission.parsed.get("ok", True),
        })
    return contexts


# Mails rendered on delivery (``sending.send_deferred``): kind -> the contexts of a batch of
# such mails from their refs (one per ref, in order; a few queries for the whole batch).
CONTEXTS: dict[str, Callable[[list[dict[str, Any]]], list[dict[str, Any]]]] = {
    "receipt": receipt_contexts}


def render_deferred(deferred: dict[str, Any]) -> tuple[str, str, str]:
    """Subject, text and HTML of a mail queued by ``send_deferred``."""
    [words] = render_deferred_many([deferred])
    if isinstance(words, Exception):
        raise words
    return words


def render_deferred_many(
        deferreds: list[dict[str, Any]]) -> list[tuple[str, str, str] | Exception]:
    """``render_deferred`` of several mails (a delivery run's batch), in order: the contexts
    of each kind read together (``CONTEXTS``), each mail rendered in its own language
    and time zone. A mail whose context or templates fail gets its exception in its place;
    the others are rendered."""
    contexts: list[dict[str, Any] | Exception] = [{} for _ in deferreds]
    kinds: dict[str, list[int]] = {}
    for index, deferred in enumerate(deferreds):
        kinds.setdefault(deferred["name"], []).append(index)
    for name, indexes in kinds.items():
        refs = [deferreds[index]["ref"] for index in indexes]
        try:
            read: list[dict[str, Any] | Exception] = list(CONTEXTS[name](refs))
        except Exception:  # one bad ref: read each alone, so only its own mail fails
            read = [_context_or_error(CONTEXTS[name], ref) for ref in refs]
        for index, context in zip(indexes, read, strict=True):
            contexts[index] = context
    words: list[tuple[str, str, str] | Exception] = []
    for deferred, context in zip(deferreds, contexts, strict=True):
        if isinstance(context, Exception):
            words.append(context)
            continue
        try:
            with timezone.override(zoneinfo.ZoneInfo(deferred["time_zone"])):
                words.append(render(deferred["name"], context, deferred["language"]))
        except Exception as error:  # a template failing for this mail only
            words.append(error)
    return words


def _context_or_error(read: Any, ref: dict[str, Any]) -> dict[str, Any] | Exception:
    try:
        return read([ref])[0]
    except Exception as error:
        return error
