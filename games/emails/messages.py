from __future__ import annotations

import datetime as dt

from django.urls import NoReverseMatch, reverse
from django.utils import timezone, translation
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games.emails.notices import when
from games.emails.rendering import language_of, time_zone_of, wants
from games.emails.sending import seat_reply_to, send, send_deferred
from games.models import Invitation, Message, Phase, Seat, Submission


def send_receipt(submission_id: int) -> bool:
    """Receipt for one submission version, echoing each line as read and any errors."""
    return send_receipt_for(Submission.objects.select_related(
        "seat__player__profile", "phase__game", "submitted_by__profile").get(pk=submission_id))


def send_receipt_for(submission: Submission) -> bool:
    """``send_receipt`` for a submission whose seat (player, profile), phase and game are
    loaded already (the submission path): its queue row is written now, in the submission's
    transaction, and the mail is rendered when it is delivered (``receipt_context``) in the
    recipient's language as it is now (``games.emails.deferred``); the submission it shows
    never changes."""
    player = submission.seat.player
    recipient = player or submission.submitted_by
    if not wants(recipient, "email_receipts"):
        return False
    return send_deferred("receipt", {"submission": submission.pk}, recipient.email,
                         language_of(recipient), game=submission.phase.game,
                         reply_to=seat_reply_to(submission.seat))


def time_left(delta: dt.timedelta) -> str:
    """The time until a moment in words, in the active language, never rounded up: "2 hours
    and 5 minutes", "3 minutes", "less than a minute"."""
    minutes = max(int(delta.total_seconds() // 60), 0)
    days, rest = divmod(minutes, 24 * 60)
    hours, minutes = divmod(rest, 60)
    words = []
    if days:
        words.append(ngettext("%(n)d day", "%(n)d days", days) % {"n": days})
    if hours:
        words.append(ngettext("%(n)d hour", "%(n)d hours", hours) % {"n": hours})
    if minutes and not days:
        words.append(ngettext("%(n)d minute", "%(n)d minutes", minutes) % {"n": minutes})
    if not words:
        return _("less than a minute")
    return _(" and ").join(words) if len(words) == 2 else words[0]


def send_reminder(phase: Phase, seat: Seat, hours: int, now: dt.datetime | None = None) -> bool:
    """Orders missing: the ZAT in the reader's time zone and the true time left until it
    (``hours`` is the reminder mark that fell due, not what the mail says)."""
    player = seat.player
    if player is None or not wants(player, "email_reminders") or phase.zat is None:
        return False
    now = now or timezone.now()
    language = language_of(player)
    with translation.override(language), timezone.override(time_zone_of(player)):
        zat, left = when(phase.zat), time_left(phase.zat - now)
    context = {"game": phase.game, "phase": phase, "seat": seat, "hours": hours,
               "zat": zat, "time_left": left, "path": reverse("game-detail", args=[phase.game_id])}
    return send("reminder", context, player.email, language)


def invitation_path(token: str) -> str:
    # The accept page belongs to the web layer; its URL name is "invitation-accept".
    try:
        return reverse("invitation-accept", kwargs={"token": token})
    except NoReverseMatch:
        return f"/invitations/{token}/"


def send_invitation(invitation_id: int) -> bool:
    invitation = Invitation.objects.select_related("seat__game", "invited_by").get(
        pk=invitation_id
    )
    context = {
        "invitation": invitation,
        "game": invitation.seat.game,
        "seat": invitation.seat,
        "path": invitation_path(invitation.token),
    }
    return send("invitation", context, invitation.email, language_of(invitation.invited_by))


def send_announcement(message_id: int) -> int:
    message = Message.objects.select_related("game", "author").get(pk=message_id)
    game = message.game
    users = {seat.player for seat in game.seats.select_related("player__profile") if seat.player}
    users |= set(game.game_masters.all())
    context = {"game": game, "message": message}
    return sum(
        send("announcement", context, user.email, language_of(user))
        for user in sorted(users, key=lambda u: u.pk)
    )
