"""The players of this corpus: a name, an address, a configured signature, a language and
the mail programs they use. Invented for this corpus."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Player:
    name: str
    email: str
    lang: str
    clients: tuple[str, ...]
    signature: tuple[str, ...] = field(default=())


PLAYERS = [
    Player("Jörg Hinterseer", "joerg.hinterseer@web.de", "de", ("webde-web", "gmx-web"),
           ("Jörg Hinterseer", "Tel. 0176 5512093")),
    Player("Brigitte Ostermann", "b.ostermann@gmx.de", "de", ("gmx-web", "thunderbird"),
           ("Brigitte Ostermann", "Lindenstr. 14, 35037 Marburg")),
    Player("Hannes Wiedemeyer", "hannes.w@t-online.de", "de", ("outlook-desktop", "iphone"),
           ("Hannes Wiedemeyer", "Dipl.-Ing. (FH)", "Mobil +49 171 2208817")),
    Player("Ute Kranzbühler", "ute.kranz@posteo.de", "de", ("thunderbird", "k9"),
           ("Ute",)),
    Player("Falk Reimers", "falkreimers@gmail.com", "de", ("gmail-web", "gmail-android"),
           ("Falk",)),
    Player("Sabine Zöllner", "zoellner.sabine@yahoo.de", "de", ("yahoo-web", "yahoo-android")),
    Player("Detlef Brandstätter", "detlef@brandstaetter-family.de", "de",
           ("apple-mail", "fairemail"), ("Detlef Brandstätter", "www.brandstaetter-family.de")),
    Player("Kai-Uwe Pohlmann", "kaiuwe.pohlmann@outlook.de", "de",
           ("outlook-web", "outlook-mobile"), ("Kai-Uwe",)),
    Player("Marlene Vogt", "marlene.vogt@proton.me", "de", ("proton", "samsung")),
    Player("Rüdiger Albers", "r.albers@freenet.de", "de", ("legacy-webmail", "stub-webmail"),
           ("R. Albers",)),
    Player("Graham Pettigrew", "gpettigrew@btinternet.com", "en",
           ("outlook-desktop", "thunderbird"),
           ("Graham Pettigrew", "07700 914 322")),
    Player("Moira Callaghan", "moira.callaghan@gmail.com", "en", ("gmail-web", "gmail-ios"),
           ("Moira",)),
    Player("Dwight Okafor", "dokafor@yahoo.com", "en", ("yahoo-web", "yahoo-android")),
    Player("Sam Whitlock", "samw@fastmail.fm", "en", ("k9", "fairemail", "thunderbird"),
           ("Sam W.", "\"Never trust a Turk with a fleet in the Black Sea.\"")),
    Player("Priya Ramaswamy", "priya.r@icloud.com", "en", ("iphone", "apple-mail")),
    Player("Trevor Lusk", "tlusk@hotmail.co.uk", "en", ("outlook-web", "outlook-mobile"),
           ("Trev",)),
    Player("Nadia Kowalczyk", "nadia.k@proton.me", "en", ("proton", "samsung"),
           ("Nadia Kowalczyk",)),
    Player("Lorenzo Bassani", "lorenzo.bassani@libero.it", "it", ("yahoo-android", "gmail-web"),
           ("Lorenzo",)),
    Player("Chiara Fontanella", "chiara.fontanella@gmail.com", "it", ("iphone", "outlook-web")),
    Player("Étienne Marchal", "etienne.marchal@orange.fr", "fr", ("thunderbird", "samsung"),
           ("Étienne",)),
    Player("Aurélie Dumont", "aurelie.dumont@free.fr", "fr", ("gmail-android", "apple-mail")),
    Player("Javier Ortuño", "javier.ortuno@telefonica.net", "es", ("outlook-desktop", "gmail-web"),
           ("Javier Ortuño", "Tel. 600 123 987")),
    Player("Marieke de Boer", "marieke.deboer@ziggo.nl", "nl", ("k9", "outlook-mobile"),
           ("Marieke",)),
]


def pick(lang: str, n: int) -> Player:
    pool = [p for p in PLAYERS if p.lang == lang]
    return pool[n % len(pool)]
