"""``manage.py process_due``: adjudicate every due phase and send due reminders right here,
without a broker or worker (operations: a catch-up after an outage, or cron instead of beat)."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from games import services
from games.services.nmr import phases_wait_for_missing


class Command(BaseCommand):
    help = "Adjudicate due phases and send due ZAT reminders in this process."

    def handle(self, *args: Any, **options: Any) -> None:
        for phase_id in phases_wait_for_missing():
            self.stdout.write(f"phase {phase_id}: waits for missing orders (ZAT moved)")
        for phase in services.phases_due():
            done = services.phase_process(phase_id=phase.pk)
            state = "adjudicated" if done else "skipped (claimed elsewhere)"
            self.stdout.write(f"{phase.game.name} {phase.label}: {state}")
        sent = services.reminders_send_due()
        self.stdout.write(f"{sent} reminder(s) sent.")
