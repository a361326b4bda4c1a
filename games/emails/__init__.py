"""E-mails the platform sends, each rendered in the recipient's language as text and HTML.

Templates live in ``templates/emails/<name>.subject.txt``, ``<name>.txt`` and ``<name>.html``.
Every function takes ids or rows that are already committed; services call them through
``transaction.on_commit`` so a rolled-back change never mails anyone. A failing mail server is
logged, never raised into the caller: what the player saved stays saved.
"""

from games.emails.messages import (
    send_announcement,
    send_invitation,
    send_receipt,
    send_reminder,
)
from games.emails.press import send_mail_answer, send_press, send_press_digest
from games.emails.turn_report import send_turn_report  # with the recipient's map inline

__all__ = [
    "send_announcement",
    "send_invitation",
    "send_mail_answer",
    "send_press",
    "send_press_digest",
    "send_receipt",
    "send_reminder",
    "send_turn_report",
]
