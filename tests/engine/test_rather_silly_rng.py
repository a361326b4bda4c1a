from adjudication.rather_silly.rng import choose, coin, rng_for


def test_the_same_seed_phase_and_purpose_replay_the_same_draws():
    first = [rng_for(7, "S1901M", "sea-monster").random() for _ in range(3)]
    again = [rng_for(7, "S1901M", "sea-monster").random() for _ in range(3)]
    assert first == again


def test_another_purpose_or_phase_draws_from_another_stream():
    base = rng_for(7, "S1901M", "sea-monster").random()
    assert rng_for(7, "S1901M", "borg:tie").random() != base
    assert rng_for(7, "F1901M", "sea-monster").random() != base
    assert rng_for(8, "S1901M", "sea-monster").random() != base


def test_choose_spreads_over_all_options_across_phases():
    drawn = {choose(1, f"S{year}M", "x", ["a", "b", "c"]) for year in range(1901, 1960)}
    assert drawn == {"a", "b", "c"}


def test_coin_comes_up_both_ways_about_half_the_time():
    heads = sum(coin(3, f"F{year}M", "tardis:hyp") for year in range(1000, 3000))
    assert 850 < heads < 1150
