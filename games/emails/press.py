"""Press mails (each message, or a daily digest) and the answer to a mail sent to a seat.

What a recipient reads of a message comes from ``games.selectors.press_items`` as that
recipient sees it, so a grey sender is blank here exactly as on the pages. The mail itself
comes from the site's address; its Reply-To is the recipient's own seat address.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.template.loader import render_to_string
from django.utils import translation

from games import selectors
from games.emails.rendering import language_of, time_zone_of
from games.emails.sending import seat_reply_to, send
from games.mail_intake.press_replies import press_mail_id
from games.mail_intake.vocabulary import box_headings
from games.models import InboundMail, Message, PressMail
from games.rulesets import get_ruleset


def press_mode_of(user: Any) -> str:
    profile = getattr(user, "profile", None)
    return profile.email_press if profile else PressMail.EACH


def press_readers(message: Message) -> list[Any]:
    """Who is mailed a message: everybody for public press and announcements, else the
    recipient seats' players and (when addressed) the game masters; never its author."""
    game = message.game
    if message.is_public or message.kind == Message.Kind.ANNOUNCEMENT:
        users = {seat.player for seat in game.seats.select_related("player__profile")
                 if seat.player}
        users |= set(game.game_masters.select_related("profile"))
    else:
        users = {seat.player for seat in message.recipients.select_related("player__profile")
                 if seat.player}
        if message.to_game_masters:
            users |= set(game.game_masters.select_related("profile"))
    return sorted((u for u in users if u.pk != message.author_id and u.email),
                  key=lambda u: u.pk)


def send_press(message_id: int) -> int:
    """Mail a press message to each reader who wants every message."""
    message = Message.objects.select_related("game").get(pk=message_id)
    sent = 0
    for user in press_readers(message):
        if press_mode_of(user) != PressMail.EACH:
            continue
        language = language_of(user)
        with translation.override(language):
            items = selectors.press_items(message.game, user, since_id=message.pk - 1)
        item = next((i for i in items if i.id == message.pk), None)
        if item is None:
            continue
        seat = selectors.seat_of(user, message.game)
        reply_to = seat_reply_to(seat)
        # A reply to this mail (In-Reply-To: this id) is press back to the sender.
        headers = {"Message-ID": press_mail_id(message.pk, seat.pk, reply_to.split("@")[1])
                   } if reply_to else {}
        sent += send("press", {"game": message.game, "item": item, "seat": seat},
                     user.email, language, reply_to=reply_to, headers=headers)
    return sent


def send_press_digest(user: Any, games: list[tuple[Any, list[Any]]]) -> bool:
    """One mail with every new message of every game (``[(game, [PressItem])]``)."""
    return send("press_digest", {"games": games}, user.email, language_of(user),
                time_zone=time_zone_of(user))


def send_mail_answer(inbound: InboundMail) -> bool:
    """The answer to a mail sent to a seat address: each box's reading with its version,
    each press message sent, each command's answer, or the error and what would be right."""
    seat = inbound.seat
    player = seat.player if seat else None
    if player is None or not player.email:
        return False
    subject = inbound.subject or ""
    references = {"In-Reply-To": inbound.message_id,
                  "References": inbound.message_id} if inbound.message_id else {}
    language = language_of(player)
    context = {"reading": inbound.reading, "seat": seat, "game": seat.game, "subject": subject}
    ruleset = get_ruleset(seat.game.ruleset)
    if ruleset.turn_based:  # the footer names the game's own box, and no WAIT
        context["turn_headings"] = box_headings(ruleset.submission_kinds(),
                                                dict(settings.LANGUAGES))
    with translation.override(language):
        # A plain str: render_to_string's result is marked safe, and this text quotes the
        # player's mail (the HTML template escapes it as well).
        answer = str.__str__(render_to_string("emails/mail_answer_body.txt", context))
    return send("mail_answer", {**context, "answer_text": answer},
                player.email, language, reply_to=seat_reply_to(seat),
                headers={"Auto-Submitted": "auto-replied", **references})
