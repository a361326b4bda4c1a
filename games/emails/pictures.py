"""Inline pictures of queued mails, stored once (``MailPicture``, addressed by SHA-256).

A turn report's seven player mails show the same map: the queue stores its bytes once and each
mail's ``QueuedMail.inline`` names it by hash. ``store`` writes the pictures of mails being
queued in the caller's transaction; ``part`` makes the MIME part of one on delivery.

Why ``store`` first renews an old picture and then inserts with "do nothing" on conflict: the
retention task (``games.emails.retention``) deletes a picture no mail refers to once it was
last stored more than ``retention.PICTURE_GRACE`` ago. A mail that refers to an old picture
renews it (``TOUCH_AFTER``) before its own transaction commits, so the deletion either waits
for that row (PostgreSQL re-reads ``stored_at`` and keeps it) or comes first (then the insert
writes the picture anew). A fresh picture is not written again at all: two transactions
queueing the same new picture (two new games at the same position) never wait on each other's
row longer than the insert itself.
"""

from __future__ import annotations

import base64
import datetime as dt
import hashlib
from email.mime.image import MIMEImage
from functools import lru_cache

from django.utils import timezone

from games.models import MailPicture

# A picture stored less than this long ago is not written again when a new mail refers to it
# (it is far from the retention's grace period).
TOUCH_AFTER = dt.timedelta(hours=1)


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def store(pictures: dict[str, bytes]) -> None:
    """Make sure each picture (by its SHA-256 hex) is stored and safe from the retention task
    until the current transaction has committed (see the module's docstring)."""
    if not pictures:
        return
    now = timezone.now()
    hashes = sorted(pictures)  # one order for every writer: no deadlock between two of them
    MailPicture.objects.filter(pk__in=hashes, stored_at__lt=now - TOUCH_AFTER).update(
        stored_at=now)
    MailPicture.objects.bulk_create(
        [MailPicture(sha256=sha, data=pictures[sha], stored_at=now) for sha in hashes],
        ignore_conflicts=True)


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
