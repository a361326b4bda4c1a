"""The platform's data model, generic over games: what is specific to one game lives in JSON
columns whose shape the game's rule set owns (see ``games/rulesets/base.py``)."""

from games.models.audit import GmAction
from games.models.games import Game, NmrPolicy
from games.models.invitations import Invitation
from games.models.messages import Message
from games.models.phases import Phase, PhaseReminder, Report, SeatReport
from games.models.profiles import PlayerProfile
from games.models.seats import Seat, SeatHolding
from games.models.submissions import Submission

__all__ = [
    "Game",
    "GmAction",
    "Invitation",
    "Message",
    "NmrPolicy",
    "Phase",
    "PhaseReminder",
    "PlayerProfile",
    "Report",
    "Seat",
    "SeatHolding",
    "SeatReport",
    "Submission",
]
