"""Standard Diplomacy: map data, order parser and the general resolver that variants extend.

The face the platform uses besides ``adjudication.resolve``: :func:`check_orders`, one power's
lines judged on arrival with the adjudicator's own legality code (``check.py``).
"""

from adjudication.diplomacy.check import Verdict, check_orders

__all__ = ["Verdict", "check_orders"]
