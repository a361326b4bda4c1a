"""2vs2, "Zu 1715 2vs2": the variant on the 1715 map. "Es gelten die normalen 1715-Regeln und
die 2vs2-Regeln von 1815, jedoch darf kein Spieler den Indianderhäuptling wählen und in den
Verstärkungszügen sind Sandwich-Territorien nicht relevant."

The engine knows neither the Indianerhäuptling nor Sandwich-Territorien as pieces (both are
1715 base rules, not public), so the check is on what players write, in the 1715 edition only
(``Rules.edition``):

- a line in any phase that names the Indianerhäuptling ("Indianerhäuptling", the text's own
  spelling "Indianderhäuptling", "Häuptling", "Indian chief") is refused: choosing him is the
  only thing one could write about him, and no player may;
- a line in a reinforcement turn that names a Sandwich-Territorium ("Sandwich") is refused:
  there they are "nicht relevant", so no claim may rest on one.

Everything else stays as in 1815; the GM is reminded when the reinforcement turns begin.
"""

from __future__ import annotations

import re

from adjudication.diplomacy.messages import Message

from .names import norm
from .position import Position

_CHIEF = re.compile(r"indiand?er\W*haeuptling|haeuptling|indian\W+chief|chieftain")
_SANDWICH = re.compile(r"sandwich")


def refusal_1715(position: Position, line: str) -> Message | None:
    """Why ``line`` is refused by the 1715 rule of the 2vs2 text, or None."""
    if position.rules.edition != "1715":
        return None
    folded = norm(line)
    if _CHIEF.search(folded):
        return Message.of("no_chief_1715")
    if position.season == "reinforcement" and _SANDWICH.search(folded):
        return Message.of("no_sandwich_1715")
    return None
