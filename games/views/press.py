"""Press pages: a game's threads with unread counts, one thread, writing a message; the
player's seat mail address (and renewing it); the game master's press rules."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST

from games import selectors, services
from games.errors import DomainError, NotAllowed
from games.models import Game
from games.press_forms import PressForm, PressRulesForm
from games.services.press import GM, press_rules
from games.views.common import as_http, form_error, game_for
from games.views.gm import GmActionView


def _choices(game: Game, viewer: selectors.Viewer) -> list[tuple[str, str]]:
    mine = viewer.seat.pk if viewer.seat else None
    seats = [(seat.key, str(seat.label)) for seat in game.seats.all() if seat.pk != mine]
    return seats + ([] if viewer.seat is None else [(GM, gettext("Spielleiter"))])


def _page(request: HttpRequest, game: Game, form: PressForm | None = None,
          status: int = 200) -> HttpResponse:
    viewer = selectors.viewer_for(game, request.user)
    thread = request.GET.get("thread", "")[:200].replace("\x00", "")
    items = (selectors.press_items(game, request.user, thread=thread, viewer=viewer)
             if thread else [])
    if items:
        services.press_mark_read(game=game, user=request.user, thread=thread,
                                 up_to=items[-1].id)
    # Read after the mark above: the thread just opened counts as read.
    threads = selectors.press_threads(game, request.user, viewer=viewer)
    if form is None:
        initial: dict[str, Any] = {}
        if items:  # answering: the thread's other participants
            last = items[-1]
            initial = {"public": last.public,
                       "recipients": [k for k in {*last.recipients, last.sender} - {""}
                                      if not viewer.seat or k != viewer.seat.key]}
        form = PressForm(initial=initial, choices=_choices(game, viewer),
                         grey_allowed=game.press_grey and viewer.seat is not None)
    address = ""
    if viewer.seat is not None and viewer.seat.player_id == request.user.pk:
        address = services.seat_mail_address(seat=viewer.seat, user=request.user)
    return render(request, "games/player/press.html", {
        "game": game, "viewer": viewer, "threads": threads, "thread": thread, "items": items,
        "form": form, "rules": press_rules(game), "mail_address": address,
    }, status=status)


@login_required
def press_page(request: HttpRequest, game_id: int) -> HttpResponse:
    game = game_for(request, game_id)
    if request.method != "POST":
        return _page(request, game)
    viewer = selectors.viewer_for(game, request.user)
    form = PressForm(request.POST, choices=_choices(game, viewer),
                     grey_allowed=game.press_grey and viewer.seat is not None)
    if not form.is_valid():
        return _page(request, game, form, status=400)
    data = form.cleaned_data
    try:
        message = services.press_send(
            game=game, user=request.user, body=data["body"], subject=data["subject"],
            recipients=data["recipients"], public=data["public"], grey=data.get("grey", False))
    except DomainError as error:
        form_error(form, error)
        return _page(request, game, form, status=error.status_code)
    messages.success(request, gettext("Message sent."))
    query = urlencode({"thread": message.thread})
    return redirect(f"{reverse('press', args=[game.pk])}?{query}")


@login_required
@require_POST
def mail_address_renew(request: HttpRequest, game_id: int) -> HttpResponse:
    game = game_for(request, game_id)
    seat = selectors.viewer_for(game, request.user).seat
    try:
        if seat is None:
            raise NotAllowed(gettext("You hold no seat in this game."))
        services.seat_mail_address_renew(seat=seat, user=request.user)
    except DomainError as error:
        raise as_http(error) from None
    messages.success(request, gettext("Your new mail address is in place; the old one no "
                                      "longer works."))
    return redirect("press", game_id=game.pk)


class PressRulesView(GmActionView):
    form_class = PressRulesForm
    title = _("Press rules")
    intro = _("Every player sees these rules on the press page.")
    done = _("The press rules have been changed.")

    def initial(self, game: Game) -> dict[str, Any]:
        return press_rules(game)

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        rules = {k: v for k, v in data.items() if k != "reason"}
        return services.press_rules_update(game=game, actor=self.request.user,
                                           reason=data["reason"], **rules)
