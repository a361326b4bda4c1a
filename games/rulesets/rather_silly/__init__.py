"""The Rather Silly Diplomacy 1.42 rule set: eleven seats, seasons as phases, secrets kept.

Layout: ``seats`` (who plays), ``kinds`` (what each seat may send, when), ``messages`` (the
feedback texts in English and German), ``lines`` and ``role_lines`` (reading a submission
line by line; ``engine_access``: the text helpers they share),
``season`` (driving the variant engine for Winter 1900 and each season), ``report`` (the
public and private parts of a result, the board), ``ruleset`` (the class the platform loads).
The engine is reached only through its face, ``adjudication.rather_silly`` (the names of its
``__all__``, imported at module top). The design and every decision:
``docs/rules/rather-silly-platform.md``.
"""

from games.rulesets.rather_silly.ruleset import RatherSillyRuleSet

__all__ = ["RatherSillyRuleSet"]
