"""Submitting orders (and every other kind of submission a rule set declares)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.db import transaction
from django.utils import timezone, translation
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games import dispatch, emails
from games.deadlines import phase_due_at
from games.errors import Conflict, InvalidInput, LinesRefused, NotAllowed
from games.models import Game, IllegalOrders, Phase, Seat, Submission
from games.rulesets import get_ruleset
from games.rulesets.base import Validation
from games.services.access import gm_action_record, is_game_master, seat_of
from games.services.due import phase_ready_early
from games.services.nmr import seat_back_in_play
from games.services.submission_rows import open_phase_row, seat_row
from games.sql_rows import insert

MAX_TEXT = 20_000


def submission_kind_check(seat: Seat, kind: str, phase: Phase, field: str = "kind") -> None:
    """Refuse a kind the rule set does not declare, this seat may not send, or this phase
    does not take (the one place these three rules live; overrules use it too)."""
    ruleset = get_ruleset(seat.game.ruleset)
    declared = ruleset.kind(kind)
    if declared is None:
        names = ", ".join(k.key for k in ruleset.submission_kinds())
        raise InvalidInput(_("Unknown kind %(kind)s; this game takes: %(names)s.")
                           % {"kind": repr(kind), "names": names}, field=field)
    if declared.seats is not None and seat.key not in declared.seats:
        raise InvalidInput(_("%(seat)s cannot send %(declared)s.")
                           % {"seat": seat.label, "declared": declared.label}, field=field)
    if phase.phase_type not in declared.phase_types:
        raise InvalidInput(_("%(declared)s are not taken in phase %(phase)s.")
                           % {"declared": declared.label, "phase": phase.label},
                           field=field)


def _masters(seat: Seat, user: Any) -> bool:
    """Whether ``user`` is a game master of the seat's game: read from the seat when
    ``submission_seat`` loaded it for this user, asked otherwise."""
    known = getattr(seat, "user_masters", None)
    if known is not None and getattr(seat, "looked_up_for", None) == getattr(user, "pk", None):
        return bool(known) or bool(user.is_superuser)
    return is_game_master(user, seat.game)


def on_turn_labels(phase: Phase) -> list[str]:
    """The seats on turn in a phase of a turn-based game, as "Spieler 1 (anna)"."""
    expected = get_ruleset(phase.game.ruleset).expected_submissions(phase.state or {})
    seats = phase.game.seats.select_related("player").filter(key__in=list(expected))
    return [f"{seat.label!s} ({seat.player.username})" if seat.player
            else str(seat.label) for seat in seats]


def turn_check(seat: Seat, kind: str, phase: Phase) -> None:
    """In a turn-based game only the seats on turn send their turn: anyone else is told whose
    turn it is and that nothing was sent (page, API and mail alike)."""
    ruleset = get_ruleset(seat.game.ruleset)
    declared = ruleset.kind(kind)
    if not ruleset.turn_based or declared is None or not declared.required:
        return
    if kind in ruleset.expected_submissions(phase.state or {}).get(seat.key, []):
        return
    on_turn = on_turn_labels(phase)
    if on_turn:
        raise Conflict(_("It is not your turn: nothing was sent. On turn: %(seats)s. You will "
                         "get a mail when it is your turn.") % {"seats": ", ".join(on_turn)},
                       field="kind")
    raise Conflict(_("Nobody is on turn now: the Spielleiter is to act. Nothing was sent; you "
                     "will get a mail when it is your turn."), field="kind")


def _check(seat: Seat, user: Any, kind: str, text: str, phase: Phase) -> None:
    if not (seat.player_id == getattr(user, "pk", None) or _masters(seat, user)
            or seat_of(user, seat.game) == seat):
        raise NotAllowed(_("You do not play %(seat)s in this game.") % {"seat": seat.label})
    if len(text) > MAX_TEXT:
        raise InvalidInput(_("Send at most %(max_text)s characters.") % {"max_text": MAX_TEXT},
        field="text")
    turn_check(seat, kind, phase)
    submission_kind_check(seat, kind, phase)


def _open_phase(seat: Seat, phase: Phase | None, kind: str | None = None) -> Phase:
    """The open phase; with ``kind``, it carries ``latest_version``: the seat's newest version
    of that kind in it (0 for none), read in the same query."""
    if kind is not None:
        current = open_phase_row(seat.game, seat.pk, kind)  # (the request path: SQL once)
    else:
        current = seat.game.phases.open().first()
    if seat.game.status != Game.Status.RUNNING or current is None:
        raise Conflict(_("“%(game)s” takes no orders at the moment.")
                       % {"game": seat.game.name})
    if phase is not None and phase.pk != current.pk:
        raise Conflict(_("Phase %(phase)s is closed; orders now go to %(current)s.")
                       % {"phase": phase.label, "current": current.label},
                       field="phase")
    due = phase_due_at(current)
    if due is not None and timezone.now() > due:
        raise Conflict(_("The ZAT of %(current)s has passed; orders are no longer taken.")
                       % {"current": current.label})
    return current


def submission_preview(
    *, seat: Seat, user: Any, text: str, kind: str = "orders", lang: str = "en"
) -> Validation:
    """Read a submission as the rule set would, without storing it."""
    phase = _open_phase(seat, None)
    _check(seat, user, kind, text, phase)
    return get_ruleset(seat.game.ruleset).check_submission(
        phase.state, seat.key, kind, text, lang=lang
    )


def _refuse_if_illegal(game: Game, validation: Validation, lang: str) -> None:
    """In a game that refuses them, a submission with lines the adjudicator would not carry
    out (unreadable, invalid, replaced, void) is sent back, every such line listed."""
    if game.illegal_orders != IllegalOrders.REFUSE or validation.ok:
        return
    with translation.override(lang):
        listed = "; ".join(
            _("line %(number)d “%(line)s”: %(why)s")
            % {"number": number, "line": line.line, "why": line.error}
            for number, line in validation.flagged
        )
        message = _("Not saved: this game takes no orders the adjudicator would not carry out. "
                    "Correct or delete these lines and send again: %(lines)s") % {
            "lines": listed}
    raise LinesRefused(message, lines=validation.to_json()["lines"], field="text")


def submission_seat(game_id: int, user: Any, key: str | None) -> Seat | None:
    """The seat a submission to game ``game_id`` is for, in ONE query, locked for the
    submission's transaction: with its game, player and profile, and whether ``user`` masters
    the game. ``key`` names the seat (game masters); without it, the user's own seat. None
    when the user neither plays that seat nor masters the game (a sitter, another player's
    seat, no such game or seat): the caller then finds the seat its own way, with its own
    answers (404, 403)."""
    if not getattr(user, "is_authenticated", False) or "\x00" in (key or ""):
        return None  # (a NUL, which PostgreSQL refuses in a query, names no seat)
    found = seat_row(game_id, user.pk, key)
    if found is None:
        return None
    seat, masters = found
    seat.user_masters = masters
    if not (seat.player_id == user.pk or seat.user_masters):
        return None
    seat.looked_up_for = user.pk
    return seat


@transaction.atomic
def orders_submit_in_game(*, game_id: int, user: Any, seat_key: str | None,
                          find_seat: Callable[[], Seat], text: str, kind: str = "orders",
                          wait: bool = False, lang: str = "en") -> Submission:
    """``orders_submit`` for the seat ``seat_key`` names (or the user's own) in a game: the
    common case (a player's own seat, a game master naming one) costs one query to find and
    lock the seat; any other case asks ``find_seat`` (the caller's lookup with its own
    refusals) and goes the general way."""
    seat = submission_seat(game_id, user, seat_key)
    if seat is None:
        return _orders_submit(seat=find_seat(), user=user, text=text, kind=kind, wait=wait,
                              lang=lang)
    return _orders_submit(seat=seat, user=user, text=text, kind=kind, wait=wait, lang=lang,
                          locked=True)


@transaction.atomic
def orders_submit(
    *,
    seat: Seat,
    user: Any,
    text: str,
    kind: str = "orders",
    wait: bool = False,
    phase: Phase | None = None,
    lang: str = "en",
    notify: bool = True,
) -> Submission:
    """Store a new version of a seat's submission for the open phase and mail a receipt
    (unless ``notify`` is off: a caller that answers with the same reading itself).

    Lines that do not parse are kept with their error; the latest version counts at the ZAT.
    """
    return _orders_submit(seat=seat, user=user, text=text, kind=kind, wait=wait, phase=phase,
                          lang=lang, notify=notify)


def _orders_submit(
    *,
    seat: Seat,
    user: Any,
    text: str,
    kind: str = "orders",
    wait: bool = False,
    phase: Phase | None = None,
    lang: str = "en",
    notify: bool = True,
    locked: bool = False,
) -> Submission:
    """``orders_submit`` inside the caller's transaction (no savepoint of its own).
    ``locked``: the seat comes from ``submission_seat`` in this transaction (locked, with its
    game, player and profile), so it is not read again.
    """
    text = text or ""
    if get_ruleset(seat.game.ruleset).turn_based:
        wait = False  # a turn is processed once the seats on turn have acted: no waiting
    if not locked:
        seat = (Seat.objects.select_for_update(of=("self", "game"))
                .select_related("game", "player__profile").get(pk=seat.pk))
    current = _open_phase(seat, phase, kind)
    _check(seat, user, kind, text, current)
    validation = get_ruleset(seat.game.ruleset).check_submission(
        current.state, seat.key, kind, text, lang=lang
    )
    if get_ruleset(seat.game.ruleset).refuses_invalid_turns and not validation.ok:
        # A turn-based game whose turns are all or nothing (Europa 1815): a refused turn is
        # answered at once with its per-line feedback and nothing is stored or processed.
        # The lines carry each refusal; the message only counts them, so a page or mail
        # showing both says each refusal once (issue 23, item 9).
        count = sum(1 for line in validation.lines if line.error)
        raise LinesRefused(ngettext(
            "Nothing was sent: %(count)d line cannot be carried out (its reason is given "
            "with the line); a turn is all or nothing.",
            "Nothing was sent: %(count)d lines cannot be carried out (each reason is given "
            "with its line); a turn is all or nothing.", count) % {"count": count},
            field="text", lines=validation.to_json()["lines"])
    _refuse_if_illegal(seat.game, validation, lang)
    latest = current.latest_version or 0  # read with the phase, after the seat's lock
    submission = insert(Submission(  # (the request path: an INSERT written once)
        phase=current,
        seat=seat,
        kind=kind,
        version=latest + 1,
        raw_text=text,
        parsed=validation.to_json(),
        is_valid=validation.ok,
        wait=bool(wait),
        submitted_by=user,
    ))
    if seat.player_id != getattr(user, "pk", None):
        # A game master sending a seat's box (the seat's player is someone else): logged.
        gm_action_record(game=seat.game, phase=current, actor=user,
                         action="submission_for_seat",
                         reason=f"sent {kind} for {seat.label}",
                         before={"seat": seat.key, "kind": kind, "version": latest or None},
                         after={"seat": seat.key, "kind": kind, "version": latest + 1,
                                "text": text})
    if seat.player_id == user.pk or not _masters(seat, user):
        seat_back_in_play(seat)  # its player (or sitter) is back: civil disorder ends
    if notify:
        # Queued with the submission (two rows), sent by a worker after the commit.
        emails.send_receipt_for(submission)
    if get_ruleset(seat.game.ruleset).turn_based and phase_ready_early(current):
        # The seats on turn have acted: the turn is processed now, not at the ZAT. The claim
        # in phase_process makes a second queueing (the sweep, a double submit) harmless.
        transaction.on_commit(
            lambda: dispatch.task(dispatch.PHASE_ADJUDICATE).delay(current.pk))
    return submission
