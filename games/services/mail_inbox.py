"""The inbox sweep: read every waiting mail through ``mail_receive`` and prune the audit."""

from __future__ import annotations

import logging

from django.conf import settings
from django.db.models import Q

from games.mail_intake.transports import inbox_messages
from games.models import InboundMail
from games.services.mail_receive import mail_receive

log = logging.getLogger(__name__)


def mail_inbox_sweep(inbox: str | None = None) -> int:
    """Read the mails waiting in the configured inbox; returns how many were read. A mail is
    removed from the inbox only after its reading was committed."""
    url = settings.GAMEMASTER_MAIL_INBOX if inbox is None else inbox
    if not url:
        return 0
    transport = url.split(":", 1)[0].split("+", 1)[0]
    count = 0
    for raw, done in inbox_messages(url):
        try:
            mail_receive(raw=raw, transport=transport)
        except Exception:  # one unreadable mail must not block the others; it stays put
            log.exception("inbound mail left in the inbox after an error")
            continue
        done()
        count += 1
    mail_audit_prune()
    return count


def mail_audit_prune(keep: int | None = None) -> int:
    """Delete the oldest audit rows beyond ``GAMEMASTER_MAIL_KEEP``."""
    keep = settings.GAMEMASTER_MAIL_KEEP if keep is None else keep
    boundary = list(InboundMail.objects.order_by("-received_at", "-pk")
                    .values_list("received_at", "pk")[keep:keep + 1])
    if not boundary:
        return 0
    at, pk = boundary[0]
    deleted, _ = InboundMail.objects.filter(
        Q(received_at__lt=at) | Q(received_at=at, pk__lte=pk)).delete()
    return deleted
