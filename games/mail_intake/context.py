"""What the reader knows of the seat a mail is addressed to (``SeatContext``) and how it is
made from a rule set and the open phase (``seat_context``), without the database: the
service passes the rows' values in, the corpus tests pass a scenario's.

- **kinds**: every box of the game, with its names (key, labels in every language,
  aliases), whether this seat may send it, whether it is *secret* (the rule set marks it:
  lama herds, wormhole votes, answers, predictions) or *published* as written (the
  Superhirn's question), and whether it is open for this seat in this phase;
- **main**: the box that lines without a heading go to (orders; in Rather Silly's winter
  1900 the lama herds, the Narr's overrides, the Wahrsager's predictions; 1848's action;
  ``vocabulary._main`` says which, and why never a published or free-text box);
- **check**: how one line reads in a box now (``LineCheck``), from the rule set's own
  ``check_submission`` (the reading the web shows), cached per line;
- names: every seat's name (press recipients, ignorable words in headings), this seat's
  names (a heading of their own), the player's names (a signature), and the lines of the
  last mails we sent this seat (quoted text the attribution rules missed).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from games.mail_intake.headings import Phrase, phrase, vocabulary
from games.mail_intake.words import fold_word, words_of

GM = "gm"
ARTICLES = frozenset({"THE", "DIE", "DER", "DEN", "DAS", "DEM", "LA", "LE", "LES", "IL", "LO",
                      "EL", "LOS", "HET", "DE", "L"})
GM_NAMES = ("gm", "game master", "gamemaster", "master", "spielleiter", "spielleitung", "sl",
            "m", "master of the game", "spielleiterin", "arbitro", "maître du jeu", "mj")


class LineCheck(enum.Enum):
    VALID = "valid"  # reads, and the adjudicator would carry it out
    REFUSED = "refused"  # reads, but would not be carried out (not your unit, no such move)
    NEAR = "near"  # does not read, but the rule set suggests what was meant
    UNREAD = "unread"  # does not read at all


@dataclass(frozen=True)
class KindInfo:
    key: str
    names: tuple[str, ...]  # labels (every language) and aliases, as the rule set gives them
    secret: bool = False
    published: bool = False  # shown to the other players as written
    open_now: bool = True
    mine: bool = True  # this seat may send it (else a heading naming it is refused)


@dataclass(frozen=True)
class SeatContext:
    kinds: tuple[KindInfo, ...]
    main: str | None
    # Open secret boxes that read only their own lines (not free text): a line without a
    # heading that reads in one of them as well as an order is ambiguous, so not taken.
    secret_rivals: tuple[str, ...] = ()
    seat_names: Mapping[str, str] = field(default_factory=dict)  # folded name -> seat key
    own_names: frozenset[Phrase] = frozenset()
    seat_words: frozenset[str] = frozenset()
    sender_names: frozenset[str] = frozenset()  # folded words of the player's names
    own_words: frozenset[str] = frozenset()  # every word of this seat's names ("the Fool")
    last_mail_lines: frozenset[str] = frozenset()  # folded lines of our last mails
    check: Callable[[str, str], LineCheck] | None = None
    # Several lines read together as one box (supports judged with their moves).
    check_many: Callable[[str, list[str]], list[LineCheck]] | None = None

    @property
    def names(self) -> dict[Phrase, frozenset[str]]:
        return _names(self.kinds)

    def kind(self, key: str) -> KindInfo | None:
        return next((k for k in self.kinds if k.key == key), None)

    def reads(self, kind: str | None, line: str) -> LineCheck:
        if kind is None or self.check is None or not line.strip():
            return LineCheck.UNREAD
        return self.check(kind, line.strip())

    def recipient(self, name: str) -> str | None:
        """The seat key (or ``GM``) a press recipient names, or None."""
        words = words_of(name)
        while len(words) > 1 and words[0] in ARTICLES:  # "die Türkei", "the game master"
            words = words[1:]
        folded = " ".join(words)
        return self.seat_names.get(folded) or self.seat_names.get(folded.replace(" ", ""))


@lru_cache(maxsize=64)
def _names(kinds: tuple[KindInfo, ...]) -> dict[Phrase, frozenset[str]]:
    return vocabulary((kind.key, kind.names) for kind in kinds)


def classify(feedback: Iterable[Any], line: str,
             reads: Callable[[str], bool] | None = None) -> LineCheck:
    """One line's reading (``LineFeedback`` rows of a one-line check) as a ``LineCheck``;
    rows about the box as a whole (a count of herds, a missing line) are not the line's. A
    suggestion makes a near-miss only when it reads itself (``reads``): "A vie - gal" for
    "a wein - gal" does, a list of the cards in the hand does not."""
    rows = list(feedback)
    own = [row for row in rows if (row.line or "").strip() == line.strip()] or rows[:1]
    if not own:
        return LineCheck.UNREAD
    row = own[0]
    if row.reading and not row.error:
        return LineCheck.VALID
    if row.reading:
        return LineCheck.REFUSED
    if row.suggestion and row.suggestion.strip() != line.strip() and (
            reads is None or reads(row.suggestion)):
        return LineCheck.NEAR
    return LineCheck.UNREAD


def name_map(seats: Iterable[tuple[str, Iterable[str]]]) -> dict[str, str]:
    """Every name a mail may give a seat -> its key: key and labels (folded, with and
    without brackets, each label's first word), unique three-letter prefixes, the GM."""
    names: dict[str, str] = {}
    seats = [(key, list(labels)) for key, labels in seats]
    first_words: dict[str, set[str]] = {}
    for key, labels in seats:
        for label in [key, *labels]:
            for variant in (label, label.split("(")[0]):
                words = words_of(variant)
                if words:
                    names.setdefault(" ".join(words), key)
                    names.setdefault("".join(words), key)
                    first_words.setdefault(words[0], set()).add(key)
    for word, keys in first_words.items():  # "Superhirn" for "Superhirn (the Mastermind)"
        if len(keys) == 1:
            names.setdefault(word, next(iter(keys)))
    for key, _labels in seats:
        prefix = fold_word(key[:3])
        if sum(other.startswith(key[:3]) for other, _ in seats) == 1:
            names.setdefault(prefix, key)
    for name in GM_NAMES:
        names[" ".join(words_of(name))] = GM
    return names


FREE_TEXT_PROBE = "qzx vvq xqz"  # no order of any game: a box that takes it takes any text


def folded_line(line: str) -> str:
    return " ".join(words_of(line))


def seat_context(*, kinds: Iterable[KindInfo], main: str | None,
                 seats: Iterable[tuple[str, Iterable[str]]], seat: str,
                 secret_rivals: Iterable[str] = (),
                 sender_names: Iterable[str] = (), last_mails: Iterable[str] = (),
                 check: Callable[[str, str], LineCheck] | None = None,
                 check_many: Callable[[str, list[str]], list[LineCheck]] | None = None,
                 ) -> SeatContext:
    """A ``SeatContext`` from plain values. ``seats``: every seat's key with its labels in
    each language; ``sender_names``: the player's display name, first and last name, user
    name; ``last_mails``: the plain text of the last mails we sent this seat."""
    seats = [(key, tuple(labels)) for key, labels in seats]
    own = next((labels for key, labels in seats if key == seat), ())
    own_names = {phrase(name.split("(")[0]) for name in (seat, *own)} - {()}
    seat_words = {w for key, labels in seats for name in (key, *labels)
                  for w in words_of(name.split("(")[0])}
    sender = {w for name in sender_names for w in words_of(name) if len(w) > 1}
    lines = {folded_line(line) for text in last_mails for line in text.splitlines()}
    return SeatContext(kinds=tuple(kinds), main=main, secret_rivals=tuple(secret_rivals),
                       seat_names=name_map(seats),
                       own_names=frozenset(own_names), seat_words=frozenset(seat_words),
                       sender_names=frozenset(sender), last_mail_lines=frozenset(lines - {""}),
                       own_words=frozenset(w for name in (seat, *own) for w in words_of(name)),
                       check=_cached(check) if check else None, check_many=check_many)


def _cached(check: Callable[[str, str], LineCheck]) -> Callable[[str, str], LineCheck]:
    memo: dict[tuple[str, str], LineCheck] = {}

    def cached(kind: str, line: str) -> LineCheck:
        key = (kind, line)
        if key not in memo:
            memo[key] = check(kind, line)
        return memo[key]

    return cached
