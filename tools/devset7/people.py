"""The players of this corpus: invented names, addresses, signatures and their mail program."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Player:
    name: str
    email: str
    lang: str
    client: str
    signature: tuple[str, ...]
    hello: str
    bye: str


P = Player
PLAYERS: list[Player] = [
    P("Jörg Brämer", "joerg.braemer@gmx.de", "de", "gmx-web", ("Jörg Brämer", "Tel. 0171 5550123"),
      "Moin,", "Gruß Jörg"),
    P("Sabine Kettler", "s.kettler@web.de", "de", "webde-web", ("Sabine Kettler",
      "Lindenstr. 4, 35390 Gießen"), "Hallo Spielleitung,", "Viele Grüße"),
    P("Thorsten Yilmaz", "thorsten.yilmaz@gmail.com", "de", "gmail-web", ("Thorsten",),
      "Servus!", "Bis denne"),
    P("Henrike Obermaier", "h.obermaier@t-online.de", "de", "outlook-desktop",
      ("Henrike Obermaier", "Obermaier Steuerberatung", "Tel. +49 89 5550 4412"),
      "Sehr geehrter Spielleiter,", "Mit freundlichen Grüßen"),
    P("Lukas Pfeiffenberger", "lukas.pf@posteo.de", "de", "thunderbird", ("Lukas",
      "PGP: 0x5A1C 9E3B"), "Hi,", "LG Lukas"),
    P("Maren Hollstein", "maren.h@icloud.com", "de", "iphone", (), "Hallo,", "Maren"),
    P("Dietmar Quast", "dquast@arcor.de", "de", "legacy-webmail", ("D. Quast",), "Tach,",
      "Gruss Dietmar"),
    P("Wiebke Thormählen", "wiebke.t@gmx.net", "de", "gmx-web", ("Wiebke",), "Huhu,",
      "Liebe Grüße"),
    P("Alexander Rieß", "a.riess@outlook.de", "de", "outlook-web", ("Alex",), "Hallo zusammen,",
      "Schönen Abend noch"),
    P("Friedemann Kolb", "f.kolb@gmail.com", "de", "gmail-android", (), "Hallo!", "Friedemann"),
    P("Nadine Großkopf", "nadine.grosskopf@yahoo.de", "de", "yahoo-web", ("Nadine",),
      "Guten Morgen,", "Gruß, Nadine"),
    P("Ole Brandstätter", "ole@brandstaetter.net", "de", "apple-mail", ("Ole Brandstätter",),
      "Hallo GM,", "Beste Grüße, Ole"),
    P("Katrin Vosskuhl", "katrin.vosskuhl@proton.me", "de", "proton", ("Katrin",), "Hey,",
      "Katrin"),
    P("Bernd Ahlers", "bernd.ahlers@web.de", "de", "samsung", (), "Hallo Spielleiter",
      "Gruß Bernd"),
    P("Ingo Sperling", "ingo.sperling@mailbox.org", "de", "k9", ("Ingo",), "N'Abend,", "Ingo"),
    P("Gesine Tammen", "gesine@tammen-online.de", "de", "fairemail", ("Gesine Tammen",),
      "Liebe Spielleitung,", "Herzliche Grüße"),
    P("Raimund Esser", "r.esser@gmx.de", "de", "stub-webmail", ("Raimund Esser",), "Hallo,",
      "MfG R. Esser"),
    P("Martin Zwick", "martin.zwick@gmail.com", "de", "gmail-ios", (), "Hi GM,", "Martin"),
    P("Oliver Pemberton", "oliver.pemberton@gmail.com", "en", "gmail-web", ("Olly",), "Hi,",
      "Cheers,"),
    P("Fiona McKellar", "fiona.mckellar@outlook.com", "en", "outlook-mobile", (),
      "Hello GM,", "Best, Fiona"),
    P("Gareth Pryce", "gpryce@btinternet.com", "en", "thunderbird", ("Gareth Pryce",
      "\"Trust, but verify.\""), "Evening all,", "Regards, Gareth"),
    P("Nathan Okafor", "nathan.okafor@icloud.com", "en", "iphone", (), "Hey,", "N."),
    P("Priya Ramanathan", "priya.r@yahoo.co.uk", "en", "yahoo-android", (), "Hi there,",
      "Thanks, Priya"),
    P("Stuart Ellery", "stuart@ellery.me.uk", "en", "apple-mail", ("Stuart Ellery",
      "07700 900417"), "GM,", "Stu"),
    P("Hannah Whitcombe", "hannah.whitcombe@proton.me", "en", "proton", ("Hannah",), "Hello!",
      "All the best,"),
    P("Dave Kowalczyk", "dave.k@fastmail.com", "en", "k9", ("Dave K",), "Yo GM,", "-Dave"),
    P("Rebecca Lindqvist", "r.lindqvist@hotmail.com", "en", "outlook-desktop",
      ("Rebecca Lindqvist", "Senior Analyst | Northwind Ltd", "+44 20 7946 0321"),
      "Dear GM,", "Kind regards,"),
    P("Tom Haverford", "tom.haverford@gmail.com", "en", "gmail-android", (), "Hiya,", "Tom"),
    P("Giulia Ferraresi", "giulia.ferraresi@libero.it", "it", "yahoo-android", (), "Ciao,",
      "Un saluto, Giulia"),
    P("Marco Santangelo", "marco.santangelo@gmail.com", "it", "gmail-web", ("Marco",),
      "Ciao a tutti,", "A presto"),
    P("Camille Duvernois", "camille.duvernois@orange.fr", "fr", "thunderbird", ("Camille",),
      "Bonjour,", "Bien à vous,"),
    P("Théo Marchetti", "theo.marchetti@free.fr", "fr", "samsung", (), "Salut,", "Théo"),
    P("Lucía Berrocal", "lucia.berrocal@gmail.com", "es", "gmail-ios", (), "Hola,",
      "Saludos, Lucía"),
    P("Javier Otaegui", "jotaegui@outlook.es", "es", "outlook-web", ("Javier Otaegui",),
      "Buenas,", "Un abrazo"),
    P("Sanne de Vries", "sanne.devries@ziggo.nl", "nl", "fairemail", ("Sanne",), "Hoi,",
      "Groetjes"),
    P("Bram van Leeuwen", "bram.vanleeuwen@gmail.com", "nl", "apple-mail", ("Bram",),
      "Hallo spelleider,", "Groet, Bram"),
]


def by_lang(lang: str) -> list[Player]:
    return [p for p in PLAYERS if p.lang == lang]
