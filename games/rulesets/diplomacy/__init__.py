"""Standard Diplomacy (seven powers) as a rule set: an adapter over ``adjudication``."""

from games.rulesets.diplomacy.ruleset import DiplomacyRuleSet

__all__ = ["DiplomacyRuleSet"]
