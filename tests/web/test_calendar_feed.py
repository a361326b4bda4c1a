"""The ZAT calendar: an iCalendar feed at a secret address, following moved ZATs."""

import datetime as dt

from icalendar import Calendar

from games import services
from games.services.calendars import calendar_feed_for


def feed(client, user):
    return client.get(f"/calendar/{calendar_feed_for(user).token}.ics")


def test_the_feed_lists_my_open_zats_and_follows_a_moved_one(running_game, players, gm,
                                                             client):
    response = feed(client, players["austria"])
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/calendar")
    events = Calendar.from_ical(response.content).walk("VEVENT")
    assert len(events) == 1
    event = events[0]
    phase = running_game.phases.get()
    assert event.decoded("dtstart") == phase.zat
    assert "S1901M" in str(event.get("summary")) and "Austria" in str(event.get("description"))
    services.zat_extend(phase=phase, hours=24, actor=gm, reason="Easter")
    moved = Calendar.from_ical(feed(client, players["austria"]).content).walk("VEVENT")[0]
    assert moved.decoded("dtstart") == phase.zat + dt.timedelta(hours=24)
    assert moved.get("uid") == event.get("uid")
    assert int(moved.get("sequence")) > int(event.get("sequence"))


def test_the_feed_speaks_the_users_language_and_shows_no_other_game(
        running_game, players, outsider, client):
    services.profile_update(user=players["austria"], language="de")
    text = feed(client, players["austria"]).content.decode()
    assert "Ihr Platz: Österreich" in text
    assert "VEVENT" not in feed(client, outsider).content.decode()


def test_a_new_address_retires_the_old_one(players, client, db):
    old = calendar_feed_for(players["austria"]).token
    client.force_login(players["austria"])
    assert client.post("/calendar/renew/").status_code == 302
    assert client.get(f"/calendar/{old}.ics").status_code == 404
    assert client.get("/calendar/nonsense.ics").status_code == 404
    assert client.get("/calendar/a%00b.ics").status_code == 404
    page = client.get("/accounts/profile/").content.decode()
    assert calendar_feed_for(players["austria"]).token in page
