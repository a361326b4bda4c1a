"""The map as data the GM supplies (issue 12: "Die Karte"; base game: lands, neighbours,
capitals with their player, fortresses grey or not; optional sea links).

The real 1815 and 1715 maps are not public, so a game's map is a text file the GM writes by
hand (format: ``docs/europa-1815-map.md``; example: ``data/example.map``). One record per
line::

    map    = Beispielkarte / Example map
    svg    = example.svg
    player fra = Frankreich / France; colour: #2f5597; supply: 12 inf, 4 cav, 4 art
    land   par = Paris; neighbours: bre, cal, bel, lyo; capital: fra; fortress: grey;
                 units: 4 inf, 1 cav; generals: Ney            (all on one line)

Every fault is reported with its line (:class:`MapError` lists them all, in line order):
unknown keys, ids and neighbours, one-way borders and sea links, a capital without an owner
or with an unknown one, a player without a capital or with two, bad fortress kinds, counts
and colours. ``owner``, ``units``, ``generals`` (lands) and ``supply``, ``markers``, ``sp``
(players) give the starting position; the GM may change it later through the position
editor. Lines become records in ``maprecords.py``; the checks across records are here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType

from .maprecords import (
    COLOUR,
    FORTRESS_WORDS,
    RECORDS,
    Draft,
    aliases,
    land_list,
    names,
    number_field,
    read_record,
    troops_field,
)
from .names import NameIndex, general_id
from .svgmap import SvgMap, read_svg
from .troops import NONE, Troops

MAX_MARKERS = 5
PALETTE = ("#2f5597", "#c00000", "#548235", "#bf8f00", "#7030a0", "#00808a")


class MapError(ValueError):
    """Every fault of a map file: ``problems`` is a list of ``(line, message)``."""

    def __init__(self, source: str, problems: list[tuple[int, str]]) -> None:
        self.source = source
        self.problems = sorted(problems)
        super().__init__("\n".join(f"{source}:{line}: {text}" for line, text in self.problems))


@dataclass(frozen=True, slots=True)
class Land:
    id: str
    name_de: str
    name_en: str
    neighbours: frozenset[str]
    sea: frozenset[str]
    capital_of: str | None
    fortress: str | None  # "grey" | "plain" | None: the start; the position may change it
    owner: str | None
    units: Troops
    generals: tuple[str, ...]
    line: int

    def name(self, lang: str) -> str:
        return self.name_de if lang == "de" else self.name_en


@dataclass(frozen=True, slots=True)
class Player:
    id: str
    name_de: str
    name_en: str
    colour: str
    supply: Troops
    markers: int
    sp: int
    line: int

    def name(self, lang: str) -> str:
        return self.name_de if lang == "de" else self.name_en


@dataclass(frozen=True)
class Map:
    name_de: str
    name_en: str
    lands: Mapping[str, Land]
    players: Mapping[str, Player]
    svg: SvgMap | None = None
    source: str = "<map>"
    _land_names: NameIndex = field(repr=False, compare=False, default=None)  # type: ignore
    _player_names: NameIndex = field(repr=False, compare=False, default=None)  # type: ignore

    def capital(self, player: str) -> str:
        return next(land.id for land in self.lands.values() if land.capital_of == player)

    def borders(self, land: str, *, sea: bool = True) -> frozenset[str]:
        """The lands next to ``land``: its neighbours, and its sea links when ``sea``."""
        here = self.lands[land]
        return here.neighbours | here.sea if sea else here.neighbours

    def land_name(self, land: str, lang: str) -> str:
        return self.lands[land].name(lang)

    def player_name(self, player: str, lang: str) -> str:
        return self.players[player].name(lang)

    def find_land(self, text: str) -> str | None:
        return self._land_names.find(text)

    def suggest_land(self, text: str) -> str | None:
        return self._land_names.suggest(text)

    def find_player(self, text: str) -> str | None:
        return self._player_names.find(text)


EXAMPLE = Path(__file__).with_name("data") / "example.map"


def load_map(path: str | Path) -> Map:
    """Read a map file (and the SVG it names, relative to it)."""
    path = Path(path)
    text = path.read_text(encoding="utf-8")
    return parse_map(text, source=path.name, svg_loader=lambda name: (path.parent / name)
                     .read_text(encoding="utf-8"))


def example_map() -> Map:
    """The bundled example map (an example only: the real 1815 map is not public)."""
    return load_map(EXAMPLE)


def parse_map(text: str, *, source: str = "<map>", svg_text: str | None = None,
              svg_loader: Callable[[str], str] | None = None) -> Map:
    """Read and check a map file; raises :class:`MapError` listing every fault by line."""
    problems: list[tuple[int, str]] = []
    records: list[Draft] = []
    title = ("", "")
    svg_name: tuple[str, int] | None = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        word, _, rest = line.partition(" ")
        record = RECORDS.get(word.casefold())
        if record is None:
            problems.append((number, f"unknown record {word!r}: lines start with map, svg, "
                                     "player or land (or # for a comment)"))
            continue
        head, _, tail = rest.partition(";")
        if record in ("map", "svg"):
            name, eq, value = head.partition("=")
            if not eq or name.strip() or not value.strip():
                problems.append((number, f"write '{word} = ...'"))
            elif record == "map":
                title = names(value)
            else:
                svg_name = (value.strip(), number)
            continue
        draft = read_record(record, head, tail, number, problems)
        if draft is not None:
            records.append(draft)
    players = _players(records, problems)
    lands = _lands(records, players, problems)
    _check_capitals(lands, players, records, problems)
    svg = None
    if svg_text is None and svg_name is not None:
        try:
            svg_text = (svg_loader or (lambda name: Path(name).read_text("utf-8")))(svg_name[0])
        except OSError as error:
            problems.append((svg_name[1], f"cannot read the SVG {svg_name[0]!r}: "
                                          f"{error.strerror}"))
    if svg_text is not None and not problems:
        # Faults inside the SVG name its own line in the text; the line reported is the map
        # file's (the land's, or the 'svg =' record's), so every error points into this file.
        svg, svg_problems = read_svg(svg_text, {land.id: land.line for land in lands.values()},
                                     svg_name[1] if svg_name else 0)
        problems += svg_problems
    if problems:
        raise MapError(source, problems)
    if not lands:
        raise MapError(source, [(0, "the map has no land")])
    return Map(
        name_de=title[0] or source, name_en=title[1] or title[0] or source,
        lands=MappingProxyType(lands), players=MappingProxyType(players), svg=svg,
        source=source,
        _land_names=NameIndex((d.id, (*d.names, *aliases(d))) for d in records
                              if d.kind == "land"),
        _player_names=NameIndex((d.id, (*d.names, *aliases(d))) for d in records
                                if d.kind == "player"),
    )


def _players(records: list[Draft], problems: list[tuple[int, str]]) -> dict[str, Player]:
    players: dict[str, Player] = {}
    for index, draft in enumerate(d for d in records if d.kind == "player"):
        if draft.id in players:
            problems.append((draft.line, f"player {draft.id} is declared twice (first on "
                                         f"line {players[draft.id].line})"))
            continue
        get = draft.fields.get
        colour, colour_line = get("colour", (PALETTE[index % len(PALETTE)], draft.line))
        if not COLOUR.match(colour):
            problems.append((colour_line, f"player {draft.id}: colour {colour!r} must look "
                                          "like #2f5597"))
        supply = get("supply")
        players[draft.id] = Player(
            draft.id, *draft.names, colour=colour.lower(),
            supply=troops_field(supply[0], f"player {draft.id} supply", supply[1], problems)
            if supply else NONE,
            markers=number_field(get("markers", ("0", 0))[0], f"player {draft.id} markers",
                            draft.line, problems, MAX_MARKERS),
            sp=number_field(get("sp", ("0", 0))[0], f"player {draft.id} sp", draft.line, problems),
            line=draft.line)
    return players


def _lands(records: list[Draft], players: dict[str, Player],
           problems: list[tuple[int, str]]) -> dict[str, Land]:
    drafts = {}
    for draft in (d for d in records if d.kind == "land"):
        if draft.id in drafts:
            problems.append((draft.line, f"land {draft.id} is declared twice (first on line "
                                         f"{drafts[draft.id].line})"))
        elif draft.id in players:
            problems.append((draft.line, f"land {draft.id} has the id of a player; use "
                                         "another id"))
        else:
            drafts[draft.id] = draft
    lands = {}
    general_lines: dict[str, int] = {}
    for draft in drafts.values():
        links = {kind: _links(draft, kind, drafts, problems) for kind in ("neighbours", "sea")}
        for both in sorted(links["neighbours"] & links["sea"]):
            problems.append((draft.line, f"land {draft.id}: {both} is both a neighbour and a "
                                         "sea link; name it once"))
        capital = _player_field(draft, "capital", players, problems)
        owner = _player_field(draft, "owner", players, problems) or capital
        fortress = None
        if "fortress" in draft.fields:
            value, number = draft.fields["fortress"]
            fortress = FORTRESS_WORDS.get(value.casefold())
            if fortress is None:
                problems.append((number, f"land {draft.id}: fortress {value!r}: write "
                                         "'fortress: grey' or 'fortress: plain'"))
        units = NONE
        if "units" in draft.fields:
            value, number = draft.fields["units"]
            units = troops_field(value, f"land {draft.id} units", number, problems)
        generals = _generals(draft, owner, general_lines, problems)
        lands[draft.id] = Land(draft.id, *draft.names, neighbours=frozenset(links["neighbours"]),
                               sea=frozenset(links["sea"]), capital_of=capital,
                               fortress=fortress, owner=owner, units=units,
                               generals=generals, line=draft.line)
    return lands


def _links(draft: Draft, kind: str, drafts: dict[str, Draft],
           problems: list[tuple[int, str]]) -> set[str]:
    if kind not in draft.fields:
        return set()
    value, number = draft.fields[kind]
    what = "neighbour" if kind == "neighbours" else "sea link"
    found: set[str] = set()
    for other in land_list(value):
        if other == draft.id:
            problems.append((number, f"land {draft.id} lists itself as a {what}"))
        elif other not in drafts:
            close = NameIndex((d, ()) for d in drafts).suggest(other)
            hint = f"; did you mean {close}?" if close else ""
            problems.append((number, f"land {draft.id}: unknown {what} {other!r}{hint}"))
        elif other in found:
            problems.append((number, f"land {draft.id}: {what} {other} is listed twice"))
        else:
            found.add(other)
            back = land_list(drafts[other].fields.get(kind, ("", 0))[0])
            if draft.id not in back:
                problems.append((number, f"one-way {what}: {draft.id} lists {other}, but "
                                         f"{other} (line {drafts[other].line}) does not list "
                                         f"{draft.id}; borders go both ways"))
    return found


def _player_field(draft: Draft, key: str, players: dict[str, Player],
                  problems: list[tuple[int, str]]) -> str | None:
    """The player a ``capital`` or ``owner`` field names (an owner may be "none")."""
    if key not in draft.fields:
        return None
    value, number = draft.fields[key]
    player = value.casefold()
    if key == "owner" and player in ("", "none", "neutral", "keiner"):
        return None
    if not player:
        problems.append((number, f"land {draft.id}: a capital without an owner; name its "
                                 "player, e.g. 'capital: fra'"))
    elif player not in players:
        known = ", ".join(sorted(players)) or "none declared yet"
        problems.append((number, f"land {draft.id}: {key} {value!r} is not a player "
                                 f"(players: {known})"))
    else:
        return player
    return None


def _generals(draft: Draft, owner: str | None, seen: dict[str, int],
              problems: list[tuple[int, str]]) -> tuple[str, ...]:
    if "generals" not in draft.fields:
        return ()
    value, number = draft.fields["generals"]
    names = tuple(name.strip() for name in value.split(",") if name.strip())
    if names and owner is None:
        problems.append((number, f"land {draft.id}: generals need an owner of the land"))
    for name in names:
        key = general_id(name)
        if not key:
            problems.append((number, f"land {draft.id}: general {name!r} has no letters"))
        elif key in seen:
            problems.append((number, f"general {name} is placed twice (also line {seen[key]})"))
        else:
            seen[key] = number
    return names


def _check_capitals(lands: dict[str, Land], players: dict[str, Player],
                    records: list[Draft], problems: list[tuple[int, str]]) -> None:
    by_player: dict[str, list[Land]] = {}
    for land in lands.values():
        if land.capital_of:
            by_player.setdefault(land.capital_of, []).append(land)
    for player in players.values():
        capitals = by_player.get(player.id, [])
        if not capitals:
            problems.append((player.line, f"player {player.id} has no capital; mark one land "
                                          f"'capital: {player.id}'"))
        for extra in capitals[1:]:
            problems.append((extra.line, f"land {extra.id}: player {player.id} already has the "
                                         f"capital {capitals[0].id} (line {capitals[0].line})"))
