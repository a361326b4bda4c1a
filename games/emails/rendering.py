from __future__ import annotations

import logging
from typing import Any

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.template.loader import render_to_string
from django.utils import translation

log = logging.getLogger(__name__)


def language_of(user: Any) -> str:
    profile = getattr(user, "profile", None) if user is not None else None
    return profile.language if profile else settings.LANGUAGE_CODE


def wants(user: Any, preference: str) -> bool:
    """Whether the user opted in to this kind of mail (everything is on until they opt out)."""
    profile = getattr(user, "profile", None)
    try:
        return bool(getattr(profile, preference)) if profile else True
    except AttributeError:
        return True


def send(name: str, context: dict[str, Any], to: str, language: str) -> bool:
    """Render ``emails/<name>.*`` in ``language`` and send; False (logged) if sending failed."""
    if not to:
        return False
    with translation.override(language):
        context = {**context, "site_url": settings.SITE_URL, "language": language}
        subject = render_to_string(f"emails/{name}.subject.txt", context).strip()
        text = render_to_string(f"emails/{name}.txt", context)
        html = render_to_string(f"emails/{name}.html", context)
    message = EmailMultiAlternatives(subject=" ".join(subject.split()), body=text, to=[to])
    message.attach_alternative(html, "text/html")
    try:
        message.send()
    except Exception:  # a mail outage must not undo or crash what the player did
        log.exception("could not send %s e-mail to %s", name, to)
        return False
    return True
