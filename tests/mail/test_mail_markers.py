"""Lines that unambiguously start a signature or a client footer (games/mail_intake/markers.py):
the footers phones and mail apps really append, in six languages, and the lines a player
writes that only look like them."""

from __future__ import annotations

import pytest

from games.mail_intake.markers import is_signature_marker

FOOTERS = [
    "-- ", "--", "__", "________________________________",
    # English
    "Sent from my iPhone", "Sent from my iPad", "Sent from my Galaxy",
    "Sent from my Samsung Galaxy smartphone.", "Sent from my Huawei phone",
    "Sent from Yahoo Mail for iPhone", "Sent from Yahoo Mail on Android",
    "Sent from Mail for Windows", "Sent from Mail for Windows 10", "Sent from Outlook",
    "Get Outlook for iOS", "Get Outlook for Android<https://aka.ms/ghei36>",
    "Get Outlook for iOS <https://aka.ms/o0ukef>", "Sent with Proton Mail secure email.",
    "Sent with ProtonMail Secure Email.", "Sent from Proton Mail mobile",
    "Sent from my BlackBerry 10 smartphone.", "Sent from the all new AOL app for iOS",
    # German
    "Von meinem iPhone gesendet", "Von meinem Samsung Galaxy Smartphone gesendet.",
    "Gesendet von meinem iPad", "Gesendet von Mail für Windows",
    "Diese Nachricht wurde von meinem Android Mobiltelefon mit GMX Mail gesendet.",
    "Diese Nachricht wurde von meinem Android Mobiltelefon mit WEB.DE Mail gesendet.",
    "Gesendet mit der WEB.DE Mail App", "Gesendet mit der GMX Mail App",
    "Von Outlook für Android gesendet", "Outlook für iOS beziehen<https://aka.ms/o0ukef>",
    "Gesendet mit der sicheren E-Mail von Proton Mail.", "Von Yahoo Mail auf Android gesendet",
    # Italian
    "Inviato da iPhone", "Inviato dal mio iPhone", "Inviato da Yahoo Mail su Android",
    "Inviato da Yahoo Mail per iPhone", "Inviato da Posta per Windows",
    "Inviato dal mio dispositivo Galaxy", "Ottieni Outlook per Android",
    # French
    "Envoyé de mon iPhone", "Envoyé depuis mon appareil Galaxy",
    "Envoyé de Yahoo Mail pour Android", "Envoyé à partir de Outlook pour Android",
    "Obtenir Outlook pour iOS", "Envoyé avec la messagerie sécurisée Proton Mail.",
    # Spanish
    "Enviado desde mi iPhone", "Enviado desde mi dispositivo Samsung",
    "Enviado desde Yahoo Mail para Android", "Obtener Outlook para Android",
    "Enviado con el correo electrónico seguro de Proton Mail.",
    # Dutch
    "Verzonden vanaf mijn iPhone", "Verstuurd vanaf mijn iPhone",
    "Verzonden met Proton Mail beveiligde e-mail.", "Verzonden vanuit Outlook voor iOS",
    "  Sent from my iPhone  ",
]
NOT_MARKERS = [
    # the player's lines: orders, list items, prose, press
    "A vie - gal", "- A vie - gal", "-A vie - gal", "-- A vie - gal", "---", "----------",
    "-----Original Message-----", "__init__", "_", "-", "ORDERS", "PRESS TO france",
    "Sent from Munich, the fleet sails on.", "The army was sent from my capital to Galicia.",
    "I sent from Vienna what you asked for.", "Sent from my capital: A vie - gal",
    "Von meinem Standpunkt aus ist das klar, gesendet habe ich nichts.",
    "Inviato da Roma con amore: A rom - ven e F nap - ion e poi A ven - tyr e la flotta resta",
    "Get Outlook out of my way, Italy", "Envoyé ce matin: F bre - mao",
    # greetings and closings are the signature rule's, not markers
    "Viele Grüße", "Thanks", "Thanks!", "Ciao", "LG", "Cheers", "Best regards",
    "Mit freundlichen Grüßen", "Saludos", "Cordialement", "Met vriendelijke groet",
    # a footer-like phrase inside a longer line
    "PS: Sent from my iPhone, sorry for typos, but here are my orders: A vie - gal, F tri H",
]


@pytest.mark.parametrize("line", FOOTERS)
def test_signature_dashes_and_client_footers_are_markers(line):
    assert is_signature_marker(line)


@pytest.mark.parametrize("line", NOT_MARKERS)
def test_orders_prose_and_greetings_are_not_markers(line):
    assert not is_signature_marker(line)
