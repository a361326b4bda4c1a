"""Who plays which seat: name, address, language and the closing they type."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Who:
    name: str
    email: str
    lang: str
    first: str
    signature: tuple[str, ...] = ()   # the program's configured signature (after "-- ")
    contact: tuple[str, ...] = ()     # lines some players type under their name


PEOPLE: dict[str, Who] = {
    "diplomacy-austria": Who("Jörg Wallner", "joerg.wallner@posteo.de", "de", "Jörg",
                             ("Jörg Wallner", "Mobil 0172 5550183"),
                             ("Tel. 0172 5550183",)),
    "diplomacy-england": Who("Martin Hale", "mhale@btinternet.example.co.uk", "en", "Martin",
                             ("Martin Hale | Leeds",), ("07700 900412",)),
    "diplomacy-france": Who("Élodie Marchal", "elodie.marchal@free.example.fr", "fr",
                            "Élodie", (), ("Élodie M.",)),
    "diplomacy-germany": Who("Ute Brandl", "ute.brandl@gmx.example.de", "de", "Ute",
                             ("Ute Brandl", "Kantstraße 4, 04275 Leipzig")),
    "diplomacy-italy": Who("Lorenzo Ferri", "lorenzo.ferri@libero.example.it", "it",
                           "Lorenzo", ("Lorenzo Ferri",), ("cell. 347 555 0921",)),
    "diplomacy-russia": Who("Pavel Orlov", "p.orlov@fastmail.example.com", "en", "Pavel",
                            ("-- Pavel",)),
    "diplomacy-turkey": Who("Sanne de Wit", "sannedewit@ziggo.example.nl", "nl", "Sanne",
                            ("Sanne de Wit", "06-55512874")),
    "silly-austria": Who("Bernd Kaltenbach", "b.kaltenbach@web.example.de", "de", "Bernd",
                         ("Bernd",), ("0151 5557724",)),
    "silly-england": Who("Fiona Caird", "fiona.caird@gmail.example.com", "en", "Fiona"),
    "silly-france": Who("Hanna Vogl", "hanna.vogl@t-online.example.de", "de", "Hanna",
                        ("Hanna Vogl", "Am Anger 7 · 99084 Erfurt")),
    "silly-germany": Who("Dieter Renz", "dieter.renz@arcor.example.de", "de", "Dieter",
                         ("Dieter Renz",)),
    "silly-italy": Who("Nuria Vidal", "nuria.vidal@telefonica.example.es", "es", "Nuria",
                       (), ("Nuria",)),
    "silly-russia": Who("Kai Ostermann", "kai@ostermann.example.de", "de", "Kai",
                        ("Kai Ostermann", "https://ostermann.example.de")),
    "silly-turkey": Who("Greg Mallory", "greg.mallory@outlook.example.com", "en", "Greg",
                        ("Greg Mallory", "Sent between meetings")),
    "silly-narr": Who("Tobias Lenz", "tobi.lenz@gmx.example.net", "de", "Tobi"),
    "silly-superhirn": Who("Irene Sauer", "irene.sauer@mailbox.example.org", "de", "Irene",
                           ("Dr. Irene Sauer",)),
    "silly-doktor": Who("Simon Pryce", "simon@pryce.example.org", "en", "Simon",
                        ("Simon Pryce", "+44 7700 900877")),
    "silly-wahrsager": Who("Marlene Fuchs", "marlene.fuchs@freenet.example.de", "de",
                           "Marlene", ("Marlene",)),
    "1848-s1": Who("Wolfgang Riedl", "w.riedl@t-online.example.de", "de", "Wolfgang",
                   ("Wolfgang Riedl",)),
    "1848-s2": Who("Katrin Hesse", "katrin.hesse@posteo.example.de", "de", "Katrin"),
    "1848-s3": Who("Owen Bright", "owen.bright@gmail.example.com", "en", "Owen"),
    "1848-s4": Who("Silke Baumann", "silke.baumann@web.example.de", "de", "Silke",
                   ("Silke Baumann", "Tel. 0221 5559834")),
    "1815-fra": Who("Fabienne Roux", "fabienne.roux@orange.example.fr", "fr", "Fabienne",
                    ("F. Roux",)),
    "1815-gbr": Who("Neil Ashby", "neil.ashby@yahoo.example.co.uk", "en", "Neil"),
    "1815-aut": Who("Anton Gruber", "anton.gruber@aon.example.at", "de", "Anton",
                    ("Anton Gruber", "Wien")),
    "1815-pru": Who("Joost Hendriks", "joost.hendriks@kpnmail.example.nl", "nl", "Joost"),
}


def person(key: str) -> Who:
    game, _phase, seat = key.split("-", 2)
    return PEOPLE[f"{game}-{seat}"]
