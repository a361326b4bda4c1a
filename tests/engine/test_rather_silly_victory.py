"""§18 Victory conditions."""

from adjudication.rather_silly.victory import check_victory, counted_centres


def end(**kw):
    base = dict(year=1905, after_fall=True, centres={}, doktor_points=0)
    base.update(kw)
    return check_victory(**base)


def test_eighteen_centres_after_a_fall_win_for_everyone_but_the_narr():
    assert end(centres={"italy": 18}).winners == ("italy",)
    assert end(centres={"wahrsager": 19}).winners == ("wahrsager",)
    assert end(centres={"narr": 18}) is None
    assert end(centres={"italy": 17}) is None


def test_centres_after_a_spring_do_not_win():
    assert end(after_fall=False, centres={"italy": 18}) is None


def test_the_doktor_wins_with_centres_plus_points_after_any_phase():
    assert end(after_fall=False, centres={"doktor": 20}, doktor_points=10).winners == (
        "doktor",)
    assert end(after_fall=False, centres={"doktor": 20}, doktor_points=9) is None


def test_doktor_and_a_power_can_win_together():
    result = end(centres={"doktor": 12, "russia": 18}, doktor_points=18)
    assert result.how == "victory" and result.winners == ("doktor", "russia")


def test_the_narr_wins_when_the_game_reaches_1921():
    assert end(year=1920) is None
    result = end(year=1921)
    assert result.how == "narr" and result.winners == ("narr",)


def test_a_recorded_draw_ends_the_game():
    result = end(draw=["turkey", "austria"])
    assert result.how == "draw" and result.winners == ("austria", "turkey")


def test_blocked_centres_do_not_count():
    owners = {"mun": "germany", "ber": "germany", "kie": "germany"}
    assert counted_centres(owners, blocked={"mun"}) == {"germany": 2}


def test_centres_under_the_borg_or_a_monster_are_blocked_and_the_tardis_takes_one_alone():
    from adjudication.rather_silly.board import load_board
    from adjudication.rather_silly.roles import allowance, blocked_centres, take_centres
    from adjudication.rather_silly.state import Phase, State, Unit
    from adjudication.rather_silly.units import Kind

    board = load_board()
    state = State(
        Phase(1905, "winter", "adjustment"),
        units=(Unit("b", "borg", Kind.BORG, "mun"), Unit("m", "monsters", Kind.SEA_MONSTER, "bre"),
               Unit("t", "doktor", Kind.TARDIS, "par"), Unit("a", "italy", Kind.ARMY, "ven"),
               Unit("v", "england", Kind.BIRD, "hol")),
        supply_centers={"mun": "germany", "ber": "germany", "bre": "france", "par": "france",
                        "ven": "austria", "hol": "germany"},
    )
    assert blocked_centres(board, state) == {"mun", "bre"}
    assert allowance(board, state, "germany") == 2  # ber and hol; mun is blocked
    owners = take_centres(board, state).supply_centers
    assert owners["par"] == "doktor"  # the TARDIS alone on a centre
    assert owners["ven"] == "italy"
    assert owners["bre"] == "france" and owners["mun"] == "germany"  # creatures take none
    assert owners["hol"] == "germany"  # a bird takes nothing


# --- §18 "nach einer beliebigen Spielphase": the Doktor's 30 after every phase ------------

def _doktor_at(phase: str, points: int, **extra):
    from adjudication.rather_silly.interface import resolve

    return resolve({
        "variant": "rather_silly", "phase": phase, "seed": 3,
        "units": [{"power": "doktor", "type": "T", "at": "hyp"},
                  {"power": "germany", "type": "A", "at": "mun"}],
        "supply_centers": {"germany": ["mun"]},
        "section_state": {"doktor": {"points": points}},
        **extra,
    })


def test_the_doktor_wins_at_thirty_after_the_fall_moves():
    answer = _doktor_at("F1905M", 30)
    assert answer["public"]["game_end"]["winners"] == ["doktor"]
    assert _doktor_at("F1905M", 29)["public"]["game_end"] is None


def test_the_doktor_wins_at_thirty_after_the_fall_retreats_and_the_spring_moves():
    assert _doktor_at("F1905R", 30)["public"]["game_end"]["winners"] == ["doktor"]
    assert _doktor_at("S1905M", 30)["public"]["game_end"]["winners"] == ["doktor"]
    assert _doktor_at("F1905R", 29)["public"]["game_end"] is None


def test_a_season_ends_after_the_phase_in_which_the_doktor_reached_thirty():
    from adjudication.rather_silly.board import load_board
    from adjudication.rather_silly.interface import read_state
    from adjudication.rather_silly.sequence import SeasonOrders, play_season

    board = load_board()
    state = read_state({
        "variant": "rather_silly", "phase": "F1905M", "seed": 3,
        "units": [{"power": "doktor", "type": "T", "at": "hyp"}],
        "section_state": {"doktor": {"points": 30}},
    }, board)
    out = play_season(state, SeasonOrders(orders={}), board)
    assert out.end is not None and out.end.winners == ("doktor",)
    assert out.state.phase.code == "F1905R"  # stopped after the moves: no retreats, no winter
    below = read_state({
        "variant": "rather_silly", "phase": "F1905M", "seed": 3,
        "units": [{"power": "doktor", "type": "T", "at": "hyp"}],
        "section_state": {"doktor": {"points": 29}},
    }, board)
    assert play_season(below, SeasonOrders(orders={}), board).state.phase.code == "S1906M"
