"""The roll-forward page (declared in ``games.gm_actions``, "rollforward"): the next phase undone
by the latest rollback, its submissions against the open phase's, and the diff of its replay
against what it had published; "Preview" recomputes with the seats the game master ticks to
replace, the main button rolls forward. After one phase the page offers the next."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from games.errors import DomainError
from games.form_fields import ReasonMixin
from games.models import Game, Phase
from games.rulesets import get_ruleset
from games.services.rollforward import (
    COPY,
    KEPT,
    REPLACED,
    SAME,
    RollforwardPreview,
    rollforward_preview,
    rollforward_ready,
)
from games.views.common import form_error
from games.views.gm import GmActionView, _gm_game, _page_error

PARTS = {
    "orders": gettext_lazy("Moves and their outcome"),
    "units": gettext_lazy("Units"),
    "dislodged": gettext_lazy("Dislodged units"),
    "next_phase": gettext_lazy("Next phase"),
    "winner": gettext_lazy("Winner"),
    "standoffs": gettext_lazy("Standoffs"),
    "events": gettext_lazy("Events"),
    "errors": gettext_lazy("Order errors"),
}
ACTIONS = {
    COPY: gettext_lazy("copied (nothing sent since the rollback)"),
    SAME: gettext_lazy("already the same"),
    KEPT: gettext_lazy("kept: a different submission was made after the rollback"),
    REPLACED: gettext_lazy("replaced by the undone phase's"),
}


class RollforwardForm(ReasonMixin):
    overwrite = forms.MultipleChoiceField(
        label=gettext_lazy("Replace these seats' newer submissions too"), required=False,
        widget=forms.CheckboxSelectMultiple,
        help_text=gettext_lazy("By default a submission a player made after the rollback "
                               "stays; tick a seat to replay the undone phase's instead."))
    source = forms.IntegerField(widget=forms.HiddenInput, required=False, min_value=1)
    field_order = ["overwrite", "reason", "source"]

    def __init__(self, *args: Any, seats: list[tuple[str, str]] = (), **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["overwrite"].choices = list(seats)
        if not seats:
            del self.fields["overwrite"]
        self.order_fields(self.field_order)


def diff_rows(rows: list[dict[str, Any]], labels: dict[str, str]) -> list[dict[str, Any]]:
    """The service's rows with each part named in the reader's language."""
    named = []
    for row in rows:
        if row["what"] == "supply_centers":
            what = _("Supply centres of %(seat)s") % {"seat": labels.get(row["seat"],
                                                                         row["seat"])}
        else:
            what = str(PARTS.get(row["what"], row["what"]))
        named.append({**row, "what": what})
    return named


class RollforwardPage(GmActionView):
    template = "games/gm/rollforward.html"

    def _preview(self, game: Game, overwrite: list[str] | None = None) -> None:
        self.preview: RollforwardPreview | None = None
        self.refusal: DomainError | None = None
        try:
            self.preview = rollforward_preview(game=game, actor=self.request.user,
                                               overwrite=overwrite or ())
        except DomainError as error:
            self.refusal = _page_error(error)

    def form_kwargs(self, game: Game) -> dict[str, Any]:
        return {"seats": self.preview.newer_seats if self.preview else []}

    def initial(self, game: Game) -> dict[str, Any]:
        return {"source": self.preview.source.pk if self.preview else None}

    def extra_context(self, game: Game) -> dict[str, Any]:
        preview = self.preview
        if preview is None:
            return {"refusal": self.refusal.message if self.refusal else ""}
        labels = {seat.key: str(seat.label) for seat in game.seats.all()}
        return {
            "phase": preview.phase, "preview": preview,
            "copies": [{"copy": c, "action_text": ACTIONS[c.action]} for c in preview.copies],
            "diff": diff_rows(preview.diff, labels),
            "position": diff_rows(preview.position, labels),
        }

    def render_page(self, request: HttpRequest, game: Game, form: Any,
                    status: int = 200) -> HttpResponse:
        if self.refusal is not None and status == 200:
            status = self.refusal.status_code
        context = {"game": game, "form": form, "title": self.title, "intro": self.intro,
                   "button": self.button,
                   "turn_based": get_ruleset(game.ruleset).turn_based, **self.extra_context(game)}
        return render(request, self.template, context, status=status)

    def action_input(self, game: Game, form: Any) -> dict[str, Any]:
        data = form.cleaned_data
        return {"reason": data["reason"], "overwrite": data.get("overwrite") or [],
                "source": data.get("source")}

    def get(self, request: HttpRequest, game_id: int, **kwargs: Any) -> HttpResponse:
        game = _gm_game(request, game_id)
        self._preview(game)
        return super().get(request, game_id)

    def post(self, request: HttpRequest, game_id: int, **kwargs: Any) -> HttpResponse:
        game = _gm_game(request, game_id)
        self._preview(game)
        form = self.form_class(request.POST, initial=self.initial(game),
                               **self.form_kwargs(game))
        valid = form.is_valid()
        if request.POST.get("action") == "preview":
            # The reason may still be empty while previewing.
            chosen = form.cleaned_data.get("overwrite") if hasattr(form, "cleaned_data") else []
            self._preview(game, chosen)
            return self.render_page(request, game, form)
        if not valid:
            return self.render_page(request, game, form, status=400)
        try:
            done = self.perform(game, form.cleaned_data, form)
        except DomainError as error:
            error = _page_error(error)
            if error.field == "source":  # a hidden field: said above the form
                form.add_error(None, error.message)
            else:
                form_error(form, error)
            return self.render_page(request, game, form, status=error.status_code)
        if done.phase.status == Phase.Status.AWAITING_REVIEW:
            messages.warning(request, _("The phase has been rolled forward; the rule set flags "
                                        "its result for review: decide and publish it on the "
                                        "publish page."))
            return redirect("gm-publish", game_id=game.pk)
        messages.success(request, self.done)
        if rollforward_ready(game):
            messages.info(request, _("Next: phase %(phase)s can be rolled forward too.")
                          % {"phase": done.next_phase.label if done.next_phase else ""})
            return redirect("gm-rollforward", game_id=game.pk)
        return redirect("gm-game", game_id=game.pk)
