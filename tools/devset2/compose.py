"""The parts of a mail in a player's words: a ``Kit`` per mail picks greetings, headings,
press wording and closings for the writer's language and seat (deterministically, from the
mail's own random stream)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from tools.devset2 import orders, phrases
from tools.devset2.model import Box, Command, Press, Text
from tools.devset2.people import Persona

COMMANDS = {"status": {"de": ["STAND", "STATUS", "Status"], "en": ["STATUS", "status"]},
            "wait": {"de": ["WARTEN", "WAIT"], "en": ["WAIT", "wait"]},
            "nowait": {"de": ["NICHT WARTEN", "NOWAIT"], "en": ["NOWAIT"]},
            "history": {"de": ["VERLAUF", "HISTORY"], "en": ["HISTORY", "history"]}}
FIRST_PHASES = {"diplomacy-s1901", "silly-w1900", "1848-t1", "1815-r1"}
ENDS = {"de": ["ENDE", "END"], "en": ["END", "SIGNOFF"]}


@dataclass
class Kit:
    scenario: str
    persona: Persona
    rng: random.Random

    @property
    def lang(self) -> str:
        return self.persona.language

    @property
    def game(self) -> str:
        return self.scenario.split("-")[0]

    @property
    def phase(self) -> str:
        return self.scenario.split("-")[1]

    @property
    def seat(self) -> str:
        return self.scenario.split("-", 2)[2]

    @property
    def names(self) -> str:
        """The language of seat names in headings and press: German or English."""
        return "de" if self.lang == "de" else "en"

    def pick(self, items: list):
        return items[self.rng.randrange(len(items))]

    def bank(self, table: dict[str, list], lang: str | None = None) -> list:
        return table.get(lang or self.lang) or table["en"]

    def name(self, seat: str) -> str:
        return phrases.NAMES[self.names][seat]

    # --- prose -------------------------------------------------------------------------
    def greet(self) -> Text:
        return Text([self.pick(self.bank(phrases.GREET))])

    def talk(self) -> Text:
        return Text([self.pick(self.bank(phrases.TALK))])

    def lead(self) -> Text:
        return Text([self.pick(self.bank(phrases.LEAD))], listed=False)

    def chat(self) -> Text:
        # In a game's first phase nobody has had a report yet.
        first = f"{self.game}-{self.phase}" in FIRST_PHASES
        return Text([self.pick(self.bank(phrases.CHAT_START if first else phrases.CHAT,
                                         self.names if first else None))])

    def close(self) -> Text:
        lines = self.pick(self.bank(phrases.CLOSE))
        return Text([line.format(n=self.persona.given) for line in lines], listed=False)

    # --- headings ----------------------------------------------------------------------
    def fill(self, template: str) -> str:
        lang = self.names
        season = phrases.SEASONS[lang].get(self.phase, "")
        return template.format(seat=self.name(self.seat), label=phrases.LABELS.get(
            self.phase, self.phase.upper()), season=season)

    def heading(self, kind: str, style: str, *, inline: bool = False) -> str:
        """``style``: classic | natural | power | silly (a box's short name); ``inline``:
        one that takes its line after it ("Wurmloch: nwy - tun", "WURMLOCH nwy - tun")."""
        if style == "power":
            return f"{self.name(self.seat)}:"
        if style == "classic":
            return self.pick(self.bank(phrases.HEAD_CLASSIC))
        if kind != "orders" or self.game != "diplomacy":
            table = phrases.HEAD_SILLY[kind]
            names = table.get(self.lang) or table[self.names]
            if inline:
                names = [n for n in names if n.endswith(":") or n in ("WURMLOCH", "VORHERSAGE")]
            return self.fill(self.pick(names))
        table = {"f1901r": phrases.HEAD_RETREAT, "w1901": phrases.HEAD_BUILD}.get(
            self.phase, phrases.HEAD_ORDERS)
        return self.fill(self.pick(self.bank(table)))

    # --- boxes -------------------------------------------------------------------------
    def box(self, kind: str, lines: list[str], heading: str | None = None, marker: str = "",
            **kw) -> Box:
        return Box(kind, orders.clean(lines), heading=heading, marker=marker, **kw)

    # --- press -------------------------------------------------------------------------
    def press_header(self, to: list[str], *, grey: bool = False, public: bool = False,
                     gm: bool = False, style: str = "") -> str:
        de = self.names == "de" and style != "en"
        if public:
            return self.pick(["PRESSE AN ALLE", "PRESSE AN ALLE:"] if de else
                             ["PRESS TO ALL", "BROADCAST", "Press to all:"])
        if gm:
            return self.pick(["PRESSE AN SPIELLEITUNG", "PRESSE AN SL", "Presse an die "
                              "Spielleitung:"] if de else ["PRESS TO GM", "Press to GM:"])
        names = [self.name(s) for s in to]
        if not de:
            names = [n.upper() if self.rng.random() < 0.4 else n for n in names]
        joined = self.pick([", ".join(names), " ".join(names)]) if len(names) > 1 else names[0]
        if grey:
            return self.pick([f"PRESSE AN {joined} (grau)", f"PRESSE AN {joined} (GRAU)"] if de
                             else [f"PRESS TO {joined} GREY", f"GREY PRESS TO {joined}"])
        return self.pick([f"PRESSE AN {joined}", f"Presse an {joined}:"] if de
                         else [f"PRESS TO {joined}", f"Press to {joined}:"])

    def press_body(self, *, gm: bool = False, public: bool = False, lines: int = 1
                   ) -> list[str]:
        table = (phrases.PRESS_GM if gm else phrases.PRESS_ALL if public else
                 {"1848": phrases.PRESS_1848, "1815": phrases.PRESS_1815}.get(
                     self.game, phrases.PRESS_BODY))
        # Players of other languages write press in their own or, more often, in English.
        lang = self.lang if self.lang in table and (self.lang in ("de", "en")
                                                    or self.rng.random() < 0.4) else "en"
        bank = list(table.get(lang) or table[self.names])
        self.rng.shuffle(bank)
        return bank[:lines]

    def press(self, to: list[str], *, end: bool = True, grey: bool = False,
              public: bool = False, gm: bool = False, lines: int = 1, sign: bool = False,
              **kw) -> Press:
        body = self.press_body(gm=gm, public=public, lines=lines)
        if sign:
            body = [*body, self.pick(["Gruß", "LG", "Cheers", "Ciao"]) + f" {self.persona.given}"]
        keys = ["gm"] if gm else [] if public else list(to)
        return Press(self.press_header(to, grey=grey, public=public, gm=gm), keys, body,
                     end=self.pick(["ENDPRESS", "ENDPRESS", "endpress"]) if end else None,
                     grey=grey, public=public, **kw)

    # --- commands ----------------------------------------------------------------------
    def command(self, key: str) -> Command:
        return Command(self.pick(COMMANDS[key][self.names]), key)

    def end(self) -> Command:
        return Command(self.pick(ENDS[self.names]), None)
