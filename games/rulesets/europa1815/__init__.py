"""The platform's Europa 1815 rule set (2vs2 team variant): a GM-assisted game, one
submission of the player on turn per phase.

- ``settings.py``: the game's settings: the GM-supplied map (or the shipped example), the two
  teams and the seating, the start-phase option; maps are parsed once per text (cached);
- ``ruleset.py``: the :class:`~games.rulesets.base.RuleSet` (seats are the map's four seated
  players, one submission kind ``turn``, phases of type ``turn`` or ``gm``);
- ``pad.py``: the map as an action pad (what a click on a land may write);
- ``gm.py``: the game master's position editor (the engine's ``gm_*`` functions on a
  result, with the diff);
- ``report.py``: the public report and each seat's private part, the position rows.

Everything about the rules comes from the engine's face, ``adjudication.europa1815``.
"""

from games.rulesets.europa1815.ruleset import Europa1815RuleSet

__all__ = ["Europa1815RuleSet"]
