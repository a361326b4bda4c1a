"""A player's absences: declaring days away (for one or more games), cancelling them."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from games import player_selectors
from games.errors import DomainError
from games.life_forms import AbsenceForm
from games.models import Absence
from games.services import absences as absence_services
from games.views.common import form_error, render_error


def _choices(user) -> list[tuple[int, str]]:  # type: ignore[no-untyped-def]
    return [(seat.pk, f"{seat.game.name}: {seat.label}")
            for seat in player_selectors.absence_seats(user)]


@login_required
def absence(request: HttpRequest) -> HttpResponse:
    """GET: my absences and the form; POST: declare an absence."""
    choices = _choices(request.user)
    form = AbsenceForm(request.POST or None, seats=choices,
                       initial={"seats": [pk for pk, _label in choices]})
    status = 200
    if request.method == "POST":
        status = 400
        if form.is_valid():
            data = form.cleaned_data
            seats = [seat for seat in player_selectors.absence_seats(request.user)
                     if seat.pk in set(data["seats"])]
            try:
                created = absence_services.absence_create(
                    player=request.user, seats=seats, starts_on=data["starts_on"],
                    ends_on=data["ends_on"], sitter=data["sitter"])
            except DomainError as error:
                form_error(form, error)
                status = error.status_code
            else:
                messages.success(request, _("Your absence is noted in %(n)d game(s).")
                                 % {"n": len(created)})
                return redirect("absence")
    return render(request, "games/life/absences.html", {
        "form": form, "absences": player_selectors.my_absences(request.user),
        "has_seats": bool(choices)}, status=status)


@login_required
@require_POST
def absence_cancel(request: HttpRequest, absence_id: int) -> HttpResponse:
    found = get_object_or_404(Absence, pk=absence_id, player=request.user)
    try:
        absence_services.absence_cancel(absence=found, user=request.user)
    except DomainError as error:
        return render_error(request, error)
    messages.success(request, _("The absence is cancelled."))
    return redirect("absence")
