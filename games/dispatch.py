"""Celery tasks queued by name, so that what queues them need not import ``games.tasks``.

The tasks sit on the top floor (they call services), while the outbox and the services queue
them (a mail's delivery, a phase's adjudication): importing ``games.tasks`` from below tied
every floor into one import circle (issue 25). Here a task is found by its registered name
in the Celery app (its module imported by name the first time, as Celery's autodiscovery
does), and queued with the task's own ``delay``/``apply_async``: eager mode
(``CELERY_TASK_ALWAYS_EAGER``, the tests) runs it inline as before, which ``send_task``
would not, and a test that replaces ``tasks.x.delay`` sees the call. When to queue (on
commit) stays with the caller.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from celery import current_app

PHASE_ADJUDICATE = "games.tasks.phase_adjudicate"
MAIL_DELIVER = "games.tasks.mail_deliver_task"
MAIL_DELIVER_MANY = "games.tasks.mail_deliver_many_task"
MAIL_DELIVER_RUN = "games.tasks.mail_deliver_run_task"


def task(name: str) -> Any:
    """The registered Celery task called ``name`` (one of the names above)."""
    registry = current_app.tasks
    if name not in registry:
        # A worker imports the task modules at start (autodiscovery); a web process may not
        # have yet. Importing the task's module registers it (``shared_task``). Not through
        # ``autodiscover_tasks``: it returns at once, importing nothing, while another thread
        # is discovering, and a threaded web server queues from several threads at once.
        import_module(name.rpartition(".")[0])
    return registry[name]
