"""The platform's 1848 rule set: the Armeekarten card game, one turn per phase, hidden hands.

- ``ruleset.py``: the :class:`~games.rulesets.base.RuleSet` (settings with the card set,
  seats ``s1``...``s4``, the one submission kind ``action``, turns as phases ``T1``, ``T2``...
  of type ``play`` or ``refill``);
- ``settings.py``: the game's settings and its card set;
- ``report.py``: the public report and each seat's private part (its hand), the position rows;
- ``picture.py``: the table as an SVG (cards as labelled tiles, the Ablaufkarte, the score
  sheet), drawn from the public view only.

Everything about the rules comes from the engine's face, ``adjudication.game1848``.
"""

from games.rulesets.game1848.ruleset import Game1848RuleSet

__all__ = ["Game1848RuleSet"]
