"""The durable mail queue (django-post-office): every mail is a row before it is a message.

``enqueue`` writes the rendered mail (subject, text, HTML, headers, inline images) as a
post_office ``Email`` with status *queued*, plus our ``QueuedMail`` row (game, kind, images),
in the caller's transaction: a rolled-back change mails nobody, a committed one is sure to be
mailed. On commit it queues ``games.tasks.mail_deliver_task`` for the row (by name:
``games.dispatch``); the beat sweep (``sweep``) sends whatever is still queued after
``MAIL_QUEUE_SWEEP_AFTER`` seconds (a task lost with its worker, a broker that was down).

A mail written on a request path and rendered on delivery (the receipt of an order
submission, ``sending.send_deferred``) publishes no task of its own: on commit it asks for a
delivery *run* (``schedule_run``), which sends every such mail still queued (``deliver_run``).
At most one run is due at a time: a Redis key (``SET NX PX``, in the broker's Redis) says one
is, the run is published ``MAIL_DELIVERY_WINDOW`` seconds later and deletes the key before it
reads the queue, so a mail committed after that read asks for the next run (at most one task
per window however many submissions come in; issue 15). Without a Redis broker every commit
publishes its own run. A lost run leaves its mails to the next run (the key expires after
``MAIL_DELIVERY_DUE_TTL`` seconds) and to the sweep.

A delivery run, the sweep and ``deliver`` (one row: a mail's own task) all send through
``deliver_batch``, in two steps (issue 26, item 3). The claim (``_claim``) is one short
transaction: the rows are locked (a row another sender holds is skipped), their attempt is
counted and ``last_updated`` set to now. Then (``_send``) the deferred ones are rendered
(``bodies.fill``: their contexts read in one query per kind for the whole batch) and each
mail is handed to ONE connection of the mail backend (post_office's ``Email.dispatch``, as
its own batch sender calls it) and marked *sent* (``_mark_sent``: the status, the body
dropped; post_office's ``Log`` row at its ``LOG_LEVEL`` 2 only) or *failed* (with the SMTP
error) before the next is handed over; the sent mails' picture references are cleared in one
statement after the last.
Every sender respects a claim: a delivery run takes only mails never tried, the sweep
only mails untouched for ``MAIL_QUEUE_SWEEP_AFTER``, ``deliver`` no pending mail tried within
that time; a sender stops handing over once half that time has gone since its claim, so no
mail is held by two senders. The delivery guarantee: at least once, and twice only for the
mail in hand-over when a worker dies (handed over, not yet marked): the mails it had marked
stay sent, the rest of its claim is sent by the sweep once the claim is that old, each
carrying the Message-ID it was queued with. One mail that fails (refused, or its context
gone) fails alone.

What the rows keep (issue 26): a mail's Message-ID is fixed when it is queued (a re-send
carries the same one); its inline pictures are stored once by SHA-256 (``pictures``) and
named in ``QueuedMail.inline``; once it is sent, a mail that renders again (a deferred one from
its ``context``, a turn report from ``QueuedMail.ref``) loses its body and pictures
(``_mark_sent``), and the game master's resend renders it again (``refill``, from
``games.services.mails``). The beat's retention task deletes old delivered rows and unused
pictures (``games.emails.retention``).
"""

from __future__ import annotations

import logging
from email.utils import make_msgid, parseaddr
from functools import lru_cache
from typing import Any

from django.conf import settings
from django.core.exceptions import ObjectDoesNotExist, ValidationError
from django.core.mail import EmailMultiAlternatives, get_connection
from django.core.mail.utils import DNS_NAME
from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone
from post_office.models import STATUS, Email, Log
from post_office.settings import get_log_level

from games import dispatch
from games.emails import deferred as deferred_mails  # (``deferred``: a mail's own parameter)
from games.emails import pictures as mail_pictures
from games.emails.bodies import DEFERRED, build, droppable, fill, inline_of
from games.models import QueuedMail
from games.sql_rows import insert_pair

log = logging.getLogger(__name__)

try:  # (Redis's client comes with Celery's Redis transport; the debounce needs nothing else)
    from redis import Redis, RedisError
except ImportError:  # pragma: no cover - requirements.txt pins redis
    Redis = None  # type: ignore[assignment,misc]
    RedisError = OSError  # type: ignore[assignment,misc]

PENDING = (STATUS.queued, STATUS.requeued)
SWEEP_BATCH = 200
RUN_BATCH = 200  # mails one delivery run sends at most (a fuller queue publishes the next run)


def _email_row(message: EmailMultiAlternatives, deferred: dict[str, Any] | None = None) -> Email:
    html = next((body for body, mime in message.alternatives if mime == "text/html"), "")
    headers = dict(message.extra_headers)
    if not any(name.lower() == "message-id" for name in headers):
        # Fixed now, not when it is sent: a mail sent again (a worker lost after the hand-over,
        # the game master's resend) carries the same Message-ID, and mail programs fold it.
        headers["Message-ID"] = make_msgid(domain=_domain(message.from_email))
    if message.reply_to:
        headers["Reply-To"] = ", ".join(message.reply_to)
    return Email(from_email=message.from_email or settings.DEFAULT_FROM_EMAIL,
                 to=list(message.to), subject=message.subject, message=message.body,
                 html_message=html, headers=headers, status=STATUS.queued,
                 context={DEFERRED: deferred} if deferred else None)


def _domain(from_email: str | None) -> str:
    address = parseaddr(from_email or settings.DEFAULT_FROM_EMAIL)[1]
    return address.rpartition("@")[2] or DNS_NAME.get_fqdn()


def enqueue(message: EmailMultiAlternatives, *, kind: str, game: Any = None,
            deferred: dict[str, Any] | None = None) -> bool:
    """Write ``message`` to the queue in the current transaction; False (logged) if it cannot
    be a mail at all (an address the queue refuses). ``deferred``: the message has no words
    yet; they are rendered on delivery from this (``sending.send_deferred``)."""
    return enqueue_many([message], kind=kind, game=game, deferred=deferred) == 1


def enqueue_many(messages: list[EmailMultiAlternatives], *, kind: str, game: Any = None,
                 deferred: dict[str, Any] | None = None,
                 refs: list[dict[str, Any]] | None = None) -> int:
    """``enqueue`` for several messages: the rows of all of them in two inserts (post_office
    ``Email``s, then our ``QueuedMail``s), their pictures stored once (``pictures.store``).
    A message the queue refuses (``Email``'s ``full_clean``, checked before anything is
    written) is logged and left out; returns how many were queued. ``refs``: per message, what
    renders it again once its body was dropped after delivery (``QueuedMail.ref``)."""
    rows, taken, taken_refs = [], [], []
    for index, message in enumerate(messages):
        email = _email_row(message, deferred)
        try:
            email.full_clean()  # what Email.save() checks (bulk_create does not call save)
        except ValidationError:
            log.exception("mail %s to %s refused by the queue", kind, message.to)
            continue
        rows.append(email)
        taken.append(message)
        taken_refs.append(refs[index] if refs else {})
    if not rows:
        return 0
    pictures: dict[str, bytes] = {}
    inline = [mail_pictures.inline_entries(message, pictures) for message in taken]
    mail_pictures.store(pictures)
    if len(rows) == 1:
        # One mail (a receipt, on the submission's request path): both rows in one statement
        # written once (``sql_rows.insert_pair``; two on SQLite; not Email.save, which would
        # run the full_clean above a second time).
        insert_pair(rows[0], QueuedMail(game=game, kind=kind, inline=inline[0],
                                        ref=taken_refs[0]), "email")
    else:
        rows = Email.objects.bulk_create(rows)
        QueuedMail.objects.bulk_create(
            QueuedMail(email=email, game=game, kind=kind, inline=images, ref=ref)
            for email, images, ref in zip(rows, inline, taken_refs, strict=True))
    if settings.MAIL_QUEUE_SEND_AT_ONCE:
        deliver_batch(Email.objects.filter(pk__in=[email.pk for email in rows]).order_by("pk"))
    elif deferred is None:
        schedule_many([email.pk for email in rows])
    if deferred is not None and not settings.MAIL_QUEUE_SEND_AT_ONCE:
        schedule_run()  # a mail rendered on delivery: sent by the next delivery run
    return len(rows)


def schedule(email_id: int) -> None:
    """Queue the delivery task once the current transaction has committed."""
    transaction.on_commit(lambda: dispatch.task(dispatch.MAIL_DELIVER).delay(email_id))


def schedule_many(email_ids: list[int]) -> None:
    """Queue ONE delivery task for the mails of ``email_ids`` (a phase's turn reports, an
    announcement) once the current transaction has committed: one message to the broker and
    one claim and connection for all of them (``deliver_many``), where a task per mail cost a
    phase about four times as much CPU (docs/performance.md). A single mail keeps its own task."""
    if len(email_ids) == 1:
        schedule(email_ids[0])
        return
    ids = list(email_ids)
    transaction.on_commit(lambda: dispatch.task(dispatch.MAIL_DELIVER_MANY).delay(ids))


def _due_flag() -> Any:
    """The Redis client that holds the "a delivery run is due" key, or None (no Redis broker:
    every commit publishes its own run)."""
    url = settings.MAIL_DELIVERY_DUE_URL
    if not url or Redis is None:
        return None
    return _redis_for(url)


@lru_cache(maxsize=4)
def _redis_for(url: str) -> Any:
    return Redis.from_url(url, socket_timeout=2, socket_connect_timeout=2)


def schedule_run() -> None:
    """Ask for a delivery run once the current transaction has committed (``deliver_run``)."""
    transaction.on_commit(_publish_run, robust=True)  # the mail is safe: a failure is logged


def _publish_run() -> None:
    run_task = dispatch.task(dispatch.MAIL_DELIVER_RUN)
    flag = _due_flag()
    if flag is not None:
        try:
            ttl = int(settings.MAIL_DELIVERY_DUE_TTL * 1000)
            if not flag.set(settings.MAIL_DELIVERY_DUE_KEY, b"1", nx=True, px=ttl):
                return  # a run is due and has not read the queue yet: it sends this mail too
        except RedisError:
            log.warning("mail delivery flag unreachable; publishing a run", exc_info=True)
        run_task.apply_async(countdown=settings.MAIL_DELIVERY_WINDOW)
    else:
        run_task.apply_async()


def _run_kinds() -> list[str]:
    return list(deferred_mails.CONTEXTS)


def deliver_run() -> int:
    """Send every mail that waits for a delivery run (queued by ``schedule_run``, never tried),
    ``RUN_BATCH`` at a time (``deliver_batch``); returns how many were sent. The due key goes
    first: whatever commits after this read asks for a run of its own."""
    flag = _due_flag()
    if flag is not None:
        try:
            flag.delete(settings.MAIL_DELIVERY_DUE_KEY)
        except RedisError:
            log.warning("mail delivery flag unreachable", exc_info=True)
    emails = _claim(
        Email.objects.filter(status=STATUS.queued, queued__attempts=0,
                             queued__kind__in=_run_kinds()).order_by("pk")[:RUN_BATCH])
    if len(emails) == RUN_BATCH:
        dispatch.task(dispatch.MAIL_DELIVER_RUN).delay()  # the rest, in the next run
    statuses = _send(emails)
    return sum(status == STATUS.sent for status in statuses.values())


def _close(connection: Any) -> None:
    try:
        connection.close()
    except Exception:  # a broken SMTP session: the next mail opens a new one
        log.warning("closing the mail connection failed", exc_info=True)


def deliver_batch(rows: Any) -> dict[int, int]:
    """Send the mails of ``rows`` (a queryset of post_office ``Email``s, at most a batch) and
    return the new status of each one sent or tried: claimed (``_claim``), then each handed
    over and marked on its own (``_send``)."""
    return _send(_claim(rows))


def _claim(rows: Any) -> list[Email]:
    """Take the mails of ``rows`` for this sender, in one short transaction: locked (a row
    another sender holds is skipped), their attempt counted and ``last_updated`` set to now,
    status *queued*. That is the claim the other senders respect: a delivery run takes only
    mails never tried, the sweep only mails untouched for ``MAIL_QUEUE_SWEEP_AFTER``, and
    ``deliver`` no pending mail tried within that time; so a claimed mail is sent by this
    sender or, if it dies, by the sweep once the claim is that old."""
    now = timezone.now()
    with transaction.atomic():
        emails = list(rows.select_for_update(skip_locked=True, of=("self",))
                      .select_related("queued"))
        if not emails:
            return []
        # A row another sender claimed after this query's snapshot and before its lock (its
        # claim committed in between): the lock re-reads the Email row, not the QueuedMail
        # row the query joined. Its attempts moved (a claim counts one): read them again.
        current = dict(QueuedMail.objects.filter(email_id__in=[email.pk for email in emails])
                       .values_list("email_id", "attempts"))
        emails = [email for email in emails if current.get(email.pk) == _attempts(email)]
        ids = [email.pk for email in emails]
        QueuedMail.objects.filter(email_id__in=ids).update(attempts=F("attempts") + 1)
        Email.objects.filter(pk__in=ids).update(status=STATUS.queued, last_updated=now)
    return emails


def _attempts(email: Email) -> int | None:
    try:
        return email.queued.attempts
    except ObjectDoesNotExist:  # an Email written by something else than ``enqueue``
        return None


def _send(emails: list[Email]) -> dict[int, int]:
    """Render the deferred mails of ``emails`` (``bodies.fill``, their contexts read in one
    query per kind), then hand each to ONE connection of the mail backend (post_office's
    ``Email.dispatch`` without its own commit, as its batch sender calls it) and mark it
    (``_mark_sent``, ``_mark_failed``) before the next is handed over; returns each mail's new
    status. A worker killed after a hand-over and before its mark leaves that one mail
    claimed, and the sweep sends it again: the only mail that can arrive twice. Mails not
    handed over when half of ``MAIL_QUEUE_SWEEP_AFTER`` has gone since the claim stay
    claimed for the sweep (a slow server would otherwise let the sweep take them while this
    sender still holds them). After a failure the connection is closed (an SMTP session may
    be broken) and the next mail opens a new one: each mail is tried once, as it would be
    alone."""
    if not emails:
        return {}
    deadline = timezone.now() + timezone.timedelta(seconds=settings.MAIL_QUEUE_SWEEP_AFTER / 2)
    failed = fill(emails)
    _mark_failed([email for email in emails if email.pk in failed], failed)
    statuses = dict.fromkeys(failed, STATUS.failed)
    connection = get_connection()
    closed = True
    pictures_gone: list[int] = []  # sent, body dropped: their pictures' references go at the end
    try:
        for email in emails:
            if email.pk in failed:
                continue
            if timezone.now() >= deadline:
                log.warning("mail delivery slower than the sweep: %s mails left to the sweep",
                            len(emails) - len(statuses))
                break
            try:
                if closed:
                    connection.open()  # kept open for the next mails (send_messages would not)
                    closed = False
                email._cached_email_message = build(email)
                email.dispatch(connection=connection, commit=False,
                               disconnect_after_delivery=False)
            except Exception as error:  # this mail only: it is marked failed, with why
                log.warning("mail #%s could not be sent: %s", email.pk, type(error).__name__)
                _close(connection)
                closed = True
                _mark_failed([email], {email.pk: error})
                statuses[email.pk] = STATUS.failed
            else:
                if _mark_sent(email):
                    pictures_gone.append(email.pk)
                statuses[email.pk] = STATUS.sent
        _forget_pictures(pictures_gone)  # (not on an error: the retention ignores them too)
    finally:
        if not closed:
            _close(connection)
    return statuses


def _mark_sent(email: Email) -> bool:
    """What ``Email.dispatch`` would save for a mail handed over: status *sent* and the time
    (retention counts from it), then, at post_office's ``LOG_LEVEL`` 2 (the default is 1), a
    ``Log`` row. A sent mail that renders again loses its body and pictures
    (``bodies.droppable``): the row, status, recipient, subject and headers stay for the game
    master's mail page, and a resend renders it again. Each statement on its own (no
    transaction), the status first: from the hand-over to that commit is the window in which a
    worker's death sends the mail again, so it holds one statement only (a death after it
    costs the ``Log`` row, not a second mail). Returns whether the mail's picture references
    are to go: ``_send`` clears them for the whole batch in one statement at its end (each
    committed statement waits for the database's disk, about 4 ms on the benchmark machine:
    one a mail less); a mail still claimed keeps them for its re-send, and the retention
    ignores a sent mail's pictures once its body is gone, so a worker lost before that
    statement costs nothing."""
    drop = droppable(email)
    words = {"message": "", "html_message": ""} if drop else {}
    Email.objects.filter(pk=email.pk).update(status=STATUS.sent, last_updated=timezone.now(),
                                             **words)
    if get_log_level() == 2:
        Log.objects.create(email=email, status=STATUS.sent)
    return drop and bool(inline_of(email))


def _forget_pictures(email_ids: list[int]) -> None:
    """Clear the picture references of sent mails whose body was dropped, in one statement
    (only rows still sent: a resend queued meanwhile has stored its own)."""
    if email_ids:
        QueuedMail.objects.filter(email_id__in=email_ids, email__status=STATUS.sent).update(
            inline=[])


def _mark_failed(emails: list[Email], failed: dict[int, Exception]) -> None:
    """Mark ``emails`` *failed* with the time of the try (the sweep waits from it), after a
    ``Log`` row each with the error (``failed``) at post_office's ``LOG_LEVEL`` 1 or 2."""
    if not emails:
        return
    if get_log_level() >= 1:
        Log.objects.bulk_create(
            Log(email=email, status=STATUS.failed, message=str(failed[email.pk]),
                exception_type=type(failed[email.pk]).__name__) for email in emails)
    Email.objects.filter(pk__in=[email.pk for email in emails]).update(
        status=STATUS.failed, last_updated=timezone.now())


def deliver(email_id: int) -> int | None:
    """Send one queued (or failed) mail; returns its new status, or None when there was nothing
    to do (already sent, or another sender holds it: claimed less than
    ``MAIL_QUEUE_SWEEP_AFTER`` ago, a claim the sweep takes over once it is older)."""
    return deliver_many([email_id]).get(email_id)


def deliver_many(email_ids: list[int]) -> dict[int, int]:
    """``deliver`` for several mails in one batch (``schedule_many``'s task); returns the new
    status of each one sent or tried. Mails already sent or held by another sender are left
    out, as ``deliver`` leaves them."""
    claimed = timezone.now() - timezone.timedelta(seconds=settings.MAIL_QUEUE_SWEEP_AFTER)
    return deliver_batch(
        Email.objects.filter(pk__in=email_ids).exclude(status=STATUS.sent)
        .exclude(status__in=PENDING, queued__attempts__gt=0, last_updated__gte=claimed)
        .order_by("pk"))


def sweep(now: Any = None) -> int:
    """Send every mail still queued some time after it was written or claimed (its task was
    lost, or the worker holding it), and retry failed ones that have attempts left,
    ``SWEEP_BATCH`` at a time; returns how many were sent. A mail still queued is taken
    however many claims it has seen: a claim counts an attempt before the hand-over, and
    workers killed while holding it are no reason to give it up (only failures are)."""
    now = now or timezone.now()
    stale = now - timezone.timedelta(seconds=settings.MAIL_QUEUE_SWEEP_AFTER)
    due = Q(status__in=PENDING) | Q(status=STATUS.failed,
                                    queued__attempts__lt=settings.MAIL_QUEUE_MAX_ATTEMPTS)
    statuses = deliver_batch(
        Email.objects.filter(due, last_updated__lt=stale, queued__isnull=False)
        .order_by("pk")[:SWEEP_BATCH])
    return sum(status == STATUS.sent for status in statuses.values())


def requeue(email: Email) -> None:
    """Put a mail back in the queue (the game master's resend): sent again, even if it was sent."""
    Email.objects.filter(pk=email.pk).update(status=STATUS.queued, last_updated=timezone.now())
    QueuedMail.objects.filter(email=email).update(attempts=0)
    if settings.MAIL_QUEUE_SEND_AT_ONCE:
        deliver(email.pk)
    else:
        schedule(email.pk)
