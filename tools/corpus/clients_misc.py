"""The mail programs of the issue's broken cases, and Mutt.

Mutt: plain text, inline, 8bit, the charset its configuration names: with ``$send_charset``
"iso-8859-1" on a UTF-8 terminal it labels UTF-8 bytes as ISO-8859-1 (option
``mislabel``) — the issue's "A MÃ¼nchen". Its attribution "On Mon, Mar 02, 2026 at
10:00:00AM +0100, Gamemaster wrote:" and "> " quoting.
A web mailer whose plain part is a stub ("please use an HTML mail program") beside the real
HTML part (``html-stub``): the issue's case of the stub preferred over the content.
"""

from __future__ import annotations

from tools.corpus import people
from tools.corpus.compose import Draft, arrange, html_lines, html_quote, prefixed
from tools.corpus.mime import Multipart, Part, address_header, encoded_word, message, text_part

MUTT_ATTR = {"en": "On Mon, Mar 02, 2026 at 10:00:00AM +0100, Gamemaster wrote:",
             "de": "Am Mo, 02. Mär 2026 um 10:00:00 +0100 schrieb Gamemaster:"}


def _headers(d: Draft, message_id: str, agent: tuple[str, str]) -> list[tuple[str, str]]:
    """Mutt's header order, which the small web mailer shares."""
    return [("Date", people.date_header(d.number)),
            ("From", address_header(d.name, d.sender, "utf-8")), ("To", d.to),
            ("Subject", encoded_word(d.subject_line("Re: ", "Fwd: "), "utf-8")),
            ("Message-ID", message_id), *d.reply_headers(), ("MIME-Version", "1.0"), agent]


def mutt(d: Draft) -> bytes:
    head = [MUTT_ATTR.get(d.ui, MUTT_ATTR["en"])]
    plain = arrange(d, list(d.own), head, prefixed(d.quote))
    text = "\n".join(plain) + "\n"
    label = d.option("charset", "utf-8")
    actual = "utf-8" if d.option("mislabel") == "yes" else label
    body = text.replace("\n", "\r\n").encode(actual)
    content = Part("text/plain", body, [("charset", label)], "8bit",
                   [("Content-Disposition", "inline")], quote_params=False)
    mid = f"<{people.token(d.number, 'mutt', 14)}@{d.sender.split('@')[1]}>"
    return message(_headers(d, mid, ("User-Agent", "Mutt/2.2.9 (2022-11-12)")), content)


STUB = {"de": "Diese Nachricht ist im HTML-Format. Bitte verwenden Sie ein HTML-fähiges "
              "E-Mail-Programm, um sie anzuzeigen.",
        "en": "This message is in HTML format. Please use an HTML mail program to read it.",
        "it": "Questo messaggio è in formato HTML. Utilizzare un programma di posta che "
              "supporti l'HTML."}


def html_stub(d: Draft) -> bytes:
    """multipart/alternative: a stub in text/plain, the player's text only in text/html."""
    stub = STUB.get(d.ui, STUB["en"])
    own_html = html_lines(list(d.own), lambda x: f"<p>{x}</p>\n", "<p>&nbsp;</p>\n")
    quote_html = ""
    if d.quoting:
        quote_html = ('<blockquote style="border-left:2px solid #999;padding-left:6px">'
                      f"{html_quote(d.quote)}</blockquote>\n")
    html = (f"<html><body>\n{own_html}{quote_html}</body></html>\n")
    content = Multipart("alternative", "=_alt_" + people.token(d.number, "stub", 20), [
        text_part("plain", stub + "\n", "utf-8", "quoted-printable"),
        text_part("html", html, "utf-8", "quoted-printable")])
    mid = f"<{people.token(d.number, 'stubid', 18)}@webmail.{d.sender.split('@')[1]}>"
    return message(_headers(d, mid, ("X-Mailer", "Webmail Interface")), content)


def attachment_wrap(inner: bytes, number: int, filename: str) -> bytes:
    """A mail with a file attached (a screenshot of the map, the orders as a document):
    the program's own content becomes the first part of multipart/mixed."""
    head, _, body = inner.partition(b"\r\n\r\n")
    rows = head.split(b"\r\n")
    content_rows = [r for r in rows if r.lower().startswith((b"content-type", b"content-transfer"))]
    other = [r for r in rows if r not in content_rows]
    boundary = "mixed_" + people.token(number, "mixed", 20)
    data = people.token(number, "png", 300, people.ALNUM + "+/")
    lines = [data[i:i + 76] for i in range(0, len(data), 76)]
    out = b"\r\n".join(other) + b"\r\n" + (
        f'Content-Type: multipart/mixed; boundary="{boundary}"\r\n\r\n'
        f"--{boundary}\r\n").encode() + b"\r\n".join(content_rows) + b"\r\n\r\n" + body + (
        f"\r\n--{boundary}\r\nContent-Type: image/png; name=\"{filename}\"\r\n"
        f"Content-Disposition: attachment; filename=\"{filename}\"\r\n"
        "Content-Transfer-Encoding: base64\r\n\r\n" + "\r\n".join(lines)
        + f"\r\n--{boundary}--\r\n").encode()
    return out


CLIENTS = {"mutt": mutt, "html-stub": html_stub}
