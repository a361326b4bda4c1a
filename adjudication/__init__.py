"""Pure-Python rule engines for the games gamemaster runs.

One door in: :func:`resolve` takes a plain JSON-shaped dict describing a phase and returns a
plain dict with the outcome (see ``docs/engine-json.md``; ``{"game": "1848", ...}`` goes to the
1848 engine, ``docs/engine-json-1848.md``); malformed input raises
:class:`InputError` naming the field. Nothing here imports Django.
"""

from adjudication.diplomacy.interface import InputError
from adjudication.diplomacy.variants import Variant, known_variants, register_variant
from adjudication.games import resolve

__all__ = ["InputError", "Variant", "known_variants", "register_variant", "resolve"]
