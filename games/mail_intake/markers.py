"""Lines that unambiguously start a signature or a mail program's footer.

Only three kinds, so that a line the player wrote is never taken for one: the signature dash
("-- ", also as "--" once the line is stripped), a line of two or more underscores alone, and
the "sent from" footers that phones and mail apps append, in German, English, French,
Italian, Spanish and Dutch ("Sent from my iPhone", "Von meinem iPhone gesendet", "Inviato da
Yahoo Mail su Android", "Get Outlook for Android", "Sent with Proton Mail secure email." …).
A footer is a whole line (of a bounded length: the device or program part has at most 60
characters), optionally ending in the link the program appends ("<https://aka.ms/…>"); a
"sent from" phrase must name the sender's own device ("my …", "meinem …", "mon …") or a
known program, so "Sent from Munich, the fleet sails on" is no footer. Greetings and
closings ("Viele Grüße", "Thanks", "LG") are not markers: whether they end the mail is the
signature rule's decision.
"""

from __future__ import annotations

import re

_SIGNATURE_DASH = re.compile(r"^--[ \t]?$")
_UNDERSCORES = re.compile(r"^_{2,}$")
_LINK = r"(?:\s*[<(\[]?(?:https?://|www\.)\S*[>)\]]?)?"
# Proton's app writes its footer with a Markdown link: "Sent with [Proton Mail](https://…)".
_MARKDOWN = re.compile(r"\[([^\]]{1,60})\]\((?:https?://|www\.)[^)\s]*\)")
_END = _LINK + r"\s*[.!]?\s*$"
_SENT = (r"(?:sent|gesendet|versendet|envoyé|envoye|enviado|inviato|verzonden|verstuurd|"
         r"verzonden)")
_FROM = (r"(?:from|with|via|using|von|mit(?:\s+der|\s+dem)?|de|depuis|avec(?:\s+la|\s+le)?|"
         r"à\s+partir\s+de|desde|con(?:\s+el|\s+la)?|da|dal|dalla|dallo|con|vanaf|vanuit|"
         r"via|met(?:\s+de|\s+het)?)")
_MY = r"(?:my|meinem|meiner|mon|ma|mes|mi|mis|mio|mia|il\s+mio|la\s+mia|mijn)"
_PROGRAM = (r"(?:yahoo(?:\s+mail)?|outlook|(?:mail|posta|courrier|correo)\s+(?:for|für|pour|"
            r"per|para|voor)\s+windows(?:\s+1[01])?|proton\s?mail|proton|gmail|aol|gmx|"
            r"web\.de|mail\.com|t-online|freenet|icloud|samsung|galaxy|iphone|ipad|android|"
            r"blackberry|huawei|xiaomi|zoho|tutanota|tuta|spark|bluemail|k-9\s+mail|"
            r"fairemail|thunderbird|airmail|edison|newton|the\s+(?:all\s+new\s+)?aol\s+app|"
            r"(?:la|der|de|el|il)\s+(?:\w+\s+)?(?:app|messagerie|e-mail|posta|correo))")
_OS = r"(?:ios|android|iphone|ipad|windows|mac)"
_FOOTERS = (
    # "Sent from my iPhone", "Envoyé de mon iPhone", "Inviato dal mio iPhone", ...
    rf"{_SENT}\s+{_FROM}\s+{_MY}\s+[\w\s.,&'’+()-]{{1,60}}",
    # "Sent from Yahoo Mail for iPhone", "Inviato da iPhone", "Gesendet mit der WEB.DE Mail
    # App", "Sent with Proton Mail secure email.", "Verzonden met Proton Mail ..."
    rf"{_SENT}\s+{_FROM}\s+{_PROGRAM}\b[\w\s.,&'’+()-]{{0,60}}",
    # German word order: "Von meinem iPhone gesendet", "Von Outlook für Android gesendet"
    rf"von\s+(?:{_MY}\s+[\w\s.,&'’+()-]{{1,50}}|{_PROGRAM}\b[\w\s.,&'’+()-]{{0,50}})"
    r"\s+gesendet",
    # GMX / WEB.DE on Android: "Diese Nachricht wurde von meinem Android Mobiltelefon mit
    # GMX Mail gesendet."
    r"diese\s+nachricht\s+wurde\s+(?:von|mit)\s+[\w\s.,&'’+()-]{1,70}\s+(?:gesendet|"
    r"versendet|verschickt)",
    # "Get Outlook for iOS", "Obtenir Outlook pour Android", "Outlook für iOS beziehen"
    rf"(?:get|obtenir|télécharger|obtener|descargar|ottieni|scarica|download|haal)\s+"
    rf"outlook\s+(?:for|pour|para|per|voor)\s+{_OS}",
    rf"outlook\s+(?:für|voor)\s+{_OS}{_LINK}\s+(?:beziehen|herunterladen|downloaden|holen)",
    # "Verzonden met beveiligde e-mail van Proton Mail.", "Sent with secure email from ..."
    rf"{_SENT}\s+{_FROM}\s+(?:[\w-]+\s+){{1,3}}(?:van|from|von|de|di|da)\s+{_PROGRAM}\b",
)
_FOOTER = re.compile(r"^\s*(?:" + "|".join(_FOOTERS) + r")" + _END, re.IGNORECASE)


def is_signature_marker(line: str) -> bool:
    """Whether this line starts a signature or a mail program's footer (module docstring)."""
    stripped = _MARKDOWN.sub(r"\1", line.rstrip("\r\n"))
    if _SIGNATURE_DASH.match(stripped.lstrip()) or _UNDERSCORES.match(stripped.strip()):
        return True
    return bool(_FOOTER.match(stripped))
