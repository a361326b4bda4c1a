"""Rather Silly's own boxes as its players name them, and the role seats' mails."""

from __future__ import annotations

from tools.devset4 import positions as P
from tools.devset4.mail import Mail
from tools.devset4.recipes import parse_key

BOX_NAMES = {
    "wormhole_vote": {"de": ["Wurmloch:", "WURMLOCH", "Wurmloch-Abstimmung:"],
                      "en": ["Wormhole:", "Wormhole vote:"]},
    "lama_explosion": {"de": ["Lama-Explosion:", "Lamas sprengen:", "LAMA EXPLOSION"],
                       "en": ["Lama explosion:", "Exploding lamas:"]},
    "soul_sales": {"de": ["Seelenverkauf:", "SEELENVERKAUF", "Seelenverkäufe:"],
                   "en": ["Soul sales:", "Sell souls:"]},
    "superhirn_reply": {"de": ["Antwort ans Superhirn:", "Superhirn-Antwort:",
                               "Antwort auf die Frage:"],
                        "en": ["Answer to the Superhirn:", "Superhirn answer:"]},
}


def extra_box(m: Mail, kind: str, inline: bool = False) -> None:
    """One of a power's secondary boxes, under a heading (or the box name opening the line)."""
    _game, _phase, seat = parse_key(m.key)
    r = m.rng
    if kind == "wormhole_vote":
        vote = r.choice(P.WORMHOLES)
        if inline:
            word = "Wurmloch" if m.lk == "de" else "Wormhole"
            m.box(kind, [f"{word} {vote}"], [vote])
            m.cls("box-name-inline")
        else:
            m.box(kind, [vote], heading=r.choice(BOX_NAMES[kind][m.lk]))
    elif kind == "lama_explosion":
        m.box(kind, [f"L {r.choice(P.HERDS[seat])} Exp"], heading=r.choice(BOX_NAMES[kind][m.lk]))
    elif kind == "soul_sales":
        m.box(kind, [P.SOULS[seat]], heading=r.choice(BOX_NAMES[kind][m.lk]))
    else:
        answer = r.choice(P.REPLIES[m.lk])
        m.box(kind, [answer], heading=r.choice(BOX_NAMES[kind][m.lk]))
    m.cls("silly-box", kind)


def superhirn(m: Mail, variant: int) -> None:
    """The Superhirn's question and secret answer, worded the ways players word them."""
    question, answer = m.rng.choice(P.QUESTIONS)
    de = m.lk == "de"
    m.cls("superhirn")
    if variant == 0:  # both under their own headings
        m.box("superhirn_question", [question], heading="Frage:" if de else "Question:")
        m.blank()
        m.box("superhirn_answer", [answer],
              heading=m.rng.choice(["Antwort (geheim):", "Geheime Antwort:", "Antwort:"])
              if de else m.rng.choice(["Secret answer:", "Answer (secret):"]))
        m.cls("superhirn-secret")
    elif variant == 1:  # only "SUPERHIRN": ambiguous, never published
        m.box("superhirn_answer", [question, answer], heading="SUPERHIRN", or_question=True)
        m.cls("superhirn-ambiguous")
    elif variant == 2:  # the secret written first
        m.box("superhirn_answer", [answer], heading="GEHEIM" if de else "SECRET")
        m.blank()
        m.box("superhirn_question", [question],
              heading="Superhirn-Frage:" if de else "Superhirn question:")
        m.cls("superhirn-secret")
    else:  # the question alone (the answer came earlier)
        m.box("superhirn_question", [question],
              heading="Die Frage dieser Runde:" if de else "This round's question:")
