"""Every random draw of a game, derived from the game's seed.

A draw is named by ``(seed, purpose)`` (``"deal:persons"``, ``"deal:start"``): SHA-256 of the
two seeds a fresh :class:`random.Random`, so a game replays exactly and adding a draw never
shifts another one. Only the deal draws: after it, the game is deterministic.
"""

from __future__ import annotations

import hashlib
import random


def rng_for(seed: int | str, purpose: str) -> random.Random:
    digest = hashlib.sha256(f"1848\x1f{seed}\x1f{purpose}".encode()).digest()
    return random.Random(int.from_bytes(digest[:16], "big"))
