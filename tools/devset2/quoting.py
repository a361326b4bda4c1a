"""How each mail program marks what a reply quotes or a forward carries, in the player's
language: attribution lines ("Am … schrieb …:"), Outlook-style header blocks, forward
headers and phone footers. Written from the programs' documented and observed formats (Gmail,
Outlook desktop/web/mobile, Thunderbird, Apple Mail/iPhone, Yahoo web/Android, GMX/web.de,
Proton, Samsung Email, K-9, FairEmail); nothing here is read by the app.
"""

from __future__ import annotations

import datetime as dt

DAYS = {
    "en": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "de": ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
    "fr": ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    "it": ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"],
    "es": ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
    "nl": ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
}
MONTHS = {
    "en": ["January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
           "Oktober", "November", "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
           "septembre", "octobre", "novembre", "décembre"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
           "settembre", "ottobre", "novembre", "dicembre"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
           "septiembre", "octubre", "noviembre", "diciembre"],
    "nl": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
           "september", "oktober", "november", "december"],
}
SHORT_DAYS = {"en": "Mon Tue Wed Thu Fri Sat Sun", "de": "Mo. Di. Mi. Do. Fr. Sa. So.",
              "fr": "lun. mar. mer. jeu. ven. sam. dim.", "it": "lun mar mer gio ven sab dom",
              "es": "lun mar mié jue vie sáb dom", "nl": "ma di wo do vr za zo"}
SHORT_MONTHS = {"en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
                "de": "Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.",
                "fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.",
                "it": "gen feb mar apr mag giu lug ago set ott nov dic",
                "es": "ene feb mar abr may jun jul ago sept oct nov dic",
                "nl": "jan feb mrt apr mei jun jul aug sep okt nov dec"}


def day(when: dt.datetime, lang: str) -> str:
    return DAYS[lang][when.weekday()]


def month(when: dt.datetime, lang: str) -> str:
    return MONTHS[lang][when.month - 1]


def sday(when: dt.datetime, lang: str) -> str:
    return SHORT_DAYS[lang].split()[when.weekday()]


def smonth(when: dt.datetime, lang: str) -> str:
    return SHORT_MONTHS[lang].split()[when.month - 1]


def ampm(when: dt.datetime) -> str:
    hour = when.hour % 12 or 12
    return f"{hour}:{when:%M} {'PM' if when.hour >= 12 else 'AM'}"


def gmail_attribution(when: dt.datetime, name: str, addr: str, lang: str) -> str:
    w = when
    return {
        "en": f"On {sday(w, 'en')}, {smonth(w, 'en')} {w.day}, {w.year} at {ampm(w)} "
              f"{name} <{addr}> wrote:",
        "de": f"Am {sday(w, 'de')}, {w.day}. {month(w, 'de')} {w.year} um {w:%H:%M} Uhr "
              f"schrieb {name} <{addr}>:",
        "fr": f"Le {sday(w, 'fr')} {w.day} {smonth(w, 'fr')} {w.year} à {w:%H:%M}, {name} "
              f"<{addr}> a écrit :",
        "it": f"Il giorno {sday(w, 'it')} {w.day} {smonth(w, 'it')} {w.year} alle ore "
              f"{w:%H:%M} {name} <{addr}> ha scritto:",
        "es": f"El {sday(w, 'es')}, {w.day} {smonth(w, 'es')} {w.year} a las {w:%H:%M}, "
              f"{name} (<{addr}>) escribió:",
        "nl": f"Op {sday(w, 'nl')} {w.day} {smonth(w, 'nl')} {w.year} om {w:%H:%M} schreef "
              f"{name} <{addr}>:",
    }[lang]


def apple_attribution(when: dt.datetime, name: str, addr: str, lang: str) -> str:
    w = when
    return {
        "en": f"On {w.day} {smonth(w, 'en')} {w.year}, at {w:%H:%M}, {name} <{addr}> wrote:",
        "de": f"Am {w:%d.%m.%Y} um {w:%H:%M} schrieb {name} <{addr}>:",
        "fr": f"Le {w.day} {month(w, 'fr')} {w.year} à {w:%H:%M}, {name} <{addr}> a écrit :",
        "it": f"Il giorno {w.day} {smonth(w, 'it')} {w.year}, alle ore {w:%H:%M}, {name} "
              f"<{addr}> ha scritto:",
        "es": f"El {w.day} {smonth(w, 'es')} {w.year}, a las {w:%H:%M}, {name} <{addr}> "
              f"escribió:",
        "nl": f"Op {w.day} {smonth(w, 'nl')} {w.year} om {w:%H:%M} heeft {name} <{addr}> het "
              f"volgende geschreven:",
    }[lang]


def thunderbird_attribution(when: dt.datetime, name: str, lang: str) -> str:
    w = when
    return {
        "en": f"On {w.month}/{w.day}/{w:%y} {ampm(w)}, {name} wrote:",
        "de": f"Am {w:%d.%m.%y} um {w:%H:%M} schrieb {name}:",
        "fr": f"Le {w:%d/%m/%Y} à {w:%H:%M}, {name} a écrit :",
        "it": f"Il {w:%d/%m/%y} {w:%H:%M}, {name} ha scritto:",
        "es": f"El {w.day}/{w.month}/{w:%y} a las {w:%H:%M}, {name} escribió:",
        "nl": f"Op {w:%d-%m-%Y} om {w:%H:%M} schreef {name}:",
    }[lang]


def yahoo_web_attribution(when: dt.datetime, name: str, addr: str, lang: str) -> str:
    w = when
    return {
        "en": f"On {day(w, 'en')}, {month(w, 'en')} {w.day}, {w.year} at "
              f"{w.hour % 12 or 12:02d}:{w:%M:%S} {'PM' if w.hour >= 12 else 'AM'} GMT+1, "
              f"{name} <{addr}> wrote:",
        "de": f"Am {day(w, 'de')}, {w.day}. {month(w, 'de')} {w.year}, {w:%H:%M:%S} MEZ hat "
              f"{name} <{addr}> Folgendes geschrieben:",
        "it": f"Il {day(w, 'it')} {w.day} {month(w, 'it')} {w.year}, {w:%H:%M:%S} CET, {name} "
              f"<{addr}> ha scritto:",
        "fr": f"Le {day(w, 'fr')} {w.day} {month(w, 'fr')} {w.year} à {w:%H:%M:%S} UTC+1, "
              f"{name} <{addr}> a écrit :",
        "es": f"El {day(w, 'es')}, {w.day} de {month(w, 'es')} de {w.year}, {w:%H:%M:%S} "
              f"CET, {name} <{addr}> escribió:",
        "nl": f"Op {day(w, 'nl')} {w.day} {month(w, 'nl')} {w.year} {w:%H:%M:%S} CET schreef "
              f"{name} <{addr}>:",
    }[lang]


def yahoo_android_attribution(when: dt.datetime, name: str, addr: str, lang: str) -> str:
    w = when
    # The Android app glues the address to the name, as it really does.
    return {
        "en": f"On {sday(w, 'en')}, {smonth(w, 'en')} {w.day}, {w.year} at {w:%H:%M}, "
              f"{name}<{addr}> wrote:",
        "it": f"Il {sday(w, 'it')}, {w.day} {smonth(w, 'it')}, {w.year} alle {w:%H:%M}, "
              f"{name}<{addr}> ha scritto:",
        "de": f"Am {sday(w, 'de')}, {w.day}. {smonth(w, 'de')} {w.year} um {w:%H:%M} schrieb "
              f"{name}<{addr}>:",
        "fr": f"Le {sday(w, 'fr')}, {w.day} {smonth(w, 'fr')} {w.year} à {w:%H:%M}, "
              f"{name}<{addr}> a écrit :",
        "es": f"El {sday(w, 'es')}, {w.day} {smonth(w, 'es')} {w.year} a las {w:%H:%M}, "
              f"{name}<{addr}> escribió:",
        "nl": f"Op {sday(w, 'nl')} {w.day} {smonth(w, 'nl')} {w.year} om {w:%H:%M} schreef "
              f"{name}<{addr}>:",
    }[lang]


def k9_attribution(when: dt.datetime, name: str, addr: str, lang: str) -> str:
    w = when
    if lang == "de":
        return f"Am {w.day}. {month(w, 'de')} {w.year} {w:%H:%M:%S} MEZ schrieb {name} <{addr}>:"
    return (f"On {month(w, 'en')} {w.day}, {w.year} {ampm(w)[:-3]}:{w:%S} "
            f"{ampm(w)[-2:]} GMT+01:00, {name} <{addr}> wrote:")


def fairemail_attribution(when: dt.datetime, name: str, addr: str, lang: str) -> str:
    w = when
    if lang == "de":
        return f"Am {w:%d.%m.%Y} {w:%H:%M} schrieb {name} <{addr}>:"
    return f"On {w.day} {smonth(w, 'en')} {w.year} {w:%H:%M}, {name} <{addr}> wrote:"


def proton_attribution(when: dt.datetime, name: str, addr: str, lang: str) -> list[str]:
    w = when
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(w.day if w.day < 20 else w.day % 10, "th")
    if lang == "de":
        return ["------- Original Message -------",
                f"Am {day(w, 'de')}, {w.day}. {month(w, 'de')} {w.year} um {w:%H:%M} schrieb "
                f"{name} <{addr}>:"]
    return ["------- Original Message -------",
            f"On {day(w, 'en')}, {month(w, 'en')} {w.day}{suffix}, {w.year} at {ampm(w)}, "
            f"{name} <{addr}> wrote:"]


OUTLOOK_WORDS = {
    "en": ("From", "Sent", "To", "Subject", "-----Original Message-----"),
    "de": ("Von", "Gesendet", "An", "Betreff", "-----Ursprüngliche Nachricht-----"),
    "fr": ("De\u00a0", "Envoyé\u00a0", "À\u00a0", "Objet\u00a0", "-----Message d'origine-----"),
    "it": ("Da", "Inviato", "A", "Oggetto", "-----Messaggio originale-----"),
    "es": ("De", "Enviado", "Para", "Asunto", "-----Mensaje original-----"),
    "nl": ("Van", "Verzonden", "Aan", "Onderwerp", "-----Oorspronkelijk bericht-----"),
}


def outlook_date(when: dt.datetime, lang: str) -> str:
    w = when
    return {
        "en": f"{day(w, 'en')}, {month(w, 'en')} {w.day}, {w.year} {ampm(w)}",
        "de": f"{day(w, 'de')}, {w.day}. {month(w, 'de')} {w.year} {w:%H:%M}",
        "fr": f"{day(w, 'fr')} {w.day} {month(w, 'fr')} {w.year} {w:%H:%M}",
        "it": f"{day(w, 'it')} {w.day} {month(w, 'it')} {w.year} {w:%H:%M}",
        "es": f"{day(w, 'es')}, {w.day} de {month(w, 'es')} de {w.year} {w:%H:%M}",
        "nl": f"{day(w, 'nl')} {w.day} {month(w, 'nl')} {w.year} {w:%H:%M}",
    }[lang]


def outlook_block(when: dt.datetime, sender: str, to: str, subject: str, lang: str,
                  *, classic: bool = False, rule: bool = False) -> list[str]:
    """Outlook's header block: ``classic`` with the -----Original Message----- line (desktop
    in plain-text mode), ``rule`` with the line of underscores (Outlook on the web, mobile)."""
    f, s, t, subj, original = OUTLOOK_WORDS[lang]
    head = [original] if classic else (["_" * 32] if rule else [])
    return [*head, f"{f}: {sender}", f"{s}: {outlook_date(when, lang)}", f"{t}: {to}",
            f"{subj}: {subject}"]


def gmx_block(when: dt.datetime, sender: str, to: str, subject: str, lang: str) -> list[str]:
    w = when
    if lang == "de":
        return [f"Gesendet: {day(w, 'de')}, {w:%d}. {month(w, 'de')} {w.year} um {w:%H:%M} Uhr",
                f"Von: {sender}", f"An: {to}", f"Betreff: {subject}"]
    return [f"Sent: {day(w, 'en')}, {month(w, 'en')} {w:%d}, {w.year} at {ampm(w)}",
            f"From: {sender}", f"To: {to}", f"Subject: {subject}"]


def samsung_block(when: dt.datetime, sender: str, to: str, subject: str, lang: str
                  ) -> list[str]:
    w = when
    if lang == "de":
        return ["-------- Ursprüngliche Nachricht --------", f"Von: {sender} ",
                f"Datum: {w:%d.%m.%y} {w:%H:%M}  (GMT+01:00) ", f"An: {to} ",
                f"Betreff: {subject} ", ""]
    return ["-------- Original message --------", f"From: {sender} ",
            f"Date: {w:%d/%m/%Y} {w:%H:%M}  (GMT+01:00) ", f"To: {to} ", f"Subject: {subject} ",
            ""]


def forward_header(client: str, when: dt.datetime, sender: str, to: str, subject: str,
                   lang: str) -> list[str]:
    """The lines a forward opens with, per program family."""
    w = when
    if client.startswith("gmail"):
        head = {"de": "---------- Weitergeleitete Nachricht ---------",
                "it": "---------- Forwarded message ---------"}.get(
            lang, "---------- Forwarded message ---------")
        # Gmail localises only "From" in this block ("Von: … Date: … Subject: … To:").
        words = {"de": ("Von", "Date", "Subject", "To")}.get(lang, ("From", "Date", "Subject",
                                                                    "To"))
        date = (f"{sday(w, 'de')}, {w.day}. {month(w, 'de')} {w.year} um {w:%H:%M} Uhr"
                if lang == "de" else
                f"{sday(w, 'en')}, {smonth(w, 'en')} {w.day}, {w.year} at {ampm(w)}")
        return [head, f"{words[0]}: {sender}", f"{words[1]}: {date}", f"{words[2]}: {subject}",
                f"{words[3]}: {to}", ""]
    if client.startswith("thunderbird"):
        head, words = ({"de": ("-------- Weitergeleitete Nachricht --------",
                               ("Betreff", "Datum", "Von", "An"))}.get(
            lang, ("-------- Forwarded Message --------", ("Subject", "Date", "From", "To"))))
        return [head, f"{words[0]}: \t{subject}", f"{words[1]}: \t{w:%a, %d %b %Y %H:%M:%S} +0100",
                f"{words[2]}: \t{sender}", f"{words[3]}: \t{to}", "", ""]
    if client in ("apple-mail", "iphone"):
        head = {"de": "Anfang der weitergeleiteten Nachricht:",
                "fr": "Début du message réexpédié :",
                "it": "Inizio messaggio inoltrato:"}.get(lang, "Begin forwarded message:")
        words = {"de": ("Von", "Betreff", "Datum", "An")}.get(lang, ("From", "Subject", "Date",
                                                                      "To"))
        return [head, "", f"> {words[0]}: {sender}", f"> {words[1]}: {subject}",
                f"> {words[2]}: {w.day}. {month(w, 'de')} {w.year} um {w:%H:%M:%S} MEZ"
                if lang == "de" else f"> {words[2]}: {w.day} {smonth(w, 'en')} {w.year} at "
                                     f"{w:%H:%M:%S} CET", f"> {words[3]}: {to}", ">"]
    # Outlook, GMX/web.de and the rest put a header block under a rule.
    return ["", *outlook_block(when, sender, to, subject, lang, rule=True), ""]


PHONE_FOOTERS = {
    "iphone": {"en": "Sent from my iPhone", "de": "Von meinem iPhone gesendet",
               "fr": "Envoyé de mon iPhone", "it": "Inviato da iPhone",
               "es": "Enviado desde mi iPhone", "nl": "Verstuurd vanaf mijn iPhone"},
    "yahoo-android": {"en": "Sent from Yahoo Mail on Android",
                      "de": "Von Yahoo Mail auf Android gesendet",
                      "it": "Inviato da Yahoo Mail su Android",
                      "fr": "Envoyé depuis Yahoo Mail pour Android",
                      "es": "Enviado desde Yahoo Mail con Android",
                      "nl": "Verzonden vanuit Yahoo Mail voor Android"},
    "outlook-ios": {"any": "Get Outlook for iOS<https://aka.ms/o0ukef>"},
    "outlook-android": {"any": "Get Outlook for Android<https://aka.ms/AAb9ysg>"},
    "samsung": {"en": "Sent from my Galaxy", "de": "Von meinem Samsung Galaxy Smartphone "
                                                   "gesendet.",
                "fr": "Envoyé depuis mon Galaxy", "it": "Inviato dal mio Galaxy",
                "es": "Enviado desde mi Galaxy", "nl": "Verzonden vanaf mijn Galaxy"},
    "gmx-android": {"any": "Diese Nachricht wurde von meinem Android Mobiltelefon mit GMX Mail "
                           "gesendet."},
    "webde-android": {"any": "Diese Nachricht wurde von meinem Android Mobiltelefon mit WEB.DE "
                             "Mail gesendet."},
    "proton": {"de": "Gesendet mit Proton Mail sichere E-Mail.",
               "any": "Sent with Proton Mail secure email."},
}


def phone_footer(client: str, lang: str) -> str | None:
    table = PHONE_FOOTERS.get(client)
    if table is None:
        return None
    return table.get(lang) or table.get("any") or table.get("en")
