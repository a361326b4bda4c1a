"""Each submission box on a screen of its own, with help: visible to the seat that may send it
and to the game masters, never to another player."""

from __future__ import annotations

import pytest
from django.urls import reverse
from django.utils.html import escape

from games.rulesets.rather_silly.box_help import HELP

# kind -> the seat that owns the box in the test (season kinds in Fall 1901).
SEASON_BOXES = {
    "orders": "france", "retreats": "germany", "soul_sales": "italy", "adjustments": "russia",
    "lama_explosion": "turkey", "wormhole_vote": "england", "narr_override": "narr",
    "superhirn_question": "superhirn", "superhirn_answer": "superhirn",
    "superhirn_reply": "austria", "wahrsager_prediction": "wahrsager", "share_build": "doktor",
}


def _url(game, kind, seat=None):
    url = reverse("box", args=[game.pk, kind])
    return f"{url}?seat={seat}" if seat else url


@pytest.mark.parametrize(("kind", "owner"), sorted(SEASON_BOXES.items()))
def test_a_season_box_is_shown_to_its_owner_and_the_gm_only(
        silly_spring_played, client_for, gm, kind, owner):
    game = silly_spring_played.game
    seats = {s.key: s.player for s in game.seats.all()}
    mine = client_for(seats[owner]).get(_url(game, kind))
    assert mine.status_code == 200
    assert escape(str(HELP[kind].text))[:40] in mine.content.decode()
    assert client_for(gm).get(_url(game, kind, owner)).status_code == 200
    other = "england" if owner != "england" else "italy"
    assert client_for(seats[other]).get(_url(game, kind, owner)).status_code == 403


def test_role_boxes_are_not_open_to_other_seats(silly_spring_played, client_for):
    game = silly_spring_played.game
    england = game.seats.get(key="england").player
    for kind in ("narr_override", "superhirn_answer", "wahrsager_prediction"):
        assert client_for(england).get(_url(game, kind)).status_code == 404, kind


def test_the_lama_placement_screen_in_winter_1900(silly_game, client_for, gm):
    austria = silly_game.seats.get(key="austria").player
    england = silly_game.seats.get(key="england").player
    assert client_for(austria).get(_url(silly_game, "lama_placement")).status_code == 200
    assert client_for(gm).get(_url(silly_game, "lama_placement", "austria")).status_code == 200
    assert client_for(england).get(
        _url(silly_game, "lama_placement", "austria")).status_code == 403


def test_my_wormhole_vote_shows_on_my_screen_but_not_on_anothers(
        silly_spring, client_for, gm):
    game = silly_spring
    england = game.seats.get(key="england").player
    italy = game.seats.get(key="italy").player
    response = client_for(england).post(_url(game, "wormhole_vote"), {
        "kind": "wormhole_vote", "orders": "edi - con", "action": "submit"})
    assert response.status_code == 302
    assert "edi - con" in client_for(england).get(_url(game, "wormhole_vote")).content.decode()
    assert "edi - con" not in client_for(italy).get(_url(game, "wormhole_vote")).content.decode()
    assert "edi - con" in client_for(gm).get(
        _url(game, "wormhole_vote", "england")).content.decode()


def test_the_gm_sends_a_box_for_a_seat_and_it_is_logged_as_theirs(silly_spring, client_for, gm):
    response = client_for(gm).post(_url(silly_spring, "wormhole_vote", "france"), {
        "kind": "wormhole_vote", "orders": "lon - mos", "action": "submit", "seat": "france"})
    assert response.status_code == 302
    sub = silly_spring.phases.open().get().submissions.get(seat__key="france")
    assert sub.submitted_by == gm and sub.raw_text == "lon - mos"


def test_the_check_button_shows_feedback_without_saving(silly_spring, client_for):
    austria = silly_spring.seats.get(key="austria").player
    response = client_for(austria).post(_url(silly_spring, "wormhole_vote"), {
        "kind": "wormhole_vote", "orders": "xyz - abc", "action": "check"})
    assert response.status_code == 200
    assert 'class="error"' in response.content.decode()
    assert not silly_spring.phases.open().get().submissions.exists()


def test_a_box_screen_speaks_german(silly_spring, client_for):
    from django.conf import settings as live

    austria = silly_spring.seats.get(key="austria").player
    client = client_for(austria)
    client.cookies[live.LANGUAGE_COOKIE_NAME] = "de"
    page = client.get(_url(silly_spring, "wormhole_vote")).content.decode()
    assert "Ihre geheime Stimme für das Wurmloch" in page
    assert "Wofür dieses Feld ist" in page


def test_a_box_the_gm_sends_for_a_seat_is_in_the_audit_log(silly_spring, client_for, gm):
    from games.models import GmAction

    austria = silly_spring.seats.get(key="austria").player
    client_for(austria).post(_url(silly_spring, "wormhole_vote"), {
        "kind": "wormhole_vote", "orders": "lon - mos", "action": "submit"})
    assert not GmAction.objects.filter(action="submission_for_seat").exists()
    client_for(gm).post(_url(silly_spring, "wormhole_vote", "austria"), {
        "kind": "wormhole_vote", "orders": "edi - con", "action": "submit", "seat": "austria"})
    logged = GmAction.objects.get(action="submission_for_seat")
    assert logged.actor == gm and logged.after["text"] == "edi - con"
    assert logged.before["version"] == 1 and logged.after["version"] == 2
    audit = client_for(gm).get(reverse("gm-audit", args=[silly_spring.pk])).content.decode()
    assert "submission_for_seat" in audit


def test_back_after_send_reloads_the_box_with_the_latest_version(silly_spring, client_for):
    """Browsers keep no copy of a box or game page (no-store), so Back after Send asks the
    server again and shows the text just sent, not the older one."""
    england = silly_spring.seats.get(key="england").player
    client = client_for(england)
    for text in ("edi - con", "lon - mos"):
        assert client.post(_url(silly_spring, "wormhole_vote"), {
            "kind": "wormhole_vote", "orders": text, "action": "submit"}).status_code == 302
    page = client.get(_url(silly_spring, "wormhole_vote"))
    assert "no-store" in page["Cache-Control"]
    assert "lon - mos" in page.content.decode()
    assert "no-store" in client.get(reverse("game-detail", args=[silly_spring.pk]))[
        "Cache-Control"]


def test_a_standard_games_help_names_no_rather_silly_units(running_game, silly_spring,
                                                           client_for):
    austria = running_game.seats.get(key="austria").player
    for page in (client_for(austria).get(reverse("game-detail", args=[running_game.pk])),
                 client_for(austria).get(_url(running_game, "orders"))):
        text = page.content.decode()
        assert "supports and convoys" in text
        assert "TARDIS" not in text and "bird" not in text
    silly = client_for(silly_spring.seats.get(key="austria").player).get(
        _url(silly_spring, "orders")).content.decode()
    assert "TARDIS" in silly and "bird routes" in silly


def test_a_lama_box_is_labelled_as_lamas_not_orders(silly_game, client_for):
    austria = silly_game.seats.get(key="austria").player
    page = client_for(austria).get(reverse("game-detail", args=[silly_game.pk]),
                                   {"kind": "lama_placement"}).content.decode()
    assert "Send orders" not in page and "Send: Lama" in page
    assert '<label for="id_orders">Lama' in page
    box = client_for(austria).get(_url(silly_game, "lama_placement")).content.decode()
    assert '<label for="id_orders">Lama' in box and "No orders yet." not in box


def test_superhirn_shares_and_the_doktors_points_are_shown_to_their_owner_only(
        silly_spring, client_for, api_for, gm):
    phase = silly_spring.phases.open().get()
    sections = phase.state["engine"].setdefault("section_state", {})
    sections["superhirn"] = {**sections.get("superhirn", {}), "shares": {"italy": "2/3"}}
    sections["doktor"] = {**sections.get("doktor", {}), "points": 17}
    phase.save(update_fields=["state"])
    users = {s.key: s.player for s in silly_spring.seats.all()}
    page = reverse("game-detail", args=[silly_spring.pk])
    position = reverse("api-position", args=[silly_spring.pk])

    def seen(user) -> tuple[str, str]:
        return (client_for(user).get(page).content.decode(),
                api_for(user).get(position).content.decode())

    # The page shows extras as badges (data-private), the API as "extra" keys.
    italy_page, italy_api = seen(users["italy"])
    assert "2/3" in italy_page and "doktor-points" not in italy_page
    assert "2/3" in italy_api and '"points"' not in italy_api
    doktor_page, doktor_api = seen(users["doktor"])
    assert "2/3" not in doktor_page and "2/3" not in doktor_api
    assert 'data-private="doktor-points">' in doktor_page and '"points":17' in doktor_api
    england_page, england_api = seen(users["england"])
    assert "superhirn-shares" not in england_page and "doktor-points" not in england_page
    assert "2/3" not in england_api and '"points"' not in england_api
    page_gm, api_gm = seen(gm)
    assert "2/3" in page_gm and '"points":17' in api_gm
