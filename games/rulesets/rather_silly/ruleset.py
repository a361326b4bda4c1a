"""The adapter between the platform and the Rather Silly engine (see ``__init__``)."""

from __future__ import annotations

from typing import Any

from django.utils import translation
from django.utils.translation import gettext as _

from adjudication.rather_silly import (
    check_later_orders,
    check_orders,
    check_soul_sales,
    load_board,
    opening_state,
    state_to_json,
)
from games.rulesets.base import (
    JSON,
    BoardRow,
    LineFeedback,
    LineVerdict,
    Outcome,
    PhaseStart,
    ReportParts,
    RuleSet,
    RuleSetSettingsError,
    SeatSpec,
    SubmissionKind,
    Validation,
)
from games.rulesets.diplomacy.verdicts import line_verdicts
from games.rulesets.rather_silly import box_help, flag_decisions, report, season
from games.rulesets.rather_silly import kinds as k
from games.rulesets.rather_silly import lines as read
from games.rulesets.rather_silly.engine_access import split_lines
from games.rulesets.rather_silly.messages import text
from games.rulesets.rather_silly.seats import (
    LABELS,
    NARR,
    NATIONS,
    ROLES,
    SEAT_KEYS,
    SUPERHIRN,
    WAHRSAGER,
    seat_specs,
)
from games.rulesets.rather_silly.verdicts import TEXTS as VERDICT_TEXTS

SETUP_LABEL = "W1900"


# Which adjacency a unit kind moves by on the pad (units.KINDS; "V": bird routes).
_MOVES_AS = {"A": "A", "SA": "A", "AM": "A", "DA": "A", "F": "F", "SF": "F", "V": "V"}


def _phase_start(label: str, state: JSON) -> PhaseStart:
    kind = {"W": k.SETUP, "S": k.SPRING, "F": k.FALL}[label[0]]
    return PhaseStart(label=label, phase_type=kind, state={**state, "phase": label,
                                                           "season": kind})


class RatherSillyRuleSet(RuleSet):
    key = "rather_silly"
    help_texts = box_help.HELP
    name = "Rather Silly Diplomacy 1.42"
    map_title = "Rather Silly Diplomacy"

    def map_variant(self, state: JSON) -> str:
        """Every phase is drawn on the variant's board (Iceland, Crete, Hyperspace, the
        tunnel), whatever its state says."""
        return season.VARIANT

    def validate_settings(self, settings: JSON) -> JSON:
        unknown = sorted(settings)
        if unknown:
            raise RuleSetSettingsError(
                _("Unknown setting(s) %(unknown)s; Rather Silly Diplomacy has none.")
                % {"unknown": ', '.join(unknown)},
                field=unknown[0],
            )
        return {}

    def seats(self, settings: JSON) -> list[SeatSpec]:
        return seat_specs()

    def submission_kinds(self) -> list[SubmissionKind]:
        return k.submission_kinds()

    def initial_phase(self, settings: JSON) -> PhaseStart:
        opening = state_to_json(opening_state(load_board(), 0))
        return _phase_start(SETUP_LABEL, {
            "variant": season.VARIANT, "engine": opening,
            "superhirn": {"question": None, "answer": None, "island": None}, "gm": {},
        })

    def expected_submissions(self, state: JSON) -> dict[str, list[str]]:
        if state.get("season") == k.SETUP:
            expected = {seat: [k.LAMA_PLACEMENT] for seat in SEAT_KEYS}
            expected[SUPERHIRN] += [k.SUPERHIRN_QUESTION, k.SUPERHIRN_ANSWER]
            return expected
        units = state.get("engine", {}).get("units", [])
        owners = {u.get("power") for u in units}
        expected = {seat: [k.ORDERS] for seat in SEAT_KEYS if seat in owners}
        expected.setdefault(SUPERHIRN, []).extend([k.SUPERHIRN_QUESTION, k.SUPERHIRN_ANSWER])
        expected.setdefault(WAHRSAGER, []).append(k.WAHRSAGER_PREDICTION)
        return expected

    def validate_submission(
        self, state: JSON, seat: str, kind: str, text_: str, *, lang: str = "en"
    ) -> Validation:
        with translation.override(lang):  # kind labels are lazy: shown in the reader's language
            return self._validate(state, seat, kind, text_, lang)

    def _validate(self, state: JSON, seat: str, kind: str, text_: str, lang: str) -> Validation:
        rule = k.RULES.get(kind)
        if rule is None:
            names = ", ".join(k.RULES)
            return Validation((LineFeedback(
                "", error=f"Unknown kind {kind!r}; Rather Silly takes: {names}."),))
        if seat not in rule.seats:
            who = ", ".join(str(LABELS[s]) for s in SEAT_KEYS if s in rule.seats)
            return Validation((LineFeedback("", error=text(
                "not_your_kind", lang, seat=LABELS.get(seat, seat), kind=rule.kind.label,
                who=who)),))
        if state.get("season") not in rule.kind.phase_types:
            return Validation((LineFeedback("", error=text("wrong_phase", lang,
                                                           kind=rule.kind.label)),))
        try:
            found = read.READERS[kind](state, seat, split_lines(text_ or ""), lang)
        except Exception as exc:
            found = [LineFeedback("", error=text("unreadable", lang, detail=str(exc)))]
        return Validation(tuple(found))

    def order_verdicts(
        self, state: JSON, seat: str, kind: str, lines: list[str], *, lang: str = "en"
    ) -> list[LineVerdict | None]:
        """The orders box judged by this season's movement run on the seat's lines alone
        (``adjudication.rather_silly.check_orders``): void lines flagged, lines whose fate
        hangs on other seats' orders warned; the retreat and build boxes, sent ahead, by
        ``check_later_orders``, the soul-sale box by the adjudicator's own sale step
        (``check_soul_sales``); other boxes are read, not judged."""
        if state.get("season") not in (k.SPRING, k.FALL) \
                or kind not in (k.ORDERS, k.RETREATS, k.ADJUSTMENTS, k.SOUL_SALES):
            return [None] * len(lines)
        board = load_board()
        if kind == k.SOUL_SALES:
            sales = check_soul_sales(state["engine"], seat, lines)
            return line_verdicts(sales, board.map, lang, LABELS, VERDICT_TEXTS)
        if kind != k.ORDERS:  # sent ahead, conditional on the moves
            later = check_later_orders(state["engine"], seat, kind, lines)
            return line_verdicts(later, board.map, lang, LABELS, VERDICT_TEXTS)
        units = [n for n, line in enumerate(lines) if read.classify(line)[0] == "unit"]
        verdicts = check_orders(state["engine"], seat, [lines[n] for n in units])
        for verdict in verdicts:
            if "by" in verdict.params and verdict.params["by"].isdigit():
                # The engine counts the unit lines; the player counts every line.
                verdict.params["by"] = str(units[int(verdict.params["by"]) - 1] + 1)
        found: list[LineVerdict | None] = [None] * len(lines)
        for n, judged in zip(units, line_verdicts(verdicts, board.map, lang, LABELS,
                                                  VERDICT_TEXTS), strict=True):
            found[n] = judged
        return found

    def adjudicate(
        self, state: JSON, submissions: dict[str, dict[str, str]], seed: int
    ) -> Outcome:
        if state.get("season") == k.SETUP:
            result = season.setup_outcome(state, submissions, seed)
        else:
            result = season.season_outcome(state, submissions, seed)
        return Outcome(result=result, winner=result.get("winner") or None)

    def next_phase(self, result: JSON) -> PhaseStart | None:
        label = result.get("next_phase")
        if result.get("game_end") or not label:
            return None
        engine = dict(result["state"])
        # A game master's overrule edits the outcome's units and centres: they carry on.
        engine["units"] = result.get("units", engine["units"])
        engine["supply_centers"] = result.get("supply_centers", engine["supply_centers"])
        following = (result.get("superhirn") or {}).get("next") or {}
        return _phase_start(label, {
            "variant": season.VARIANT, "engine": engine,
            "superhirn": {"question": following.get("question"),
                          "answer": following.get("answer"),
                          "island": following.get("island")},
            "gm": {},
        })

    def decidable_flags(self) -> frozenset[str]:
        return flag_decisions.DECIDABLE

    def decide_flag(self, result: JSON, flag: JSON, option: Any) -> JSON | None:
        return flag_decisions.decide(result, flag, option)

    def order_pad(self, state: JSON, seat: str, kind: str, *, lang: str = "en") -> JSON | None:
        """A pad for the orders box (moves, supports, convoys, bird routes, vZ, VER, HOSE) and
        for the lama explosion box (the seat's own herds, nobody else's); the other boxes are
        typed (docs/web.md says why)."""
        if state.get("season") not in k.SEASONS or kind not in (k.ORDERS, k.LAMA_EXPLOSION):
            return None
        from games.rulesets.order_pad import pad, public_units

        board = load_board()
        units = list(state.get("engine", {}).get("units", []))
        if kind == k.LAMA_EXPLOSION:
            sections = state.get("engine", {}).get("section_state") or {}
            herds = sorted({h["at"] for h in (sections.get("lamas") or {}).get("herds") or []
                            if h.get("owner") == seat and not h.get("exploded")})
            return pad(board.map, mode="L", seat=seat, box=kind, lang=lang,
                       board=public_units(units), herds=herds)
        own = [{"type": u["type"], "at": u["at"], "move": _MOVES_AS.get(u["type"], "")}
               for u in units if u.get("power") == seat]
        return pad(board.map, mode="M", seat=seat, box=kind, lang=lang, units=own,
                   board=public_units(units), extras=["vZ", "VER", "HOSE"],
                   via_convoy=False)  # the variant's grammar reads "A bre - lon" only

    def split_outcome(self, state: JSON, result: JSON) -> ReportParts:
        return report.split_outcome(state, result)

    def describe_board(self, state: JSON) -> list[BoardRow]:
        return report.describe_board(state)

    def agreed_endings(self, settings: JSON) -> frozenset[str]:
        # §18 knows draws ("Unentschieden ... können vorher jederzeit vereinbart werden"),
        # not concessions: a win is 18 centres, the Doktor's 30 or the Narr's 1921.
        return frozenset({"draw"})

    def survivors(self, state: JSON) -> list[str]:
        """The nations with a unit or a centre, and the four roles: the Narr (no units ever,
        and a draw takes his 1921 from him), the Superhirn, the Doktor and the Wahrsager
        play on whatever they hold, so each of them votes on a draw."""
        alive = set(super().survivors(state)) | set(ROLES)
        return [seat for seat in SEAT_KEYS if seat in alive]


__all__ = ["NARR", "NATIONS", "RatherSillyRuleSet"]
