"""The secret address of a user's ZAT calendar (the feed itself: ``games.calendar_feed``)."""

from __future__ import annotations

from typing import Any

from django.db import transaction

from games.models import CalendarFeed
from games.models.calendars import new_feed_token


def calendar_feed_for(user: Any) -> CalendarFeed:
    feed, _ = CalendarFeed.objects.get_or_create(user=user)
    return feed


@transaction.atomic
def calendar_feed_renew(*, user: Any) -> CalendarFeed:
    """A new secret address; the old one stops working at once."""
    feed = calendar_feed_for(user)
    feed.token = new_feed_token()
    feed.save(update_fields=["token"])
    return feed
