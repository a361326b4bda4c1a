"""Whole seeded games with random legal actions, checking invariants after every turn.

``python -m adjudication play-1848 --seed N [--games K] [--players P] [--json]`` plays K games
(seeds N, N+1, ...) to the end. Every action is written as a line and read by the same reader
as players' actions, so the reader, the rules' refusals and every rule section are exercised.
After every turn :func:`check_invariants` asserts: every card of the set in play lies in
exactly one place; no hand holds more than the hand limit; each player's score sheet equals
the sum of their trick credits; the game is over, or somebody must act.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from typing import Any

from adjudication.game1848.actions import Draw, Pass, Play, Push, canonical
from adjudication.game1848.armies import armies_for, tied_seats
from adjudication.game1848.card_reading import shipped_card_set
from adjudication.game1848.cards import PARTIES, CardSet
from adjudication.game1848.effects import target_of
from adjudication.game1848.moves import refusal
from adjudication.game1848.rng import rng_for
from adjudication.game1848.setup import new_game
from adjudication.game1848.state import Placement, State, card_places
from adjudication.game1848.turn import expected, resolve_turn

MAX_TURNS = 5000


class InvariantBroken(AssertionError):
    """A rule the engine must never break was broken (a bug, never a player's fault)."""


def legal_actions(state: State, seat: str) -> list[Any]:
    """Every action ``seat`` may take now (targets enumerated)."""
    if state.stage == "refill":
        return [Draw(deck) for deck in state.refill.get(seat, ())] + (
            [Draw("none")] if seat in state.refill else [])
    if state.stage != "play" or state.trick.on_turn != seat:
        return []
    found: list[Any] = [Pass(), Pass(draw=(0, 0)), Pass(draw=(1, None))]
    on_table = [p.card for p in state.table if state.cards[p.card].kind == "person"]
    for card_id in dict.fromkeys(state.hands[seat]):
        card = state.cards[card_id]
        found.append(Push(card_id))
        if card.is_leader:
            trial = state.with_(table=(*state.table, Placement(card_id, seat, seat)))
            options = [Play(card_id)] + [Play(card_id, army=a)
                                         for a in armies_for(trial, seat, card_id)]
        elif card.kind == "person":
            options = [Play(card_id)]
        elif card.is_army:
            tied = tied_seats(state, card_id)
            options = [Play(card_id, choice=s) for s in tied] if len(tied) > 1 \
                else [Play(card_id)]
        else:
            wants = target_of(card.effects)
            if wants == "person":
                options = [Play(card_id, on=p) for p in on_table]
            elif wants == "side":
                options = [Play(card_id, side=s) for s in state.seats]
            else:
                options = [Play(card_id)]
        found += options
    return [a for a in found if refusal(state, seat, a) is None]


def random_turn(state: State, seed: int | str) -> dict[str, str]:
    """One line per seat expected to act, drawn from ``(seed, turn, seat)``."""
    texts = {}
    for seat in expected(state):
        rng = rng_for(seed, f"random:{state.turn}:{seat}")
        actions = legal_actions(state, seat)
        plays = [a for a in actions if isinstance(a, Play)]
        roll = rng.random()
        if plays and roll < 0.65:
            action = rng.choice(plays)
        elif roll < 0.72 and any(isinstance(a, Push) for a in actions):
            action = rng.choice([a for a in actions if isinstance(a, Push)])
        elif roll < 0.85 and actions:
            action = rng.choice(actions)  # a pass, or a refill choice
        else:
            continue  # send nothing: the default (a pass, or the NMR refill choice)
        texts[seat] = canonical(action)
    return texts


def check_invariants(state: State, cards: CardSet) -> None:
    places = card_places(state)
    playing = {c.id for c in cards.in_play()}
    doubled = {c: where for c, where in places.items() if len(where) != 1}
    if doubled:
        raise InvariantBroken(f"turn {state.turn}: cards in several places: {doubled}")
    if set(places) != playing:
        lost = sorted(playing - set(places))
        extra = sorted(set(places) - playing)
        raise InvariantBroken(f"turn {state.turn}: lost {lost}, unexpected {extra}")
    for seat in state.seats:
        if len(state.hands[seat]) > state.options.hand_limit:
            raise InvariantBroken(f"turn {state.turn}: {seat} holds {len(state.hands[seat])}")
        noted = dict.fromkeys(PARTIES, 0)
        for record in state.history:
            for credit in record.credits:
                if credit.seat == seat:
                    noted[credit.party] += credit.points
        if noted != dict(state.scores[seat]):
            raise InvariantBroken(f"turn {state.turn}: {seat}'s sheet {dict(state.scores[seat])}"
                                  f" is not the sum of its tricks {noted}")
    if state.stage != "over" and not expected(state):
        raise InvariantBroken(f"turn {state.turn}: nobody is to act ({state.stage})")
    if state.stage == "over" and state.victory is None:
        raise InvariantBroken("the game is over without victory points")


def play_game(seed: int, players: int = 4, cards: CardSet | None = None,
              check: bool = True) -> State:
    cards = cards or shipped_card_set("practice")
    state = new_game(cards, players, seed)
    if check:
        check_invariants(state, cards)
    while state.stage != "over":
        if state.turn >= MAX_TURNS:
            raise InvariantBroken(f"seed {seed}: no end after {MAX_TURNS} turns")
        state = resolve_turn(state, random_turn(state, seed)).state
        if check:
            check_invariants(state, cards)
    return state


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m adjudication play-1848",
                                     description="play seeded random games of 1848 to the end")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--json", action="store_true", help="one JSON summary line per game")
    args = parser.parse_args(argv)
    cards = shipped_card_set("practice")
    started = time.process_time()
    turns = tricks = 0
    for seed in range(args.seed, args.seed + args.games):
        try:
            state = play_game(seed, args.players, cards)
        except InvariantBroken as error:
            sys.stderr.write(f"seed {seed}: {error}\n")
            return 1
        turns += state.turn
        tricks += len(state.history)
        summary = {"seed": seed, "turns": state.turn, "tricks": len(state.history),
                   "end": state.end_reason, "victory": dict(state.victory or {})}
        if args.json:
            sys.stdout.write(json.dumps(summary) + "\n")
        elif args.games == 1:
            sys.stdout.write(f"seed {seed}: {state.turn} turns, {len(state.history)} tricks, "
                             f"ended by {state.end_reason}; victory points {summary['victory']}\n")
    spent = time.process_time() - started
    if not args.json:
        sys.stdout.write(f"{args.games} games, {turns} turns, {tricks} tricks, invariants held "
                         f"after every turn; {spent:.2f} s CPU\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
