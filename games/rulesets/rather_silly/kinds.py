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

from games.rulesets.base import ORDER_HEADINGS, SubmissionKind, Visibility
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
          required: bool = False, *, aliases: tuple[str, ...] = (), secret: bool = False,
          published: bool = False) -> KindRule:
    return KindRule(
        # The label stays lazy: it is translated where it is shown, in the reader's language.
        SubmissionKind(key=key, label=label, visibility=Visibility.PRIVATE,  # type: ignore[arg-type]
                       phase_types=phases, required=required,
                       seats=None if seats == EVERYONE else seats, aliases=aliases,
                       secret=secret, published=published),
        seats,
    )


# The short names players give the boxes in a mail (docs/mail.md): a name several boxes
# share ("LAMA", "ANTWORT", "SUPERHIRN") is decided by the seat and the phase, or refused
# with a question where a public box could take a secret (games.mail_intake.sections).
MOVES = (*ORDER_HEADINGS, "MOVE", "BEWEGUNGEN")
RULES: dict[str, KindRule] = {r.kind.key: r for r in (
    _rule(ORDERS, _("Orders"), SEASONS, WITH_UNITS, required=True, aliases=MOVES),
    _rule(RETREATS, _("Retreat orders (may be conditional)"), SEASONS, WITH_UNITS,
          aliases=("RETREATS", "RETREAT", "RÜCKZÜGE", "RÜCKZUG", "RÜCKZUGSBEFEHLE",
                   "RITIRATE", "RETRAITES")),
    _rule(SOUL_SALES, _("Soul sales (may be conditional)"), SEASONS, WITH_UNITS,
          aliases=("SEELENVERKAUF", "SEELENVERKÄUFE", "SEELEN", "SOUL SALE", "SOUL SALES",
                   "SOULS", "SOUL", "SELL", "VERKAUFEN", "VERKAUF")),
    _rule(ADJUSTMENTS, _("Builds and removals (may be conditional)"), frozenset({FALL}),
          WITH_UNITS, aliases=("BUILDS", "BUILD", "BAUTEN", "AUFBAUTEN", "AUFBAU",
                               "ANPASSUNGEN", "ADJUSTMENTS", "REMOVALS", "AUFLÖSUNGEN",
                               "DISBANDS")),
    _rule(LAMA_PLACEMENT, _("Lama herds (secret)"), frozenset({SETUP}), EVERYONE,
          required=True, secret=True,
          aliases=("LAMA", "LAMAS", "LAMAHERDE", "LAMAHERDEN", "LAMA HERD", "LAMA HERDS",
                   "LLAMA", "LLAMAS", "LLAMA HERDS", "HERDEN", "HERDS", "LAMAPLATZIERUNG")),
    _rule(LAMA_EXPLOSION, _("Lama explosions (secret)"), SEASONS, EVERYONE, secret=True,
          aliases=("LAMA", "LAMAS", "LLAMA", "LAMA EXPLOSION", "LAMA EXPLOSIONEN",
                   "LAMAEXPLOSION", "EXPLOSION", "EXPLOSIONEN", "SPRENGUNG", "SPRENGEN",
                   "EXPLODE", "EXPLODING", "EXPLODIEREN", "EXPLODIERENDE")),
    _rule(WORMHOLE_VOTE, _("Wormhole vote (secret)"), SEASONS, EVERYONE, secret=True,
          aliases=("WURMLOCH", "WURMLOCHABSTIMMUNG", "WURMLOCHSTIMME", "WORMHOLE",
                   "WORMHOLE VOTE", "VOTE", "ABSTIMMUNG", "STIMME")),
    _rule(NARR_OVERRIDE, _("Narr's overrides"), SEASONS, frozenset({NARR}), secret=True,
          aliases=("NARR", "NARREN", "NARRENBEFEHLE", "NARRENBEFEHL", "NARRENZUG",
                   "NARRENZÜGE", "EINGRIFFE", "EINGRIFF", "OVERRIDES",
                   "OVERRIDE", "FOOL")),
    _rule(SUPERHIRN_QUESTION, _("Superhirn's question"), ALL_PHASES, frozenset({SUPERHIRN}),
          required=True, published=True,
          aliases=("FRAGE", "QUESTION", "SUPERHIRN", "SUPERHIRNFRAGE", "RÄTSEL")),
    _rule(SUPERHIRN_ANSWER, _("Superhirn's answer (secret)"), ALL_PHASES,
          frozenset({SUPERHIRN}), required=True, secret=True,
          aliases=("ANTWORT", "ANSWER", "LÖSUNG", "SOLUTION", "SUPERHIRN",
                   "SUPERHIRNANTWORT")),
    _rule(SUPERHIRN_REPLY, _("Answer to the Superhirn's question (secret)"), SEASONS,
          EVERYONE - {SUPERHIRN}, secret=True,
          aliases=("ANTWORT", "ANSWER", "LÖSUNG", "SOLUTION", "SUPERHIRN",
                   "SUPERHIRNANTWORT", "RÄTSEL", "REPLY", "RISPOSTA", "RÉPONSE",
                   "RESPUESTA", "ANTWOORD", "SUPERHIRN ANSWER", "SUPERHIRN ANTWORT")),
    _rule(WAHRSAGER_PREDICTION, _("Wahrsager's predictions (secret)"), SEASONS,
          frozenset({WAHRSAGER}), required=True, secret=True,
          aliases=("VORHERSAGE", "VORHERSAGEN", "WAHRSAGER", "PROPHEZEIUNG",
                   "PROPHEZEIUNGEN", "WEISSAGUNG", "PREDICTION", "PREDICTIONS",
                   "FORTUNE TELLER")),
    _rule(SHARE_BUILD, _("Superhirn share-unit build"), SEASONS, WITH_UNITS,
          aliases=("ANTEIL", "ANTEILE", "ANTEILSEINHEIT", "SHARE", "SHARE BUILD",
                   "SHARE UNIT")),
)}


def submission_kinds() -> list[SubmissionKind]:
    return [rule.kind for rule in RULES.values()]


def may_send(seat: str, kind: str) -> bool:
    rule = RULES.get(kind)
    return rule is not None and seat in rule.seats
