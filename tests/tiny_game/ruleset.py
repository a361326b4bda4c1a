"""The tiny game's rules: one phase, each seat writes a number, the higher wins."""

from __future__ import annotations

from games.rulesets.base import (
    JSON,
    BoardRow,
    LineFeedback,
    Outcome,
    PhaseStart,
    ReportParts,
    RuleSet,
    SeatSpec,
    SubmissionKind,
    Validation,
    Visibility,
)

SEATS = ("red", "blue")


class TinyRuleSet(RuleSet):
    key = "tiny"
    name = "Tiny"
    template_prefix = "tiny"
    pad_on_standard_map = False

    def validate_settings(self, settings: JSON) -> JSON:
        return dict(settings or {})

    def seats(self, settings: JSON) -> list[SeatSpec]:
        return [SeatSpec(key, key.title()) for key in SEATS]

    def submission_kinds(self) -> list[SubmissionKind]:
        return [SubmissionKind("orders", "Number", Visibility.PUBLIC_AFTER_PHASE,
                               frozenset({"play"}))]

    def initial_phase(self, settings: JSON) -> PhaseStart:
        return PhaseStart("R1", "play", {"round": 1})

    def expected_submissions(self, state: JSON) -> dict[str, list[str]]:
        return {key: ["orders"] for key in SEATS}

    def validate_submission(self, state: JSON, seat: str, kind: str, text: str, *,
                            lang: str = "en") -> Validation:
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        return Validation(tuple(
            LineFeedback(line, reading=line) if line.isdigit()
            else LineFeedback(line, error="write a number, e.g. 7") for line in lines))

    def adjudicate(self, state: JSON, submissions: dict[str, dict[str, str]],
                   seed: int) -> Outcome:
        said = {seat: int((submissions.get(seat, {}).get("orders") or "0").split()[0])
                for seat in SEATS}
        winner = max(SEATS, key=lambda seat: (said[seat], seat == SEATS[0]))
        return Outcome({"said": said, "winner": winner}, winner)

    def next_phase(self, result: JSON) -> PhaseStart | None:
        return None

    def split_outcome(self, state: JSON, result: JSON) -> ReportParts:
        return ReportParts(public=dict(result))

    def describe_board(self, state: JSON) -> list[BoardRow]:
        return [BoardRow(key, key.title(), (), ()) for key in SEATS]
