"""Logging in, the profile (language, time zone, e-mail preferences) and the language switcher.

The language lives in the profile of a logged-in user and in Django's language cookie (read by
LocaleMiddleware); logging in, saving the profile and the switcher keep the two in step.
A log-in locked out after repeated failures (``games.login_throttle``) gets
:func:`lockout_response`, a 429 page saying how long to wait."""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST
from django.views.i18n import set_language

from games import login_throttle, services
from games.errors import DomainError
from games.forms import ProfileForm
from games.services import access_marks
from games.services.calendars import calendar_feed_for
from games.views.common import form_error


def remember_language(response: HttpResponse, code: str) -> HttpResponse:
    response.set_cookie(
        settings.LANGUAGE_COOKIE_NAME, code,
        max_age=settings.LANGUAGE_COOKIE_AGE, path=settings.LANGUAGE_COOKIE_PATH,
        samesite=settings.LANGUAGE_COOKIE_SAMESITE,
    )
    return response


class LoginView(auth_views.LoginView):
    """Django's login, then the page language becomes the one in the user's profile."""

    def form_valid(self, form):  # type: ignore[no-untyped-def]
        response = super().form_valid(form)
        user = form.get_user()
        profile = services.profile_for(user)
        return remember_device(self.request, remember_language(response, profile.language),
                               user)


def remember_device(request: HttpRequest, response: HttpResponse, user) -> HttpResponse:
    """The log-in's multi-account marks (``games.services.access_marks``): the browser keeps a
    random device cookie of its own, given at its first log-in, never tied to one account."""
    if not settings.ACCESS_HINTS:
        return response
    device = request.COOKIES.get(access_marks.DEVICE_COOKIE, "")[:64]
    if not device:
        device = access_marks.new_device_token()
        response.set_cookie(access_marks.DEVICE_COOKIE, device,
                            max_age=access_marks.DEVICE_COOKIE_AGE, httponly=True,
                            samesite="Lax", secure=settings.SESSION_COOKIE_SECURE)
    access_marks.access_record(user=user, address=login_throttle.client_ip(request),
                               device=device)
    return response


def lockout_response(request: HttpRequest, original_response: HttpResponse | None = None,
                     credentials: dict | None = None) -> HttpResponse:
    """django-axes' ``AXES_LOCKOUT_CALLABLE`` for the log-in page and the admin's log-in."""
    response = render(request, "registration/locked_out.html",
                      {"message": login_throttle.lockout_message()}, status=429)
    response["Retry-After"] = str(login_throttle.cooloff_seconds())
    return response


@login_required
def profile(request: HttpRequest) -> HttpResponse:
    current = services.profile_for(request.user)
    if request.method != "POST":
        form = ProfileForm(initial={
            name: getattr(current, name)
            for name in ("language", "time_zone", "email_receipts", "email_reminders",
                         "email_reports", "email_press", "notices")
        })
        return render(request, "games/player/profile.html", _profile_context(request, form))
    form = ProfileForm(request.POST)
    if form.is_valid():
        try:
            updated = services.profile_update(user=request.user, **form.cleaned_data)
        except DomainError as error:
            form_error(form, error)
        else:
            translation.activate(updated.language)
            messages.success(request, _("Your profile has been saved."))
            return remember_language(redirect("profile"), updated.language)
    return render(request, "games/player/profile.html", _profile_context(request, form),
                  status=400)


def _profile_context(request: HttpRequest, form: ProfileForm) -> dict:
    """The form, and the secret address of the user's ZAT calendar."""
    feed = calendar_feed_for(request.user)
    return {"form": form, "calendar_url": request.build_absolute_uri(
        reverse("calendar-feed", kwargs={"token": feed.token}))}


@require_POST
def language_switch(request: HttpRequest) -> HttpResponse:
    """Django's set_language; a logged-in user's profile remembers the choice as well."""
    code = request.POST.get("language", "")
    if request.user.is_authenticated and code in dict(settings.LANGUAGES):
        services.profile_update(user=request.user, language=code)
    return set_language(request)
