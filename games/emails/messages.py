from __future__ import annotations

from django.urls import NoReverseMatch, reverse

from games.emails.rendering import language_of, seat_reply_to, send, wants
from games.models import Invitation, Message, Phase, Seat, Submission


def send_receipt(submission_id: int) -> bool:
    """Receipt for one submission version, echoing each line as read and any errors."""
    submission = Submission.objects.select_related("seat__player", "phase__game").get(
        pk=submission_id
    )
    player = submission.seat.player
    recipient = player or submission.submitted_by
    if not wants(recipient, "email_receipts"):
        return False
    context = {
        "submission": submission,
        "game": submission.phase.game,
        "phase": submission.phase,
        "seat": submission.seat,
        "lines": submission.parsed.get("lines", []),
        "ok": submission.parsed.get("ok", True),
    }
    return send("receipt", context, recipient.email, language_of(recipient),
                reply_to=seat_reply_to(submission.seat))


def send_reminder(phase: Phase, seat: Seat, hours: int) -> bool:
    player = seat.player
    if player is None or not wants(player, "email_reminders"):
        return False
    context = {"game": phase.game, "phase": phase, "seat": seat, "hours": hours}
    return send("reminder", context, player.email, language_of(player))


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
