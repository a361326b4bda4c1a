"""Profile: where one API order submission spends its CPU (not a test).

    DATABASE_URL=postgres://gamemaster:gamemaster@127.0.0.1:5432/gm_bench \\
    CELERY_BROKER_URL=redis://127.0.0.1:6379/7 \\
    .venv/bin/python benchmarks/submission_profile.py [--requests 300] [--top 40]

Sets up one started standard game (database of ``DATABASE_URL``, migrated first), then posts
Austria's opening ``--requests`` times through Django's test client with the player's API
token, as the load run's clients do (DEBUG off, the receipt's delivery queued to the broker
after the commit, as in production). The first 20 requests are untimed (warm-up). Prints the
process CPU time per request and cProfile's top functions by own time and by cumulative time.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import time

from platform_setup import OPENINGS, django_setup, make_games, require_env


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--top", type=int, default=40)
    args = parser.parse_args()
    require_env("DATABASE_URL")
    os.environ.update({"DEBUG": "false", "EMAIL_URL": "dummymail://",
                       "SECRET_KEY": "benchmark-" + os.urandom(16).hex()})
    os.environ.setdefault("CELERY_BROKER_URL", "redis://127.0.0.1:6379/7")
    django_setup()
    from django.test import Client
    from rest_framework.authtoken.models import Token

    game = make_games(1, f"prof{int(time.time())}", submit=False, progress=False)[0]
    seat = game.seats.select_related("player").get(key="austria")
    token, _ = Token.objects.get_or_create(user=seat.player)
    client = Client(HTTP_AUTHORIZATION=f"Token {token.key}", HTTP_HOST="127.0.0.1")
    url = f"/api/games/{game.pk}/submissions/"
    body = {"text": OPENINGS["austria"], "kind": "orders"}

    def post() -> None:
        answer = client.post(url, body, content_type="application/json")
        assert answer.status_code == 201, answer.content

    for _ in range(20):
        post()
    profile = cProfile.Profile(time.process_time)  # CPU, not waiting for the database
    started = time.process_time()
    profile.enable()
    for _ in range(args.requests):
        post()
    profile.disable()
    cpu = time.process_time() - started
    print(f"{args.requests} requests, {cpu / args.requests * 1000:.2f} ms process CPU each "
          "(under cProfile, client side included)")
    cpu_plain = time.process_time()
    for _ in range(args.requests):
        post()
    cpu_plain = time.process_time() - cpu_plain
    print(f"without the profiler: {cpu_plain / args.requests * 1000:.2f} ms process CPU each")
    for order in ("tottime", "cumulative"):
        out = io.StringIO()
        pstats.Stats(profile, stream=out).sort_stats(order).print_stats(args.top)
        print(out.getvalue())


if __name__ == "__main__":
    main()
