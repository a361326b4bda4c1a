"""Every random draw of a Rather Silly game, derived from the game's seed.

A draw is identified by ``(seed, phase, purpose)``: the phase label (``"S1901M"``,
``"F1903R"``, ``"W1900"`` ...) and what the draw is for (``"sea-monster"``, ``"tardis:hyp"``,
``"borg:tie"``, ...). :func:`rng_for` hashes the three into a fresh :class:`random.Random`,
so one phase can be replayed alone, in any order, and the GM can audit a draw by naming it.
Two purposes never share a stream, so adding a draw for one rule never shifts another's.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def rng_for(seed: int | str, phase: str, purpose: str) -> random.Random:
    """A generator that depends on nothing but ``(seed, phase, purpose)``."""
    # SHA-256 instead of hash(): str hashing is salted per process, so it would not replay.
    digest = hashlib.sha256(f"{seed}\x1f{phase}\x1f{purpose}".encode()).digest()
    return random.Random(int.from_bytes(digest[:16], "big"))


def choose(seed: int | str, phase: str, purpose: str, options: Sequence[T]) -> T:
    """A seeded lot among ``options`` (sorted by the caller, so the draw is reproducible)."""
    if not options:
        raise ValueError(f"no options to draw from for {purpose!r} in {phase}")
    return options[rng_for(seed, phase, purpose).randrange(len(options))]


def coin(seed: int | str, phase: str, purpose: str, chance: float = 0.5) -> bool:
    """``True`` with probability ``chance`` (the TARDIS's broken randomiser: §15)."""
    return rng_for(seed, phase, purpose).random() < chance
