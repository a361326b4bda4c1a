"""Pure-Python rule engines for the games gamemaster runs.

One door in: :func:`resolve` takes a plain JSON-shaped dict describing a phase and returns a
plain dict with the outcome (see ``docs/engine-json.md``). Nothing here imports Django.
"""
