"""§13 Narr: which orders he may override and how many."""

from dataclasses import dataclass
from fractions import Fraction

from adjudication.diplomacy.orders import Hold, Move
from adjudication.rather_silly.narr import (
    Override,
    allowed_overrides,
    apply_overrides,
    override_errors,
    shares_spent,
)
from adjudication.rather_silly.units import Kind


@dataclass(frozen=True)
class P:
    power: str
    kind: Kind
    at: str


UNITS = {
    "g1": P("germany", Kind.ARMY, "mun"),
    "g2": P("germany", Kind.FLEET, "kie"),
    "f1": P("france", Kind.ARMY, "par"),
    "b1": P("england", Kind.BIRD, "lon"),
    "m1": P("monsters", Kind.SEA_MONSTER, "nth"),
}


def test_he_overrides_one_conventional_unit_and_the_order_is_replaced():
    o = [Override("g1", Move("A", "mun", "tyr"))]
    assert override_errors(o, UNITS, Fraction(0)) == []
    orders, changed = apply_overrides({"g1": Hold("A", "mun"), "f1": Hold("A", "par")}, o)
    assert orders["g1"] == Move("A", "mun", "tyr")
    assert orders["f1"] == Hold("A", "par")
    assert changed == ["g1"]


def test_birds_and_monsters_are_not_his_to_command():
    for uid, at in (("b1", "lon"), ("m1", "nth")):
        errors = override_errors([Override(uid, Hold(None, at))], UNITS, Fraction(0))
        assert errors and "no conventional army or fleet" in errors[0]


def test_a_second_override_needs_a_full_share_and_another_power():
    two = [Override("g1", Hold("A", "mun")), Override("f1", Hold("A", "par"))]
    assert "may override 1 order" in override_errors(two, UNITS, Fraction(2, 3))[0]
    assert override_errors(two, UNITS, Fraction(1)) == []
    assert allowed_overrides(Fraction(7, 3)) == 3
    same = [Override("g1", Hold("A", "mun")), Override("g2", Hold("F", "kie"))]
    assert "other than germany" in override_errors(same, UNITS, Fraction(1))[0]
    assert shares_spent(two) == 1


def test_an_override_must_be_an_order_for_the_unit_it_names():
    wrong = [Override("g1", Hold("A", "par"))]
    assert "must be an order for that unit" in override_errors(wrong, UNITS, Fraction(0))[0]
