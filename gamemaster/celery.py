"""The Celery app: configuration from Django settings (``CELERY_*``) and the beat schedule.

The periodic jobs: the ZAT sweep (it queues one adjudication task per due game), ZAT
reminders, the mail inbox (orders and press by mail) and the hourly pruning of its audit, the
hourly retention of delivered mail and its pictures, the daily press digest and the mail queue
sweep (mails whose delivery task was lost). Tasks are acknowledged late so that a worker dying
mid-task leaves the message to be delivered again; the database claim in
``games.services.processing`` makes that redelivery harmless.

Two queues (issue 26, item 5): the mail's delivery tasks (``MAIL_TASKS``) go to ``mail``,
everything else (a phase's adjudication, the sweeps) to Celery's default ``celery``. A worker
started without ``-Q`` consumes both (``task_queues`` lists them), taking from each in turn
when both hold messages: a phase's turn reports leave while the ZAT's other phases are still
being adjudicated instead of after all of them. ``-Q mail`` / ``-Q celery`` give a worker one
of them (docs/operations.md "Workers and queues").
"""

from __future__ import annotations

import os

from celery import Celery
from kombu import Exchange, Queue

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")

DEFAULT_QUEUE = "celery"  # Celery's own default name: messages already queued stay valid
MAIL_QUEUE = "mail"
# The tasks that hand mails to the mail server (games.dispatch names the first three).
MAIL_TASKS = (
    "games.tasks.mail_deliver_task",
    "games.tasks.mail_deliver_many_task",
    "games.tasks.mail_deliver_run_task",
    "games.tasks.mail_queue_sweep_task",
)

app = Celery("gamemaster")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.conf.update(
    task_acks_late=True,
    task_reject_on_worker_lost=True,
    worker_prefetch_multiplier=1,
    task_ignore_result=True,
    broker_connection_retry_on_startup=True,
    timezone="UTC",
    task_default_queue=DEFAULT_QUEUE,
    # Each queue with its own exchange and routing key: a Queue named without them would be
    # bound with the default's key, and a mail's message would then reach both queues.
    task_queues=tuple(Queue(name, Exchange(name, type="direct"), routing_key=name)
                      for name in (DEFAULT_QUEUE, MAIL_QUEUE)),
    task_routes={name: {"queue": MAIL_QUEUE} for name in MAIL_TASKS},
    beat_schedule={
        # ZAT_SWEEP_EVERY: seconds (the embedded-default test sweeps every few seconds).
        "zat-sweep": {"task": "games.tasks.zat_sweep_task",
                      "schedule": float(os.environ.get("ZAT_SWEEP_EVERY", "60"))},
        "reminders-sweep": {"task": "games.tasks.reminders_sweep_task", "schedule": 300.0},
        "mail-inbox": {"task": "games.tasks.mail_inbox_task", "schedule": 60.0},
        "mail-prune": {"task": "games.tasks.mail_prune_task", "schedule": 3600.0},
        "mail-retention": {"task": "games.tasks.mail_retention_task", "schedule": 3600.0},
        "press-digest": {"task": "games.tasks.press_digest_task", "schedule": 3600.0},
        "access-marks-prune": {"task": "games.tasks.access_marks_prune_task",
                               "schedule": 3600.0},
        # MAIL_QUEUE_SWEEP_EVERY: seconds (the integration test sweeps every few seconds).
        "mail-queue-sweep": {"task": "games.tasks.mail_queue_sweep_task",
                             "schedule": float(os.environ.get("MAIL_QUEUE_SWEEP_EVERY", "60"))},
    },
)
app.autodiscover_tasks()
