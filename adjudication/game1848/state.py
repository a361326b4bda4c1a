"""The position of a game of 1848: an immutable value, and its JSON form.

Every card is in exactly one place: a deck (``persons``, ``extras`` with the army cards,
``sequence`` for the Ablaufkarten; top card first), a hand, the table, the face-up Ablaufkarte
(``current``), a player's won Ablaufkarten, or out of the game. :func:`card_places` counts them
and :func:`state_from_json` refuses a position where that does not hold.

Seats are named ``s1``...``s4`` in table order; "left of" a seat is the next one
(``s4`` -> ``s1``). Hands, deck order and pushed cards are secret; :mod:`.view` decides who
sees what.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any

from adjudication.game1848.card_reading import card_set_from_json
from adjudication.game1848.cards import PARTIES, CardSet, CardSetError
from adjudication.game1848.errors import InputError

DECKS = ("persons", "extras", "sequence")
STAGES = ("play", "refill", "over")
MAJORITY_BASES = ("trick", "running")
OPENER_RULES = ("left_of_first_passer", "winner")
TARGETS = {2: 6, 3: 5, 4: 4}  # Ablaufkarten that end the game ("Bei vier ist Schluß")


@dataclass(frozen=True)
class Options:
    """Choices the rules leave open, settable per game (docs/rules/1848.md)."""

    majority_basis: str = "trick"
    opener_after_win: str = "left_of_first_passer"
    target: int = 4
    hand_limit: int = 6
    draw_persons: int = 2
    draw_extras: int = 2

    def to_json(self) -> dict[str, Any]:
        return {"majority_basis": self.majority_basis,
                "opener_after_win": self.opener_after_win, "target": self.target,
                "hand_limit": self.hand_limit, "draw_persons": self.draw_persons,
                "draw_extras": self.draw_extras}


@dataclass(frozen=True)
class Placement:
    """A card on the table. ``side`` is where it lies (an army: where it was played, until a
    Heerführer commands it: then ``commander`` names that Heerführer group's seat and flag).
    ``target`` is the person a card acts on; ``choice`` the seat an army's player chose in a
    tie between equal Heerführer."""

    card: str
    by: str
    side: str
    target: str | None = None
    choice: str | None = None
    commander: tuple[str, str] | None = None

    @property
    def lies_at(self) -> str:
        return self.commander[0] if self.commander else self.side

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"card": self.card, "by": self.by, "side": self.side}
        if self.target:
            out["target"] = self.target
        if self.choice:
            out["choice"] = self.choice
        if self.commander:
            out["commander"] = {"seat": self.commander[0], "flag": self.commander[1]}
        return out


@dataclass(frozen=True)
class Trick:
    number: int
    opener: str
    on_turn: str | None
    passed: tuple[str, ...] = ()
    first_passer: str | None = None
    moves: int = 0  # cards played or pushed in this trick (a trick without any is idle)
    #: seat -> (most persons, most Zusatzkarten; None: as allowed) for the coming refill,
    #: said with the seat's last pass (decision D29)
    draw_limits: Mapping[str, tuple[int | None, int | None]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out = {"number": self.number, "opener": self.opener, "on_turn": self.on_turn,
               "passed": list(self.passed), "first_passer": self.first_passer,
               "moves": self.moves}
        if self.draw_limits:
            out["draw_limits"] = {seat: list(limit) for seat, limit in self.draw_limits.items()}
        return out


@dataclass(frozen=True)
class Credit:
    seat: str
    party: str
    points: int

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "party": self.party, "points": self.points}


@dataclass(frozen=True)
class TrickRecord:
    """A scored trick as the score sheet keeps it."""

    number: int
    card: str | None
    kind: str  # "political", "military"
    winner: str | None  # None: Patt
    credits: tuple[Credit, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"number": self.number, "card": self.card, "kind": self.kind,
                "winner": self.winner, "credits": [c.to_json() for c in self.credits]}


@dataclass(frozen=True)
class State:
    cards: CardSet
    seats: tuple[str, ...]
    options: Options
    seed: int
    turn: int
    stage: str
    decks: Mapping[str, tuple[str, ...]]
    hands: Mapping[str, tuple[str, ...]]
    table: tuple[Placement, ...]
    current: str | None
    won: Mapping[str, tuple[str, ...]]
    out: tuple[str, ...]
    trick: Trick
    refill: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    scores: Mapping[str, Mapping[str, int]] = field(default_factory=dict)
    history: tuple[TrickRecord, ...] = ()
    victory: Mapping[str, int] | None = None
    end_reason: str | None = None
    idle_tricks: int = 0  # idle tricks in a row in which nobody could draw (decision D23)

    def left_of(self, seat: str) -> str:
        return self.seats[(self.seats.index(seat) + 1) % len(self.seats)]

    def clockwise_from(self, seat: str) -> list[str]:
        start = self.seats.index(seat)
        return [self.seats[(start + i) % len(self.seats)] for i in range(len(self.seats))]

    def with_(self, **changes: Any) -> State:
        # dataclasses.replace re-runs __init__ and checks every field: a third of the run
        # time of a random game. A position is a value; copying its fields is enough.
        unknown = set(changes) - _STATE_FIELDS
        if unknown:
            raise TypeError(f"State has no field {sorted(unknown)[0]!r}")
        new = object.__new__(State)
        new.__dict__.update(self.__dict__)
        new.__dict__.update(changes)
        return new

    def to_json(self, *, with_cards: bool = True) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": "1848", "seats": list(self.seats), "options": self.options.to_json(),
            "seed": self.seed, "turn": self.turn, "stage": self.stage,
            "decks": {name: list(self.decks[name]) for name in DECKS},
            "hands": {seat: list(self.hands[seat]) for seat in self.seats},
            "table": [p.to_json() for p in self.table], "current": self.current,
            "won": {seat: list(self.won[seat]) for seat in self.seats},
            "out": list(self.out), "trick": self.trick.to_json(),
            "refill": {seat: list(kinds) for seat, kinds in self.refill.items()},
            "scores": {seat: {party: self.scores[seat][party] for party in PARTIES}
                       for seat in self.seats},
            "history": [record.to_json() for record in self.history],
            "victory": dict(self.victory) if self.victory is not None else None,
            "end_reason": self.end_reason, "idle_tricks": self.idle_tricks,
        }
        if with_cards:
            out["cards"] = self.cards.to_json()
        return out


_STATE_FIELDS = {f.name for f in fields(State)}


def card_places(state: State) -> dict[str, list[str]]:
    """Card id -> every place it is found in (exactly one, in a sound position)."""
    found = [(card, f"deck {name}") for name, deck in state.decks.items() for card in deck]
    for seat in state.seats:
        found += [(card, f"hand {seat}") for card in state.hands[seat]]
        found += [(card, f"won {seat}") for card in state.won[seat]]
    found += [(p.card, f"table {p.side}") for p in state.table]
    found += [(card, "out") for card in state.out]
    if state.current:
        found.append((state.current, "current"))
    places: dict[str, list[str]] = {}
    for card, where in found:
        if card in places:
            places[card].append(where)
        else:
            places[card] = [where]
    return places


def empty_scores(seats: tuple[str, ...]) -> dict[str, dict[str, int]]:
    return {seat: dict.fromkeys(PARTIES, 0) for seat in seats}


# --- reading a position back -----------------------------------------------------------------


def _list(data: Mapping[str, Any], key: str, where: str) -> list[Any]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise InputError(f"{where}.{key}" if where else key, "must be a list")
    return value


def _ids(value: Any, where: str, cards: CardSet) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise InputError(where, "must be a list of card ids")
    for card in value:
        if card not in cards.by_id:
            raise InputError(where, f"unknown card {card!r}")
    return tuple(value)


def _seat(value: Any, where: str, seats: tuple[str, ...], optional: bool = False) -> Any:
    if value is None and optional:
        return None
    if value not in seats:
        raise InputError(where, f"must be one of the seats {', '.join(seats)}, not {value!r}")
    return value


def options_from_json(data: Any, players: int) -> Options:
    if data is None:
        data = {}
    if not isinstance(data, Mapping):
        raise InputError("options", "must be an object")
    known = set(Options().to_json())
    for key in data:
        if key not in known:
            raise InputError(f"options.{key}", f"unknown option; known: {', '.join(sorted(known))}")
    basis = data.get("majority_basis", "trick")
    if basis not in MAJORITY_BASES:
        raise InputError("options.majority_basis", f"must be one of {', '.join(MAJORITY_BASES)}")
    opener = data.get("opener_after_win", "left_of_first_passer")
    if opener not in OPENER_RULES:
        raise InputError("options.opener_after_win", f"must be one of {', '.join(OPENER_RULES)}")
    numbers = {}
    for key, default, low, high in (("target", TARGETS.get(players, 4), 1, 26),
                                    ("hand_limit", 6, 1, 20), ("draw_persons", 2, 0, 10),
                                    ("draw_extras", 2, 0, 10)):
        value = data.get(key, default)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise InputError(f"options.{key}", f"must be a whole number from {low} to {high}")
        numbers[key] = value
    return Options(majority_basis=basis, opener_after_win=opener, **numbers)


def _placement(raw: Any, where: str, state_seats: tuple[str, ...], cards: CardSet) -> Placement:
    if not isinstance(raw, Mapping):
        raise InputError(where, "must be an object {\"card\", \"by\", \"side\"}")
    card = raw.get("card")
    if card not in cards.by_id:
        raise InputError(f"{where}.card", f"unknown card {card!r}")
    commander = raw.get("commander")
    if commander is not None:
        if not isinstance(commander, Mapping):
            raise InputError(f"{where}.commander", "must be {\"seat\", \"flag\"}")
        commander = (_seat(commander.get("seat"), f"{where}.commander.seat", state_seats),
                     str(commander.get("flag")))
    target = raw.get("target")
    if target is not None and target not in cards.by_id:
        raise InputError(f"{where}.target", f"unknown card {target!r}")
    return Placement(card=card, by=_seat(raw.get("by"), f"{where}.by", state_seats),
                     side=_seat(raw.get("side"), f"{where}.side", state_seats), target=target,
                     choice=_seat(raw.get("choice"), f"{where}.choice", state_seats, True),
                     commander=commander)


def _draw_limits(raw: Any, seats: tuple[str, ...]) -> dict[str, tuple[int | None, int | None]]:
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        raise InputError("state.trick.draw_limits", "must be an object {seat: [persons, extras]}")
    limits = {}
    for seat, limit in raw.items():
        where = f"state.trick.draw_limits.{seat}"
        _seat(seat, where, seats)
        if (not isinstance(limit, list) or len(limit) != 2
                or not all(v is None or (isinstance(v, int) and not isinstance(v, bool)
                                         and v >= 0) for v in limit)):
            raise InputError(where, "must be [persons, extras], each a whole number or null")
        limits[seat] = (limit[0], limit[1])
    return limits


def state_from_json(data: Any) -> State:
    """Read a position (as :meth:`State.to_json` writes it); :class:`InputError` names the
    field that is wrong."""
    if not isinstance(data, Mapping):
        raise InputError("state", "must be an object")
    try:
        cards = card_set_from_json(data.get("cards"))
    except CardSetError as error:
        raise InputError("state.cards", str(error)) from None
    raw_seats = data.get("seats")
    if (not isinstance(raw_seats, list) or not 2 <= len(raw_seats) <= 4
            or len(set(raw_seats)) != len(raw_seats)
            or not all(isinstance(s, str) and s for s in raw_seats)):
        raise InputError("state.seats", "must list 2 to 4 different seat names")
    seats = tuple(raw_seats)
    stage = data.get("stage")
    if stage not in STAGES:
        raise InputError("state.stage", f"must be one of {', '.join(STAGES)}")
    decks_raw = data.get("decks")
    if not isinstance(decks_raw, Mapping):
        raise InputError("state.decks", "must be an object with persons, extras, sequence")
    decks = {name: _ids(decks_raw.get(name, []), f"state.decks.{name}", cards) for name in DECKS}
    hands_raw, won_raw = data.get("hands") or {}, data.get("won") or {}
    hands = {s: _ids(hands_raw.get(s, []), f"state.hands.{s}", cards) for s in seats}
    won = {s: _ids(won_raw.get(s, []), f"state.won.{s}", cards) for s in seats}
    table = tuple(_placement(p, f"state.table[{i}]", seats, cards)
                  for i, p in enumerate(_list(data, "table", "state")))
    trick_raw = data.get("trick")
    if not isinstance(trick_raw, Mapping):
        raise InputError("state.trick", "must be an object")
    passed = trick_raw.get("passed", [])
    if not isinstance(passed, list):
        raise InputError("state.trick.passed", "must be a list of seats")
    trick = Trick(number=int(trick_raw.get("number", 1)),
                  opener=_seat(trick_raw.get("opener"), "state.trick.opener", seats),
                  on_turn=_seat(trick_raw.get("on_turn"), "state.trick.on_turn", seats, True),
                  passed=tuple(_seat(s, "state.trick.passed", seats) for s in passed),
                  first_passer=_seat(trick_raw.get("first_passer"), "state.trick.first_passer",
                                     seats, True),
                  moves=int(trick_raw.get("moves", 0)),
                  draw_limits=_draw_limits(trick_raw.get("draw_limits"), seats))
    scores_raw = data.get("scores") or {}
    scores = empty_scores(seats)
    for seat in seats:
        for party in PARTIES:
            value = (scores_raw.get(seat) or {}).get(party, 0)
            if not isinstance(value, int) or isinstance(value, bool):
                raise InputError(f"state.scores.{seat}.{party}", "must be a whole number")
            scores[seat][party] = value
    refill_raw = data.get("refill") or {}
    refill = {_seat(s, "state.refill", seats): tuple(k) for s, k in refill_raw.items()}
    history = tuple(
        TrickRecord(number=r["number"], card=r.get("card"), kind=r["kind"],
                    winner=r.get("winner"),
                    credits=tuple(Credit(c["seat"], c["party"], c["points"])
                                  for c in r.get("credits", [])))
        for r in _list(data, "history", "state"))
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise InputError("state.seed", "must be a whole number")
    state = State(cards=cards, seats=seats,
                  options=options_from_json(data.get("options"), len(seats)), seed=seed,
                  turn=int(data.get("turn", 0)), stage=stage, decks=decks, hands=hands,
                  table=table, current=data.get("current"), won=won,
                  out=_ids(data.get("out", []), "state.out", cards), trick=trick,
                  refill=refill, scores=scores, history=history,
                  victory=data.get("victory"), end_reason=data.get("end_reason"),
                  idle_tricks=int(data.get("idle_tricks", 0)))
    if state.current is not None and state.current not in cards.by_id:
        raise InputError("state.current", f"unknown card {state.current!r}")
    doubled = {card: where for card, where in card_places(state).items() if len(where) > 1}
    if doubled:
        card, where = next(iter(sorted(doubled.items())))
        raise InputError("state", f"card {card} lies in more than one place: {', '.join(where)}")
    return state
