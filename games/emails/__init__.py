"""E-mails the platform sends, each rendered in the recipient's language as text and HTML.

Templates live in ``templates/emails/<name>.subject.txt``, ``<name>.txt`` and ``<name>.html``.
Services call them inside the transaction of the change that causes the mail: each mail is
written to the durable queue (``games.emails.outbox``, django-post-office) and sent after
commit by a Celery task, so a rolled-back change mails nobody and a committed one is mailed at
least once. A failing mail server marks the mail failed (retried; the game master sees it and
can resend), never undoes what the player saved.
"""

from games.emails.messages import (
    send_announcement,
    send_invitation,
    send_receipt,
    send_receipt_for,
    send_reminder,
)
from games.emails.press import send_mail_answer, send_press, send_press_digest
from games.emails.turn_report import (  # with the recipient's map inline
    send_turn_report,
    send_turn_report_for,
)

__all__ = [
    "send_announcement",
    "send_invitation",
    "send_mail_answer",
    "send_press",
    "send_press_digest",
    "send_receipt",
    "send_receipt_for",
    "send_reminder",
    "send_turn_report",
    "send_turn_report_for",
]
