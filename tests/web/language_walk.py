"""The language walk's reader (issue 23, item 2): what a page or mail shows, and three checks
on it, shared by the test-client walk (``tests/web/test_language_walk.py``) and the browser
walk (``tests/e2e/test_e2e_language_walk.py``).

(a) **Untranslated msgid**: on a German page, a piece of visible text (a text node, or a title /
    aria-label / placeholder / alt) equal to an English msgid of ``locale/de/.../django.po``
    whose msgstr differs. The catalog is the oracle, never the page.
(b) **Internal key**: snake_case identifiers, step ids ("action1"), a phase label ending in a
    player key ("1 Winter 1815 fra"), engine field names (:data:`INTERNAL`, each with a reason).
(c) **Against the terms table** (``games.terms``): a word the table rules out in the page's
    language (the "Game master" signature where the table says Spielleiter, "Deadline" on a
    German page), a seat or power name in the other language ("Österreich" on an English
    Europa 1815 page, "Austria" on a German Diplomacy page).

What people wrote (textarea, pre, code, ``translate="no"``), scripts, styles and SVG are not
read: they are not the interface's words.
"""

from __future__ import annotations

import re
from functools import cache
from html.parser import HTMLParser
from pathlib import Path

from games.terms import NAMES, TERMS

# Which games' pages the names are checked on: 1848 uses "Österreich" and "Preußen" as the
# flags of its person cards (the game's own words, "⚔ Österreich"), so they stay there.
NAMES_CHECKED_IN = ("diplomacy", "rather_silly", "europa1815")

PO = Path(__file__).resolve().parents[2] / "locale" / "de" / "LC_MESSAGES" / "django.po"
SKIPPED_TAGS = {"script", "style", "textarea", "pre", "code", "svg", "template"}
SEEN_ATTRIBUTES = {"title", "placeholder", "aria-label", "alt"}

# One-word msgids that are German words too, so seeing them on a German page proves nothing.
SAME_IN_GERMAN = {
    "Team": "German uses the English loan word for Europa 1815's teams (msgstr only differs in "
            "case for the lower-case msgid 'team', which stays checked)",
    "Lobby": "the same loan word in German",
    "Mails": "the same loan word in German",
    "API": "a name",
    "Status": "German has the same word",
    "Name": "German has the same word",
    "Start": "German has the same word",
    "Details": "German has the same word",
    "Position": "a German word too (the column of a position editor line)",
    "Person": "1848's card kind, a German word",
    "Land": "Europa 1815's land, a German word",
    "Team A": "a name", "Team B": "a name",
}

# Internal keys shown as words: pattern -> why it is internal.
INTERNAL = {
    r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b":
        "a snake_case identifier (audit codes announcement_send, zat_extend; ruleset keys)",
    r"\baction[12]\b": "a Europa 1815 step id, not a word for the reader",
    r"\b\d+ (?:Winter|Sommer|Summer) \d{4} [a-z]{3}\b":
        "a Europa 1815 phase label ending in the player key of the seat on turn",
    r"\bZ-effect\b": "an 1848 engine field name",
}

# Findings the walk may not report yet (check, lang) -> why: a strict xfail each, so the day
# the fix lands the XPASS fails the run and the entry must go. Empty: every finding fails.
PENDING: dict[tuple[str, str], str] = {}

# Kept-German terms the gloss check (an English page must explain each at least once) leaves
# out: the 1848 card kinds are the game's proper names, printed on the cards and in game names
# ("Demo: 1848 (Armeekarten)"), and explained in the card set's help, not on every page.
PROPER_NAMES = frozenset({"Armeekarten", "Heerführer", "Zusatzkarte"})


class _Pieces(HTMLParser):
    def __init__(self, theirs: bool) -> None:
        super().__init__(convert_charrefs=True)
        self.pieces: list[str] = []
        self.skipped: list[str] = []
        self.theirs = theirs

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.skipped or tag in SKIPPED_TAGS or (
                ("translate", "no") in attrs and not self.theirs):
            if tag not in {"br", "img", "input", "meta", "link", "hr", "wbr", "source"}:
                self.skipped.append(tag)
            return
        self.pieces += [value for name, value in attrs if name in SEEN_ATTRIBUTES and value]

    def handle_endtag(self, tag: str) -> None:
        if self.skipped and tag == self.skipped[-1]:
            self.skipped.pop()

    def handle_data(self, data: str) -> None:
        if not self.skipped and data.strip():
            self.pieces.append(" ".join(data.split()))


def pieces(html: str, theirs: bool = False) -> list[str]:
    """The visible text of a page, one piece per text node or read attribute. ``theirs``:
    with what is marked ``translate="no"`` (people's own words, but also codes shown beside
    a label, which an internal-key check must see)."""
    body = re.split(r"<body[^>]*>", html, maxsplit=1)[-1]  # the head is not read
    parser = _Pieces(theirs)
    parser.feed(body)
    return parser.pieces


@cache
def english_msgids() -> frozenset[str]:
    """msgids whose German differs, without placeholders (a piece can only equal those)."""
    text = PO.read_text("utf-8")
    found = set()
    for entry in text.split("\n\n"):
        if "#, fuzzy" in entry or "msgid_plural" in entry:
            continue
        msgid = _joined(entry, "msgid")
        msgstr = _joined(entry, "msgstr")
        if msgid and msgstr and msgid != msgstr and "%" not in msgid and "{" not in msgid:
            found.add(msgid)
    return frozenset(found - set(SAME_IN_GERMAN))


def _joined(entry: str, key: str) -> str:
    match = re.search(rf'^{key} "(.*)"\n((?:".*"\n?)*)', entry, re.M)
    if not match:
        return ""
    return (match.group(1) + "".join(re.findall(r'^"(.*)"$', match.group(2), re.M))
            ).replace('\\"', '"')


def _context(text: str, match: re.Match[str]) -> str:
    return text[max(0, match.start() - 40): match.end() + 40]


def problems(place: str, html: str, lang: str, ruleset: str) -> list[str]:
    """Every finding of checks (a), (b) and (c) on one page or mail, one line each, starting
    with its check: ``msgid ·``, ``internal ·`` or ``terms ·``."""
    def read(theirs: bool) -> list[str]:
        if "<" in html:
            return pieces(html, theirs)
        return [" ".join(line.split()) for line in html.splitlines() if line.strip()]

    shown, everything = read(False), read(True)
    found: list[str] = []
    msgids = english_msgids() if lang == "de" else frozenset()
    avoid = [p for t in TERMS.values() for p in (t.avoid_de if lang == "de" else t.avoid_en)]
    if ruleset in NAMES_CHECKED_IN:
        other = "en" if lang == "de" else "de"
        avoid += [rf"(?<!\w){re.escape(w[other])}(?!\w)" for w in NAMES.values()
                  if w[other] != w[lang]]
    for piece in shown:
        if piece in msgids or piece.rstrip(":") in msgids:
            found.append(f"msgid · {place}: untranslated msgid {piece!r}")
        for pattern in avoid:
            for match in re.finditer(pattern, piece):
                found.append(f"terms · {place}: {match.group()!r} against the terms table in "
                             f"…{_context(piece, match)}…")
    if lang == "en" and "<" in html:  # a German word kept on an English page is explained
        text = " ".join(shown)
        for key, term in TERMS.items():
            if key in PROPER_NAMES:
                continue
            word = term.en
            if not term.kept_german or not re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text):
                continue
            if not re.search(rf'<abbr[^>]*title="[^"]+"[^>]*>\s*{re.escape(word)}\s*</abbr>',
                             html):
                found.append(f"terms · {place}: {word!r} is shown but never explained "
                             f"(no <abbr title> on the page; {{% term %}} writes one)")
    for piece in everything:
        for pattern, why in INTERNAL.items():
            for match in re.finditer(pattern, piece):
                found.append(f"internal · {place}: internal key {match.group()!r} ({why}) in "
                             f"…{_context(piece, match)}…")
    return found


def game_pages(game, as_gm: bool, own_screen: str | None = None) -> list[str]:
    """The pages of one game the walk reads, as a player or as its game master."""
    if not as_gm:
        phase = game.phases.order_by("-index").first()
        return [f"/games/{game.pk}/", *([own_screen] if own_screen else []),
                f"/games/{game.pk}/orders/history/", f"/games/{game.pk}/phases/",
                f"/games/{game.pk}/phases/{phase.pk}/"]
    extra = {"europa1815": ["europa/position/", "europa/map/"], "game1848": ["cards/"]}
    return [f"/gm/games/{game.pk}/{tail}" for tail in
            ["", "console/", "audit/", "mails/", *extra.get(game.ruleset, [])]]
