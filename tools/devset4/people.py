"""Who writes the held-out mails: players with their names, addresses and signatures, and the
small talk of a PBEM round (greetings, remarks, sign-offs) in each language."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Player:
    name: str
    email: str
    signature: tuple[str, ...]
    lang: str


PLAYERS = {
    "de": [
        Player("Matthias Brenner", "m.brenner@posteo.de",
               ("Matthias Brenner", "Tel. 0172 4418830"), "de"),
        Player("Sabine Kluge", "sabine.kluge@gmx.net", ("Sabine", "Am Anger 7, 99084 Erfurt"),
               "de"),
        Player("Uwe Dörfler", "uwe.doerfler@web.de", ("Uwe Dörfler", "0511 / 8812 4570"), "de"),
        Player("Katrin Wendt", "katrin.wendt@t-online.de", ("Katrin",), "de"),
        Player("Holger Pfaff", "hpfaff@mailbox.org",
               ("Holger Pfaff", "Dipl.-Ing. (FH)", "Mobil: +49 160 9921 337"), "de"),
        Player("Jörg Lindemann", "joerg.lindemann@gmail.com", ("Jörg",), "de"),
        Player("Birgit Sauerländer", "b.sauerlaender@outlook.de",
               ("Birgit Sauerländer", "Lindenstraße 12", "34117 Kassel"), "de"),
        Player("Tobias Quast", "tquast@yahoo.de", ("Tobi",), "de"),
    ],
    "en": [
        Player("Gareth Pryce", "gareth.pryce@btinternet.com", ("Gareth",), "en"),
        Player("Simon Ashworth", "s.ashworth@gmail.com",
               ("Simon Ashworth", "+44 7700 900412"), "en"),
        Player("Dave Kettering", "dkettering@proton.me", ("Dave K.",), "en"),
        Player("Rachel Moss", "rachel.moss@outlook.com",
               ("Rachel Moss", "14 Harcourt Road, Sheffield S10 1DH"), "en"),
        Player("Tom Haverford", "tomhav@yahoo.co.uk", ("-Tom",), "en"),
    ],
    "it": [Player("Luca Ferrante", "luca.ferrante@libero.it", ("Luca", "cell. 347 118 2290"),
                  "it"),
           Player("Giulia Marchetti", "giulia.marchetti@gmail.com", ("Giulia",), "it")],
    "fr": [Player("Olivier Garnier", "o.garnier@orange.fr", ("Olivier",), "fr"),
           Player("Céline Roux", "celine.roux@free.fr", ("Céline Roux", "06 12 48 90 33"),
                  "fr")],
    "es": [Player("Javier Montoya", "jmontoya@gmail.com", ("Javier",), "es"),
           Player("Lucía Serrano", "lucia.serrano@yahoo.es", ("Lucía Serrano",), "es")],
    "nl": [Player("Pieter de Wit", "pieterdewit@ziggo.nl", ("Pieter",), "nl"),
           Player("Anouk Verbeek", "anouk.verbeek@gmail.com", ("Anouk Verbeek", "06-41225870"),
                  "nl")],
}

GREETINGS = {
    "de": ["Hallo Spielleiter,", "Moin!", "Hi zusammen,", "Servus,", "Guten Abend,",
           "Hallo Bernd,", "N'Abend!"],
    "en": ["Hi GM,", "Hello,", "Evening all,", "Hey,", "Dear GM,", "Cheers for the report!"],
    "it": ["Ciao!", "Salve,", "Buonasera,"],
    "fr": ["Bonjour,", "Salut !", "Bonsoir,"],
    "es": ["Hola,", "¡Buenas!", "Hola a todos,"],
    "nl": ["Hoi,", "Hallo allemaal,", "Goedenavond,"],
}
CHAT = {
    "de": ["hier kommen meine Züge für diese Runde.",
           "Sorry für die Verspätung, war auf Dienstreise.", "hier meine Befele für die Runde.",
           "Bin heute ewtas spät dran, sorry.",
           "Bin gespannt, was die anderen vorhaben.", "Diesmal etwas vorsichtiger als sonst.",
           "Die Karte im letzten Bericht war super übersichtlich, danke dafür!",
           "Kurz vor knapp, ich weiß.", "Ich hoffe, das passt so."],
    "en": ["here are my moves for this turn.", "Sorry these are late, long week at work.",
           "Should be straightforward this time.", "Let me know if anything looks odd.",
           "Thanks for running this, by the way.", "Fingers crossed nobody stabs me.",
           "Heres my ordres, hopefully in time."],
    "it": ["ecco i miei ordini per questo turno.", "Scusate il ritardo.",
           "Spero che vada bene così."],
    "fr": ["voici mes ordres pour ce tour.", "Désolé pour le retard.",
           "J'espère que c'est clair."],
    "es": ["aquí van mis órdenes para este turno.", "Perdón por el retraso.",
           "Espero que esté todo bien."],
    "nl": ["hierbij mijn orders voor deze ronde.", "Sorry dat het zo laat is.",
           "Ik hoop dat het zo duidelijk is."],
}
SIGNOFFS = {
    "de": ["Viele Grüße", "Gruß", "LG", "Beste Grüße", "Bis dann", "Ciao"],
    "en": ["Cheers", "Best,", "Regards,", "Thanks!", "All the best"],
    "it": ["Saluti", "Un saluto,", "A presto"],
    "fr": ["Cordialement,", "À bientôt", "Bonne soirée,"],
    "es": ["Saludos,", "Un abrazo", "Gracias,"],
    "nl": ["Groeten,", "Groetjes", "Met vriendelijke groet,"],
}
ONLY_CHAT = {
    "de": ["Hat jemand Lust, das nächste Treffen bei mir zu machen? Ich hätte Kuchen da.",
           "Ich bin nächste Woche im Urlaub, kann mich jemand vertreten falls nötig?",
           "Kurze Frage: gilt der ZAT heute Abend oder morgen? Im Bericht steht Donnerstag.",
           "Danke für die schnelle Auswertung!"],
    "en": ["Quick question: does the deadline mean UK time or CET?",
           "I'll be away from Friday to Monday, please don't NMR me.",
           "Great round so far, thanks for GMing.",
           "Is there a way to see the map bigger? It's tiny on my phone."],
    "it": ["Domanda veloce: la scadenza è alle 20 ora italiana?"],
    "fr": ["Petite question : la date limite, c'est bien jeudi soir ?"],
    "es": ["Una pregunta: ¿la fecha límite es el jueves a las 20:00?"],
    "nl": ["Korte vraag: is de deadline donderdag om acht uur?"],
}
