"""The game-master actions' pages, generated from their declarations (``games.gm_actions``):
one ``GmActionView`` a declared page, with the page-only parts here as small hooks: the form
(its widgets, choices and initial values), what the page shows beside it, and how a form that
holds its values in another shape hands them to the declared call."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import URLPattern, path, reverse
from django.utils.translation import gettext as _

from games import forms, selectors
from games.gm_actions import GM_ACTIONS, GmActionSpec, PageSpec
from games.models import Game
from games.rulesets import get_ruleset
from games.views import maps
from games.views.diff import result_diff
from games.views.flags import flag_note, flag_option
from games.views.game_links import flags_with_links
from games.views.gm import GmActionView, _gm_game, review_copy, review_items
from games.views.house_rules import HouseRulesForm, HouseRulesPage
from games.views.rollforward import RollforwardForm, RollforwardPage


class PhasePage(GmActionView):
    """Shows the open phase (its ZAT) above the form."""

    def extra_context(self, game: Game) -> dict[str, Any]:
        return {"phase": selectors.current_phase(game)}


class FlagPage(GmActionView):
    """Shows the open phase and its result's review flag ``<index>`` (the URL's) above the
    form: a game's action on one flag (its declaration's page path names ``<id:index>``)."""

    def extra_context(self, game: Game) -> dict[str, Any]:
        phase = selectors.current_phase(game)
        flags = ((phase.result or {}).get("review_flags") or []) if phase else []
        index = self.kwargs["index"]
        return {"phase": phase, "flag": flags[index] if index < len(flags) else None}


class FlagDecidePage(GmActionView):
    """Review flag ``<index>`` and its option ``<option>`` (the URL's) beside the form, the
    reason pre-filled naming both; nothing is shown when either number is out of range (the
    service says so on POST)."""

    def _picked(self, game: Game) -> tuple[dict[str, Any], Any] | None:
        return flag_option(game, str(self.kwargs["index"]), str(self.kwargs["option"]))

    def initial(self, game: Game) -> dict[str, Any]:
        picked = self._picked(game)
        return {"reason": flag_note(*picked)} if picked else {}

    def extra_context(self, game: Game) -> dict[str, Any]:
        picked = self._picked(game)
        return {"phase": selectors.current_phase(game), "flag": picked[0] if picked else None,
                "flag_option": picked[1] if picked else None}


class PublishPage(GmActionView):
    """Shows the result awaiting review, what else waits for the game master, and its map."""

    def extra_context(self, game: Game) -> dict[str, Any]:
        phase = selectors.current_phase(game)
        viewer = selectors.viewer_for(game, self.request.user)
        result = review_copy(phase.result) if phase else None
        return {"phase": phase, "result": result,
                "review_flags": flags_with_links(game, (result or {}).get("review_flags") or [],
                                                 short=True),
                "review_items": review_items(get_ruleset(game.ruleset), phase,
                                             phase.result if phase else None,
                                             self.request.LANGUAGE_CODE),
                "map_svg": maps.phase_map(phase, viewer) if phase else "",
                "map_url": reverse("phase-map", args=[game.pk, phase.pk]) if phase else ""}


class SchedulePage(GmActionView):
    """Starts from the game's schedule; the form's values go on as the API's fields."""

    def initial(self, game: Game) -> dict[str, Any]:
        values = {name: getattr(game, name) for name in (
            "zat_time", "zat_time_zone", "zat_weekdays", "grace_minutes", "max_extension_hours",
            "early_processing", "review_before_publish", "nmr_policy", "civil_disorder_after",
            "nmr_wait_hours", "nmr_wait_times", "absence_policy", "anonymous",
            "illegal_orders")}
        values.update({f"hours_{k}": v for k, v in game.phase_hours.items()})
        return values

    def action_input(self, game: Game, form: Any) -> dict[str, Any]:
        return {"reason": form.cleaned_data["reason"], **form.schedule(game.ruleset)}


class VacantSeatPage(GmActionView):
    """A seat picked from the vacant ones (``?seat=`` preselects one)."""

    vacant_only = True

    def form_kwargs(self, game: Game) -> dict[str, Any]:
        seats = game.seats.all()
        if self.vacant_only:
            seats = seats.filter(player__isnull=True)
        return {"seats": [(s.key, f"{s.label} "
                                  f"({s.player.get_username() if s.player else _('vacant')})")
                          for s in seats.select_related("player")]}

    def initial(self, game: Game) -> dict[str, Any]:
        return {"seat": self.request.GET.get("seat", "")}


class AnySeatPage(VacantSeatPage):
    vacant_only = False


class RollbackPage(GmActionView):
    def form_kwargs(self, game: Game) -> dict[str, Any]:
        phases = game.phases.live().order_by("index")
        return {"phases": [(p.pk, f"{p.label} ({p.get_status_display()})") for p in phases]}


class OverrulePage(GmActionView):
    """Edit the result under review. "Preview" shows the before/after diff without saving."""

    def initial(self, game: Game) -> dict[str, Any]:
        phase = selectors.current_phase(game)
        result = (phase.result or {}) if phase else {}
        values = {"units": result.get("units", []), "dislodged": result.get("dislodged", []),
                  "supply_centers": result.get("supply_centers", {}),
                  "expected_version": phase.version if phase else None}
        picked = flag_option(game, self.request.GET.get("flag"), self.request.GET.get("option"))
        if picked:
            values["reason"] = flag_note(*picked)
        return values

    def extra_context(self, game: Game) -> dict[str, Any]:
        picked = flag_option(game, self.request.GET.get("flag"), self.request.GET.get("option"))
        return {"phase": selectors.current_phase(game), "preview_button": True,
                "flag": picked[0] if picked else None, "flag_option": picked[1] if picked else None}

    def post(self, request: HttpRequest, game_id: int, **kwargs: Any) -> HttpResponse:
        if request.POST.get("action") != "preview":
            return super().post(request, game_id)
        game = _gm_game(request, game_id)
        form = self.form_class(request.POST, initial=self.initial(game))
        form.is_valid()  # the reason may still be empty while previewing
        phase = selectors.current_phase(game)
        diff = result_diff((phase.result or {}) if phase else {},
                           form.edits() if hasattr(form, "cleaned_data") else {})
        context = {"game": game, "form": form, "title": self.title, "intro": self.intro,
                   "button": self.button, "diff": diff,
                   "turn_based": get_ruleset(game.ruleset).turn_based, **self.extra_context(game)}
        return render(request, "games/gm/action.html", context)

    def action_input(self, game: Game, form: Any) -> dict[str, Any]:
        """Only the parts the game master changed."""
        data = form.cleaned_data
        return {"reason": data["reason"], "expected_version": data["expected_version"],
                **form.edits()}


class OverruleOrdersPage(GmActionView):
    """Re-adjudicate the phase under review with some seats' orders changed: one box a seat,
    filled with its current orders."""

    def form_kwargs(self, game: Game) -> dict[str, Any]:
        return {"seats": [(s.key, s.label) for s in game.seats.all()]}

    def initial(self, game: Game) -> dict[str, Any]:
        phase = selectors.current_phase(game)
        values: dict[str, Any] = {"expected_version": phase.version if phase else None}
        if phase is not None:
            for seat in game.seats.all():
                sub = selectors.current_submission(phase, seat, self.request.user)
                values[f"orders_{seat.key}"] = sub.raw_text if sub else ""
        return values

    def action_input(self, game: Game, form: Any) -> dict[str, Any]:
        data = form.cleaned_data
        return {"reason": data["reason"], "expected_version": data["expected_version"],
                "orders": form.orders()}


Hooks = dict[str, tuple[type[GmActionView], type[Any]]]

# Each declared page's hooks and form, by URL name; a page not named is GmActionView with
# ReasonForm (nothing but a reason).
PAGE_HOOKS: Hooks = {
    "gm-schedule": (SchedulePage, forms.ScheduleForm),
    "gm-zat-set": (PhasePage, forms.ZatSetForm),
    "gm-zat-extend": (PhasePage, forms.ZatExtendForm),
    "gm-seat-assign": (VacantSeatPage, forms.SeatAssignForm),
    "gm-seat-replace": (AnySeatPage, forms.SeatAssignForm),
    "gm-invite": (VacantSeatPage, forms.InvitationForm),
    "gm-publish": (PublishPage, forms.ReasonForm),
    "gm-overrule": (OverrulePage, forms.OverruleResultForm),
    "gm-overrule-orders": (OverruleOrdersPage, forms.OverruleOrdersForm),
    "gm-review-flag-decide": (FlagDecidePage, forms.ReasonForm),
    "gm-rollback": (RollbackPage, forms.RollbackForm),
    "gm-rollforward": (RollforwardPage, RollforwardForm),
    "gm-announce": (GmActionView, forms.AnnouncementForm),
    "gm-house-rules": (HouseRulesPage, HouseRulesForm),
}


def page_view(spec: GmActionSpec, page: PageSpec, hooks: Hooks) -> Any:
    """The page of one declared action: its hooks' view with the declaration's texts."""
    view, form_class = hooks.get(page.name, (GmActionView, forms.ReasonForm))
    return view.as_view(action=spec, form_class=form_class, title=page.title,
                        intro=page.intro, button=page.button, done=page.done,
                        danger=page.danger)


def action_urlpatterns(specs: tuple[GmActionSpec, ...] = GM_ACTIONS,
                       hooks: Hooks = PAGE_HOOKS) -> list[URLPattern]:
    """The pages' URLs; a game's own actions come with its own hooks (its ``urls.py``)."""
    return [path(f"gm/games/<id:game_id>/{page.path}", page_view(spec, page, hooks),
                 name=page.name)
            for spec in specs for page in spec.pages]
