"""Every module of the Django app imports on its own, first, in a fresh process after
``django.setup()``: an import cycle that only bites when some module happens to be imported
first (``games.api.serializers`` did, through anonymity → services → emails → selectors)
fails here instead of in a worker or a management command.

One child process sets Django up, then forks once per module, so each import starts from the
same clean state at the cost of a fork, not of a new interpreter.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.once  # imports the app's modules

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import os, sys, traceback
import django
django.setup()
failed = []
for name in sys.argv[1:]:
    pid = os.fork()
    if pid == 0:
        try:
            __import__(name)
        except BaseException:
            traceback.print_exc()
            os._exit(1)
        os._exit(0)
    _, status = os.waitpid(pid, 0)
    if status != 0:
        failed.append(name)
print("FAILED:" + ",".join(failed))
"""


def _modules() -> list[str]:
    names = []
    for path in sorted((ROOT / "games").rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if "migrations" in parts:
            continue
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names.append(".".join(parts))
    return names


def test_every_app_module_imports_first_without_a_cycle() -> None:
    modules = _modules()
    assert "games.api.serializers" in modules
    done = subprocess.run(
        [sys.executable, "-c", CHILD, *modules], cwd=ROOT, capture_output=True, text=True,
        env={"DJANGO_SETTINGS_MODULE": "gamemaster.settings", "PYTHONPATH": str(ROOT),
             "PATH": "/usr/bin:/bin"}, check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    failed = done.stdout.strip().rsplit("FAILED:", 1)[-1]
    assert failed == "", f"{failed}\n{done.stderr[-3000:]}"
