"""The rule-free guess-and-check resolver on toy decisions."""

import pytest

from adjudication.diplomacy.resolver import Resolver, ResolverError


def make(rules, backup=None, calls=None):
    def decide(resolver, key):
        if calls is not None:
            calls.append(key)
        return rules[key](resolver)

    return Resolver(decide, backup or (lambda resolver, cycle: None))


def test_it_answers_decisions_without_cycles_directly():
    resolver = make({"a": lambda r: not r.resolve("b"), "b": lambda r: False})
    assert resolver.resolve("a") is True
    assert resolver.answers == {"a": True, "b": False}


def test_it_computes_each_settled_decision_once():
    calls = []
    resolver = make({"a": lambda r: r.resolve("b"), "b": lambda r: True}, calls=calls)
    resolver.resolve("a")
    resolver.resolve("a")
    resolver.resolve("b")
    assert calls == ["a", "b"]


def test_a_cycle_with_one_consistent_answer_needs_no_backup_rule():
    # a = b and False -> whatever b guesses, a is False; b = a.
    def backup(resolver, cycle):
        raise AssertionError("backup rule must not run")

    resolver = make({"a": lambda r: r.resolve("b") and False, "b": lambda r: r.resolve("a")},
                    backup)
    assert resolver.resolve("a") is False
    assert resolver.resolve("b") is False


def test_two_consistent_answers_go_to_the_backup_rule():
    # a = b, b = a: both True and both False are consistent (like circular movement).
    seen = []

    def backup(resolver, cycle):
        seen.append(sorted(cycle))
        for key in cycle:
            resolver.settle(key, True, "all succeed")

    resolver = make({"a": lambda r: r.resolve("b"), "b": lambda r: r.resolve("a")}, backup)
    assert resolver.resolve("a") is True
    assert seen == [["a", "b"]]
    assert resolver.settled_by_rule == {"a": "all succeed", "b": "all succeed"}


def test_a_paradox_goes_to_the_backup_rule():
    # a = not b, b = a: no consistent answer (like a convoy paradox).
    def backup(resolver, cycle):
        resolver.settle("b", False, "paradox")

    resolver = make({"a": lambda r: not r.resolve("b"), "b": lambda r: r.resolve("a")}, backup)
    assert resolver.resolve("a") is True
    assert resolver.answers["b"] is False


def test_a_backup_rule_that_settles_nothing_is_an_error_not_a_hang():
    resolver = make({"a": lambda r: not r.resolve("a")})
    with pytest.raises(ResolverError, match="unsettled"):
        resolver.resolve("a")
