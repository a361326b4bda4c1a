"""§14 Superhirn: a question every season, shares of extra units for the right answers.

Calendar (decided here): questions are asked in every movement season (Spring, Fall) and
scored in that season's Superhirn step (§17), after the monsters appear. The rule's "Summer"
is the Spring season's Superhirn step (the calendar has no Summer phase); "Winter" is the
Fall season's step, right after the adjustments. Share-units are built only at these two
points, at most one per player each time.

Scoring: the GM marks who answered right (engine input). With k right answerers, each of
them and the Superhirn get ``1/(k+1)`` of a unit (exact fractions: 1/2, 1/3, 1/4 ...).
Nobody right: no shares; the Superhirn places one unit in Iceland or Crete (its choice,
default Iceland, the other if taken; both taken: no unit, flagged). A Superhirn NMR: every
other active player gets ``1/(n+1)`` (as if all n had answered right; the Superhirn's own
share is forfeit).

Share-units (``origin="superhirn"``) need no supply centre and are never rebuilt. One is
built for every full unit of shares, in Iceland or Crete or on a free supply centre the
builder owns; the Narr cannot build: his shares buy extra overrides instead (§13).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from adjudication.rather_silly.borg import Piece, province

SUPERHIRN = "superhirn"
NARR = "narr"
ISLANDS = ("isl", "cre")
BUILD_POINTS = ("summer", "winter")

Shares = Mapping[str, Fraction]


def shares_from_json(data: Mapping[str, str] | None) -> dict[str, Fraction]:
    """``{"italy": "1/3"}`` -> ``{"italy": Fraction(1, 3)}`` (JSON keeps exact fractions)."""
    return {p: read_share(v) for p, v in (data or {}).items()}


def read_share(value: Any) -> Fraction:
    """``Fraction(value)``; ``"7/12"`` and ``"2"`` (what :func:`shares_to_json` writes) read
    as two integers, without the general expression."""
    if isinstance(value, str) and value.isascii():
        top, slash, bottom = value.partition("/")
        if top.isdigit() and (bottom.isdigit() if slash else True):
            return Fraction(int(top), int(bottom) if slash else 1)
    return Fraction(value)


def shares_to_json(shares: Shares) -> dict[str, str]:
    return {p: str(v) for p, v in sorted(shares.items()) if v}


@dataclass(frozen=True, slots=True)
class Scoring:
    shares: dict[str, Fraction]
    gained: dict[str, Fraction]
    superhirn_places_unit: bool


def score_answers(shares: Shares, correct: Iterable[str]) -> Scoring:
    """Shares after the GM marked ``correct`` (players who answered right this season)."""
    right = sorted(set(correct) - {SUPERHIRN})
    out = dict(shares)
    if not right:
        return Scoring(out, {}, superhirn_places_unit=True)
    part = Fraction(1, len(right) + 1)
    gained = {p: part for p in [*right, SUPERHIRN]}
    for p, g in gained.items():
        out[p] = out.get(p, Fraction(0)) + g
    return Scoring(out, gained, superhirn_places_unit=False)


def score_nmr(shares: Shares, active: Iterable[str]) -> Scoring:
    """The Superhirn sent no question: every other active player gets a share."""
    others = sorted(set(active) - {SUPERHIRN})
    out = dict(shares)
    part = Fraction(1, len(others) + 1) if others else Fraction(0)
    for p in others:
        out[p] = out.get(p, Fraction(0)) + part
    return Scoring(out, {p: part for p in others}, superhirn_places_unit=False)


def island_for_superhirn(pieces: Sequence[Piece], wish: str | None = None) -> str | None:
    """Where the Superhirn's unit goes when nobody was right: its wish, else the first free."""
    taken = {province(p.at) for p in pieces}
    order = [wish, *ISLANDS] if wish in ISLANDS else list(ISLANDS)
    return next((isl for isl in order if isl not in taken), None)


def build_errors(
    *,
    player: str,
    kind_letter: str,
    at: str,
    point: str,
    shares: Shares,
    built_this_point: Iterable[str],
    owned_centres: Iterable[str],
    pieces: Sequence[Piece],
    board: Any,
) -> list[str]:
    """Why this share-unit build is not allowed (empty: it is)."""
    errors: list[str] = []
    where = province(at)
    if point not in BUILD_POINTS:
        errors.append(f"share-units are built in Summer or Winter, not in {point}")
    if player == NARR:
        errors.append("the Narr builds no units; his shares buy extra overrides (§13)")
    if shares.get(player, Fraction(0)) < 1:
        have = shares.get(player, Fraction(0))
        errors.append(f"{player} holds {have} of a unit in shares; a build needs 1")
    if player in set(built_this_point):
        errors.append(f"{player} already built a share-unit this {point}; one per season")
    if where not in ISLANDS and where not in set(owned_centres):
        errors.append(f"{where}: build in Iceland, Crete or a supply centre you own")
    if any(province(p.at) == where for p in pieces):
        errors.append(f"{where} is not free")
    if kind_letter not in ("A", "F"):
        errors.append(f"a share-unit is an army (A) or a fleet (F), not {kind_letter!r}")
    elif not board.map.is_valid_location(kind_letter, at):
        errors.append(f"{'a fleet' if kind_letter == 'F' else 'an army'} cannot stand at {at}")
    return errors


def spend_share(shares: Shares, player: str) -> dict[str, Fraction]:
    out = dict(shares)
    out[player] = out.get(player, Fraction(0)) - 1
    return out


def season_step(
    board: Any,
    state: Any,
    *,
    correct: Sequence[str] | None,
    island: str | None,
    share_builds: Mapping[str, str],
    season: str,
    active: Sequence[str],
) -> tuple[Any, list[Any], list[tuple[str, str, str]]]:
    """§17 step 10 on the game state: score the answers (``correct=None``: the Superhirn
    NMR'd), place its island unit if nobody was right, build share-units ("F isl")."""
    from adjudication.rather_silly.review import Event
    from adjudication.rather_silly.state import Unit
    from adjudication.rather_silly.units import Kind

    data = dict(state.section_state.get(SUPERHIRN, {}))
    shares = shares_from_json(data.get("shares"))
    scoring = score_nmr(shares, active) if correct is None else score_answers(shares, correct)
    shares = scoring.shares
    events: list[Any] = []
    errors: list[tuple[str, str, str]] = []
    if scoring.superhirn_places_unit:
        isl = island_for_superhirn(state.units, island)
        if isl:
            new = Unit(f"superhirn:{state.phase.code}:{isl}", SUPERHIRN, Kind.FLEET, isl,
                       origin="superhirn")
            state = state.with_units([*state.units, new])
            events.append(Event("§14", "superhirn_unit",
                                f"nobody knew the answer: the Superhirn places F {isl}",
                                (new.id,)))
    point = "summer" if season == "spring" else "winter"
    built: list[str] = []
    for player, spec in sorted(share_builds.items()):
        letter, _, where = spec.strip().partition(" ")
        loc = board.map.lookup(where) or where
        problems = build_errors(
            player=player, kind_letter=letter.upper(), at=loc, point=point, shares=shares,
            built_this_point=built, owned_centres=state.centers_of(player),
            pieces=state.units, board=board)
        if problems:
            errors.append((player, f"share build {spec}", "; ".join(problems)))
            continue
        built.append(player)
        shares = spend_share(shares, player)
        new = Unit(f"{player}:share:{state.phase.code}:{loc}", player, Kind(letter.upper()),
                   loc, origin="superhirn")
        state = state.with_units([*state.units, new])
        events.append(Event("§14", "share_unit",
                            f"{player} builds the share-unit {letter.upper()} {loc}", (new.id,)))
    data["shares"] = shares_to_json(shares)
    return state.with_section_state(SUPERHIRN, data), events, errors
