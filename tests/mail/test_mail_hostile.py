"""Hostile mail is refused, never retried (issue 21, item 8): malformed mails through
``manage.py receive_mail`` (the MTA pipe), from the seat's own player to a real seat of a
started game, so that they pass the sender check and are really read, plus a share to unknown
addresses. Every mail carries planted markup (unique per mail) in its box, its press block,
its unread lines and its headers.

Asserted over all of them: no exception, no exit 75 (that is for a database outage only), an
audit row for every distinct mail (each has its own Message-ID or bytes), no NUL in any
stored text, and no planted markup unescaped in the HTML part of any mail queued (answers,
press mails).

Two families: a seeded generator (:func:`hostile_mail`, every kind of damage in turn: NUL
and control bytes in every header and in box and press text, broken MIME, missing
boundaries, huge headers, deep multipart nesting, wrong and unknown charsets, invalid base64
and quoted-printable, encoded-word garbage, 8-bit headers, HTML with script and links, empty
and binary bodies, mails above the size limit), 1,100 mails on PostgreSQL (CI's step 3, where
NUL used to crash the intake) and 165 on SQLite; and a bounded Hypothesis property (as
``tests/web/test_hostile_input.py``: derandomized) that splices random bytes into mails.
"""

from __future__ import annotations

import base64
import io
import random
import re
import sys
import time
from collections.abc import Callable

import pytest
from django.core.management import call_command
from django.db import connection
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from post_office.models import Email

from games.emails import bodies
from games.mail_intake.addresses import address_for
from games.models import InboundMail
from games.models.inbound import InboundRaw

# Markup a player's text must never become in an HTML part (each mail's own number inside).
PLANTED = re.compile(r'<(?:x-mark|script|a href="http://evil)', re.IGNORECASE)
CONTROLS = "".join(map(chr, [*range(0, 9), 11, 12, *range(14, 32), 127]))


def planted(number: int) -> str:
    return (f'<x-mark-{number}>hi</x-mark-{number}> <a href="http://evil.example/{number}">'
            f"click</a> <script>x{number}</script>")


def _text(rng: random.Random, number: int, nasty: str = "") -> str:
    """A body as a player writes it: orders, press, a stray line, each with the markup."""
    mark = planted(number)
    press = f"PRESS TO france\nHallo{nasty} {mark}\nENDPRESS\n" if rng.random() < .4 else ""
    return (f"{mark}{nasty}\n\nORDERS\nA vie - gal{nasty}\n{mark}\nF tri H\n\n{press}"
            + rng.choice(["", "WAIT\n", "STATUS\n", "HISTORY\n", "GREY PRESS TO italy\nx\n"]))


def _noise(rng: random.Random, size: int) -> str:
    return "".join(rng.choice(CONTROLS + "aé€\ud800\udcff<>&\"'=?") for _ in range(size))


def _head(to: str, sender: str, number: int, **extra: str) -> str:
    fields = {"From": sender, "To": to, "Subject": f"orders {number}",
              "Message-ID": f"<hostile-{number}@mail.example.org>",
              "Date": "Mon, 02 Mar 2026 10:00:00 +0000", **extra}
    return "".join(f"{name}: {value}\n" for name, value in fields.items() if value is not None)


def _bytes(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")


# Each kind of damage: (rng, number, to, sender) -> the raw mail.
Kind = Callable[[random.Random, int, str, str], bytes]


def nul_everywhere(rng: random.Random, n: int, to: str, sender: str) -> bytes:
    head = _head(to, f'"An\x00na{_noise(rng, 3)}" <{sender}>', n,
                 Subject=f"Orders\x00{_noise(rng, 8)} {n}", **{
                     "Message-ID": f"<hostile-{n}.\x00{_noise(rng, 4)}@x>",
                     "X-Junk": CONTROLS, "Content-Type": "text/plain; charset=\"utf-8\x00\""})
    return _bytes(head + "\n" + _text(rng, n, "\x00" + _noise(rng, 5)))


def control_body(rng: random.Random, n: int, to: str, sender: str) -> bytes:
    lines = _text(rng, n).split("\n")
    return _bytes(_head(to, sender, n) + "\n" + "\n".join(
        line + _noise(rng, rng.randint(0, 6)) for line in lines))


def broken_mime(rng: random.Random, n: int, to: str, sender: str) -> bytes:
    body = _text(rng, n)
    shape = rng.choice([
        ('multipart/mixed; boundary="b1"', body),  # no boundary in the body at all
        ("multipart/alternative", f"--x\n\n{body}"),  # no boundary parameter
        ('multipart/mixed; boundary="b2"', f"--b2\nContent-Type: text/plain\n\n{body}"),
        ('multipart/mixed; boundary=""', f"--\n\n{body}\n----"),
        ('multipart/mixed; boundary="b3"', f"--b3\n--b3\n--b3--\n{body}\n--b3--\n--b3"),
        ("text/plain; charset", body),
        ('message/rfc822', f"not: a\x00 mail\n{body}"),
    ])
    return _bytes(_head(to, sender, n, **{"MIME-Version": "1.0", "Content-Type": shape[0]})
                  + "\n" + shape[1])


def huge_headers(rng: random.Random, n: int, to: str, sender: str) -> bytes:
    choice = rng.randrange(3)
    extra = {"Subject": f"{n} " + "Befehle " * rng.randint(2000, 12000)} if choice == 0 else {}
    head = _head(to, sender, n, **extra)
    if choice == 1:
        head += "".join(f"X-H{k}: {'v' * 20}\n" for k in range(rng.randint(1000, 5000)))
    if choice == 2:
        head += "X-Long: " + "a" * rng.randint(50_000, 150_000) + "\n"
    return _bytes(head + "\n" + _text(rng, n))


def deep_nesting(rng: random.Random, n: int, to: str, sender: str) -> bytes:
    # The email package parses nesting in quadratic time: deep ones now and then.
    depth = rng.choice([20, 50, 120, 20, 50, 120, 300, 1200])
    opened = "".join(f'Content-Type: multipart/mixed; boundary="d{k}"\n\n--d{k}\n'
                     for k in range(depth))
    closed = "".join(f"\n--d{k}--" for k in reversed(range(depth))) if rng.random() < .5 else ""
    return _bytes(_head(to, sender, n, **{"MIME-Version": "1.0"}) + opened
                  + "Content-Type: text/plain\n\n" + _text(rng, n) + closed)


def charsets(rng: random.Random, n: int, to: str, sender: str) -> bytes:
    declared = rng.choice(["x-unknown", "utf-7", "utf-16", "utf-32", "iso-2022-jp", "../../etc",
                           "utf-8", "ascii", "cp500", "idna", "rot13", "base64", "zlib"])
    actual = rng.choice(["latin-1", "utf-8", "utf-16-le", "cp1252"])
    body = _text(rng, n, " Grüße Österreich").encode(actual, "replace")
    head = _head(to, sender, n, **{"Content-Type": f'text/plain; charset="{declared}"',
                                   "Content-Transfer-Encoding": "8bit"})
    return _bytes(head + "\n") + body


def bad_transfer(rng: random.Random, n: int, to: str, sender: str) -> bytes:
    body = _bytes(_text(rng, n))
    if rng.random() < .5:
        encoded = base64.b64encode(body).decode()
        cut = rng.randrange(len(encoded))
        payload, cte = encoded[:cut] + rng.choice(["!!!", "=", "====", "\x00", "é"]) + \
            encoded[cut:], "base64"
    else:
        payload, cte = body.decode() + rng.choice(["=ZZ", "=", "=0", "=\x00", "=E4=", "=\n=\n"]) \
            * 3, "quoted-printable"
    return _bytes(_head(to, sender, n, **{"Content-Type": "text/plain; charset=utf-8",
                                          "Content-Transfer-Encoding": cte}) + "\n" + payload)


def encoded_words(rng: random.Random, n: int, to: str, sender: str) -> bytes:
    garbage = rng.choice(["=?utf-8?b?!!!?=", "=?x-nope?q?a?=", "=?utf-8?q?=00=FF=?=",
                          "=?utf-8?b?PHNjcmlwdD4=?=", "=?=?utf-8?q?x?=?=", "=?utf-8?z?abc?=",
                          "=?" * 500, "=?utf-8?q?" + "=E4" * 2000 + "?="])
    head = _head(to, f"{garbage} <{sender}>", n, Subject=f"{garbage} {n}",
                 **{"Content-Type": f'text/plain; charset="{garbage}"'})
    return _bytes(head + "\n" + _text(rng, n))


def eight_bit_headers(rng: random.Random, n: int, to: str, sender: str) -> bytes:
    junk = bytes(rng.randrange(128, 256) for _ in range(12))
    return (b"From: \xff\xfeAnna " + junk + b" <" + sender.encode() + b">\nTo: " + to.encode()
            + b"\nSubject: Z\xfcge " + junk + b" %d\nMessage-ID: <hostile-%d@x>\n" % (n, n)
            + b"X-8bit: " + junk + b"\n\n" + _bytes(_text(rng, n)))


def html_only(rng: random.Random, n: int, to: str, sender: str) -> bytes:
    mark = planted(n)
    html = (f"<html><head><script>alert({n})</script><style>p{{}}</style></head><body>"
            f"<p>ORDERS<br>A vie - gal<br>{mark}</p><div class='gmail_quote'>{mark}</div>"
            f"<a href='javascript:alert(1)'>x</a><img src=x onerror=alert(1)>"
            + "<div>" * rng.choice([10, 500, 3000]) + "</body>")
    return _bytes(_head(to, sender, n, **{"Content-Type": "text/html; charset=utf-8"})
                  + "\n" + html)


def empty_or_binary(rng: random.Random, n: int, to: str, sender: str) -> bytes:
    choice = rng.randrange(4)
    if choice == 0:
        return _bytes(_head(to, sender, n))  # headers only, no blank line
    if choice == 1:
        return _bytes(_head(to, sender, n) + "\n")
    kind = "application/octet-stream" if choice == 2 else "text/plain"
    return _bytes(_head(to, sender, n, **{"Content-Type": kind}) + "\n") + \
        rng.randbytes(rng.randint(1, 20_000)) + _bytes(planted(n))


def oversize(rng: random.Random, n: int, to: str, sender: str) -> bytes:
    return _bytes(_head(to, sender, n) + "\n" + _text(rng, n) + "x" * (300 * 1024))


KINDS: list[Kind] = [nul_everywhere, control_body, broken_mime, huge_headers, deep_nesting,
                     charsets, bad_transfer, encoded_words, eight_bit_headers, html_only,
                     empty_or_binary, nul_everywhere, control_body, charsets, oversize]


def hostile_mail(rng: random.Random, number: int, to: str, sender: str) -> bytes:
    """Mail ``number``: one kind of damage after the other, now and then two at once."""
    raw = KINDS[number % len(KINDS)](rng, number, to, sender)
    if rng.random() < .15:  # a second blow: bytes flipped after the headers
        cut = rng.randrange(len(raw))
        raw = raw[:cut] + rng.randbytes(rng.randint(1, 40)) + raw[cut:]
    return raw


class _Stdin:
    def __init__(self, raw: bytes) -> None:
        self.buffer = io.BytesIO(raw)


def pipe(raw: bytes) -> tuple[int, str]:
    """``manage.py receive_mail`` with ``raw`` on standard input: (exit status, output)."""
    out, saved = io.StringIO(), sys.stdin
    sys.stdin = _Stdin(raw)  # type: ignore[assignment]
    try:
        call_command("receive_mail", stdout=out, stderr=io.StringIO())
        code = 0
    except SystemExit as leaving:
        code = int(leaving.code or 0)
    finally:
        sys.stdin = saved
    return code, out.getvalue().strip()


def unescaped_markup() -> list[str]:
    """The queued mails whose HTML part carries planted markup as markup (every mail queued:
    the queue's rows hold the words as they will be sent)."""
    found = []
    for email in Email.objects.all():
        subject, _text, html = bodies.words(email)
        if PLANTED.search(html):
            found.append(f"{subject!r} to {email.to}")
    return found


def stored_nul() -> list[int]:
    rows = InboundMail.objects.values_list("pk", "message_id", "sender", "recipient",
                                           "subject", "note", "text", "reading")
    return [row[0] for row in rows if "\x00" in repr(row[1:])]


@pytest.fixture
def seats(running_game, settings):
    # The mails stay queued (their words are in the queue's rows, checked there): delivering
    # each at once, as the other unit tests do, would only add the test mail backend's time.
    settings.MAIL_QUEUE_SEND_AT_ONCE = False
    Email.objects.all().delete()
    return list(running_game.seats.select_related("player").order_by("key"))


def test_a_thousand_hostile_mails_are_each_recorded_and_none_is_retried(seats):
    to_seats = 1000 if connection.vendor == "postgresql" else 150
    total = to_seats + to_seats // 10  # and a tenth to unknown addresses
    rng = random.Random(2121)
    outcomes: dict[str, int] = {}
    failures = []
    started = time.perf_counter()
    for number in range(total):
        seat = seats[number % len(seats)]
        to = address_for(seat) if number < to_seats else f"g{number}-1-aaaaaaaabbbbbbbbbbbb@x.org"
        raw = hostile_mail(rng, number, to, seat.player.email)
        try:
            code, status = pipe(raw)
        except Exception as error:  # collected: the assertion names them all
            failures.append(f"{number} ({KINDS[number % len(KINDS)].__name__}): {error!r}")
            continue
        if code != 0 or status in {"failed", "duplicate"}:
            failures.append(f"{number}: exit {code}, {status}")
        outcomes[status] = outcomes.get(status, 0) + 1
    elapsed = time.perf_counter() - started
    print(f"\n{total} hostile mails on {connection.vendor} in {elapsed:.1f} s: {outcomes}")
    assert failures == []
    assert InboundMail.objects.count() == total
    assert outcomes.get("processed", 0) > to_seats // 2  # most were really read
    strays = InboundMail.objects.filter(seat__isnull=True)
    assert strays.count() >= total - to_seats  # unknown (or unreadable) ...
    assert not InboundRaw.objects.filter(mail__seat__isnull=True).exists()  # ... envelope only
    assert stored_nul() == []
    assert Email.objects.count() > outcomes["processed"]  # answers and press mails: checked
    assert unescaped_markup() == []


# ---- the property: random bytes spliced into real mails, as the hostile-input tests ----

PROPERTY = hypothesis_settings(max_examples=60, deadline=None, derandomize=True,
                               database=None, suppress_health_check=list(HealthCheck))
_counter = iter(range(10**9))


@st.composite
def spliced_mails(draw, seat) -> bytes:
    number = 100_000 + next(_counter)
    kind = draw(st.sampled_from(KINDS))
    raw = kind(random.Random(draw(st.integers(0, 2**32))), number, address_for(seat),
               seat.player.email)
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(raw)))
        raw = raw[:at] + draw(st.binary(max_size=30)) + raw[at:]
    return raw


def test_any_bytes_spliced_into_a_mail_are_recorded_never_raised(seats):
    seat = seats[0]
    before = InboundMail.objects.count()
    sent: set[bytes] = set()

    @PROPERTY
    @given(raw=spliced_mails(seat))
    def receive(raw):
        code, status = pipe(raw)
        assert code == 0 and status != "failed", status
        sent.add(raw)

    receive()
    # Splices may hit the Message-ID: distinct bytes, but one audit row per Message-ID.
    assert 0 < InboundMail.objects.count() - before <= len(sent)
    assert stored_nul() == [] and unescaped_markup() == []
