"""What the players say around their orders: greetings, remarks, sign-offs, press texts."""

from __future__ import annotations

GREET = {
    "de": ["Hallo zusammen,", "Moin,", "Servus Spielleitung,", "Hallo,", "Guten Abend,",
           "Moin moin!", "Hallo Spielleiter,", "Na, ihr Lieben,"],
    "en": ["Hi,", "Hello GM,", "Evening all,", "Hey there,", "Hi there,", "Hello,",
           "Good morning,", "Cheers for running this!"],
    "it": ["Ciao,", "Buonasera,", "Salve a tutti,", "Ciao master,"],
    "fr": ["Bonjour,", "Salut,", "Bonsoir à tous,", "Bonjour l'arbitre,"],
    "es": ["Hola,", "Buenas,", "Hola a todos,", "Buenas tardes,"],
    "nl": ["Hoi,", "Hallo allemaal,", "Goedemiddag,", "Hoi spelleider,"],
}
INTRO = {
    "de": ["hier meine Züge für diese Runde.", "anbei meine Befehle, hoffe es passt so.",
           "sorry für die Verspätung, war die ganze Woche auf Dienstreise.",
           "kurz und schmerzlos, hier die Befehle.",
           "ich schicke lieber jetzt schon, bevor ich es vergesse.",
           "nach langem Grübeln steht mein Zug.", "das Wetter ist mies, also wird gespielt."],
    "en": ["here are my moves for this turn.", "orders below, let me know if anything is off.",
           "sorry this is late, the kids had the flu.", "quick one from the train.",
           "sending early since I'm away at the weekend.",
           "after far too much thinking, this is it."],
    "it": ["ecco i miei ordini per questo turno.", "scusate il ritardo, settimana pesante.",
           "mando subito prima di dimenticarmi."],
    "fr": ["voici mes ordres pour ce tour.", "désolé pour le retard, grosse semaine.",
           "j'envoie tôt, je pars en week-end."],
    "es": ["aquí van mis órdenes para este turno.", "perdón por el retraso, semana complicada.",
           "mando ya por si acaso."],
    "nl": ["hierbij mijn orders voor deze beurt.", "sorry voor de vertraging, drukke week.",
           "ik stuur ze maar vast, dit weekend ben ik weg."],
}
AFTER = {
    "de": ["Bitte kurz bestätigen, dass alles angekommen ist.", "Mal sehen, was der Russe macht.",
           "Falls was unklar ist, ruft einfach an."],
    "en": ["Please confirm you got these.", "Fingers crossed this works out.",
           "Shout if anything is unclear."],
    "it": ["Fatemi sapere se va bene.", "Incrociamo le dita."],
    "fr": ["Merci de confirmer la réception.", "On verra bien."],
    "es": ["Confirmadme que ha llegado, por favor.", "Crucemos los dedos."],
    "nl": ["Laat even weten of het goed is aangekomen.", "Duimen maar."],
}
SIGNOFF = {
    "de": ["Gruß", "Viele Grüße", "LG", "Bis denne", "Schönen Abend noch", "Grüße aus Kassel"],
    "en": ["Cheers", "Thanks", "Best", "Regards", "Ta", "All the best"],
    "it": ["Saluti", "A presto", "Ciao"],
    "fr": ["Cordialement", "À plus", "Bonne soirée"],
    "es": ["Saludos", "Un abrazo", "Gracias"],
    "nl": ["Groetjes", "Groeten", "Tot later"],
}
# Chat mails that carry no order at all.
CHAT = {
    "de": [["kann es sein, dass der ZAT verschoben wurde? Bei mir steht noch der alte Termin."],
           ["ich bin ab Freitag eine Woche im Urlaub, meine Befehle kommen vorher.",
            "Falls nicht: bitte einfach alles halten lassen."],
           ["die Karte im letzten Bericht war bei mir leer. Geht das nur mir so?"],
           ["danke für die schnelle Auswertung, hat Spaß gemacht bisher!"]],
    "en": [["is the deadline still Thursday night? The report looked odd on my phone."],
           ["I'll be offline from Friday for a week, orders will come before that."],
           ["the map in the last mail didn't load for me. Anyone else?"],
           ["thanks for the quick adjudication, great game so far!"]],
    "it": [["la mappa nell'ultimo rapporto non si vede. Solo io?"]],
    "fr": [["la date limite est toujours jeudi soir ? Merci."]],
    "es": [["¿el plazo sigue siendo el jueves? Gracias."]],
    "nl": [["is de deadline nog steeds donderdagavond? Dank je."]],
}
REMARK = {
    "de": ["(wie besprochen)", "(falls Russland mitspielt)", "(sicher ist sicher)",
           "(nicht lachen)"],
    "en": ["(as agreed)", "(if Russia plays along)", "(just in case)", "(don't laugh)"],
    "it": ["(come d'accordo)"], "fr": ["(comme convenu)"], "es": ["(como acordamos)"],
    "nl": ["(zoals afgesproken)"],
}
PRESS_TEXT = {
    "de": [["Lass uns die Grenze ruhig halten, ich gehe nicht in deine Richtung."],
           ["Ich würde gern zusammenarbeiten. Was hast du im Herbst vor?",
            "Melde dich einfach."],
           ["Vorsicht, euer Nachbar plant was. Mehr verrate ich nicht."],
           ["Danke für die faire Absprache, ich halte mich daran."]],
    "en": [["Let's keep our border quiet, I won't move your way this year."],
           ["Fancy working together? What are your plans for the autumn?",
            "Drop me a line."],
           ["Watch your back, your neighbour is up to something."],
           ["Thanks for sticking to the deal. I'll keep my side."]],
    "it": [["Teniamo tranquillo il confine, non vengo dalla tua parte."]],
    "fr": [["Restons calmes à la frontière, je ne bouge pas vers toi."]],
    "es": [["Mantengamos la frontera tranquila, no voy hacia ti."]],
    "nl": [["Laten we de grens rustig houden, ik kom jouw kant niet op."]],
}
PUBLIC_TEXT = {
    "de": [["Bekanntmachung: Wer mir in den Rücken fällt, hat ein Problem."],
           ["Der Frieden von Tirol gilt weiter. Alle anderen: keine Sorge."]],
    "en": [["Public notice: the Channel stays demilitarised this year."],
           ["To all: I stand by every agreement I have made so far."]],
}
GM_TEXT = {
    "de": [["Kurze Frage an die Spielleitung: zählt ein Rückzug auch bei Patt?"]],
    "en": [["Question for the GM: can I change my orders after sending them?"]],
}
AUTO = {
    "de": ("Automatische Antwort: Abwesend",
           ["Vielen Dank für Ihre Nachricht.",
            "Ich bin bis einschließlich 20.03.2026 nicht im Büro und habe keinen Zugriff "
            "auf meine E-Mails.", "In dringenden Fällen wenden Sie sich bitte an "
            "sekretariat@example.com."]),
    "en": ("Automatic reply: Out of office",
           ["Thank you for your email.", "I am out of the office until 20 March with "
            "limited access to email.", "I will respond on my return."]),
    "nl": ("Automatisch antwoord: afwezig",
           ["Bedankt voor je bericht. Ik ben tot 20 maart afwezig."]),
    "fr": ("Réponse automatique : absent",
           ["Merci pour votre message. Je suis absent jusqu'au 20 mars."]),
}
