"""The players of the group whose mails the held-out corpus imitates: one or two per seat of
each game, each with a language, the mail programs they use (desk and phone) and the
signature their program adds after "-- " (None: none)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Persona:
    name: str
    email: str
    language: str
    clients: tuple[str, ...]
    signature: tuple[str, ...] | None = None
    first: str = ""

    @property
    def given(self) -> str:
        return self.first or self.name.split()[0]


P = Persona
PEOPLE: dict[str, list[Persona]] = {
    # Standard Diplomacy ("Westfalen 1901" and the group's other boards)
    "diplomacy-austria": [
        P("Anna Bauer", "anna.bauer@gmail.com", "de", ("gmail-web", "gmail-android")),
        P("Andreas Pichler", "a.pichler@gmx.at", "de", ("gmx-web", "iphone"),
          ("Andreas Pichler", "Schönbrunner Straße 12/3, 1050 Wien", "+43 664 1234567")),
    ],
    "diplomacy-england": [
        P("Emily Clarke", "emily.clarke@icloud.com", "en", ("iphone", "apple-mail")),
        P("Ed Whitfield", "ed.whitfield@outlook.com", "en", ("outlook-web", "outlook-ios")),
    ],
    "diplomacy-france": [
        P("François Dubois", "f.dubois@orange.fr", "fr", ("thunderbird", "outlook-desktop"),
          ("François Dubois", "06 12 34 56 78")),
        P("Claire Martin", "claire.martin@proton.me", "en", ("proton",)),
    ],
    "diplomacy-germany": [
        P("Gerd Hoffmann", "gerd.hoffmann@web.de", "de", ("webde-web", "webde-android")),
        P("Jonas Krüger", "jonas.krueger@posteo.de", "de", ("thunderbird", "k9"),
          ("Jonas Krüger", "Am Hafen 3, 48143 Münster", "Tel. 0251 987654")),
    ],
    "diplomacy-italy": [
        P("Giulia Rossi", "giulia.rossi73@yahoo.it", "it", ("yahoo-android", "yahoo-web")),
        P("Marco Bianchi", "marco.bianchi.tn@gmail.com", "en", ("gmail-android", "gmail-web")),
    ],
    "diplomacy-russia": [
        P("Ruud van Dijk", "ruud.vandijk@ziggo.nl", "nl", ("thunderbird", "outlook-desktop"),
          ("Ruud van Dijk", "Utrecht")),
        P("Sergei Volkov", "s.volkov@gmail.com", "en", ("samsung", "gmail-android")),
    ],
    "diplomacy-turkey": [
        P("Tomás García", "tomas.garcia.diplo@gmail.com", "es", ("gmail-web", "gmail-ios")),
        P("Tarik Yilmaz", "tarik.yilmaz@hotmail.de", "de", ("outlook-android",
                                                             "outlook-desktop-plain")),
    ],
    # Rather Silly ("Lamas am Rhein"), a German round with two English speakers
    "silly-austria": [P("Karin Egger", "karin.egger@gmx.de", "de", ("gmx-web", "iphone"))],
    "silly-england": [P("Oliver Hughes", "oli.hughes@gmail.com", "en",
                        ("gmail-web", "gmail-android"))],
    "silly-france": [P("Lena Schmitt", "lena.schmitt@web.de", "de", ("webde-web", "samsung"))],
    "silly-germany": [P("Matthias Vogel", "m.vogel@t-online.de", "de",
                        ("outlook-desktop", "thunderbird"),
                        ("Matthias Vogel", "Vogel & Partner Steuerberatung",
                         "Rheinallee 40, 53173 Bonn", "Tel.: 0228 / 123 45-6",
                         "Fax: 0228 / 123 45-9"))],
    "silly-italy": [P("Paolo Ferri", "paolo.ferri@yahoo.com", "en",
                      ("yahoo-web", "yahoo-android"))],
    "silly-russia": [P("Dmitri Lang", "dima.lang@mailbox.org", "de", ("thunderbird",
                                                                       "fairemail"),
                       ("Dima",))],
    "silly-turkey": [P("Selin Arslan", "selin.arslan@icloud.com", "de", ("iphone",
                                                                          "apple-mail-html"))],
    "silly-narr": [P("Felix Brandt", "felix.brandt@gmx.net", "de", ("gmx-android", "k9"))],
    "silly-superhirn": [P("Dr. Heike Sommer", "heike.sommer@uni-bonn.example", "de",
                          ("thunderbird-html", "outlook-web"),
                          ("Dr. Heike Sommer", "Institut für Geodäsie, Raum 2.014",
                           "Tel. +49 228 73-0000"), "Heike")],
    "silly-doktor": [P("Jan Peters", "jan.peters@proton.me", "de", ("proton",))],
    "silly-wahrsager": [P("Birgit Wahl", "birgit.wahl@yahoo.de", "de", ("yahoo-web",
                                                                         "samsung"))],
    # 1848 (Übungssatz) and Europa 1815
    "1848-s1": [P("Ulrike Marx", "ulrike.marx@web.de", "de", ("webde-web", "webde-android"))],
    "1848-s2": [P("Thomas Weber", "thomas.weber.hd@gmail.com", "de", ("gmail-web",
                                                                        "gmail-ios"))],
    "1848-s3": [P("Sophie Lenz", "sophie.lenz@outlook.de", "de", ("outlook-web",
                                                                   "outlook-ios"))],
    "1848-s4": [P("Robert Blum", "r.blum@gmx.net", "de", ("gmx-web", "iphone")),
                P("Peter Hall", "peter.hall@btinternet.com", "en", ("apple-mail",
                                                                    "outlook-desktop"))],
    "1815-fra": [P("Luc Bernard", "luc.bernard@free.fr", "fr", ("thunderbird", "k9")),
                 P("Sabine Roth", "sabine.roth@gmail.com", "de", ("gmail-web",
                                                                  "gmail-android"))],
    "1815-gbr": [P("James Moore", "james.moore@icloud.com", "en", ("iphone", "apple-mail"))],
    "1815-aut": [P("Franz Huber", "franz.huber@aon.at", "de", ("outlook-desktop", "gmx-web"),
                   ("Mag. Franz Huber", "Linz"))],
    "1815-pru": [P("Wilhelm Brandt", "w.brandt@posteo.de", "de", ("thunderbird", "k9"),
                   ("W. Brandt",))],
}

K9 = {"de": "Diese Nachricht wurde von meinem Android-Gerät mit K-9 Mail gesendet.",
      "en": "Sent from my Android device with K-9 Mail. Please excuse my brevity."}


def k9_footer(language: str) -> str:
    return K9.get(language, K9["en"])


def people_of(scenario: str) -> list[Persona]:
    game, _phase, seat = scenario.split("-", 2)
    return PEOPLE[f"{game}-{seat}"]
