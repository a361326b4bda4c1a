"""Where raw mails come from. No mail server of our own: a Maildir that a local MTA (or a
person, in development) drops files into, or an IMAP mailbox read with imap-tools. Each
yields ``(raw bytes, done)``; ``done()`` removes the mail once the intake has stored it, so a
crash in between leaves the mail to be read again (the intake stores a Message-ID once).

The inbox is named by a URL (``GAMEMASTER_MAIL_INBOX``):

- ``maildir:///path/to/Maildir`` (created if missing),
- ``imap://user:password@host:143/INBOX`` (plain, for a server on the same host),
  ``imap+starttls://...`` and ``imaps://...:993/INBOX`` (TLS).
"""

from __future__ import annotations

import mailbox
from collections.abc import Callable, Iterator
from contextlib import suppress
from pathlib import Path
from urllib.parse import unquote, urlsplit

Fetched = tuple[bytes, Callable[[], None]]


class InboxError(ValueError):
    """The inbox URL cannot be used."""


def maildir_messages(path: str, limit: int) -> Iterator[Fetched]:
    # Maildir(create=True) makes only the last folder: on a fresh checkout var/mail/ is
    # missing too, and the beat sweep would fail every minute.
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    box = mailbox.Maildir(path, factory=None, create=True)
    for key in sorted(box.iterkeys())[:limit]:
        try:
            raw = box.get_bytes(key)
        except KeyError:  # another sweep took it meanwhile
            continue

        def done(key: str = key) -> None:
            with suppress(KeyError, FileNotFoundError):
                box.remove(key)

        yield raw, done


def imap_messages(url: str, limit: int, timeout: float = 30.0) -> Iterator[Fetched]:
    from imap_tools import MailBox, MailBoxStartTls, MailBoxUnencrypted

    parts = urlsplit(url)
    scheme = parts.scheme.lower()
    classes = {"imap": (MailBoxUnencrypted, 143), "imap+starttls": (MailBoxStartTls, 143),
               "imaps": (MailBox, 993)}
    if scheme not in classes or not parts.hostname or not parts.username:
        raise InboxError("Use imap://user:password@host[:port]/FOLDER (or imaps://, "
                         "imap+starttls://).")
    cls, port = classes[scheme]
    folder = unquote(parts.path.lstrip("/")) or "INBOX"
    with cls(parts.hostname, parts.port or port, timeout=timeout).login(
            unquote(parts.username), unquote(parts.password or ""), initial_folder=folder) as box:
        for message in box.fetch(limit=limit, mark_seen=False, bulk=False):
            uid = message.uid

            def done(uid: str | None = uid) -> None:
                if uid:
                    box.delete([uid])

            yield message.obj.as_bytes(), done


def inbox_messages(url: str, limit: int = 200) -> Iterator[Fetched]:
    """The mails waiting in the inbox named by ``url`` (at most ``limit`` per sweep)."""
    scheme = urlsplit(url).scheme.lower()
    if scheme == "maildir":
        path = url.split("://", 1)[1]
        if not path:
            raise InboxError("Use maildir:///absolute/path.")
        return maildir_messages(path, limit)
    if scheme.startswith("imap"):
        return imap_messages(url, limit)
    raise InboxError(f"Unknown inbox {scheme!r}: use maildir:///path or imap[s]://...")
