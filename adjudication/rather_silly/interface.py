"""The variant's JSON door: :func:`resolve` (one phase, ``phase_door.py``) and the
variant-registry entry :func:`variant`. The position it reads and writes is
``position_json.py`` (:func:`read_state`, :func:`state_to_json`, :class:`InputError`, named
here too as the door's own words). Field reference: ``docs/engine-json-rather-silly.md``.

The door sits above every module it reaches: nothing in the engine imports it back.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.phase_door import resolve_phase
from adjudication.rather_silly.position_json import (
    VARIANT,
    InputError,
    read_state,
    state_to_json,
)

__all__ = ["VARIANT", "InputError", "read_state", "resolve", "state_to_json", "variant"]


def resolve(data: Mapping[str, Any], *, disabled: frozenset[str] = frozenset()) -> dict[str, Any]:
    """One Rather Silly phase, JSON in and out: the door ``adjudication.resolve`` uses for
    ``"variant": "rather_silly"`` (``phase_door.resolve_phase``; fields in
    ``docs/engine-json-rather-silly.md``). ``disabled`` switches rule sections off (tests)."""
    return resolve_phase(data, disabled=disabled)


def variant() -> Any:
    """The variant-registry entry (``adjudication.diplomacy.variants``): map, rulebook and,
    where the registry supports it, this module's :func:`resolve` as the JSON door."""
    import dataclasses

    from adjudication.diplomacy.variants import Variant
    from adjudication.rather_silly.rulebook import rulebook

    fields = {f.name for f in dataclasses.fields(Variant)}
    extra: dict[str, Any] = {"resolve": resolve} if "resolve" in fields else {}
    return Variant(VARIANT, lambda: load_board().map, rulebook(), **extra)
