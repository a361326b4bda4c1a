"""Variants change rules through the rulebook's hooks, never by forking the resolver."""

from dataclasses import replace

from adjudication.diplomacy.board import Board
from adjudication.diplomacy.maps import load_map
from adjudication.diplomacy.movement_phase import adjudicate_movement
from adjudication.diplomacy.orders import Hold, Move, SupportHold, SupportMove, Unit
from adjudication.diplomacy.rulebook import CIRCULAR, standard

MAP = load_map()


def play(units, orders, rules=None):
    board = Board(MAP, units)
    submitted = [(units_by_at(units, o.at).power, o, str(o)) for o in orders]
    return adjudicate_movement(board, rules or standard(), submitted)


def units_by_at(units, at):
    return next(u for u in units if u.at == at)


def places(outcome):
    return sorted((u.power, u.at) for u in outcome.units)


ATTACK = [Unit("france", "A", "bur"), Unit("germany", "A", "mun")]


def test_standard_one_against_one_bounces():
    outcome = play(ATTACK, [Move("A", "bur", "mun")])
    assert ("france", "bur") in places(outcome)
    assert outcome.outcomes[0].result == "bounced"


def test_unit_strength_makes_a_devil_unit_count_double():
    devil = replace(standard(), unit_strength=lambda board, i: 2 if board.units[i].power ==
                    "france" else 1)
    outcome = play(ATTACK, [Move("A", "bur", "mun")], devil)
    assert ("france", "mun") in places(outcome)
    assert outcome.dislodged[0].unit == Unit("germany", "A", "mun")


def test_zero_strength_needs_two_supports_against_an_occupied_province():
    carried = replace(standard(), unit_strength=lambda board, i: 0 if board.units[i].at ==
                      "bur" else 1)
    units = [*ATTACK, Unit("france", "A", "ruh"), Unit("france", "A", "tyr")]
    one = play(units, [Move("A", "bur", "mun"), SupportMove("A", "ruh", "A", "bur", "mun")],
               carried)
    assert ("france", "bur") in places(one)
    two = play(units, [Move("A", "bur", "mun"), SupportMove("A", "ruh", "A", "bur", "mun"),
                       SupportMove("A", "tyr", "A", "bur", "mun")], carried)
    assert ("france", "mun") in places(two)


def test_support_weight_lets_twins_support_each_other_twice():
    units = [*ATTACK, Unit("germany", "A", "boh"), Unit("france", "A", "ruh")]
    orders = [Move("A", "bur", "mun"), SupportMove("A", "ruh", "A", "bur", "mun"),
              SupportHold("A", "boh", "A", "mun")]
    assert ("germany", "mun") in places(play(units, orders))
    twins = replace(standard(), support_weight=lambda board, s, t: 2 if board.units[s].at ==
                    "ruh" else 1)
    assert ("france", "mun") in places(play(units, orders, twins))


def test_a_unit_that_does_not_occupy_coexists_and_is_never_dislodged():
    birds = replace(standard(), occupies=lambda board, i: board.units[i].at != "mun")
    outcome = play(ATTACK, [Move("A", "bur", "mun")], birds)
    assert places(outcome) == [("france", "mun"), ("germany", "mun")]
    assert outcome.dislodged == []


def test_head_to_head_hook_decides_whether_two_units_can_swap():
    # A "tunnel" joins bre and lon; two armies trade places through it.
    units = [Unit("france", "A", "bre"), Unit("england", "A", "lon")]
    orders = [Move("A", "bre", "lon"), Move("A", "lon", "bre")]
    tunnel = replace(standard(), adjacency=lambda board, i, a, b: {a, b} == {"bre", "lon"} or
                     standard().adjacency(board, i, a, b))
    blocked = play(units, orders, tunnel)
    assert places(blocked) == [("england", "lon"), ("france", "bre")]
    swapped = play(units, orders, replace(tunnel, head_to_head=lambda *args: False))
    assert places(swapped) == [("england", "bre"), ("france", "lon")]


def test_rewrite_orders_can_force_a_move():
    def forced(board):
        for index, unit in enumerate(board.units):
            if unit.at == "mun":
                board.orders[index] = Move("A", "mun", "boh")

    outcome = play(ATTACK, [Hold("A", "mun")], replace(standard(), rewrite_orders=forced))
    assert ("germany", "boh") in places(outcome)
    assert any(o.result == "succeeds" and isinstance(o.order, Move) for o in outcome.outcomes)


def test_after_movement_can_add_events():
    def note(board, outcome):
        outcome.events.append({"kind": "noticed", "units": len(outcome.units)})

    outcome = play(ATTACK, [], replace(standard(), after_movement=note))
    assert outcome.events == [{"kind": "noticed", "units": 2}]


def test_circular_movement_succeeds_by_the_backup_rule():
    units = [Unit("turkey", "F", "ank"), Unit("turkey", "A", "con"), Unit("turkey", "A", "smy")]
    outcome = play(units, [Move("F", "ank", "con"), Move("A", "con", "smy"),
                           Move("A", "smy", "ank")])
    assert places(outcome) == [("turkey", "ank"), ("turkey", "con"), ("turkey", "smy")]
    assert all(o.result == "succeeds" for o in outcome.outcomes)


def test_the_paradox_rule_is_a_function_passed_in():
    seen = []

    def fail_all(resolver, cycle):
        seen.append(cycle)
        for key in cycle:
            resolver.settle(key, False, "nothing moves")

    units = [Unit("turkey", "F", "ank"), Unit("turkey", "A", "con"), Unit("turkey", "A", "smy")]
    outcome = play(units, [Move("F", "ank", "con"), Move("A", "con", "smy"),
                           Move("A", "smy", "ank")], replace(standard(), paradox_rule=fail_all))
    assert seen and all(o.result == "bounced" for o in outcome.outcomes)
    assert CIRCULAR not in str(outcome.outcomes)


def test_may_dislodge_lets_a_unit_dislodge_its_own_side():
    units = [Unit("france", "A", "bur"), Unit("france", "A", "mun"), Unit("germany", "A", "ruh")]
    orders = [Move("A", "bur", "mun"), SupportMove("A", "ruh", "A", "bur", "mun")]
    assert ("france", "bur") in places(play(units, orders))
    anyone = replace(standard(), may_dislodge=lambda board, attacker, defender: True)
    outcome = play(units, orders, anyone)
    assert ("france", "bur") not in places(outcome)
    assert outcome.dislodged[0].unit == Unit("france", "A", "mun")


def test_support_total_replaces_the_sum_of_supports():
    seen = []

    def two_for_france(resolution, resolver, unit, kind, exclude):
        seen.append(kind)
        return 2 if resolution.board.units[unit].power == "france" else None

    outcome = play(ATTACK, [Move("A", "bur", "mun")],
                   replace(standard(), support_total=two_for_france))
    assert ("france", "mun") in places(outcome)
    assert "attack" in seen


def _extra(power, kind):
    """A rulebook adding 1 to the ``kind`` strength of ``power``'s units (extra_strength)."""
    return replace(standard(), extra_strength=lambda board, i, k: int(
        board.units[i].power == power and k == kind))


def test_extra_strength_adds_to_the_attack_hold_defend_and_prevent_strength_it_names():
    # Pinned by mutation testing: each of the four strengths of the DATC "Math of
    # adjudication" asks the hook with its own kind, and only that one.
    attack = [Move("A", "bur", "mun")]
    assert ("france", "mun") in places(play(ATTACK, attack, _extra("france", "attack")))
    assert ("france", "bur") in places(play(ATTACK, attack, _extra("france", "hold")))
    supported = [*ATTACK, Unit("france", "A", "ruh")]
    push = [Move("A", "bur", "mun"), SupportMove("A", "ruh", "A", "bur", "mun")]
    for germany in ([], [Move("A", "mun", "boh")]):  # holding, or a move that bounces
        units = supported + ([Unit("austria", "A", "boh")] if germany else [])
        assert ("germany", "mun") not in places(play(units, push + germany))
        assert ("germany", "mun") not in places(play(units, push + germany,
                                                    _extra("germany", "attack")))
        assert ("germany", "mun") in places(play(units, push + germany,
                                                _extra("germany", "hold")))
    head_to_head = [*push, Move("A", "mun", "bur")]
    assert ("germany", "mun") not in places(play(supported, head_to_head))
    assert ("germany", "mun") in places(play(supported, head_to_head,
                                            _extra("germany", "defend")))
    units = [Unit("france", "A", "bur"), Unit("france", "A", "ruh"), Unit("germany", "A", "boh")]
    standoff = [*push, Move("A", "boh", "mun")]
    assert ("france", "mun") in places(play(units, standoff))
    assert ("france", "mun") in places(play(units, standoff, _extra("germany", "attack")))
    assert ("france", "bur") in places(play(units, standoff, _extra("germany", "prevent")))


def test_support_total_counts_for_a_unit_without_supporters_in_every_strength():
    # Pinned by mutation testing: the hook is asked even where no support order matches
    # (Siamese twins support each other without orders, §12 of Rather Silly).
    def one_for(power, kind):
        return replace(standard(), support_total=lambda res, resolver, unit, k, exclude:
                       1 if res.board.units[unit].power == power and k == kind else None)

    assert ("germany", "mun") in places(play(
        [*ATTACK, Unit("france", "A", "ruh")],
        [Move("A", "bur", "mun"), SupportMove("A", "ruh", "A", "bur", "mun")],
        one_for("germany", "hold")))
    assert ("germany", "mun") in places(play(
        [*ATTACK, Unit("france", "A", "ruh")],
        [Move("A", "bur", "mun"), SupportMove("A", "ruh", "A", "bur", "mun"),
         Move("A", "mun", "bur")], one_for("germany", "defend")))
    units = [Unit("france", "A", "bur"), Unit("france", "A", "ruh"), Unit("germany", "A", "boh")]
    standoff = [Move("A", "bur", "mun"), SupportMove("A", "ruh", "A", "bur", "mun"),
                Move("A", "boh", "mun")]
    assert ("france", "bur") in places(play(units, standoff, one_for("germany", "prevent")))


def test_support_weight_is_asked_with_the_supported_unit():
    # Pinned by mutation testing: a support's weight may depend on whom it supports (twins
    # supporting each other count twice, Rather Silly §12).
    units = [*ATTACK, Unit("germany", "A", "boh"), Unit("france", "A", "ruh")]
    orders = [Move("A", "bur", "mun"), SupportMove("A", "ruh", "A", "bur", "mun"),
              SupportHold("A", "boh", "A", "mun")]
    partner = replace(standard(), support_weight=lambda board, s, t: 2 if board.units[t].at ==
                      "bur" else 1)
    assert ("france", "mun") in places(play(units, orders, partner))


def test_a_support_or_convoy_that_matches_no_order_is_void_and_says_what_the_unit_does():
    # Pinned by mutation testing (standard rules, DATC 6.D.8 and 4.A.3): the reason of a void
    # support or convoy names what the supported or convoyed unit was ordered to do.
    from adjudication.diplomacy.orders import Convoy

    units = [Unit("france", "A", "bur"), Unit("france", "A", "ruh"), Unit("germany", "A", "mun"),
             Unit("germany", "A", "kie"), Unit("germany", "A", "ber"), Unit("england", "F", "nth"),
             Unit("england", "A", "yor"), Unit("england", "F", "ska"), Unit("russia", "A", "nwy")]
    orders = [SupportMove("A", "bur", "A", "ruh", "mun"), Move("A", "ruh", "hol"),
              SupportHold("A", "kie", "A", "mun"), Move("A", "mun", "tyr"),
              SupportMove("A", "ber", "A", "kie", "mun"), Convoy("F", "nth", "yor", "nwy"),
              Convoy("F", "ska", "nwy", "swe"), Move("A", "nwy", "swe")]
    outcome = play(units, orders)
    void = [(o.result, o.reason) for o in outcome.outcomes if o.result != "succeeds"]
    assert void == [("void", "A ruh moves to hol, not to mun"),
                    ("void", "A mun was ordered to move"),
                    ("void", "A kie does not move, not to mun"),
                    ("void", "A yor does not move to nwy"),
                    ("void", "A nwy moves over land")]


def test_hooks_are_asked_about_the_units_concerned():
    # Pinned by mutation testing: occupies, may_dislodge and head_to_head get the board and
    # the indices of the units concerned. An occupies hook that says yes to every unit gives
    # the standard result; a unit that does not occupy still supports (it cannot be
    # dislodged, so its support is not cut that way).
    assert ("france", "bur") in places(play(ATTACK, [Move("A", "bur", "mun")],
                                            replace(standard(), occupies=lambda b, i: True)))
    ghost = replace(standard(), occupies=lambda board, i: board.units[i].at != "ruh")
    units = [*ATTACK, Unit("france", "A", "ruh")]
    pushed = play(units, [Move("A", "bur", "mun"), SupportMove("A", "ruh", "A", "bur", "mun")],
                  ghost)
    assert ("france", "mun") in places(pushed)
    own = [Unit("france", "A", "bur"), Unit("france", "A", "mun"), Unit("germany", "A", "ruh")]
    push = [Move("A", "bur", "mun"), SupportMove("A", "ruh", "A", "bur", "mun")]
    from_burgundy = replace(standard(), may_dislodge=lambda board, attacker, defender: (
        board.units[attacker].at, board.units[defender].at) == ("bur", "mun"))
    assert ("france", "bur") not in places(play(own, push, from_burgundy))
    units = [Unit("france", "A", "bre"), Unit("england", "A", "lon")]
    orders = [Move("A", "bre", "lon"), Move("A", "lon", "bre")]
    tunnel = replace(standard(), adjacency=lambda board, i, a, b: {a, b} == {"bre", "lon"} or
                     standard().adjacency(board, i, a, b))
    french_first = replace(tunnel, head_to_head=lambda board, a, b, ca, cb: (
        board.units[a].power, board.units[b].power) == ("england", "france"))
    assert places(play(units, orders, french_first)) == [("england", "lon"), ("france", "bre")]


def test_a_convoy_whose_fleets_do_not_reach_the_goal_carries_nobody():
    # Pinned by mutation testing (DATC 4.A.1: the move needs a route of convoying fleets):
    # the English Channel, the Irish Sea and the Mid-Atlantic touch each other but not Tunis;
    # the fleet in the Western Mediterranean, which does, holds instead of convoying.
    from adjudication.diplomacy.orders import Convoy

    units = [Unit("england", "A", "lon"), Unit("england", "F", "eng"),
             Unit("england", "F", "iri"), Unit("england", "F", "mao"),
             Unit("england", "F", "wes")]
    orders = [Move("A", "lon", "tun"), Convoy("F", "eng", "lon", "tun"),
              Convoy("F", "iri", "lon", "tun"), Convoy("F", "mao", "lon", "tun")]
    outcome = play(units, orders)
    assert ("england", "lon") in places(outcome)
    assert (outcome.outcomes[0].result, outcome.outcomes[0].reason) == (
        "no_convoy", "no fleet convoys A lon to tun")


def test_an_army_without_a_convoy_route_does_not_stop_the_reading_of_the_next_army_moves():
    # Pinned by mutation testing (DATC 4.A.3): after an army with no route the next army's
    # convoy is still judged; Russia's army walks, so England's convoy of it is void.
    from adjudication.diplomacy.orders import Convoy

    units = [Unit("england", "A", "lon"), Unit("england", "F", "eng"),
             Unit("england", "F", "mao"), Unit("england", "F", "wes"),
             Unit("russia", "A", "nwy"), Unit("england", "F", "ska")]
    orders = [Move("A", "lon", "tun"), Convoy("F", "ska", "nwy", "swe"), Move("A", "nwy", "swe")]
    assert [(o.result, o.reason) for o in play(units, orders).outcomes] == [
        ("no_convoy", "no fleet convoys A lon to tun"), ("void", "A nwy moves over land"),
        ("succeeds", "")]
