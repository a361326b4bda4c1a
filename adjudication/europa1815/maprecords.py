"""Reading the lines of a map file into records (``mapfile.py`` checks them across records):
``<record> <id> = <German name> / <English name>; key: value; ...``, keys in English or
German, counts and unit lists; every fault noted with its line."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .troops import KIND_WORDS, NONE, Troops

ID = re.compile(r"^[a-z][a-z0-9_]{0,23}$")
COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")
FORTRESS_WORDS = {"grey": "grey", "gray": "grey", "grau": "grey", "plain": "plain",
                  "normal": "plain", "yes": "plain", "ja": "plain"}

# Key words, English and German, for each field.
LAND_KEYS = {"neighbours": "neighbours", "neighbors": "neighbours", "nachbarn": "neighbours",
             "sea": "sea", "see": "sea", "capital": "capital", "hauptstadt": "capital",
             "fortress": "fortress", "festung": "fortress", "owner": "owner",
             "besitzer": "owner", "units": "units", "einheiten": "units", "truppen": "units",
             "generals": "generals", "generaele": "generals", "general": "generals",
             "alias": "alias", "aliases": "alias"}
PLAYER_KEYS = {"colour": "colour", "color": "colour", "farbe": "colour", "supply": "supply",
               "vorrat": "supply", "markers": "markers", "erfolgsmarker": "markers",
               "sp": "sp", "alias": "alias", "aliases": "alias"}
RECORDS = {"map": "map", "karte": "map", "svg": "svg", "player": "player",
           "spieler": "player", "land": "land"}


@dataclass
class Draft:
    """Fields of one record while reading; checked across records at the end."""

    kind: str
    id: str
    names: tuple[str, str]
    line: int
    fields: dict[str, tuple[str, int]] = field(default_factory=dict)


def names(value: str) -> tuple[str, str]:
    german, _, english = value.partition("/")
    return german.strip(), (english.strip() or german.strip())


def aliases(draft: Draft) -> list[str]:
    value = draft.fields.get("alias", ("", 0))[0]
    return [a.strip() for a in value.split(",") if a.strip()]


def read_record(record: str, head: str, tail: str, number: int,
                 problems: list[tuple[int, str]]) -> Draft | None:
    ident, eq, written = head.partition("=")
    ident = ident.strip().casefold()
    if not eq:
        problems.append((number, f"write '{record} <id> = <German name> / <English name>'"))
        return None
    if not ID.match(ident):
        problems.append((number, f"bad id {ident!r}: use lower-case letters, digits and _, "
                                 "starting with a letter (e.g. par)"))
        return None
    if not written.strip():
        problems.append((number, f"{record} {ident} has no name"))
        return None
    draft = Draft(record, ident, names(written), number)
    allowed = LAND_KEYS if record == "land" else PLAYER_KEYS
    for part in filter(str.strip, tail.split(";")):
        key, colon, value = part.partition(":")
        canonical = allowed.get(key.strip().casefold().replace("ä", "ae"))
        if not colon or canonical is None:
            known = ", ".join(sorted(set(allowed.values())))
            problems.append((number, f"{record} {ident}: unknown field {key.strip()!r} "
                                     f"(write 'key: value'; keys: {known})"))
            continue
        if canonical in draft.fields:
            problems.append((number, f"{record} {ident}: {canonical} given twice"))
        draft.fields[canonical] = (value.strip(), number)
    return draft


def troops_field(value: str, where: str, number: int, problems: list[tuple[int, str]]) -> Troops:
    counts = {"inf": 0, "cav": 0, "art": 0}
    words = value.replace(",", " ").split()
    for count, kind in zip(words[::2], [*words[1::2], ""], strict=False):
        if not count.isdigit() or kind.casefold() not in KIND_WORDS:
            problems.append((number, f"{where}: cannot read {value!r}; write e.g. "
                                     "'3 inf, 1 cav, 1 art'"))
            return NONE
        counts[KIND_WORDS[kind.casefold()]] += int(count)
    return Troops.of(counts)


def number_field(value: str, where: str, number: int, problems: list[tuple[int, str]],
            most: int | None = None) -> int:
    if not value.isdigit() or (most is not None and int(value) > most):
        limit = f" up to {most}" if most is not None else ""
        problems.append((number, f"{where}: {value!r} is not a whole number{limit}"))
        return 0
    return int(value)


def land_list(value: str) -> list[str]:
    return [item.strip().casefold() for item in value.replace(" ", ",").split(",")
            if item.strip()]
