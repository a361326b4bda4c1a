"""What happened in a turn, as data: public events, and private ones naming the only seats
that may see them (a pushed card, the cards drawn). :mod:`.words` puts them into German or
English."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    code: str
    data: Mapping[str, Any] = field(default_factory=dict)
    private: tuple[str, ...] = ()  # the only seats that may see it; empty = public

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code, "data": dict(self.data)}
        if self.private:
            out["private"] = list(self.private)
        return out


def event_from_json(raw: Mapping[str, Any]) -> Event:
    return Event(str(raw["code"]), dict(raw.get("data") or {}), tuple(raw.get("private") or ()))


def public(events: list[Event]) -> list[Event]:
    return [e for e in events if not e.private]


def private_to(events: list[Event], seat: str) -> list[Event]:
    return [e for e in events if seat in e.private]
