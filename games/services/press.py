"""Press: messages between seats and from/to the game masters, under the game's press rules.

Who may write what is decided here (``press_send``); who may read what in
``games.selectors`` (``press_items``). A message's ``thread`` groups a conversation by its
participants: ``public``, ``official`` (announcements), ``p:<keys>`` (the sender's and the
recipients' seat keys, ``gm`` for the game masters) and ``g:<keys>`` for grey press, which
names only the recipients, so a thread key never tells who wrote anonymously.
"""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.utils.translation import gettext as _

from games import emails
from games.errors import Conflict, InvalidInput, NotAllowed
from games.models import Game, Message, PressMode, PressReadMark, Seat
from games.rulesets import get_ruleset
from games.services.access import (
    gm_action_record,
    is_game_master,
    require_game_master,
    require_reason,
    seat_of,
)

GM = "gm"
PUBLIC = "public"
OFFICIAL = "official"
MAX_BODY = 20_000
RULES = (
    "press_mode",
    "press_grey",
    "press_in_quiet_phases",
    "press_gm_reads_private",
    "mail_any_sender",
)


def press_rules(game: Game) -> dict[str, Any]:
    return {name: getattr(game, name) for name in RULES}


def press_rules_update(*, game: Game, actor: Any, reason: str, **rules: Any) -> Game:
    """Change the game's press rules (and who may mail its seat addresses); logged."""
    # A ``with`` block, not the decorator: mutmut leaves decorated functions unmutated.
    with transaction.atomic():
        require_game_master(actor, game)
        reason = require_reason(reason)
        unknown = sorted(set(rules) - set(RULES))
        if unknown:
            raise InvalidInput(
                _("Unknown press rule %(name)r; the rules are: %(all)s.")
                % {"name": unknown[0], "all": ", ".join(RULES)},
                field=unknown[0],
            )
        if "press_mode" in rules and rules["press_mode"] not in PressMode.values:
            modes = ", ".join(PressMode.values)
            raise InvalidInput(
                _("Press is one of: %(modes)s.") % {"modes": modes}, field="press_mode"
            )
        game = Game.objects.select_for_update().get(pk=game.pk)
        before = press_rules(game)
        for name, value in rules.items():
            setattr(game, name, value if name == "press_mode" else bool(value))
        game.save(update_fields=list(rules) or None)
        gm_action_record(
            game=game,
            actor=actor,
            action="press_rules_update",
            reason=reason,
            before=before,
            after=press_rules(game),
        )
        return game


def thread_key(*, public: bool, grey: bool, sender: str | None, recipients: list[str]) -> str:
    if public:
        return PUBLIC
    if grey:
        return "g:" + ".".join(sorted(set(recipients)))
    return "p:" + ".".join(sorted({*recipients, sender or GM}))


def _recipient_seats(game: Game, keys: list[str], sender: Seat | None) -> tuple[list[Seat], bool]:
    wanted = [str(key).strip().lower() for key in keys if str(key).strip()]
    to_gm = GM in wanted
    seats = {seat.key: seat for seat in game.seats.all()}
    unknown = [key for key in wanted if key != GM and key not in seats]
    if unknown:
        raise InvalidInput(
            _("No seat %(key)r in this game; write to: %(keys)s.")
            % {"key": unknown[0], "keys": ", ".join([*seats, GM])},
            field="recipients",
        )
    chosen = [seats[key] for key in dict.fromkeys(wanted) if key != GM]
    if sender is not None:
        chosen = [seat for seat in chosen if seat.pk != sender.pk]
    return chosen, to_gm


def _check_rules(game: Game, *, public: bool, grey: bool, to_players: bool) -> None:
    """The game's press rules for a player's message (game masters write freely)."""
    if grey and not game.press_grey:
        raise NotAllowed(_("This game does not allow grey (anonymous) press."), field="grey")
    if not to_players:
        return  # a player may always write to the game masters
    if game.press_mode == PressMode.NONE:
        raise NotAllowed(
            _("This game has no press between players; you may write to the game masters (gm)."),
            field="recipients",
        )
    if game.press_mode == PressMode.PUBLIC and not public:
        raise NotAllowed(
            _(
                "This game allows public press only: send it to everybody, or "
                "privately to the game masters (gm)."
            ),
            field="recipients",
        )
    phase = game.phases.open().first()
    quiet = get_ruleset(game.ruleset).press_quiet_phase_types()
    if phase is not None and not game.press_in_quiet_phases and phase.phase_type in quiet:
        raise Conflict(
            _(
                "No press between players during %(phase)s: this game closes press "
                "in retreat and build phases."
            )
            % {"phase": phase.label}
        )


def press_send(
    *,
    game: Game,
    user: Any,
    body: str,
    recipients: list[str] | None = None,
    public: bool = False,
    grey: bool = False,
    subject: str = "",
) -> Message:
    """Send press: to everybody (``public``), or to seat keys and/or ``gm``; mail each
    recipient who wants every message. A player writes as their seat; a game master who
    holds no seat writes as the game master."""
    # A ``with`` block, not the decorator: mutmut leaves decorated functions unmutated.
    with transaction.atomic():
        seat = seat_of(user, game)
        as_gm = seat is None and is_game_master(user, game)
        if seat is None and not as_gm:
            raise NotAllowed(_("You hold no seat in this game."))
        body, subject = (body or "").strip(), (subject or "").strip()
        if not body:
            raise InvalidInput(_("The message has no text."), field="body")
        if len(body) > MAX_BODY:
            raise InvalidInput(_("Write at most %(n)d characters.") % {"n": MAX_BODY}, field="body")
        if len(subject) > 200:
            raise InvalidInput(_("A subject has at most 200 characters."), field="subject")
        seats, to_gm = _recipient_seats(game, list(recipients or []), seat)
        if public and (seats or to_gm):
            raise InvalidInput(_("A message to everybody names no recipients."), field="recipients")
        if not public and not seats and not to_gm:
            raise InvalidInput(
                _("Name at least one recipient, or send it to everybody."), field="recipients"
            )
        if as_gm:
            if grey:
                raise InvalidInput(_("Game masters write under their own name."), field="grey")
        else:
            _check_rules(game, public=public, grey=grey, to_players=public or bool(seats))
        keys = [s.key for s in seats] + ([GM] if to_gm else [])
        message = Message.objects.create(
            game=game,
            kind=Message.Kind.PRESS,
            author=user,
            sender_seat=seat,
            is_public=public,
            to_game_masters=to_gm,
            grey=grey,
            subject=subject,
            body=body,
            phase=game.phases.open().first(),
            thread=thread_key(
                public=public, grey=grey, sender=seat.key if seat else None, recipients=keys
            ),
        )
        message.recipients.set(seats)
        # The sender has read what they wrote.
        press_mark_read(game=game, user=user, thread=message.thread, up_to=message.pk)
        emails.send_press(message.pk)
        return message


def press_mark_read(*, game: Game, user: Any, thread: str, up_to: int | None = None) -> int:
    """Mark a thread read up to a message id (default: everything in it so far)."""
    thread = (thread or "")[:200]
    if up_to is None:
        up_to = (
            Message.objects.filter(game=game, thread=thread)
            .order_by("-pk")
            .values_list("pk", flat=True)
            .first()
        ) or 0
    mark, _created = PressReadMark.objects.get_or_create(user=user, game=game, thread=thread)
    if up_to > mark.last_read_id:
        PressReadMark.objects.filter(pk=mark.pk, last_read_id__lt=up_to).update(last_read_id=up_to)
    return up_to
