"""``manage.py receive_mail``: one mail on standard input, for an MTA pipe (Postfix, Exim).

Exit status 0 whenever the mail was taken: read, ignored, refused, or kept as unreadable (the
MTA must not bounce it back, which would tell a stranger the address exists, nor retry a mail
that fails for its content). 75 (EX_TEMPFAIL) only when the database cannot take the mail's
audit row (an OperationalError or InterfaceError: unreachable, or locked), so the MTA queues
the mail and tries again. Prints the audit row's status (``duplicate`` for a mail stored
before, ``failed`` for one that could not be recorded and was set aside).
"""

from __future__ import annotations

import logging
import mailbox
import sys
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand
from django.db import InterfaceError, OperationalError

from games.services import mail_receive

EX_TEMPFAIL = 75
log = logging.getLogger(__name__)


def set_aside(raw: bytes) -> Path:
    """Drop the mail into the Maildir ``<GAMEMASTER_VAR_DIR>/mail/failed`` for the operator."""
    path = Path(settings.VAR_DIR) / "mail" / "failed"
    path.parent.mkdir(parents=True, exist_ok=True)
    mailbox.Maildir(path, factory=None, create=True).add(raw)
    return path


class Command(BaseCommand):
    help = "Read one e-mail from standard input (orders, press and commands to a seat)."

    def handle(self, *args, **options) -> None:
        raw = sys.stdin.buffer.read()
        try:
            inbound = mail_receive(raw=raw, transport="pipe")
        except (OperationalError, InterfaceError) as error:
            # mail_receive records every failure of a mail's content itself and lets these
            # out only when the database cannot be reached (or takes no writes: locked).
            self.stderr.write(f"database unavailable, try again later: "
                              f"{type(error).__name__}")
            sys.exit(EX_TEMPFAIL)
        except Exception as error:  # a fault of ours the mail cannot be blamed for: the
            # mail is set aside for the operator rather than retried or bounced
            where = set_aside(raw)
            log.error("inbound mail not recorded (%s); set aside in %s", type(error).__name__,
                      where)
            self.stderr.write(f"failed: {type(error).__name__}; the mail is in {where}")
            self.stdout.write("failed")
            return
        self.stdout.write(inbound.status if inbound is not None else "duplicate")
