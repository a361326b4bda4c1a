"""Every page, API answer and mail one viewer can reach, read as text in a chosen language.

The German-everywhere test needs the whole text of each answer; the leak sweep
(``tests/leak_sweep.py``) keeps only which secrets it found. The list of addresses, the
bodies posted, the pictures and the mail parts are the sweep's own: a new page is read here
without anyone remembering it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.db.models import Count
from rest_framework.test import APIClient

from tests.leak_sweep import (
    POSTS,
    PROBE,
    QUERIES,
    Pictures,
    Route,
    _text,
    addresses,
    clients_for,
    mail_parts,
)

__all__ = ["Pictures", "Seen", "sweep_mails", "sweep_pages"]


@dataclass(frozen=True)
class Seen:
    """What one viewer read: text per address (and per mail part)."""

    texts: dict[str, str]


def _clients(user: Any, language: str | None) -> tuple[Any, APIClient]:
    """The sweep's clients, asking for ``language`` the way a browser would (the language
    cookie for pages, Accept-Language for the API)."""
    page, api = clients_for(user)
    if language:
        page.cookies[settings.LANGUAGE_COOKIE_NAME] = language
        api.credentials(HTTP_AUTHORIZATION=api._credentials["HTTP_AUTHORIZATION"],
                        HTTP_ACCEPT_LANGUAGE=language)
    return page, api
def sweep_pages(game: Any, user: Any, seat_key: str | None, pictures: Pictures,
                language: str | None = None, get_only: bool = False) -> Seen:
    """GET every address (POST the listed ones) as ``user``; every body as text.
    ``get_only`` skips the POST-only addresses (for a game master, whose posts would act)."""
    found, problems = addresses(game)
    assert problems == [], problems
    page, api = _clients(user, language)
    # ``?seat=`` names the other seat with the most submissions: the most secrets to lose.
    others = [seat.key for seat in game.seats.annotate(sent=Count("submissions"))
              .order_by("-sent", "key") if seat.key != seat_key]
    texts: dict[str, str] = {}
    for route, path in found:
        client = api if path.startswith("/api/") else page
        for query in QUERIES if not path.startswith("/api/") else ("",):
            url = path + query.format(other=others[0])
            for method, response in _fetch(client, route, url, seat_key, get_only):
                assert response.status_code < 500, (url, response.status_code)
                texts[f"{method} {url} ({response.status_code})"] = _text(
                    response.content, response.get("Content-Type", ""), pictures)
    return Seen(texts)


def _fetch(client: Any, route: Route, url: str, seat_key: str | None,
           get_only: bool = False) -> Iterator[tuple[str, Any]]:
    response = client.get(url)
    if response.status_code != 405:
        yield "GET", response
        return
    if get_only:
        return
    # POST only: the listed body, or a probe (a game master's action wants a reason).
    listed = POSTS.get(route.name, PROBE)
    body = {k: v.format(seat=seat_key or "") for k, v in listed.items()}
    if isinstance(client, APIClient):
        response = client.post(url, body, format="json")
    else:
        response = client.post(url, body)
    assert route.name in POSTS or not 200 <= response.status_code < 300, (
        f"{route.name} ({url}) takes only POST and did what a seat asked "
        f"({response.status_code}): add the body to send to POSTS in "
        "tests/leak_sweep.py, or list it in UNREACHABLE with the reason")
    yield "POST", response


def sweep_mails(outbox: list[Any], user: Any, pictures: Pictures) -> Seen:
    texts: dict[str, str] = {}
    for index, message in enumerate(outbox):
        if user.email not in [*message.to, *message.cc, *message.bcc]:
            continue
        for where, text in mail_parts(message, pictures):
            texts[f"mail {index} ({message.subject}) {where}"] = text
    return Seen(texts)
