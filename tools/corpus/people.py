"""Who writes the corpus mails and what they answer: the players (a name per seat and
language), their addresses at the provider their mail program belongs to, the seat address
they write to, the mail of ours they last got (tests/mail/corpus/reports/), subjects and
dates. Everything is fixed (no randomness): the same mail number gives the same mail."""

from __future__ import annotations

import hashlib
import json
import unicodedata
from functools import cache
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[2] / "tests" / "mail" / "corpus"
REPORTS = CORPUS / "reports"
GM_NAME, GM_ADDRESS = "Gamemaster", "gamemaster@pbem.example.org"
GM = f"{GM_NAME} <{GM_ADDRESS}>"
MAIL_DOMAIN = "pbem.example.org"
GAMES = {"diplomacy": ("7", "Demo 1901"), "silly": ("9", "Rather Silly 1421"),
         "1848": ("11", "1848 am Tisch"), "1815": ("12", "Europa 1815")}

# One name per seat and language (a German player of Austria, an Italian one of Italy ...).
NAMES = {
    "de": {"austria": "Anna Österreicher", "england": "Emil Brandt", "france": "Franziska Kühn",
           "germany": "Gerd Preuß", "italy": "Ida Sommer", "russia": "Ruslan Weiß",
           "turkey": "Tarik Yılmaz", "narr": "Nora Fröhlich", "superhirn": "Sigmund Klug",
           "doktor": "Dora Hübner", "wahrsager": "Waltraud Seher", "s1": "Anna Österreicher",
           "s2": "Emil Brandt", "s3": "Franziska Kühn", "s4": "Gerd Preuß",
           "fra": "Franziska Kühn", "gbr": "Emil Brandt", "aut": "Anna Österreicher",
           "pru": "Gerd Preuß"},
    "en": {"austria": "Andrew Hall", "england": "Emily Clarke", "france": "Frank Miller",
           "germany": "George Turner", "italy": "Isabel Grant", "russia": "Ryan O'Neill",
           "turkey": "Tom Baker", "narr": "Nigel Foster", "superhirn": "Sam Wright",
           "doktor": "Diana Moore", "wahrsager": "Wendy Price", "s4": "George Turner",
           "fra": "Frank Miller", "gbr": "Emily Clarke", "aut": "Andrew Hall",
           "pru": "George Turner", "s1": "Andrew Hall", "s2": "Emily Clarke",
           "s3": "Frank Miller"},
    "it": {"italy": "Giulia Rossi", "austria": "Niccolò Bianchi", "turkey": "Luca Ferrari",
           "france": "Chiara Esposito", "russia": "Matteo Ricci", "england": "Sara Colombo",
           "germany": "Marco Gallo", "narr": "Pietro Greco", "superhirn": "Elena Conti",
           "doktor": "Davide Moretti", "wahrsager": "Francesca Romano", "s4": "Marco Gallo",
           "fra": "Chiara Esposito"},
    "fr": {"france": "François Lefèvre", "england": "Camille Dubois", "russia": "Hélène Girard",
           "austria": "Étienne Moreau", "germany": "Jérôme Laurent", "italy": "Léa Bernard",
           "turkey": "Mathis Roux", "narr": "Chloé Fournier", "superhirn": "René Lambert",
           "doktor": "Amélie Faure", "wahrsager": "Inès Mercier", "fra": "François Lefèvre",
           "s4": "Jérôme Laurent"},
    "es": {"italy": "Javier Ortega", "turkey": "Lucía Fernández", "russia": "Pablo Núñez",
           "france": "Marta Gómez", "austria": "Sofía Martín", "england": "Diego Ruiz",
           "germany": "Álvaro Díaz", "doktor": "Carmen Vidal", "narr": "Iker Santos"},
    "nl": {"england": "Daan de Vries", "germany": "Sanne Jansen", "russia": "Bram Visser",
           "austria": "Lotte Bakker", "france": "Joost Smit", "italy": "Femke Mulder",
           "turkey": "Ruben de Boer", "wahrsager": "Noor Peters", "superhirn": "Thijs Meijer"},
}
# The provider of each mail program (the player's own address lives there).
PROVIDERS = {
    "gmail": "gmail.com", "outlook-win": "t-online.de", "outlook-web": "outlook.com",
    "outlook-ios": "hotmail.com", "outlook-android": "outlook.de", "thunderbird": "posteo.de",
    "apple-mail": "icloud.com", "iphone": "icloud.com", "yahoo": "yahoo.com",
    "gmx": "gmx.de", "webde": "web.de", "proton": "proton.me", "samsung": "gmx.net",
    "k9": "mailbox.org", "fairemail": "posteo.net", "misc": "example.net",
}
PROVIDER_BY_LANGUAGE = {("yahoo", "it"): "yahoo.it", ("yahoo", "fr"): "yahoo.fr",
                        ("yahoo", "de"): "yahoo.de", ("outlook-web", "de"): "hotmail.de",
                        ("outlook-web", "fr"): "hotmail.fr", ("outlook-web", "it"): "hotmail.it",
                        ("gmx", "en"): "gmx.com"}
SUBJECTS = {
    "de": ["Befehle", "Meine Befehle", "Züge {phase}", "{seat} {phase}", "Befehle {phase}",
           "Korrektur", "Meine Züge für diese Runde"],
    "en": ["Orders", "my orders", "{phase} orders", "Orders for {seat}", "moves",
           "orders ({phase})", "Re-submitting"],
    "it": ["Ordini", "ordini {phase}", "I miei ordini"],
    "fr": ["Ordres", "Mes ordres {phase}", "ordres"],
    "es": ["Órdenes", "órdenes {phase}"],
    "nl": ["Orders", "bevelen {phase}"],
}
SEAT_LABELS = {"s1": "Spieler 1", "s2": "Spieler 2", "s3": "Spieler 3", "s4": "Spieler 4",
               "fra": "Frankreich", "gbr": "Großbritannien", "aut": "Österreich",
               "pru": "Preußen"}


def ascii_name(name: str) -> str:
    spelt = (name.replace("ä", "ae").replace("ö", "oe").replace("ü", "ue").replace("ß", "ss")
             .replace("Ö", "Oe").replace("Ä", "Ae").replace("Ü", "Ue").replace("'", "")
             .replace("ı", "i"))
    return "".join(c for c in unicodedata.normalize("NFKD", spelt)
                   if c.isascii() and (c.isalnum() or c in " -")).lower()


def player(key: str, lang: str) -> str:
    seat = key.split("-", 2)[2]
    names = NAMES.get(lang, {})
    return names.get(seat) or NAMES["en"].get(seat) or NAMES["de"][seat]


def address(name: str, client: str, lang: str) -> str:
    base = client.split("-")[0] if client.split("-")[0] in {
        "gmail", "yahoo", "gmx", "webde", "proton", "samsung", "k9", "fairemail",
        "thunderbird", "iphone"} else client
    domain = (PROVIDER_BY_LANGUAGE.get((base, lang)) or PROVIDERS.get(base)
              or PROVIDERS.get(client) or PROVIDERS["misc"])
    first, *rest = ascii_name(name).split()
    return f"{first}.{''.join(rest)}@{domain}" if rest else f"{first}@{domain}"


def seat_address(key: str) -> str:
    """The seat's secret address (fixed here; the reader's test re-addresses the mails)."""
    game, _phase, seat = key.split("-", 2)
    token = hashlib.sha256(f"{game}-{seat}".encode()).hexdigest()[:20]
    token = token.translate(str.maketrans("0189", "kmnp"))
    return f"g{GAMES[game][0]}-{seat}-{token}@{MAIL_DOMAIN}"


def game_name(key: str) -> str:
    return GAMES[key.split("-", 1)[0]][1]


@cache
def report_subjects() -> dict[str, str]:
    return json.loads((REPORTS / "subjects.json").read_text())


def report_text(name: str) -> str:
    return (REPORTS / f"{name}.txt").read_text()


def last_report(key: str, lang: str) -> str | None:
    """The mail of ours this seat got last (a report name), or None."""
    game, phase, seat = key.split("-", 2)
    tongue = "de" if lang == "de" else "en"
    candidates = {
        ("diplomacy", "s1901"): [f"receipt-diplomacy-s1901-{seat}",
                                 f"answer-diplomacy-s1901-{seat}"],
        ("diplomacy", "f1901"): [f"report-diplomacy-s1901-{seat}"],
        ("diplomacy", "f1901r"): [f"report-diplomacy-f1901-{seat}"],
        ("diplomacy", "w1901"): [f"report-diplomacy-f1901r-{seat}"],
        ("silly", "s1901"): [f"report-silly-w1900-{seat}"],
        ("silly", "w1900"): [f"receipt-silly-w1900-{seat}"],
        ("1848", "t1"): [f"status-game1848-{seat}"],
        ("1815", "r1"): [f"status-europa1815-{seat}"],
    }.get((game, phase), [])
    for name in candidates:
        for language in (tongue, "en"):
            if (REPORTS / f"{name}.{language}.txt").exists():
                return f"{name}.{language}"
    return None


def seat_label(key: str, lang: str) -> str:
    seat = key.split("-", 2)[2]
    german = {"austria": "Österreich", "england": "England", "france": "Frankreich",
              "germany": "Deutschland", "italy": "Italien", "russia": "Russland",
              "turkey": "Türkei"}
    if seat in SEAT_LABELS:
        return SEAT_LABELS[seat]
    return german.get(seat, seat.title()) if lang == "de" else seat.title()


def new_subject(key: str, lang: str, number: int) -> str:
    phase = key.split("-", 2)[1].upper()
    choices = SUBJECTS.get(lang, SUBJECTS["en"])
    return choices[number % len(choices)].format(phase=phase, seat=seat_label(key, lang))


def minutes(number: int) -> tuple[int, int]:
    """(hour, minute) of mail ``number`` on Monday 2 March 2026, from 10:07 on."""
    total = 10 * 60 + 7 + number * 3
    return (total // 60) % 24, total % 60


def date_header(number: int) -> str:
    hour, minute = minutes(number)
    day = 2 + (10 * 60 + 7 + number * 3) // (24 * 60)
    weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][(day - 2) % 7]
    return f"{weekday}, {day:02d} Mar 2026 {hour:02d}:{minute:02d}:{number % 60:02d} +0100"


DIGITS = "0123456789"
ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def token(number: int, salt: str, length: int = 16, alphabet: str = "0123456789abcdef") -> str:
    """A fixed pseudo-random string for ids and boundaries."""
    digest = hashlib.sha256(f"{salt}-{number}".encode()).digest()
    while len(digest) < length:
        digest += hashlib.sha256(digest).digest()
    return "".join(alphabet[b % len(alphabet)] for b in digest[:length])


def report_message_id(name: str) -> str:
    return f"<{token(0, name, 12, '0123456789')}.{token(1, name, 8)}@{MAIL_DOMAIN}>"
