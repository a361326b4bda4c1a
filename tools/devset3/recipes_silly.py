"""Rather Silly's mails: lama herds in W1900, the Superhirn's question and secret answer, and
in S1901 the powers' orders with their secret boxes under every name players give them, the
Narr's override, the Doktor's orders, the Wahrsager's predictions, replies to the Superhirn.
"""

from __future__ import annotations

from tests.mail.scenarios import SILLY_HERDS
from tools.devset3 import phrases as ph
from tools.devset3 import recipes as R
from tools.devset3.draft import Draft
from tools.devset3.orders import NAMES

# Herds live only on provinces without a supply centre.
HERDS_ALT = [["tyr", "boh", "sil"], ["nth", "eng", "mao"], ["ukr", "gal", "lvn"],
             ["bur", "pic", "gas"], ["arm", "syr", "alb"], ["pie", "tus", "apu"],
             ["yor", "wal", "cly"]]
LAMA_HEADS = {"de": ["Lama:", "LAMA", "Lamaherden:", "Lamas:", "Lama-Herden:", "Lamas W1900:"],
              "en": ["Lama:", "LAMA", "Llamas:", "Lama herds:", "Lama placement:"]}
WORM_HEADS = {"de": ["Wurmloch:", "WURMLOCH", "Wurmloch-Abstimmung:"],
              "en": ["Wormhole:", "WORMHOLE", "Wurmloch:"]}
SOUL_HEADS = {"de": ["Seelenverkauf:", "Seelenverkäufe:", "SEELENVERKAUF"],
              "en": ["Soul sales:", "Soul sale:", "Seelenverkauf:"]}
BOOM_HEADS = {"de": ["Lamaexplosion:", "Lama-Explosion:", "LAMAEXPLOSION"],
              "en": ["Lama explosion:", "Llama explosion:", "Lamaexplosion:"]}
NARR_HEADS = {"de": ["NARR", "Narr:", "Narrenbefehl:", "Narr Eingriff:"],
              "en": ["NARR", "Narr:", "Narr override:", "Fool's override:"]}
REPLY_HEADS = {"de": ["Antwort ans Superhirn:", "Superhirn:", "Antwort:", "SUPERHIRN"],
               "en": ["Superhirn:", "Answer to the Superhirn:", "Reply to Superhirn:"]}
WAHR_HEADS = {"de": ["Vorhersage:", "Vorhersagen:", "WAHRSAGER", "Prophezeiung:"],
              "en": ["Prediction:", "Predictions:", "Vorhersage:"]}
QUESTION_HEADS = {"de": ["Frage:", "Frage des Superhirns:", "SUPERHIRN FRAGE"],
                  "en": ["Question:", "Superhirn question:"]}
ANSWER_HEADS = {"de": ["Antwort (geheim):", "Geheime Antwort:", "Antwort:", "geheim:"],
                "en": ["Secret answer:", "Answer (secret):", "Answer:"]}
QUESTIONS = [("Wie viele Beine hat ein Lama?", "Vier"),
             ("In welchem Jahr war der Wiener Kongress?", "1815"),
             ("Wie heißt die Hauptstadt von Australien?", "Canberra"),
             ("Wie viele Versorgungszentren gibt es auf der Karte?", "34")]
REPLIES = ["2962 m", "knapp 3000 Meter", "2962 Meter", "about 2960 m", "3000 m?"]
WORMS = ["nwy - tun", "stp - con", "bre - sev", "lon - smy", "edi - nap"]
OVERRIDES = ["A mun - bur", "F lon - eng", "A war - gal", "F ank - con", "A par - pic",
             "A ven - tri"]
PREDICTIONS = [["bur A", "bel"], ["gal"], ["bla F", "ruh"], ["tyr"], ["eng F", "pic A"]]


def _h(d: Draft, table: dict[str, list[str]]) -> str:
    return d.rng.choice(table[ph.lang2(d.lang)])


def _secret(d: Draft, kind: str, table: dict[str, list[str]], lines: list[str],
            inline: bool = False) -> None:
    d.blank()
    if inline:  # "Wurmloch nwy - tun": the box name opens the line
        name = _h(d, table).rstrip(":")
        d.box(kind, [(f"{name} {line}", [line]) for line in lines], None)
        d.tag("box-name-inline")
    else:
        d.box(kind, [(line, [line]) for line in lines], _h(d, table))
    d.tag(f"silly-{kind}")


def _herd_items(d: Draft) -> list[tuple[str, list[str]]]:
    herds = SILLY_HERDS[d.seat].split("\n") if d.rng.random() < 0.5 else d.rng.choice(HERDS_ALT)
    how = d.rng.choice(["abbr", "abbr", "name", "upper"])
    out = []
    for h in herds:
        typed = {"abbr": h, "upper": h.upper(),
                 "name": NAMES[h][1 if ph.lang2(d.lang) == "de" else 0]}[how]
        out.append((typed, [typed]))
    return out


def lama(d: Draft) -> None:
    """W1900: the seat's three herds, under a lama heading or none; the Superhirn also sends
    question and answer."""
    R._open(d)
    head = d.rng.random() < 0.65 or d.seat == "superhirn"
    d.box("lama_placement", _herd_items(d), _h(d, LAMA_HEADS) if head else None,
          numbered=d.rng.choice(["", "", "", "-", "1."]))
    d.tag("silly-lama", "heading" if head else "no-heading")
    if d.seat == "superhirn":
        superhirn_boxes(d)
    elif d.rng.random() < 0.2:
        d.blank()
        R.press(d, end="endpress")
    R._sign(d)


def superhirn_boxes(d: Draft) -> None:
    question, answer = d.rng.choice(QUESTIONS)
    d.blank()
    roll = d.rng.random()
    if roll < 0.3:  # everything under SUPERHIRN: ambiguous, secret or a question back
        d.box("superhirn_answer", [(question, [question]), (answer, [answer])],
              d.rng.choice(["SUPERHIRN", "Superhirn:"]), or_question=True)
        d.tag("superhirn-ambiguous")
        return
    d.box("superhirn_question", [(question, [question])], _h(d, QUESTION_HEADS))
    d.blank()
    d.box("superhirn_answer", [(answer, [answer])], _h(d, ANSWER_HEADS))
    d.tag("superhirn-question", "superhirn-secret-answer")


def power_spring(d: Draft) -> None:
    """S1901, a power: orders under a heading and one or two secret boxes."""
    orders = R.orders_for(d)
    R._open(d)
    d.box("orders", R.items(d, orders), R.heading(d))
    d.tag("heading")
    herds = SILLY_HERDS[d.seat].split("\n")
    extras = d.rng.sample(["worm", "soul", "boom", "reply"], d.rng.choice([1, 1, 2]))
    for extra in extras:
        if extra == "worm":
            _secret(d, "wormhole_vote", WORM_HEADS, [d.rng.choice(WORMS)],
                    inline=d.rng.random() < 0.4)
        elif extra == "soul":
            unit = orders[d.rng.randrange(len(orders))]
            _secret(d, "soul_sales", SOUL_HEADS, [f"{unit[1]} {unit[2]} TEUFEL"])
        elif extra == "boom":
            _secret(d, "lama_explosion", BOOM_HEADS, [d.rng.choice(herds)])
        else:
            _secret(d, "superhirn_reply", REPLY_HEADS, [d.rng.choice(REPLIES)])
    if d.rng.random() < 0.25:
        d.blank()
        R.press(d, end="endpress", grey=d.rng.random() < 0.4)
    R._sign(d)


def narr_spring(d: Draft) -> None:
    R._open(d)
    _secret(d, "narr_override", NARR_HEADS, [d.rng.choice(OVERRIDES)],
            inline=d.rng.random() < 0.2)
    if d.rng.random() < 0.5:
        _secret(d, "lama_explosion", BOOM_HEADS, [d.rng.choice(["tyr", "bur", "ukr"])])
    if d.rng.random() < 0.4:
        _secret(d, "wormhole_vote", WORM_HEADS, [d.rng.choice(WORMS)])
    if d.rng.random() < 0.3:
        _secret(d, "superhirn_reply", REPLY_HEADS, [d.rng.choice(REPLIES)])
    R._sign(d)


def doktor_spring(d: Draft) -> None:
    R._open(d)
    line = d.rng.choice(["T hyp H", "T hyp H", "T hyp - mos"])
    if d.rng.random() < 0.4:
        d.box("orders", [(line, [line])], None)
        d.tag("no-heading")
    else:
        d.box("orders", [(line, [line])], R.heading(d))
        d.tag("heading")
        if d.rng.random() < 0.5:
            _secret(d, "superhirn_reply", REPLY_HEADS, [d.rng.choice(REPLIES)])
    d.tag("silly-doktor")
    R._sign(d)


def wahrsager_spring(d: Draft) -> None:
    R._open(d)
    _secret(d, "wahrsager_prediction", WAHR_HEADS, list(d.rng.choice(PREDICTIONS)))
    if d.rng.random() < 0.4:
        _secret(d, "superhirn_reply", REPLY_HEADS, [d.rng.choice(REPLIES)])
    if d.rng.random() < 0.3:
        _secret(d, "wormhole_vote", WORM_HEADS, [d.rng.choice(WORMS)])
    R._sign(d)


def superhirn_spring(d: Draft) -> None:
    R._open(d)
    superhirn_boxes(d)
    R._sign(d)


ROLE_SPRING = {"narr": narr_spring, "doktor": doktor_spring, "wahrsager": wahrsager_spring,
               "superhirn": superhirn_spring}
