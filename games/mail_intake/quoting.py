"""The player's own text of a plain-text mail: quoted replies and forwarded mails dropped.

A *quote start* is a line (or a few lines) that introduces a quoted or forwarded mail:

- what mail-parser-reply knows, in German, English, French, Italian, Spanish and Dutch: the
  attributions "On … wrote:", "Am … schrieb …:", "Le … a écrit :", "Il … ha scritto:" (also
  wrapped over two lines, as Gmail does), the header blocks of Outlook, GMX/web.de and phone
  programs ("From:/Sent:/To:/Subject:", "Von:/Gesendet:/An:/Betreff:", "De :/Envoyé :/À :/
  Objet :", "Da:/Inviato:/A:/Oggetto:", "De:/Enviado:/Para:/Asunto:", "Van:/Verzonden:/Aan:/
  Onderwerp:") and "-----Original Message-----";
- what it misses, by our own patterns: the Spanish and Dutch attributions of Gmail, Apple
  Mail, Yahoo and Thunderbird ("El … escribió:", "Op … schreef …:", "Op … heeft … het
  volgende geschreven:"), Yahoo's German "Am … hat … Folgendes geschrieben:", attributions
  wrapped over three lines, and the forward and original-message markers of the six
  languages ("---------- Forwarded message ---------", "-------- Weitergeleitete Nachricht
  --------", "-------- Message transféré --------", "Début du message réexpédié :",
  "-------- Messaggio inoltrato --------", "Inizio messaggio inoltrato:", "---------- Mensaje
  reenviado ---------", "---------- Doorgestuurd bericht ---------", "Begin forwarded
  message:", "Anfang der weitergeleiteten Nachricht:", "-----Ursprüngliche Nachricht-----" …).

What happens at a quote start depends on what follows it (blank lines and further quote
starts skipped): ``>`` lines mean the start only labels that quoted block, so the labels and
the ``>`` lines go and the text after them stays (bottom-posting, interleaved answers); any
other text means a top-posting program quoted the mail without ``>`` (Outlook, GMX, Yahoo,
phones, forwards), so everything from the start on is the quote. ``>`` lines at any depth are
always dropped. An attribution counts as a start only when it shows a time or an
address ("10:00", "@"), as every program's does; one without ("Gamemaster wrote:", "Am
Montag schrieb Frankreich:") only labels ``>`` lines right below it, so a sentence that ends
in "wrote:" never cuts a mail. A header block counts only with three fields or more, among
them a sender (From/Von/De/Da/Van) and a date or subject, so "From: Austria / To: France" in
a press message is no quote. Lines longer than ``MAX_LINE`` chars are never quote starts
(and never reach the library's regular expressions, which are quadratic in the line length).
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from mailparser_reply.constants import GENERIC_MAIL_SEPARATOR
from mailparser_reply.parser import EmailMessage

# The six languages players write in, and those of mail programs they use (a Polish Yahoo).
LANGUAGES = ("de", "en", "fr", "it", "es", "nl", "pl", "sv", "da", "cs")
MAX_LINE = 200
_LIBRARY = EmailMessage(text="", languages=list(LANGUAGES)).HEADER_REGEX
_LIBRARY_SEPARATOR = re.compile(GENERIC_MAIL_SEPARATOR, re.IGNORECASE)
# Our own patterns, for what mail-parser-reply does not know (module docstring).
_INTRO = re.compile(r"^(?:on|am|le|il|el|op)\s", re.IGNORECASE)
_VERB = re.compile(r"\b(?:wrote|schrieb|geschrieben|a\s+écrit|ha\s+scritto|escribió|"
                   r"schreef|geschreven|writes|schreibt|écrit|scrive|escribe|schrijft)\b",
                   re.IGNORECASE)
_EVIDENCE = re.compile(r"\b\d{1,2}:\d{2}\b|@")
_TIME = re.compile(r"\b\d{1,2}:\d{2}\b")
_ANY_ATTRIBUTION = re.compile(r"<[^<>\s]+@[^<>\s]+>")
# "Gamemaster <gm@…> schrieb am …:", also wrapped after the "<" as Gmail's app does
_NAMED = re.compile(r"^[^<>:]{1,80}<(?:[^<>\s]+@[^<>\s]+>?\s|$)")
_MARKER_PHRASES = (
    "forwarded message", "original message", "weitergeleitete nachricht",
    "ursprüngliche nachricht", "original-nachricht", "originalnachricht",
    "message transféré", "message transfére", "message d'origine", "message d’origine",
    "messaggio inoltrato", "messaggio originale", "mensaje reenviado", "mensaje original",
    "doorgestuurd bericht", "oorspronkelijk bericht", "origineel bericht")
_DASHED = re.compile(r"^[-_=*]{2,}\s*(?:" + "|".join(_MARKER_PHRASES) + r")\s*[-_=*]{2,}$",
                     re.IGNORECASE)
_BEGIN = re.compile(
    r"^(?:begin forwarded message|anfang der weitergeleiteten nachricht|"
    r"début du message réexpédié|inizio messaggio inoltrato|inicio del mensaje reenviado|"
    r"begin doorgestuurd bericht)\s*:$", re.IGNORECASE)
# "From:", "Envoyé :", and two-word fields as Spanish Outlook writes them ("Enviado el:").
_FIELD = re.compile(r"^[*\s]*([^\W\d_]{1,12})(?:\s[^\W\d_]{1,3})?\s?\*?\s?:", re.IGNORECASE)
_SENDER_FIELDS = {"from", "von", "de", "da", "van"}
_DATE_OR_SUBJECT_FIELDS = {"sent", "date", "subject", "gesendet", "datum", "betreff", "envoyé",
                           "objet", "inviato", "data", "oggetto", "enviado", "fecha", "asunto",
                           "verzonden", "onderwerp"}
_SEPARATOR = re.compile(r"^[-_=*]{5,}$")


@dataclass(frozen=True)
class _Start:
    last: int  # the last line of the label (an attribution may be wrapped)
    strong: bool  # a real quote start; weak ones only label ">" lines below them


def _quoted(line: str) -> bool:
    return line.lstrip().startswith(">")


def _header_block(lines: list[str], first: int) -> int | None:
    """The last line of the header block starting at ``first``, if it is one."""
    names, last = [], first
    for number in range(first, min(first + 12, len(lines))):
        match = _FIELD.match(lines[number])
        if match is None:
            break
        names.append(match.group(1).casefold())
        last = number
    if len(names) >= 3 and _SENDER_FIELDS & set(names) and _DATE_OR_SUBJECT_FIELDS & set(names):
        return last
    return None


def _attribution(lines: list[str], first: int) -> _Start | None:
    """An attribution starting at ``first`` and ending, with a colon, one to three lines on:
    "On … wrote:" and the like, or Gmail's mobile form "Name <address> schrieb am …:"."""
    if not _INTRO.match(lines[first]) and not _NAMED.match(lines[first]):
        return None
    joined = ""
    for last in range(first, min(first + 3, len(lines))):
        if not lines[last] or _quoted(lines[last]):
            return None
        joined = f"{joined} {lines[last]}"
        if len(joined) > 3 * MAX_LINE:
            return None
        if joined.endswith(":") and _VERB.search(joined):
            return _Start(last, bool(_EVIDENCE.search(joined)))
    return None


def _library_matches(lines: list[str]) -> list[tuple[int, int]]:
    """The first and last line of each attribution, header block or separator that
    mail-parser-reply finds (quoted, long and colon-less lines blanked first: they can start
    nothing, and cost its regular expressions the most)."""
    # Every pattern of the library needs a colon on the line or the next one (an attribution
    # wrapped over two lines), except its "-----Original Message-----".
    colon = [":" in line for line in lines] + [False]
    shown = [line if not _quoted(line) and len(line) <= MAX_LINE and (
        colon[number] or colon[number + 1] or line.startswith("-")) else ""
        for number, line in enumerate(lines)]
    offsets = [0]
    for line in shown:
        offsets.append(offsets[-1] + len(line) + 1)
    found = []
    for match in _LIBRARY.finditer("\n".join(shown)):
        text = match.group().rstrip("\n")
        start = match.start() + len(text) - len(text.lstrip("\n"))
        end = match.start() + len(text) - 1
        if end >= start:
            found.append((bisect.bisect_right(offsets, start) - 1,
                          bisect.bisect_right(offsets, end) - 1))
    return found


def _library_start(lines: list[str], first: int, last: int) -> _Start | None:
    """What a match of the library is worth: a header block only with a sender field and one
    more; an attribution is strong only with evidence (module docstring)."""
    if _FIELD.match(lines[first]):
        block_end = _header_block(lines, first)
        return None if block_end is None else _Start(block_end, True)
    if _LIBRARY_SEPARATOR.match(lines[first]):
        return _Start(first, True)
    joined = " ".join(lines[first:last + 1])
    if not joined.endswith(":"):
        return None
    return _Start(last, bool(_EVIDENCE.search(joined)))


def quote_starts(lines: list[str]) -> dict[int, _Start]:
    """Each unquoted line that starts a quoted or forwarded mail, with its label's extent:
    first what mail-parser-reply finds, then our own patterns where it found nothing."""
    starts: dict[int, _Start] = {}
    for first, last in _library_matches(lines):
        if first not in starts and (start := _library_start(lines, first, last)) is not None:
            starts[first] = start
    for number, line in enumerate(lines):
        if number in starts or not line or _quoted(line) or len(line) > MAX_LINE:
            continue
        if _DASHED.match(line) or _BEGIN.match(line):
            starts[number] = _Start(number, True)
        elif _FIELD.match(line) and (block_end := _header_block(lines, number)) is not None:
            starts[number] = _Start(block_end, True)  # a block the library's words miss
        elif line.endswith(":") and _ANY_ATTRIBUTION.search(line) and _TIME.search(line):
            # Any language's "<day, date time>, Name <address> <wrote>:" ("W poniedziałek,
            # 2 marca 2026 10:00, Gamemaster <gm@…> napisał(a):").
            starts[number] = _Start(number, True)
        elif (attribution := _attribution(lines, number)) is not None:
            starts[number] = attribution
        elif line.endswith(":") and _VERB.search(line):
            starts[number] = _Start(number, False)  # "Gamemaster wrote:"
    return starts


def _own_lines(lines: list[str]) -> tuple[list[str], list[str]]:
    """The player's own lines, and the lines from an unmarked quote's start to the end (a
    player may have written below it: ``sections`` looks there when the rest is empty)."""
    starts = quote_starts(lines)
    kept: list[str] = []
    number = 0
    while number < len(lines):
        line = lines[number]
        start = starts.get(number)
        if _quoted(line):
            number += 1
            continue
        if start is None:
            kept.append(line)
            number += 1
            continue
        strong, after = start.strong, start.last + 1
        while after < len(lines) and not _quoted(lines[after]):
            if not lines[after]:
                after += 1
            elif after in starts:
                strong, after = strong or starts[after].strong, starts[after].last + 1
            else:
                break
        if after < len(lines) and _quoted(lines[after]):
            number = after  # labels of a ">" block: dropped with it
        elif strong:
            # The quoted mail, without ">", to the end; with the rule above it ("____").
            while kept and (not kept[-1] or _SEPARATOR.match(kept[-1])):
                kept.pop()
            return kept, [line for line in lines[number:] if not _quoted(line)]
        else:
            kept.append(line)
            number += 1
    return kept, []


def strip_quotes(text: str) -> tuple[str, bool]:
    """The player's own text (each line stripped) and whether anything quoted was cut."""
    own, _tail = split_quotes(text)
    return own, own.split() != text.split()


def split_quotes(text: str) -> tuple[str, str]:
    """The player's own text and the unmarked quote below it (from its start to the end)."""
    lines = [line.strip() for line in text.split("\n")]
    own, tail = _own_lines(lines)
    return "\n".join(own).strip("\n"), "\n".join(tail).strip("\n")
