"""The recursive-descent reader behind ``grammar.read_line``: the folded tokens of one line's
body to an action value, or :class:`Fail` with the message and, where something close
exists, the fix (land, general or keyword) that ``read_line`` tries for its suggestion."""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping

from adjudication.diplomacy.messages import Message

from .actions import (
    Action,
    Attack,
    Diplomacy,
    GiveLand,
    GiveMarker,
    HandOverTroops,
    Nachschub,
    Note,
    Other,
    Pass,
    Source,
    Verlegung,
    ZEffect,
)
from .mapfile import Map
from .names import NameIndex, general_id, norm
from .troops import KIND_WORDS, NONE, Troops

# Any other character is a token of its own, so that nothing typed is silently dropped.
_TOKEN = re.compile(r"\d+|[a-z][a-z0-9_'\-]*|->|\S")

_KEYWORDS: tuple[tuple[tuple[str, ...], str], ...] = tuple(sorted((
    (("passen",), "pass"), (("pass",), "pass"), (("keine",), "pass"), (("none",), "pass"),
    (("nichts",), "pass"), (("nothing",), "pass"), (("-",), "pass"),
    (("verlegung",), "verlegung"), (("verlegen",), "verlegung"), (("verlege",), "verlegung"),
    (("move",), "verlegung"), (("redeploy",), "verlegung"),
    (("nachschub",), "nachschub"), (("supply",), "nachschub"), (("resupply",), "nachschub"),
    (("angriff",), "attack"), (("angreifen",), "attack"), (("attack",), "attack"),
    (("diplomatie",), "diplomacy"), (("diplomacy",), "diplomacy"),
    (("sonstiges",), "other"), (("sonstige",), "other"), (("other",), "other"),
    (("notiz",), "note"), (("note",), "note"), (("verstaerkung",), "note"),
    (("reinforcement",), "note"), (("reinforcements",), "note"), (("start",), "note"),
    (("land", "abgeben"), "give_land"), (("give", "land"), "give_land"),
    (("abtreten",), "give_land"), (("cede",), "give_land"),
    (("truppen", "uebergeben"), "hand_over"), (("truppenuebergabe",), "hand_over"),
    (("hand", "over", "troops"), "hand_over"), (("hand", "over"), "hand_over"),
    (("give", "troops"), "hand_over"), (("transfer", "troops"), "hand_over"),
    (("erfolgsmarker", "uebergeben"), "give_marker"), (("erfolgsmarker",), "give_marker"),
    (("marker", "uebergeben"), "give_marker"), (("give", "success", "marker"), "give_marker"),
    (("give", "marker"), "give_marker"), (("success", "marker"), "give_marker"),
    (("marker",), "give_marker"), (("give", "success", "markers"), "give_marker"),
    (("give", "markers"), "give_marker"), (("success", "markers"), "give_marker"),
    (("markers",), "give_marker"),
), key=lambda entry: -len(entry[0])))
_FIRST_WORDS = sorted({words[0] for words, _ in _KEYWORDS if words[0] != "-"})

_FROM = {"aus", "from", "von"}
_TO = {"nach", "to", "into", "in", "auf", "on", "at", "gegen", "against", "an", "bei", "mit",
       "with"}
_AND = {",", "und", "and", "+", "sowie"}
_ALL = {"alle", "all", "alles", "everything"}
_GENERAL = {"general", "gen", "gen.", "g"}
_WEAR = {"verschleiss", "wear"}
_INTO = {"nach", "to", "into"}
_NEVER = {"festung": "fortress", "festungen": "fortress", "fortress": "fortress",
          "fortresses": "fortress", "hauptstadt": "capital", "capital": "capital",
          "flagge": "capital", "flag": "capital"}
_MARKER_WORDS = {"erfolgsmarker", "marker", "markers", "success"}
_LAND_STOP = {":", ";", ",", "+", *_FROM, *_ALL, *_GENERAL, "mit", "with", "und", "and"}


class Fail(Exception):
    def __init__(self, message: Message, fix: tuple[str, str, str] | None = None) -> None:
        super().__init__(message.code)
        self.message = message
        self.fix = fix  # ("land" | "general" | "keyword", what was written, the fix)


class Reader:
    """Recursive descent over the folded tokens of one line's body."""

    def __init__(self, body: str, game_map: Map, generals: Mapping[str, str] | None,
                 overrides: Mapping[tuple[str, str], str]) -> None:
        self.raw = body
        self.tokens = _TOKEN.findall(norm(body).replace("→", "->").rstrip(". "))
        self.at = 0
        self.map = game_map
        self.generals = generals
        self.general_names = NameIndex((g, (n,)) for g, n in (generals or {}).items())
        self.overrides = overrides
        self.count: int | None = None  # "2 Erfolgsmarker": read, the rule refuses it
        self.kind: str | None = None  # the action being read (its form names the error)

    # --- token helpers -----------------------------------------------------------------
    def peek(self, ahead: int = 0) -> str | None:
        index = self.at + ahead
        return self.tokens[index] if index < len(self.tokens) else None

    def take(self, words: set[str] | str) -> bool:
        word = self.peek()
        if word is not None and (word == words if isinstance(words, str) else word in words):
            self.at += 1
            return True
        return False

    def done(self) -> bool:
        return self.at >= len(self.tokens)

    def end(self) -> None:
        if not self.done():
            before = " ".join(self.tokens[:self.at]) or "-"
            if self.kind is None:
                raise Fail(Message.of("unexpected_word", word=self.peek() or "", before=before))
            # Name the action's whole form, so the player sees how the line should go.
            raise Fail(Message.of("unexpected_word_form", word=self.peek() or "", before=before,
                                  form=self.kind))

    def rest_of_raw(self) -> str:
        """The original text after the first ':' (free text keeps its case)."""
        return self.raw.partition(":")[2].strip()

    # --- the action --------------------------------------------------------------------
    def action(self) -> Action:
        if not self.tokens:
            raise Fail(Message.of("empty_line"))
        for at in (0, 1):  # "2 Erfolgsmarker übergeben", "give 2 markers"
            if at + 1 < len(self.tokens) and self.tokens[at].isdigit() \
                    and self.tokens[at + 1] in _MARKER_WORDS:
                self.count = int(self.tokens.pop(at))
                break
        word = self.tokens[0]
        fixed = self.overrides.get(("keyword", word))
        if fixed is not None:  # the suggestion being tried: one replacement, never a chain
            self.tokens[0] = fixed
        for words, kind in _KEYWORDS:
            if tuple(self.tokens[:len(words)]) == words:
                self.at = len(words)
                self.kind = kind
                return getattr(self, f"read_{kind}")()
        close = difflib.get_close_matches(word, _FIRST_WORDS, n=1, cutoff=0.7)
        fix = ("keyword", word, close[0]) if close and fixed is None and close[0] != word \
            else None
        raise Fail(Message.of("unknown_action", word=word), fix)

    def read_pass(self) -> Action:
        self.end()
        return Pass()

    def read_verlegung(self) -> Action:
        self.take(":")
        effects, wear = [], None
        while True:
            if self.peek() in _WEAR:
                self.at += 1
                self.take(":")
                wear = self.troops(generals=False)
                if wear is None:
                    raise Fail(Message.of("expected_troops", after=self.before()))
            else:
                effects.append(self.zeffect())
            if self.peek() == "," and self.peek(1) in _INTO:
                self.at += 1
            elif not self.take(";") or self.done():
                break
        self.end()
        if not effects:
            raise Fail(Message.of("expected_target"))
        return Verlegung(tuple(effects), wear)

    def zeffect(self) -> ZEffect:
        self.take(_TO)
        target = self.land()
        self.take(":")
        return ZEffect(target, self.sources())

    def sources(self) -> tuple[Source, ...]:
        sources = [self.source()]
        while self.peek() in _AND and self.peek(1) not in (*_INTO, ";", None):
            self.at += 1
            sources.append(self.source())
        return tuple(sources)

    def source(self) -> Source:
        if self.take(_ALL):
            if not self.take(_FROM):
                raise Fail(Message.of("expected_from", after=self.before()))
            return Source(self.land(), everything=True)
        troops, generals = NONE, []
        while True:
            got = self.item()
            if got is None:
                break
            if isinstance(got, Troops):
                troops = troops + got
            else:
                generals.append(got)
            if self.peek() in _AND and self._item_ahead(1):
                self.at += 1
        if not troops and not generals:
            raise Fail(Message.of("expected_troops", after=self.before()))
        if not self.take(_FROM):
            raise Fail(Message.of("expected_from", after=self.before()))
        return Source(self.land(), troops, tuple(generals))

    def _item_ahead(self, ahead: int) -> bool:
        word = self.peek(ahead)
        return word is not None and (word.isdigit() or word in _GENERAL)

    def item(self) -> Troops | str | None:
        word = self.peek()
        if word is None:
            return None
        if word in _NEVER:
            raise Fail(Message.of("never_moves", what=_NEVER[word]))
        if word.isdigit():
            kind = self.peek(1)
            if kind in _NEVER:
                raise Fail(Message.of("never_moves", what=_NEVER[kind]))
            if kind not in KIND_WORDS:
                raise Fail(Message.of("unknown_kind", word=kind or ""))
            self.at += 2
            return Troops.of({KIND_WORDS[kind]: int(word)})
        if word in KIND_WORDS and word not in _GENERAL and word not in ("a", "i", "c", "k"):
            raise Fail(Message.of("count_missing", word=word))
        if word in _GENERAL:
            self.at += 1
            return self.general()
        return None

    def general(self) -> str:
        name = self.name_words()
        if not name:
            raise Fail(Message.of("expected_general"))
        if self.generals is None:
            return general_id(name)
        found = self.overrides.get(("general", name)) or self.general_names.find(name)
        if found is None:
            close = self.general_names.suggest(name)
            raise Fail(Message.of("unknown_general", text=name),
                       ("general", name, close) if close else None)
        return found

    def troops(self, generals: bool = True) -> Troops | None:
        troops = NONE
        while (got := self.item()) is not None:
            if not isinstance(got, Troops):
                raise Fail(Message.of("no_generals_here"))
            troops = troops + got
            self.take(_AND)
        return troops or None

    def before(self) -> str:
        return " ".join(self.tokens[:self.at]) or "-"

    def name_words(self) -> str:
        """The words of a name (land, player, general) up to the next separator or count."""
        words = []
        while self.peek() is not None and self.peek() not in _LAND_STOP \
                and not (self.peek() or "").isdigit():
            words.append(self.tokens[self.at])
            self.at += 1
        return " ".join(words)

    def land(self) -> str:
        start = self.at
        text = self.name_words()
        if not text:
            raise Fail(Message.of("expected_land", after=self.before()))
        found = self.overrides.get(("land", text)) or self.map.find_land(text)
        words = text.split(" ")
        for size in range(len(words) - 1, 0, -1):
            if found is not None:
                break
            # "Lyon bitte": the longest known name at the front is the land; the rest is
            # left for the caller to call not understood.
            found = self.map.find_land(" ".join(words[:size]))
            if found is not None:
                self.at = start + size
        if found is None:
            close = self.map.suggest_land(text)
            raise Fail(Message.of("unknown_land", text=text),
                       ("land", text, close) if close else None)
        return found

    def target(self) -> tuple[str | None, str | None]:
        """A land or a player (diplomacy and other actions may aim at either)."""
        text = self.name_words()
        if not text:
            raise Fail(Message.of("expected_land", after=self.before()))
        player = self.map.find_player(text)
        if player is not None:
            return None, player
        land = self.overrides.get(("land", text)) or self.map.find_land(text)
        if land is None:
            close = self.map.suggest_land(text)
            raise Fail(Message.of("unknown_target", text=text),
                       ("land", text, close) if close else None)
        return land, None

    def read_nachschub(self) -> Action:
        self.take(_TO)
        land = self.land()
        self.take(":")
        troops = self.troops(generals=False) or NONE
        also: list[tuple[str, Troops]] = []
        while self.more_lands():
            self.take(_TO)
            other = self.land()
            self.take(":")
            also.append((other, self.troops(generals=False) or NONE))
        self.end()
        return Nachschub(land, troops, tuple(also))

    def more_lands(self) -> bool:
        """Another land's part follows (after ';', 'und' or ',': the troops may have taken
        the ',' already); it is consumed up to the land."""
        if self.take(";"):
            return True
        start = self.at
        self.take(_AND)
        self.take(_TO)
        try:
            self.land()
        except Fail:
            self.at = start
            return False
        self.at = start
        self.take(_AND)
        return True

    def read_attack(self) -> Action:
        self.take(_TO)
        land = self.land()
        sources: tuple[Source, ...] = ()
        # The troops may follow the land directly, as in a Verlegung ("attack Belgium 2 inf
        # from Calais" reads like "move Calais 2 inf from Paris").
        if (self.take(":") or self.take({"mit", "with"}) or self._item_ahead(0)
                or self.peek() in _ALL) and not self.done():
            sources = self.sources()
        self.end()
        return Attack(land, sources)

    def read_diplomacy(self) -> Action:
        self.take(_TO)
        land, player = self.target()
        if not self.take(":"):
            self.end()
        return Diplomacy(land, player, self.rest_of_raw())

    def read_other(self) -> Action:
        land = player = None
        if self.take({"gegen", "against"}):
            land, player = self.target()
        if not self.take(":"):
            self.end()
        text = self.rest_of_raw()
        if not text:
            raise Fail(Message.of("empty_text"))
        return Other(land, player, text)

    def read_note(self) -> Action:
        text = self.rest_of_raw() or self.raw.partition(" ")[2].strip()
        if not text:
            raise Fail(Message.of("empty_text"))
        return Note(text)

    def read_give_land(self) -> Action:
        land = self.land()
        to = self.player() if self.take({"an", "to"}) else None
        self.end()
        return GiveLand(land, to)

    def player(self) -> str:
        text = self.name_words()
        found = self.map.find_player(text)
        if found is None:
            raise Fail(Message.of("unknown_player", text=text))
        return found

    def read_hand_over(self) -> Action:
        self.take(_TO)
        target = self.land()
        self.take(":")
        sources = self.sources()
        more = []
        while self.take(";") or (self.peek() == "," and self.peek(1) in _INTO
                                 and self.take(",")):
            more.append(self.zeffect())
        self.end()
        return HandOverTroops(ZEffect(target, sources), tuple(more))

    def read_give_marker(self) -> Action:
        self.take({"uebergeben", "abgeben", "geben"})
        count = self.count
        self.take(":")
        if (self.peek() or "").isdigit():  # "Erfolgsmarker übergeben: 2"
            count = int(self.tokens[self.at])
            self.at += 1
        to = self.player() if self.take({"an", "to"}) else None
        self.end()
        return GiveMarker(to, 1 if count is None else count)
