"""The players of the corpus: one person per seat of each game, with the languages they
write in, the mail programs they use and the closing they type.

A German PBEM group with guests from abroad: the Diplomacy game is international (English is
the table's language, some write their own), the Rather Silly round and the card games are
mostly German. Weights are relative frequencies.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Persona:
    name: str                      # full name, as in the From header
    email: str
    langs: tuple[tuple[str, int], ...]   # (language, weight)
    clients: tuple[tuple[str, int], ...]  # (client tag, weight)
    signature: tuple[str, ...] = ()      # the client's configured signature (after "-- ")
    contact: tuple[str, ...] = field(default=())  # lines some closings add (phone, town)

    @property
    def first(self) -> str:
        return self.name.split()[0]

    @property
    def report_language(self) -> str:
        """The language of the site's mails to this player (their profile: de or en)."""
        return "de" if self.langs[0][0] == "de" else "en"


def _p(name: str, email: str, langs: str, clients: str, signature: tuple[str, ...] = (),
       contact: tuple[str, ...] = ()) -> Persona:
    def pairs(spec: str) -> tuple[tuple[str, int], ...]:
        out = []
        for part in spec.split():
            tag, _, weight = part.partition(":")
            out.append((tag, int(weight or 1)))
        return tuple(out)
    return Persona(name, email, pairs(langs), pairs(clients), signature, contact)


PERSONAS: dict[str, dict[str, Persona]] = {
    "diplomacy": {
        "austria": _p("Anna Berger", "anna.berger@gmail.com", "de:5 en:1",
                      "gmail-web:3 iphone:2 gmail-android:1",
                      contact=("Tel. 0171 2345678",)),
        "england": _p("Edward Price", "ed.price@btinternet.com", "en",
                      "thunderbird:3 outlook-desktop:2 outlook-web:1",
                      signature=("Edward Price", "Reading, Berkshire")),
        "france": _p("François Lemaire", "f.lemaire@orange.fr", "fr:3 en:2",
                     "apple-mail:3 iphone:2 gmail-android:1",
                     contact=("06 12 34 56 78",)),
        "germany": _p("Gerd Köhler", "gerd.koehler@gmx.de", "de",
                      "gmx-web:3 outlook-desktop:2 webde-web:1",
                      signature=("Gerd Köhler", "Am Lindenhof 4, 37073 Göttingen",
                                 "Tel. 0551 4711")),
        "italy": _p("Ida Rinaldi", "ida.rinaldi@yahoo.it", "it:3 en:2",
                    "yahoo-android:3 gmail-web:1 yahoo-web:1"),
        "russia": _p("Ruud van Dijk", "ruud@vandijk.nl", "nl:2 en:3",
                     "outlook-web:2 proton:2 fairemail:1",
                     signature=("Ruud van Dijk", "+31 6 12345678")),
        "turkey": _p("Teresa Ortega", "teresa.ortega@hotmail.es", "es:2 en:3",
                     "samsung:2 outlook-mobile:2 gmail-ios:1"),
    },
    "silly": {
        "austria": _p("Jonas Wagner", "jonas.wagner@posteo.de", "de",
                      "k9:3 thunderbird:1", signature=("Jonas",)),
        "england": _p("Mike Turner", "mike.turner@outlook.com", "en",
                      "outlook-mobile:2 outlook-web:2 iphone:1"),
        "france": _p("Claudia Fischer", "claudia.fischer@web.de", "de",
                     "webde-web:3 iphone:1", contact=("Claudia Fischer", "Mobil 0152 1234567")),
        "germany": _p("Heike Schmitt", "heike.schmitt@t-online.de", "de",
                      "thunderbird:3 apple-mail:1",
                      signature=("Heike Schmitt", "Rosenweg 12, 69117 Heidelberg")),
        "italy": _p("Marco Bianchi", "marco.bianchi@libero.it", "it:2 de:2",
                    "fairemail:2 gmail-android:2"),
        "russia": _p("Sam Carter", "sam.carter@proton.me", "en",
                     "proton:3 gmail-web:1"),
        "turkey": _p("Lucía Gómez", "lucia.gomez@icloud.com", "es:2 en:1 de:1",
                     "iphone:3 apple-mail:1"),
        "narr": _p("Nele Brandt", "nele.brandt@gmail.com", "de",
                   "iphone:2 gmail-android:2 gmail-web:1"),
        "superhirn": _p("Sigrid Lang", "sigrid.lang@mailbox.org", "de",
                        "thunderbird:3 gmail-web:1", signature=("Sigrid",)),
        "doktor": _p("Dora Wells", "dora.wells@yahoo.com", "en:3 de:1",
                     "yahoo-web:3 yahoo-android:1"),
        "wahrsager": _p("Walter Huber", "walter.huber@gmx.at", "de",
                        "outlook-desktop:2 gmx-web:2 samsung:1",
                        signature=("Walter Huber", "Linz")),
    },
    "1848": {
        "s1": _p("Sabine Roth", "sabine.roth@gmail.com", "de", "gmail-web:2 gmail-android:1"),
        "s2": _p("Stefan Maier", "stefan.maier@firma-maier.de", "de",
                 "outlook-desktop:3",
                 signature=("Stefan Maier", "Maier & Söhne GmbH", "Tel. +49 89 1234-56")),
        "s3": _p("Sven Olsen", "sven.olsen@online.no", "en:2 de:1", "thunderbird:2 proton:1"),
        "s4": _p("Silke Neumann", "silke.neumann@gmx.net", "de",
                 "iphone:2 gmx-web:2 samsung:1"),
    },
    "1815": {
        "fra": _p("Fabienne Morel", "fabienne.morel@free.fr", "de:2 fr:2",
                  "apple-mail:2 iphone:2"),
        "gbr": _p("George Hill", "george.hill@gmail.com", "en", "gmail-web:2 gmail-ios:1"),
        "aut": _p("Agnes Pichler", "agnes.pichler@gmx.at", "de", "gmx-web:2 samsung:1"),
        "pru": _p("Paul Krüger", "paul.krueger@web.de", "de", "thunderbird:2 webde-web:1",
                  signature=("Paul",)),
    },
}

GM = ("Gisela Brandes", "gisela@spielleitung.example")
SITE = "gamemaster@gm.example.org"
GAME_NAMES = {"diplomacy": "Nordsee 1901", "silly": "Rather Silly Runde 3",
              "1848": "1848 Stammtisch", "1815": "Europa 1815 Runde"}
GAME_IDS = {"diplomacy": 12, "silly": 31, "1848": 44, "1815": 57}


def persona(key: str) -> Persona:
    game, _phase, seat = key.split("-", 2)
    return PERSONAS[game][seat]


def seat_address(key: str) -> str:
    """The seat's secret address (the token is a stand-in: the corpus is read by scenario)."""
    game, _phase, seat = key.split("-", 2)
    token = "".join(chr(97 + (ord(c) * 7 + i * 3) % 26) for i, c in enumerate(seat * 3))[:8]
    return f"g{GAME_IDS[game]}-{seat}-{token}@gm.example.org"
