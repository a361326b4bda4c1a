"""How each mail program introduces the mail it quotes or forwards, in each language.

The quoted mail is always one the app really sent (tests/mail/devset3/reports/), sent by
``SENDER`` on Monday 2 March 2026 at 10:00 CET to the player.
"""

from __future__ import annotations

SENDER_NAME = "Gamemaster"
SENDER = "gamemaster@gm.example.org"
FULL = f"{SENDER_NAME} <{SENDER}>"

# One-line attributions ("On ... X wrote:"), by program family and language.
ATTRIBUTION = {
    "gmail": {
        "en": f"On Mon, Mar 2, 2026 at 10:00 AM {FULL} wrote:",
        "de": f"Am Mo., 2. März 2026 um 10:00 Uhr schrieb {FULL}:",
        "it": f"Il giorno lun 2 mar 2026 alle ore 10:00 {FULL} ha scritto:",
        "fr": f"Le lun. 2 mars 2026 à 10:00, {FULL} a écrit :",
        "es": f"El lun, 2 mar 2026 a las 10:00, {SENDER_NAME} (<{SENDER}>) escribió:",
        "nl": f"Op ma 2 mrt 2026 om 10:00 schreef {FULL}:",
    },
    "apple": {
        "en": f"On 2 Mar 2026, at 10:00, {FULL} wrote:",
        "de": f"Am 02.03.2026 um 10:00 schrieb {FULL}:",
        "it": f"Il giorno 2 mar 2026, alle ore 10:00, {FULL} ha scritto:",
        "fr": f"Le 2 mars 2026 à 10:00, {FULL} a écrit :",
        "es": f"El 2 mar 2026, a las 10:00, {FULL} escribió:",
        "nl": f"Op 2 mrt 2026 om 10:00 heeft {FULL} het volgende geschreven:",
    },
    "thunderbird": {
        "en": f"On 02/03/2026 10:00, {SENDER_NAME} wrote:",
        "de": f"Am 02.03.26 um 10:00 schrieb {SENDER_NAME}:",
        "it": f"Il 02/03/26 10:00, {SENDER_NAME} ha scritto:",
        "fr": f"Le 02/03/2026 à 10:00, {SENDER_NAME} a écrit :",
        "es": f"El 2/3/26 a las 10:00, {SENDER_NAME} escribió:",
        "nl": f"Op 02-03-2026 om 10:00 schreef {SENDER_NAME}:",
    },
    "yahoo": {
        "en": f"On Monday, March 2, 2026 at 10:00:00 AM GMT+1, {FULL} wrote:",
        "de": f"Am Montag, 2. März 2026 um 10:00:00 MEZ hat {FULL} Folgendes geschrieben:",
        "it": f"Il lunedì 2 marzo 2026 alle ore 10:00:00 CET, {FULL} ha scritto:",
        "fr": f"Le lundi 2 mars 2026 à 10:00:00 UTC+1, {FULL} a écrit :",
        "es": f"El lunes, 2 de marzo de 2026, 10:00:00 CET, {FULL} escribió:",
        "nl": f"Op maandag 2 maart 2026 10:00:00 CET schreef {FULL}:",
    },
    "yahoo-android": {
        "en": f"On Mon, Mar 2, 2026 at 10:00, {SENDER_NAME}<{SENDER}> wrote:",
        "de": f"Am Mo., 2. März 2026 um 10:00 schrieb {SENDER_NAME}<{SENDER}>:",
        "it": f"Il lun, 2 mar, 2026 alle 10:00, {SENDER_NAME}<{SENDER}> ha scritto:",
        "fr": f"Le lun., 2 mars 2026 à 10:00, {SENDER_NAME}<{SENDER}> a écrit :",
        "es": f"El lun., 2 mar. 2026 a las 10:00, {SENDER_NAME}<{SENDER}> escribió:",
        "nl": f"Op ma, 2 mrt 2026 om 10:00 schreef {SENDER_NAME}<{SENDER}>:",
    },
    "proton": {
        "en": f"On Monday, March 2nd, 2026 at 10:00, {FULL} wrote:",
        "de": f"Am Montag, 2. März 2026 um 10:00 schrieb {FULL}:",
        "it": f"Il lunedì 2 marzo 2026 alle 10:00, {FULL} ha scritto:",
        "fr": f"Le lundi 2 mars 2026 à 10:00, {FULL} a écrit :",
        "es": f"El lunes, 2 de marzo de 2026 a las 10:00, {FULL} escribió:",
        "nl": f"Op maandag 2 maart 2026 om 10:00 schreef {FULL}:",
    },
    "k9": {
        "en": f"On March 2, 2026 10:00:00 AM GMT+01:00, {FULL} wrote:",
        "de": f"Am 2. März 2026 10:00:00 MEZ schrieb {FULL}:",
        "it": f"Il 2 marzo 2026 10:00:00 CET, {FULL} ha scritto:",
        "fr": f"Le 2 mars 2026 10:00:00 GMT+01:00, {FULL} a écrit :",
        "es": f"El 2 de marzo de 2026 10:00:00 CET, {FULL} escribió:",
        "nl": f"Op 2 maart 2026 10:00:00 CET schreef {FULL}:",
    },
    "fairemail": {
        "en": f"On 2 Mar 2026, at 10:00, {FULL} wrote:",
        "de": f"{FULL} schrieb am Mo., 2. März 2026 um 10:00:",
        "it": f"{FULL} ha scritto il lun 2 mar 2026 alle 10:00:",
        "fr": f"{FULL} a écrit le lun. 2 mars 2026 à 10:00 :",
        "es": f"{FULL} escribió el lun, 2 mar 2026 a las 10:00:",
        "nl": f"{FULL} schreef op ma 2 mrt 2026 om 10:00:",
    },
}

# Header blocks (Outlook, Samsung, GMX/web.de): (first line or None, [(label, value key)]).
_LABELS = {
    "en": ("From", "Sent", "To", "Subject", "Date"),
    "de": ("Von", "Gesendet", "An", "Betreff", "Datum"),
    "it": ("Da", "Inviato", "A", "Oggetto", "Data"),
    "fr": ("De", "Envoyé", "À", "Objet", "Date"),
    "es": ("De", "Enviado", "Para", "Asunto", "Fecha"),
    "nl": ("Van", "Verzonden", "Aan", "Onderwerp", "Datum"),
}
_SENT = {
    "en": "Monday, March 2, 2026 10:00 AM", "de": "Montag, 2. März 2026 10:00",
    "it": "lunedì 2 marzo 2026 10:00", "fr": "lundi 2 mars 2026 10:00",
    "es": "lunes, 2 de marzo de 2026 10:00", "nl": "maandag 2 maart 2026 10:00",
}
_ORIGINAL = {
    "en": "-----Original Message-----", "de": "-----Ursprüngliche Nachricht-----",
    "it": "-----Messaggio originale-----", "fr": "-----Message d'origine-----",
    "es": "-----Mensaje original-----", "nl": "-----Oorspronkelijk bericht-----",
}
_SAMSUNG = {
    "en": ("-------- Original message --------", "02/03/2026 10:00 (GMT+01:00)"),
    "de": ("-------- Ursprüngliche Nachricht --------", "02.03.26 10:00 (GMT+01:00)"),
    "it": ("-------- Messaggio originale --------", "02/03/26 10:00 (GMT+01:00)"),
    "fr": ("-------- Message d'origine --------", "02/03/2026 10:00 (GMT+01:00)"),
    "es": ("-------- Mensaje original --------", "2/3/26 10:00 (GMT+01:00)"),
    "nl": ("-------- Oorspronkelijk bericht --------", "02-03-2026 10:00 (GMT+01:00)"),
}
_GMX_SENT = {"de": "Montag, 02. März 2026 um 10:00 Uhr",
             "en": "Monday, March 02, 2026 at 10:00 AM"}


def header_block(style: str, lang: str, to: str, subject: str) -> list[str]:
    """Outlook ("outlook-desktop", "outlook-web"), Samsung ("samsung") and GMX/web.de ("gmx")
    header blocks above the quoted mail, as plain lines."""
    f, s, t, subj, d = _LABELS[lang]
    colon = " :" if lang == "fr" else ":"
    if style == "samsung":
        first, date = _SAMSUNG[lang]
        return [first, f"{f}{colon} {FULL} ", f"{d}{colon} {date} ", f"{t}{colon} {to} ",
                f"{subj}{colon} {subject} ", ""]
    if style == "gmx":
        g = "de" if lang == "de" else "en"
        f, s, t, subj, _d = _LABELS[g]
        return [f"{s}: {_GMX_SENT[g]}", f'{f}: "{SENDER_NAME}" <{SENDER}>', f"{t}: {to}",
                f"{subj}: {subject}"]
    lines = [_ORIGINAL[lang]] if style == "outlook-desktop" else ["_" * 32]
    sent = _SENT[lang] + (":00" if style == "outlook-mobile" else "")
    return [*lines, f"{f}{colon} {FULL}", f"{s}{colon} {sent}", f"{t}{colon} {to}",
            f"{subj}{colon} {subject}"]


FORWARD = {
    "gmail": {"en": "---------- Forwarded message ---------",
              "de": "---------- Weitergeleitete Nachricht ---------",
              "it": "---------- Forwarded message ---------",
              "fr": "---------- Forwarded message ---------",
              "es": "---------- Forwarded message ---------",
              "nl": "---------- Doorgestuurd bericht ---------"},
    "apple": {"en": "Begin forwarded message:", "de": "Anfang der weitergeleiteten Nachricht:",
              "it": "Inizio messaggio inoltrato:", "fr": "Début du message réexpédié :",
              "es": "Inicio del mensaje reenviado:", "nl": "Begin doorgestuurd bericht:"},
    "thunderbird": {"en": "-------- Forwarded Message --------",
                    "de": "-------- Weitergeleitete Nachricht --------",
                    "it": "-------- Messaggio Inoltrato --------",
                    "fr": "-------- Message transféré --------",
                    "es": "-------- Mensaje reenviado --------",
                    "nl": "-------- Doorgestuurd bericht --------"},
}


def forward_block(family: str, lang: str, to: str, subject: str) -> list[str]:
    f, _s, t, subj, d = _LABELS[lang if family != "gmail" or lang in ("de", "nl") else "en"]
    if family == "gmail":
        date = "Mo., 2. März 2026 um 10:00 Uhr" if lang == "de" else "Mon, Mar 2, 2026 at 10:00"
        return [FORWARD["gmail"][lang], f"{f}: {FULL}", f"Date: {date}", f"Subject: {subject}",
                f"To: {to}", ""]
    if family == "apple":
        date = "2. März 2026 um 10:00:00 MEZ" if lang == "de" else "2 March 2026 at 10:00:00 CET"
        return [FORWARD["apple"][lang], "", f"{f}: {FULL}", f"{subj}: {subject}",
                f"{d}: {date}", f"{t}: {to}", ""]
    date = "Mon, 2 Mar 2026 10:00:00 +0100"
    return [FORWARD["thunderbird"][lang], f"{subj}: \t{subject}", f"{d}: \t{date}",
            f"{f}: \t{FULL}", f"{t}: \t{to}", "", ""]


REPLY_PREFIX = {  # subject prefixes of replies and forwards
    "outlook": {"en": ("RE: ", "FW: "), "de": ("AW: ", "WG: "), "it": ("R: ", "I: "),
                "fr": ("RE : ", "TR : "), "es": ("RE: ", "RV: "), "nl": ("RE: ", "FW: ")},
    "gmx": {"de": ("Aw: ", "Fw: "), "en": ("Re: ", "Fw: ")},
}
