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
timed. Printed: answers per second, latency p50 / p95 / p99 / max, answers by HTTP status, and the
CPU time (user + system, from ``/proc``) spent in the timed window by the server (with
``--serve``: all its processes), the client, PostgreSQL's connections to this database,
PostgreSQL's other processes and Redis (the last two shared with anything else using them),
each per answer; the whole machine's busy CPU time in the window (``/proc/stat``), so that
what other processes took shows; and the load average.

Two clients (``--client``), both on the same machine as the server:

- ``python`` (the default): N threads in this process, ``http.client``, one keep-alive
  connection each. They share the interpreter lock and the two cores with the server, so
  they cost the server part of its machine.
- ``wrk``: Debian's ``wrk`` (``apt-get install wrk``), a C load generator, N threads of one
  connection each; a Lua script gives each connection its own seat's token and opening
  (closed loop: the next request when the answer is in) and counts the answers by status;
  the latencies are wrk's own. Any answer but 201 fails the run (exit status 1), as does
  wrk's count of socket errors or timeouts.
"""

from __future__ import annotations

import argparse
import http.client
import json
import math
import os
import re
import resource
import shutil
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
    own_cpu_seconds,
    process_cpu_seconds,
    require_env,
    service_pids,
)

LOOPBACK = {"127.0.0.1", "::1", "localhost"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--url", help="a running server on loopback")
    where.add_argument("--serve", action="store_true", help="start gunicorn for the run")
    parser.add_argument("--client", choices=("python", "wrk"), default="python",
                        help="the load generator (default: python threads in this process)")
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--duration", type=float, default=30.0)
    parser.add_argument("--warm-up", type=float, default=5.0)
    parser.add_argument("--server-workers", type=int,
                        help="gunicorn processes (default: gunicorn.conf.py's)")
    parser.add_argument("--server-threads", type=int,
                        help="threads per gunicorn process (default: gunicorn.conf.py's)")
    args = parser.parse_args()
    require_env("DATABASE_URL")
    if args.client == "wrk" and not shutil.which("wrk"):
        sys.exit("--client wrk: no wrk on PATH (apt-get install wrk)")
    scratch = Path(tempfile.mkdtemp(prefix="gm-load-"))
    (scratch / "outbox").mkdir()
    os.environ.update({"GAMEMASTER_VAR_DIR": str(scratch), "EMAIL_URL": "filemail://",
                       "EMAIL_FILE_PATH": str(scratch / "outbox"), "DEBUG": "false",
                       "SECRET_KEY": "benchmark-" + os.urandom(16).hex()})
    os.environ.setdefault("CELERY_BROKER_URL", "redis://127.0.0.1:6379/7")
    django_setup()
    from django.db import connection

    database = connection.settings_dict["NAME"]
    seats = make_seats(args.clients)
    connection.close()  # (this process's own connection is not part of the run)
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
        meter = Meter(server.pid if server else None, database)
        if args.client == "wrk":
            results = run_wrk(url, seats, args.warm_up, args.duration, meter, scratch)
        else:
            results = run_clients(url, seats, args.warm_up, args.duration, meter)
    finally:
        if server is not None:  # only the server this script started
            server.send_signal(signal.SIGTERM)
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                server.kill()
    report(results, args, meter)
    if any(status != 201 for status in results.statuses):
        sys.exit("FAILED: not every answer was 201 (see 'by status')")


class Meter:
    """CPU time (user + system, from ``/proc``) of the server, the client and the services,
    read at the start and the end of the timed window (``start``, ``stop``); the client's is
    this process's own unless ``stop`` is given another's."""

    def __init__(self, server_pid: int | None, database: str) -> None:
        self.server_pid, self.database = server_pid, database
        self.spent: dict[str, float] = {}
        self.load: list[tuple[float, float, float]] = []

    def _read(self) -> dict[str, dict[int, float]]:
        found = {name: {pid: own_cpu_seconds(pid) for pid in pids}
                 for name, pids in service_pids(self.database).items()}
        if self.server_pid is not None:
            found["server"] = {self.server_pid: process_cpu_seconds(self.server_pid)}
        return found

    @staticmethod
    def _machine() -> tuple[float, float]:
        """(busy, all) CPU seconds of the whole machine so far (``/proc/stat``)."""
        ticks = [int(x) for x in Path("/proc/stat").read_text().split("\n")[0].split()[1:]]
        idle = ticks[3] + ticks[4]  # idle, iowait
        total = sum(ticks[:8])  # (guest time is counted in user already)
        return (total - idle) / os.sysconf("SC_CLK_TCK"), total / os.sysconf("SC_CLK_TCK")

    def start(self) -> None:
        self.load.append(os.getloadavg())
        self._begin = self._read()
        self._client = time.process_time()
        self._machine_begin = self._machine()

    def stop(self, client_cpu: float | None = None) -> None:
        if client_cpu is None:
            client_cpu = time.process_time() - self._client
        end = self._read()
        machine = self._machine()
        self.machine = (machine[0] - self._machine_begin[0], machine[1] - self._machine_begin[1])
        self.load.append(os.getloadavg())
        # A process that started in the window counts from 0; one that ended is missed.
        self.spent = {name: sum(cpu - self._begin.get(name, {}).get(pid, 0.0)
                                for pid, cpu in pids.items()) for name, pids in end.items()}
        self.spent["client"] = client_cpu


class Results:
    """What a client run gives: answers, their latencies (s, sorted) and statuses."""

    def __init__(self, answers: int, seconds: float, latency: dict[str, float],
                 statuses: Counter, client: str) -> None:
        self.answers, self.seconds, self.latency = answers, seconds, latency
        self.statuses, self.client = statuses, client


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
                duration: float, meter: Meter) -> Results:
    """The Python client: a thread per seat in this process; the answers that came in the
    timed window."""
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
    # The meter reads the CPU counters as the timed window opens and closes (a benchmark's
    # clock, not a test's wait).
    time.sleep(max(0.0, begin - time.monotonic()))
    meter.start()
    time.sleep(max(0.0, end - time.monotonic()))
    meter.stop()
    for thread in threads:
        thread.join()
    latencies = sorted(latency for _, latency, _ in results)

    def pick(share: float) -> float:
        return latencies[min(len(latencies) - 1, int(share * len(latencies)))]

    latency = ({"p50": pick(0.50), "p95": pick(0.95), "p99": pick(0.99), "max": latencies[-1]}
               if latencies else {})
    return Results(len(latencies), duration, latency, Counter(status for _, _, status in results),
                   f"python ({len(seats)} threads, http.client, this process)")


# The wrk script: a connection per wrk thread (``-t N -c N``), each thread its own seat.
WRK_SCRIPT = """
local seats = {%(seats)s}
local threads, counter = {}, 0
function setup(thread)
  counter = counter + 1
  thread:set("seat", counter)
  table.insert(threads, thread)
end
local req
function init(args)
  local s = seats[seat]
  req = wrk.format("POST", s[1], {["Authorization"] = "Token " .. s[2],
    ["Content-Type"] = "application/json", ["Accept"] = "application/json"}, s[3])
  created, other, odd = 0, 0, ""
end
function request() return req end
function response(status, headers, body)
  if status == 201 then created = created + 1
  else
    other = other + 1
    if #odd < 400 then odd = odd .. status .. " " end
  end
end
function done(summary, latency, requests)
  local c, o, s = 0, 0, ""
  for _, t in ipairs(threads) do
    c = c + t:get("created"); o = o + t:get("other"); s = s .. t:get("odd")
  end
  local e = summary.errors
  io.write(string.format(
    "GM-RESULT requests=%%d duration_us=%%d created=%%d other=%%d p50=%%d p95=%%d p99=%%d " ..
    "max=%%d connect=%%d read=%%d write=%%d timeout=%%d statuses=[%%s]\\n",
    summary.requests, summary.duration, c, o, latency:percentile(50),
    latency:percentile(95), latency:percentile(99), latency.max, e.connect, e.read, e.write,
    e.timeout, s))
end
"""


def _lua(text: str) -> str:
    return json.dumps(text)  # a JSON string is a valid Lua string literal for ASCII text


def run_wrk(url: str, seats: list[tuple[int, str, str]], warm_up: float, duration: float,
            meter: Meter, scratch: Path) -> Results:
    """The wrk client: ``--warm-up`` seconds of one run (its answers checked, not counted),
    then the timed run; its CPU time is read from the kernel when it exits."""
    entries = ", ".join(
        f"{{{_lua(f'/api/games/{game_id}/submissions/')}, {_lua(token)}, "
        f"{_lua(json.dumps({'text': OPENINGS[power]}))}}}" for game_id, power, token in seats)
    script = scratch / "submissions.lua"
    script.write_text(WRK_SCRIPT % {"seats": entries})
    n = str(len(seats))

    def wrk(seconds: float) -> tuple[dict[str, str], float]:
        command = ["wrk", "-t", n, "-c", n, "-d", f"{max(1, round(seconds))}s",
                   "--timeout", "60s", "-s", str(script), url]
        # wrk's CPU: what the children this process has waited for used, before and after
        # (the server, also a child, is waited for only at the end).
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        output = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                check=False).stdout.decode()
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        found = re.search(r"GM-RESULT (.*)", output)
        if not found:
            sys.exit(f"wrk gave no result:\n{output}")
        fields = dict(re.findall(r"(\w+)=(\[[^\]]*\]|\S+)", found.group(1)))
        return fields, cpu

    def statuses(fields: dict[str, str]) -> Counter:
        found = Counter({201: int(fields["created"])})
        found.update(int(x) for x in fields["statuses"].strip("[]").split())
        missing = int(fields["other"]) - (sum(found.values()) - found[201])
        if missing:
            found["other (not listed)"] = missing
        for error in ("connect", "read", "write", "timeout"):
            if int(fields[error]):
                found[f"socket {error} errors"] = int(fields[error])
        return found

    if warm_up > 0:
        fields, _ = wrk(warm_up)
        if set(statuses(fields)) - {201}:
            sys.exit(f"FAILED in the warm-up: answers {dict(statuses(fields))}")
    meter.start()
    fields, cpu = wrk(duration)
    meter.stop(client_cpu=cpu)
    seconds = int(fields["duration_us"]) / 1e6
    latency = {key: int(fields[key]) / 1e6 for key in ("p50", "p95", "p99", "max")}
    found = statuses(fields)
    return Results(int(fields["requests"]), seconds, latency, found,
                   f"wrk ({n} threads x 1 connection, Lua script, separate process)")


def server_shape(args: argparse.Namespace) -> str:
    """The gunicorn processes and threads of the run (the options, else gunicorn.conf.py)."""
    import runpy

    conf = runpy.run_path(str(ROOT / "gunicorn.conf.py")) if (ROOT / "gunicorn.conf.py"
                                                               ).exists() else {}
    workers = args.server_workers or conf.get("workers", 1)
    threads = args.server_threads or conf.get("threads", 1)
    worker_class = "gthread" if threads > 1 else conf.get("worker_class", "sync")
    return f"{workers} processes x {threads} threads ({worker_class})"


def report(results: Results, args: argparse.Namespace, meter: Meter) -> None:
    seconds = results.seconds
    print(f"clients: {args.clients}, closed loop, {seconds:.0f} s timed after "
          f"{args.warm_up:.0f} s warm-up; client: {results.client}" +
          (f"; gunicorn {server_shape(args)}" if args.serve else f"; server {args.url}"))
    if not results.answers:
        print("no answers in the timed window")
        return
    answers = results.answers
    ok = results.statuses.get(201, 0)
    print(f"answers: {answers} ({ok} created), {answers / seconds:.1f}/s; "
          f"by status: {dict(sorted(results.statuses.items(), key=str))}")
    lat = {key: value * 1000 for key, value in results.latency.items()}
    print(f"latency: p50 {lat['p50']:.0f} ms, p95 {lat['p95']:.0f} ms, p99 {lat['p99']:.0f} ms, "
          f"max {lat['max']:.0f} ms")
    names = [("server", "server"), ("client", "client"),
             ("postgres-backends", "PostgreSQL (this database's connections)"),
             ("postgres-other", "PostgreSQL (other processes, shared)"),
             ("redis", "Redis (shared)")]
    parts = [f"{label} {meter.spent[name]:.1f} s = {meter.spent[name] / answers * 1000:.2f} ms"
             for name, label in names if name in meter.spent]
    total = sum(meter.spent.values())
    print("CPU in the timed window (user+system), per answer: " + "; ".join(parts) +
          f"; all {total:.1f} s = {total / answers * 1000:.2f} ms")
    busy, available = meter.machine
    print(f"the whole machine in the timed window: {busy:.1f} s busy of {available:.1f} s; "
          f"not this run's processes: {max(0.0, busy - total):.1f} s")
    print("load average (1, 5, 15 min) at the start / end (counting this run's own threads): " +
          " / ".join(", ".join(f"{x:.2f}" for x in load) for load in meter.load))


if __name__ == "__main__":
    main()
