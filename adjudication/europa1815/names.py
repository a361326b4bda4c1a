"""Finding lands and players by what people type: id, German or English name, any case,
umlauts as ``ä`` or ``ae``; the closest known name as a suggestion when nothing matches."""

from __future__ import annotations

import difflib
from collections.abc import Iterable

from adjudication.diplomacy.maps import fold as _fold

_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue",
                          "ß": "ss"})


def keys(text: str) -> set[str]:
    """Lookup keys of a name: "München" is found as "Munchen", "München" and "Muenchen"."""
    return {_fold(text), _fold(text.translate(_UMLAUTS))} - {""}


def general_id(name: str) -> str:
    """The id of a general: its name folded, umlauts spelt out ("Blücher" -> "bluecher")."""
    return _fold(name.translate(_UMLAUTS))


def norm(text: str) -> str:
    """A whole line folded for reading: lower case, umlauts as ae/oe/ue, accents dropped,
    spacing and punctuation kept (so words and separators survive)."""
    import unicodedata

    text = unicodedata.normalize("NFKD", text.translate(_UMLAUTS).casefold())
    return "".join(ch for ch in text if not unicodedata.combining(ch))


class NameIndex:
    """Folded name -> id, built once per map."""

    def __init__(self, entries: Iterable[tuple[str, Iterable[str]]]) -> None:
        self._ids: dict[str, str] = {}
        self._shown: dict[str, str] = {}
        for ident, names in entries:
            for name in (ident, *names):
                for key in keys(name):
                    self._ids.setdefault(key, ident)
                    self._shown.setdefault(key, name)

    def find(self, text: str) -> str | None:
        for key in keys(text):
            if key in self._ids:
                return self._ids[key]
        return None

    def suggest(self, text: str) -> str | None:
        """The id whose name is closest to ``text``, or None when nothing is close."""
        wanted = _fold(text.translate(_UMLAUTS))
        close = difflib.get_close_matches(wanted, list(self._ids), n=1, cutoff=0.6)
        return self._ids[close[0]] if close else None
