"""Europa 1815 game-master pages: the map, teams and seating of a draft game, and the
position editor (a ruling, the SP distribution, a correction) with a preview of the diff."""

from __future__ import annotations

import json

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _

from games import selectors
from games.errors import DomainError
from games.models import Game, Phase
from games.rulesets import get_ruleset
from games.rulesets.base import RuleSetInputError
from games.rulesets.europa1815 import services
from games.rulesets.europa1815.forms import MapSetupForm, PositionEditForm, RulingForm
from games.rulesets.europa1815.ruling import form_field, pending_ruling, ruling_patch
from games.rulesets.europa1815.settings import example_text, map_of
from games.views.common import form_error, language
from games.views.gm import _gm_game

KEY = "europa1815"


def _europa_game(request: HttpRequest, game_id: int) -> Game:
    game = _gm_game(request, game_id)
    if game.ruleset != KEY:
        raise Http404("Only a game of Europa 1815 has this page.")
    return game


def _setup_page(request: HttpRequest, game: Game, form: MapSetupForm, status: int = 200,
                problems: list | None = None) -> HttpResponse:
    settings = game.settings
    game_map = map_of(settings["map"])
    lang = language()
    return render(request, "games/europa1815/setup.html", {
        "game": game, "form": form, "settings": settings, "problems": problems or [],
        "example": bool(settings["map"].get("example")),
        "map_name": game_map.name_de if lang == "de" else game_map.name_en,
        "players": [(p, game_map.player_name(p, lang)) for p in game_map.players],
        "lands": len(game_map.lands), "has_svg": game_map.svg is not None,
        "start_problems": get_ruleset(KEY).start_problems(settings),
        "editable": game.status == Game.Status.DRAFT, "example_text": example_text(),
    }, status=status)


@login_required
def map_setup(request: HttpRequest, game_id: int) -> HttpResponse:
    """Show the game's map, teams and seating; a game master of a draft game sets them."""
    game = _europa_game(request, game_id)
    settings = game.settings
    initial = {"team_a": " ".join((settings.get("teams") or {}).get("A", [])),
               "team_b": " ".join((settings.get("teams") or {}).get("B", [])),
               "seating": " ".join(settings.get("seating") or []),
               "start_phase": settings.get("start_phase", True),
               "edition": settings.get("edition", "1815")}
    if request.method != "POST":
        return _setup_page(request, game, MapSetupForm(initial=initial))
    form = MapSetupForm(request.POST, request.FILES, initial=initial)
    if not form.is_valid():
        return _setup_page(request, game, form, status=400)
    try:
        services.europa_setup(game=game, actor=request.user,
                              reason=form.cleaned_data["reason"], **form.setup_changes)
    except DomainError as error:
        form_error(form, error)
        return _setup_page(request, game, form, status=error.status_code,
                           problems=getattr(error, "lines", None))
    messages.success(request, _("The map, teams and seating have been saved."))
    return redirect("gm-europa-setup", game_id=game.pk)


def _shown_state(game: Game) -> tuple[Phase | None, dict | None]:
    """The current phase and the state the editor works on (the result awaiting review, or
    the open turn's state): the same base the services apply the GM's operation to."""
    phase = selectors.current_phase(game)
    if phase is None:
        return None, None
    return phase, ((phase.result or {}).get("state") if phase.status ==
                   Phase.Status.AWAITING_REVIEW else phase.state)


def _position_page(request: HttpRequest, game: Game, form: PositionEditForm,
                   ruling_form: RulingForm | None, status: int = 200,
                   preview: dict | None = None, written: str | None = None) -> HttpResponse:
    phase, state = _shown_state(game)
    shown = get_ruleset(KEY).view(state, "gm", lang=language()) if state else None
    return render(request, "games/europa1815/position.html", {
        "game": game, "form": form, "phase": phase, "view": shown, "preview": preview,
        "position": (state or {}).get("position"), "ruling_form": ruling_form,
        "ruling": ruling_form.ruling if ruling_form else None, "written": written,
    }, status=status)


def _ruling_error(form: RulingForm, error: DomainError | RuleSetInputError) -> None:
    """An error of the written patch shown on the ruling field it comes from."""
    message = getattr(error, "message", None) or str(error)
    name = error.field if error.field in form.fields else form_field(error.field or "")
    form.add_error(name if name in form.fields else None, message)


@login_required
def position_edit(request: HttpRequest, game_id: int) -> HttpResponse:
    """The position editor: preview the diff of a ruling, SP distribution or correction,
    then apply it (with the reason in the audit log) and publish the turn. While an action
    waits for the GM the ruling form writes the patch; a JSON patch typed "for experts"
    wins."""
    game = _europa_game(request, game_id)
    ruling = pending_ruling(_shown_state(game)[1], language())
    if request.method != "POST":
        return _position_page(request, game, PositionEditForm(initial={"publish": True}),
                              RulingForm(ruling) if ruling else None)
    form = PositionEditForm(request.POST)
    ruling_form = RulingForm(ruling, request.POST) if ruling else None
    if not form.is_valid():
        return _position_page(request, game, form, ruling_form, status=400)
    data = form.cleaned_data
    patch, written = data["patch"], None
    by_form = (ruling_form is not None and data["op"] == "resolve"
               and not (patch or "").strip())
    if by_form:
        assert ruling_form is not None
        if not ruling_form.is_valid():
            return _position_page(request, game, form, ruling_form, status=400)
        try:
            written = json.dumps(ruling_patch(ruling_form.ruling, ruling_form.cleaned_data),
                                 ensure_ascii=False)
        except RuleSetInputError as error:
            _ruling_error(ruling_form, error)
            return _position_page(request, game, form, ruling_form, status=400)
        patch = written
    args = {"game": game, "actor": request.user, "op": data["op"], "patch": patch,
            "reason": data["reason"], "team": data.get("team") or None}
    try:
        if request.POST.get("action") == "preview":
            preview = services.europa_preview(**args)
            return _position_page(request, game, form, ruling_form, preview=preview,
                                  written=written)
        phase = services.europa_position_edit(**args, publish=data.get("publish", False))
    except DomainError as error:
        if by_form and ruling_form is not None and form_field(error.field or "") in \
                ruling_form.fields:
            _ruling_error(ruling_form, error)
        else:
            form_error(form, error)
        return _position_page(request, game, form, ruling_form, status=error.status_code,
                              written=written)
    entry = phase.result["gm"][-1]
    messages.success(request, _("Saved: %(n)d change(s); the turn is %(status)s.")
                     % {"n": len(entry["changes"]), "status": phase.get_status_display()})
    return redirect("gm-europa-position", game_id=game.pk)
