"""Reading what players write: one action per line, German or English, any case.

Grammar (documented with examples in ``docs/rules/europa-1815.md``, "Writing a turn")::

    line      := [step ":"] action
    step      := "1" | "2" | "Team" | "½" | "1/2" | "halb" | "half"    ("1." and "1)" too)
    action    := pass | verlegung | nachschub | attack | diplomacy | other | note
               | give-land | hand-over | give-marker
    pass      := "passen" | "pass" | "keine" | "none" | "nichts" | "-"
    verlegung := ("Verlegung" | "move") zeffect {";" zeffect} [";" ("Verschleiß"|"wear") troops]
    zeffect   := ["nach" | "to"] LAND [":"] sources
    sources   := source {("," | "und" | "and") source}
    source    := items ("aus" | "from") LAND | ("alle" | "all") ("aus" | "from") LAND
    items     := item {item};  item := N kind | "General" NAME
    kind      := "Inf" | "Kav" | "Art" (and the long forms, English "cav", ...)
    nachschub := ("Nachschub" | "supply") ["in" | "to"] LAND [":" troops]
                 {(";" | "und" | ",") ["in" | "to"] LAND [":" troops]}
    attack    := ("Angriff" | "attack") ["auf" | "on"] LAND [[":" | "mit" | "with"] sources]
    diplomacy := ("Diplomatie" | "diplomacy") ["gegen" | "against"] LAND-OR-PLAYER [":" text]
    other     := ("Sonstiges" | "other") [("gegen" | "against") LAND-OR-PLAYER] ":" text
    note      := ("Notiz" | "note" | "Verstärkung" | "reinforcement") [":"] text
    give-land := ("Land abgeben" | "give land") LAND [("an" | "to") PLAYER]
    hand-over := ("Truppen übergeben" | "hand over troops") zeffect {";" zeffect}
    give-marker := [N] ("Erfolgsmarker übergeben" | "give marker") [[":"] N]
                   [("an" | "to") PLAYER]

Some forms are read only so that the rule, not the grammar, refuses them with its own
sentence: Nachschub into more than one land, a second Z-effect in a hand-over, a count of
Erfolgsmarker other than 1, a receiver other than the ally.

A line never raises: it reads as an action, or as an error (a :class:`Message`) with, where a
close land, general or keyword exists, the whole line as it would read corrected
(``suggestion``). Whether the action is allowed is not decided here but by the rule modules.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from adjudication.diplomacy.messages import Message

from .actions import Action, Note, action_text
from .mapfile import Map
from .reader import Fail, Reader

_PREFIX = re.compile(
    r"^\s*(?:(?:aktion|action|schritt|step)\s*)?"
    r"(?P<step>1/2|1,5|½|halbzug|halb|half|teamaktion|team-aktion|team\s+action|team|t|1|2)"
    r"\s*[:.)]\s*", re.IGNORECASE)
_STEP_WORDS = {"1": "action1", "2": "action2", "1/2": "half", "1,5": "half", "½": "half",
               "halbzug": "half", "halb": "half", "half": "half"}


@dataclass(frozen=True, slots=True)
class ReadLine:
    """One line as read: the step it names (if any) and the action, or the error."""

    line: str
    step: str | None
    action: Action | None
    error: Message | None = None
    suggestion: str | None = None


def split_step(line: str) -> tuple[str | None, str]:
    """The step a line names ("1:", "Team:", "½:") and the rest."""
    match = _PREFIX.match(line)
    if match is None:
        return None, line.strip()
    word = re.sub(r"\s+", " ", match.group("step").casefold())
    return _STEP_WORDS.get(word, "team"), line[match.end():].strip()


def read_line(line: str, game_map: Map, *, generals: Mapping[str, str] | None = None,
              note: bool = False, lang: str = "de") -> ReadLine:
    """Read one line. ``generals`` (id -> name, from the position) lets general names be
    checked; ``note`` reads the whole line as a note for the GM (start phase and
    reinforcement turns); ``lang`` is the language of the suggestion."""
    step, body = split_step(line)
    if not body:
        return ReadLine(line, step, None, Message.of("empty_line"))
    if note:
        return ReadLine(line, step, Note(body))
    overrides: dict[tuple[str, str], str] = {}
    first: Fail | None = None
    for _attempt in range(6):
        try:
            action = Reader(body, game_map, generals, overrides).action()
        except Fail as failure:
            first = first or failure
            if failure.fix is None or (failure.fix[0], failure.fix[1]) in overrides:
                return ReadLine(line, step, None, first.message)
            overrides[(failure.fix[0], failure.fix[1])] = failure.fix[2]
            continue
        if first is None:
            return ReadLine(line, step, action)
        prefix = {"action1": "1: ", "action2": "2: ", "half": "½: ", "team": "Team: "}
        shown = prefix.get(step or "", "") + action_text(action, game_map, lang, generals)
        return ReadLine(line, step, None, first.message, shown)
    return ReadLine(line, step, None, first.message if first else Message.of("unreadable"))
