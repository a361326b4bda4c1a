"""The decision table of terms (issue 23, item 2): which word each language uses for a term of
the games and the site, and which of the games' German words stay German on English pages,
explained by a gloss.

One table, read by three readers: the ``{% term %}`` template tag (``<abbr title="gloss">`` on
English pages), :class:`games.models.seats.SeatLabel` (seat and power names in the reader's
language, so a seat reads "France" on an English page and "Frankreich" on a German one in every
game), and the language walk (``tests/web/language_walk.py``), which fails on a word the table
rules out. docs/web.md, "Terms per language", renders the same table; a test keeps the two equal.

Reasoning: a game's own German terms are its vocabulary (players type "ZAT", the rules say
"Erfolgsmarker"), so they stay in English and are explained on hover/focus; words that are
merely German ("Frankreich", "Frist") are translated like any other text.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import get_language


@dataclass(frozen=True)
class Term:
    de: str
    en: str
    gloss_en: str = ""  # set: the German word stays on English pages, explained by this
    avoid_en: tuple[str, ...] = ()  # regexes the walk refuses on an English page
    avoid_de: tuple[str, ...] = ()  # ... and on a German page
    note: str = ""
    gloss_de: str = ""  # an abbreviation's long form on German pages

    @property
    def kept_german(self) -> bool:
        return bool(self.gloss_en)


TERMS: dict[str, Term] = {
    "Spielleiter": Term(
        "Spielleiter", "Spielleiter", "game master: runs the game and rules where the rules say so",
        avoid_en=(r"\bGame master\b",), avoid_de=(r"\bGame master\b",),
        note="the role's name on labels, titles and signatures; English prose may say "
             "\"the game master\", the gloss itself"),
    "ZAT": Term("ZAT", "ZAT", "Zugabgabetermin: the deadline for a phase's orders",
                gloss_de="Zugabgabetermin",
                note="Diplomacy-family games and the game master's schedule actions"),
    "VZ": Term("VZ", "VZ", "Versorgungszentren: supply centres",
               gloss_de="Versorgungszentren"),
    "Erfolgsmarker": Term("Erfolgsmarker", "Erfolgsmarker", "success markers (Europa 1815)"),
    "SP": Term("SP", "SP", "Siegpunkte: victory points (Europa 1815)",
               gloss_de="Siegpunkte"),
    "Armeekarten": Term("Armeekarten", "Armeekarten", "army cards: the 1848 expansion"),
    "Heerführer": Term("Heerführer", "Heerführer", "army leader: an 1848 person card with an army"),
    "Zusatzkarte": Term("Zusatzkarte", "Zusatzkarte",
                        "extra card: an 1848 card played onto a side"),
    "deadline": Term("Frist", "deadline",
                     avoid_de=(r"\bDeadline\b",),
                     note="the end of a turn in 1848 and Europa 1815 (Diplomacy: ZAT)"),
    "turn": Term("Zug", "turn", avoid_de=(r"\bTurn\b",), note="1848 and Europa 1815"),
    "phase": Term("Phase", "phase", note="Diplomacy, Rather Silly"),
}

# Seat and power names: translated, never glossed. 1848's seats ("Spieler 1") are the game's
# own names and stay as they are in both languages.
NAMES: dict[str, dict[str, str]] = {
    # Diplomacy and Rather Silly powers
    "austria": {"de": "Österreich", "en": "Austria"},
    "england": {"de": "England", "en": "England"},
    "france": {"de": "Frankreich", "en": "France"},
    "germany": {"de": "Deutschland", "en": "Germany"},
    "italy": {"de": "Italien", "en": "Italy"},
    "russia": {"de": "Russland", "en": "Russia"},
    "turkey": {"de": "Türkei", "en": "Turkey"},
    # Europa 1815 nations beyond Diplomacy's (as the example map names them; the real map is
    # not public)
    "gbr": {"de": "Großbritannien", "en": "Great Britain"},
    "pru": {"de": "Preußen", "en": "Prussia"},
}

_BY_WORD = {word: key for key, words in NAMES.items() for word in words.values()}


def language() -> str:
    return (get_language() or "en")[:2]


def seat_name(label: str, lang: str | None = None) -> str | None:
    """A seat or power name in ``lang`` (default: the active language), whichever language it
    was stored in; ``None`` for a name the table does not hold."""
    key = _BY_WORD.get(str.__str__(label) if isinstance(label, str) else label)
    if key is None:
        return None
    words = NAMES[key]
    return words.get(lang or language(), words["en"])


def rows() -> list[tuple[str, str, str, str]]:
    """The table as docs/web.md shows it: term, German, English, gloss ("" = translated)."""
    out = [(key, t.de, t.en, t.gloss_en) for key, t in TERMS.items()]
    out += [(key, w["de"], w["en"], "") for key, w in NAMES.items()]
    return out
