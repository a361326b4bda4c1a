"""German for the Rather Silly engine's event and note sentences, at the presentation layer.

The engine words its events in English (``"a lama exploded in tyr"``); the engine must not
depend on Django's translations, so the pages and mails translate the sentence when they show
it. Each pattern below matches one sentence form the engine or the rule set writes; a
sentence no pattern knows is shown as it is (English), never dropped. Unit kinds, province
codes and power keys stay as they are: they are the order notation players type.
"""

from __future__ import annotations

import re

from games.views.report_text import power_name

_U = r"(?P<u>[A-Z®]{1,2} [a-z/]{3,6})"  # a unit as the engine prints it: "A mun", "F stp/sc"
_P = r"(?P<p>[a-z/]{3,6})"

PATTERNS: list[tuple[re.Pattern[str], str]] = [(re.compile(f"^{rx}$"), de) for rx, de in (
    (r"the lama herds are placed \(where, and whose, stays secret\)",
     "die Lamaherden sind aufgestellt (wo und wessen, bleibt geheim)"),
    (r"the wormhole links (?P<a>\S+) and (?P<b>\S+) next season",
     "das Wurmloch verbindet in der nächsten Jahreszeit {a} und {b}"),
    (r"the Superhirn asked no question: every other player gets a share",
     "das Superhirn hat keine Frage gestellt: jeder andere Spieler erhält einen Anteil"),
    (r"right answers to the Superhirn's question: (?P<who>.*)",
     "richtige Antworten auf die Frage des Superhirns: {who}"),
    (r"the Superhirn asks \(answer with your next orders\): (?P<q>.*)",
     "das Superhirn fragt (antworten Sie mit Ihren nächsten Befehlen): {q}"),
    (rf"a lama exploded in {_P}", "in {p} ist ein Lama explodiert"),
    (rf"{_U} sold its soul", "{u} hat seine Seele verkauft"),
    (rf"{_U} has its soul back", "{u} hat seine Seele zurück"),
    (rf"{_U} died a devil: (?P<w>\w+) keeps one unit fewer than its centres from now on",
     "{u} ist als Teufel gestorben: {w} hat von nun an eine Einheit weniger als Zentren"),
    (rf"{_U} was exorcised", "{u} wurde exorziert"),
    (rf"{_U} retreats to {_P}", "{u} zieht sich nach {p} zurück"),
    (rf"{_U} is disbanded", "{u} wird aufgelöst"),
    (r"(?P<w>\w+) builds twins in (?P<a>\S+) and (?P<b>\S+)",
     "{w} baut Zwillinge in {a} und {b}"),
    (r"(?P<w>\w+) builds the share-unit (?P<k>\S+) (?P<p>\S+)",
     "{w} baut die Anteilseinheit {k} {p}"),
    (r"(?P<w>\w+) builds (?P<k>\S+) (?P<p>\S+)", "{w} baut {k} {p}"),
    (r"(?P<w>\w+) removes (?P<k>\S+) (?P<p>\S+)", "{w} löst {k} {p} auf"),
    (r"(?P<w>\w+)'s new F (?P<p>\S+) is a special fleet \(every fifth fleet\)",
     "die neue F {p} von {w} ist eine Sonderflotte (jede fünfte Flotte)"),
    (rf"the Borg enters on {_P}, the unit with the most neighbouring units",
     "die Borg erscheinen in {p}, bei der Einheit mit den meisten Nachbarn"),
    (rf"the Borg eats what moved into {_P} and stays",
     "die Borg fressen, was nach {p} gezogen ist, und bleiben"),
    (rf"the Borg moves to {_P}, its only neighbouring meal",
     "die Borg ziehen nach {p}, ihrer einzigen benachbarten Mahlzeit"),
    (rf"the Borg moves to {_P}, the neighbouring meal with the most neighbours",
     "die Borg ziehen nach {p}, zur benachbarten Mahlzeit mit den meisten Nachbarn"),
    (rf"the Borg stays in {_P}: no better place for a meal",
     "die Borg bleiben in {p}: kein besserer Ort für eine Mahlzeit"),
    (rf"the Borg moves to {_P}, the best chance of a meal",
     "die Borg ziehen nach {p}, der besten Aussicht auf eine Mahlzeit"),
    (r"the TARDIS retreats to Hyperspace", "die TARDIS zieht sich in den Hyperraum zurück"),
    (rf"the TARDIS appears in {_P}(?P<rest>.*)", "die TARDIS erscheint in {p}{rest}"),
    (rf"the TARDIS destroyed the monster in {_P}", "die TARDIS hat das Monster in {p} zerstört"),
    (rf"the TARDIS riding with {_U} destroyed the monster in {_P}",
     "die TARDIS mit {u} hat das Monster in {p} zerstört"),
    (r"a sea monster appears in (?P<p>\S+)", "in {p} erscheint ein Seemonster"),
    (r"a space monster appears in (?P<p>\S+)", "in {p} erscheint ein Weltraummonster"),
    (r"nobody knew the answer: the Superhirn places F (?P<p>\S+)",
     "niemand wusste die Antwort: das Superhirn stellt F {p} auf"),
    (rf"the Wahrsager foresaw the bounce in {_P}: (?P<n>\d+) units became his (?P<k>\S+) \S+",
     "der Wahrsager hat das Patt in {p} vorhergesagt: {n} Einheiten wurden zu seiner {k} {p}"),
    (rf"{_U} follows the A®mazone in (?P<a>\S+) to {_P}",
     "{u} folgt der A®mazone aus {a} nach {p}"),
    (rf"{_U} was dropped in {_P}", "{u} wurde in {p} abgesetzt"),
    (rf"{_U} was dropped into {_P} and drowned", "{u} wurde in {p} abgesetzt und ertrank"),
    (rf"{_U} was dropped onto a unit in {_P} and shot",
     "{u} wurde auf eine Einheit in {p} abgesetzt und erschossen"),
    (rf"the Narr ordered {_U} \((?P<w>\w+)\)", "der Narr hat {u} ({w}) befehligt"),
    (r"the twins (?P<a>\S+ \S+) and (?P<b>\S+ \S+) were separated and both died",
     "die Zwillinge {a} und {b} wurden getrennt und sind beide gestorben"),
    (r"F (?P<p>\S+) was attacked at once by (?P<a>\S+ \S+) and must retreat",
     "F {p} wurde sofort von {a} angegriffen und muss sich zurückziehen"),
    (r"your lama herds: (?P<x>.*)", "Ihre Lamaherden: {x}"),
    (r"your lama orders: (?P<x>.*)", "Ihre Lama-Befehle: {x}"),
    (r"your wormhole vote: (?P<x>.*)", "Ihre Wurmloch-Stimme: {x}"),
    (r"your answer to the Superhirn: (?P<x>.*)", "Ihre Antwort an das Superhirn: {x}"),
    (r"your predictions: (?P<x>.*)", "Ihre Vorhersagen: {x}"),
    (r"your overrides: (?P<x>.*)", "Ihre Ersetzungen: {x}"),
    (r"your answer to the scored question: (?P<x>.*)",
     "Ihre Antwort auf die bewertete Frage: {x}"),
    (r"your answer to the new question: (?P<x>.*)", "Ihre Antwort auf die neue Frage: {x}"),
)]


# "... and destroyed italy A tyr, austria F tri" / "... and ate england F nth": whom a lama
# explosion or the Borg hit (power key, kind, place), at the end of the engine's sentence.
_VICTIMS = re.compile(r"^(?P<main>.+) and (?P<verb>destroyed|ate) "
                      r"(?P<units>\S+ \S+ [a-z/]+(?:, \S+ \S+ [a-z/]+)*)$")
_VERBS_DE = {"destroyed": "zerstört", "ate": "gefressen"}


def in_language(sentence: str, lang: str) -> str:
    """``sentence`` in ``lang`` ("de" or anything else for English); whom it hit is named
    with the power's name ("Italy's A tyr", "A tyr (Italien)")."""
    if not isinstance(sentence, str):
        return sentence
    hit = _VICTIMS.match(sentence)
    if hit is not None:
        units = [unit.split(" ", 1) for unit in hit["units"].split(", ")]
        main = in_language(hit["main"], lang)
        if lang.startswith("de"):
            named = ", ".join(f"{rest} ({power_name(power)})" for power, rest in units)
            return f"{main}; {_VERBS_DE[hit['verb']]}: {named}"
        named = ", ".join(f"{power_name(power)}'s {rest}" for power, rest in units)
        return f"{main} and {hit['verb']} {named}"
    if not lang.startswith("de"):
        return sentence
    for pattern, german in PATTERNS:
        found = pattern.match(sentence)
        if found:
            # ``w`` and ``who`` name powers by key ("france", "italy, narr"): shown by name.
            return german.format(**{key: _powers(value) if key in ("w", "who") else value
                                    for key, value in found.groupdict().items()})
    return sentence


def _powers(keys: str) -> str:
    return ", ".join(str(power_name(key)) for key in keys.split(", "))
