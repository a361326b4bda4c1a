from __future__ import annotations

from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from django.conf import settings
from django.utils.translation import gettext as _

from games.errors import InvalidInput
from games.models import PlayerProfile, PressMail
from games.models.profiles import NOTICES

PREFERENCES = ("language", "time_zone", "email_receipts", "email_reminders", "email_reports",
               "email_press", "notices")


def profile_for(user: Any) -> PlayerProfile:
    profile, _created = PlayerProfile.objects.get_or_create(user=user)
    return profile


def profile_update(*, user: Any, **prefs: Any) -> PlayerProfile:
    """Change a user's language, time zone and e-mail opt-ins."""
    unknown = sorted(set(prefs) - set(PREFERENCES))
    if unknown:
        raise InvalidInput(_("Unknown preference %(unknown)s.") % {"unknown": repr(unknown[0])},
        field=unknown[0])
    if "language" in prefs and prefs["language"] not in dict(settings.LANGUAGES):
        codes = ", ".join(dict(settings.LANGUAGES))
        raise InvalidInput(_("Choose one of these languages: %(codes)s.") % {"codes": codes},
        field="language")
    if "time_zone" in prefs:
        try:
            ZoneInfo(prefs["time_zone"])
        except (ZoneInfoNotFoundError, ValueError, TypeError):
            raise InvalidInput(
                _("Unknown time zone %(prefs)s; use a name like Europe/Berlin.")
                % {"prefs": repr(prefs['time_zone'])},
                field="time_zone",
            ) from None
    if "email_press" in prefs and prefs["email_press"] not in PressMail.values:
        raise InvalidInput(_("Press mails are one of: %(values)s.")
                           % {"values": ', '.join(PressMail.values)},
                           field="email_press")
    if "notices" in prefs:
        chosen = prefs["notices"]
        if not isinstance(chosen, list | tuple) or not set(chosen) <= set(NOTICES):
            raise InvalidInput(_("Choose game news from: %(notices)s.")
                               % {"notices": ', '.join(NOTICES)}, field="notices")
        prefs["notices"] = [key for key in NOTICES if key in set(chosen)]
    profile = profile_for(user)
    for name, value in prefs.items():
        flag = name.startswith("email_") and name != "email_press"
        setattr(profile, name, bool(value) if flag else value)
    profile.save()
    return profile
