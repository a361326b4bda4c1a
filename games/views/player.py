"""Player pages: my games, a game's position and order form, order history, past phases."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.db.models import Prefetch, prefetch_related_objects
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_POST

from games import player_selectors, selectors, services, web_selectors
from games.errors import DomainError
from games.forms import OrdersForm
from games.models import Game, Phase, Seat
from games.rulesets import get_ruleset
from games.views import fragments, maps, page_cache
from games.views.box_help import help_for, name_the_box
from games.views.common import (
    as_http,
    form_error,
    game_and_viewer,
    game_for,
    language,
    phase_of,
    render_error,
    seat_of_game,
)


@login_required
def home(request: HttpRequest) -> HttpResponse:
    """My games: each game's phase, ZAT (in my time zone) and whether my orders are in."""
    return render(request, "games/player/home.html",
                  {"rows": player_selectors.my_games(request.user)})


def _kind_choices(phase, seat) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return [(kind.key, gettext(kind.label))
            for kind in web_selectors.submission_kinds_for(phase, seat)]


def _posted_kinds(game, seat) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    """The kinds a POST may name: the seat's boxes and, in a turn-based game, every kind the
    rule set declares, so that a seat not on turn gets the service's answer (whose turn it
    is, nothing sent: ``services.submissions.turn_check``), the same words as API and mail."""
    kinds = _kind_choices(selectors.current_phase(game), seat)
    ruleset = get_ruleset(game.ruleset)
    if not ruleset.turn_based:
        return kinds
    offered = dict(kinds)
    return kinds + [(kind.key, gettext(kind.label)) for kind in ruleset.submission_kinds()
                    if kind.key not in offered]


def _orders_form(game, *args, **kwargs) -> OrdersForm:  # type: ignore[no-untyped-def]
    return OrdersForm(*args, turn_based=get_ruleset(game.ruleset).turn_based, **kwargs)


def _game_page(request: HttpRequest, game_id: int, form: OrdersForm | None = None,
               feedback: list[dict] | None = None, status: int = 200) -> HttpResponse:
    # Who the viewer is, asked once: every selector below gets this one, and the phases and
    # seats read once (issue 26).
    # The whole page from the cache while the game's stamp stands (games.views.page_cache);
    # an answer to a POST (its form, feedback or status) is never kept. A seat's player is
    # known by one small statement; anybody else after the general way.
    cacheable = form is None and feedback is None and status == 200
    quick = page_cache.who_quickly(request, game_id) if cacheable else None
    key = page_cache.page_key(request, quick) if quick is not None else None
    if key is not None and (found := page_cache.cached_page(request, key)) is not None:
        return found
    game, viewer = game_and_viewer(request, game_id)
    if cacheable and quick is None:
        key = page_cache.page_key(request, page_cache.who(game, viewer))
        if key is not None and (found := page_cache.cached_page(request, key)) is not None:
            return found
    prefetch_related_objects([game], Prefetch("seats", queryset=Seat.objects.select_related(
        "player")))
    phase, previous = selectors.current_and_previous(game)
    position = selectors.game_position(game, request.user, viewer=viewer, phase=phase)
    ruleset = get_ruleset(game.ruleset)
    kinds = _kind_choices(phase, viewer.seat)
    kind = form["kind"].value() if form is not None else request.GET.get("kind")
    if kind not in dict(kinds):
        kind = kinds[0][0] if kinds else "orders"
    current = None
    if viewer.seat is not None and phase is not None:
        current = selectors.current_submission(phase, viewer.seat, request.user, kind,
                                               viewer=viewer)
    if form is None:
        form = _orders_form(game, kinds=kinds, initial={
            "kind": kind, "orders": current.raw_text if current else "",
            "wait": current.wait if current else False,
        })
    if feedback is None and current is not None:
        feedback = current.parsed.get("lines", [])
    box_help = help_for(kind, game.ruleset)
    template_prefix = ruleset.template_prefix
    press = selectors.press_summary(game, request.user, viewer=viewer)  # read once
    name_the_box(form, kind, dict(kinds), box_help)
    context = {
        **position,
        "kind_label": dict(kinds).get(kind, ""),
        "form": form,
        "current": current,
        "feedback": feedback or [],
        "kinds": kinds,
        "kind": kind,
        "help": box_help,
        "expected_seats": web_selectors.expected_seats(phase),
        "map_svg": maps.current_map(game, phase, viewer, previous),
        "map_url": reverse("game-map", args=[game.pk]),

        "announcements": press.announcements,
        "press_unread": press.unread,
        "takes_orders": (
            bool(kinds) and phase.status == "open" and game.status == "running"
        ),
        "draw": player_selectors.draw_state(game, request.user, viewer=viewer, phase=phase),
    }
    if template_prefix is None:  # the standard page: its costliest parts from the cache
        _cached_parts(context, game, phase, viewer, form)
    # The map as an order pad: only on the seat's own page, only while it can send orders.
    context["pad"] = (maps.order_pad(game, phase, viewer, kind)
                      if context["takes_orders"] else None)
    template = "games/player/game.html"
    if template_prefix:
        template = f"games/{ruleset.template_prefix}/game.html"
        context["recent"] = web_selectors.recent_turns(game, request.user, viewer=viewer)
    if key is not None:
        return page_cache.render_and_keep(request, key, game, template, context)
    return render(request, template, context, status=status)


def _cached_parts(context: dict[str, Any], game: Game, phase: Phase | None,
                  viewer: selectors.Viewer, form: OrdersForm) -> None:
    """The position table with the seats, and the order form's fields, from the fragment
    cache (games.views.fragments: keyed by exactly what each renders, whose it is
    included)."""
    who = fragments.whose(game, phase, viewer)
    seats = [{"label": str(row["seat"].label), "key": row["seat"].key,
              "seeking_player": row["seat"].seeking_player, "player_name": row["player_name"],
              "away": row["away"], "status": row["status"], "has_submitted": row["has_submitted"]}
             for row in context["seats"]]
    context["position_html"] = fragments.cached_fragment("games/player/position.html", {
        "board": context["board"], "seats": seats,
        "phase_open": phase is not None and phase.status == "open",
        "expected_seats": sorted(context["expected_seats"]),
    }, who)
    fields = fragments.form_fields_key(form)
    if fields is not None:
        context["form_fields_html"] = fragments.cached_fragment(
            "includes/form_fields.html", {"form": form}, who, key_context=fields)


@login_required
@never_cache  # Back after Send must not show the older text from the cache
def game_detail(request: HttpRequest, game_id: int) -> HttpResponse:
    return _game_page(request, game_id)


@login_required
@require_POST
@never_cache  # Back after Send must not show the older text from the cache
def orders_submit(request: HttpRequest, game_id: int) -> HttpResponse:
    """Store a new version; the "check" button only shows the feedback (no-JS path)."""
    game = game_for(request, game_id)
    seat = selectors.viewer_for(game, request.user).seat
    if seat is None:
        raise PermissionDenied(_("You hold no seat in this game."))
    form = _orders_form(game, request.POST, kinds=_posted_kinds(game, seat))
    if not form.is_valid():
        return _game_page(request, game_id, form=form, status=400)
    data = form.cleaned_data
    try:
        if request.POST.get("action") == "check":
            validation = services.submission_preview(
                seat=seat, user=request.user, text=data["orders"], kind=data["kind"],
                lang=language(),
            )
            return _game_page(request, game_id, form=form,
                              feedback=validation.to_json()["lines"])
        submission = services.orders_submit(
            seat=seat, user=request.user, text=data["orders"], kind=data["kind"],
            wait=data.get("wait", False), lang=language(),
        )
    except DomainError as error:
        form_error(form, error)
        # A refused submission (a game that takes no illegal orders): each line's verdict.
        return _game_page(request, game_id, form=form, status=error.status_code,
                          feedback=getattr(error, "lines", None))
    if get_ruleset(game.ruleset).turn_based and submission.is_valid:
        messages.success(request, _("Your action is in (version %(v)d).")
                         % {"v": submission.version})
    elif submission.is_valid:
        messages.success(request, _("Orders saved (version %(v)d).") % {"v": submission.version})
    else:
        messages.warning(request, _("Orders saved (version %(v)d), but some lines have errors: "
                                    "fix them before the ZAT.") % {"v": submission.version})
    return redirect(f"{reverse('game-detail', args=[game.pk])}?kind={submission.kind}")


@login_required
@require_POST
@never_cache  # Back after Send must not show the older text from the cache
def orders_check(request: HttpRequest, game_id: int) -> HttpResponse:
    """As-you-type feedback: the rule set's reading of each line, as JSON."""
    game = game_for(request, game_id)
    viewer = selectors.viewer_for(game, request.user)
    seat = viewer.seat
    if viewer.is_gm and request.POST.get("seat"):  # a box screen opened for another seat
        seat = seat_of_game(game, request.POST["seat"])
    if seat is None:
        return JsonResponse({"detail": _("You hold no seat in this game.")}, status=403)
    form = _orders_form(game, request.POST, kinds=_posted_kinds(game, seat))
    if not form.is_valid():
        return JsonResponse({"errors": form.errors.get_json_data()}, status=400)
    try:
        validation = services.submission_preview(
            seat=seat, user=request.user, text=form.cleaned_data["orders"],
            kind=form.cleaned_data["kind"], lang=language(),
        )
    except DomainError as error:
        return JsonResponse({"detail": error.message, "field": error.field},
                            status=error.status_code)
    return JsonResponse(validation.to_json())


@login_required
def orders_history(request: HttpRequest, game_id: int) -> HttpResponse:
    """Every version a seat sent: my own seat, or (for a game master) any seat by ?seat=key."""
    game = game_for(request, game_id)
    key = request.GET.get("seat")
    seat = seat_of_game(game, key) if key else selectors.viewer_for(game, request.user).seat
    if seat is None:
        return render(request, "games/player/history.html",
                      {"game": game, "seat": None, "versions": []})
    try:
        versions = selectors.submission_history(seat, request.user)
    except DomainError as error:
        raise as_http(error) from None
    return render(request, "games/player/history.html",
                  {"game": game, "seat": seat, "versions": versions})


@login_required
def phase_list(request: HttpRequest, game_id: int) -> HttpResponse:
    game = game_for(request, game_id)
    records = selectors.phase_history(game, request.user)
    return render(request, "games/player/phases.html", {"game": game, "records": records})


@login_required
def phase_detail(request: HttpRequest, game_id: int, phase_id: int) -> HttpResponse:
    game = game_for(request, game_id)
    try:
        record = selectors.phase_record(phase_of(game, phase_id), request.user)
    except DomainError as error:
        return render_error(request, error)
    prefix = get_ruleset(game.ruleset).template_prefix
    template = f"games/{prefix}/phase.html" if prefix else "games/player/phase.html"
    return render(request, template, {
        "game": game, **record, "map_svg": maps.phase_map(record["phase"], record["viewer"]),
        "after_svg": maps.after_map(record["phase"], record["viewer"], record["private_parts"]),
        "map_url": reverse("phase-map", args=[game.pk, phase_id]),
        "kind_labels": {kind.key: gettext(kind.label)
                        for kind in get_ruleset(game.ruleset).submission_kinds()},
    })
