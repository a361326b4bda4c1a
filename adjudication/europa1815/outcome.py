"""What a rule module answers for one action: done (the new position, the events, warnings,
and the action the GM must settle, if any), or :class:`Refused` with the reason."""

from __future__ import annotations

from dataclasses import dataclass

from adjudication.diplomacy.messages import Localized, Message

from .actions import Action
from .position import Pending, Position


class Refused(Exception):
    def __init__(self, code: str, **params: object) -> None:
        super().__init__(code)
        self.message = Message.of(code, **{k: v if isinstance(v, Localized) else str(v)
                                           for k, v in params.items()})

    @classmethod
    def because(cls, message: Message) -> Refused:
        refused = cls(message.code)
        refused.message = message
        return refused


@dataclass(frozen=True, slots=True)
class Done:
    position: Position
    action: Action  # as carried out (defaults filled in)
    events: tuple[Message, ...] = ()
    warnings: tuple[Message, ...] = ()
    pending: Pending | None = None
