"""The turn report e-mail with the map inline.

Each recipient gets: the public results, their own private part (game masters: every part),
the map drawn for them as a PNG in a ``multipart/related`` part referenced by its Content-ID
from the HTML (``<img src="cid:...">``), the next phase's ZAT in their own time zone, and a
plain-text alternative. The mails are queued in the publishing transaction (``outbox``).
"""

from __future__ import annotations

import zoneinfo
from email.mime.image import MIMEImage
from typing import Any

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.template.loader import render_to_string
from django.utils import timezone, translation

from games.emails.map_image import report_map_png
from games.emails.rendering import (
    OWN_HEADERS,
    language_of,
    queue,
    seat_reply_to,
    time_zone_of,
    wants,
)
from games.maps.visibility import GAME_MASTER
from games.models import Phase
from games.rulesets import get_ruleset
from games.services.schedule import phase_due_at

MAP_CID = "map"


def next_phase_of(phase: Phase) -> Phase | None:
    return (phase.game.phases.filter(index__gt=phase.index, status=Phase.Status.OPEN)
            .order_by("index").first())


def _message(context: dict[str, Any], to: str, language: str, png: bytes | None,
             zone: zoneinfo.ZoneInfo, reply_to: str = "") -> EmailMultiAlternatives:
    # The date filter shows times in the active time zone: the recipient's, while rendering.
    with translation.override(language), timezone.override(zone):
        context = {**context, "site_url": settings.SITE_URL, "language": language,
                   "map_cid": MAP_CID if png else None}
        subject = render_to_string("emails/turn_report.subject.txt", context).strip()
        text = render_to_string("emails/turn_report.txt", context)
        html = render_to_string("emails/turn_report.html", context)
    message = EmailMultiAlternatives(subject=" ".join(subject.split()), body=text, to=[to],
                                     reply_to=[reply_to] if reply_to else None,
                                     headers=dict(OWN_HEADERS))
    message.attach_alternative(html, "text/html")
    if png:
        # related(alternative(text, html), image): the HTML's cid: reference finds the image.
        message.mixed_subtype = "related"
        image = MIMEImage(png, "png")
        image.add_header("Content-ID", f"<{MAP_CID}>")
        image.add_header("Content-Disposition", "inline", filename="map.png")
        message.attach(image)
    return message


def _send(context: dict[str, Any], user: Any, viewer: str, private: Any) -> bool:
    if not user.email:
        return False
    language = language_of(user)
    phase = context["phase"]
    png = report_map_png(phase, viewer, private, language)
    zone = time_zone_of(user)
    zat = context.get("next_due")
    local = timezone.localtime(zat, zone) if zat else None
    seat = context.get("seat")
    message = _message({**context, "next_zat": local}, user.email,
                       language, png, zone, reply_to=seat_reply_to(seat) if seat else "")
    return queue(message, "turn_report", phase.game)


def send_turn_report(phase_id: int) -> int:
    """Mail the published report of a phase to every player and game master; returns the
    number of mails sent."""
    phase = Phase.objects.select_related("game", "report").get(pk=phase_id)
    report = phase.report
    parts = {part.seat_id: part for part in report.private_parts.select_related("seat")}
    following = next_phase_of(phase)
    events = [e for e in report.public.get("events") or [] if isinstance(e, str)]
    context: dict[str, Any] = {
        "game": phase.game, "phase": phase, "public": report.public, "events": events,
        "next_phase": following, "next_due": phase_due_at(following) if following else None,
    }
    prefix = get_ruleset(phase.game.ruleset).template_prefix
    if prefix:  # the game's own report body (1848: events, hand); the frame stays shared
        context["body_txt"] = f"emails/{prefix}/turn_report_body.txt"
        context["body_html"] = f"emails/{prefix}/turn_report_body.html"
    sent = 0
    for seat in phase.game.seats.select_related("player__profile"):
        player = seat.player
        if player is None or not wants(player, "email_reports"):
            continue
        part = parts.get(seat.pk)
        private = part.private if part else None
        sent += _send({**context, "seat": seat,
                       "private_parts": [(seat, private)] if part else []},
                      player, seat.key, private)
    every_part = [(part.seat, part.private) for part in parts.values()]
    for gm in phase.game.game_masters.select_related("profile"):
        sent += _send({**context, "seat": None, "private_parts": every_part}, gm,
                      GAME_MASTER, None)
    return sent
