"""Absences at their edges (``games/services/absences.py``), pinned by mutation testing
(issue 24): the player's local midnights, the 92-day limit, the extension cap shared with the
game master's extensions, which absences count, and the sitter's checks."""
