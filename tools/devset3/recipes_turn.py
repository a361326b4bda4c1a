"""The card and team games: 1848 (only Spieler 4 is on turn: plays a card or passes) and
Europa 1815 (only Frankreich is on turn: two actions and the team action); the other seats
write press and chat."""

from __future__ import annotations

from tools.devset3 import phrases as ph
from tools.devset3 import recipes as R
from tools.devset3.draft import Draft

# Spieler 4's hand: PE11 Carl Vogt, PE28 Ludwig Uhland, Z07 Hungerrevolte, Z22 Turnvereine.
ACTIONS_DE = ["spiele PE11", "PE28", "spiele PE28", "passe", "Passen", "PE11", "Z07 auf s2",
              "spiele Z22 auf s3"]
ACTIONS_EN = ["play PE11", "PE28", "pass", "play PE28", "Z07 auf s1"]
TURN_DE = [["1: Angriff auf Bayern: 2 Inf aus Lyon", "2: Verlegung nach Paris: 1 Kav aus Calais"],
           ["1: Verlegung nach Paris: 2 Inf aus Lyon", "2: Passen"],
           ["1: Angriff auf Bayern: 2 Inf aus Lyon", "2: Passen", "Team: Passen"],
           ["1: Passen", "2: Passen"]]
TURN_EN = [["1: Attack Bavaria: 2 inf from Lyon", "2: Pass"],
           ["1: Move to Paris: 2 inf from Lyon", "2: Pass", "Team: Pass"]]
ACTION_HEADS = {"de": ["ZUG", "Mein Zug:", "Aktion:"], "en": ["MOVE", "My move:", "Action:"]}
TURN_HEADS = {"de": ["ZUG", "Mein Zug:", "Züge:"], "en": ["TURN", "My turn:", "Moves:"]}


def card_action(d: Draft) -> None:
    """Spieler 4 plays or passes, alone on a line, with or without a heading."""
    lang = ph.lang2(d.lang)
    line = d.rng.choice(ACTIONS_DE if lang == "de" else ACTIONS_EN)
    R._open(d)
    head = d.rng.choice(ACTION_HEADS[lang]) if d.rng.random() < 0.4 else None
    d.box("action", [(line, [line])], head)
    d.tag("1848-action", "heading" if head else "no-heading")
    if d.rng.random() < 0.3:
        d.blank()
        R.press(d, end="endpress")
    R._sign(d)


def europa_turn(d: Draft) -> None:
    lang = ph.lang2(d.lang)
    lines = list(d.rng.choice(TURN_DE if lang == "de" else TURN_EN))
    R._open(d)
    head = d.rng.choice(TURN_HEADS[lang]) if d.rng.random() < 0.5 else None
    d.box("turn", [(line, [line]) for line in lines], head)
    d.tag("1815-turn", "heading" if head else "no-heading")
    if d.rng.random() < 0.3:
        d.blank()
        R.press(d, end="endpress")
    R._sign(d)
