"""gunicorn's settings for the web process; gunicorn reads this file from its working
directory (the checkout, the image's /app), and options on its command line win over it.

Two processes of eight threads each (``gthread``) on the two cores the project runs on
(docs/operations.md "Running"): a process per core, and threads so that a request waiting for
PostgreSQL does not hold its core; the threaded worker also keeps a client's connection open
between requests (HTTP keep-alive), which the default ``sync`` worker does not. Measured with
``benchmarks/submission_load.py`` (docs/performance.md "Submissions, third round").
``WEB_CONCURRENCY`` (processes) and ``WEB_THREADS`` (threads per process) change it.
"""

from __future__ import annotations

import os

workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
threads = int(os.environ.get("WEB_THREADS", "8"))
worker_class = "gthread"
keepalive = 5  # seconds an idle client connection stays open
