"""The inbox sweep: read every waiting mail through ``mail_receive``; and the pruning of the
audit (rows beyond ``GAMEMASTER_MAIL_KEEP``, messages as received older than
``GAMEMASTER_MAIL_RAW_DAYS``), run by beat whether or not any sweep reads mail (with the MTA
pipe none does)."""

from __future__ import annotations

import datetime as dt
import logging

from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.db.models import Q
from django.utils import timezone

from games.mail_intake.transports import inbox_messages
from games.models import InboundMail
from games.models.inbound import InboundRaw
from games.services.mail_receive import mail_receive

log = logging.getLogger(__name__)


def mail_inbox_sweep(inbox: str | None = None) -> int:
    """Read the mails waiting in the configured inbox; returns how many were taken. A mail
    leaves the inbox only after its audit row (and the message as received) was committed:
    removed once read, set aside (``transports``) when it failed for its content. While the
    database cannot take the audit rows, every mail stays where it is for the next sweep."""
    url = settings.GAMEMASTER_MAIL_INBOX if inbox is None else inbox
    if not url:
        return 0
    transport = url.split(":", 1)[0].split("+", 1)[0]
    count = 0
    for mail in inbox_messages(url):
        try:
            inbound = mail_receive(raw=mail.raw, transport=transport)
        except (OperationalError, InterfaceError) as error:  # the database is down
            log.warning("database unavailable (%s): the inbox is read again by the next "
                        "sweep", type(error).__name__)
            break
        except Exception as error:  # a fault of ours: recorded nowhere, so kept aside
            log.error("inbound mail not recorded (%s); set aside", type(error).__name__)
            mail.set_aside()
            continue
        if inbound is not None and inbound.status == InboundMail.Status.MALFORMED:
            mail.set_aside()
        else:
            mail.done()
        count += 1
    return count


def mail_prune() -> tuple[int, int]:
    """Both prunings; returns (audit rows, messages as received) deleted."""
    return mail_audit_prune(), mail_raw_prune()


def mail_audit_prune(keep: int | None = None) -> int:
    """Delete the oldest audit rows beyond ``GAMEMASTER_MAIL_KEEP``."""
    keep = settings.GAMEMASTER_MAIL_KEEP if keep is None else keep
    boundary = list(InboundMail.objects.order_by("-received_at", "-pk")
                    .values_list("received_at", "pk")[keep:keep + 1])
    if not boundary:
        return 0
    at, pk = boundary[0]
    deleted = InboundMail.objects.filter(
        Q(received_at__lt=at) | Q(received_at=at, pk__lte=pk)).delete()[1]
    return deleted.get(InboundMail._meta.label, 0)


def mail_raw_prune(days: int | None = None) -> int:
    """Delete the messages as received older than ``GAMEMASTER_MAIL_RAW_DAYS`` (their audit
    rows stay, and say so on the game master's page)."""
    days = settings.GAMEMASTER_MAIL_RAW_DAYS if days is None else days
    cutoff = timezone.now() - dt.timedelta(days=days)
    deleted, _ = InboundRaw.objects.filter(received_at__lt=cutoff).delete()
    return deleted
