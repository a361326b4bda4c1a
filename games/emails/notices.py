"""Game news by e-mail: seats, start, pause, ZAT moves, missed orders, civil disorder,
replacements, absences, the lobby, draws and the end of a game.

Each function is one kind of mail, rendered with ``emails/notice.*`` through
``sending.send`` in each recipient's language, with times in their time zone. The
sentences are built per recipient under their language (plain ``gettext``), so a German
player and an English one in the same game each read their own. Services call these inside
their transaction (the cross-team mail contract). The seven kinds in
``games.models.profiles.NOTICES`` go only to those who opted in on their profile (opt-in:
none by default), except to the player whose own seat it is (civil disorder, replacement)
and the game masters of a civil disorder; the others
(your own seat's missed orders, requests waiting for you, votes) always go out.

Names: no mail here names another player to the players (anonymous games hide them, and the
others do not need them); game masters get the names they need to decide.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable
from typing import Any

from django.urls import reverse
from django.utils import formats, timezone, translation
from django.utils.translation import gettext as _

from games.emails.rendering import language_of, time_zone_of
from games.emails.sending import send
from games.models import Absence, DrawProposal, Game, JoinRequest, Phase, Seat

Build = Callable[[Any], tuple[str, list[str]]]


def wants_notice(user: Any, event: str) -> bool:
    """Whether the user opted in to this kind of game news (none until they choose)."""
    profile = getattr(user, "profile", None)
    return event in (getattr(profile, "notices", None) or ())


def when(moment: dt.datetime | None) -> str:
    """A moment in the active (recipient's) time zone and language, the way every page and
    mail shows one (``DATETIME_FORMAT`` of ``gamemaster/formats/<language>/``)."""
    if moment is None:
        return "–"
    return formats.date_format(timezone.localtime(moment), "DATETIME_FORMAT")


def day(moment: dt.datetime) -> str:
    return formats.date_format(timezone.localtime(moment), "DATE_FORMAT")


def game_masters(game: Game) -> list[Any]:
    return list(game.game_masters.select_related("profile"))


def everybody(game: Game) -> list[Any]:
    """Every player holding a seat and every game master of the game."""
    players = [seat.player for seat in game.seats.select_related("player__profile")
               if seat.player is not None]
    return players + game_masters(game)


def _unique(users: Iterable[Any]) -> list[Any]:
    seen: dict[int, Any] = {}
    for user in users:
        if user is not None and user.pk not in seen:
            seen[user.pk] = user
    return list(seen.values())


def _mail(users: Iterable[Any], game: Game, build: Build, *, event: str | None = None,
          gm_page: bool = False, always: Iterable[Any] = (),
          extra: dict[str, Any] | None = None) -> int:
    """Send one notice per recipient, built in their language and time zone; ``event``
    limits it to those who opted in, except the users in ``always`` (whose own seat it is);
    ``extra`` goes into the template's context (the house rules of the start mail)."""
    sure = {user.pk for user in always if user is not None}
    sent = 0
    masters = {user.pk for user in game.game_masters.all()}
    for user in _unique(users):
        if not user.email or (event and user.pk not in sure and not wants_notice(user, event)):
            continue
        language = language_of(user)
        with translation.override(language), timezone.override(time_zone_of(user)):
            subject, paragraphs = build(user)
        name = "gm-game" if gm_page and user.pk in masters else "game-detail"
        context = {"game": game, "subject": subject, "paragraphs": paragraphs,
                   "path": reverse(name, args=[game.pk]), **(extra or {})}
        sent += send("notice", context, user.email, language)
    return sent


# --- opted-in game news --------------------------------------------------------------------

def send_seat_assigned(seat: Seat) -> int:
    def build(user: Any) -> tuple[str, list[str]]:
        return (_("You play %(seat)s") % {"seat": seat.label},
                [_("You now hold the seat %(seat)s in “%(game)s”.")
                 % {"seat": seat.label, "game": seat.game.name}])

    return _mail([seat.player], seat.game, build, event="seat_assigned")


def send_game_started(game: Game, phase: Phase) -> int:
    def build(user: Any) -> tuple[str, list[str]]:
        return (_("The game has started"),
                [_("“%(game)s” has started. The first phase is %(phase)s; its ZAT is "
                   "%(zat)s.") % {"game": game.name, "phase": phase.label,
                                   "zat": when(phase.zat)}])

    # The first mail of the game carries its house rules (plain text: the Markdown source;
    # HTML: sanitised). With rules it goes to everybody, not only to those who opted in to
    # this news: they play under them from now on.
    users = everybody(game)
    return _mail(users, game, build, event="game_started",
                 always=users if game.house_rules else (),
                 extra={"house_rules": game.house_rules})


def send_game_paused(game: Game) -> int:
    def build(user: Any) -> tuple[str, list[str]]:
        return (_("The game is paused"),
                [_("The game master has paused “%(game)s”. The clock stands still until "
                   "the game is resumed; you will be told.") % {"game": game.name}])

    return _mail(everybody(game), game, build, event="game_paused")


def send_game_resumed(game: Game, phase: Phase | None) -> int:
    def build(user: Any) -> tuple[str, list[str]]:
        lines = [_("“%(game)s” is running again.") % {"game": game.name}]
        if phase is not None and phase.zat:
            lines.append(_("The ZAT of %(phase)s is %(zat)s.")
                         % {"phase": phase.label, "zat": when(phase.zat)})
        return _("The game is running again"), lines

    return _mail(everybody(game), game, build, event="game_paused")


ZAT_REASONS = ("game_master", "absence", "missing_orders")


def send_zat_moved(phase: Phase, before: dt.datetime | None, why: str,
                   seat: Seat | None = None) -> int:
    """Everybody: the open phase's ZAT moved; ``why`` is one of ZAT_REASONS."""
    game = phase.game

    def build(user: Any) -> tuple[str, list[str]]:
        reasons = {
            "game_master": _("The game master moved it."),
            "absence": _("The player of %(seat)s is away.")
            % {"seat": seat.label if seat else "–"},
            "missing_orders": _("Orders are missing; the game waits for them."),
        }
        return (_("%(phase)s: the ZAT has moved") % {"phase": phase.label},
                [_("The ZAT of %(phase)s moved from %(before)s to %(zat)s.")
                 % {"phase": phase.label, "before": when(before), "zat": when(phase.zat)},
                 reasons[why]])

    return _mail(everybody(game), game, build, event="zat_moved")


def send_civil_disorder(seat: Seat) -> int:
    game = seat.game

    def build(user: Any) -> tuple[str, list[str]]:
        return (_("%(seat)s is in civil disorder") % {"seat": seat.label},
                [_("%(seat)s sent no orders for %(n)d phases in a row and is now in civil "
                   "disorder: its units follow the rules' default orders and it no longer "
                   "holds the game up. Its player can take it back by sending orders.")
                 % {"seat": seat.label, "n": seat.missed_phases}])

    return _mail(everybody(game), game, build, event="civil_disorder",
                 always=[seat.player, *game_masters(game)])


def send_seat_replaced(seat: Seat, before: Any) -> int:
    game = seat.game

    def build(user: Any) -> tuple[str, list[str]]:
        if before is not None and user.pk == before.pk:
            text = _("You no longer play %(seat)s in “%(game)s”; the game master gave the "
                     "seat to another player. Thank you for playing.")
        elif user.pk == seat.player_id:
            text = _("You now play %(seat)s in “%(game)s”, taking over from the previous "
                     "player.")
        else:
            text = _("%(seat)s in “%(game)s” has a new player.")
        return (_("%(seat)s has a new player") % {"seat": seat.label},
                [text % {"seat": seat.label, "game": game.name}])

    return _mail([*everybody(game), before], game, build, event="seat_replaced",
                 always=[before, seat.player])


def send_game_over(game: Game, how: str, seats: list[str]) -> int:
    """``how``: "victory", "draw", "concession" or "other"; ``seats``: winners' labels."""

    def build(user: Any) -> tuple[str, list[str]]:
        names = ", ".join(seats) or "–"
        texts = {
            "victory": _("“%(game)s” is over. Won by: %(seats)s."),
            "draw": _("“%(game)s” is over: a draw shared by %(seats)s."),
            "concession": _("“%(game)s” is over: the others conceded the game to %(seats)s."),
            "other": _("“%(game)s” is over."),
        }
        return (_("The game is over"),
                [texts.get(how, texts["other"]) % {"game": game.name, "seats": names}])

    return _mail(everybody(game), game, build, event="game_over")


# --- your own seat and decisions waiting for you (always sent) -----------------------------

def send_orders_missed(phase: Phase, seat: Seat, *, waiting_until: dt.datetime | None,
                       by_hand: bool = False) -> int:
    """The seat's player and the game masters: orders missing at the ZAT (``by_hand``: when
    a game master processed the phase before it), and what follows."""
    game = phase.game

    def build(user: Any) -> tuple[str, list[str]]:
        if by_hand:
            first = _("No complete orders from %(seat)s arrived for %(phase)s before the game "
                      "master processed the phase.")
        else:
            first = _("No complete orders from %(seat)s arrived for %(phase)s by the ZAT.")
        lines = [first % {"seat": seat.label, "phase": phase.label}]
        if waiting_until is not None:
            lines.append(_("The game waits: the new ZAT is %(zat)s.")
                         % {"zat": when(waiting_until)})
        else:
            lines.append(_("The phase was adjudicated with the rules' default orders for "
                           "%(seat)s (%(n)d missed in a row).")
                         % {"seat": seat.label, "n": seat.missed_phases})
        return _("%(phase)s: orders from %(seat)s missing") % {
            "phase": phase.label, "seat": seat.label}, lines

    return _mail([seat.player, *game_masters(game)], game, build, gm_page=True)


def send_seat_offered(seat: Seat) -> int:
    game = seat.game

    def build(user: Any) -> tuple[str, list[str]]:
        return (_("%(seat)s is offered to a new player") % {"seat": seat.label},
                [_("%(seat)s missed too many phases; following the game's rules it is now "
                   "listed in the lobby as a seat available for a replacement. Its player "
                   "can still take it back by sending orders before someone takes it.")
                 % {"seat": seat.label}])

    return _mail([seat.player, *game_masters(game)], game, build, gm_page=True)


def send_absence_recorded(absence: Absence) -> int:
    seat, game = absence.seat, absence.seat.game

    def build(user: Any) -> tuple[str, list[str]]:
        values = {"player": absence.player.get_username(), "seat": seat.label,
                  "from": day(absence.starts_at),
                  "to": day(absence.ends_at - dt.timedelta(seconds=1))}
        if absence.sitter_id and user.pk == absence.sitter_id:
            return (_("Would you sit for %(seat)s?") % values,
                    [_("%(player)s will be away from %(from)s to %(to)s and asks you to play "
                       "%(seat)s in “%(game)s” meanwhile. The game master decides; you will be "
                       "told.") % {**values, "game": game.name}])
        lines = [_("%(player)s (%(seat)s) will be away from %(from)s to %(to)s.") % values]
        if absence.sitter_id:
            lines.append(_("Sitter asked for: %(sitter)s. Accept or refuse on the game's page.")
                         % {"sitter": absence.sitter.get_username()})
        return _("Absence: %(seat)s") % values, lines

    return _mail([*game_masters(game), absence.sitter], game, build, gm_page=True)


def send_sitter_decided(absence: Absence, accepted: bool) -> int:
    seat, game = absence.seat, absence.seat.game

    def build(user: Any) -> tuple[str, list[str]]:
        values = {"sitter": absence.sitter.get_username() if absence.sitter else "–",
                  "seat": seat.label, "from": day(absence.starts_at),
                  "to": day(absence.ends_at - dt.timedelta(seconds=1)), "game": game.name}
        if accepted:
            text = _("The game master accepted %(sitter)s as sitter for %(seat)s in "
                     "“%(game)s” from %(from)s to %(to)s.")
        else:
            text = _("The game master did not accept %(sitter)s as sitter for %(seat)s in "
                     "“%(game)s”.")
        return _("Sitter for %(seat)s") % values, [text % values]

    return _mail([absence.player, absence.sitter], game, build)


def send_join_requested(request: JoinRequest) -> int:
    game = request.game

    def build(user: Any) -> tuple[str, list[str]]:
        lines = [_("%(user)s asks to join “%(game)s”%(seat)s.") % {
            "user": request.user.get_username(), "game": game.name,
            "seat": f" ({request.seat.label})" if request.seat else ""}]
        if request.message:
            lines.append(request.message)
        lines.append(_("Accept or refuse on the game's page."))
        return _("A player asks to join"), lines

    return _mail(game_masters(game), game, build, gm_page=True)


def send_join_decided(request: JoinRequest, seat: Seat | None) -> int:
    game = request.game

    def build(user: Any) -> tuple[str, list[str]]:
        if seat is not None:
            return (_("Welcome to “%(game)s”") % {"game": game.name},
                    [_("The game master accepted your request: you play %(seat)s.")
                     % {"seat": seat.label}])
        return (_("Your request to join “%(game)s”") % {"game": game.name},
                [_("The game master did not accept your request this time.")])

    return _mail([request.user], game, build)


def _voters(proposal: DrawProposal) -> list[Any]:
    seats = proposal.game.seats.filter(key__in=proposal.voters).select_related("player__profile")
    return [seat.player for seat in seats]


def _proposal_text(proposal: DrawProposal) -> str:
    labels = {seat.key: seat.label for seat in proposal.game.seats.all()}
    names = ", ".join(str(labels.get(key, key)) for key in proposal.seats)
    if proposal.kind == DrawProposal.Kind.CONCESSION:
        return _("a concession: everybody else concedes the game to %(seats)s") % {
            "seats": names}
    return _("a draw shared by %(seats)s") % {"seats": names}


def send_draw_proposed(proposal: DrawProposal) -> int:
    game = proposal.game

    def build(user: Any) -> tuple[str, list[str]]:
        return (_("Proposal to end the game"),
                [_("A player proposes to end “%(game)s” with %(what)s.")
                 % {"game": game.name, "what": _proposal_text(proposal)},
                 _("Every surviving seat votes in secret on the game's page; only a "
                   "unanimous yes ends the game, once the game master confirms.")])

    return _mail([*_voters(proposal), *game_masters(game)], game, build)


def send_draw_decided(proposal: DrawProposal) -> int:
    """Passed (the game masters are asked to confirm) or not accepted."""
    game = proposal.game

    def build(user: Any) -> tuple[str, list[str]]:
        what = _proposal_text(proposal)
        if proposal.status == DrawProposal.Status.PASSED:
            return (_("Everybody agreed to end the game"),
                    [_("Every surviving seat accepted %(what)s. The game ends once the game "
                       "master confirms.") % {"what": what}])
        if proposal.status == DrawProposal.Status.REJECTED:
            return (_("The game goes on"),
                    [_("The game master did not confirm %(what)s; the game goes on.")
                     % {"what": what}])
        return (_("The game goes on"),
                [_("The proposal of %(what)s was not accepted by everybody; the game goes "
                   "on. Votes stay secret.") % {"what": what}])

    return _mail([*_voters(proposal), *game_masters(game)], game, build, gm_page=True)
