"""Invariants over many generated turns: reading never raises; no automated action creates or
destroys EP (board and supplies together) or Erfolgsmarker, and nobody ever holds more than
5 markers; allies' lands are never attacked."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adjudication.europa1815 import apply, gm_resolve
from adjudication.europa1815.grammar import read_line
from tests.engine.europa1815_support import MAP, start

LANDS = sorted(MAP.lands)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=80))
def test_reading_any_text_never_raises(text):
    result = read_line(text, MAP)
    assert (result.action is None) != (result.error is None) or not text.strip()


def _name(land: str) -> str:
    return MAP.lands[land].name_de


def _own_pair(draw, position, player: str, owner_of_target: str) -> tuple[str, str]:
    """A land of ``owner_of_target`` and a bordering land of ``player`` (or any two lands
    when there is no such pair, so that refusals are exercised too)."""
    pairs = [(target, source) for target in LANDS if position.owner(target) == owner_of_target
             for source in MAP.borders(target) if position.owner(source) == player]
    if pairs and draw(st.booleans()):
        return draw(st.sampled_from(pairs))
    return draw(st.sampled_from(LANDS)), draw(st.sampled_from(LANDS))


def _action(draw, position, player: str) -> str:
    target, source = _own_pair(draw, position, player, player)
    n = draw(st.integers(min_value=1, max_value=3))
    kind = draw(st.sampled_from(["Inf", "Kav", "Art"]))
    return draw(st.sampled_from([
        f"Verlegung nach {_name(target)}: {n} {kind} aus {_name(source)}",
        f"Verlegung nach {_name(target)}: alle aus {_name(source)}; nach {_name(source)}: "
        f"{n} {kind} aus {_name(target)}",
        f"Nachschub {_name(target)}: {n} {kind}", f"Nachschub {_name(source)}", "Passen",
        f"Angriff auf {_name(draw(st.sampled_from(LANDS)))}: {n} {kind} aus {_name(source)}",
    ]))


def _team(draw, position, player: str) -> str:
    target, source = _own_pair(draw, position, player, position.ally(player))
    own = draw(st.sampled_from(LANDS))
    return draw(st.sampled_from([
        "Team: keine", f"Team: Land abgeben {_name(own)}", "Team: Erfolgsmarker übergeben",
        f"Team: Truppen übergeben nach {_name(target)}: alle aus {_name(source)}",
    ]))


def totals(position):
    ep = sum(state.units.ep for state in position.lands.values()) \
        + sum(player.supply.ep for player in position.players.values())
    return ep, sum(player.markers for player in position.players.values())


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.sampled_from(["winter", "summer"]))
def test_automated_actions_keep_ep_and_markers_and_spare_the_ally(data, season):
    position = start(season)
    before = totals(position)
    for _ in range(data.draw(st.integers(min_value=1, max_value=8))):
        if position.turn is None:
            break
        player = position.turn.player
        first, second = (_action(data.draw, position, player) for _ in range(2))
        team = _team(data.draw, position, player)
        # the whole turn, else parts of it, so that refusals and successes both come often
        for text in (f"1: {first}\n2: {second}\n{team}", f"1: {first}\n2: Passen\n{team}",
                     f"1: {first}\n2: Passen", f"1: Passen\n2: {second}",
                     "1: Passen\n2: Passen"):
            outcome = apply(position, MAP, player, text)
            if outcome.ok:
                break
            assert outcome.position == position
        position = outcome.position
        pending = position.turn.awaiting_gm if position.turn else None
        if pending is not None:
            assert pending.target_land is None or \
                position.owner(pending.target_land) != position.ally(player)
            position = gm_resolve(position, MAP, {}, "nothing happens").position
        assert totals(position) == before
        assert all(p.markers <= 5 for p in position.players.values())
