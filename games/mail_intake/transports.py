"""Where raw mails come from. No mail server of our own: a Maildir that a local MTA (or a
person, in development) drops files into, or an IMAP mailbox read with imap-tools. Each
yields an :class:`InboxMail`: the bytes as received, ``done()`` to remove the mail once the
intake has stored it (so a crash in between leaves the mail to be read again: the intake
stores a Message-ID once) and ``set_aside()`` for a mail that failed for its content, so that
no sweep reads it again:

- Maildir: moved into the sub-folder ``.failed`` of the Maildir (Maildir++ naming: an IMAP
  server on the same Maildir shows it as the folder ``failed``);
- IMAP: flagged with the keyword ``$GamemasterFailed`` and left where it is; the fetch asks
  for mails without that keyword (``UNKEYWORD``), so the operator finds the flagged mails in
  the folder and the sweep never again. Dovecot (CI's, the compose ``mail`` service) keeps
  custom keywords; a server that refuses them (``PERMANENTFLAGS`` without ``\\*``) is logged.

The inbox is named by a URL (``GAMEMASTER_MAIL_INBOX``):

- ``maildir:///path/to/Maildir`` (created if missing),
- ``imap://user:password@host:143/INBOX`` (plain, for a server on the same host),
  ``imap+starttls://...`` and ``imaps://...:993/INBOX`` (TLS).
"""

from __future__ import annotations

import logging
import mailbox
from collections.abc import Callable, Iterator
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

FAILED_FOLDER = "failed"  # Maildir: <inbox>/.failed
FAILED_KEYWORD = "$GamemasterFailed"  # IMAP

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class InboxMail:
    raw: bytes
    done: Callable[[], None]
    set_aside: Callable[[], None]


class InboxError(ValueError):
    """The inbox URL cannot be used."""


def maildir_messages(path: str, limit: int) -> Iterator[InboxMail]:
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

        def set_aside(key: str = key, raw: bytes = raw) -> None:
            # A copy first, then the removal: a crash between leaves it in both places, and
            # the next sweep finds it stored already and only removes it.
            box.add_folder(FAILED_FOLDER).add(raw)
            done(key)

        yield InboxMail(raw, done, set_aside)


def _raw_message_class() -> type:
    from imap_tools import MailMessage

    class RawMailMessage(MailMessage):  # type: ignore[misc]
        """imap-tools keeps only the parsed message: this one keeps the bytes as fetched."""

        def __init__(self, fetch_data: list) -> None:
            super().__init__(fetch_data)
            self.raw = self._get_message_data_parts(fetch_data)[0]

    return RawMailMessage


def imap_messages(url: str, limit: int, timeout: float = 30.0) -> Iterator[InboxMail]:
    from imap_tools import A, MailBox, MailBoxStartTls, MailBoxUnencrypted

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
        box.email_message_class = _raw_message_class()
        for message in box.fetch(A(no_keyword=FAILED_KEYWORD), limit=limit, mark_seen=False,
                                 bulk=False):
            uid = message.uid

            def done(uid: str | None = uid) -> None:
                if uid:
                    box.delete([uid])

            def set_aside(uid: str | None = uid, box: Any = box) -> None:
                if uid:
                    _flag_failed(box, uid)

            yield InboxMail(message.raw, done, set_aside)


def _flag_failed(box: Any, uid: str) -> None:
    from imap_tools.errors import MailboxFlagError

    try:
        box.flag([uid], FAILED_KEYWORD, True)
    except MailboxFlagError:
        log.error("the IMAP server refused the keyword %s: mail %s stays in the inbox",
                  FAILED_KEYWORD, uid)


def inbox_messages(url: str, limit: int = 200) -> Iterator[InboxMail]:
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
