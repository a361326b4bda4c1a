"""The words the mail reader knows besides a game's own box names, folded as ``fold_word``
makes them (upper case, umlauts spelt out, accents dropped): words a natural heading may
carry around its box name ("My orders for spring 1901:"), words that mark a box as secret,
greetings and closings, and the small words that make a line prose.

Six languages, because players write in them: German, English, Italian, French, Spanish,
Dutch. The lists are data; what they mean is decided in ``headings`` and ``lines``.
"""

from __future__ import annotations

import re
import unicodedata


def fold_word(word: str) -> str:
    """Upper case, ä/ö/ü/ß spelt out (AE/OE/UE/SS), other accents dropped."""
    word = (word.upper().replace("Ä", "AE").replace("Ö", "OE").replace("Ü", "UE")
            .replace("ẞ", "SS").replace("ß", "SS"))
    return "".join(c for c in unicodedata.normalize("NFKD", word)
                   if not unicodedata.combining(c)).upper()


def words_of(text: str) -> list[str]:
    """A heading's words, folded; apostrophes join ("Superhirn's" -> "SUPERHIRNS")."""
    text = re.sub(r"['’`´]", "", text)
    return [fold_word(w) for w in re.findall(r"[^\W_]+", text)]


def _set(text: str) -> frozenset[str]:
    return frozenset(fold_word(w) for w in text.split())


# Words a heading may carry besides its box name: possessives, articles, prepositions,
# "here are", "final", "corrected" ... (never a word that is itself an order: no "A", "F").
FILLERS = _set("""
    MY MINE OUR THE FOR OF IN ON THIS THESE THAT NEW NEXT HERE ARE IS FINAL UPDATED CORRECTED
    REVISED CURRENT CHANGED LATEST COMPLETE PLEASE AND WITH TO AT AS SOME MORE FEW MOST
    MEINE MEIN MEINEN MEINER MEINES UNSERE UNSER DIE DER DAS DEN DES DEM FÜR FUER VON VOM IM
    AN AM DIESE DIESEN DIESER DIESES NEUE NEUEN NEUER NÄCHSTE NÄCHSTEN HIER SIND IST FOLGENDE
    FOLGENDEN AKTUELLE AKTUELLEN KORRIGIERTE KORRIGIERTEN KORRIGIERT GEÄNDERTE GEÄNDERT
    ENDGÜLTIGE ENDGÜLTIG NEU BITTE UND ZUM ZUR SO ALSO JETZT NUN DANN AUF ANS AUFS FÜRS
    I MIEI MIE MIO MIA IL LA LE LO GLI PER DI DEL DELLA DELLE DEI ECCO SONO QUESTO QUESTI
    NUOVI NUOVE E ED
    MES MON MA LES POUR DU VOICI CES CE CETTE NOUVEAUX NOUVEL ET
    MIS MI LAS LOS EL PARA AQUI AQUÍ ESTAS ESTOS ESTE ESTA NUEVAS NUEVOS Y
    MIJN ONZE VOOR HET VAN HIERBIJ ZIJN DEZE DIT NIEUWE EN
""")

# Words that name a time: seasons, phases, turns, years ("Befehle Herbst 1902").
TIME_WORDS = _set("""
    SPRING FALL AUTUMN WINTER SUMMER YEAR SEASON PHASE TURN ROUND MOVEMENT MOVEMENTS
    ROUNDS TURNS YEARS SEASONS PHASES
    FRÜHJAHR FRÜHLING HERBST SOMMER JAHR SAISON JAHRESZEIT RUNDE BEWEGUNG BEWEGUNGSPHASE
    RUNDEN
    ZUG DURCHGANG
    PRIMAVERA AUTUNNO INVERNO ESTATE ANNO STAGIONE FASE TURNO
    PRINTEMPS AUTOMNE HIVER ÉTÉ ANNÉE TOUR
    OTOÑO INVIERNO VERANO AÑO TEMPORADA
    VOORJAAR NAJAAR HERFST LENTE ZOMER JAAR BEURT RONDE
""")
# S1901M, F1902, W1901A, H1902, 1901, 1901/02 ...
TIME_TOKEN = re.compile(r"^(?:[A-Z]{1,2}\d{2,4}[A-Z]?|\d{1,4}|[A-Z]\d{1,2})$")

# A box marked as secret ("Antwort (geheim):", "Secret answer:").
SECRET_WORDS = _set("""
    SECRET SECRETLY HIDDEN PRIVATE CONFIDENTIAL GEHEIM GEHEIME GEHEIMER GEHEIMES VERTRAULICH
    PRIVAT SEGRETO SEGRETA SEGRETE SEGRETI SECRÈTE SECRET SECRETO SECRETA GEHEIMPJE
""")

# Greetings and closings: a line that is only one of these (and maybe a name) is prose.
# Closings at the end of a mail start its signature (``signature``).
GREETING = re.compile(
    r"^\s*(?:hi|hello|hallo|hey|moin|servus|grüß gott|grüezi|guten (?:morgen|tag|abend)|"
    r"liebe[rs]?|sehr geehrte[rs]?|dear|good (?:morning|afternoon|evening)|ciao|salve|"
    r"buongiorno|buonasera|bonjour|bonsoir|salut|coucou|hola|buenos días|buenas|hoi|goedemorgen|"
    r"goedemiddag|dag|greetings|yo|howdy)\b[^.!?]{0,40}[,!.:]?\s*$",
    re.IGNORECASE)
CLOSING = re.compile(
    r"^\s*[-–—~]*\s*(?:(?:viele|liebe|beste|herzliche|freundliche|schöne|schoene|sonnige|"
    r"mit freundlichen|mit besten|kind|best|warm|many|with|\w+(?:e|en|er|che))\s+)?"
    r"(?:grüßen|grüssen|gruessen|grüße|gruesse|grüsse|gruß|gruss|greetings|regards|wishes|"
    r"thanks|thank you|"
    r"danke(?: schön| dir| euch| ihnen)?|dankeschön|lg|vg|mfg|cheers|ciao|tschüss|tschüs|"
    r"tschau|bis bald|bis dann|bis später|see you|take care|best|cordiali saluti|saluti|"
    r"grazie(?: mille)?|a presto|un saluto|cordialement|amitiés|merci(?: beaucoup)?|"
    r"bien à vous|à bientôt|bises|saludos|un abrazo|gracias|atentamente|groeten|"
    r"met vriendelijke groet(?:en)?|groetjes|bedankt|dank je(?: wel)?|cya|bye|servus|"
    r"gute nacht|schönen abend|schönes wochenende|good luck|viel glück|in bocca al lupo|"
    r"bonne chance|suerte|succes|bonne nuit|bonne soirée|bonne journée|buona notte|"
    r"buona serata|buona giornata|buenas noches|goede nacht|good night|groet|groeten|"
    r"a\+|à\+|a plus|à plus|hasta luego|hasta pronto|tot ziens|doei|mvg|liebe grüße|"
    r"ciao ciao|alla prossima|all the best|all best|alles gute|alles liebe|talk soon|"
    r"speak soon|stay safe|hugs|bis denne|bis morgen|bis die tage|bis bald|man sieht sich|"
    r"tschö|tschüssi|ade|adieu|ta|ta-ra|cheerio|laters|later|tot later|tot straks|tot dan|"
    r"tot morgen|tot zo|salut|à toute|a toute|hasta mañana|hasta manana|chao|xx|xoxo|cu|"
    r"c u|cul8r|hdl|hdgdl|bb|bye bye)"
    r"(?:\b|(?<=\+))(?:[^.?]|(?<=\b[a-z])\.){0,40}[,!.]?\s*$",
    re.IGNORECASE)

# Small words of running text in the six languages: a line of several words with some of
# these is a sentence, not an order (orders are units, places and a handful of verbs).
PROSE_WORDS = _set("""
    I ME WE YOU HE SHE IT THEY IS ARE WAS WERE BE BEEN WILL WOULD SHALL SHOULD CAN COULD MAY
    MIGHT MUST DO DOES DID HAVE HAS HAD NOT THE AN OF AND OR BUT IF THEN THAN THAT THIS WHAT
    WHEN WHERE WHY HOW WHO JUST ALSO VERY REALLY HOPE THINK KNOW SORRY PLEASE LET ME MY YOUR
    OUR THEIR ITS THATS HERES LETS IM IVE DONT WONT CANT ISNT NOW ALL FOR WITH ABOUT
    ICH DU ER SIE ES WIR IHR BIN BIST IST SIND WAR WAREN WIRD WERDEN WÜRDE HABE HAST HAT HABEN
    NICHT KEIN KEINE UND ODER ABER WENN DANN DASS DAS DER DIE DEN DEM EIN EINE EINEN MIT AUCH
    NOCH SCHON MAL BITTE WIE WAS WARUM WO HOFFE GLAUBE DENKE LEIDER GERNE MICH DIR EUCH UNS
    MEINE DEINE EURE
    IO TU LUI LEI NOI VOI LORO SONO SEI HO HAI HA ABBIAMO NON CHE E MA SE PERCHÉ COME ANCHE
    JE TU IL ELLE NOUS VOUS ILS SUIS ES EST SOMMES ÊTES SONT AI AS AVONS NE PAS QUE ET MAIS SI
    YO TÚ ÉL ELLA NOSOTROS SOY ERES ES SOMOS SON HE HAS HA NO QUE Y PERO SI
    IK JIJ HIJ ZIJ WIJ JULLIE BEN IS ZIJN HEB HEEFT HEBBEN NIET DAT EN MAAR ALS OOK
""")

# A list marker before an order: "1.", "1)", "a)", "-", "*", "•", "–".
LIST_MARKER = re.compile(r"^\s*(?:\d{1,2}[.)]|[a-z][)]|[-*•–·]|\(\d{1,2}\))\s+", re.IGNORECASE)
