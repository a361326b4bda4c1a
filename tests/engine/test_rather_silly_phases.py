"""Retreat and adjustment phases through the variant's JSON door; §5 soul sales."""

from __future__ import annotations

from adjudication.rather_silly.interface import resolve


def _units(answer: dict) -> list[str]:
    return sorted(f"{u['power']} {u['type']} {u['at']}" for u in answer["units"])


def test_a_dislodged_unit_retreats_and_another_unit_sells_its_soul_afterwards() -> None:
    answer = resolve({
        "variant": "rather_silly", "phase": "S1901R",
        "units": [{"power": "germany", "type": "A", "at": "mun"},
                  {"power": "france", "type": "A", "at": "bur"}],
        "dislodged": [{"power": "germany", "type": "A", "at": "ruh", "retreats": ["hol", "kie"],
                       "attacker_from": "bur"}],
        "orders": {"germany": ["A ruh R hol", "A mun TEUFEL"]},
    })
    assert _units(answer) == ["france A bur", "germany A hol", "germany A mun"]
    mun = next(u for u in answer["units"] if u["at"] == "mun")
    assert mun["devil"] == {"seasons_left": 2}
    results = {r["order"]: r["result"] for r in answer["results"]}
    assert results == {"A ruh R hol": "succeeds", "A mun TEUFEL": "succeeds"}


def test_birds_and_amazons_cannot_sell_their_souls() -> None:
    answer = resolve({
        "variant": "rather_silly", "phase": "F1901R",
        "units": [{"power": "germany", "type": "V", "at": "mun"},
                  {"power": "germany", "type": "AM", "at": "ber"}],
        "orders": {"germany": ["V mun TEUFEL", "AM ber TEUFEL"]},
    })
    assert [r["result"] for r in answer["results"]] == ["invalid", "invalid"]
    assert all("devil" not in u for u in answer["units"])


def test_an_adjustment_phase_builds_birds_and_reports_bad_builds() -> None:
    answer = resolve({
        "variant": "rather_silly", "phase": "W1901A",
        "units": [{"power": "england", "type": "F", "at": "nth"}],
        "supply_centers": {"england": ["lon", "edi"]},
        "orders": {"england": ["BUILD V lon", "BUILD A par"]},
    })
    assert "england V lon" in _units(answer)
    results = {r["order"]: r for r in answer["results"]}
    assert results["BUILD V lon"]["result"] == "succeeds"
    assert results["BUILD A par"]["result"] == "invalid"
