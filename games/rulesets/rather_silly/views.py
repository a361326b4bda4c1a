"""Rather Silly's game-master pages: the page-only hooks of its declared actions
(``actions.py``): which seats the form offers, the marks already made, the Superhirn's
question with every reply beside the form, and the review flag being confirmed."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy

from games import forms, selectors
from games.models import Game
from games.rulesets.rather_silly.forms import SeatsForm
from games.rulesets.rather_silly.services import SUPERHIRN
from games.views.gm import GmActionView
from games.views.gm_actions import FlagPage


class SuperhirnMarkingPage(GmActionView):
    """The players' seats to tick (the Superhirn answers nobody's question), the open question,
    its answer and each seat's reply."""

    def form_kwargs(self, game: Game) -> dict[str, Any]:
        seats = game.seats.exclude(key=SUPERHIRN)
        return {"seats": [(s.key, s.label) for s in seats],
                "label": gettext_lazy("Answered right")}

    def initial(self, game: Game) -> dict[str, Any]:
        phase = selectors.current_phase(game)
        marks = ((phase.state.get("gm") or {}).get("superhirn_correct") if phase else None)
        return {"seats": marks or []}

    def extra_context(self, game: Game) -> dict[str, Any]:
        phase = selectors.current_phase(game)
        if phase is None:
            return {}
        superhirn = (phase.state.get("superhirn") or {})
        replies = []
        for seat in game.seats.exclude(key=SUPERHIRN):
            reply = selectors.current_submission(phase, seat, self.request.user,
                                                 "superhirn_reply")
            replies.append((seat.label, reply.raw_text if reply else ""))
        return {"phase": phase, "superhirn": {"question": superhirn.get("question"),
                                              "answer": superhirn.get("answer"),
                                              "replies": replies}}

    def action_input(self, game: Game, form: Any) -> dict[str, Any]:
        """The ticked seats are the API's ``correct``."""
        return {"reason": form.cleaned_data["reason"], "correct": form.cleaned_data["seats"]}


class DrawPage(GmActionView):
    """Every seat may share the draw; the form's ``seats`` is the API's field too."""

    def form_kwargs(self, game: Game) -> dict[str, Any]:
        return {"seats": [(s.key, s.label) for s in game.seats.all()],
                "label": gettext_lazy("Seats sharing the draw")}


# The pages' hooks and forms, by URL name (``games.views.gm_actions.action_urlpatterns``).
PAGE_HOOKS = {
    "gm-superhirn": (SuperhirnMarkingPage, SeatsForm),
    "gm-draw": (DrawPage, SeatsForm),
    "gm-review-flag": (FlagPage, forms.ReasonForm),
}
