"""What the order parser tells players, in English and German.

A :class:`Message` is a code plus parameters; it is rendered per language only when shown, so
the engine stays free of Django and the web app can show it in the player's language while they
type. Parameters are plain strings or :class:`Localized` pairs (province names differ:
Munich/München). Texts are short: they appear next to the order line.

Variants add their own codes with :func:`Catalogue.extend` on a copy, never by editing this
table (see :data:`CATALOGUE`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import NamedTuple

LANGUAGES = ("en", "de")


class Localized(NamedTuple):
    en: str
    de: str

    def __str__(self) -> str:
        return self.en


@dataclass(frozen=True, slots=True)
class Message:
    """A parser finding: ``code`` names the text, ``params`` fill it in."""

    code: str
    params: tuple[tuple[str, str | Localized], ...] = ()

    @classmethod
    def of(cls, code: str, **params: str | Localized) -> Message:
        return cls(code, tuple(params.items()))

    def param(self, name: str) -> str | Localized | None:
        return dict(self.params).get(name)

    def render(self, lang: str = "en", catalogue: Catalogue | None = None) -> str:
        return (catalogue or CATALOGUE).render(self, lang)


class Catalogue:
    """Message texts by code and language; unknown codes render as the code itself."""

    def __init__(self, texts: Mapping[str, Mapping[str, str]]) -> None:
        for code, by_lang in texts.items():
            missing = [lang for lang in LANGUAGES if lang not in by_lang]
            if missing:
                raise ValueError(f"message {code!r} has no text for {missing}")
        self._texts = MappingProxyType({c: dict(t) for c, t in texts.items()})

    def extend(self, texts: Mapping[str, Mapping[str, str]]) -> Catalogue:
        return Catalogue({**self._texts, **texts})

    def __contains__(self, code: str) -> bool:
        return code in self._texts

    def render(self, message: Message, lang: str = "en") -> str:
        lang = lang if lang in LANGUAGES else "en"
        texts = self._texts.get(message.code)
        if texts is None:
            return message.code
        values = {k: (getattr(v, lang) if isinstance(v, Localized) else v)
                  for k, v in message.params}
        try:
            return texts[lang].format(**values)
        except (KeyError, IndexError):
            return texts[lang]


CATALOGUE = Catalogue({
    "empty": {
        "en": "Empty order.",
        "de": "Leerer Befehl.",
    },
    "unreadable": {
        "en": "Could not read '{text}'. Example: A par - bur",
        "de": "'{text}' ist nicht lesbar. Beispiel: A par - bur",
    },
    "unknown_province": {
        "en": "Unknown province '{text}'.",
        "de": "Unbekannte Provinz '{text}'.",
    },
    "unknown_province_suggest": {
        "en": "Unknown province '{text}' — did you mean {name} ({abbr})?",
        "de": "Unbekannte Provinz '{text}' – meinten Sie {name} ({abbr})?",
    },
    "unknown_power": {
        "en": "Unknown power '{text}'.",
        "de": "Unbekannte Macht '{text}'.",
    },
    "unknown_power_suggest": {
        "en": "Unknown power '{text}' — did you mean {name}?",
        "de": "Unbekannte Macht '{text}' – meinten Sie {name}?",
    },
    "unexpected_word": {
        "en": "Did not understand '{word}' after '{before}'.",
        "de": "'{word}' nach '{before}' nicht verstanden.",
    },
    "bad_start": {
        "en": "An order cannot start with '{word}'; write the unit first, e.g. A par - bur.",
        "de": "Ein Befehl beginnt nicht mit '{word}'; zuerst die Einheit, z. B. A par - bur.",
    },
    "incomplete": {
        "en": "The order ends too early: after '{before}' expected {expected}.",
        "de": "Der Befehl endet zu früh: nach '{before}' fehlt {expected}.",
    },
    "no_such_coast": {
        "en": "{name} has no {coast}; write {options}.",
        "de": "{name} hat keine {coast}; schreiben Sie {options}.",
    },
    "no_coasts": {
        "en": "{name} has only one coast; write {abbr}.",
        "de": "{name} hat nur eine Küste; schreiben Sie {abbr}.",
    },
    "ambiguous_coast": {
        "en": "Which coast of {name}? Write {options}; as written the move fails.",
        "de": "Welche Küste von {name}? Schreiben Sie {options}; so scheitert der Zug.",
    },
    "coast_needed": {
        "en": "A fleet in {name} needs its coast: {options}; as written it fails.",
        "de": "Eine Flotte in {name} braucht die Küste: {options}; so scheitert der Befehl.",
    },
    "unit_type_needed": {
        "en": "Say which unit to build: A or F (e.g. Build A {abbr}).",
        "de": "Welche Einheit? A oder F (z. B. Baue A {abbr}).",
    },
    "wrong_phase": {
        "en": "{kind} orders belong in the {phase} phase.",
        "de": "{kind}-Befehle gehören in die {phase}.",
    },
    "no_unit": {
        "en": "There is no unit in {name}.",
        "de": "In {name} steht keine Einheit.",
    },
    "no_unit_suggest": {
        "en": "There is no unit in {name} — did you mean {other}?",
        "de": "In {name} steht keine Einheit – meinten Sie {other}?",
    },
    "unit_type_mismatch": {
        "en": "The unit in {name} is {actual}, not {written}.",
        "de": "Die Einheit in {name} ist {actual}, nicht {written}.",
    },
    "convoy_needs_army": {
        "en": "Only armies can be convoyed.",
        "de": "Nur Armeen können konvoiert werden.",
    },
})

UNIT_NAMES: Mapping[str, Localized] = MappingProxyType({
    "A": Localized("an army", "eine Armee"),
    "F": Localized("a fleet", "eine Flotte"),
})
PHASE_NAMES: Mapping[str, Localized] = MappingProxyType({
    "M": Localized("movement", "Bewegungsphase"),
    "R": Localized("retreat", "Rückzugsphase"),
    "A": Localized("adjustment (build)", "Anpassungsphase (Bauphase)"),
})
ORDER_KIND_NAMES: Mapping[str, Localized] = MappingProxyType({
    "hold": Localized("Hold", "Halte"),
    "move": Localized("Move", "Zug"),
    "support": Localized("Support", "Unterstützungs"),
    "convoy": Localized("Convoy", "Konvoi"),
    "retreat": Localized("Retreat", "Rückzugs"),
    "disband": Localized("Disband", "Auflösungs"),
    "build": Localized("Build", "Bau"),
    "remove": Localized("Remove", "Entfernungs"),
    "waive": Localized("Waive", "Verzichts"),
})
