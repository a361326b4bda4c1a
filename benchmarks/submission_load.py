"""Benchmark: closed-loop order submissions through the API from N clients (not a test).

    DATABASE_URL=postgres://gamemaster:gamemaster@127.0.0.1:5432/gm_bench \\
    .venv/bin/python benchmarks/submission_load.py --serve [--clients 50] [--duration 30]

    .venv/bin/python benchmarks/submission_load.py --url http://127.0.0.1:8000 [...]

Each client is one seat of a started standard game (``ceil(N / 7)`` games, set up in the
database of ``DATABASE_URL`` first, which must be the server's, with an API token per
player) and loops: POST ``/api/games/<id>/submissions/`` with its power's opening, wait for
the answer, send the next one (closed loop: N requests in flight at most). Loopback only: the
URL's host must be 127.0.0.1, ::1 or localhost. ``--serve`` starts gunicorn itself
(as ``gunicorn.conf.py`` says, or ``--server-workers`` processes of ``--server-threads``
threads; DEBUG off, file mail backend into a scratch directory and
``CELERY_BROKER_URL`` from the environment, default Redis database 7) on a free loopback port
and stops it at the end. Runs ``--warm-up`` seconds untimed, then ``--duration`` seconds
timed. Printed: answers per second, latency p50 / p95 / p99 / max, answers by HTTP status,
and with ``--serve`` the server's CPU time (user + system, all its processes, from ``/proc``).
"""

from __future__ import annotations

import argparse
import http.client
import json
import math
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from urllib.parse import urlsplit

from platform_setup import (
    OPENINGS,
    ROOT,
    django_setup,
    make_games,
    process_cpu_seconds,
    require_env,
)

LOOPBACK = {"127.0.0.1", "::1", "localhost"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--url", help="a running server on loopback")
    where.add_argument("--serve", action="store_true", help="start gunicorn for the run")
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--duration", type=float, default=30.0)
    parser.add_argument("--warm-up", type=float, default=5.0)
    parser.add_argument("--server-workers", type=int,
                        help="gunicorn processes (default: gunicorn.conf.py's)")
    parser.add_argument("--server-threads", type=int,
                        help="threads per gunicorn process (default: gunicorn.conf.py's)")
    args = parser.parse_args()
    require_env("DATABASE_URL")
    scratch = Path(tempfile.mkdtemp(prefix="gm-load-"))
    (scratch / "outbox").mkdir()
    os.environ.update({"GAMEMASTER_VAR_DIR": str(scratch), "EMAIL_URL": "filemail://",
                       "EMAIL_FILE_PATH": str(scratch / "outbox"), "DEBUG": "false",
                       "SECRET_KEY": "benchmark-" + os.urandom(16).hex()})
    os.environ.setdefault("CELERY_BROKER_URL", "redis://127.0.0.1:6379/7")
    django_setup()
    seats = make_seats(args.clients)
    server = None
    try:
        if args.serve:
            server, url = start_server(args.server_workers, args.server_threads, scratch)
        else:
            url = args.url
        host = urlsplit(url).hostname
        if host not in LOOPBACK:
            sys.exit(f"{url}: loopback only (127.0.0.1, ::1 or localhost)")
        wait_for_server(url)
        cpu_before = process_cpu_seconds(server.pid) if server else 0.0
        results = run_clients(url, seats, args.warm_up, args.duration)
        cpu = process_cpu_seconds(server.pid) - cpu_before if server else None
    finally:
        if server is not None:  # only the server this script started
            server.send_signal(signal.SIGTERM)
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                server.kill()
    report(results, args, cpu)


def make_seats(clients: int) -> list[tuple[int, str, str]]:
    """(game id, power, API token) for each client."""
    from rest_framework.authtoken.models import Token

    games = make_games(math.ceil(clients / 7), f"load{int(time.time())}", submit=False)
    seats = []
    for game in games:
        for seat in game.seats.select_related("player"):
            token, _ = Token.objects.get_or_create(user=seat.player)
            seats.append((game.pk, seat.key, token.key))
    return seats[:clients]


def start_server(workers: int | None, threads: int | None,
                 scratch: Path) -> tuple[subprocess.Popen, str]:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    gunicorn = Path(sys.executable).parent / "gunicorn"
    log = (scratch / "gunicorn.log").open("w")
    options = ["--workers", str(workers)] if workers else []
    options += ["--threads", str(threads)] if threads else []
    # Run from the checkout: gunicorn reads its gunicorn.conf.py there.
    server = subprocess.Popen(
        [str(gunicorn), "gamemaster.wsgi", "--bind", f"127.0.0.1:{port}", *options,
         "--log-level", "warning"],
        cwd=ROOT, env=os.environ.copy(), stdout=log, stderr=subprocess.STDOUT)
    return server, f"http://127.0.0.1:{port}"


def wait_for_server(url: str, limit: float = 60.0) -> None:
    parts = urlsplit(url)
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        try:
            connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=5)
            connection.request("GET", "/api/schema/")
            connection.getresponse().read()
            return
        except OSError:
            time.sleep(0.2)  # a benchmark's poll for the server's socket, not a test's wait
    sys.exit(f"no server answered at {url} within {limit:.0f} s")


def run_clients(url: str, seats: list[tuple[int, str, str]], warm_up: float,
                duration: float) -> list[tuple[float, float, int]]:
    """(start, latency, status) of every answer that came in the timed window."""
    parts = urlsplit(url)
    begin = time.monotonic() + warm_up
    end = begin + duration
    results: list[tuple[float, float, int]] = []
    lock = threading.Lock()

    def client(game_id: int, power: str, token: str) -> None:
        body = json.dumps({"text": OPENINGS[power]}).encode()
        headers = {"Authorization": f"Token {token}", "Content-Type": "application/json",
                   "Accept": "application/json"}
        path = f"/api/games/{game_id}/submissions/"
        connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
        mine = []
        while True:
            start = time.monotonic()
            if start >= end:
                break
            try:
                connection.request("POST", path, body, headers)
                answer = connection.getresponse()
                answer.read()
                status = answer.status
            except OSError:
                connection.close()
                connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
                status = 0  # connection failed
            done = time.monotonic()
            if start >= begin and done <= end:
                mine.append((start, done - start, status))
        connection.close()
        with lock:
            results.extend(mine)

    threads = [threading.Thread(target=client, args=seat) for seat in seats]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def server_shape(args: argparse.Namespace) -> str:
    """The gunicorn processes and threads of the run (the options, else gunicorn.conf.py)."""
    import runpy

    conf = runpy.run_path(str(ROOT / "gunicorn.conf.py")) if (ROOT / "gunicorn.conf.py"
                                                               ).exists() else {}
    workers = args.server_workers or conf.get("workers", 1)
    threads = args.server_threads or conf.get("threads", 1)
    worker_class = "gthread" if threads > 1 else conf.get("worker_class", "sync")
    return f"{workers} processes x {threads} threads ({worker_class})"


def report(results: list[tuple[float, float, int]], args: argparse.Namespace,
           cpu: float | None) -> None:
    latencies = sorted(latency for _, latency, _ in results)
    statuses = Counter(status for _, _, status in results)
    print(f"clients: {args.clients}, closed loop, {args.duration:.0f} s timed after "
          f"{args.warm_up:.0f} s warm-up" + (f"; gunicorn {server_shape(args)}"
                                             if args.serve else f"; server {args.url}"))
    if not latencies:
        print("no answers in the timed window")
        return

    def pick(share: float) -> float:
        return latencies[min(len(latencies) - 1, int(share * len(latencies)))] * 1000

    ok = statuses.get(201, 0)
    print(f"answers: {len(latencies)} ({ok} created), {len(latencies) / args.duration:.1f}/s; "
          f"by status: {dict(sorted(statuses.items()))}")
    print(f"latency: p50 {pick(0.50):.0f} ms, p95 {pick(0.95):.0f} ms, p99 {pick(0.99):.0f} ms, "
          f"max {latencies[-1] * 1000:.0f} ms")
    if cpu is not None:
        print(f"server CPU (user+system): {cpu:.1f} s, {cpu / len(latencies) * 1000:.1f} ms "
              "per answer")


if __name__ == "__main__":
    main()
