"""Raw mails built as a mail program would send them, to a seat's secret address."""

from __future__ import annotations

import itertools
from email.message import EmailMessage
from email.utils import format_datetime

from games.mail_intake.addresses import address_for

_ids = itertools.count(1)


def raw_mail(to: str, body: str, *, sender: str, subject: str = "Re: orders",
             headers: dict[str, str] | None = None, html: str | None = None,
             message_id: str | None = None) -> bytes:
    message = EmailMessage()
    message["From"] = sender
    message["To"] = to
    message["Subject"] = subject
    message["Message-ID"] = message_id or f"<test-{next(_ids)}@mail.example.org>"
    import datetime as dt

    message["Date"] = format_datetime(dt.datetime(2026, 3, 2, 10, 0, tzinfo=dt.UTC))
    for name, value in (headers or {}).items():
        message[name] = value
    message.set_content(body)
    if html is not None:
        message.add_alternative(html, subtype="html")
    return message.as_bytes()


def mail_from(seat, body: str, **options) -> bytes:
    """A mail from the seat's player (or ``sender``) to the seat's address."""
    sender = options.pop("sender", None) or seat.player.email
    return raw_mail(address_for(seat), body, sender=sender, **options)
