"""A game's boxes and seats as a mail names them, from its rule set: each box's names in
every language of the site (``kind_infos``), the reader's ``SeatContext`` for one seat in
one open phase (``rule_set_context``), and the headings the answer mail suggests
(``box_headings``). Nothing here reads the database: the service passes the phase's state,
the corpus tests a scenario's."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.utils import translation

from games.mail_intake.context import (
    FREE_TEXT_PROBE,
    KindInfo,
    LineCheck,
    SeatContext,
    classify,
    seat_context,
)
from games.rulesets.base import RuleSet, SubmissionKind


def _labels(label: object, languages: Iterable[str]) -> list[str]:
    names = []
    for language in languages:
        with translation.override(language):
            names.append(str(translation.gettext(str(label))))
    return names


def kind_infos(ruleset: RuleSet, seat: str, open_now: Iterable[str],
               languages: Iterable[str]) -> list[KindInfo]:
    """Every box of the game, named in every language; ``mine``: this seat may send it."""
    languages, open_now = list(languages), set(open_now)
    return [KindInfo(key=kind.key, names=(*_labels(kind.label, languages), *kind.aliases),
                     secret=kind.secret,
                     published=kind.published,
                     open_now=kind.key in open_now,
                     mine=kind.seats is None or seat in kind.seats)
            for kind in ruleset.submission_kinds()]


def rule_set_context(ruleset: RuleSet, *, state: dict[str, Any] | None,
                     phase_type: str | None, seat: str,
                     seats: Iterable[tuple[str, Iterable[str]]],
                     languages: Iterable[str], lang: str = "en",
                     sender_names: Iterable[str] = (),
                     last_mails: Iterable[str] = ()) -> SeatContext:
    """The reader's view of ``seat`` in the open phase (``state`` None: no open phase, so no
    line reads and nothing is read without a heading). ``seats``: every seat's key with its
    label and aliases (each also translated)."""
    languages = list(languages)
    open_kinds = (ruleset.open_kinds(state, phase_type, seat)
                  if state is not None and phase_type else [])

    def lines(kind: str, line: str) -> Any:
        assert state is not None
        return ruleset.check_submission(state, seat, kind, line, lang=lang).lines

    def check(kind: str, line: str) -> LineCheck:
        return classify(lines(kind, line), line, lambda suggestion: any(
            row.reading for row in lines(kind, suggestion)))

    def check_many(kind: str, texts: list[str]) -> list[LineCheck]:
        """The lines read together, as one box (a support is judged with the move it
        supports): each line's check, in order."""
        rows, found, start = list(lines(kind, "\n".join(texts))), [], 0
        for text in texts:
            at = next((n for n in range(start, len(rows))
                       if (rows[n].line or "").strip() == text.strip()), None)
            # A line the rule set splits into rows of its own ("arm, syr, alb") is judged
            # alone.
            found.append(check(kind, text) if at is None else classify([rows[at]], text))
            start = start if at is None else at + 1
        return found

    main = _main(open_kinds, check) if state is not None else None
    rivals = [kind.key for kind in open_kinds if state is not None and kind.secret
              and kind.key != main and not _free_text(kind.key, check)]
    return seat_context(
        kinds=kind_infos(ruleset, seat, [k.key for k in open_kinds], languages), main=main,
        secret_rivals=rivals,
        seats=[(key, [name for label in names for name in _labels(label, languages)])
               for key, names in seats], seat=seat,
        sender_names=sender_names, last_mails=last_mails,
        check=check if state is not None else None,
        check_many=check_many if state is not None else None)


def _main(kinds: list[SubmissionKind], check: Any) -> str | None:
    """The box lines without a heading go to: orders, else the seat's own required role
    box, else a required box, else any; never a box published as written (the Superhirn's
    question) and never one that takes any text (the Superhirn's answer, a note), where a
    chatty line would be stored as it is."""
    ranked = sorted(kinds, key=lambda kind: (kind.key != "orders", not kind.required,
                                             kind.seats is None))
    return next((kind.key for kind in ranked
                 if not kind.published and not _free_text(kind.key, check)), None)


def _free_text(kind: str, check: Any) -> bool:
    return check(kind, FREE_TEXT_PROBE) is LineCheck.VALID


def box_headings(kinds: Iterable[SubmissionKind], languages: Iterable[str]) -> str:
    """The headings of a game's boxes as a player writes them, the active language first:
    "ACTION (AKTION)"."""
    active = (translation.get_language() or "en")[:2]
    languages = sorted(languages, key=lambda language: language[:2] != active)
    names = []
    for kind in kinds:
        spelt: list[str] = []
        for label in _labels(kind.label, languages):
            if label.upper() not in spelt:
                spelt.append(label.upper())
        names.append(f"{spelt[0]} ({', '.join(spelt[1:])})" if len(spelt) > 1 else spelt[0])
    return " / ".join(names)
