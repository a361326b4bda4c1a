from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


def new_token() -> str:
    return secrets.token_urlsafe(32)


class Invitation(models.Model):
    """An e-mailed link with which someone takes a seat. The token is the only secret."""

    seat = models.ForeignKey("games.Seat", on_delete=models.CASCADE, related_name="invitations")
    email = models.EmailField(_("e-mail address"))
    token = models.CharField(max_length=64, unique=True, default=new_token)
    invited_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="invitations_sent"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField()
    accepted_at = models.DateTimeField(null=True, blank=True)
    accepted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="invitations_accepted",
    )

    def __str__(self) -> str:
        return f"invitation of {self.email} to {self.seat}"
