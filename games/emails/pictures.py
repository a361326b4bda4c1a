"""Inline pictures of queued mails, stored once (``MailPicture``, addressed by SHA-256).

A turn report's seven player mails show the same map: the queue stores its bytes once and each
mail's ``QueuedMail.inline`` names it by hash. ``store`` writes the pictures of mails being
queued in the caller's transaction; ``part`` makes the MIME part of one on delivery.

Why ``store`` inserts with "do nothing" on conflict and then renews the pictures it found:
the retention task (``games.emails.retention``) deletes a picture no mail refers to once it
was last stored more than ``retention.PICTURE_GRACE`` ago. A mail that refers to a picture
already stored renews it (``stored_at``) before its own transaction commits, so a deletion
after that waits for the row (PostgreSQL re-reads ``stored_at`` and keeps it); one that came
between the insert and the renewal shows as a row not renewed, and the picture is inserted
again. The usual case, a turn's new pictures, is one statement (the publication's query
budget, tests/platform/test_phase_queries.py).
"""

from __future__ import annotations

import base64
import hashlib
from email.mime.image import MIMEImage
from functools import lru_cache

from django.core.mail import EmailMultiAlternatives
from django.db import connection
from django.utils import timezone

from games.models import MailPicture


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def store(pictures: dict[str, bytes]) -> None:
    """Make sure each picture (by its SHA-256 hex) is stored and safe from the retention task
    until the current transaction has committed (see the module's docstring)."""
    now = timezone.now()
    missing = sorted(pictures)  # one order for every writer: no deadlock between two of them
    for _round in range(3):
        if not missing:
            return
        found = [sha for sha in missing if sha not in _insert(missing, pictures, now)]
        if not found:
            return
        # The update locks what it renews: from here on the retention cannot delete them.
        if MailPicture.objects.filter(pk__in=found).update(stored_at=now) == len(found):
            return
        there = set(MailPicture.objects.filter(pk__in=found).values_list("pk", flat=True))
        missing = [sha for sha in found if sha not in there]  # deleted in between
    raise RuntimeError("mail pictures deleted while they were stored, three times")


def _insert(hashes: list[str], pictures: dict[str, bytes], now: object) -> set[str]:
    """``INSERT ... ON CONFLICT DO NOTHING RETURNING``: the hashes inserted (SQLite 3.35+ and
    PostgreSQL both have it; the ORM's ``ignore_conflicts`` does not say which rows it wrote)."""
    q, meta = connection.ops.quote_name, MailPicture._meta
    fields = [meta.get_field(name) for name in ("sha256", "data", "stored_at")]
    columns = ", ".join(q(field.column) for field in fields)
    key = q(fields[0].column)
    sql = (f"INSERT INTO {q(meta.db_table)} ({columns}) VALUES "
           f"{', '.join(['(%s, %s, %s)'] * len(hashes))} "
           f"ON CONFLICT ({key}) DO NOTHING RETURNING {key}")
    params: list[object] = []
    for sha in hashes:
        params += [fields[0].get_db_prep_value(sha, connection),
                   fields[1].get_db_prep_value(pictures[sha], connection),
                   fields[2].get_db_prep_value(now, connection)]
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return {row[0] for row in cursor.fetchall()}


def inline_entries(message: EmailMultiAlternatives,
                   pictures: dict[str, bytes]) -> list[dict[str, str]]:
    """The ``QueuedMail.inline`` entries of ``message``: each inline picture by its SHA-256,
    its bytes added to ``pictures`` (stored once for all the mails queued together)."""
    images = []
    for part in message.attachments:
        if isinstance(part, MIMEImage) and part.get("Content-ID"):
            # A part shared by several mails (a turn report's map) is read and hashed once:
            # the row's entry is kept on the part.
            entry = getattr(part, "_queue_entry", None)
            if entry is None:
                data = part.get_payload(decode=True)
                entry = part._queue_entry = {
                    "cid": part["Content-ID"].strip("<>"),
                    "filename": part.get_filename() or "image",
                    "mimetype": part.get_content_type(),
                    "sha256": digest(data),
                }
                part._queue_data = data
            pictures[entry["sha256"]] = part._queue_data
            images.append(dict(entry))
    return images


@lru_cache(maxsize=16)
def _stored_part(sha: str, mimetype: str, cid: str, filename: str) -> MIMEImage:
    # Content-addressed: the bytes of a hash never change, so the part can be kept per process
    # (the mails of a turn report share their map; a part is only read when a mail is sent).
    data = bytes(MailPicture.objects.values_list("data", flat=True).get(pk=sha))
    return _make_part(data, mimetype, cid, filename)


@lru_cache(maxsize=16)
def _embedded_part(data: str, mimetype: str, cid: str, filename: str) -> MIMEImage:
    return _make_part(base64.b64decode(data), mimetype, cid, filename)


def _make_part(data: bytes, mimetype: str, cid: str, filename: str) -> MIMEImage:
    part = MIMEImage(data, mimetype.partition("/")[2])
    part.add_header("Content-ID", f"<{cid}>")
    part.add_header("Content-Disposition", "inline", filename=filename)
    return part


def part(image: dict[str, str]) -> MIMEImage:
    """The MIME part of one ``QueuedMail.inline`` entry (``MailPicture.DoesNotExist`` if its
    picture is gone: the mail fails alone). Entries of rows queued before pictures were
    stored apart carry their base64 ``data``."""
    if "sha256" in image:
        return _stored_part(image["sha256"], image["mimetype"], image["cid"], image["filename"])
    return _embedded_part(image["data"], image["mimetype"], image["cid"], image["filename"])
