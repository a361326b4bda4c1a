"""Accounts without an invitation: sign-up with e-mail confirmation, password change and
reset (Django's own views, our templates, the reset mail through ``games.emails``), and
changing the e-mail address. URL names are Django's (``password_reset``, ``password_change``,
...) plus ``signup``, ``signup-confirm``, ``email-change`` and ``email-change-confirm``.
The log-in view stays ``games.views.accounts.LoginView``."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse_lazy
from django.utils.translation import gettext as _

from games.errors import DomainError
from games.life_forms import EmailChangeForm, MailedPasswordResetForm, OpenSignupForm
from games.services import accounts
from games.views.common import form_error, language, render_error


def signup(request: HttpRequest) -> HttpResponse:
    if request.user.is_authenticated:
        return redirect("home")
    form = OpenSignupForm(request.POST or None)
    status = 200
    if request.method == "POST":
        status = 400
        if form.is_valid():
            data = form.cleaned_data
            try:
                accounts.account_signup(username=data["username"], email=data["email"],
                                        password=data["password1"], language=language())
            except DomainError as error:
                form_error(form, error)
                status = error.status_code
            else:
                return render(request, "games/life/signup_sent.html", {"email": data["email"]})
    return render(request, "games/life/signup.html", {"form": form}, status=status)


def signup_confirm(request: HttpRequest, token: str) -> HttpResponse:
    try:
        accounts.account_confirm(token=token)
    except DomainError as error:
        return render_error(request, error)
    messages.success(request, _("Your e-mail address is confirmed. Log in to start."))
    return redirect("login")


@login_required
def email_change(request: HttpRequest) -> HttpResponse:
    form = EmailChangeForm(request.POST or None)
    status = 200
    if request.method == "POST":
        status = 400
        if form.is_valid():
            try:
                email = accounts.email_change_request(user=request.user,
                                                      email=form.cleaned_data["email"])
            except DomainError as error:
                form_error(form, error)
                status = error.status_code
            else:
                messages.success(request, _("We sent a link to %(email)s; your address changes "
                                            "once you open it.") % {"email": email})
                return redirect("profile")
    return render(request, "games/life/email_change.html", {"form": form}, status=status)


def email_change_confirm(request: HttpRequest, token: str) -> HttpResponse:
    try:
        account = accounts.email_change_confirm(token=token, user=request.user)
    except DomainError as error:
        return render_error(request, error)
    messages.success(request, _("Your e-mail address is now %(email)s.")
                     % {"email": account.email})
    return redirect("profile" if request.user.is_authenticated else "login")


password_reset = auth_views.PasswordResetView.as_view(
    form_class=MailedPasswordResetForm,
    template_name="games/life/password_reset_form.html",
    success_url=reverse_lazy("password_reset_done"),
)
password_reset_done = auth_views.PasswordResetDoneView.as_view(
    template_name="games/life/password_reset_done.html")
password_reset_confirm = auth_views.PasswordResetConfirmView.as_view(
    template_name="games/life/password_reset_confirm.html",
    success_url=reverse_lazy("password_reset_complete"))
password_reset_complete = auth_views.PasswordResetCompleteView.as_view(
    template_name="games/life/password_reset_complete.html")
password_change = auth_views.PasswordChangeView.as_view(
    template_name="games/life/password_change.html",
    success_url=reverse_lazy("password_change_done"))
password_change_done = auth_views.PasswordChangeDoneView.as_view(
    template_name="games/life/password_change_done.html")
