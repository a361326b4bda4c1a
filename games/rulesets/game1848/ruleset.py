"""The adapter between the platform and the 1848 engine (see ``__init__``).

State JSON: the engine's position (``adjudication.game1848``: decks in order, hands, table,
score sheet, the card set). It holds every secret, so nothing outside this rule set shows it:
pages, API, pictures and mails go through :meth:`Game1848RuleSet.view`.

Result JSON (GM only; players get :meth:`split_outcome`'s parts)::

    {"game": "1848", "label": "T7", "actions": {seat: line taken}, "texts": {seat: raw},
     "events": [{"code", "data", "private"?, "text": {"de", "en"}}],
     "review_flags": [...], "rulings": {card: [effects]}, "state": <next position>,
     "over": bool, "victory": {seat: points} | null, "winner": "s1,s3" | null,
     "next_phase": "T8" | null}
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

import adjudication.game1848 as engine
from games.rulesets.base import (
    JSON,
    ORDER_HEADINGS,
    BoardRow,
    LineFeedback,
    Outcome,
    PhaseStart,
    ReportParts,
    RuleSet,
    RuleSetInputError,
    SeatSpec,
    SubmissionKind,
    Validation,
    Visibility,
)
from games.rulesets.game1848 import box_help, pad, picture, report
from games.rulesets.game1848.settings import engine_options, settings_clean

ACTION = "action"
PHASE_TYPES = ("play", "refill")
LANGUAGES = ("de", "en")


def seat_label(key: str) -> str:
    return f"Spieler {key[1:]}"


def label_of(state: JSON) -> str:
    return f"T{int(state.get('turn', 0)) + 1}"


def phase_start(state: JSON) -> PhaseStart:
    return PhaseStart(label=label_of(state), phase_type=state["stage"], state=state)


def event_texts(state: JSON, events: list[JSON]) -> list[JSON]:
    """Each event with its sentence in every language of the site."""
    names = {seat: seat_label(seat) for seat in state["seats"]}
    texts = {lang: engine.describe_events(state, events, lang, names) for lang in LANGUAGES}
    return [{**event, "text": {lang: texts[lang][i] for lang in LANGUAGES}}
            for i, event in enumerate(events)]


class Game1848RuleSet(RuleSet):
    key = "game1848"
    help_texts = box_help.HELP
    name = "1848 (Armeekarten)"
    turn_based = True
    template_prefix = "game1848"
    pad_on_standard_map = False
    #: An action with an error (a card not in the hand, a typo) is answered at once with its
    #: feedback and not stored, so the turn is not processed as a pass (docs/rules/1848.md D27).
    refuses_invalid_turns = True

    def validate_settings(self, settings: JSON) -> JSON:
        return settings_clean(settings)

    def seats(self, settings: JSON) -> list[SeatSpec]:
        players = settings_clean(settings)["players"]
        return [SeatSpec(key=f"s{n}", label=seat_label(f"s{n}"), role="player",
                         aliases=(f"Player {n}",))
                for n in range(1, players + 1)]

    def submission_kinds(self) -> list[SubmissionKind]:
        # Private: a pushed card is face down; what was played is in the public report.
        # The mail headings besides "ACTION"/"AKTION" (games.mail_intake): the game has one
        # box, so a player's habit from Diplomacy (ORDERS, BEFEHLE) names it too.
        return [SubmissionKind(key=ACTION, label=_("Action"), visibility=Visibility.PRIVATE,
                               phase_types=frozenset(PHASE_TYPES),
                               aliases=("ZUG", "SPIELZUG", "TURN", "MOVE", "AKTION",
                                        *ORDER_HEADINGS))]

    def default_schedule(self) -> JSON:
        return {"phase_hours": {"play": 48, "refill": 48}, "review_before_publish": False}

    def start_problems(self, settings: JSON) -> list[str]:
        clean = settings_clean(settings)
        return engine.start_problems(clean["cards"], clean["players"])

    def initial_phase(self, settings: JSON) -> PhaseStart:
        return self.first_phase(settings, 0)

    def first_phase(self, settings: JSON, seed: int) -> PhaseStart:
        clean = settings_clean(settings)
        return phase_start(engine.new_game(clean["cards"], clean["players"], seed,
                                           engine_options(clean)))

    def expected_submissions(self, state: JSON) -> dict[str, list[str]]:
        return {seat: [ACTION] for seat in engine.expected_seats(state)}

    def validate_submission(
        self, state: JSON, seat: str, kind: str, text: str, *, lang: str = "en"
    ) -> Validation:
        if kind != ACTION:
            return Validation((LineFeedback("", error=f"1848 takes one kind, {ACTION!r}, not "
                                                      f"{kind!r}."),))
        try:
            lines = engine.check_action(state, seat, text or "", lang)
        except Exception as exc:  # a reader must never break the order box
            return Validation((LineFeedback("", error=f"Cannot read this: {exc}"),))
        return Validation(tuple(LineFeedback(**line) for line in lines))

    def _resolve(self, state: JSON, texts: dict[str, str | None],
                 rulings: JSON | None) -> JSON:
        turn = engine.resolve_turn(state, texts, rulings)
        after = turn["state"]
        victory = turn["victory"]
        winner = None
        if victory:
            best = max(victory.values())
            winner = ",".join(seat for seat, points in victory.items() if points == best)
        return {
            "game": "1848", "label": label_of(state), "actions": turn["actions"],
            "texts": {seat: text for seat, text in texts.items() if text},
            "events": event_texts(state, turn["events"]), "review_flags": turn["flags"],
            "rulings": turn["rulings"], "state": after, "over": turn["over"],
            "victory": victory, "winner": winner,
            "next_phase": None if turn["over"] else label_of(after),
        }

    def adjudicate(
        self, state: JSON, submissions: dict[str, dict[str, str]], seed: int
    ) -> Outcome:
        texts = {seat: kinds.get(ACTION) for seat, kinds in submissions.items()}
        result = self._resolve(state, texts, None)
        return Outcome(result=result, winner=result["winner"])

    def next_phase(self, result: JSON) -> PhaseStart | None:
        if result.get("over") or not result.get("state"):
            return None
        return phase_start(result["state"])

    def needs_review(self, result: JSON) -> bool:
        return any(not flag.get("decided") and not flag.get("confirmed")
                   for flag in result.get("review_flags") or [])

    def rule_on_flag(self, state: JSON, result: JSON, index: int, text: str) -> JSON:
        flags = list(result.get("review_flags") or [])
        if not 0 <= index < len(flags):
            raise RuleSetInputError(_("There are %(count)s review flags; give a number from 0 "
                                      "to %(last)s.")
                                    % {"count": len(flags), "last": max(len(flags) - 1, 0)},
                                    field="index")
        try:
            ruling = engine.read_rulings(text)
        except engine.RulingError as error:
            raise RuleSetInputError(str(error), field="text") from None
        card = flags[index]["card"]
        if set(ruling) != {card}:
            raise RuleSetInputError(_("This flag is about %(card)s: write “%(card)s: …”, e.g. "
                                      "“%(card)s: party liberale +2” or “%(card)s: none”.")
                                    % {"card": card},
                                    field="text")
        rulings = {**(result.get("rulings") or {}), **ruling}
        decided = self._resolve(state, dict(result.get("texts") or {}), rulings)
        # The flag stays listed, marked decided, so the record shows what the GM ruled.
        decided["review_flags"] = [
            {**flag, "decided": text.strip(), "confirmed": True} if flag["card"] in rulings
            else flag for flag in flags]
        return decided

    def split_outcome(self, state: JSON, result: JSON) -> ReportParts:
        return report.split_outcome(state, result)

    def describe_board(self, state: JSON) -> list[BoardRow]:
        return report.describe_board(state)

    def view(self, state: JSON, viewer: str | None, *, lang: str = "en") -> JSON | None:
        return engine.view(state, viewer, lang)

    def picture(self, state: JSON, viewer: str | None, *, result: JSON | None = None,
                lang: str = "en") -> str | None:
        shown = (result or {}).get("state") or state
        # Drawn from the public view whoever asks: the picture never holds a hand.
        return picture.table_svg(engine.view(shown, None, lang), lang)

    def order_pad(self, state: JSON, seat: str, kind: str, *, lang: str = "en") -> JSON | None:
        """The table as an action pad for the seat on turn (shape: ``pad.py``)."""
        return pad.pad(state, seat, lang) if kind == ACTION else None

    def agreed_endings(self, settings: JSON) -> frozenset[str]:
        return frozenset()  # the game ends by its Ablaufkarten, never by agreement

    def survivors(self, state: JSON) -> list[str]:
        return list(state.get("seats") or [])

    def card_words(self, card: Any, lang: str) -> str:
        return engine.card_words(card, lang)

    # --- the platform's words for this game (issue 23) ---

    picture_noun = "table"

    def missed_orders_wording(self, policy: str, label: str) -> str:
        # No unit holds in a card game: a seat without an action passes (D26,
        # docs/rules/1848.md).
        passes = gettext("a missed turn counts as a pass")
        return passes if policy == "hold" else f"{passes}; {label}"
