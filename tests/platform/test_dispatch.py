"""Tasks queued by name (``games.dispatch``): what queues them does not import ``games.tasks``
(issue 25: the tasks sit above the services and the outbox that queue them)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from games import dispatch, tasks

ROOT = Path(__file__).resolve().parents[2]
NAMES = [dispatch.PHASE_ADJUDICATE, dispatch.MAIL_DELIVER, dispatch.MAIL_DELIVER_RUN]


@pytest.mark.parametrize("name", NAMES)
def test_each_name_is_the_task_of_games_tasks(name):
    module, _, function = name.rpartition(".")
    assert module == tasks.__name__
    assert dispatch.task(name) is getattr(tasks, function)._get_current_object()


def test_a_process_that_never_imported_the_tasks_finds_them(tmp_path):
    """A web process queues a mail's delivery before anything imported ``games.tasks``;
    the task is found (so eager mode and a replaced ``delay`` still apply), not sent blind."""
    probe = ("import sys, django; django.setup()\nfrom games import dispatch\n"
             "assert 'games.tasks' not in sys.modules\n"
             f"print(dispatch.task({dispatch.MAIL_DELIVER!r}).name)")
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "GAMEMASTER_VAR_DIR": str(tmp_path),
           "DJANGO_SETTINGS_MODULE": "gamemaster.settings"}
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, text=True,
                         capture_output=True, check=True).stdout.split()
    assert out == [dispatch.MAIL_DELIVER]
