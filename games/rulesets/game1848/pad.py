"""The 1848 table as an action pad: what the seat on turn may click (``static/js/pad_1848.js``;
docs/web.md, "The 1848 table as an action pad").

Every choice is a line the rule set's reader takes (:func:`adjudication.game1848.check_action`,
the one reader of page and mail): the candidate lines are built from the seat's own view of
the position and each is kept only if the reader takes it without an error, so the pad never
offers what sending would refuse, and never guesses the rules in JavaScript. The lines are
written in the page's language (``PE40 führt Z32`` / ``PE40 leads Z32``); both read alike.

Built from :func:`adjudication.game1848.view` for the seat itself, so it holds only what that
seat may see: its own hand, the open table, the seats. No other hand, no deck order
(``tests/web/test_1848_pad_page.py``). None unless the seat is on turn.

Shape (every key is always present; lists may be empty)::

    {"game": "1848", "stage": "play" | "refill", "seat": "s2", "box": "action",
     "cards": [{"id": "Z05", "kind": "person" | "extra" | "army", "label": "Z05 Name",
                "plays": [{"line": "Z05 auf s2", "target": "s2", "label": "Spieler 2",
                           "reading": "plays Z05 … onto the side of s2"}],
                "push": {"line": "schiebe Z05", "reading": "…"} | null}],
     "pass": {"line": "passe", "reading": "passes"} | null,
     "fewer": {"persons": 2, "extras": 2,            # the most of each kind the game allows
               "lines": {"1,0": {"line": "passe, ziehe 1 Person 0 Zusatzkarten", ...}}},
     "draws": [{"line": "Person", "deck": "persons", "reading": "…"}]}   # refill stage

A card's ``plays``: one entry with ``target`` null when the card is played as it is (a person;
a Heerführer with his default army); a Heerführer adds one entry per army he may choose
(``target`` the army card); a Zusatzkarte one per side or person it may be played onto; an
army card in a tie one per seat that may take it. ``fewer.lines`` keys are ``"persons,extras"``
(the pass that draws at most so many); the plain pass (draw as allowed) is ``pass``.
"""

from __future__ import annotations

from typing import Any

import adjudication.game1848 as engine

JSON = dict[str, Any]

WORDS = {
    "de": {"on": "auf", "leads": "führt", "to": "an", "push": "schiebe", "pass": "passe",
           "draw": "passe, ziehe ", "none": "passe, ziehe keine",
           "persons": "Person", "extras": "Zusatzkarte", "no_card": "keine",
           "n_persons": ("Personen", "Person"), "n_extras": ("Zusatzkarten", "Zusatzkarte")},
    "en": {"on": "on", "leads": "leads", "to": "to", "push": "push", "pass": "pass",
           "draw": "pass; draw ", "none": "pass; draw none",
           "persons": "person", "extras": "extra", "no_card": "none",
           "n_persons": ("persons", "person"), "n_extras": ("extras", "extra")},
}


def _reading(state: JSON, seat: str, line: str, lang: str) -> str | None:
    """The reader's reading of ``line`` when it takes it, else None."""
    lines = engine.check_action(state, seat, line, lang)
    if len(lines) != 1 or lines[0]["error"]:
        return None
    return str(lines[0]["reading"])


def _choice(state: JSON, seat: str, line: str, lang: str, **extra: Any) -> JSON | None:
    reading = _reading(state, seat, line, lang)
    return None if reading is None else {"line": line, "reading": reading, **extra}


FLAGS = {"oesterreich": "Österreich", "preussen": "Preußen", "bund": "Bund"}


def _label(card: JSON) -> str:
    """A card as a button names it: an army card by its flag and strength (it has no name)."""
    if card["kind"] == "army":
        flag = card.get("flag")
        return f"{card['id']} ({FLAGS.get(flag, flag)} {card.get('strength')})"
    return str(card["label"])


def _seat_label(key: str) -> str:
    return f"Spieler {key[1:]}"


def _plays(state: JSON, seen: JSON, seat: str, card: JSON, lang: str) -> list[JSON]:
    words = WORDS[lang]
    lying = [c for cards in seen["table"].values() for c in cards]
    candidates: list[tuple[str, str | None, str]] = [(card["id"], None, _label(card))]
    if card["kind"] == "person" and card.get("military"):
        candidates += [(f"{card['id']} {words['leads']} {c['id']}", c["id"], _label(c))
                       for c in lying if c["kind"] == "army"]
    elif card["kind"] == "army" and _reading(state, seat, card["id"], lang) is None:
        # Only in a tie does the army's player name the seat (D16); the reader takes
        # "Z30 an s1" at any time, so offering it without a tie would be noise.
        candidates += [(f"{card['id']} {words['to']} {s}", s, _seat_label(s))
                       for s in seen["seats"]]
    elif card["kind"] == "extra":
        candidates += [(f"{card['id']} {words['on']} {s}", s, _seat_label(s))
                       for s in seen["seats"]]
        candidates += [(f"{card['id']} {words['on']} {c['id']}", c["id"], c["label"])
                       for c in lying if c["kind"] == "person"]
    found = [_choice(state, seat, line, lang, target=target, label=label)
             for line, target, label in candidates]
    return [choice for choice in found if choice is not None]


def _fewer_line(lang: str, counts: tuple[int, int], most: tuple[int, int]) -> str:
    """``passe, ziehe 1 Person``: only the kinds drawn fewer of are named (a kind not named
    is drawn as allowed, docs/rules/1848.md D29)."""
    words = WORDS[lang]
    if counts == (0, 0):
        return str(words["none"])
    named = [f"{n} {words[kind][n == 1]}"
             for n, m, kind in zip(counts, most, ("n_persons", "n_extras"), strict=True)
             if n < m]
    return str(words["draw"]) + " ".join(named)


def _fewer(state: JSON, seen: JSON, seat: str, lang: str) -> JSON:
    options = seen["options"]
    persons, extras = int(options["draw_persons"]), int(options["draw_extras"])
    lines: dict[str, JSON] = {}
    for p in range(persons + 1):
        for e in range(extras + 1):
            if (p, e) == (persons, extras):
                continue  # as many as allowed: the plain pass
            line = _fewer_line(lang, (p, e), (persons, extras))
            choice = _choice(state, seat, line, lang)
            if choice is not None:
                lines[f"{p},{e}"] = choice
    return {"persons": persons, "extras": extras, "lines": lines}


def pad(state: JSON, seat: str, lang: str = "en") -> JSON | None:
    """The pad of ``seat`` in ``state`` as documented above; None when it is not on turn."""
    lang = lang if lang in WORDS else "en"
    if seat not in engine.expected_seats(state):
        return None
    seen = engine.view(state, seat, lang)
    words = WORDS[lang]
    out: JSON = {"game": "1848", "stage": seen["stage"], "seat": seat, "box": "action",
                 "cards": [], "pass": None,
                 "fewer": {"persons": 0, "extras": 0, "lines": {}}, "draws": []}
    if seen["stage"] == "refill":
        decks = list((seen.get("refill") or {}).get("mine") or [])
        found = [_choice(state, seat, words[deck], lang, deck=deck) for deck in decks]
        found.append(_choice(state, seat, words["no_card"], lang, deck="none"))
        out["draws"] = [choice for choice in found if choice is not None]
        return out
    for card in seen.get("hand") or []:
        out["cards"].append({
            "id": card["id"], "kind": card["kind"], "label": _label(card),
            "plays": _plays(state, seen, seat, card, lang),
            "push": _choice(state, seat, f"{words['push']} {card['id']}", lang),
        })
    out["pass"] = _choice(state, seat, words["pass"], lang)
    out["fewer"] = _fewer(state, seen, seat, lang)
    return out
