"""A user's ZATs as an iCalendar feed (RFC 5545, written with the ``icalendar`` library).

One event per open phase of a running game the user plays in (or sits for now, or masters),
at the phase's ZAT, in UTC. The UID stays the phase's and SEQUENCE is the phase's version, so
a calendar that polls the feed moves the event when the ZAT moves. Texts are in the user's
language. The feed's address is its only key (``CalendarFeed.token``).
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.conf import settings
from django.urls import reverse
from django.utils import timezone, translation
from django.utils.translation import gettext as _
from icalendar import Calendar, Event

from games.models import Game, Phase
from games.roles import seat_of
from games.selectors import games_for_user
from games.services.profiles import profile_for

EVENT_MINUTES = 15


def calendar_ics(user: Any) -> bytes:
    language = profile_for(user).language
    calendar = Calendar()
    calendar.add("prodid", "-//gamemaster//ZAT calendar//EN")
    calendar.add("version", "2.0")
    now = timezone.now()
    games = games_for_user(user).filter(status=Game.Status.RUNNING)
    phases = (Phase.objects.open().filter(game__in=games, zat__isnull=False)
              .select_related("game").order_by("zat"))
    with translation.override(language):
        calendar.add("x-wr-calname", _("gamemaster: my ZATs"))
        for phase in phases:
            seat = seat_of(user, phase.game)
            event = Event()
            event.add("uid", f"phase-{phase.pk}-zat@gamemaster")
            event.add("sequence", phase.version)
            event.add("dtstamp", now)
            event.add("dtstart", phase.zat.astimezone(dt.UTC))
            event.add("dtend", phase.zat.astimezone(dt.UTC)
                      + dt.timedelta(minutes=EVENT_MINUTES))
            event.add("summary", _("ZAT %(phase)s · %(game)s")
                      % {"phase": phase.label, "game": phase.game.name})
            event.add("description", _("Your seat: %(seat)s") % {"seat": seat.label}
                      if seat else _("You are a game master of this game."))
            event.add("url", f"{settings.SITE_URL}"
                             f"{reverse('game-detail', args=[phase.game_id])}")
            calendar.add_component(event)
    return calendar.to_ical()
