"""Game-master pages of the mails sent to the game's seat addresses: the list, and one mail's
reading beside the message as received (with its download). Only the game's game masters (a
player: 403, anybody else: 404); what is withheld of a mail is the selector's rule
(``games.inbound_selectors``), which the API's list uses as well."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse

from games import inbound_selectors
from games.errors import DomainError
from games.views.common import as_http, game_for
from games.views.gm import _gm_read_page


@login_required
def inbound_list(request: HttpRequest, game_id: int) -> HttpResponse:
    return _gm_read_page(
        request, game_id, "games/gm/inbound_list.html",
        lambda game, user: {"game": game,
                            "mails": inbound_selectors.inbound_mails(game, user)})


@login_required
def inbound_detail(request: HttpRequest, game_id: int, mail_id: int) -> HttpResponse:
    return _gm_read_page(
        request, game_id, "games/gm/inbound_detail.html",
        lambda game, user: {"game": game,
                            "detail": inbound_selectors.inbound_mail(game, user, mail_id)})


@login_required
def inbound_eml(request: HttpRequest, game_id: int, mail_id: int) -> HttpResponse:
    """The message as received, as a file (never shown inline: it is anybody's HTML)."""
    game = game_for(request, game_id)
    try:
        raw = inbound_selectors.inbound_eml(game, request.user, mail_id)
    except DomainError as error:
        raise as_http(error) from None
    response = HttpResponse(raw, content_type="message/rfc822")
    response["Content-Disposition"] = f'attachment; filename="mail-{mail_id}.eml"'
    return response
