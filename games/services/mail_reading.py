"""A mail's text read for one seat: the reader's ``SeatContext`` made from the game's rows
(the open phase, its seats, the player's names, the last mails we sent them) and the
``Reading`` it gives (``games.mail_intake.sections``)."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.utils import translation

from games import selectors
from games.mail_intake.context import SeatContext
from games.mail_intake.items import Reading
from games.mail_intake.parse import MailParts
from games.mail_intake.sections import read_sections
from games.mail_intake.vocabulary import rule_set_context
from games.mail_selectors import sent_mail_texts
from games.models import Game, Phase, Seat
from games.rulesets import get_ruleset
from games.services.mails import mail_text_again


def mail_context(seat: Seat, player: Any, parts: MailParts) -> SeatContext:
    """What the reader knows of ``seat``: its boxes, the open phase it reads lines in (none
    when the game is not running or no phase is open), names, our last mails to it."""
    game = seat.game
    phase = selectors.current_phase(game)
    is_open = (phase is not None and phase.status == Phase.Status.OPEN
               and game.status == Game.Status.RUNNING)
    names = [parts.sender_name, player.first_name, player.last_name, player.username]
    ruleset = get_ruleset(game.ruleset)
    aliases = {spec.key: spec.aliases for spec in ruleset.seats(game.settings)}
    return rule_set_context(
        ruleset, state=phase.state if is_open and phase else None,
        phase_type=phase.phase_type if is_open and phase else None, seat=seat.key,
        seats=[(s.key, [s.label, *aliases.get(s.key, ())]) for s in game.seats.all()],
        languages=dict(settings.LANGUAGES), lang=(translation.get_language() or "en")[:2],
        sender_names=[n for n in names if n],
        last_mails=sent_mail_texts(game, player.email or "", text_again=mail_text_again))


def mail_read(seat: Seat, player: Any, parts: MailParts, *, headingless: bool = True) -> Reading:
    """The reading of a mail's own text for this seat."""
    return read_sections(parts.text, mail_context(seat, player, parts), headingless=headingless,
                         tail=parts.tail)
