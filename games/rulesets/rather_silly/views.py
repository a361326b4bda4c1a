"""Game-master pages only Rather Silly Diplomacy has: marking the Superhirn's question,
recording an agreed draw, confirming the engine's review flags. Same shape as every GM action
page (``games.views.gm.GmActionView``): a form with a required reason, one service call."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy

from games import selectors
from games.models import Game
from games.rulesets.rather_silly import services as rather_silly
from games.rulesets.rather_silly.forms import SeatsForm
from games.views.gm import GmActionView, _open_phase

SUPERHIRN = "superhirn"


class SuperhirnMarkingView(GmActionView):
    form_class = SeatsForm
    title = gettext_lazy("Superhirn: mark the answers")
    intro = gettext_lazy("Tick the seats that answered the Superhirn's question right. On a "
                         "result awaiting review the season is adjudicated again at once.")
    button = gettext_lazy("Save marks")
    done = gettext_lazy("The marks have been saved.")

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

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        return rather_silly.superhirn_marking_set(
            phase=_open_phase(game), actor=self.request.user, correct=data["seats"],
            reason=data["reason"],
        )


class DrawView(GmActionView):
    form_class = SeatsForm
    title = gettext_lazy("Record an agreed draw")
    intro = gettext_lazy("The game ends with this phase's result, shared by the seats ticked. "
                         "Save with none ticked to take a recorded draw back.")
    button = gettext_lazy("Record draw")
    done = gettext_lazy("The draw has been recorded.")
    danger = True

    def form_kwargs(self, game: Game) -> dict[str, Any]:
        return {"seats": [(s.key, s.label) for s in game.seats.all()],
                "label": gettext_lazy("Seats sharing the draw")}

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        return rather_silly.draw_record(phase=_open_phase(game), actor=self.request.user,
                                        seats=data["seats"], reason=data["reason"])


class ReviewFlagConfirmView(GmActionView):
    title = gettext_lazy("Confirm a review flag")
    intro = gettext_lazy("Keeps the engine's default for this flag (or notes the choice you "
                         "made with an overrule).")
    button = gettext_lazy("Confirm")
    done = gettext_lazy("The flag has been confirmed.")

    def extra_context(self, game: Game) -> dict[str, Any]:
        phase = selectors.current_phase(game)
        flags = ((phase.result or {}).get("review_flags") or []) if phase else []
        index = self.kwargs["index"]
        return {"phase": phase, "flag": flags[index] if index < len(flags) else None}

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        return rather_silly.review_flag_confirm(phase=_open_phase(game), actor=self.request.user,
                                                index=self.kwargs["index"],
                                                reason=data["reason"])
