"""Account mails: confirming a sign-up, resetting a password, confirming a new address.

Rendered with ``emails/account.*`` through ``sending.send`` in the user's language; the
link is the only secret in them (signed and short-lived, see ``games.services.accounts``).
"""

from __future__ import annotations

from typing import Any

from django.utils import translation
from django.utils.translation import gettext as _

from games.emails.rendering import language_of
from games.emails.sending import send


def _send(user: Any, to: str, link: str, subject: str, paragraphs: list[str],
          language: str) -> bool:
    return send("account", {"subject": subject, "paragraphs": paragraphs, "link": link},
                to, language)


def send_signup_confirmation(user: Any, link: str, days: int) -> bool:
    language = language_of(user)
    with translation.override(language):
        subject = _("Confirm your e-mail address")
        paragraphs = [
            _("Welcome to gamemaster, %(user)s! Open this link to confirm your e-mail "
              "address and activate your account (valid for %(days)d days):")
            % {"user": user.get_username(), "days": days},
        ]
    return _send(user, user.email, link, subject, paragraphs, language)


def send_password_reset(user: Any, link: str) -> bool:
    language = language_of(user)
    with translation.override(language):
        subject = _("Reset your password")
        paragraphs = [
            _("Someone (hopefully you) asked to reset the password of %(user)s. Open this "
              "link to choose a new one; if it was not you, ignore this e-mail.")
            % {"user": user.get_username()},
        ]
    return _send(user, user.email, link, subject, paragraphs, language)


def send_email_change(user: Any, new_email: str, link: str, days: int) -> bool:
    language = language_of(user)
    with translation.override(language):
        subject = _("Confirm your new e-mail address")
        paragraphs = [
            _("%(user)s wants to use this address for gamemaster from now on. Open this link "
              "to confirm it (valid for %(days)d days); until then the old address stays.")
            % {"user": user.get_username(), "days": days},
        ]
    return _send(user, new_email, link, subject, paragraphs, language)
