"""The map on the game page, the phase pages and the game master's review, drawn per viewer:
nobody's map shows another player's lama herds."""

from __future__ import annotations

from django.urls import reverse

AUSTRIA_HERD = "Austria: lama herd boh"
ENGLAND_HERD = "England: lama herd cly"


def _page(client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200, response.content[:300]
    return response.content.decode()


def test_the_game_page_shows_the_map_with_my_herds_and_not_anothers(
        silly_spring, client_for, gm):
    url = reverse("game-detail", args=[silly_spring.pk])
    england = silly_spring.seats.get(key="england").player
    mine = _page(client_for(england), url)
    assert "<svg" in mine
    assert ENGLAND_HERD in mine
    assert "Austria: lama herd" not in mine
    everything = _page(client_for(gm), url)
    assert AUSTRIA_HERD in everything and ENGLAND_HERD in everything


def test_the_svg_served_to_one_player_holds_no_trace_of_anothers_lamas(
        silly_spring, client_for):
    url = reverse("game-map", args=[silly_spring.pk])
    austria = silly_spring.seats.get(key="austria").player
    england = silly_spring.seats.get(key="england").player
    theirs = client_for(austria).get(url)
    assert theirs["Content-Type"].startswith("image/svg+xml")
    assert "private" in theirs["Cache-Control"]
    assert AUSTRIA_HERD in theirs.content.decode()
    mine = client_for(england).get(url).content.decode()
    assert "Austria: lama herd" not in mine
    assert "lama herd" in mine  # my own three herds are there


def test_a_past_phase_page_shows_the_orders_on_the_map_but_no_secret_lama_order(
        silly_spring_played, client_for, gm):
    game = silly_spring_played.game
    url = reverse("phase-detail", args=[game.pk, silly_spring_played.pk])
    england = game.seats.get(key="england").player
    page = _page(client_for(england), url)
    assert 'class="unit"' in page and "<svg" in page
    assert AUSTRIA_HERD not in page and "Austria: lama herd tyr" not in page
    svg = client_for(england).get(
        reverse("phase-map", args=[game.pk, silly_spring_played.pk])).content.decode()
    assert "Austria: lama herd" not in svg
    assert "L tyr" not in svg


def test_the_game_page_draws_the_wormhole_the_players_voted_for(
        silly_spring_played, client_for):
    game = silly_spring_played.game
    italy = game.seats.get(key="italy").player
    page = _page(client_for(italy), reverse("game-detail", args=[game.pk]))
    assert 'class="wormhole"' in page


def test_the_review_page_shows_the_game_master_every_herd(
        silly_spring, client_for, gm):
    silly_spring.review_before_publish = True
    silly_spring.save()
    from games import services
    phase = silly_spring.phases.open().get()
    services.phase_process_now(phase=phase, actor=gm, reason="now")
    page = _page(client_for(gm), reverse("gm-publish", args=[silly_spring.pk]))
    assert "<svg" in page and AUSTRIA_HERD in page


def test_a_player_gets_no_map_of_a_result_under_review(silly_spring, client_for, gm):
    silly_spring.review_before_publish = True
    silly_spring.save()
    from games import services
    phase = silly_spring.phases.open().get()
    services.phase_process_now(phase=phase, actor=gm, reason="now")
    england = silly_spring.seats.get(key="england").player
    response = client_for(england).get(reverse("phase-map", args=[silly_spring.pk, phase.pk]))
    assert response.status_code == 404


def test_a_standard_game_gets_the_map_too(running_game, client_for, players):
    page = _page(client_for(players["france"]), reverse("game-detail", args=[running_game.pk]))
    assert "<svg" in page and "France: army par" in page


def test_an_outsider_gets_no_map(silly_spring, client_for, outsider):
    response = client_for(outsider).get(reverse("game-map", args=[silly_spring.pk]))
    assert response.status_code == 404


def test_the_order_box_map_carries_what_the_order_pad_needs(silly_spring, client_for):
    france = silly_spring.seats.get(key="france").player
    page = _page(client_for(france), reverse("game-detail", args=[silly_spring.pk]))
    # The order pad (static/js/order_pad.js) replaces the plain click helper where a rule set
    # gives a pad; its data is tests/web/test_order_pad.py's subject.
    assert 'data-order-pad="order-pad-data"' in page and 'id="order-pad-data"' in page
    assert 'data-unit="A par" data-power="france" data-at="par"' in page
    assert 'data-province="bur"' in page
    assert "js/order_pad.js" in page and "/jsi18n/" in page


def test_a_box_other_than_orders_has_no_click_helper(silly_spring, client_for):
    france = silly_spring.seats.get(key="france").player
    page = _page(client_for(france),
                 reverse("game-detail", args=[silly_spring.pk]) + "?kind=wormhole_vote")
    assert "data-click-orders" not in page and "data-order-pad" not in page


def test_a_published_phase_page_shows_the_position_after_it_with_my_notes(
        silly_spring_played, client_for):
    game = silly_spring_played.game
    england = game.seats.get(key="england").player
    page = _page(client_for(england),
                 reverse("phase-detail", args=[game.pk, silly_spring_played.pk]))
    assert 'id="after-map"' in page
    after = page.split('id="after-map"')[1].split("</figure>")[0]
    assert "England: lama herd cly" in after and "Austria: lama herd" not in after
    assert "your wormhole vote: lon – mos" in page
