"""Answering a press mail with "Reply": each press mail we send has a Message-ID naming the
message and the recipient's seat, signed, so that a reply without any heading can be taken
as press back to the message's sender. Grey press cannot be answered this way (the reply
would have to name its sender)."""

from __future__ import annotations

import re

from django.utils.crypto import constant_time_compare, salted_hmac

PATTERN = re.compile(r"^<press\.(\d{1,18})\.(\d{1,18})\.([0-9a-f]{16})@")


def _mac(message_id: int, seat_id: int) -> str:
    return salted_hmac("gamemaster.press-reply", f"{message_id}:{seat_id}").hexdigest()[:16]


def press_mail_id(message_id: int, seat_id: int, domain: str) -> str:
    return f"<press.{message_id}.{seat_id}.{_mac(message_id, seat_id)}@{domain}>"


def answered_press(references: tuple[str, ...], seat_id: int) -> int | None:
    """The id of the press message (sent to this seat) a mail answers, if any."""
    for reference in reversed(references):
        match = PATTERN.match(reference)
        if (match and int(match[2]) == seat_id
                and constant_time_compare(match[3], _mac(int(match[1]), seat_id))):
            return int(match[1])
    return None
