"""The game master's console for one phase: every submission with its secrets, who has not
sent what, the draft result with every review flag (confirm, or overrule with the flag's
options pre-filled), and a page to change any one box of any seat and adjudicate again.

Every change goes through a service that writes the audit log (``phase_overrule``,
``phase_publish``, and each game's own actions, linked from its package's ``urls.py``)."""

from __future__ import annotations

import re
from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.template import TemplateDoesNotExist
from django.template.loader import get_template
from django.urls import reverse
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from games import forms, selectors, services, web_selectors
from games.errors import DomainError
from games.models import Game
from games.rulesets import get_ruleset
from games.rulesets.base import GAME_MASTER
from games.views import maps
from games.views.common import as_http, game_for, phase_of, seat_of_game
from games.views.flags import flag_note, flag_option
from games.views.game_links import flags_with_links, page_links
from games.views.gm import GmActionView, _open_phase, review_copy, review_items


@login_required
def console(request: HttpRequest, game_id: int) -> HttpResponse:
    game = game_for(request, game_id)
    phase_id = request.GET.get("phase")
    wanted = phase_id and phase_id.isascii() and phase_id.isdigit() and len(phase_id) <= 18
    phase = phase_of(game, int(phase_id)) if wanted else selectors.current_phase(game)
    try:
        data = web_selectors.gm_console(game, request.user, phase)
    except DomainError as error:
        raise as_http(error) from None
    viewer = selectors.viewer_for(game, request.user)
    ruleset = get_ruleset(game.ruleset)
    return render(request, "games/gm/console.html", {
        "game": game, **data, "result": review_copy(data["result"]),
        "flags": flags_with_links(game, data["flags"]),
        "review_links": page_links(game, "gm_review_links"),
        "turn_based": ruleset.turn_based,
        "review_items": review_items(ruleset, phase, data["result"], request.LANGUAGE_CODE),
        "hands": _hands(game, phase, request.LANGUAGE_CODE),
        "card_template": _card_template(ruleset.template_prefix),
        "phases": list(game.phases.order_by("index")),
        "map_svg": maps.phase_map(phase, viewer) if phase else "",
        "map_url": reverse("phase-map", args=[game.pk, phase.pk]) if phase else "",
    })


class OverruleSubmissionView(GmActionView):
    """Change one box of one seat (?seat=&kind=) in the phase under review and adjudicate
    again; the old text stays as an earlier version and the audit log holds both."""

    form_class = forms.OverruleSubmissionForm
    title = _("Overrule: change one box and adjudicate again")
    button = _("Adjudicate again")
    done = _("The phase has been adjudicated again with the changed box.")

    def _target(self, game: Game) -> tuple[Any, str]:
        key = self.request.GET.get("seat", "")
        kind = self.request.GET.get("kind", "orders")
        if not key:
            raise Http404("Name a seat with ?seat=<key>.")
        if not re.fullmatch(r"[a-z_]{1,64}", kind):  # no NUL or odd text into a query
            raise Http404("No such box.")
        return seat_of_game(game, key), kind

    def initial(self, game: Game) -> dict[str, Any]:
        seat, kind = self._target(game)
        phase = selectors.current_phase(game)
        sub = selectors.current_submission(phase, seat, self.request.user, kind) if phase else None
        values: dict[str, Any] = {"text": sub.raw_text if sub else "",
                                  "expected_version": phase.version if phase else None}
        picked = flag_option(game, self.request.GET.get("flag"), self.request.GET.get("option"))
        if picked:
            values["reason"] = flag_note(*picked)
        return values

    def extra_context(self, game: Game) -> dict[str, Any]:
        seat, kind = self._target(game)
        picked = flag_option(game, self.request.GET.get("flag"), self.request.GET.get("option"))
        return {"phase": selectors.current_phase(game),
                "intro": gettext("The box “%(kind)s” of %(seat)s.") % {
                    "kind": _kind_label(game, kind), "seat": seat.label},
                "flag": picked[0] if picked else None}

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        seat, kind = self._target(game)
        return services.phase_overrule(
            phase=_open_phase(game), actor=self.request.user, reason=data["reason"],
            submissions={seat.key: {kind: data["text"]}},
            expected_version=data["expected_version"])


def _kind_label(game: Game, kind: str) -> str:
    """A submission kind's label in the reader's language (``orders`` -> "Befehle")."""
    labels = {k.key: k.label for k in get_ruleset(game.ruleset).submission_kinds()}
    return gettext(labels[kind]) if kind in labels else kind


def _hands(game: Game, phase: Any, lang: str) -> list[dict[str, Any]]:
    """Every seat's hidden hand at the start of ``phase``, for a game whose game-master view
    has hands (``RuleSet.view`` for the game master; a player's view holds only their own):
    ``[{"seat", "cards"}]``, empty for games without hands. This page is the GM's only (the
    selector refused everybody else above)."""
    if phase is None or not phase.state:
        return []
    view = get_ruleset(game.ruleset).view(phase.state, GAME_MASTER, lang=lang) or {}
    hands = view.get("hands")
    if not isinstance(hands, dict):
        return []
    return [{"seat": seat, "cards": hands.get(seat.key) or []}
            for seat in game.seats.select_related("player").order_by("pk")]


def _card_template(prefix: str | None) -> str | None:
    """The game's own card tile (``games/<prefix>/card.html``), as its players see their
    hand; None: the console lists the cards by id and name."""
    if not prefix:
        return None
    name = f"games/{prefix}/card.html"
    try:
        get_template(name)
    except TemplateDoesNotExist:
        return None
    return name
