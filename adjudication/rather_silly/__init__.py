"""Rather Silly Diplomacy 1.42 on the standard engine (variant name ``rather_silly``).

Shared foundation (rs-movement), which every section module builds on:

- ``units.py``: unit kinds (:class:`~.units.Kind`: A F V AM DA SA SF B L SM WM T) and the
  :data:`~.units.KINDS` table saying what each may do (moves as A/F, conventional, strength,
  occupies, captures, supports, needs a centre).
- ``state.py``: the immutable :class:`~.state.State` (phase, units with stable ids and per-unit
  flags, supply centres, lost souls, twins built, wormhole, seed, ``section_state`` for
  section-owned data) and the eleven players (seven nations + narr, superhirn, doktor,
  wahrsager) plus the creature owners ``borg`` and ``monsters``.
- ``board.py`` + ``data/map_extension.json``: the standard map merged with Iceland, Crete
  (build-only), Hyperspace (TARDIS only) and the Mont-Blanc tunnel.
- ``orders.py`` / ``grammar.py``: variant order values and the parser; other sections add
  their own forms with :func:`~.grammar.register_form`.
- ``review.py``: :class:`~.review.Event` and :class:`~.review.ReviewFlag` (GM choices).
- ``interface.py``: the JSON door (``resolve(data)``, ``python -m adjudication.rather_silly
  resolve FILE``), field reference in ``docs/engine-json-rather-silly.md``; ``phases.py``
  for retreat and adjustment phases; ``interface.variant()`` is the registry entry;
  ``position_json.py``: the JSON position (``read_state``, ``state_to_json``).
- ``movement.py`` + ``context.py`` + ``steps.py`` + ``rulebook.py``: one movement phase:
  section steps before the engine (order rewriting), the standard engine with the variant's
  Rulebook hooks, section steps after it. A section module takes part by defining
  ``STEPS = (Step(...), ...)`` (``steps.py``); its steps get the :class:`PhaseContext`.
- ``adjustments.py``: winter builds and removals of every unit kind.
- ``rng.py``: every random draw from ``(seed, phase, purpose)``.

Rule sections: ``devils.py`` §5, ``tunnel.py`` §6, ``wormhole.py`` §7, ``birds.py`` §8,
``amazons.py`` §9, ``drecksack.py`` §10, ``special_fleets.py`` §11, ``twins.py`` §12 (part 1,
movement); ``borg.py`` §1, ``lamas.py`` §2, ``monsters.py`` §3/§4, ``narr.py`` §13,
``superhirn.py`` §14, ``doktor.py`` §15, ``wahrsager.py`` §16, sequence §17 and victory §18
(part 2). Rules and every decision taken: ``docs/rules/rather-silly.md``. Scenario tests:
``tests/scenarios/rather_silly/*.json`` run by ``tests/engine/test_rather_silly_scenarios.py``.

The face (everything a platform rule set may use; ``games/rulesets/rather_silly/`` imports
these names at module top, never an inner module; ``tests/platform/test_engine_faces.py``
checks it). Importing the face loads the whole engine (``sequence`` imports every section,
which registers its order forms with the grammar): one import, no half-ready grammar.

- Reading lines: :func:`load_board` (cached); :func:`parse_order` raising :class:`OrderError`
  (its values: the standard :class:`Hold` :class:`Move` :class:`SupportHold`
  :class:`SupportMove` :class:`Convoy` :class:`Retreat` :class:`Disband` and the variant's
  :class:`SellSoul` :class:`WormholeVote`, for ``isinstance``); :func:`parse_condition`
  (``IF ... THEN ...``; None for a plain line) raising :class:`ConditionError`;
  :data:`WORMHOLE_WORDS` and :data:`PREDICTION_WORDS` (a line's first word); lama lines:
  :func:`is_lama_line`, :func:`parse_lama_order`, :func:`lama_placement_errors`,
  :data:`HERDS_PER_PLAYER`.
- Checking against a position: :func:`check_orders` (one seat's unit lines judged by this
  season's movement run), :func:`check_later_orders` (retreat and build boxes sent ahead),
  :func:`check_soul_sales` (the soul-sale box sent ahead, by the adjudicator's own step).
- Resolving: :func:`opening_state` (Winter 1900 before the herds), :func:`winter_1900` (the
  herds placed, Spring 1901), :func:`read_state` / :func:`state_to_json` (the state JSON of
  ``docs/engine-json-rather-silly.md``), :func:`play_season` over :class:`SeasonOrders`,
  :func:`game_end` (§18).
- Describing: :func:`rules_of` (what a unit kind is and may do, e.g. ``conventional``).
"""

from adjudication.diplomacy.orders import (
    Convoy,
    Disband,
    Hold,
    Move,
    Retreat,
    SupportHold,
    SupportMove,
)
from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.check import check_later_orders, check_orders, check_soul_sales
from adjudication.rather_silly.conditions import ConditionError
from adjudication.rather_silly.conditions import parse as parse_condition
from adjudication.rather_silly.grammar import WORMHOLE_WORDS, OrderError, parse_order
from adjudication.rather_silly.lamas import HERDS_PER_PLAYER, is_lama_line, parse_lama_order
from adjudication.rather_silly.lamas import placement_errors as lama_placement_errors
from adjudication.rather_silly.orders import SellSoul, WormholeVote
from adjudication.rather_silly.position_json import read_state, state_to_json
from adjudication.rather_silly.roles import opening_state, winter_1900
from adjudication.rather_silly.sequence import SeasonOrders, play_season
from adjudication.rather_silly.units import rules_of
from adjudication.rather_silly.victory import game_end
from adjudication.rather_silly.wahrsager import PREDICTION_WORDS

__all__ = [  # grouped in the docstring above
    "HERDS_PER_PLAYER",
    "PREDICTION_WORDS",
    "WORMHOLE_WORDS",
    "ConditionError",
    "Convoy",
    "Disband",
    "Hold",
    "Move",
    "OrderError",
    "Retreat",
    "SeasonOrders",
    "SellSoul",
    "SupportHold",
    "SupportMove",
    "WormholeVote",
    "check_later_orders",
    "check_orders",
    "check_soul_sales",
    "game_end",
    "is_lama_line",
    "lama_placement_errors",
    "load_board",
    "opening_state",
    "parse_condition",
    "parse_lama_order",
    "parse_order",
    "play_season",
    "read_state",
    "rules_of",
    "state_to_json",
    "winter_1900",
]
