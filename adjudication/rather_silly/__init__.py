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
  for retreat and adjustment phases; ``interface.variant()`` is the registry entry.
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
"""

from adjudication.rather_silly.check import check_later_orders, check_orders

__all__ = ["check_later_orders", "check_orders"]
