"""Accounts without an invitation: sign-up with e-mail confirmation, and changing the e-mail
address (confirmed at the new address). Passwords are changed and reset with Django's own
views (``games.views.signup``), whose reset mail goes through ``games.emails.accounts``.

Links carry a token signed with the secret key (``django.core.signing``, salted per purpose,
expiring after ``GAMEMASTER_SIGNUP_CONFIRM_DAYS``); a token names the user and the address it
confirms, so it works only while that is still the question (an account already active, or an
address already changed, makes it void).
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.password_validation import validate_password
from django.core import signing
from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import transaction
from django.urls import reverse
from django.utils.translation import gettext as _

from games.emails import accounts as account_mails
from games.errors import Conflict, InvalidInput, NotAllowed, NotFound
from games.services.profiles import profile_update

SIGNUP_SALT = "gamemaster.signup"
EMAIL_SALT = "gamemaster.email-change"


def _days() -> int:
    return int(getattr(settings, "GAMEMASTER_SIGNUP_CONFIRM_DAYS", 3))


def _link(name: str, token: str) -> str:
    return f"{settings.SITE_URL}{reverse(name, kwargs={'token': token})}"


def email_in_use(email: str, but: Any = None) -> bool:
    users = get_user_model().objects.filter(email__iexact=email)
    if but is not None:
        users = users.exclude(pk=but.pk)
    return users.exists()


def _clean_email(email: str, but: Any = None) -> str:
    email = (email or "").strip()
    try:
        validate_email(email)
    except ValidationError:
        raise InvalidInput(_("%(email)s is not an e-mail address.") % {"email": repr(email)},
        field="email") from None
    if email_in_use(email, but):
        raise InvalidInput(_("An account with this e-mail address exists already; log in, or "
                             "reset its password."), field="email")
    return email


@transaction.atomic
def account_signup(*, username: str, email: str, password: str,
                   language: str = "en") -> Any:
    """Create an inactive account and mail the link that activates it."""
    if not getattr(settings, "GAMEMASTER_SIGNUP_OPEN", True):
        raise NotAllowed(_("Sign-up is closed here; ask a game master for an invitation."))
    users = get_user_model()
    username = (username or "").strip()
    if not username:
        raise InvalidInput(_("Choose a user name."), field="username")
    if users.objects.filter(username__iexact=username).exists():
        raise InvalidInput(_("This user name is taken; choose another."), field="username")
    email = _clean_email(email)
    user = users(username=username, email=email, is_active=False)
    try:
        users.username_validator(username)
        validate_password(password, user)
    except ValidationError as error:
        field = "username" if error.code in ("invalid",) else "password"
        raise InvalidInput(" ".join(error.messages), field=field) from None
    user.set_password(password)
    user.save()
    if language in dict(settings.LANGUAGES):
        profile_update(user=user, language=language)
    token = signing.dumps({"user": user.pk, "email": email}, salt=SIGNUP_SALT)
    account_mails.send_signup_confirmation(user, _link("signup-confirm", token), _days())
    return user


def _load(token: str, salt: str) -> dict[str, Any]:
    try:
        data = signing.loads(token, salt=salt, max_age=_days() * 24 * 3600)
    except signing.SignatureExpired:
        raise Conflict(_("This link has expired; ask for a new one.")) from None
    except signing.BadSignature:
        raise NotFound(_("This link is not valid.")) from None
    if not isinstance(data, dict):
        raise NotFound(_("This link is not valid."))
    return data


@transaction.atomic
def account_confirm(*, token: str) -> Any:
    """Activate the account the link names (once; an active account stays as it is)."""
    data = _load(token, SIGNUP_SALT)
    user = get_user_model().objects.select_for_update().filter(pk=data.get("user")).first()
    if user is None or user.email != data.get("email"):
        raise NotFound(_("This link is not valid."))
    if not user.is_active:
        if user.last_login is not None:  # deactivated by an administrator: stays so
            raise Conflict(_("This account has been closed."))
        user.is_active = True
        user.save(update_fields=["is_active"])
    return user


@transaction.atomic
def email_change_request(*, user: Any, email: str) -> str:
    """Mail a confirmation link to the new address; the old one stays until it is used."""
    email = _clean_email(email, but=user)
    if email.lower() == (user.email or "").lower():
        raise InvalidInput(_("That is your address already."), field="email")
    token = signing.dumps({"user": user.pk, "old": user.email, "email": email},
                          salt=EMAIL_SALT)
    account_mails.send_email_change(user, email, _link("email-change-confirm", token),
                                    _days())
    return email


@transaction.atomic
def email_change_confirm(*, token: str, user: Any = None) -> Any:
    """Make the address the link names the account's address."""
    data = _load(token, EMAIL_SALT)
    account = get_user_model().objects.select_for_update().filter(pk=data.get("user")).first()
    if account is None or account.email != data.get("old"):
        raise NotFound(_("This link is not valid any more."))
    if user is not None and getattr(user, "is_authenticated", False) and user.pk != account.pk:
        raise NotAllowed(_("This link belongs to another account; log out first."))
    if email_in_use(data["email"], but=account):
        raise Conflict(_("Another account uses this address meanwhile."))
    account.email = data["email"]
    account.save(update_fields=["email"])
    return account
