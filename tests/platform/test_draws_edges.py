"""Draw proposals and votes at their edges, pinned by mutation testing of
``games/services/draws.py`` (issue 24)."""
