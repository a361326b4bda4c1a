"""Feedback texts of the rule set in English and German.

The engine's own explanations (``OrderError`` and friends) are English; they are appended as
the detail of a German message, so a German player always reads what is wrong in German and
the engine's precise reason after it.
"""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "not_your_kind": {
        "en": "{seat} cannot send this ({kind}); it is for: {who}.",
        "de": "{seat} kann dies nicht abgeben ({kind}); das ist nur für: {who}.",
    },
    "wrong_phase": {
        "en": "{kind} is not taken in this phase.",
        "de": "{kind} wird in dieser Phase nicht angenommen.",
    },
    "unreadable": {
        "en": "This line cannot be read: {detail}",
        "de": "Diese Zeile ist nicht lesbar: {detail}",
    },
    "conditional_move": {
        "en": "Movement orders cannot be conditional; only retreats, soul sales and builds may "
              "depend on the moves.",
        "de": "Zugbefehle dürfen nicht konditional sein; nur Rückzüge, Seelenverkäufe und "
              "Aufbauten dürfen von den Zügen abhängen.",
    },
    "wrong_box": {
        "en": "This is a {what}; send it in the box “{box}”.",
        "de": "Das ist ein(e) {what}; bitte im Feld „{box}“ abgeben.",
    },
    "lama_split": {
        "en": "Lama order: taken out of your orders and kept secret (never published). "
              "The box “Lama explosions” is the usual place for it.",
        "de": "Lama-Befehl: aus den Zügen herausgenommen und geheim gehalten (nie "
              "veröffentlicht). Üblich ist das Feld „Lama-Explosionen“.",
    },
    "vote_split": {
        "en": "Wormhole vote: taken out of your orders and kept secret.",
        "de": "Wurmloch-Stimme: aus den Zügen herausgenommen und geheim gehalten.",
    },
    "not_a_retreat": {
        "en": "Only retreats (K xxx R yyy) and disbands (K xxx DISBAND) go here.",
        "de": "Hier nur Rückzüge (K xxx R yyy) und Auflösungen (K xxx DISBAND).",
    },
    "not_a_sale": {
        "en": "Only soul sales (A xxx TEUFEL) go here.",
        "de": "Hier nur Seelenverkäufe (A xxx TEUFEL).",
    },
    "not_an_adjustment": {
        "en": "Only builds (BUILD A xxx) and removals (REMOVE A xxx) go here.",
        "de": "Hier nur Aufbauten (BUILD A xxx) und Auflösungen (REMOVE A xxx).",
    },
    "herds_count": {
        "en": "Place exactly 3 lama herds (one province per line; a province may repeat); "
              "you gave {n}.",
        "de": "Genau 3 Lamaherden setzen (eine Provinz pro Zeile, Wiederholung erlaubt); "
              "angegeben: {n}.",
    },
    "herd_bad": {
        "en": "No herd can live here: {detail}",
        "de": "Hier kann keine Herde leben: {detail}",
    },
    "no_herd": {
        "en": "You have no unexploded lama herd in {at}.",
        "de": "Sie haben in {at} keine unverbrauchte Lamaherde.",
    },
    "one_vote": {
        "en": "One wormhole vote only; this line is ignored.",
        "de": "Nur eine Wurmloch-Stimme; diese Zeile wird ignoriert.",
    },
    "vote_form": {
        "en": "A vote names two different provinces, e.g. “lon - mos”.",
        "de": "Eine Stimme nennt zwei verschiedene Provinzen, z. B. „lon - mos“.",
    },
    "narr_form": {
        "en": "The Narr gives an order to a conventional army or fleet, e.g. “A mun - bur”.",
        "de": "Der Narr gibt einer konventionellen Armee oder Flotte einen Befehl, z. B. "
              "„A mun - bur“.",
    },
    "narr_too_many": {
        "en": "You may override {n} order(s) this season (1 + one per full share-unit).",
        "de": "Sie dürfen in dieser Jahreszeit {n} Befehl(e) überschreiben (1 + einen pro "
              "vollem Anteil).",
    },
    "empty_text": {
        "en": "Write something here.",
        "de": "Bitte etwas eintragen.",
    },
    "no_question": {
        "en": "No Superhirn question is open this season.",
        "de": "In dieser Jahreszeit ist keine Superhirn-Frage offen.",
    },
    "prediction_form": {
        "en": "A prediction names a province and, optionally, A or F for a tie: “bur A”.",
        "de": "Eine Vorhersage nennt eine Provinz und wahlweise A oder F für Gleichstand: "
              "„bur A“.",
    },
    "two_predictions": {
        "en": "Two predictions per season; this line is ignored.",
        "de": "Zwei Vorhersagen pro Jahreszeit; diese Zeile wird ignoriert.",
    },
    "share_form": {
        "en": "A share-unit build reads “F isl” or “A cre” (or a free centre you own).",
        "de": "Ein Anteils-Aufbau lautet „F isl“ oder „A cre“ (oder ein freies eigenes VZ).",
    },
    "no_shares": {
        "en": "You hold {have} of a unit in shares; a build needs a whole unit.",
        "de": "Sie haben {have} Einheiten-Anteile; ein Aufbau braucht eine ganze Einheit.",
    },
    "one_share_build": {
        "en": "One share-unit per season; this line is ignored.",
        "de": "Eine Anteils-Einheit pro Jahreszeit; diese Zeile wird ignoriert.",
    },
    "island_form": {
        "en": "The island line reads “ISLAND isl” or “INSEL cre”.",
        "de": "Die Insel-Zeile lautet „INSEL isl“ oder „ISLAND cre“.",
    },
}

READINGS: dict[str, dict[str, str]] = {
    "order": {"en": "order", "de": "Befehl"},
    "conditional": {"en": "conditional", "de": "konditional"},
    "herd": {"en": "lama herd in {at} (secret)", "de": "Lamaherde in {at} (geheim)"},
    "explosion": {"en": "lama explosion in {at} (secret)", "de": "Lama-Explosion in {at} "
                                                                   "(geheim)"},
    "vote": {"en": "wormhole vote {a} – {b} (secret)", "de": "Wurmloch-Stimme {a} – {b} "
                                                            "(geheim)"},
    "override": {"en": "Narr's override (secret until the results)",
                 "de": "Befehl des Narren (geheim bis zur Auswertung)"},
    "question": {"en": "question (published with this phase's results)",
                 "de": "Frage (wird mit der Auswertung dieser Phase veröffentlicht)"},
    "answer": {"en": "answer (for the game master only)",
               "de": "Antwort (nur für den Spielleiter)"},
    "island": {"en": "island wish: {at}", "de": "Inselwunsch: {at}"},
    "reply": {"en": "your answer (secret)", "de": "Ihre Antwort (geheim)"},
    "prediction": {"en": "prediction: bounce in {at}{tie} (secret)",
                   "de": "Vorhersage: Bounce in {at}{tie} (geheim)"},
    "share_build": {"en": "share-unit {unit}", "de": "Anteils-Einheit {unit}"},
}


def text(key: str, lang: str, **values: object) -> str:
    table = TEXTS[key]
    return table.get(lang[:2], table["en"]).format(**values)


def reading(key: str, lang: str, **values: object) -> str:
    table = READINGS[key]
    return table.get(lang[:2], table["en"]).format(**values)
