"""Benchmark: a player's game page and its map.svg, cold and warm map cache (not a test).

    .venv/bin/python benchmarks/page_load.py [--requests 100] [--clients 20] [--rounds 10]
        [--http] [--workers 3]

    DATABASE_URL=postgres://gamemaster:gamemaster@127.0.0.1:5432/gm_bench \\
    .venv/bin/python benchmarks/page_load.py [...]

Sets up one started standard game with every power's opening in its box (the database of
``DATABASE_URL``, migrated first; without it a scratch SQLite file in a temporary directory),
DEBUG off, the static files collected into the temporary directory (the manifest storage of
production). Then, through Django's test client (the whole middleware chain, no network),
logged in as England's player:

- ``sequential``: ``--requests`` answers each of the game page (``/games/<id>/``) and of
  ``map.svg``, cold (the map cache and the page's fragment cache emptied before each
  request: every map drawn, every fragment rendered) and warm (the caches filled), and
  ``map.svg`` revalidated (``If-None-Match``: 304). Printed: this process's CPU time per
  answer (``time.process_time``: user + system of all its threads) as p50 / p95 / mean,
  and the wall time.
- the map's own part: ``maps.current_map`` called directly, cold and warm, CPU per call
  (what the cache saves, without the request around it).
- ``concurrent``: 1 and ``--clients`` threads, each one client logged in as one of the seven
  players (round robin), each fetching the game page then map.svg ``--rounds`` times, warm
  cache. Printed: latency p50 / p95 per answer (wall) and the process CPU per answer. The
  threads share the interpreter lock, as the threads of one gunicorn worker do: the latency is
  what one worker process serving that many clients at once would answer; the client's own
  cost (the test client builds a WSGI request, no sockets) is in the CPU figures.

- ``--http``: the same 20 clients over HTTP against real gunicorn, started as production
  starts it (``gunicorn gamemaster.wsgi`` with ``gunicorn.conf.py``: ``gthread``, 8 threads
  per process; ``--workers`` processes, default 3 as in docker-compose.yml) on a free local
  port, DEBUG off, the same database. Each client is a thread with its own keep-alive
  ``http.client`` connection and the session cookie of one of the seven players (the
  session made by the test client's ``force_login``, so every request runs the whole
  middleware chain as a browser's does). After a warm-up (every client ``--rounds`` times:
  each worker process fills its own local-memory caches), ``--rounds`` rounds of page +
  map.svg per client. Printed: latency p50 / p95 per answer (wall, what a client waits)
  and the server's CPU per answer (the gunicorn processes' user + system time from
  ``/proc``; on SQLite the database's work is in it). The clients run on the same two
  cores and take their share of them.

The in-process figures (``sequential`` and ``concurrent``) are this process's CPU and the
latency of threads sharing one interpreter lock; the ``--http`` figures are what a browser
would wait for from the production server, and the CPU the server spent.

With SQLite the database's work is in this process's CPU; with PostgreSQL it is in the
server's processes and not counted. The first 5 answers of each kind are untimed (imports,
template loading, the first connection).
"""

from __future__ import annotations

import argparse
import http.client
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from platform_setup import POWERS, ROOT, process_cpu_seconds

SCRATCH = Path(tempfile.mkdtemp(prefix="page-load-"))


def _configure() -> None:
    os.environ.setdefault("DATABASE_URL", f"sqlite:///{SCRATCH / 'bench.sqlite3'}")
    os.environ.update({
        "DEBUG": "false", "EMAIL_URL": "dummymail://", "GAMEMASTER_VAR_DIR": str(SCRATCH),
        "STATIC_ROOT": str(SCRATCH / "static"), "SECRET_KEY": "benchmark-" + os.urandom(16).hex(),
        "ALLOWED_HOSTS": "testserver",
    })
    from platform_setup import django_setup

    django_setup()
    from django.core.management import call_command

    call_command("collectstatic", interactive=False, verbosity=0)


def _clear() -> None:
    """Empty the map cache and the page's fragment cache (the default cache: see
    games/views/fragments.py); nothing to do on a tree without them."""
    from django.conf import settings
    from django.core.cache import caches

    for alias in ("maps", "default"):
        if alias in settings.CACHES:
            caches[alias].clear()


def _quantiles(values: list[float]) -> str:
    ms = sorted(v * 1000 for v in values)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return (f"p50 {statistics.median(ms):7.2f} ms  p95 {p95:7.2f} ms  "
            f"mean {statistics.fmean(ms):7.2f} ms  (n={len(ms)})")


def _timed(client, url: str, *, expect: int, cold: bool, headers: dict | None = None
           ) -> tuple[float, float]:
    if cold:
        _clear()
    wall, cpu = time.perf_counter(), time.process_time()
    response = client.get(url, headers=headers or {})
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    if response.status_code != expect:
        sys.exit(f"{url}: {response.status_code}, expected {expect}")
    return cpu, wall


def sequential(client, page: str, svg: str, requests: int) -> None:
    print("sequential, one client (England), CPU per answer:")
    etag = client.get(svg).get("ETag")  # (none on a tree without the cache: no 304 case)
    cases = [
        ("game page, cold cache", page, 200, True, None),
        ("game page, warm cache", page, 200, False, None),
        ("map.svg, cold cache", svg, 200, True, None),
        ("map.svg, warm cache", svg, 200, False, None),
        ("map.svg, If-None-Match (304)", svg, 304, False, {"If-None-Match": etag}),
    ][:5 if etag else 4]
    for label, url, expect, cold, headers in cases:
        for _ in range(5):
            _timed(client, url, expect=expect, cold=cold, headers=headers)
        runs = [_timed(client, url, expect=expect, cold=cold, headers=headers)
                for _ in range(requests)]
        print(f"  {label:30} CPU {_quantiles([c for c, _ in runs])}")
        print(f"  {'':30} wall {_quantiles([w for _, w in runs])}")


def map_only(game, user, requests: int) -> None:
    """The map's own part of an answer (``maps.current_map``: the previous phase's query,
    the key's digest, the cache or the drawing), without the request around it."""
    from games import selectors
    from games.views import maps

    viewer = selectors.viewer_for(game, user)
    phase = selectors.current_phase(game)
    print("the map's own part (maps.current_map, no request), CPU per call:")
    for label, cold in (("cold cache (drawn)", True), ("warm cache", False)):
        runs = []
        for number in range(requests + 5):
            if cold:
                _clear()
            cpu = time.process_time()
            maps.current_map(game, phase, viewer)
            if number >= 5:
                runs.append(time.process_time() - cpu)
        print(f"  {label:30} CPU {_quantiles(runs)}")


def concurrent(clients: list, page: str, svg: str, count: int, rounds: int) -> None:
    latencies: list[float] = []
    lock = threading.Lock()
    start = threading.Barrier(count + 1)

    def work(client) -> None:
        from django.db import connection

        start.wait()
        mine = []
        for _ in range(rounds):
            for url in (page, svg):
                began = time.perf_counter()
                response = client.get(url)
                mine.append(time.perf_counter() - began)
                if response.status_code != 200:
                    print(f"  {url}: {response.status_code}", file=sys.stderr)
        connection.close()
        with lock:
            latencies.extend(mine)

    threads = [threading.Thread(target=work, args=(clients[i],)) for i in range(count)]
    for thread in threads:
        thread.start()
    cpu, wall = time.process_time(), time.perf_counter()
    start.wait()
    for thread in threads:
        thread.join()
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    print(f"  {count:2} clients x {rounds} x (page + map.svg): latency {_quantiles(latencies)}")
    print(f"  {'':2}          CPU per answer {cpu / len(latencies) * 1000:.2f} ms, "
          f"{len(latencies) / wall:.0f} answers/s")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _serve(workers: int) -> tuple[subprocess.Popen, int]:
    """gunicorn as production runs it (gunicorn.conf.py from the checkout), on a local port."""
    port = _free_port()
    env = {**os.environ, "ALLOWED_HOSTS": "testserver,127.0.0.1"}
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "gamemaster.wsgi", "--bind", f"127.0.0.1:{port}",
         "--workers", str(workers), "--log-level", "warning"], cwd=ROOT, env=env)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            probe = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
            probe.request("GET", "/accounts/login/", headers={"Host": "127.0.0.1"})
            probe.getresponse().read()
            probe.close()
            return server, port
        except OSError:
            time.sleep(0.3)
    server.kill()
    sys.exit("gunicorn did not answer within 60 s")


def over_http(cookies: list[str], page: str, svg: str, count: int, rounds: int,
              workers: int) -> None:
    from django.conf import settings

    server, port = _serve(workers)
    try:
        def run() -> tuple[list[float], float, float]:
            latencies: list[float] = []
            lock = threading.Lock()
            start = threading.Barrier(count + 1)

            def work(cookie: str) -> None:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
                headers = {"Host": "127.0.0.1",
                           "Cookie": f"{settings.SESSION_COOKIE_NAME}={cookie}"}
                start.wait()
                mine = []
                for _ in range(rounds):
                    for url in (page, svg):
                        began = time.perf_counter()
                        connection.request("GET", url, headers=headers)
                        response = connection.getresponse()
                        response.read()
                        mine.append(time.perf_counter() - began)
                        if response.status != 200:
                            print(f"  {url}: {response.status}", file=sys.stderr)
                connection.close()
                with lock:
                    latencies.extend(mine)

            threads = [threading.Thread(target=work, args=(cookies[i % len(cookies)],))
                       for i in range(count)]
            for thread in threads:
                thread.start()
            cpu, wall = process_cpu_seconds(server.pid), time.perf_counter()
            start.wait()
            for thread in threads:
                thread.join()
            return (latencies, process_cpu_seconds(server.pid) - cpu,
                    time.perf_counter() - wall)

        run()  # every worker process fills its caches
        latencies, cpu, wall = run()
        print(f"  {count:2} clients x {rounds} x (page + map.svg), gunicorn {workers} x 8 "
              f"threads: latency {_quantiles(latencies)}")
        print(f"  {'':2}          server CPU per answer {cpu / len(latencies) * 1000:.2f} ms, "
              f"{len(latencies) / wall:.0f} answers/s")
    finally:
        server.terminate()
        server.wait(timeout=30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=100)
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--http", action="store_true",
                        help="also 20 clients over HTTP against real gunicorn")
    parser.add_argument("--workers", type=int, default=3,
                        help="gunicorn processes for --http (docker-compose.yml: 3)")
    args = parser.parse_args()
    _configure()
    from django.test import Client
    from django.urls import reverse
    from platform_setup import make_games

    game = make_games(1, f"page{int(time.time())}", submit=True, progress=False)[0]
    page = reverse("game-detail", args=[game.pk])
    svg = reverse("game-map", args=[game.pk])
    seats = {seat.key: seat.player for seat in game.seats.select_related("player")}
    order = ("england", *[p for p in POWERS if p != "england"])
    clients = []  # one per thread: the test client keeps cookies, so it is not shared
    for number in range(max(args.clients, len(order))):
        client = Client()
        client.force_login(seats[order[number % len(order)]])
        clients.append(client)
    print(f"database {os.environ['DATABASE_URL'].split('@')[-1]}, game {game.pk}")
    sequential(clients[0], page, svg, args.requests)
    map_only(game, seats["england"], args.requests)
    print("concurrent, warm cache (one process, threads):")
    for seat_client in clients[:len(order)]:  # every seat's page and picture in the caches
        seat_client.get(page)
        seat_client.get(svg)
    for count in (1, args.clients):
        concurrent(clients, page, svg, count, args.rounds)
    if args.http:
        from django.conf import settings

        print("over HTTP, gunicorn as in production:")
        cookies = [c.cookies[settings.SESSION_COOKIE_NAME].value for c in clients[:len(order)]]
        over_http(cookies, page, svg, args.clients, args.rounds, args.workers)
    _clear()


if __name__ == "__main__":
    main()
