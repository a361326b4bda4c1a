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
    assert all("about 2 hours" in m.body for m in mail.outbox)
