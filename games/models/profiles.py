from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

# Game news a player may get by e-mail, each opted in or out on the profile page.
NOTICES = {
    "seat_assigned": _("I got a seat"),
    "game_started": _("a game started"),
    "game_paused": _("a game was paused or resumed"),
    "zat_moved": _("a ZAT was moved"),
    "civil_disorder": _("a seat fell into civil disorder"),
    "seat_replaced": _("a seat got a new player"),
    "game_over": _("a game ended"),
}


def no_notices() -> list[str]:
    return []  # opt-in: a player chooses the game news they want on the profile page


class PressMail(models.TextChoices):
    EACH = "each", _("each message")
    DIGEST = "digest", _("a daily digest")
    NONE = "none", _("none")


class PlayerProfile(models.Model):
    """A user's preferences: the language and time zone of their pages and e-mails, and which
    e-mails they want. Created on first use (``games.services.profiles.profile_for``)."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile"
    )
    language = models.CharField(
        _("language"), max_length=8, choices=settings.LANGUAGES, default="en"
    )
    time_zone = models.CharField(_("time zone"), max_length=64, default="Europe/Berlin")
    email_receipts = models.BooleanField(_("e-mail a receipt for my orders"), default=True)
    email_reminders = models.BooleanField(_("e-mail ZAT reminders"), default=True)
    email_reports = models.BooleanField(_("e-mail turn reports"), default=True)
    # The game news this user wants by e-mail (keys of NOTICES).
    notices = models.JSONField(_("game news by e-mail"), default=no_notices, blank=True)
    email_press = models.CharField(
        _("e-mail press messages"), max_length=8, choices=PressMail.choices,
        default=PressMail.EACH,
    )
    press_digest_sent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = _("player profile")
        verbose_name_plural = _("player profiles")

    def __str__(self) -> str:
        return f"profile of {self.user}"
