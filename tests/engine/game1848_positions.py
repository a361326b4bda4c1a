"""Building positions of 1848 for tests: the cards on the table, in the hands and on the
decks, named the way the rules' examples name them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from adjudication.game1848.armies import after_play
from adjudication.game1848.card_reading import shipped_card_set
from adjudication.game1848.cards import CardSet
from adjudication.game1848.state import Options, Placement, State, Trick, empty_scores

PRACTICE = shipped_card_set("practice")


def position(
    table: Sequence[tuple[str, str] | tuple[str, str, dict]] = (),
    hands: Mapping[str, Sequence[str]] | None = None,
    players: int = 4,
    on_turn: str = "s1",
    passed: Sequence[str] = (),
    cards: CardSet = PRACTICE,
    **options,
) -> State:
    """``table``: (seat, card) or (seat, card, {"side"/"on"/"choice"/"leads": ...}) in the
    order the cards were played (``leads``: the army a Heerführer chose); every other card in
    play lies on its deck (in id order)."""
    seats = tuple(f"s{i}" for i in range(1, players + 1))
    hands = {seat: tuple((hands or {}).get(seat, ())) for seat in seats}
    placements = []
    leads = {}
    for entry in table:
        seat, card = entry[0], entry[1]
        extra = entry[2] if len(entry) > 2 else {}
        side = extra.get("side", seat)
        if extra.get("on"):
            side = next(p.side for p in placements if p.card == extra["on"])
        leads[card] = extra.get("leads")
        placements.append(Placement(card, seat, side, target=extra.get("on"),
                                    choice=extra.get("choice")))
    used = {p.card for p in placements} | {c for hand in hands.values() for c in hand}
    decks = {"persons": [], "extras": [], "sequence": []}
    for card in cards.in_play():
        if card.id not in used:
            decks[card.deck].append(card.id)
    state = State(
        cards=cards, seats=seats, options=Options(target={2: 6, 3: 5, 4: 4}[players], **options),
        seed=1, turn=0, stage="play",
        decks={"persons": tuple(decks["persons"]), "extras": tuple(decks["extras"]),
               "sequence": tuple(decks["sequence"][1:])},
        hands=hands, table=(), current=decks["sequence"][0], won={s: () for s in seats},
        out=(), trick=Trick(1, seats[0], on_turn, tuple(passed), passed[0] if passed else None,
                            moves=len(placements)),
        scores=empty_scores(seats),
    )
    # Armies take their Heerführer as the cards come, as at the table.
    for placement in placements:
        state, _ = after_play(state.with_(table=(*state.table, placement)), placement,
                              leads[placement.card])
    return state
