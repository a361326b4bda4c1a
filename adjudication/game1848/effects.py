"""The effect vocabulary of the Zusatzkarten (rules: "Zusatzkarten", "Und was macht der gute
Jellacic?", "Heerführer sind nicht so verletzbar").

A Zusatzkarte's ``effects`` is a list of these (JSON ``{"kind": ..., ...}``):

==========  ==============================  =====================================================
kind        fields                          what it does
==========  ==============================  =====================================================
``party``   ``party``, ``amount``           every person of ``party`` on the target side changes
                                            by ``amount`` (Louis Napoleon: Republikaner −3)
``person``  ``amount``, optional ``party``  one target person on the table changes by ``amount``
                                            (Belgisches Vorbild: a Liberal +1)
``remove``  optional ``party``              the target person leaves the game at once (Lola
                                            Montez)
``leader``  ``flag``, ``amount``            the strongest Heerführer of ``flag`` on the target
                                            side gets ``amount`` military points (Kroatien: +5)
``none``    --                              no effect of its own (a pair card, a Rot card)
``gm``      ``text``                        the game master decides at scoring (a review flag)
==========  ==============================  =====================================================

Zusatzkarten never act on a Heerführer unless the card says ``targets_leaders`` (the text
names only Lola Montez and Bauernaufstand). What a card needs as its target follows from its
effects: a person (``person``/``remove``), else a side (``party``/``leader``), else nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

EFFECT_KINDS = ("party", "person", "remove", "leader", "none", "gm")
_PARTIES = ("republikaner", "demokraten", "liberale", "reaktionaere")
_FLAGS = ("oesterreich", "preussen", "bund")
_FIELDS = {
    "party": {"party", "amount"},
    "person": {"amount", "party"},
    "remove": {"party"},
    "leader": {"flag", "amount"},
    "none": set(),
    "gm": {"text"},
}


class EffectError(ValueError):
    def __init__(self, message: str, path: tuple[Any, ...] = ()) -> None:
        super().__init__(message)
        self.path = path


@dataclass(frozen=True)
class Effect:
    kind: str
    party: str | None = None
    flag: str | None = None
    amount: int = 0
    text: str = ""

    @property
    def target(self) -> str | None:
        """What the effect acts on: ``"person"``, ``"side"`` or None."""
        if self.kind in ("person", "remove"):
            return "person"
        if self.kind in ("party", "leader"):
            return "side"
        return None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.party is not None:
            out["party"] = self.party
        if self.flag is not None:
            out["flag"] = self.flag
        if self.kind in ("party", "person", "leader"):
            out["amount"] = self.amount
        if self.kind == "gm":
            out["text"] = self.text
        return out


def read_effect(raw: Any) -> Effect:
    """One effect from JSON; :class:`EffectError` says what is wrong and what would be right."""
    if not isinstance(raw, Mapping):
        raise EffectError("an effect is an object such as {\"kind\": \"party\", \"party\": "
                          "\"republikaner\", \"amount\": -3}")
    kind = raw.get("kind")
    if kind not in EFFECT_KINDS:
        raise EffectError(f"kind must be one of {', '.join(EFFECT_KINDS)}, not {kind!r}",
                          ("kind",))
    extra = sorted(set(raw) - _FIELDS[kind] - {"kind"})
    if extra:
        raise EffectError(f"a {kind!r} effect takes {', '.join(sorted(_FIELDS[kind])) or 'no'} "
                          f"fields, not {extra[0]!r}", (extra[0],))
    party = raw.get("party")
    if kind == "party" and party is None:
        raise EffectError("a 'party' effect names its party", ("party",))
    if party is not None and party not in _PARTIES:
        raise EffectError(f"party must be one of {', '.join(_PARTIES)}, not {party!r}",
                          ("party",))
    flag = raw.get("flag")
    if kind == "leader" and flag not in _FLAGS:
        raise EffectError(f"flag must be one of {', '.join(_FLAGS)}, not {flag!r}", ("flag",))
    amount = raw.get("amount", 0)
    if kind in ("party", "person", "leader") and (
            not isinstance(amount, int) or isinstance(amount, bool) or not -99 <= amount <= 99
            or amount == 0):
        raise EffectError(f"amount must be a whole number from -99 to 99 other than 0, not "
                          f"{amount!r}", ("amount",))
    text = raw.get("text", "")
    if kind == "gm" and (not isinstance(text, str) or not text.strip()):
        raise EffectError("a 'gm' effect says in 'text' what the card does, for the game "
                          "master to decide", ("text",))
    return Effect(kind=kind, party=party, flag=flag,
                  amount=amount if kind in ("party", "person", "leader") else 0,
                  text=text.strip() if kind == "gm" else "")


def target_of(effects: tuple[Effect, ...] | None) -> str | None:
    """What a card with these effects must be played onto: a person, a side, or nothing."""
    targets = {e.target for e in effects or ()}
    if "person" in targets:
        return "person"
    if "side" in targets:
        return "side"
    return None
