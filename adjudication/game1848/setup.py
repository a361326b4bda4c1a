"""Set-up and deal (base game, "Spielvorbereitung"; expansion: "Die Armeekarten (Z28 – Z34)
werden unter den Stapel der Zusatzkarten gemischt").

Persons and Zusatzkarten (army cards mixed in) are shuffled face down from the seed; each
player gets two of each, dealt one at a time around the table from the first seat; the start
player is drawn by lot; the first Ablaufkarte is turned up. The Ablaufkarten keep their order
(A01, A02, ...): they are dated events and count the tricks (docs/rules/1848.md, decision D2).
"""

from __future__ import annotations

from adjudication.game1848.cards import CardSet
from adjudication.game1848.errors import InputError
from adjudication.game1848.rng import rng_for
from adjudication.game1848.state import TARGETS, Options, State, Trick, empty_scores

SEAT_KEYS = ("s1", "s2", "s3", "s4")
DEAL = 2  # persons and Zusatzkarten each at the start


def setup_problems(cards: CardSet, players: int) -> list[str]:
    """Why a game with this card set cannot start (empty: it can)."""
    problems = []
    for card in cards.incomplete():
        missing = ", ".join(card.unknown_fields())
        problems.append(f"{card.label}: unknown {missing} (fill it in or set \"in_play\": false)")
    persons = len(cards.in_play("person"))
    extras = len(cards.in_play("extra")) + len(cards.in_play("army"))
    if persons < DEAL * players:
        problems.append(f"{persons} Personenkarten in play; {players} players need at least "
                        f"{DEAL * players}")
    if extras < DEAL * players:
        problems.append(f"{extras} Zusatzkarten in play; {players} players need at least "
                        f"{DEAL * players}")
    if not cards.in_play("sequence"):
        problems.append("no Ablaufkarte in play")
    return problems


def new_game(cards: CardSet, players: int, seed: int, options: Options | None = None) -> State:
    """The position after the deal, the start player on turn."""
    if not 2 <= players <= 4:
        raise InputError("players", "1848 is played by 2 to 4 players")
    problems = setup_problems(cards, players)
    if problems:
        raise InputError("cards", "; ".join(problems))
    seats = SEAT_KEYS[:players]
    persons = [c.id for c in cards.in_play("person")]
    extras = [c.id for c in cards.in_play("extra")] + [c.id for c in cards.in_play("army")]
    rng_for(seed, "deal:persons").shuffle(persons)
    rng_for(seed, "deal:extras").shuffle(extras)
    hands: dict[str, list[str]] = {seat: [] for seat in seats}
    for deck in (persons, extras):
        for _ in range(DEAL):
            for seat in seats:
                hands[seat].append(deck.pop(0))
    sequence = [c.id for c in cards.in_play("sequence")]
    start = rng_for(seed, "deal:start").choice(seats)
    return State(
        cards=cards, seats=seats, options=options or Options(target=TARGETS[players]),
        seed=seed, turn=0, stage="play",
        decks={"persons": tuple(persons), "extras": tuple(extras),
               "sequence": tuple(sequence[1:])},
        hands={seat: tuple(hand) for seat, hand in hands.items()}, table=(),
        current=sequence[0], won={seat: () for seat in seats}, out=(),
        trick=Trick(number=1, opener=start, on_turn=start), scores=empty_scores(seats),
    )

