"""The platform's data model, generic over games: what is specific to one game lives in JSON
columns whose shape the game's rule set owns (see ``games/rulesets/base.py``)."""

from games.models.absences import Absence
from games.models.access_marks import AccessMark
from games.models.audit import GmAction
from games.models.calendars import CalendarFeed
from games.models.draws import DrawProposal, DrawVote
from games.models.games import AbsencePolicy, Game, IllegalOrders, NmrPolicy, PressMode
from games.models.inbound import InboundMail
from games.models.invitations import Invitation
from games.models.lobby import JoinRequest
from games.models.messages import Message, PressReadMark
from games.models.outbox import MailPicture, QueuedMail
from games.models.phases import Phase, PhaseReminder, Report, SeatReport
from games.models.profiles import PlayerProfile, PressMail
from games.models.seats import Seat, SeatHolding
from games.models.stamps import PageStamp
from games.models.submissions import Submission

__all__ = [
    "Absence",
    "AbsencePolicy",
    "AccessMark",
    "CalendarFeed",
    "DrawProposal",
    "DrawVote",
    "Game",
    "GmAction",
    "IllegalOrders",
    "InboundMail",
    "Invitation",
    "JoinRequest",
    "MailPicture",
    "Message",
    "NmrPolicy",
    "PageStamp",
    "Phase",
    "PhaseReminder",
    "PlayerProfile",
    "PressMail",
    "PressMode",
    "PressReadMark",
    "QueuedMail",
    "Report",
    "Seat",
    "SeatHolding",
    "SeatReport",
    "Submission",
]
