"""What each mail says: recipes that write a mail's lines and its expectation together."""

from __future__ import annotations

from random import Random

from tools.devset7.build import Mail

DE = {"austria": "Österreich", "england": "England", "france": "Frankreich",
      "germany": "Deutschland", "italy": "Italien", "russia": "Russland", "turkey": "Türkei",
      "narr": "Narr", "superhirn": "Superhirn", "doktor": "Doktor", "wahrsager": "Wahrsager",
      "s1": "Spieler 1", "s2": "Spieler 2", "s3": "Spieler 3", "s4": "Spieler 4",
      "fra": "Frankreich", "gbr": "Großbritannien", "aut": "Österreich", "pru": "Preußen"}
EN = {"austria": "Austria", "england": "England", "france": "France", "germany": "Germany",
      "italy": "Italy", "russia": "Russia", "turkey": "Turkey", "narr": "Narr",
      "superhirn": "Superhirn", "doktor": "Doktor", "wahrsager": "Wahrsager",
      "s1": "Player 1", "s2": "Player 2", "s3": "Player 3", "s4": "Player 4",
      "fra": "France", "gbr": "Britain", "aut": "Austria", "pru": "Prussia"}
SEATS = {"diplomacy": ["austria", "england", "france", "germany", "italy", "russia", "turkey"],
         "silly": ["austria", "england", "france", "germany", "italy", "russia", "turkey",
                   "narr", "superhirn", "doktor", "wahrsager"],
         "1848": ["s1", "s2", "s3", "s4"], "1815": ["fra", "gbr", "aut", "pru"]}
CHAT = {
    "de": ["Bin diese Woche viel unterwegs, deshalb schon jetzt.",
           "Falls was unklar ist, einfach kurz melden.",
           "Die Karte im letzten Bericht war super übersichtlich, danke dafür!",
           "Ich hoffe, ich habe die Abkürzungen richtig.",
           "Sorry für die späte Abgabe, Kind krank.",
           "Schickst du mir bitte eine kurze Bestätigung?"],
    "en": ["Sorry these are a bit late, long day at work.",
           "Let me know if anything looks odd.",
           "Loving the map in the last report, by the way.",
           "Quick one from the train, hope the abbreviations are right.",
           "Could you confirm you got these?",
           "Fingers crossed nobody stabs me this turn."],
    "it": ["Scusate il ritardo, settimana pesante.", "Fatemi sapere se manca qualcosa."],
    "fr": ["Désolé pour le retard, semaine chargée.", "Dites-moi si quelque chose cloche."],
    "es": ["Perdón por el retraso, semana complicada.", "Avisadme si falta algo."],
    "nl": ["Sorry voor de vertraging, drukke week.", "Laat maar weten als er iets mist."],
}
HEAD = {"de": ["Befehle:", "Meine Befehle:", "BEFEHLE", "Befehle {phase}:",
               "Befehle {de}, {season_de}:", "{de}:", "meine Befehle für diese Runde:"],
        "en": ["ORDERS", "My orders:", "Orders for {en}:", "{en}:", "Orders {phase}:",
               "Orders for the {season_en}:", "orders"]}
PRESS_HEAD = {  # (header, grey, all)
    "de": ["PRESSE AN {de}", "PRESS TO {key}", "PRESSE AN {de} (grau)", "GRAUE PRESSE AN {de}"],
    "en": ["PRESS TO {en}", "PRESS TO {key} GREY", "GREY PRESS TO {en}", "PRESS TO {key}"],
}
PRESS_TEXT = {
    "de": [["Lass uns die Grenze ruhig halten, ich gehe nicht auf dich los."],
           ["Ich schlage vor, wir teilen uns den Balkan auf.", "Melde dich, wenn du magst."],
           ["Dein letzter Zug war ja interessant ... was hast du vor?"],
           ["Bündnis bis 1903? Ich halte mich dran, versprochen."]],
    "en": [["Happy to keep things quiet on our border this year."],
           ["Fancy a proper alliance? I think we both gain from it.", "Let me know."],
           ["That last move of yours was bold. What's the plan?"],
           ["I will support you in if you leave my centres alone."]],
}
PUBLIC_TEXT = {"de": ["Frieden auf Erden und Lamas für alle!"],
               "en": ["A toast to a clean game and honest stabs!"]}
GM_TEXT = {"de": ["Ich bin ab Freitag eine Woche im Urlaub, bitte ggf. Befehle halten."],
           "en": ["I'm away next weekend, please hold my units if I miss the deadline."]}
REMARK = {"de": [" (wie besprochen)", "  -- nur zur Sicherheit", " (falls das geht)"],
          "en": [" (as agreed)", "   <- the important one", " (just in case)"]}


def lang2(m: Mail) -> str:
    return "de" if m.lang == "de" else "en"


def name_of(m: Mail, seat: str) -> str:
    return (DE if lang2(m) == "de" else EN)[seat]


def heading(m: Mail, rng: Random, phase: str, seat: str) -> str:
    game = m.key.split("-")[0]
    if phase == "w1900":
        return rng.choice(["Lama:", "Lamas:", "LAMA", "Lamaherden:", "Lama-Aufstellung:",
                           "Llamas:", "Lamas aufstellen:"])
    if game == "1848":
        return rng.choice(["Aktion:", "Action:", "AKTION"])
    if game == "1815":
        return rng.choice(["Zug:", "Turn:", "Mein Zug:"])
    h = rng.choice(HEAD[lang2(m)])
    season_de = "Herbst 1901" if phase.startswith("f") else "Frühjahr 1901"
    season_en = "fall" if phase.startswith("f") else "spring"
    return h.format(phase=phase.upper(), de=DE.get(seat, seat), en=EN.get(seat, seat),
                    season_de=season_de, season_en=season_en)


def greet(m: Mail) -> None:
    m.say(m.player.hello).blank().cls("greeting-first-line")


def chat(m: Mail, rng: Random) -> None:
    m.say(rng.choice(CHAT[m.lang])).blank().cls("chat")


def bye(m: Mail) -> None:
    m.blank().say(m.player.bye).cls("sign-off")


def press(m: Mail, rng: Random, others: list[str], end: bool = True) -> None:
    lg = lang2(m)
    kind = rng.randrange(6)
    if kind == 0:
        m.pr("PRESSE AN ALLE" if lg == "de" else "PRESS TO ALL", [], PUBLIC_TEXT[lg],
             "ENDPRESS" if end else None)
        return
    if kind == 1:
        m.pr("PRESSE AN SPIELLEITER" if lg == "de" else "PRESS TO GM", ["gm"], GM_TEXT[lg],
             "ENDPRESS" if end else None)
        return
    to = rng.sample(others, 2 if kind == 2 else 1)
    body = rng.choice(PRESS_TEXT[lg])
    if kind == 2:
        head = ("PRESSE AN " if lg == "de" else "PRESS TO ") + ", ".join(
            name_of(m, t) for t in to)
        m.pr(head, to, body, "ENDPRESS" if end else None)
        return
    h = rng.choice(PRESS_HEAD[lg])
    grey = "grau" in h or "GRAU" in h or "GREY" in h
    m.pr(h.format(de=DE[to[0]], en=EN[to[0]], key=to[0]), to, body,
         "ENDPRESS" if end else None, grey=grey)
    if grey:
        m.cls("grey-press")


def orders_block(m: Mail, rng: Random, kind: str, lines: list[str], style: int,
                 head: str | None) -> None:
    """style: 0 plain, 1 list markers, 2 remark on a line, 3 several on one line,
    4 upper case."""
    if style == 1 and len(lines) > 1:
        marker = rng.choice(["1. ", "- ", "* ", "• ", "1) "])
        written = [(f"{i + 1}{marker[1:]}" if marker[0] == "1" else marker) + x
                   for i, x in enumerate(lines)]
        m.box(kind, lines, head, written).cls("list")
    elif style == 2:
        r = rng.choice(REMARK[lang2(m)])
        m.box(kind, lines, head, [lines[0] + r, *lines[1:]]).cls("order-remark")
    elif style == 3 and len(lines) > 1:
        sep = rng.choice([", ", "; "])
        m.box(kind, lines, head, [sep.join(lines)]).cls("several-per-line")
    elif kind == "orders" and rng.random() < 0.35:  # typed in a hurry: spacing and case
        sloppy = [_sloppy(x, i) for i, x in enumerate(lines)]
        m.box(kind, sloppy, head).cls("typo")
    else:
        m.box(kind, lines, head)
    if head is None:
        m.cls("no-heading")
    else:
        m.cls("heading")


def _sloppy(line: str, i: int) -> str:
    if i % 3 == 0:
        return line.replace(" - ", "-")
    if i % 3 == 1:
        return line.lower()
    return " ".join(w.capitalize() if len(w) == 3 else w for w in line.split(" "))
