"""The turn report e-mail with the map inline.

Each recipient gets: the public results, their own private part (game masters: every part),
the map drawn for them as a PNG in a ``multipart/related`` part referenced by its Content-ID
from the HTML (``<img src="cid:...">``), the next phase's ZAT in their own time zone, and a
plain-text alternative. The mails are queued in the publishing transaction (``outbox``).

What the recipients share is made once per phase (issue 26, item 5: a phase's worker CPU),
kept in one ``_Turn``: the subject and the public results (``emails/turn_report_public.*``)
once per language, the head (``emails/turn_report_head.*``: the next ZAT) once per language
and time zone, each distinct picture once (``map_image.report_map_png``: keyed by what the
viewer may see) and its MIME part once; per recipient only the frame and their private part
are rendered. Nothing a recipient may not see is in what is shared: the public block is
rendered from the public report alone, the head from the game, the phase and the ZAT.
"""

from __future__ import annotations

import zoneinfo
from dataclasses import dataclass, field
from email.mime.image import MIMEImage
from typing import Any

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.template.loader import render_to_string
from django.utils import timezone, translation

from games.deadlines import phase_due_at
from games.emails.map_image import report_map_png
from games.emails.rendering import OWN_HEADERS, language_of, time_zone_of, wants
from games.emails.sending import queue_many, seat_reply_to
from games.maps.visibility import GAME_MASTER
from games.models import Phase
from games.rulesets import get_ruleset

MAP_CID = "map"


def next_phase_of(phase: Phase) -> Phase | None:
    return (phase.game.phases.filter(index__gt=phase.index, status=Phase.Status.OPEN)
            .order_by("index").first())


def map_part(png: bytes, noun: str = "map") -> MIMEImage:
    """The map as an inline MIME part (base64-encoded here, once per distinct picture),
    named for what it shows (``RuleSet.picture_noun``: ``map.png``, ``table.png``)."""
    image = MIMEImage(png, "png")
    image.add_header("Content-ID", f"<{MAP_CID}>")
    image.add_header("Content-Disposition", "inline", filename=f"{noun}.png")
    return image


Words = dict[tuple[str, ...], Any]  # the rendered pieces several recipients share


@dataclass
class _Turn:
    """What one phase's report mails share, made once for all of them: the context they start
    from, the private parts by seat, and, filled as the mails are made, the words several
    recipients share (``_shared_words``), the pictures by what their viewer may see
    (``map_image.report_map_png``) and the MIME part of each distinct PNG."""

    context: dict[str, Any]
    parts: dict[int, Any]
    words: Words = field(default_factory=dict)
    drawn: dict[Any, bytes | None] = field(default_factory=dict)
    images: dict[bytes, MIMEImage] = field(default_factory=dict)


def _shared_words(context: dict[str, Any], language: str, zone: str, words: Words
                  ) -> tuple[str, str | None, str | None, str, str]:
    """The pieces of a report that depend on no recipient, each rendered once per phase
    (called with ``language`` and the time zone ``zone`` active): the subject and the public
    block (text, HTML) once per language (neither shows a time), the head (title, next ZAT,
    the map's line: text, HTML) once per language, time zone and map. A game with its own
    report body (``body_txt``) has no public block of ours (None)."""
    found = words.get(("language", language))
    if found is None:
        subject = render_to_string("emails/turn_report.subject.txt", context).strip()
        public_txt = public_html = None
        if not context.get("body_txt"):
            public_txt = render_to_string("emails/turn_report_public.txt", context)
            public_html = render_to_string("emails/turn_report_public.html", context)
        found = words["language", language] = (subject, public_txt, public_html)
    key = ("head", language, zone, context["map_cid"] or "", context["picture_noun"])
    head = words.get(key)
    if head is None:
        head = words[key] = (render_to_string("emails/turn_report_head.txt", context),
                             render_to_string("emails/turn_report_head.html", context))
    return (*found, *head)


def _message(context: dict[str, Any], to: str, language: str, image: MIMEImage | None,
             zone: zoneinfo.ZoneInfo, reply_to: str = "",
             shows_map: bool | None = None, words: Words | None = None
             ) -> EmailMultiAlternatives:
    # The date filter shows times in the active time zone: the recipient's, while rendering.
    with translation.override(language), timezone.override(zone):
        context = {**context, "site_url": settings.SITE_URL, "language": language,
                   "picture_noun": get_ruleset(context["phase"].game.ruleset).picture_noun,
                   "map_cid": MAP_CID if (image is not None if shows_map is None
                                          else shows_map) else None}
        (subject, context["public_txt"], context["public_html"], context["head_txt"],
         context["head_html"]) = _shared_words(context, language, str(zone),
                                               {} if words is None else words)
        text = render_to_string("emails/turn_report.txt", context)
        html = render_to_string("emails/turn_report.html", context)
    message = EmailMultiAlternatives(subject=" ".join(subject.split()), body=text, to=[to],
                                     reply_to=[reply_to] if reply_to else None,
                                     headers=dict(OWN_HEADERS))
    message.attach_alternative(html, "text/html")
    if image is not None:
        # related(alternative(text, html), image): the HTML's cid: reference finds the image.
        # The part is shared by the mails with the same picture (only read from here on).
        message.mixed_subtype = "related"
        message.attach(image)
    return message


def _message_for(turn: _Turn, context: dict[str, Any], user: Any, viewer: str, private: Any,
                 draw: bool = True) -> EmailMultiAlternatives | None:
    """One recipient's report, or None (no address); recipients with the same picture share
    its drawing and its encoded part, those of one language the shared words (``turn``).
    ``draw=False``: its words only (they still say the map is in the HTML part)."""
    if not user.email:
        return None
    language = language_of(user)
    phase = context["phase"]
    png = report_map_png(phase, viewer, private, language, turn.drawn) if draw else None
    image = None
    if png:
        image = turn.images.get(png)
        if image is None:
            noun = get_ruleset(phase.game.ruleset).picture_noun
            image = turn.images[png] = map_part(png, noun)
    zone = time_zone_of(user)
    zat = context.get("next_due")
    local = timezone.localtime(zat, zone) if zat else None
    seat = context.get("seat")
    return _message({**context, "next_zat": local, "time_zone": str(zone)}, user.email,
                    language, image, zone, reply_to=seat_reply_to(seat) if seat else "",
                    shows_map=None if draw else True, words=turn.words)


def send_turn_report(phase_id: int) -> int:
    """Mail the published report of a phase to every player and game master; returns the
    number of mails sent."""
    phase = Phase.objects.select_related("game", "report").get(pk=phase_id)
    report = phase.report
    private_parts = list(report.private_parts.all())
    seats = list(phase.game.seats.select_related("player__profile").order_by("pk"))
    return send_turn_report_for(phase, report, private_parts, seats, next_phase_of(phase))


def _turn(phase: Phase, report: Any, private_parts: list[Any], seats: list[Any],
          following: Phase | None) -> _Turn:
    """The context every recipient's report starts from, and the private parts by seat."""
    by_pk = {seat.pk: seat for seat in seats}
    parts = {part.seat_id: part for part in private_parts}
    for part in private_parts:
        part.seat = by_pk.get(part.seat_id) or part.seat
    public = _labels_of_missed(report.public, seats)
    events = [e for e in public.get("events") or [] if isinstance(e, str)]
    context: dict[str, Any] = {
        "game": phase.game, "phase": phase, "public": public, "events": events,
        "next_phase": following, "next_due": phase_due_at(following) if following else None,
    }
    prefix = get_ruleset(phase.game.ruleset).template_prefix
    if prefix:  # the game's own report body (1848: events, hand); the frame stays shared
        context["body_txt"] = f"emails/{prefix}/turn_report_body.txt"
        context["body_html"] = f"emails/{prefix}/turn_report_body.html"
    return _Turn(context, parts)


def _labels_of_missed(public: dict[str, Any], seats: list[Any]) -> dict[str, Any]:
    """``public`` with each missed seat named by its seat's label, which reads in the
    recipient's language: the stored report keeps the label as a plain string (English), so a
    report rendered again from it would otherwise name the seat in English."""
    missed = public.get("missed")
    if not missed:
        return public
    by_key = {seat.key: seat for seat in seats}
    return {**public, "missed": [
        {**entry, "label": by_key[entry["seat"]].label}
        if isinstance(entry, dict) and entry.get("seat") in by_key else entry
        for entry in missed]}


def _seat_message(turn: _Turn, seat: Any, user: Any,
                  draw: bool = True) -> EmailMultiAlternatives | None:
    part = turn.parts.get(seat.pk)
    private = part.private if part else None
    return _message_for(turn, {**turn.context, "seat": seat,
                               "private_parts": [(seat, private)] if part else []},
                        user, seat.key, private, draw)


def _gm_message(turn: _Turn, user: Any, draw: bool = True) -> EmailMultiAlternatives | None:
    every_part = [(part.seat, part.private) for part in turn.parts.values()]
    return _message_for(turn, {**turn.context, "seat": None, "private_parts": every_part},
                        user, GAME_MASTER, None, draw)


def send_turn_report_for(phase: Phase, report: Any, private_parts: list[Any],
                         seats: list[Any], following: Phase | None) -> int:
    """``send_turn_report`` from what the publication has loaded: the phase (with its game),
    its report and private parts, the game's seats (with players and profiles) and the next
    phase. Reads only the game masters; the mails are queued in two bulk inserts, each with
    the ref that renders it again (``turn_report_again``) once its body was dropped."""
    turn = _turn(phase, report, private_parts, seats, following)
    mails: list[tuple[EmailMultiAlternatives | None, dict[str, Any]]] = []
    for seat in seats:
        player = seat.player
        if player is None or not wants(player, "email_reports"):
            continue
        mails.append((_seat_message(turn, seat, player),
                      {"phase": phase.pk, "user": player.pk, "seat": seat.pk}))
    for gm in phase.game.game_masters.select_related("profile"):
        mails.append((_gm_message(turn, gm), {"phase": phase.pk, "user": gm.pk, "seat": None}))
    taken = [(message, ref) for message, ref in mails if message is not None]
    return queue_many([message for message, _ref in taken], "turn_report", phase.game,
                      refs=[ref for _message, ref in taken])


def turn_report_again(ref: dict[str, Any], *,
                      draw: bool = True) -> EmailMultiAlternatives | None:
    """The turn report of ``ref`` (``QueuedMail.ref``: phase, user, seat or None for a game
    master) rendered again as it was queued, from the phase's stored report (the game
    master's resend of a delivered report, whose body was dropped); None if the recipient
    has no address any more. ``ObjectDoesNotExist`` if the phase, seat or user is gone.
    ``draw=False``: the words only, without drawing the map (the mail reader's quote guard)."""
    from django.contrib.auth import get_user_model

    phase = Phase.objects.select_related("game", "report").get(pk=ref["phase"])
    report = phase.report
    seats = list(phase.game.seats.select_related("player__profile").order_by("pk"))
    turn = _turn(phase, report, list(report.private_parts.all()), seats, next_phase_of(phase))
    user = get_user_model().objects.select_related("profile").get(pk=ref["user"])
    if ref.get("seat") is None:
        return _gm_message(turn, user, draw)
    seat = next(seat for seat in seats if seat.pk == ref["seat"])
    return _seat_message(turn, seat, user, draw)
