"""Every submission kind of Rather Silly: who may send it, in which phase, how secret it is.

The platform shows other seats' raw submissions of ``PUBLIC_AFTER_PHASE`` kinds once a phase is
published. Raw text may hold secrets typed in the wrong box (``L tyr Exp`` among the moves), so
every kind here is ``PRIVATE``: only the seat and the game masters ever read the raw text. What
the rules make public (the orders and their outcomes, the Narr's executed overrides, the
Superhirn's question, lama explosions without owners, the next wormhole link ...) reaches the
players through the public part of the report (``report.py``), built from the outcome.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from games.rulesets.base import SubmissionKind, Visibility
from games.rulesets.rather_silly.seats import NARR, SEAT_KEYS, SUPERHIRN, WAHRSAGER

SETUP, SPRING, FALL = "setup", "spring", "fall"
SEASONS = frozenset({SPRING, FALL})
ALL_PHASES = frozenset({SETUP, SPRING, FALL})

ORDERS = "orders"
RETREATS = "retreats"
SOUL_SALES = "soul_sales"
ADJUSTMENTS = "adjustments"
LAMA_PLACEMENT = "lama_placement"
LAMA_EXPLOSION = "lama_explosion"
WORMHOLE_VOTE = "wormhole_vote"
NARR_OVERRIDE = "narr_override"
SUPERHIRN_QUESTION = "superhirn_question"
SUPERHIRN_ANSWER = "superhirn_answer"
SUPERHIRN_REPLY = "superhirn_reply"
WAHRSAGER_PREDICTION = "wahrsager_prediction"
SHARE_BUILD = "share_build"


@dataclass(frozen=True)
class KindRule:
    kind: SubmissionKind
    seats: frozenset[str]  # who may send it


EVERYONE = frozenset(SEAT_KEYS)
WITH_UNITS = EVERYONE - {NARR}


def _rule(key: str, label: Promise, phases: frozenset[str], seats: frozenset[str],
          required: bool = False) -> KindRule:
    return KindRule(
        # The label stays lazy: it is translated where it is shown, in the reader's language.
        SubmissionKind(key=key, label=label, visibility=Visibility.PRIVATE,  # type: ignore[arg-type]
                       phase_types=phases, required=required,
                       seats=None if seats == EVERYONE else seats),
        seats,
    )


RULES: dict[str, KindRule] = {r.kind.key: r for r in (
    _rule(ORDERS, _("Orders"), SEASONS, WITH_UNITS, required=True),
    _rule(RETREATS, _("Retreat orders (may be conditional)"), SEASONS, WITH_UNITS),
    _rule(SOUL_SALES, _("Soul sales (may be conditional)"), SEASONS, WITH_UNITS),
    _rule(ADJUSTMENTS, _("Builds and removals (may be conditional)"), frozenset({FALL}),
          WITH_UNITS),
    _rule(LAMA_PLACEMENT, _("Lama herds (secret)"), frozenset({SETUP}), EVERYONE,
          required=True),
    _rule(LAMA_EXPLOSION, _("Lama explosions (secret)"), SEASONS, EVERYONE),
    _rule(WORMHOLE_VOTE, _("Wormhole vote (secret)"), SEASONS, EVERYONE),
    _rule(NARR_OVERRIDE, _("Narr's overrides"), SEASONS, frozenset({NARR})),
    _rule(SUPERHIRN_QUESTION, _("Superhirn's question"), ALL_PHASES, frozenset({SUPERHIRN}),
          required=True),
    _rule(SUPERHIRN_ANSWER, _("Superhirn's answer (secret)"), ALL_PHASES,
          frozenset({SUPERHIRN}), required=True),
    _rule(SUPERHIRN_REPLY, _("Answer to the Superhirn's question (secret)"), SEASONS,
          EVERYONE - {SUPERHIRN}),
    _rule(WAHRSAGER_PREDICTION, _("Wahrsager's predictions (secret)"), SEASONS,
          frozenset({WAHRSAGER}), required=True),
    _rule(SHARE_BUILD, _("Superhirn share-unit build"), SEASONS, WITH_UNITS),
)}


def submission_kinds() -> list[SubmissionKind]:
    return [rule.kind for rule in RULES.values()]


def may_send(seat: str, kind: str) -> bool:
    rule = RULES.get(kind)
    return rule is not None and seat in rule.seats
