"""From raw bytes to clean text (games/mail_intake/decoding.py, mime.py, parse.py): charsets
as declared or mislabelled, control characters in the body and every header, the HTML part
read when the plain part is a stub, and hostile bytes that may only ever give a reading or
MailUnreadable. Each expectation is the text the mail was built from."""

from __future__ import annotations

import base64
import quopri
import sys
import unicodedata
from dataclasses import astuple
from email.header import Header
from email.message import EmailMessage
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.mail_intake.decoding import clean_text, decode_bytes
from games.mail_intake.mime import MAX_DEPTH
from games.mail_intake.parse import MailParts, MailUnreadable, envelope, read_mail

ORDERS = "ORDERS\nA München - Böhmen\nF Triest H\nGrüße aus Wien"
HEAD = ("From: Anna <anna@example.org>\r\nTo: g7-12-abc@pbem.example.org\r\n"
        "Subject: orders\r\nMessage-ID: <t-1@example.org>\r\nMIME-Version: 1.0\r\n")


def mail(body: bytes, charset: str | None = "utf-8", cte: str = "8bit",
         head: str = HEAD) -> bytes:
    label = f"; charset={charset}" if charset is not None else ""
    if cte == "quoted-printable":
        body = quopri.encodestring(body)
    elif cte == "base64":
        body = base64.encodebytes(body)
    return (head.encode() + f"Content-Type: text/plain{label}\r\n"
            f"Content-Transfer-Encoding: {cte}\r\n\r\n".encode() + body)


def lines(text: str) -> list[str]:
    return [line.strip() for line in text.split("\n") if line.strip()]


def strings(parts: MailParts) -> list[str]:
    """Every string the intake gets from a reading."""
    found: list[str] = []
    for value in astuple(parts):
        found.extend(value if isinstance(value, tuple) else [value])
    return [value for value in found if isinstance(value, str)]


def invisible(text: str) -> set[str]:
    """Control, format and surrogate characters other than newline and tab."""
    return {c for c in text if c not in "\n\t" and unicodedata.category(c) in {"Cc", "Cf", "Cs"}}


# --- charsets -------------------------------------------------------------------------------

@pytest.mark.parametrize("cte", ["8bit", "quoted-printable", "base64"])
@pytest.mark.parametrize("label", ["iso-8859-1", "ISO-8859-15", "windows-1252", "us-ascii",
                                   "latin1", None])
def test_utf8_bytes_under_a_single_byte_label_are_read_as_utf8(label, cte):
    parts = read_mail(mail(ORDERS.encode("utf-8"), label, cte))
    assert lines(parts.text) == lines(ORDERS)


@pytest.mark.parametrize("label", ["iso-8859-1", "iso-8859-15", "windows-1252"])
def test_real_latin1_bytes_are_read_by_their_label(label):
    parts = read_mail(mail(ORDERS.encode("latin-1"), label, "quoted-printable"))
    assert lines(parts.text) == lines(ORDERS)


@pytest.mark.parametrize(("text", "label", "encoding"), [
    ("Kosten: 5 € pro Einheit", "iso-8859-15", "iso-8859-15"),
    ("„Frieden“ – sagt Wien", "windows-1252", "cp1252"),
    ("Kosten: 5 € pro Einheit", "iso-8859-1", "cp1252"),  # read as its superset
    ("Příkazy: A Praha - Vídeň", "iso-8859-2", "iso-8859-2"),
    ("Приказы: A Москва H", "koi8-r", "koi8-r"),
])
def test_declared_charsets_are_honoured(text, label, encoding):
    assert read_mail(mail(text.encode(encoding), label)).text == text


@pytest.mark.parametrize("label", ["x-unknown", "utf-8", "foo\"bar", "utf-99"])
def test_a_wrong_or_unknown_label_falls_back_to_what_decodes(label):
    assert lines(read_mail(mail(ORDERS.encode("latin-1"), label)).text) == lines(ORDERS)
    assert lines(read_mail(mail(ORDERS.encode("utf-8"), label)).text) == lines(ORDERS)


@pytest.mark.parametrize(("text", "encoding"), [
    ("Приказы на весну 1901 года: армия в Москве стоит, флот идёт в Чёрное море.", "cp1251"),
    ("Voilà mes ordres, très bien: armée à Paris, flotte à Brest.", "cp1252"),
    ("Straße", "cp1252"),  # too short to detect: not taken for UTF-16 or Big5
    ("A Mün - Böh", "cp1252"),
])
def test_an_unknown_label_is_replaced_by_the_detected_charset(text, encoding):
    assert read_mail(mail(text.encode(encoding), "x-unknown")).text == text


def test_us_ascii_with_8bit_bytes_is_read_as_windows_1252_not_guessed():
    text = "Voilà, très bien: armée à Paris – „Frieden“ €"
    assert read_mail(mail(text.encode("cp1252"), "us-ascii")).text == text
    # Bytes Windows-1252 leaves undefined are ISO-8859-1's C1 controls: dropped, not "\ufffd".
    assert read_mail(mail(b"A vie\x81 - gal\x8d", "us-ascii")).text == "A vie - gal"


@pytest.mark.parametrize("label", ["unicode_escape", "raw_unicode_escape", "punycode", "idna",
                                   "base64", "rot13", "undefined"])
def test_labels_that_are_no_text_charset_change_nothing(label):
    text = "ORDERS\nA vie - gal \\u0041 \\x00 dmllIC0gZ2Fs"
    assert read_mail(mail(text.encode(), label)).text == text


def test_undecodable_bytes_under_no_charset_become_replacement_characters_not_a_crash():
    data = bytes(range(0x80, 0x100)) * 4
    text = decode_bytes(data, "utf-8")
    assert isinstance(text, str) and text


# --- control characters ---------------------------------------------------------------------

def test_control_and_invisible_characters_leave_the_body():
    body = ("\ufeffORDERS\x00\r\nA vie\x07 - gal\u200b\r\nF\xa0tri\u00a0H\x1b[31m\r\n"
            "A bud\u202e - ser\x85\x7f\rPRESS TO\u2060 france\tGrüße\x0c\r\n")
    parts = read_mail(mail(body.encode("utf-8")))
    assert parts.text.split("\n") == ["ORDERS", "A vie - gal", "F tri H[31m",
                                      "A bud - ser", "PRESS TO france\tGrüße"]
    assert not invisible(parts.text)


def test_the_cleaner_knows_every_control_format_and_surrogate_character_of_this_python():
    every = [chr(code) for code in range(sys.maxunicode + 1)
             if chr(code) not in "\n\t\r" and invisible(chr(code))]
    assert clean_text("".join(every)) == ""
    assert clean_text("a\r\nb\rc\u2028d\xa0e") == "a\nb\nc\nd e"


def test_a_nul_after_the_heading_is_dropped_in_every_transfer_encoding():
    for cte in ("8bit", "quoted-printable", "base64"):
        parts = read_mail(mail(b"ORDERS\x00\nA vie - gal\x00\n", "utf-8", cte))
        assert parts.text.split("\n") == ["ORDERS", "A vie - gal"], cte


def test_every_header_value_is_decoded_and_cleaned():
    subject = Header("Befehle\x00\x01 für Österreich\u200b", "utf-8").encode()
    name = Header("Anna\x00 Österreicher", "utf-8").encode()
    head = (f"From: {name} <anna\x01@example.org>\r\nTo: g7-12-abc@pbem.example.org\r\n"
            f"Subject: {subject}\r\nMessage-ID: <t-\x02\x7f1@example.org>\r\n"
            "In-Reply-To: <a\x00b@example.org> <good@example.org>\r\n"
            "MIME-Version: 1.0\r\n")
    parts = read_mail(mail(b"ORDERS\nA vie H\n", head=head))
    assert parts.subject == "Befehle für Österreich"
    assert parts.sender_name == "Anna Österreicher"
    assert parts.sender == "anna@example.org"
    assert parts.message_id == "<t-1@example.org>"
    assert parts.references == ("<good@example.org>",)
    for value in strings(parts):
        assert not invisible(value), value


def test_whitespace_between_encoded_words_goes_as_rfc_2047_says():
    head = HEAD.replace("Subject: orders", "Subject: =?utf-8?q?Z=C3=BCge_nach_M=C3=BC?=\r\n"
                        " =?utf-8?q?nchen?= und =?utf-8?q?Wien?=")
    assert read_mail(mail(b"ORDERS\n", head=head)).subject == "Züge nach München und Wien"


def test_eight_bit_headers_are_decoded_like_a_body_without_charset():
    head = (b"From: Anna \xc3\x96sterreicher <anna@example.org>\r\n"
            b"To: g7-12-abc@pbem.example.org\r\nSubject: Befehle f\xfcr \xd6sterreich\r\n"
            b"MIME-Version: 1.0\r\n")
    raw = head + b"Content-Type: text/plain; charset=utf-8\r\n\r\nORDERS\r\n"
    parts = read_mail(raw)
    assert (parts.sender_name, parts.subject) == ("Anna Österreicher", "Befehle für Österreich")


def test_an_encoded_word_labelled_latin1_holding_utf8_reads_as_utf8():
    word = "=?iso-8859-1?q?" + quopri.encodestring("Züge nach München".encode(),
                                                  header=True).decode() + "?="
    head = HEAD.replace("Subject: orders", f"Subject: {word}")
    assert read_mail(mail(b"ORDERS\n", head=head)).subject == "Züge nach München"


@pytest.mark.parametrize(("from_header", "name", "address"), [
    ('"Anna Österreicher" <anna@example.org>', "Anna Österreicher", "anna@example.org"),
    ("=?utf-8?q?M=C3=BCller=2C_Hans?= <hans@example.org>", "Müller, Hans", "hans@example.org"),
    ("=?utf-8?b?" + base64.b64encode(b"Ida Rossi <ida@example.org>").decode() + "?=",
     "Ida Rossi", "ida@example.org"),
    ("anna@example.org", "", "anna@example.org"),
    ("ANNA@Example.ORG (Anna)", "Anna", "anna@example.org"),
])
def test_the_sender_name_is_the_decoded_display_name(from_header, name, address):
    head = HEAD.replace("From: Anna <anna@example.org>", f"From: {from_header}")
    parts = read_mail(mail(b"ORDERS\n", head=head))
    assert (parts.sender_name, parts.sender) == (name, address)


# --- HTML or plain --------------------------------------------------------------------------

HTML_ORDERS = ("<html><body><div>ORDERS</div><div>A vie - gal</div><div>F tri H</div>"
               "</body></html>")


def alternative(plain: str, html: str, *, kind: str = "alternative") -> bytes:
    message = EmailMessage()
    message["From"], message["To"], message["Subject"] = ("anna@example.org",
                                                          "g7-12-abc@pbem.example.org", "x")
    message.set_content(plain)
    if kind == "alternative":
        message.add_alternative(html, subtype="html")
    else:
        message.add_attachment(html, subtype="html", disposition="inline")
    return message.as_bytes()


@pytest.mark.parametrize("stub", [
    "This message is in HTML format. Please use an HTML mail program to read it.",
    "Diese Nachricht ist im HTML-Format. Bitte verwenden Sie ein HTML-fähiges Mailprogramm.",
    "Questo messaggio è in formato HTML, usa un programma di posta che lo visualizzi.",
    "Votre client de messagerie ne permet pas d'afficher ce message.",
    "", "  \n \n", "[image: logo.png]",
])
def test_a_stub_plain_part_gives_way_to_the_html_part(stub):
    parts = read_mail(alternative(stub, HTML_ORDERS))
    assert lines(parts.text) == ["ORDERS", "A vie - gal", "F tri H"]
    assert "HTML read as text" in parts.notes


def test_a_plain_part_with_the_html_parts_words_is_read():
    plain = "ORDERS\nA vie - gal\nF tri H\n\nViele Grüße"
    html = HTML_ORDERS.replace("</body>", "<p>Viele <b>Gr&uuml;&szlig;e</b></p></body>")
    parts = read_mail(alternative(plain, html.replace("F tri H", "F tri - adr")))
    assert lines(parts.text) == lines(plain)
    assert "HTML read as text" not in parts.notes


@pytest.mark.parametrize(("plain", "stub"), [
    ("ORDERS kaputt nichts", True),  # one of three words in the HTML: a stub
    ("ORDERS A vie kaputt nichts", False),  # three of five: the plain text is read
])
def test_a_plain_part_is_a_stub_when_fewer_than_half_its_words_are_in_the_html(plain, stub):
    parts = read_mail(alternative(plain, HTML_ORDERS))
    assert ("HTML read as text" in parts.notes) is stub
    assert lines(parts.text) == (["ORDERS", "A vie - gal", "F tri H"] if stub else [plain])


def test_a_stub_sharing_half_its_words_with_a_quoted_report_is_still_a_stub():
    # "this", "message", "is", "in", "HTML", "mail" all occur in the quoted report below
    report = ("<blockquote><p>This message is in reply to your mail: the results of S1901M "
              "are in the HTML part; " + " ".join(f"Austria{n} holds province{n}"
                                                 for n in range(12)) + "</p></blockquote>")
    stub = "This message is in HTML format. Please use an HTML capable mail program."
    parts = read_mail(alternative(stub, HTML_ORDERS.replace("</body>", report + "</body>")))
    assert "HTML read as text" in parts.notes
    assert lines(parts.text)[:3] == ["ORDERS", "A vie - gal", "F tri H"]


def test_an_inline_html_part_that_is_no_alternative_never_replaces_the_plain_text():
    parts = read_mail(alternative("STATUS\nHISTORY", HTML_ORDERS, kind="mixed"))
    assert lines(parts.text) == ["STATUS", "HISTORY"]


def test_an_attached_text_file_is_noted_never_read():
    message = EmailMessage()
    message["From"], message["To"] = "anna@example.org", "g7-12-abc@pbem.example.org"
    message.set_content(HTML_ORDERS, subtype="html")
    message.add_attachment("A vie H\nA bud H", filename="report.txt")
    parts = read_mail(message.as_bytes())
    assert lines(parts.text) == ["ORDERS", "A vie - gal", "F tri H"]
    assert "attachment report.txt ignored" in parts.notes


def test_html_with_an_xml_declaration_is_read():
    html = '<?xml version="1.0" encoding="UTF-8"?>\n' + HTML_ORDERS
    assert lines(read_mail(alternative("", html)).text) == ["ORDERS", "A vie - gal", "F tri H"]


def test_an_attached_mail_is_noted_never_read():
    inner = mail(b"ORDERS\nA vie - gal\n")
    message = EmailMessage()
    message["From"], message["To"] = "anna@example.org", "g7-12-abc@pbem.example.org"
    message.set_content("see the attached mail")
    message.add_attachment(inner, maintype="message", subtype="rfc822")
    parts = read_mail(message.as_bytes())
    assert lines(parts.text) == ["see the attached mail"]
    assert any("message/rfc822" in note for note in parts.notes)


# --- hostile bytes --------------------------------------------------------------------------

def nested(depth: int) -> bytes:
    body = b""
    for level in range(depth):
        body += b'Content-Type: multipart/mixed; boundary="b%d"\r\n\r\n--b%d\r\n' % (level, level)
    body += b"Content-Type: text/plain\r\n\r\nORDERS\r\nA vie - gal\r\n"
    for level in reversed(range(depth)):
        body += b"--b%d--\r\n" % level
    return HEAD.encode() + body


def test_a_mime_tree_of_a_few_levels_is_read():
    assert lines(read_mail(nested(5)).text) == ["ORDERS", "A vie - gal"]


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 60, 10_000])
def test_a_mime_tree_nested_too_deeply_is_unreadable(depth):
    with pytest.raises(MailUnreadable, match="nested too deeply"):
        read_mail(nested(depth), max_bytes=10**8)  # a size limit would refuse it first


HOSTILE = {
    "nul-everywhere": HEAD.replace(": ", ":\x00 ").encode() + b"\r\nOR\x00DERS\x00\r\n\x00",
    "control-bytes": bytes(range(32)) * 40 + b"\r\n\r\n" + bytes(range(256)),
    "megabyte-header": HEAD.encode() + b"X-Long: " + b"a" * 1_000_000 + b"\r\n\r\nORDERS\r\n",
    "megabyte-subject": HEAD.replace("orders", "=?utf-8?q?a?= " * 60_000).encode() + b"\r\nx",
    "header-without-colon": b"From anna\r\nthis is no header\r\n\r\nORDERS\r\n",
    "no-blank-line": HEAD.encode() + b"Content-Type: text/plain",
    "only-cr": HEAD.encode() + b"\r\n\r",
    "body-only-cr": b"\r",
    "empty": b"",
    "broken-boundary": HEAD.encode() + b'Content-Type: multipart/mixed; boundary="X"\r\n\r\n'
                       b"--X\r\nContent-Type: text/plain\r\n\r\nORDERS\r\n--Y--\r\n--X",
    "boundary-missing": HEAD.encode() + b"Content-Type: multipart/alternative\r\n\r\n--\r\n",
    "bad-base64": mail(b"", cte="base64").replace(b"\r\n\r\n", b"\r\n\r\n!!!=*\x00\xff===", 1),
    "bad-qp": mail(b"", cte="quoted-printable") + b"=ZZ=\r\n=\x00=FF=F",
    "bad-uuencode": mail(b"", cte="x-uuencode") + b"begin 644 x\r\n\xff\xfe\r\nend",
    "unknown-charset": mail(b"\xff\xfe\x00A", "x-\x00\xff-unknown"),
    "charset-param-rfc2231": HEAD.encode() + b"Content-Type: text/plain; charset*=x''%FF\r\n"
                             b"\r\nORDERS",
    "garbage-encoded-words": HEAD.replace("orders", "=?utf-8?b?//79AAEC?= =?x?q?=FF=00?= "
                                          "=?utf-8?b?!!!?= =?utf-16?b?2D3YPQ==?=").encode()
                             + b"\r\nx",
    "eight-bit-headers": b"From: \xff\xfe <\xc3\xa9@example.org>\r\nSubject: \x80\x81\r\n\r\nx",
    "nested-comments-from": b"From: " + b"(" * 5000 + b"a@example.org\r\n\r\nx",
    "brackets-from": b"From: " + b"<" * 50_000 + b"a@example.org\r\n\r\nx",
    "many-to-headers": HEAD.encode() + b"To: x@example.org\r\n" * 20_000 + b"\r\nx",
    "filename-with-controls": HEAD.encode() + b'Content-Type: multipart/mixed; boundary="B"\r\n'
                              b'\r\n--B\r\nContent-Type: application/pdf; name="a\x00\x1b.pdf"'
                              b"\r\n\r\nxx\r\n--B--\r\n",
    "deep-html": HEAD.encode() + b"Content-Type: text/html\r\n\r\n" + b"<div>" * 100_000 + b"x",
    "html-garbage": HEAD.encode() + b"Content-Type: text/html\r\n\r\n<\x00<!--<![CDATA[<?",
    "message-rfc822-loop": HEAD.encode() + b"Content-Type: message/rfc822\r\n\r\n" * 200,
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_bytes_give_a_clean_reading_or_mail_unreadable(name):
    raw = HOSTILE[name]
    envelope(raw)
    try:
        parts = read_mail(raw, max_bytes=10**8)
    except MailUnreadable as error:
        assert not str(error).startswith("unreadable:"), error  # a parser failed
        return
    for value in strings(parts):
        assert not invisible(value), (name, value[:80])


# Real mails to mutate: every 37th of the corpus and the first of each kind (plain, HTML-only,
# alternative, attachment, malformed), plus mails of this module.
CORPUS = sorted((Path(__file__).parent / "corpus").glob("*.eml"))
KINDS = ("html", "alternative", "attachment", "malformed", "bounce", "outlook", "thunderbird")
SEEDS = [path.read_bytes() for path in dict.fromkeys(
    [*CORPUS[::37], *(next((p for p in CORPUS if kind in p.name), CORPUS[0]) for kind in KINDS
                      if CORPUS)])] + [mail(ORDERS.encode()), nested(4),
                                       alternative("stub", HTML_ORDERS)]
NASTY = [b"\x00", b"\r", b"\n", b"\r\n\r\n", b"\xff", b"\xc3", b"=?", b"?=", b"=?utf-8?b?",
         b"--", b"boundary=", b"Content-Type: multipart/mixed; boundary=x\r\n", b"<", b"(",
         b"\x1b", b"\xe2\x80\xae", b"=\r\n", b"charset=", b":", b" "]


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    raw = bytearray(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 8))):
        at = draw(st.integers(0, len(raw)))
        action = draw(st.sampled_from(["insert", "delete", "replace", "repeat"]))
        piece = draw(st.one_of(st.sampled_from(NASTY), st.binary(max_size=12)))
        if action == "insert":
            raw[at:at] = piece
        elif action == "delete":
            del raw[at:at + draw(st.integers(1, 200))]
        elif action == "replace":
            raw[at:at + len(piece)] = piece
        else:
            raw[at:at] = bytes(raw[at:at + 40]) * draw(st.integers(2, 50))
    return bytes(raw)


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(mutated(), st.binary(max_size=400)))
def test_random_and_mutated_mails_give_a_clean_reading_or_mail_unreadable(raw):
    envelope(raw)
    try:
        parts = read_mail(raw)
    except MailUnreadable as error:
        assert not str(error).startswith("unreadable:"), error
        return
    assert isinstance(parts.text, str)
    for value in strings(parts):
        assert not invisible(value), value[:80]
