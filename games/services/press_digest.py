"""The daily press digest for players who chose it instead of a mail per message."""

from __future__ import annotations

import datetime as dt

from django.db import transaction
from django.utils import timezone, translation

from games import emails, selectors
from games.emails.rendering import language_of
from games.models import PlayerProfile, PressMail

DIGEST_EVERY = dt.timedelta(hours=24)


def press_digest_send(now: dt.datetime | None = None) -> int:
    """Mail each digest reader the press of the last day (at most one mail a day each);
    returns the number of digests sent."""
    now = now or timezone.now()
    due = PlayerProfile.objects.filter(email_press=PressMail.DIGEST).exclude(
        press_digest_sent_at__gt=now - DIGEST_EVERY).select_related("user")
    sent = 0
    for profile in due:
        user = profile.user
        since = profile.press_digest_sent_at or now - DIGEST_EVERY
        with transaction.atomic(), translation.override(language_of(user)):
            games = []
            for game in selectors.games_for_user(user):
                items = [item for item in selectors.press_items(game, user)
                         if not item.mine and since < item.created_at <= now]
                if items:
                    games.append((game, items))
            if not games:
                continue
            claimed = PlayerProfile.objects.filter(
                pk=profile.pk, press_digest_sent_at=profile.press_digest_sent_at
            ).update(press_digest_sent_at=now)
            if claimed and user.email:  # another sweep got there first: nothing to send
                sent += emails.send_press_digest(user, games)
    return sent
