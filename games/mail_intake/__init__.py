"""Orders, press and commands by e-mail: the small pure steps between a raw mail and the
services (``games.services.mail_receive`` is the one caller that joins them).

- ``addresses``: each seat's secret address ``g<game>-<seat>-<nonce><mac>@<domain>``;
- ``parse``: MIME -> envelope, auto-reply detection, the plain text (HTML read as text,
  charsets, attachments noted), quoted replies and signatures dropped;
- ``sections``: that text -> submission boxes under headings, press blocks, commands;
- ``transports``: where raw mails come from (a Maildir, an IMAP mailbox, standard input).

Nothing in the domain knows a submission came by mail: these modules only call services.
"""
