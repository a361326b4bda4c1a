"""One screen per submission box: /games/<id>/boxes/<kind>/ (own seat) or, for game masters,
?seat=<key> for any seat's box. Each screen shows the box's help (DE/EN), an example, the
text box with per-line feedback, and every version sent in this phase.

Who sees a screen: the seat's player, if the rule set lets that seat send the kind in the
current phase, and the game masters. Another player asking for a seat's box gets 403; a box
not open for the seat in this phase is 404.
"""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache

from games import selectors, services, web_selectors
from games.errors import DomainError
from games.forms import OrdersForm
from games.models import Game, Seat
from games.rulesets import get_ruleset
from games.views import maps
from games.views.box_help import help_for, name_the_box
from games.views.common import form_error, game_for, language, seat_of_game


def _seat(request: HttpRequest, game: Game) -> tuple[Seat, bool]:
    viewer = selectors.viewer_for(game, request.user)
    key = request.GET.get("seat") or request.POST.get("seat")
    if key and (viewer.seat is None or key != viewer.seat.key):
        if not viewer.is_gm:
            raise PermissionDenied(_("Only the player of a seat and the game masters see its "
                                     "boxes."))
        return seat_of_game(game, key), True
    if viewer.seat is None:
        raise PermissionDenied(_("You hold no seat in this game; game masters choose a seat."))
    return viewer.seat, viewer.is_gm


def _screen(request: HttpRequest, game: Game, seat: Seat, kind: str, as_gm: bool,
            form: OrdersForm | None = None, feedback: list[dict] | None = None,
            status: int = 200) -> HttpResponse:
    phase = selectors.current_phase(game)
    kinds = web_selectors.submission_kinds_for(phase, seat)
    labels = [(k.key, gettext(k.label)) for k in kinds]
    if kind not in dict(labels):
        raise Http404(_("This box is not open for %(seat)s in this phase.")
                      % {"seat": seat.label})
    versions = [v for v in selectors.submission_history(seat, request.user, phase=phase)
                if v.kind == kind]
    current = versions[0] if versions else None
    if form is None:
        form = OrdersForm(kinds=labels, turn_based=get_ruleset(game.ruleset).turn_based,
                          initial={"kind": kind, "orders": current.raw_text if current else "",
                                   "wait": current.wait if current else False})
    if feedback is None and current is not None:
        feedback = current.parsed.get("lines", [])
    box_help = help_for(kind, game.ruleset)
    name_the_box(form, kind, dict(labels), box_help)
    viewer = selectors.viewer_for(game, request.user)
    context: dict[str, Any] = {
        "game": game, "phase": phase, "seat": seat, "kind": kind,
        "kind_label": dict(labels)[kind], "kinds": labels, "help": box_help,
        "form": form, "feedback": feedback or [], "versions": versions, "current": current,
        "as_gm": as_gm, "seat_query": f"?seat={seat.key}" if as_gm else "",
        "takes_orders": phase is not None and phase.status == "open"
        and game.status == "running",
        "map_url": reverse("game-map", args=[game.pk]),
    }
    # The order pad is the seat's own: never on a game master's screen of another seat.
    context["pad"] = (maps.order_pad(game, phase, viewer, kind)
                      if context["takes_orders"] and not as_gm else None)
    context["map_svg"] = (maps.current_map(game, phase, viewer)
                          if kind == "orders" or context["pad"] else "")
    return render(request, "games/player/box.html", context, status=status)


@login_required
@never_cache  # Back after Send must not show the older text from the cache
def box_screen(request: HttpRequest, game_id: int, kind: str) -> HttpResponse:
    game = game_for(request, game_id)
    seat, as_gm = _seat(request, game)
    if request.method != "POST":
        return _screen(request, game, seat, kind, as_gm)
    phase = selectors.current_phase(game)
    labels = [(k.key, gettext(k.label)) for k in web_selectors.submission_kinds_for(phase, seat)]
    form = OrdersForm(request.POST, kinds=labels,
                      turn_based=get_ruleset(game.ruleset).turn_based)
    if not form.is_valid() or form.cleaned_data["kind"] != kind:
        return _screen(request, game, seat, kind, as_gm, form=form, status=400)
    data = form.cleaned_data
    try:
        if request.POST.get("action") == "check":
            validation = services.submission_preview(
                seat=seat, user=request.user, text=data["orders"], kind=kind, lang=language())
            return _screen(request, game, seat, kind, as_gm, form=form,
                           feedback=validation.to_json()["lines"])
        submission = services.orders_submit(
            seat=seat, user=request.user, text=data["orders"], kind=kind,
            wait=data.get("wait", False), lang=language())
    except DomainError as error:
        form_error(form, error)
        return _screen(request, game, seat, kind, as_gm, form=form, status=error.status_code)
    if submission.is_valid:
        messages.success(request, _("Saved (version %(v)d).") % {"v": submission.version})
    else:
        messages.warning(request, _("Saved (version %(v)d), but some lines have errors: fix "
                                    "them before the ZAT.") % {"v": submission.version})
    url = reverse("box", args=[game.pk, kind])
    return redirect(f"{url}?seat={seat.key}" if as_gm else url)
