"""The house rules' page (declared in ``games.gm_actions``, "house-rules"): a Markdown box
filled with the current rules and a required reason; "Preview" shows the text typed as
players will see it, without saving."""

from __future__ import annotations

from typing import Any

from django import forms
from django.http import HttpRequest, HttpResponse
from django.utils.formats import number_format
from django.utils.functional import lazy
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy

from games.form_fields import ReasonMixin
from games.house_rules import MAX_LENGTH
from games.models import Game
from games.views.gm import GmActionView, _gm_game


class HouseRulesForm(ReasonMixin):
    # No max_length: the service says how long is too long, on the page as in the API.
    house_rules = forms.CharField(
        label=gettext_lazy("House rules"), required=False, strip=False,
        widget=forms.Textarea(attrs={"rows": 14}),
        help_text=format_lazy(gettext_lazy(
            "Markdown: # heading, *italic*, **bold**, - lists, [text](https://…) links. No "
            "HTML, no images. At most {max} characters."),
            max=lazy(number_format, str)(MAX_LENGTH, force_grouping=True)))
    field_order = ["house_rules", "reason"]


class HouseRulesPage(GmActionView):
    preview_text: str | None = None  # the text typed, while previewing

    def initial(self, game: Game) -> dict[str, Any]:
        return {"house_rules": game.house_rules}

    def extra_context(self, game: Game) -> dict[str, Any]:
        previewing = self.preview_text is not None
        return {"preview_button": True, "previewing": previewing,
                "house_rules_preview": self.preview_text if previewing else game.house_rules}

    def post(self, request: HttpRequest, game_id: int, **kwargs: Any) -> HttpResponse:
        if request.POST.get("action") != "preview":
            return super().post(request, game_id)
        game = _gm_game(request, game_id)
        self.preview_text = request.POST.get("house_rules", "")[:MAX_LENGTH]
        # Unbound, filled with what was typed: an empty reason is no error while previewing.
        form = self.form_class(initial={"house_rules": self.preview_text,
                                        "reason": request.POST.get("reason", "")[:2000]})
        return self.render_page(request, game, form)
