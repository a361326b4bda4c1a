"""The variant registry: name -> map, rulebook and order notation.

``standard`` is built in. Another variant either calls :func:`register_variant` with a
:class:`Variant` when its package is imported, or is listed in ``_BY_PATH`` (name -> dotted
path ``"package.module:attribute"``) so that it is imported on first use.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from adjudication.diplomacy.maps import Map
from adjudication.diplomacy.rulebook import Rulebook, standard


@dataclass(frozen=True)
class Variant:
    """What the JSON interface needs to run phases of one variant."""

    name: str
    load_map: Callable[[], Any]
    rulebook: Rulebook = field(default_factory=standard)
    # parse_order(text, game_map, phase_type=..., units=...) -> ParsedOrder (see parser.py)
    parse_order: Callable[..., Any] | None = None
    format_order: Callable[[Any], str] | None = None
    # read_canonical(text, game_map) -> Order | None: fast path for canonical lines, or None.
    read_canonical: Callable[[str, Any], Any] | None = None
    # resolve(data) -> dict: the variant's own JSON door (extra fields, pre/post steps); when
    # set, adjudication.resolve hands it the whole input. Malformed input: raise InputError
    # (or a ValueError with a ``problems`` list).
    resolve: Callable[[Any], dict] | None = None


def _standard() -> Variant:
    # By module path, not through the package's face (which imports this module).
    from adjudication.diplomacy.canonical import read_canonical_movement
    from adjudication.diplomacy.maps import load_map
    from adjudication.diplomacy.parser import format_order, parse_order

    return Variant("standard", lambda: load_map("standard"), standard(), parse_order,
                   format_order, read_canonical_movement)


_REGISTRY: dict[str, Variant] = {}
_FACTORIES: dict[str, Callable[[], Variant]] = {"standard": _standard}
_BY_PATH: dict[str, str] = {"rather_silly": "adjudication.rather_silly.interface:variant"}


class UnknownVariant(LookupError):
    pass


def register_variant(variant: Variant) -> None:
    _REGISTRY[variant.name] = variant


def known_variants() -> list[str]:
    return sorted(set(_REGISTRY) | set(_FACTORIES) | set(_BY_PATH))


def variant_named(name: str) -> Variant:
    if name in _REGISTRY:
        return _REGISTRY[name]
    if name in _FACTORIES:
        _REGISTRY[name] = _FACTORIES[name]()
        return _REGISTRY[name]
    if name in _BY_PATH:
        module, _, attribute = _BY_PATH[name].partition(":")
        found = getattr(importlib.import_module(module), attribute)
        _REGISTRY[name] = found() if callable(found) else found
        return _REGISTRY[name]
    raise UnknownVariant(
        f"unknown variant {name!r}; known variants: {', '.join(known_variants())}")


def variant_map(name: str = "standard") -> Map:
    """The map of the variant ``name``; an unknown name raises :class:`UnknownVariant` (a
    ``LookupError``) naming the known ones. Each map is read once (the loaders cache)."""
    return variant_named(name).load_map()
