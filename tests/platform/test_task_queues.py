"""The two Celery queues (issue 26, item 5): the mail's delivery tasks go to "mail", a phase's
adjudication and the other jobs to the default "celery"; a worker started without ``-Q``
consumes both. Published through kombu's in-memory transport and read back from each queue,
so the routing is checked on the messages, not on the configuration's own words."""

from __future__ import annotations

import uuid

import pytest
from kombu import Connection

from gamemaster.celery import MAIL_QUEUE, MAIL_TASKS, app
from games import dispatch

OTHER_TASKS = (dispatch.PHASE_ADJUDICATE, "games.tasks.zat_sweep_task",
               "games.tasks.mail_inbox_task", "games.tasks.mail_retention_task")


@pytest.fixture
def broker(settings):
    settings.CELERY_TASK_ALWAYS_EAGER = False  # publish, do not run inline
    # A transport of its own per test: kombu's in-memory broker is shared by the process.
    with Connection(f"memory://{uuid.uuid4().hex}") as connection:
        yield connection


def _published(broker: Connection, name: str, args: list) -> dict[str, list[str]]:
    """Publish task ``name`` and return the task names found in each queue."""
    with app.amqp.Producer(broker) as producer:
        dispatch.task(name).apply_async(args=args, producer=producer)
    found: dict[str, list[str]] = {}
    for queue in app.amqp.queues:
        with broker.SimpleQueue(app.amqp.queues[queue]) as simple:
            names = []
            while simple.qsize():
                message = simple.get(timeout=1)
                names.append(message.headers["task"])
                message.ack()
            found[queue] = names
    return found


@pytest.mark.parametrize("name", MAIL_TASKS)
def test_a_delivery_task_goes_to_the_mail_queue_only(broker, name):
    args = {"games.tasks.mail_deliver_task": [1],
            "games.tasks.mail_deliver_many_task": [[1, 2]]}.get(name, [])
    assert _published(broker, name, args) == {"celery": [], MAIL_QUEUE: [name]}


@pytest.mark.parametrize("name", OTHER_TASKS)
def test_adjudication_and_the_other_jobs_go_to_the_default_queue(broker, name):
    args = [1] if name == dispatch.PHASE_ADJUDICATE else []
    assert _published(broker, name, args) == {"celery": [name], MAIL_QUEUE: []}


def test_the_queued_names_are_the_tasks_that_send_mail():
    # dispatch's names are among the routed ones: a renamed task would silently fall back to
    # the default queue.
    for name in (dispatch.MAIL_DELIVER, dispatch.MAIL_DELIVER_MANY, dispatch.MAIL_DELIVER_RUN):
        assert name in MAIL_TASKS
        assert dispatch.task(name).name == name
    for name in MAIL_TASKS:
        assert name in app.tasks


def test_a_worker_without_dash_q_consumes_both_queues():
    """What ``celery worker`` does without ``-Q``: it consumes every queue in
    ``task_queues`` (``app.amqp.queues``, before ``select_queues`` narrows it)."""
    queues = app.amqp.queues
    assert set(queues) == {"celery", MAIL_QUEUE}
    # Each bound to its own key: a mail's message cannot reach the default queue as well.
    assert {q.name: q.routing_key for q in queues.values()} == {"celery": "celery",
                                                                 MAIL_QUEUE: MAIL_QUEUE}
