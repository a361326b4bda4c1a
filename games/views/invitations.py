"""Taking a seat with an e-mailed invitation link: log in or sign up, then accept."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth import login
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _

from games import services, web_selectors
from games.errors import DomainError
from games.forms import SignupForm
from games.views.common import as_http, render_error


def _invitation(token: str):  # type: ignore[no-untyped-def]
    try:
        return web_selectors.invitation_by_token(token)
    except DomainError as error:
        raise as_http(error) from None


def invitation_accept(request: HttpRequest, token: str) -> HttpResponse:
    """GET shows the invitation; POST (logged in) takes the seat."""
    invitation = _invitation(token)
    if request.method == "POST" and request.user.is_authenticated:
        try:
            seat = services.invitation_accept(token=token, user=request.user)
        except DomainError as error:
            return render_error(request, error)
        messages.success(request, _("You now play %(seat)s.") % {"seat": seat.label})
        return redirect("game-detail", game_id=seat.game_id)
    return render(request, "games/player/invitation.html",
                  {"invitation": invitation, "token": token,
                   "signup_form": SignupForm(initial={"email": invitation.email})})


def invitation_signup(request: HttpRequest, token: str) -> HttpResponse:
    """Create an account, log in and take the invited seat in one step."""
    invitation = _invitation(token)
    if request.method != "POST":
        return redirect("invitation-accept", token=token)
    form = SignupForm(request.POST, initial={"email": invitation.email})
    if not form.is_valid():
        return render(request, "games/player/invitation.html",
                      {"invitation": invitation, "signup_form": form, "token": token},
                      status=400)
    user = form.save()
    login(request, user, backend="django.contrib.auth.backends.ModelBackend")
    try:
        seat = services.invitation_accept(token=token, user=user)
    except DomainError as error:
        return render_error(request, error)
    messages.success(request, _("Welcome! You now play %(seat)s.") % {"seat": seat.label})
    return redirect("game-detail", game_id=seat.game_id)
