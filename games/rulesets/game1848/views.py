"""1848 game-master pages: the game's card set (import, edit, shipped sets, rule options) and
the written ruling on a "the game master decides" card."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _

from games.errors import DomainError
from games.models import Game
from games.rulesets import get_ruleset
from games.rulesets.game1848 import services as cards
from games.rulesets.game1848.forms import CardSetForm, FlagRulingForm
from games.rulesets.game1848.settings import card_set_as_text, card_set_problems
from games.views.common import form_error
from games.views.gm import _gm_game
from games.views.gm_actions import FlagPage


def _card_rows(cards: dict[str, Any], lang: str) -> list[dict[str, Any]]:
    ruleset = get_ruleset("game1848")
    rows = []
    for card in cards.get("cards", []):
        row = dict(card)
        row["unknown"] = [field for field in ("party", "value", "flag", "strength")
                          if field in card and card[field] is None]
        if card.get("kind") == "extra" and card.get("effects") is None:
            row["unknown"].append("effects")
        if card.get("military") and None in card["military"].values():
            row["unknown"].append("military")
        if card.get("kind") == "extra":
            row["text"] = ruleset.card_words(card, lang)
        rows.append(row)
    return rows


def _card_set_page(request: HttpRequest, game: Game, form: CardSetForm,
                   status: int = 200, problems: list | None = None) -> HttpResponse:
    ruleset = get_ruleset(game.ruleset)
    cards = game.settings.get("cards") or {}
    lang = (request.LANGUAGE_CODE or "en")[:2]
    return render(request, "games/game1848/card_set.html", {
        "game": game, "form": form, "cards": cards, "rows": _card_rows(cards, lang),
        "start_problems": ruleset.start_problems(game.settings), "problems": problems or [],
        "editable": game.status == Game.Status.DRAFT,
    }, status=status)


@login_required
def card_set(request: HttpRequest, game_id: int) -> HttpResponse:
    """Show the game's card set; a game master of a draft game imports or edits it here."""
    game = _gm_game(request, game_id)
    if game.ruleset != "game1848":
        raise Http404("Only a game of 1848 has a card set.")
    initial = {"text": card_set_as_text(game.settings.get("cards") or {}),
               "majority_basis": game.settings.get("majority_basis"),
               "opener_after_win": game.settings.get("opener_after_win")}
    if request.method != "POST":
        return _card_set_page(request, game, CardSetForm(initial=initial))
    form = CardSetForm(request.POST, initial=initial)
    if not form.is_valid():
        return _card_set_page(request, game, form, status=400)
    changes = form.changes()
    try:
        cards.card_set_import(game=game, actor=request.user, reason=form.cleaned_data["reason"],
                                 **changes)
    except DomainError as error:
        form_error(form, error)
        problems = card_set_problems(changes["text"]) if "text" in changes else []
        return _card_set_page(request, game, form, status=error.status_code, problems=problems)
    messages.success(request, _("The card set has been saved."))
    return redirect("gm-card-set", game_id=game.pk)


class FlagRulingView(FlagPage):
    """The ruling's page hooks (the action is ``actions.RULING``): the flag shown, its card
    named in the box."""

    def initial(self, game: Game) -> dict[str, Any]:
        flag = self.extra_context(game)["flag"]
        return {"text": f"{flag['card']}: none"} if flag and flag.get("card") else {}


# The ruling page's hooks and form, by URL name (``games.views.gm_actions.action_urlpatterns``).
PAGE_HOOKS = {"gm-review-flag-rule": (FlagRulingView, FlagRulingForm)}
