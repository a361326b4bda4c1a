"""Standard Diplomacy: map data, order parser and the general resolver that variants extend.

The face the platform uses besides ``adjudication.resolve`` (the JSON door for a whole phase):

- Reading lines: :func:`parse_orders` (per-line readings, errors and suggestions in English
  or German) over :class:`Unit` values (who stands where).
- Checking against a position: :func:`check_orders`, one power's lines judged on arrival with
  the adjudicator's own legality code (``check.py``), each a :class:`Verdict`.
- Describing: :func:`variant_map`, the map of a registered variant (``standard``,
  ``rather_silly``: provinces, names, powers, starting units and centres), cached.
"""

from adjudication.diplomacy.check import Verdict, check_orders
from adjudication.diplomacy.orders import Unit
from adjudication.diplomacy.parser import parse_orders
from adjudication.diplomacy.variants import variant_map

__all__ = ["Unit", "Verdict", "check_orders", "parse_orders", "variant_map"]
