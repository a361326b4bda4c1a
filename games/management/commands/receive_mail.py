"""``manage.py receive_mail``: one mail on standard input, for an MTA pipe (Postfix, Exim).

Exit status 0 whenever the mail was taken (read, ignored or refused: the MTA must not bounce
it back, which would tell a stranger the address exists); 75 (EX_TEMPFAIL) when the database
cannot be reached, so the MTA queues the mail and tries again.
"""

from __future__ import annotations

import sys

from django.core.management.base import BaseCommand
from django.db import DatabaseError

from games.services import mail_receive

EX_TEMPFAIL = 75


class Command(BaseCommand):
    help = "Read one e-mail from standard input (orders, press and commands to a seat)."

    def handle(self, *args, **options) -> None:
        raw = sys.stdin.buffer.read()
        try:
            inbound = mail_receive(raw=raw, transport="pipe")
        except DatabaseError as error:
            self.stderr.write(f"database unavailable, try again later: {error}")
            sys.exit(EX_TEMPFAIL)
        self.stdout.write(inbound.status if inbound is not None else "duplicate")
