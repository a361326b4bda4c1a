"""What the held-out mails say: players, greetings, chat, sign-offs and each seat's orders.
Written for this corpus alone (issue 21's measurement); nothing here mends the reader."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Player:
    name: str
    email: str
    lang: str
    closing: tuple[str, ...]          # the sign-off the player types himself
    signature: list[str] = field(default_factory=list)   # the program's configured signature


PLAYERS = [
    Player("Jörg Wendland", "joerg.wendland@gmx.de", "de", ("Gruß", "Jörg"),
           ["Jörg Wendland", "Am Sandtorkai 12, 20457 Hamburg", "Mobil 0160 4471123"]),
    Player("Sabine Ostertag", "s.ostertag@web.de", "de", ("Liebe Grüße", "Sabine")),
    Player("Uwe Pfannkuch", "uwe.pfannkuch@t-online.de", "de", ("MfG", "U. Pfannkuch"),
           ["Uwe Pfannkuch", "Tel. 0711 / 2389 554"]),
    Player("Katrin Mehlhorn", "kmehlhorn@posteo.de", "de", ("Viele Grüße aus Leipzig", "Katrin")),
    Player("Till Hagedorn", "till.hagedorn@gmail.com", "de", ("Ciao", "Till")),
    Player("Franziska Lütke", "franzi.luetke@gmail.com", "de", ("bis denne", "Franzi")),
    Player("Reinhold Baumeister", "r.baumeister@freenet.de", "de", ("Mit freundlichen Grüßen",
           "Reinhold Baumeister"), ["Dipl.-Ing. Reinhold Baumeister", "Fon +49 89 5512 0093"]),
    Player("Dominik Scharf", "dscharf@mailbox.org", "de", ("Servus", "Dom")),
    Player("Henrike Voss", "henrike.voss@outlook.de", "de", ("Gruß", "Henrike")),
    Player("Matthias Kettler", "matze.k@yahoo.de", "de", ("cu", "Matze")),
    Player("Gavin Pryce", "gavin.pryce@btinternet.com", "en", ("Cheers,", "Gavin"),
           ["Gavin Pryce", "07700 900412"]),
    Player("Rachel Okafor", "rokafor@gmail.com", "en", ("Best,", "Rachel")),
    Player("Tom Ashworth", "tom.ashworth@yahoo.co.uk", "en", ("ta,", "Tom")),
    Player("Dave Kowalczyk", "dkowalczyk@proton.me", "en", ("-Dave",)),
    Player("Lindsay Carver", "lcarver@outlook.com", "en", ("Regards,", "Lindsay Carver"),
           ["Lindsay Carver | Analyst", "+44 20 7946 0321"]),
    Player("Neil Tremayne", "neil@tremayne.org.uk", "en", ("All the best", "Neil")),
    Player("Priya Raman", "priya.raman@icloud.com", "en", ("Thanks!", "Priya")),
    Player("Giulia Ferrante", "giulia.ferrante@libero.it", "it", ("Un saluto,", "Giulia")),
    Player("Marco Benedetti", "m.benedetti@tiscali.it", "it", ("Ciao", "Marco")),
    Player("Hélène Marchal", "helene.marchal@orange.fr", "fr", ("Bien à vous,", "Hélène")),
    Player("Yannick Le Goff", "ylegoff@free.fr", "fr", ("A+", "Yannick")),
    Player("Álvaro Quintana", "alvaro.quintana@gmail.com", "es", ("Un abrazo,", "Álvaro")),
    Player("Nuria Besalú", "nbesalu@telefonica.net", "es", ("Saludos", "Nuria")),
    Player("Bram de Vries", "bram.devries@ziggo.nl", "nl", ("Groetjes,", "Bram")),
    Player("Sanne Hoekstra", "sanne.hoekstra@kpnmail.nl", "nl", ("Groeten", "Sanne")),
]

GREETINGS = {
    "de": ["Hallo Spielleiter,", "Moin!", "Hi zusammen,", "Hallo GM,", "Servus,",
           "Guten Abend,", "Lieber Spielleiter,", "Na,"],
    "en": ["Hi GM,", "Hello,", "Evening all,", "Hey,", "Dear GM,", "Morning!"],
    "it": ["Ciao master,", "Buonasera,", "Salve a tutti,"],
    "fr": ["Bonjour,", "Salut le MJ,", "Bonsoir,"],
    "es": ["Hola,", "Buenas,", "Hola máster,"],
    "nl": ["Hoi,", "Hallo spelleider,", "Goedemiddag,"],
}
CHAT = {
    "de": ["hier meine Züge für diese Runde.", "anbei meine Befehle, bitte kurz bestätigen.",
           "bin ab Freitag im Urlaub, deshalb schon jetzt.", "sorry für die Verspätung, "
           "Kind krank.", "hoffe, das kommt diesmal richtig an, mein Handy spinnt.",
           "das Bündnis mit dem Nachbarn steht, mal sehen ob er sich dran hält.",
           "kannst du mir nochmal sagen, wann genau ZAT ist?", "ich probier mal was neues",
           "Befehle wie besprochen, wehe es klappt nicht.", "danke fürs schnelle Auswerten!"],
    "en": ["here are my moves.", "orders below, shout if anything looks off.",
           "running late this week, apologies.", "sending these from the train so forgive "
           "the formatting.", "not sure this is wise but here goes.",
           "thanks for running this, great fun so far.", "when is the deadline again, "
           "Thursday?", "please confirm you got these ok."],
    "it": ["ecco i miei ordini.", "scusate il ritardo.", "fammi sapere se va bene."],
    "fr": ["voici mes ordres pour ce tour.", "désolé pour le retard.",
           "merci de confirmer la réception."],
    "es": ["aquí van mis órdenes.", "perdón por el retraso.", "confírmame que llegó, porfa."],
    "nl": ["hier mijn orders.", "sorry dat het zo laat is.", "laat even weten of het goed "
           "is aangekomen."],
}
TYPO_CHAT = {"de": ["sorrry, hab mich vertippt beim letzen mal", "wie imer: viel glück allen"],
             "en": ["sory for the delay, was travelling", "hopefuly this one is right"]}
SUBJECTS = {
    "de": ["Befehle", "Züge", "meine Befehle", "Befehle Frühjahr", "Runde", "Re Befehle",
           "Diplo", "Zug"],
    "en": ["orders", "Orders", "my moves", "turn", "moves this round", "Diplomacy orders"],
    "it": ["ordini", "Ordini turno"], "fr": ["ordres", "Mes ordres"],
    "es": ["órdenes", "Ordenes turno"], "nl": ["orders", "mijn orders"],
}
AUTOREPLY = {
    "de": ["Vielen Dank für Ihre Nachricht.", "Ich bin bis einschließlich 20.03. nicht im "
           "Büro und lese meine E-Mails nur unregelmäßig.", "In dringenden Fällen wenden Sie "
           "sich bitte an meine Kollegin."],
    "en": ["Thank you for your email.", "I am currently out of the office with limited "
           "access to email and will return on Monday.", "For urgent matters please call "
           "the front desk."],
}

# Each seat's orders, as groups of alternatives; one line per unit.
S1901 = {
    "austria": [["A vie - gal", "A vie - tri", "A Wien - Galizien"], ["A bud - ser", "A bud - rum"],
                ["F tri - alb", "F tri H", "F tri - ven"]],
    "england": [["F lon - nth", "F lon - eng", "F London - North Sea"],
                ["F edi - nwg", "F edi - nth"],
                ["A lvp - yor", "A lvp - edi", "A lvp - wal"]],
    "france": [["A par - bur", "A par - pic", "A par - gas", "A Paris - Burgund"],
               ["A mar - spa", "A mar H",
               "A mar - pie"], ["F bre - mao", "F bre - eng", "F bre - pic"]],
    "germany": [["A ber - kie", "A ber - pru", "A ber - sil"], ["A mun - ruh", "A mun - bur",
                "A mun H", "A München - Ruhr"], ["F kie - hol", "F kie - den"]],
    "italy": [["A rom - apu", "A rom - tus", "A rom H"], ["A ven - tyr", "A ven H",
              "A ven - pie"], ["F nap - ion", "F nap - tys"]],
    "russia": [["A mos - ukr", "A mos - stp", "A mos - sev"], ["A war - gal", "A war H",
               "A war - ukr"], ["F sev - bla", "F sev - rum"], ["F stp/sc - bot"]],
    "turkey": [["A con - bul"], ["A smy - arm", "A smy - con", "A smy H"],
               ["F ank - bla", "F ank H"]],
}
F1901 = {
    "austria": [["F alb - gre"], ["A ser - gre", "A ser S F alb - gre",
                "A ser H"], ["A vie - gal", "A vie - bud", "A vie H"]],
    "england": [["F nth - nwy"], ["F nwg S F nth - nwy", "F nwg - bar",
                "F nwg H"], ["A yor - nwy", "A yor - lon", "A yor H"]],
    "france": [["A bur - bel", "A bur H", "A bur - mun"], ["F mao - por", "F mao - spa/nc"],
               ["A spa - por", "A spa H", "A spa - mar"]],
    "germany": [["F hol - bel", "F Holland - Belgien"], ["A mun - bur", "A mun H"],
                ["A ruh - hol", "A ruh H"]],
    "italy": [["A apu - tun"], ["F ion C A apu - tun"], ["A ven H", "A ven - tri", "A ven - pie"]],
    "russia": [["F bot - swe"], ["F sev - rum"], ["A ukr S F sev - rum",
               "A ukr H"], ["A war - gal", "A war H", "A war - sil"]],
    "turkey": [["F ank - bla", "F ank H", "F ank - con"], ["A bul - gre", "A bul H",
               "A bul - ser"], ["A con - bul", "A con - smy", "A con H"]],
}
F1901R = {"france": [["A bur - gas", "A bur - par", "A bur - pic", "A bur R mar",
                      "A bur R gas"]]}
W1901 = {
    "austria": [["A bud B", "Build A bud", "F tri B", "A tri B"]],
    "england": [["F lon B", "Build F lon"], ["F edi B", "A edi B", "Build A edi"]],
    "france": [["A mar B", "F bre B", "Build A par", "F mar B"]],
    "germany": [["A ber B", "F kie B", "Build A kie", "A mun B"]],
    "russia": [["A mos B", "Build A mos"], ["F stp/nc B", "A stp B", "F sev B"]],
    "turkey": [["F smy B", "A smy B", "Build F smy"]],
}
# German power names, as the players write them in headings.
POWER_DE = {"austria": "Österreich", "england": "England", "france": "Frankreich",
            "germany": "Deutschland", "italy": "Italien", "russia": "Russland",
            "turkey": "Türkei"}
POWER_EN = {k: k.capitalize() for k in POWER_DE}

LAMA = {"austria": [["boh", "tyr", "gal"], ["ruh", "boh", "tyr"]],
        "england": [["yor", "wal", "cly"], ["pic", "wal", "yor"]],
        "france": [["pic", "gas", "bur"], ["bur", "pie", "gas"]],
        "germany": [["ruh", "sil", "pru"], ["pru", "boh", "ruh"]],
        "italy": [["pie", "tus", "apu"], ["tyr", "tus", "pie"]],
        "russia": [["ukr", "lvn", "fin"], ["arm", "ukr", "gal"]],
        "turkey": [["arm", "syr", "alb"], ["syr", "arm", "ukr"]],
        "narr": [["boh", "sil", "tyr"]], "superhirn": [["gal", "ukr", "tyr"]],
        "doktor": [["bur", "ruh", "sil"]], "wahrsager": [["alb", "apu", "fin"]]}
QUESTIONS = [("Wie viele Beine hat ein Lama?", "4"),
             ("In welchem Jahr fiel die Berliner Mauer?", "1989"),
             ("Wie heißt die Hauptstadt von Australien?", "Canberra")]
REPLIES = ["2962 m", "ca. 2960 Meter", "2962", "knapp 3000 m", "2.962 m"]
PREDICTIONS = ["bla F", "mun A", "bel F", "gal A", "nth F"]
WORMHOLES = ["nwy - tun", "bre - sev", "lon - con", "kie - nap"]
NARR = {"austria": ["A vie - tri", "F tri H"], "russia": ["A war - sil"],
        "germany": ["F kie - den"], "italy": ["A ven - tri"]}
CARDS_1848 = ["spiele PE11", "PE28", "passe", "PE11", "spiele PE28"]
TURNS_1815 = [["1: Verlegung cal 2 Inf aus par", "2: Nachschub par 1 inf", "Team: Passen"],
              ["1: Verlegung lyo 1 Inf aus mar", "2: Diplomatie hol"],
              ["1: Diplomatie bel", "2: Passen"], ["1: Nachschub par 1 inf"]]
PRESS_BODIES = {"diplomacy": {
    "de": ["Ich halte mich an die Abmachung, keine Sorge.", "Lass uns das Schwarze Meer "
           "entmilitarisieren, dann haben wir beide Ruhe.", "Wenn du mich im Herbst "
           "unterstützt, bekommst du Belgien.", "Finger weg von meinen Zentren!",
           "Hat jemand Lust auf ein Bündnis gegen den Norden?", "Ich weiß, was du vorhast."],
    "en": ["I'll keep my end of the deal.", "Fancy a DMZ in the Channel? Saves us both the "
           "trouble.", "Support me into Sweden and Denmark is yours.",
           "Anyone else worried about the Juggernaut?", "Nothing personal, just business.",
           "Lovely weather for a stab."],
}, "gm": {
    "de": ["Kannst du die Frist bis Sonntag verlängern? Bin auf Dienstreise.",
           "Ich glaube, im letzten Bericht fehlt meine Flotte.", "Danke für die Mühe!"],
    "en": ["Could we push the deadline by a day? Family stuff.",
           "Think the last report lost one of my units, can you check?", "Cheers for GMing."],
}, "turn": {
    "de": ["Lass uns zusammenhalten, sonst machen die anderen das Rennen.",
           "Ich spiele diesmal nichts gegen dich, versprochen.", "Wer blufft hier eigentlich?"],
    "en": ["Let's not fight each other this round.", "I have nothing aimed at you, promise.",
           "Who is bluffing whom here?"],
}}
REMARKS = {
    "diplomacy": ["(if Russia agrees)", "(wie besprochen)", "<- wichtig!",
                  "(Absprache mit Italien)",                  "(trust me)", "(so abgesprochen)"],
    "silly": ["(wie besprochen)", "<- wichtig!", "(keine Ahnung ob das klappt)", "(honestly)"],
    "other": ["(wie besprochen)", "<- wichtig!", "(sorry, spät dran)"],
}
