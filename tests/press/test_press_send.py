"""Press on the site: who may write what under the game's press rules, threads and unread
counts, announcements on the game page, and the mails each recipient gets."""

from __future__ import annotations

import datetime as dt

import pytest
from django.core import mail
from django.urls import reverse

from games import selectors, services
from games.errors import Conflict, InvalidInput, NotAllowed
from games.models import GmAction, Message, PressMail


def send(game, user, body="hello", **options):
    return services.press_send(game=game, user=user, body=body, **options)


def test_a_player_writes_to_several_seats_and_each_is_mailed(running_game, players):
    mail.outbox.clear()
    message = send(running_game, players["austria"], "Lepanto?",
                   recipients=["italy", "turkey"])
    assert message.thread == "p:austria.italy.turkey"
    assert sorted(m.to[0] for m in mail.outbox) == ["ida@example.org", "tarik@example.org"]
    assert "Lepanto?" in mail.outbox[0].body
    assert mail.outbox[0].extra_headers["Auto-Submitted"] == "auto-generated"


def test_recipients_see_it_and_nobody_else_does(running_game, players, gm):
    send(running_game, players["austria"], "secret plan", recipients=["italy"])
    readers = {power for power, user in players.items()
               if selectors.press_items(running_game, user)}
    assert readers == {"austria", "italy"}
    assert selectors.press_items(running_game, gm) == []


def test_the_game_master_reads_private_press_only_where_the_game_allows(running_game,
                                                                        players, gm):
    send(running_game, players["austria"], "secret plan", recipients=["italy"])
    services.press_rules_update(game=running_game, actor=gm, reason="house rule",
                                press_gm_reads_private=True)
    running_game.refresh_from_db()
    assert [i.body for i in selectors.press_items(running_game, gm)] == ["secret plan"]
    assert GmAction.objects.filter(action="press_rules_update").exists()


def test_public_only_games_refuse_private_press_but_not_mail_to_the_gm(running_game,
                                                                       players, gm):
    services.press_rules_update(game=running_game, actor=gm, reason="r", press_mode="public")
    running_game.refresh_from_db()
    with pytest.raises(NotAllowed, match="public press only"):
        send(running_game, players["austria"], recipients=["italy"])
    send(running_game, players["austria"], public=True)
    send(running_game, players["austria"], recipients=["gm"])
    assert Message.objects.count() == 2


def test_no_press_games_take_only_messages_to_the_gm(running_game, players, gm):
    services.press_rules_update(game=running_game, actor=gm, reason="r", press_mode="none")
    running_game.refresh_from_db()
    with pytest.raises(NotAllowed, match="no press between players"):
        send(running_game, players["austria"], public=True)
    message = send(running_game, players["austria"], recipients=["gm"])
    assert [i.id for i in selectors.press_items(running_game, gm)] == [message.pk]


def test_grey_press_only_where_allowed(running_game, players, gm):
    with pytest.raises(NotAllowed, match="grey"):
        send(running_game, players["austria"], recipients=["italy"], grey=True)
    services.press_rules_update(game=running_game, actor=gm, reason="r", press_grey=True)
    running_game.refresh_from_db()
    message = send(running_game, players["austria"], recipients=["italy"], grey=True)
    assert message.thread == "g:italy"
    (item,) = selectors.press_items(running_game, players["italy"])
    assert (item.sender, item.sender_label) == ("", "Anonymous")


def test_press_closes_in_retreat_and_build_phases_where_the_gm_says_so(running_game,
                                                                       players, gm):
    services.press_rules_update(game=running_game, actor=gm, reason="r",
                                press_in_quiet_phases=False)
    running_game.refresh_from_db()
    phase = running_game.phases.get()
    phase.phase_type = "R"
    phase.save()
    with pytest.raises(Conflict, match="retreat and build"):
        send(running_game, players["austria"], public=True)
    send(running_game, players["austria"], recipients=["gm"])  # the GM is always reachable


@pytest.mark.parametrize("options, field", [
    ({"recipients": []}, "recipients"),
    ({"recipients": ["atlantis"]}, "recipients"),
    ({"recipients": ["italy"], "public": True}, "recipients"),
    ({"recipients": ["italy"], "body": "  "}, "body"),
])
def test_bad_press_is_refused_with_the_field_at_fault(running_game, players, options, field):
    options = {"body": "hi", **options}
    with pytest.raises(InvalidInput) as error:
        send(running_game, players["austria"], **options)
    assert error.value.field == field


def test_outsiders_cannot_write(running_game, outsider):
    with pytest.raises(NotAllowed):
        send(running_game, outsider, public=True)


def test_threads_count_unread_messages_until_read(running_game, players):
    send(running_game, players["austria"], "one", recipients=["italy"])
    send(running_game, players["austria"], "two", recipients=["italy"])
    send(running_game, players["italy"], "public", public=True)
    ida = players["italy"]
    threads = {t.key: t for t in selectors.press_threads(running_game, ida)}
    assert threads["p:austria.italy"].unread == 2
    assert threads["public"].unread == 0  # her own
    assert threads["p:austria.italy"].title == "Austria"
    services.press_mark_read(game=running_game, user=ida, thread="p:austria.italy")
    assert selectors.press_unread_count(running_game, ida) == 0
    assert selectors.press_unread_count(running_game, players["austria"]) == 1


def test_digest_readers_get_one_mail_a_day_and_none_per_message(running_game, players,
                                                                frozen):
    services.profile_update(user=players["italy"], email_press=PressMail.DIGEST)
    services.profile_update(user=players["turkey"], email_press=PressMail.NONE)
    mail.outbox.clear()
    send(running_game, players["austria"], "first", recipients=["italy", "turkey"])
    assert mail.outbox == []
    assert services.press_digest_send() == 1
    (digest,) = mail.outbox
    assert digest.to == ["ida@example.org"] and "first" in digest.body
    frozen.shift(dt.timedelta(hours=1))
    send(running_game, players["austria"], "second", recipients=["italy"])
    assert services.press_digest_send() == 0  # not a day yet
    frozen.shift(dt.timedelta(hours=24))
    assert services.press_digest_send() == 1
    assert "second" in mail.outbox[-1].body and "first" not in mail.outbox[-1].body


def test_announcements_appear_on_the_game_page(running_game, gm, players, client_for):
    services.announcement_send(game=running_game, actor=gm, subject="Pause",
                               body="No ZAT at Easter.")
    page = client_for(players["france"]).get(reverse("game-detail", args=[running_game.pk]))
    assert b"No ZAT at Easter." in page.content and b'id="announcements"' in page.content


def test_the_press_page_sends_lists_and_marks_read(running_game, players, client_for):
    anna = client_for(players["austria"])
    url = reverse("press", args=[running_game.pk])
    response = anna.post(url, {"recipients": ["italy", "gm"], "body": "Ciao Ida"})
    assert response.status_code == 302
    ida = client_for(players["italy"])
    page = ida.get(url)
    assert b'data-unread="1"' in page.content
    assert b"game masters cannot read private press" in page.content
    thread = ida.get(url, {"thread": "p:austria.gm.italy"})
    assert b"Ciao Ida" in thread.content
    assert b'data-unread' not in ida.get(url).content
    refused = anna.post(url, {"recipients": [], "body": "to nobody"})
    assert refused.status_code == 400


def test_the_api_sends_and_lists_press(running_game, players, api_for):
    base = f"/api/games/{running_game.pk}/press/"
    sent = api_for(players["austria"]).post(base, {"recipients": ["france"], "body": "Hi"},
                                           format="json")
    assert sent.status_code == 201, sent.content
    assert sent.json()["thread"] == "p:austria.france"
    threads = api_for(players["france"]).get(base + "threads/").json()
    assert threads[0]["unread"] == 1
    read = api_for(players["france"]).post(base + "read/", {"thread": "p:austria.france"},
                                           format="json")
    assert read.json()[0]["unread"] == 0
    assert api_for(players["italy"]).get(base).json() == []
    bad = api_for(players["austria"]).post(base, {"recipients": "x", "body": 3},
                                          format="json")
    assert bad.status_code == 400


def test_the_mail_address_is_the_players_own_and_renews(running_game, players, api_for):
    url = f"/api/games/{running_game.pk}/mail-address/"
    first = api_for(players["austria"]).get(url).json()["address"]
    assert first.startswith(f"g{running_game.pk}-")
    renewed = api_for(players["austria"]).post(url + "renew/").json()["address"]
    assert renewed != first
    from games.mail_intake.addresses import seat_for_address

    assert seat_for_address(first) is None
    assert seat_for_address(renewed).key == "austria"
