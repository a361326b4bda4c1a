"""Read side: what a viewer may see of games, positions, submissions and past phases.

Visibility rule (enforced here, in one place): a game master of a game sees everything in it;
a player sees public data, their own seat's submissions and private report parts, and other
seats' submissions only of kinds that are public after the phase, once the phase is published.
Nobody else sees any submission or private part.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from django.db.models import Prefetch, Q, QuerySet
from django.utils import timezone, translation
from django.utils.translation import gettext as _

from games.anonymity import names_hidden, player_name
from games.deadlines import phase_due_at
from games.errors import NotAllowed
from games.models import (
    Absence,
    Game,
    GmAction,
    Message,
    Phase,
    PressReadMark,
    Seat,
    SeatReport,
    Submission,
)
from games.roles import is_game_master, seat_of, sitting_seat
from games.rulesets import get_ruleset
from games.rulesets.base import GAME_MASTER, PRIVATE_EXTRAS, BoardRow, Visibility


@dataclass(frozen=True)
class Viewer:
    user: Any
    is_gm: bool
    seat: Seat | None

    def may_see_seat(self, seat_id: int) -> bool:
        return self.is_gm or (self.seat is not None and self.seat.pk == seat_id)

    @property
    def key(self) -> str | None:
        """How a rule set's ``view`` and ``picture`` name this viewer: ``"gm"``, the seat's
        key, or None (someone who may see only what is public)."""
        if self.is_gm:
            return GAME_MASTER
        return self.seat.key if self.seat is not None else None


def state_view(game: Game, state: dict[str, Any] | None, viewer: Viewer,
               lang: str | None = None) -> dict[str, Any] | None:
    """A phase state as ``viewer`` may see it, by the rule set's one ``view`` function (None
    for games that show no state beyond the position table)."""
    if not state:
        return None
    return get_ruleset(game.ruleset).view(state, viewer.key,
                                          lang=lang or translation.get_language() or "en")


def viewer_for(game: Game, user: Any) -> Viewer:
    """Who ``user`` is in ``game``. A page computes it once and hands it to every selector
    (their ``viewer`` argument) instead of each asking again.

    A game loaded by :func:`games_for_user` (every page's ``game_for``) carries its game
    masters and seats: they answer both questions without a query, by the same rules as
    :func:`games.roles.is_game_master` and :func:`games.roles.seat_of` (a sitter's seat is
    still looked up: it depends on the time)."""
    loaded = getattr(game, "_prefetched_objects_cache", {})
    if not ("game_masters" in loaded and "seats" in loaded
            and getattr(user, "is_authenticated", False)):
        return Viewer(user=user, is_gm=is_game_master(user, game), seat=seat_of(user, game))
    is_gm = bool(user.is_superuser) or any(m.pk == user.pk for m in loaded["game_masters"])
    # seat_of's ``.first()``: Seat's ordering is (game, key), so the first of the user's
    # seats by key.
    own = sorted((s for s in loaded["seats"] if s.player_id == user.pk), key=lambda s: s.key)
    seat = own[0] if own else sitting_seat(user, game)
    return Viewer(user=user, is_gm=is_gm, seat=seat)


def _viewer(game: Game, user: Any, viewer: Viewer | None) -> Viewer:
    """The viewer a page handed in (it must be ``user``'s in ``game``), else asked now."""
    if viewer is None:
        return viewer_for(game, user)
    if viewer.user is not user and getattr(viewer.user, "pk", None) != getattr(user, "pk", None):
        raise ValueError("a Viewer handed to a selector must be the asking user's")
    return viewer


def games_for_user(user: Any) -> QuerySet[Game]:
    """Games the user masters, plays in or sits for now, newest first, with seats and
    players loaded."""
    if not getattr(user, "is_authenticated", False):
        return Game.objects.none()
    now = timezone.now()
    sitting = Q(seats__absences__sitter=user, seats__absences__sitter_accepted_at__isnull=False,
                seats__absences__cancelled_at__isnull=True, seats__absences__starts_at__lte=now,
                seats__absences__ends_at__gt=now)
    return (
        Game.objects.filter(Q(game_masters=user) | Q(seats__player=user) | sitting)
        .distinct()
        .prefetch_related(
            Prefetch("seats", queryset=Seat.objects.select_related("player")),
            "game_masters",
        )
    )


def current_phase(game: Game) -> Phase | None:
    """The newest phase that a rollback has not undone."""
    return game.phases.live().order_by("-index").first()


def current_and_previous(game: Game) -> tuple[Phase | None, Phase | None]:
    """The current phase (:func:`current_phase`) and the newest published phase before it
    (whose orders the game page's map draws as arrows), with their reports: one query when
    the two are neighbours, as they are but for a game master's review or rollback."""
    top = list(game.phases.live().select_related("report").order_by("-index")[:2])
    if not top:
        return None, None
    phase = top[0]
    if len(top) == 1 or top[1].status == Phase.Status.PUBLISHED:
        # (A published phase is live: with one live phase there is none before it.)
        return phase, top[1] if len(top) == 2 else None
    previous = (game.phases.filter(status=Phase.Status.PUBLISHED, index__lt=phase.index)
                .select_related("report").order_by("-index").first())
    return phase, previous


def _board_for(rows: list[BoardRow], viewer: Any) -> list[BoardRow]:
    """The board rows as ``viewer`` may read them: another seat's private extras (its
    Superhirn shares, the Doktor's points) are left out unless the viewer is a game master."""
    if viewer.is_gm:
        return rows
    mine = viewer.seat.key if viewer.seat is not None else None
    return [row if row.seat == mine or not PRIVATE_EXTRAS & set(row.extra) else
            dataclasses.replace(row, extra={k: v for k, v in row.extra.items()
                                            if k not in PRIVATE_EXTRAS})
            for row in rows]


ASK: Any = object()  # an argument not given: the function reads it itself


def game_position(game: Game, user: Any, viewer: Viewer | None = None,
                  phase: Phase | None = ASK) -> dict[str, Any]:
    """The board of the current phase, the seats, and who has submitted (not what).

    ``viewer`` and ``phase`` (the current phase): what the page has read already."""
    viewer = _viewer(game, user, viewer)
    if phase is ASK:
        phase = current_phase(game)
    if "seats" in getattr(game, "_prefetched_objects_cache", {}):
        seats = list(game.seats.all())  # games_for_user's, with their players
    else:
        seats = list(game.seats.select_related("player"))
    submitted: set[int] = set()
    if phase is not None:
        submitted = set(
            Submission.objects.filter(phase=phase).order_by().values_list("seat_id", flat=True)
            .distinct()
        )
    board = _board_for(get_ruleset(game.ruleset).describe_board(phase.state) if phase else [],
                       viewer)
    hidden = names_hidden(game, user, is_gm=viewer.is_gm)
    away = set(Absence.objects.covering(timezone.now()).filter(seat__game=game)
               .values_list("seat_id", flat=True))
    return {
        "game": game,
        "viewer": viewer,
        "phase": phase,
        "view": state_view(game, phase.state, viewer) if phase else None,
        "due_at": phase_due_at(phase) if phase else None,
        "board": board,
        "seats": [
            {
                "seat": seat,
                # Anonymous games: no user object (and so no name) for other players' seats.
                "player": None if hidden and seat.player_id != getattr(user, "pk", None)
                else seat.player,
                "player_name": player_name(seat, user, hidden),
                "away": seat.pk in away,
                "status": seat.status,
                "has_submitted": seat.pk in submitted,
                "is_mine": viewer.seat is not None and viewer.seat.pk == seat.pk,
            }
            for seat in seats
        ],
    }


def submission_history(seat: Seat, user: Any, phase: Phase | None = None) -> QuerySet[Submission]:
    """Every version a seat submitted (newest first), for the seat's player and the GMs."""
    if not viewer_for(seat.game, user).may_see_seat(seat.pk):
        raise NotAllowed(_("Only the player of %(seat)s and the game masters see its orders.")
                         % {"seat": seat.label})
    versions = Submission.objects.filter(seat=seat).select_related("phase", "submitted_by")
    if phase is not None:
        versions = versions.filter(phase=phase)
    return versions.order_by("-phase__index", "kind", "-version")


def current_submission(
    phase: Phase, seat: Seat, user: Any, kind: str = "orders", viewer: Viewer | None = None
) -> Submission | None:
    if not _viewer(seat.game, user, viewer).may_see_seat(seat.pk):
        raise NotAllowed(_("Only the player of %(seat)s and the game masters see its orders.")
                         % {"seat": seat.label})
    return (
        Submission.objects.filter(phase=phase, seat=seat, kind=kind).order_by("-version").first()
    )


def _visible_submissions(phase: Phase, viewer: Viewer) -> list[Submission]:
    current = list(Submission.objects.filter(phase=phase).current().select_related("seat"))
    if viewer.is_gm:
        return current
    kinds = {k.key: k for k in get_ruleset(phase.game.ruleset).submission_kinds()}
    # Published at some time: a phase rolled back while under review never was.
    published = phase.published_at is not None
    visible = []
    for sub in current:
        kind = kinds.get(sub.kind)
        public = (kind is not None and kind.visibility == Visibility.PUBLIC_AFTER_PHASE
                  and published)
        if public or viewer.may_see_seat(sub.seat_id):
            visible.append(sub)
    return visible


def phase_record(phase: Phase, user: Any, viewer: Viewer | None = None) -> dict[str, Any]:
    """One phase as this viewer may see it: status, submissions, report and private parts.

    An unpublished result is shown to game masters only."""
    viewer = _viewer(phase.game, user, viewer)
    report = getattr(phase, "report", None) if phase.status != Phase.Status.OPEN else None
    private: list[SeatReport] = []
    if report is not None:
        parts = report.private_parts.select_related("seat")
        private = [p for p in parts if viewer.may_see_seat(p.seat_id)]
    return {
        "phase": phase,
        "viewer": viewer,
        "submissions": _visible_submissions(phase, viewer),
        "public": report.public if report else None,
        "private_parts": private,
        "result": phase.result if viewer.is_gm else None,
    }


def phase_history(game: Game, user: Any, include_superseded: bool = False,
                  viewer: Viewer | None = None) -> list[dict[str, Any]]:
    """Past (published) phases, oldest first, each as :func:`phase_record` gives it."""
    viewer = _viewer(game, user, viewer)
    phases = game.phases.select_related("game", "report").order_by("index")
    statuses = [Phase.Status.PUBLISHED]
    if include_superseded:
        statuses.append(Phase.Status.SUPERSEDED)
    return [phase_record(phase, user, viewer) for phase in phases.filter(status__in=statuses)]


def gm_actions(game: Game, user: Any) -> QuerySet[GmAction]:
    if not is_game_master(user, game):
        raise NotAllowed(_("Only game masters see the game-master log."))
    return game.gm_actions.select_related("actor", "phase")


# ---- press ----
#
# Who reads a message: everybody in the game for announcements and public press; for private
# press its sender seat, its recipient seats, the author, and the game masters when it is
# addressed to them, written by one of them, or the game lets them read private press. A grey
# message names its sender to its author alone: every item leaves here as a PressItem whose
# sender fields are already blank for everybody else, so no page, API answer or mail can
# show more than this function gives.


@dataclass(frozen=True)
class PressItem:
    id: int
    kind: str
    thread: str
    sender: str  # a seat key, "gm", or "" (grey: unknown to this viewer)
    sender_label: str
    recipients: tuple[str, ...]
    recipient_labels: tuple[str, ...]
    to_game_masters: bool
    public: bool
    grey: bool
    mine: bool
    subject: str
    body: str
    created_at: Any
    phase: str
    unread: bool


def _press_visible(game: Game, viewer: Viewer) -> QuerySet[Message]:
    messages = Message.objects.filter(game=game)
    if viewer.is_gm and game.press_gm_reads_private:
        return messages
    rule = Q(kind=Message.Kind.ANNOUNCEMENT) | Q(is_public=True)
    if getattr(viewer.user, "is_authenticated", False):
        rule |= Q(author=viewer.user)
    if viewer.seat is not None:
        received = Message.recipients.through.objects.filter(seat=viewer.seat)
        rule |= Q(sender_seat=viewer.seat) | Q(pk__in=received.values("message_id"))
    if viewer.is_gm:
        rule |= Q(to_game_masters=True) | Q(sender_seat__isnull=True)
    return messages.filter(rule)


def _sender_of(message: Message, mine: bool) -> tuple[str, str]:
    from django.utils.translation import gettext

    if message.grey and not mine:
        return "", gettext("Anonymous")
    if message.sender_seat is not None:
        return message.sender_seat.key, str(message.sender_seat.label)
    return "gm", gettext("Spielleiter")


def press_items(game: Game, user: Any, thread: str | None = None,
                since_id: int = 0, viewer: Viewer | None = None) -> list[PressItem]:
    """Every message of the game this user may read, oldest first (one thread if given)."""
    from django.utils.translation import gettext

    viewer = _viewer(game, user, viewer)
    messages = _press_visible(game, viewer).filter(pk__gt=since_id)
    if thread is not None:
        messages = messages.filter(thread=thread)
    marks = dict(PressReadMark.objects.filter(user=user, game=game)
                 .values_list("thread", "last_read_id")) if viewer.user.is_authenticated else {}
    items = []
    for message in (messages.select_related("sender_seat", "phase")
                    .prefetch_related("recipients").order_by("pk")):
        mine = message.author_id == getattr(user, "pk", None)
        sender, label = _sender_of(message, mine)
        seats = sorted(message.recipients.all(), key=lambda seat: seat.key)
        keys = [seat.key for seat in seats] + (["gm"] if message.to_game_masters else [])
        labels = [str(seat.label) for seat in seats] + (
            [gettext("Spielleiter")] if message.to_game_masters else [])
        items.append(PressItem(
            id=message.pk, kind=message.kind, thread=message.thread, sender=sender,
            sender_label=label, recipients=tuple(keys), recipient_labels=tuple(labels),
            to_game_masters=message.to_game_masters, public=message.is_public,
            grey=message.grey, mine=mine, subject=message.subject, body=message.body,
            created_at=message.created_at, phase=message.phase.label if message.phase else "",
            unread=not mine and message.pk > marks.get(message.thread, 0),
        ))
    return items


@dataclass(frozen=True)
class PressThread:
    key: str
    title: str
    count: int
    unread: int
    last_at: Any


def _thread_title(items: list[PressItem], viewer: Viewer) -> str:
    from django.utils.translation import gettext

    first = items[0]
    if first.thread == "official":
        return gettext("Announcements")
    if first.thread == "public":
        return gettext("Public press (everybody)")
    mine = viewer.seat.key if viewer.seat else ("gm" if viewer.is_gm else "")
    names: dict[str, str] = {}
    for item in items:
        if item.sender and not item.grey:
            names[item.sender] = item.sender_label
        names.update(zip(item.recipients, item.recipient_labels, strict=True))
    others = [label for key, label in sorted(names.items()) if key != mine]
    if first.thread.startswith("g:"):
        return gettext("Anonymous to %(names)s") % {
            "names": ", ".join(label for key, label in sorted(names.items())
                               if key in first.recipients) or gettext("you")}
    return ", ".join(others) or gettext("Notes to myself")


def _threads(items: list[PressItem], viewer: Viewer) -> list[PressThread]:
    grouped: dict[str, list[PressItem]] = {}
    for item in items:
        grouped.setdefault(item.thread, []).append(item)
    threads = [
        PressThread(key=key, title=_thread_title(items, viewer), count=len(items),
                    unread=sum(item.unread for item in items), last_at=items[-1].created_at)
        for key, items in grouped.items()
    ]
    return sorted(threads, key=lambda t: t.last_at, reverse=True)


def press_threads(game: Game, user: Any, viewer: Viewer | None = None) -> list[PressThread]:
    """The threads this user may read, newest activity first, with unread counts."""
    viewer = _viewer(game, user, viewer)
    return _threads(press_items(game, user, viewer=viewer), viewer)


def press_unread_count(game: Game, user: Any, viewer: Viewer | None = None) -> int:
    return sum(thread.unread for thread in press_threads(game, user, viewer=viewer))


def announcements(game: Game, user: Any, limit: int = 5,
                  viewer: Viewer | None = None) -> list[PressItem]:
    """The newest announcements, for the game page."""
    return press_items(game, user, thread="official", viewer=viewer)[-limit:][::-1]


@dataclass(frozen=True)
class PressSummary:
    announcements: list[PressItem]  # the newest first, at most ``limit``
    unread: int


def press_summary(game: Game, user: Any, viewer: Viewer | None = None,
                  limit: int = 5) -> PressSummary:
    """What the game page shows of the press, from one reading of the messages: the newest
    announcements (as :func:`announcements`) and the unread count (as
    :func:`press_unread_count`)."""
    items = press_items(game, user, viewer=viewer)
    official = [item for item in items if item.thread == "official"]
    return PressSummary(announcements=official[-limit:][::-1],
                        unread=sum(item.unread for item in items))
