import datetime as dt

from django.core import mail

from games import services


def test_reminders_go_to_seats_without_orders_once_per_mark(running_game, players, frozen,
                                                            settings):
    settings.GAMEMASTER_REMINDER_HOURS = [24, 2]
    for power, user in players.items():
        if power not in ("italy", "turkey"):
            services.orders_submit(seat=running_game.seats.get(key=power), user=user, text="")
    mail.outbox.clear()
    zat = running_game.phases.get().zat
    frozen.move_to(zat - dt.timedelta(hours=30), tick=False)
    assert services.reminders_send_due() == 0
    frozen.move_to(zat - dt.timedelta(hours=23), tick=False)
    assert services.reminders_send_due() == 2
    assert services.reminders_send_due() == 0  # the next sweep sends nothing again
    assert sorted(m.to[0] for m in mail.outbox) == ["ida@example.org", "tarik@example.org"]
    frozen.move_to(zat - dt.timedelta(hours=1), tick=False)
    assert services.reminders_send_due() == 2
    assert services.reminders_send_due() == 0
    assert len(mail.outbox) == 4


def test_a_late_sweep_sends_only_the_nearest_reminder(running_game, frozen, settings):
    settings.GAMEMASTER_REMINDER_HOURS = [24, 2]
    mail.outbox.clear()
    frozen.move_to(running_game.phases.get().zat - dt.timedelta(hours=1), tick=False)
    assert services.reminders_send_due() == 7
    assert services.reminders_send_due() == 0
    # The true time left (the 2-hour mark fell due, but the ZAT is 1 hour away).
    assert all("in 1 hour." in m.body for m in mail.outbox)
    assert not any("2 hours" in m.body for m in mail.outbox)


def test_a_reminder_three_minutes_before_the_zat_says_so_in_the_readers_time_zone(
        running_game, players, frozen, settings):
    settings.GAMEMASTER_REMINDER_HOURS = [2]
    services.profile_update(user=players["turkey"], time_zone="America/New_York")
    services.profile_update(user=players["italy"], language="de")
    zat = running_game.phases.get().zat
    mail.outbox.clear()
    frozen.move_to(zat - dt.timedelta(minutes=3), tick=False)
    services.reminders_send_due()
    to_turkey = next(m for m in mail.outbox if m.to == ["tarik@example.org"])
    to_italy = next(m for m in mail.outbox if m.to == ["ida@example.org"])
    assert "in 3 minutes." in to_turkey.body
    assert "EST" in to_turkey.body or "EDT" in to_turkey.body  # New York time, not Berlin
    assert "in 3 Minuten." in to_italy.body
    assert f"{settings.SITE_URL}/games/{running_game.pk}/" in to_turkey.body
