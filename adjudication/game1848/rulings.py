"""A game master's ruling on a ``gm`` card: what the card does in this trick, said in the
effect vocabulary, one card per line::

    Z07: party republikaner -2
    Z11: person +3; leader oesterreich +2
    Z19: none

(``person`` acts on the person the card's player named; ``party`` and ``leader`` on the side
it lies at.) :func:`read_rulings` returns ``{card id: (Effect, ...)}`` or raises
:class:`RulingError` naming the line.
"""

from __future__ import annotations

from adjudication.game1848.actions import card_id_of, fold
from adjudication.game1848.cards import FLAGS, PARTIES
from adjudication.game1848.effects import Effect, EffectError, read_effect


class RulingError(ValueError):
    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line


def _effect(words: list[str]) -> Effect:
    kind, rest = words[0], words[1:]
    raw: dict = {"kind": kind}
    for word in rest:
        if word in PARTIES:
            raw["party"] = word
        elif word in FLAGS:
            raw["flag"] = word
        elif word.lstrip("+-").isdigit():
            raw["amount"] = int(word)
        else:
            raise EffectError(f"{word!r} is no party ({', '.join(PARTIES)}), flag "
                              f"({', '.join(FLAGS)}) or number")
    return read_effect(raw)


def read_rulings(text: str) -> dict[str, tuple[Effect, ...]]:
    rulings: dict[str, tuple[Effect, ...]] = {}
    for number, raw in enumerate((text or "").splitlines(), 1):
        if not raw.strip():
            continue
        head, colon, body = raw.partition(":")
        card = card_id_of(fold(head.strip()))
        if not colon or card is None:
            raise RulingError(number, "write “Z07: party republikaner -2” (a card id, a colon, "
                                      "then effects separated by ';')")
        effects = []
        for part in body.split(";"):
            words = fold(part).split()
            if not words:
                continue
            try:
                effects.append(_effect(words))
            except EffectError as error:
                raise RulingError(number, str(error)) from None
        if not effects:
            raise RulingError(number, f"say what {card} does, or “{card}: none”")
        rulings[card] = tuple(effects)
    return rulings


def rulings_to_json(rulings: dict[str, tuple[Effect, ...]]) -> dict[str, list[dict]]:
    return {card: [e.to_json() for e in effects] for card, effects in rulings.items()}


def rulings_from_json(data: object) -> dict[str, tuple[Effect, ...]]:
    if not data:
        return {}
    if not isinstance(data, dict):
        raise EffectError("rulings must be an object {card id: [effects]}")
    return {str(card): tuple(read_effect(e) for e in effects) for card, effects in data.items()}
