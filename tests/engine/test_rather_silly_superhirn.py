"""§14 Superhirn: exact share fractions, island placements, share-unit builds."""

from dataclasses import dataclass
from fractions import Fraction

from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.superhirn import (
    build_errors,
    island_for_superhirn,
    score_answers,
    score_nmr,
    shares_from_json,
    shares_to_json,
    spend_share,
)
from adjudication.rather_silly.units import Kind

BOARD = load_board()


@dataclass(frozen=True)
class P:
    power: str
    kind: Kind
    at: str


def test_one_right_answer_splits_fifty_fifty_with_the_superhirn():
    s = score_answers({}, ["italy"])
    assert s.shares == {"italy": Fraction(1, 2), "superhirn": Fraction(1, 2)}
    assert not s.superhirn_places_unit


def test_two_right_answers_give_thirds_and_shares_add_up_exactly():
    s = score_answers({"italy": Fraction(1, 2)}, ["italy", "narr"])
    assert s.shares["italy"] == Fraction(5, 6)
    assert s.shares["narr"] == Fraction(1, 3)
    assert s.shares["superhirn"] == Fraction(1, 3)
    assert shares_from_json(shares_to_json(s.shares)) == s.shares


def test_nobody_right_means_the_superhirn_places_a_unit_on_a_free_island():
    assert score_answers({}, []).superhirn_places_unit
    assert island_for_superhirn([]) == "isl"
    assert island_for_superhirn([], wish="cre") == "cre"
    assert island_for_superhirn([P("superhirn", Kind.FLEET, "isl")]) == "cre"
    taken = [P("superhirn", Kind.FLEET, "isl"), P("superhirn", Kind.FLEET, "cre")]
    assert island_for_superhirn(taken) is None


def test_a_superhirn_nmr_gives_every_other_active_player_a_share():
    s = score_nmr({}, ["italy", "narr", "superhirn", "doktor"])
    assert s.shares == {p: Fraction(1, 4) for p in ("italy", "narr", "doktor")}


def check(**kw):
    base = dict(player="italy", kind_letter="F", at="isl", point="winter",
                shares={"italy": Fraction(1)}, built_this_point=[], owned_centres=["rom"],
                pieces=[], board=BOARD)
    base.update(kw)
    return build_errors(**base)


def test_a_full_share_builds_one_unit_in_summer_or_winter():
    assert check() == []
    assert check(point="summer", kind_letter="A", at="rom") == []


def test_share_builds_are_refused_with_reasons():
    assert "shares" in check(shares={"italy": Fraction(2, 3)})[0]
    assert "one per season" in check(built_this_point=["italy"])[0]
    assert "Summer or Winter" in check(point="fall")[0]
    assert "Iceland, Crete" in check(at="mun", kind_letter="A")[0]
    assert "not free" in check(pieces=[P("turkey", Kind.FLEET, "isl")])[0]
    assert check(kind_letter="A", at="isl") == []
    assert check(kind_letter="A", at="nth", owned_centres=["nth"]) == [
        "an army cannot stand at nth"]
    assert any("Narr builds no units" in e for e in check(player="narr",
                                                            shares={"narr": Fraction(1)}))


def test_spending_a_share_keeps_the_remainder():
    assert spend_share({"italy": Fraction(4, 3)}, "italy") == {"italy": Fraction(1, 3)}
