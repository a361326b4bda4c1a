"""The core resolver: guess-and-check over named yes/no decisions. It knows no Diplomacy rules.

Algorithm (Lucas Kruijswijk, "The Math of Adjudication", DATC appendix): every decision has a
key (any hashable, e.g. ``("move", "par")``) and is answered by the ``decide(resolver, key)``
function passed in, which may ask :meth:`Resolver.resolve` about other keys. While a decision is
being computed it is *guessing* (answer ``False`` first). A caller that reads a guessed answer
is recorded on the dependency list; when the computation of a key finishes having relied on
its own guess, the key sits in a cycle and is recomputed with the opposite guess:

- both guesses give the same answer -> that is the answer;
- the two guesses disagree (two consistent outcomes, e.g. circular movement) or neither is
  consistent (a paradox, e.g. a convoy that would cut the support it depends on) -> the
  ``backup_rule(resolver, cycle)`` passed in settles some keys in the cycle with
  :meth:`Resolver.settle`, and the key is resolved again.

Invariants: a settled answer never changes; ``decide`` must be a pure function of the answers
it reads (otherwise guesses are meaningless); the backup rule must settle at least one key of
the cycle, or :class:`ResolverError` is raised instead of looping forever.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

Decide = Callable[["Resolver", Any], bool]
BackupRule = Callable[["Resolver", list[Any]], None]

class ResolverError(RuntimeError):
    """The backup rule did not settle a cycle: a bug in the rules, never in player input."""


class Resolver:
    """Resolves decisions on demand; ``answers`` holds every decision that was settled."""

    def __init__(self, decide: Decide, backup_rule: BackupRule) -> None:
        self._decide = decide
        self._backup_rule = backup_rule
        self.answers: dict[Hashable, bool] = {}  # settled decisions only
        self._guesses: dict[Hashable, bool] = {}  # decisions being computed: current guess
        # Keys a backup rule settled, with the rule's name: outcomes cite it ("Szykman rule").
        self.settled_by_rule: dict[Hashable, str] = {}
        self._dependencies: list[Hashable] = []

    def settle(self, key: Hashable, answer: bool, rule: str | None = None) -> None:
        """Fix ``key`` to ``answer`` for good; backup rules pass their ``rule`` name."""
        self.answers[key] = answer
        self._guesses.pop(key, None)
        if rule:
            self.settled_by_rule[key] = rule

    def is_settled(self, key: Hashable) -> bool:
        return key in self.answers

    def resolve(self, key: Hashable) -> bool:
        answer = self.answers.get(key)
        if answer is not None:
            return answer
        dependencies = self._dependencies
        guess = self._guesses.get(key)
        if guess is not None:
            if key not in dependencies:
                dependencies.append(key)
            return guess

        mark = len(dependencies)
        self._guesses[key] = False
        first = self._decide(self, key)
        if len(dependencies) == mark:
            # Nothing guessed was read: the answer is final (unless a backup rule settled it).
            self._guesses.pop(key, None)
            return self.answers.setdefault(key, first)
        if dependencies[mark] != key:
            # We depend on someone else's guess: stay guessing, that key will retry.
            dependencies.append(key)
            self._guesses[key] = first
            return first

        # Our own guess came back to us: a cycle. Retry with the other guess.
        self._forget(mark)
        self._guesses[key] = True
        second = self._decide(self, key)
        if first == second:
            self._forget(mark)
            self._guesses.pop(key, None)
            return self.answers.setdefault(key, first)

        cycle = list(dependencies[mark:])
        if key not in cycle:
            cycle.insert(0, key)
        self._forget(mark)
        self._guesses.pop(key, None)
        settled_before = sum(1 for k in cycle if k in self.answers)
        self._backup_rule(self, cycle)
        if sum(1 for k in cycle if k in self.answers) == settled_before:
            raise ResolverError(f"backup rule left the cycle {cycle!r} unsettled")
        return self.resolve(key)

    def _forget(self, mark: int) -> None:
        """Drop the guesses that were made after ``mark``: they rested on a guess now redone."""
        guesses = self._guesses
        for key in self._dependencies[mark:]:
            guesses.pop(key, None)
        del self._dependencies[mark:]
