"""The Celery app: configuration from Django settings (``CELERY_*``) and the beat schedule.

The periodic jobs: the ZAT sweep (it queues one adjudication task per due game), ZAT
reminders, the mail inbox (orders and press by mail) and the hourly pruning of its audit, the
hourly retention of delivered mail and its pictures, the daily press digest and the mail queue
sweep (mails whose delivery task was lost). Tasks are acknowledged late so that a worker dying
mid-task leaves the message to be delivered again; the database claim in
``games.services.processing`` makes that redelivery harmless.
"""

from __future__ import annotations

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")

app = Celery("gamemaster")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.conf.update(
    task_acks_late=True,
    task_reject_on_worker_lost=True,
    worker_prefetch_multiplier=1,
    task_ignore_result=True,
    broker_connection_retry_on_startup=True,
    timezone="UTC",
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
