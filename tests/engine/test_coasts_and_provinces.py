"""Coasts against provinces: an order may name a coast (``spa/sc``) where the engine keeps a
province (a unit's home, a move's destination); every comparison must be between provinces."""

from adjudication import resolve


def _phase(units, orders):
    return resolve({"variant": "standard", "phase": "S1901M",
                    "units": [{"power": p, "type": t, "at": a} for p, t, a in units],
                    "orders": orders})


def _result(answer, line):
    return next((o["result"], o["reason"]) for o in answer["orders"] if o["order"] == line)


def test_an_attack_from_the_province_a_support_aims_at_cannot_cut_it_when_the_move_names_a_coast():
    # Issue 10: the support is aimed at spa/sc, the English fleet attacks from spa (its home is
    # the province): it cannot cut the support, so the German fleet dislodges it (2 against 1).
    answer = _phase(
        [("england", "F", "spa/sc"), ("germany", "F", "mar"), ("turkey", "A", "por")],
        {"england": ["F spa/sc - por"], "germany": ["F mar - spa/sc"],
         "turkey": ["A por S F mar - spa/sc"]},
    )
    assert _result(answer, "A por S F mar - spa/sc") == ("succeeds", "")
    assert _result(answer, "F mar - spa/sc")[0] == "succeeds"
    assert [(d["power"], d["at"]) for d in answer["dislodged"]] == [("england", "spa/sc")]
    assert {"power": "germany", "type": "F", "at": "spa/sc"} in answer["units"]


def test_the_same_attack_on_a_support_aimed_elsewhere_still_cuts_it():
    # The counter-check: the exception is only for the province the support is aimed at.
    answer = _phase(
        [("england", "F", "spa/sc"), ("germany", "F", "mar"), ("turkey", "F", "por"),
         ("turkey", "F", "bre")],
        {"england": ["F spa/sc - por"], "germany": ["F mar - spa/sc"],
         "turkey": ["F por S F bre - mao", "F bre - mao"]},
    )
    result, reason = _result(answer, "F por S F bre - mao")
    assert result == "cut"
    assert "england F spa/sc" in reason
