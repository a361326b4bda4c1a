"""Send a few thousand hostile requests to a running gamemaster and count the 5xx answers.

The in-process property tests (``tests/web/test_hostile_input.py``) guard the code; this sweep
checks the real stack (gunicorn, PostgreSQL, whitenoise) the same way: first every endpoint of
the URL conf with the classic payloads (deep JSON, every field too long, NUL, lone surrogates,
invalid UTF-8, ``IF`` lines, wrong types), then random requests up to ``--requests`` (fields
mostly the endpoint's own, texts of order words and random unicode), as a game master, a player
and anonymously, seeded so a run can be repeated. Page forms are posted with a
valid CSRF token so that the views, not the CSRF check, answer. Local addresses only.

    DJANGO_SETTINGS_MODULE=gamemaster.settings .venv/bin/python tools/hostile_sweep.py \\
        --base http://127.0.0.1:8093 --requests 3000 --seed 1

Logs in with the demo accounts (``manage.py load_demo`` and ``load_demo_rather_silly``); prints
the answers by status class and every 5xx (method, path, body excerpt); exits 1 if any.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote, urlencode, urlparse

import django
import requests

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
django.setup()

from tools.attack_surface import (  # noqa: E402 (Django must be set up first)
    BODY_METHODS,
    CLASSIC_TEXTS,
    CLASSIC_VALUES,
    DEEP,
    HUGE,
    READER_TEXTS,
    Endpoint,
    all_endpoints,
    classic_requests,
    field_names,
    vocabulary,
)

GM, PLAYER = ("gm", "gm-demo-1901"), ("anna", "anna-demo-1901")
RAW_BODIES: list[str | bytes] = [DEEP, '{"a":' * 2000, b'{"text": "\xff\xfe"}', "{", "null",
                                 "[" * 5000 + "]" * 5000, '{"text": "unterminated']


class Sweep:
    def __init__(self, base: str, seed: int) -> None:
        host = urlparse(base).hostname
        if host not in ("127.0.0.1", "localhost", "::1"):
            raise SystemExit(f"refusing to attack {host}: local addresses only")
        self.base, self.rnd = base.rstrip("/"), random.Random(seed)
        self.names, self.words = field_names(), vocabulary()
        self.endpoints = all_endpoints()
        self.sessions: dict[str, requests.Session] = {}
        self.tokens: dict[str, str] = {}
        self.statuses: Counter[int] = Counter()
        self.failures: list[str] = []
        self.values: list[dict[str, object]] = []

    # ---- who ----

    def log_in(self) -> None:
        for who, (name, password) in (("gm", GM), ("player", PLAYER)):
            answer = requests.post(f"{self.base}/api/auth/token/", timeout=60,
                                   json={"username": name, "password": password})
            answer.raise_for_status()
            self.tokens[who] = answer.json()["token"]
            self.sessions[who] = self._page_session(name, password)
        self.sessions["anonymous"] = requests.Session()
        games = requests.get(f"{self.base}/api/games/", timeout=60,
                             headers={"Authorization": f"Token {self.tokens['gm']}"}).json()
        for game in games:
            position = requests.get(f"{self.base}/api/games/{game['id']}/position/", timeout=60,
                                    headers={"Authorization": f"Token {self.tokens['gm']}"})
            phase = (position.json().get("phase") or {}).get("id", 1)
            seats = [seat["key"] for seat in game["seats"]]
            self.values.append({"game_id": game["id"], "phase_id": phase, "seat": seats[0],
                                "token": "no-such-invitation", "index": 0, "option": 0,
                                "kind": "orders"})

    def _page_session(self, name: str, password: str) -> requests.Session:
        session = requests.Session()
        session.get(f"{self.base}/accounts/login/", timeout=60)
        answer = session.post(f"{self.base}/accounts/login/", timeout=60, data={
            "username": name, "password": password,
            "csrfmiddlewaretoken": session.cookies.get("csrftoken", "")},
            headers={"Referer": f"{self.base}/accounts/login/"}, allow_redirects=False)
        if answer.status_code != 302:
            raise SystemExit(f"cannot log in as {name}: {answer.status_code}")
        return session

    # ---- what ----

    def text(self) -> str:
        pick = self.rnd.random()
        if pick < 0.3:
            return self.rnd.choice([*CLASSIC_TEXTS, *READER_TEXTS])
        if pick < 0.6:
            lines = [" ".join(self.rnd.choice(self.words) for _ in range(self.rnd.randint(1, 6)))
                     for _ in range(self.rnd.randint(1, 5))]
            return "\n".join(lines)
        return "".join(chr(self.rnd.choice([self.rnd.randint(0, 0x2FF),
                                            self.rnd.randint(0, 0x10FFFF)]))
                       for _ in range(self.rnd.randint(0, 40)))

    def value(self) -> object:
        return self.text() if self.rnd.random() < 0.6 else self.rnd.choice(CLASSIC_VALUES)

    def field(self, endpoint: Endpoint) -> str:
        """Mostly one of the endpoint's own fields, sometimes any field of the site."""
        if endpoint.fields and self.rnd.random() < 0.7:
            return self.rnd.choice(endpoint.fields)
        return self.rnd.choice(self.names)

    def json_body(self, endpoint: Endpoint) -> bytes:
        if self.rnd.random() < 0.2:
            raw = self.rnd.choice(RAW_BODIES)
            return raw if isinstance(raw, bytes) else raw.encode()
        fields = {self.field(endpoint): self.value() for _ in range(self.rnd.randint(0, 5))}
        if self.rnd.random() < 0.05:
            fields["text"] = HUGE
        return json.dumps(fields).encode()  # lone surrogates travel as \ud800 escapes

    def path(self, endpoint: Endpoint) -> str:
        values = dict(self.rnd.choice(self.values))
        for name in ("seat", "token", "kind"):
            if name in endpoint.parameters and self.rnd.random() < 0.3:
                values[name] = quote(self.text().encode("utf-8", "surrogatepass"), safe="") or "x"
        return endpoint.path(values)

    # ---- sending ----

    def classic(self) -> Iterator[None]:
        """Every endpoint, every method, with the classic payloads (``classic_requests``), as
        each of the three callers in turn; one request per step."""
        callers = itertools.cycle(["gm", "player", "anonymous"])
        for endpoint in self.endpoints:
            for method, payload, query in classic_requests(endpoint):
                who, path = next(callers), endpoint.path(self.rnd.choice(self.values))
                if isinstance(payload, dict):
                    payload = self.form(dict(payload), self.sessions[who])
                elif isinstance(payload, str):
                    payload = payload.encode("utf-8", "surrogatepass")
                self.send(who, endpoint, method, path + (f"?{query}" if query else ""), payload)
                yield

    def random(self) -> None:
        endpoint = self.rnd.choice(self.endpoints)
        method = self.rnd.choice(endpoint.methods)
        who = self.rnd.choice(["gm", "player", "anonymous"])
        path = self.path(endpoint)
        body: bytes | None = None
        if endpoint.is_api and method in BODY_METHODS:
            body = self.json_body(endpoint)
        elif method == "POST":
            fields = {self.field(endpoint): self.text() for _ in range(self.rnd.randint(0, 6))}
            body = self.form(fields, self.sessions[who])
        elif self.rnd.random() < 0.5:
            path += "?" + urlencode({self.rnd.choice(self.names): self.text().encode(
                "utf-8", "surrogatepass")})
        self.send(who, endpoint, method, path, body)

    def form(self, fields: dict[str, str], session: requests.Session) -> bytes:
        """URL-encoded, lone surrogates as the bytes a broken client sends, with the session's
        CSRF token so that the view answers rather than the CSRF check."""
        fields["csrfmiddlewaretoken"] = session.cookies.get("csrftoken", "")
        return urlencode({k: v.encode("utf-8", "surrogatepass") for k, v in fields.items()}
                         ).encode()

    def send(self, who: str, endpoint: Endpoint, method: str, path: str,
             body: bytes | None) -> None:
        session = self.sessions[who]
        headers: dict[str, str] = {}
        if endpoint.is_api and who != "anonymous":
            headers["Authorization"] = f"Token {self.tokens[who]}"
        if endpoint.is_api and method in BODY_METHODS:
            headers["Content-Type"] = "application/json"
        elif method == "POST":
            headers["Content-Type"] = "application/x-www-form-urlencoded"
            headers["Referer"] = self.base + path
        try:
            answer = session.request(method, self.base + path, data=body, headers=headers,
                                     timeout=120, allow_redirects=False)
        except requests.RequestException as error:
            self.failures.append(f"{method} {path}: no answer ({error})")
            return
        self.statuses[answer.status_code] += 1
        if answer.status_code >= 500:
            self.failures.append(f"{answer.status_code} {who} {method} {path[:120]} "
                                 f"{(body or b'')[:160]!r}")
        if who != "anonymous" and not endpoint.is_api and endpoint.route.startswith("accounts/"):
            name, password = GM if who == "gm" else PLAYER
            self.sessions[who] = self._page_session(name, password)  # may have logged out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", default="http://127.0.0.1:8000")
    parser.add_argument("--requests", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-seconds", type=float, default=1800)
    args = parser.parse_args()
    sweep = Sweep(args.base, args.seed)
    sweep.log_in()
    started = time.monotonic()
    sent = 0
    for _ in sweep.classic():
        sent += 1
    while sent < args.requests and time.monotonic() - started < args.max_seconds:
        sweep.random()
        sent += 1
    by_class = Counter(f"{status // 100}xx" for status in sweep.statuses.elements())
    print(f"{sent} requests in {time.monotonic() - started:.0f} s: "
          + ", ".join(f"{k} {v}" for k, v in sorted(by_class.items())))
    print("statuses:", dict(sorted(sweep.statuses.items())))
    print(f"5xx or no answer: {len(sweep.failures)}")
    for failure in sweep.failures:
        print("  " + failure)
    return 1 if sweep.failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
