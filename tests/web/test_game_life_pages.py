"""The pages of a game's life: my games, the lobby, absences, draw votes, and the game
master's decisions; each a thin view over the services (their errors as 4xx)."""

import datetime as dt

from django.core import mail

from games import services
from games.models import Absence, DrawProposal, JoinRequest
from games.services import absences, draws, lobby


def test_my_games_shows_phase_zat_in_my_time_zone_and_my_orders(
        running_game, players, client_for):
    services.profile_update(user=players["austria"], time_zone="America/New_York")
    client = client_for(players["austria"])
    row = _row(client.get("/").content.decode(), running_game.pk)
    assert "S1901M" in row and "missing" in row
    assert "Wed 4 Mar 2026, 14:00 EST" in row  # 20:00 in Berlin
    services.orders_submit(seat=running_game.seats.get(key="austria"), user=players["austria"],
                           text="A vie H\nA bud H\nF tri H")
    assert ">in<" in _row(client.get("/").content.decode(), running_game.pk)


def test_my_games_says_waiting_when_nothing_is_asked(draft_game, players, client_for):
    row = _row(client_for(players["austria"]).get("/").content.decode(), draft_game.pk)
    assert "waiting" in row


def _row(page: str, game_id: int) -> str:
    start = page.index(f'data-game="{game_id}"')
    return page[start:page.index("</tr>", start)]


def test_the_lobby_is_public_and_joining_needs_a_login(db, gm, outsider, client, client_for):
    game = services.game_create(creator=gm, name="Open 1901", seed=7)
    lobby.game_listing_set(game=game, actor=gm, looking=True, reason="need players")
    page = client.get("/lobby/").content.decode()
    main = page.split("<main")[1]
    assert "Open 1901" in main and "to ask for a seat" in main and "<form" not in main
    assert client.post(f"/lobby/{game.pk}/join/").status_code == 302  # to the login page
    assert not JoinRequest.objects.exists()
    otto = client_for(outsider)
    response = otto.post(f"/lobby/{game.pk}/join/", {"seat": "italy", "message": "hi"})
    assert response.status_code == 302
    request = JoinRequest.objects.get()
    assert (request.user, request.seat.key) == (outsider, "italy")
    assert otto.post(f"/lobby/{game.pk}/join/", {"seat": "italy"}).status_code == 409
    assert otto.post("/lobby/999999/join/", {"seat": "italy"}).status_code == 404
    gm_client = client_for(gm)
    assert "otto" in gm_client.get(f"/gm/games/{game.pk}/").content.decode()
    decide = gm_client.post(f"/gm/games/{game.pk}/join-requests/{request.pk}/",
                            {"accept": "yes", "seat": "italy", "reason": "welcome"})
    assert decide.status_code == 302
    assert game.seats.get(key="italy").player == outsider


def test_the_game_master_lists_a_game_with_a_reason(draft_game, gm, client_for):
    client = client_for(gm)
    assert client.post(f"/gm/games/{draft_game.pk}/listing/", {"looking": "on"}
                       ).status_code == 400
    assert client.post(f"/gm/games/{draft_game.pk}/listing/",
                       {"looking": "on", "reason": "open it"}).status_code == 302
    draft_game.refresh_from_db()
    assert draft_game.looking_for_players


def test_declaring_and_cancelling_an_absence_on_its_page(running_game, players, client_for):
    client = client_for(players["austria"])
    page = client.get("/absences/")
    assert page.status_code == 200 and "Demo 1901" in page.content.decode()
    seat = running_game.seats.get(key="austria")
    bad = client.post("/absences/", {"seats": [seat.pk], "starts_on": "2026-03-05",
                                     "ends_on": "2026-03-03"})
    assert bad.status_code == 400 and "before the first" in bad.content.decode()
    good = client.post("/absences/", {"seats": [seat.pk], "starts_on": "2026-03-03",
                                      "ends_on": "2026-03-05"})
    assert good.status_code == 302
    absence = Absence.objects.get()
    assert "3 Mar 2026" in client.get("/absences/").content.decode()
    other = client_for(players["england"])
    assert other.post(f"/absences/{absence.pk}/cancel/").status_code == 404
    assert client.post(f"/absences/{absence.pk}/cancel/").status_code == 302
    absence.refresh_from_db()
    assert absence.cancelled_at is not None


def test_the_game_master_accepts_a_sitter_on_a_page(running_game, players, gm, outsider,
                                                    client_for):
    running_game.absence_policy = "sitter"
    running_game.save()
    absence, = absences.absence_create(
        player=players["austria"], seats=[running_game.seats.get(key="austria")],
        starts_on=dt.date(2026, 3, 2), ends_on=dt.date(2026, 3, 3), sitter=outsider)
    client = client_for(gm)
    path = f"/gm/games/{running_game.pk}/absences/{absence.pk}/sitter/"
    assert "otto" in client.get(path).content.decode()
    assert client.post(path, {"accept": "yes", "reason": "fine"}).status_code == 302
    absence.refresh_from_db()
    assert absence.sitter_accepted_at is not None
    assert client_for(players["england"]).get(path).status_code == 403
    otto = client_for(outsider)
    assert otto.get(f"/games/{running_game.pk}/").status_code == 200  # sits for Austria now
    assert "sitter" in otto.get("/").content.decode()


def test_proposing_voting_and_confirming_a_draw_on_the_pages(running_game, players, gm,
                                                             client_for):
    austria = client_for(players["austria"])
    response = austria.post(f"/games/{running_game.pk}/draws/propose/", {"kind": "draw"})
    assert response.status_code == 302
    proposal = DrawProposal.objects.get()
    assert austria.post(f"/games/{running_game.pk}/draws/{proposal.pk}/vote/",
                        {"vote": "yes"}).status_code == 409  # voted when proposing
    for power in ("england", "france", "germany", "italy", "russia", "turkey"):
        client = client_for(players[power])
        assert client.post(f"/games/{running_game.pk}/draws/{proposal.pk}/vote/",
                           {"vote": "maybe"}).status_code == 302  # nothing counted
        assert client.post(f"/games/{running_game.pk}/draws/{proposal.pk}/vote/",
                           {"vote": "yes"}).status_code == 302
    proposal.refresh_from_db()
    assert proposal.status == "passed"
    mail.outbox.clear()
    gm_client = client_for(gm)
    path = f"/gm/games/{running_game.pk}/draws/{proposal.pk}/"
    assert gm_client.post(path, {"accept": "yes"}).status_code == 400  # no reason
    assert gm_client.post(path, {"accept": "yes", "reason": "agreed"}).status_code == 302
    running_game.refresh_from_db()
    assert running_game.status == "finished"
    assert gm_client.get(path).status_code == 404  # decided


def test_a_stranger_cannot_propose_or_vote(running_game, players, outsider, client_for):
    proposal = draws.draw_propose(game=running_game, user=players["austria"])
    otto = client_for(outsider)
    assert otto.post(f"/games/{running_game.pk}/draws/propose/",
                     {"kind": "draw"}).status_code == 404
    assert otto.post(f"/games/{running_game.pk}/draws/{proposal.pk}/vote/",
                     {"vote": "no"}).status_code == 404


def test_the_profile_offers_game_news_and_the_account_links(players, client_for):
    client = client_for(players["austria"])
    page = client.get("/accounts/profile/").content.decode()
    assert "a ZAT was moved" in page and "/accounts/password/change/" in page
    response = client.post("/accounts/profile/", {
        "language": "en", "time_zone": "Europe/Berlin", "notices": ["zat_moved", "game_over"]})
    assert response.status_code == 302
    assert services.profile_for(players["austria"]).notices == ["zat_moved", "game_over"]


def test_the_api_reads_and_sets_the_game_news_wanted(players, api_for):
    client = api_for(players["austria"])
    assert client.get("/api/profile/").json()["notices"] == []
    answer = client.patch("/api/profile/", {"notices": ["game_over"]}, format="json")
    assert answer.status_code == 200 and answer.json()["notices"] == ["game_over"]
    assert client.patch("/api/profile/", {"notices": ["gossip"]}, format="json"
                        ).status_code == 400
