"""What each mail contains: the recipes, each writing the typed lines of a mail and the
reading its player means (tools.devset5.mail.Mail)."""

from __future__ import annotations

from collections.abc import Callable

from tools.devset5 import orders as O
from tools.devset5 import words as W
from tools.devset5.mail import Mail

SEATS = {"diplomacy": ["austria", "england", "france", "germany", "italy", "russia", "turkey"],
         "silly": ["austria", "england", "france", "germany", "italy", "russia", "turkey",
                   "narr", "superhirn", "doktor", "wahrsager"],
         "1848": ["s1", "s2", "s3", "s4"], "1815": ["fra", "gbr", "aut", "pru"]}
ROLES = {"narr", "superhirn", "doktor", "wahrsager"}
SEASON = {"s1901": ("Frühjahr 1901", "spring 1901"), "f1901": ("Herbst 1901", "fall 1901"),
          "f1901r": ("Herbst 1901", "fall 1901"), "w1901": ("Winter 1901", "winter 1901")}
COMMAND = {"de": {"status": "STAND", "wait": "WARTEN", "nowait": "NICHT WARTEN",
                  "history": "VERLAUF"},
           "en": {"status": "STATUS", "wait": "WAIT", "nowait": "NOWAIT", "history": "HISTORY"}}


def main_box(m: Mail) -> tuple[str, list[str]] | None:
    """The box this seat mainly fills in its phase and lines for it, or None."""
    g, ph, seat = m.game, m.phase, m.seat
    if g == "diplomacy":
        if ph == "s1901":
            return "orders", m.pick(O.OPENING[seat])
        if ph == "f1901":
            return "orders", m.pick(O.FALL[seat])
        if ph == "f1901r":
            return ("orders", m.pick(O.RETREAT)) if seat == "france" else None
        # Italy has no build in W1901: the rule set refuses "waive" (after the measurement)
        return ("orders", m.pick(O.BUILDS[seat])) if seat != "italy" else None
    if g == "silly":
        if ph == "w1900":
            return "lama_placement", m.pick(O.HERDS[seat])
        if seat == "doktor":
            return "orders", ["T hyp H"]
        return ("orders", m.pick(O.OPENING[seat])) if seat not in ROLES else None
    if g == "1848":
        if seat != "s4":
            return None
        return "action", m.pick(O.CARDS if m.lang == "de" else O.CARDS_EN)
    if seat != "fra":
        return None
    return "turn", m.pick(O.TURNS_DE if m.lang in ("de", "fr") else O.TURNS_EN)


def heading(m: Mail, kind: str) -> str:
    """A heading a player of this language writes for the box."""
    lang, seat, ph = m.lang, m.seat, m.phase
    de, en = O.NAMES_DE[seat], O.NAMES_EN[seat]
    if kind == "lama_placement":
        return m.pick(["Lama:", "LAMAS", "Lamaherden:", "Lamas W1900:"] if lang == "de" else
                      ["Lama herds:", "LAMAS", "Lamas:"])
    if kind == "action":
        return m.pick(["Aktion:", "Mein Zug:"] if lang == "de" else ["Action:"])
    if kind == "turn":
        return m.pick(["Zug:", "Aktionen:"] if lang in ("de", "fr") else ["Actions:"])
    if m.game == "diplomacy" and ph == "f1901r":
        return m.pick(["Rückzug für Frankreich:", "Rückzug:"] if lang == "de" else
                      ["Retreat for France:", "Retreats:", "France:"])
    season_de, season_en = SEASON.get(ph, ("Frühjahr 1901", "spring 1901"))
    if lang == "de":
        return m.pick(["BEFEHLE", "Befehle:", "Meine Befehle:", f"Befehle {de}, {season_de}:",
                       f"{de}:", f"Befehle {ph.upper()[:5]}:"])
    if lang == "en":
        return m.pick(["ORDERS", "Orders:", "My orders:", f"Orders for {en}:",
                       f"{en}:", f"Orders {season_en}:"])
    own = {"it": "Ordini:", "fr": "Ordres :", "es": "Órdenes:", "nl": "Orders:"}[lang]
    return m.pick(["ORDERS", "Orders:", own, f"{en}:"])


def cmd_lang(m: Mail) -> str:
    return "de" if m.lang == "de" else "en"


def add_command(m: Mail, which: str | None = None) -> None:
    which = which or m.pick(["status", "wait", "nowait", "history", "status"])
    m.lines.append(COMMAND[cmd_lang(m)][which])
    m.commands.append(which)
    m.tag("command")


def others(m: Mail) -> list[str]:
    return [s for s in SEATS[m.game] if s != m.seat]


def press_head(m: Mail, to: list[str], grey: bool = False) -> str:
    de = m.lang == "de"
    names = O.NAMES_DE if de else O.NAMES_EN
    if to == []:
        return "PRESSE AN ALLE" if de else "PRESS TO ALL"
    if to == ["gm"]:
        return "PRESSE AN SPIELLEITER" if de else "PRESS TO GM"
    who = ", ".join(names[s] for s in to)
    if grey:
        m.tag("grey-press")
        if de:
            return m.pick([f"PRESSE AN {who} (grau)", f"GRAUE PRESSE AN {who}",
                           f"PRESSE AN {who} GRAU"])
        return m.pick([f"PRESS TO {who} GREY", f"GREY PRESS TO {who}",
                       f"press to {who.lower()} grey"])
    return m.pick([f"PRESSE AN {who}", f"Presse an {who}"] if de else
                  [f"PRESS TO {who}", f"Press to {who}"])


def add_press(m: Mail, *, end: bool, to: list[str] | None = None, grey: bool = False,
              body: list[str] | None = None) -> None:
    if to is None:
        r = m.rng.random()
        if r < 0.5:
            to = [m.pick(others(m))]
        elif r < 0.7:
            to = sorted(m.rng.sample(others(m), 2), key=SEATS[m.game].index)
        elif r < 0.85:
            to = []
        else:
            to = ["gm"]
    if to in ([], ["gm"]):
        grey = False
    if body is None:
        if to == []:
            body = m.pick(W.PUBLIC[m.lang])
        elif to == ["gm"]:
            body = [m.pick(W.TO_GM[m.lang])]
        else:
            body = m.pick(W.PRESS[m.lang])
    m.blank()
    m.lines.append(press_head(m, to, grey))
    m.lines += body
    if end:
        m.lines.append("ENDPRESS")
    else:
        m.tag("press-no-endpress")
    m.press.append({"to": to, "public": to == [], "grey": grey, "body": " ".join(body)})
    m.tag("press" if to else "press-public")
    if len(to) > 1:
        m.tag("press-several")
    if to == ["gm"]:
        m.tag("press-gm")


def put_box(m: Mail, kind: str, lines: list[str], style: str = "plain",
            shown: list[str] | None = None) -> None:
    """The box's lines as typed (``shown``) and as meant (``lines``)."""
    m.lines += shown if shown is not None else lines
    m.box(kind, lines)


def styled(m: Mail, lines: list[str]) -> list[str]:
    """Typed forms: list markers, trailing remarks, several on one line."""
    style = m.pick(["plain", "plain", "list", "remark", "oneline", "spacing"])
    if style == "list":
        marker = m.pick(["1.", "1)", "-", "*", "•"])
        m.tag("list")
        if marker[0] == "1":
            return [f"{n}{marker[1:]} {x}" for n, x in enumerate(lines, 1)]
        return [f"{marker} {x}" for x in lines]
    if style == "remark":
        m.tag("order-remark")
        n = m.rng.randrange(len(lines))
        return [f"{x} {m.pick(W.REMARK[m.lang])}" if i == n else x for i, x in enumerate(lines)]
    if style == "oneline" and len(lines) > 1:
        m.tag("several-per-line")
        sep = m.pick([", ", "; ", ",  "])
        return [sep.join(lines)]
    if style == "spacing":
        m.tag("blank-lines-between")
        out: list[str] = []
        for x in lines:
            out += [x, ""]
        return out[:-1]
    return list(lines)


# --- the recipes ---------------------------------------------------------------------------

def r_noheading(m: Mail) -> bool:
    found = main_box(m)
    if found is None:
        return False
    kind, lines = found
    m.tag("no-heading")
    if m.rng.random() < 0.7:
        m.greet()
    if m.rng.random() < 0.6:
        m.before()
    m.blank()
    shown = styled(m, lines)
    if kind == "lama_placement" and m.rng.random() < 0.4:
        shown = [", ".join(lines)]
        m.tag("several-per-line")
    put_box(m, kind, lines, shown=shown)
    if m.rng.random() < 0.4:
        m.after()
    m.close()
    return True


def r_heading(m: Mail) -> bool:
    found = main_box(m)
    if found is None or m.game in ("1848", "1815"):
        return False
    kind, lines = found
    if m.rng.random() < 0.5:
        m.greet()
        m.blank()
    head = heading(m, kind)
    m.tag("classic-heading" if head.isupper() and head in ("ORDERS", "BEFEHLE", "LAMAS")
          else "natural-heading")
    m.lines.append(head)
    put_box(m, kind, lines, shown=styled(m, lines))
    if m.rng.random() < 0.35:
        m.lines.append(m.pick(["END", "ENDE"]) if m.lang == "de" else "END")
        m.tag("end")
        if m.rng.random() < 0.6:
            m.blank()
            m.prose(W.AFTER_END[m.lang])
            m.tag("after-end")
        return True
    m.close()
    return True


def r_fullwords(m: Mail) -> bool:
    if m.game != "diplomacy" or m.phase != "s1901":
        return False
    table = O.WORDS_DE if m.lang == "de" else O.WORDS_EN
    lines = table[m.seat]
    m.tag("full-words")
    m.greet()
    if m.rng.random() < 0.5:
        m.blank()
        m.lines.append(heading(m, "orders"))
        m.tag("natural-heading")
    else:
        m.blank()
        m.tag("no-heading")
    put_box(m, "orders", lines)
    m.close()
    return True


def r_press(m: Mail) -> bool:
    """Orders with one or more press blocks before, after or between them."""
    found = main_box(m)
    where = m.pick(["before", "after", "after", "two"])
    end = m.rng.random() < 0.5
    grey = m.rng.random() < 0.3
    if m.rng.random() < 0.6:
        m.greet()
    headed = m.rng.random() < 0.5 and m.game in ("diplomacy", "silly")
    if where in ("before", "two"):
        add_press(m, end=end, grey=grey)
        if where == "two":
            add_press(m, end=m.rng.random() < 0.5)
            m.tag("press-several-blocks")
    if found is not None:
        kind, lines = found
        m.blank()
        if headed:
            m.lines.append(heading(m, kind))
            m.tag("natural-heading")
        else:
            m.tag("no-heading")
        put_box(m, kind, lines)
        m.tag("press-before-orders" if where != "after" else "press-after-orders")
    if where == "after":
        add_press(m, end=end, grey=grey)
    m.close()
    if not end or where == "after":
        m.tag("press-then-signature")
    return True


def r_press_then_orders_no_gap(m: Mail) -> bool:
    """Press text with orders typed directly below it (no empty line): it is all press."""
    found = main_box(m)
    if found is None or m.game not in ("diplomacy", "silly") or m.phase not in ("s1901",
                                                                                "f1901"):
        return False
    kind, lines = found
    ally = m.pick([s for s in others(m) if s not in ROLES])
    intro = {"de": "Mein Vorschlag für diese Runde, ich ziehe so:",
             "en": "Here's what I'm planning, so you know:"}.get(m.lang,
                                                               "My plan, so you know:")
    m.greet()
    body = [intro, *lines]
    add_press(m, end=False, to=[ally], body=body)
    m.tag("orders-inside-press")
    m.close()
    return True


def r_chat(m: Mail) -> bool:
    m.tag("chat-only")
    m.greet()
    for line in m.pick(W.CHAT[m.lang]):
        m.prose(line)
    m.close()
    return True


def r_commands(m: Mail) -> bool:
    found = main_box(m)
    m.greet()
    if found is not None and m.rng.random() < 0.6:
        kind, lines = found
        m.blank()
        if m.rng.random() < 0.5 and m.game in ("diplomacy", "silly"):
            m.lines.append(heading(m, kind))
            m.tag("natural-heading")
        else:
            m.tag("no-heading")
        put_box(m, kind, lines)
        m.blank()
    else:
        m.blank()
        m.tag("commands-only")
    add_command(m)
    if m.rng.random() < 0.4:
        add_command(m, "status" if m.commands[-1] != "status" else "history")
    m.close()
    return True


def r_typo(m: Mail) -> bool:
    found = main_box(m)
    if found is None or m.game != "diplomacy" or m.phase not in ("s1901", "f1901"):
        return False
    kind, lines = found
    n = next((i for i, x in enumerate(lines) if " - " in x), None)
    if n is None:
        return False
    head, dest = lines[n].rsplit(" - ", 1)
    dest = dest[0] + dest[2] + dest[1] + dest[3:]
    typo = f"{head} - {dest}"
    lines = [typo if i == n else x for i, x in enumerate(lines)]
    m.near.append(typo)
    m.tag("typo", "natural-heading")
    m.greet()
    m.blank()
    m.lines.append(heading(m, kind))
    put_box(m, kind, lines)
    m.close()
    return True


def r_after_signoff(m: Mail) -> bool:
    """A sign-off and name, then one more order: the sign-off was not the end."""
    found = main_box(m)
    if found is None or len(found[1]) < 2 or m.game not in ("diplomacy", "silly"):
        return False
    kind, lines = found
    m.tag("no-heading", "orders-after-signoff")
    m.greet()
    m.blank()
    m.lines += lines[:-1]
    m.lines += ["", m.pick(W.SIGNOFF[m.lang]), m.who.first, ""]
    m.prose(W.AFTERTHOUGHT[m.lang])
    m.lines.append(lines[-1])
    m.box(kind, lines)
    return True


def r_note(m: Mail) -> bool:
    """Headed orders, then a "Notiz:" section whose lines are not read."""
    found = main_box(m)
    if found is None or m.game != "diplomacy":
        return False
    kind, lines = found
    m.tag("natural-heading", "note-section")
    m.lines.append(heading(m, kind))
    put_box(m, kind, lines)
    label, text = W.NOTE[m.lang]
    m.blank()
    m.prose(label)
    m.prose(text)
    m.close(False)
    return True


def r_prose_move(m: Mail) -> bool:
    found = main_box(m)
    if found is None or m.game != "diplomacy" or m.phase != "s1901":
        return False
    kind, lines = found
    m.tag("no-heading", "order-in-prose")
    m.greet()
    m.prose(W.PROSE_MOVE[m.lang])
    m.blank()
    put_box(m, kind, lines)
    m.close()
    return True


# --- Rather Silly's secret and role boxes ---------------------------------------------------

def r_silly_extras(m: Mail) -> bool:
    if m.game != "silly" or m.phase != "s1901" or m.seat in ("narr", "superhirn",
                                                             "wahrsager"):
        return False
    found = main_box(m)
    de = m.lang == "de"
    if m.rng.random() < 0.5:
        m.greet()
    if found is not None and m.rng.random() < 0.8:
        kind, lines = found
        m.blank()
        m.lines.append(heading(m, kind))
        m.tag("natural-heading")
        put_box(m, kind, lines, shown=styled(m, lines))
    extras = m.rng.sample(["wormhole", "explode", "reply"], m.rng.choice([1, 2, 3]))
    for extra in extras:
        m.blank()
        if extra == "wormhole":
            vote = m.pick(O.WORMHOLE)
            form = m.rng.random()
            if form < 0.4:
                name = m.pick(["Wurmloch", "WURMLOCH", "Wurmloch:"] if de else
                              ["Wormhole", "WORMHOLE", "Wormhole:"])
                m.lines.append(f"{name} {vote}")
                m.tag("box-name-opens-line")
            else:
                m.lines.append(m.pick(["Wurmloch:", "WURMLOCH", "Wurmlochabstimmung:"] if de
                                      else ["Wormhole:", "WORMHOLE", "Wormhole vote:"]))
                m.lines.append(vote)
            m.box("wormhole_vote", [vote])
            m.tag("wormhole")
        elif extra == "explode":
            herd = m.pick(O.OWN_HERDS[m.seat])
            line = m.pick([f"L {herd} Exp", f"L {herd.capitalize()} Exp"])
            m.lines.append(m.pick(["Lama-Explosion:", "Lamas sprengen:", "LAMA EXPLOSION"]
                                  if de else ["Lama explosion:", "Explode lama:"]))
            m.lines.append(line)
            m.box("lama_explosion", [line])
            m.tag("lama-explosion")
        else:
            reply = m.pick(O.REPLY)
            if m.rng.random() < 0.4:
                m.lines.append(f"Superhirn: {reply}")
                m.tag("box-name-opens-line")
            else:
                m.lines.append(m.pick(["Superhirn:", "Antwort ans Superhirn:", "SUPERHIRN"]
                                      if de else ["Superhirn:", "Reply to the Superhirn:"]))
                m.lines.append(reply)
            m.box("superhirn_reply", [reply])
            m.tag("superhirn-reply")
    m.close()
    return True


def r_narr(m: Mail) -> bool:
    if m.game != "silly" or m.seat != "narr" or m.phase != "s1901":
        return False
    line = m.pick(O.NARR)
    m.greet()
    m.blank()
    r = m.rng.random()
    if r < 0.35:
        name = m.pick(["NARR", "Narr:", "Narr"])
        m.lines.append(f"{name} {line}")
        m.tag("box-name-opens-line")
    else:
        m.lines.append(m.pick(["Narr:", "NARR", "Narrenbefehl:", "Narr-Befehl:"]))
        m.lines.append(line)
        m.tag("natural-heading")
    m.box("narr_override", [line])
    if m.rng.random() < 0.4:
        m.blank()
        vote = m.pick(O.WORMHOLE)
        m.lines += ["Wurmloch:", vote]
        m.box("wormhole_vote", [vote])
    if m.rng.random() < 0.3:
        add_press(m, end=True)
    m.close()
    m.tag("narr")
    return True


def r_wahrsager(m: Mail) -> bool:
    if m.game != "silly" or m.seat != "wahrsager" or m.phase != "s1901":
        return False
    lines = m.pick(O.PREDICT)
    m.greet()
    m.blank()
    r = m.rng.random()
    if r < 0.35:
        for x in lines:
            m.lines.append(f"{m.pick(['VORHERSAGE', 'Vorhersage'])} {x}")
        m.tag("box-name-opens-line")
    else:
        m.lines.append(m.pick(["Vorhersage:", "Vorhersagen:", "VORHERSAGE",
                               "Meine Vorhersagen:"]))
        if r < 0.6:
            m.lines += [f"VORHERSAGE {x}" for x in lines]
            m.tag("box-name-repeated")
        else:
            m.lines += lines
        m.tag("natural-heading")
    m.box("wahrsager_prediction", lines)
    if m.rng.random() < 0.5:
        m.blank()
        reply = m.pick(O.REPLY)
        m.lines += ["Antwort ans Superhirn:", reply]
        m.box("superhirn_reply", [reply])
    m.close()
    m.tag("wahrsager")
    return True


def r_superhirn(m: Mail) -> bool:
    if m.game != "silly" or m.seat != "superhirn":
        return False
    q, a = m.pick(O.QUESTION)
    m.greet()
    if m.phase == "w1900":
        herds = m.pick(O.HERDS["superhirn"])
        m.blank()
        m.lines.append(m.pick(["Lama:", "Lamaherden:", "LAMAS"]))
        put_box(m, "lama_placement", herds)
    m.blank()
    form = m.rng.random()
    if form < 0.2:
        m.lines += ["SUPERHIRN", q]
        m.box("superhirn_answer", [q], or_question=True)
        m.tag("superhirn-ambiguous")
    else:
        qh, ah = m.pick([("Frage:", "Antwort (geheim):"), ("Frage:", "Geheime Antwort:"),
                         ("Superhirn-Frage:", "Antwort:"), ("FRAGE", "GEHEIM")])
        m.lines += [qh, q, "", ah, a]
        m.box("superhirn_question", [q])
        m.box("superhirn_answer", [a])
        m.tag("superhirn-question", "superhirn-secret")
    m.close()
    m.tag("superhirn")
    return True


def r_doktor(m: Mail) -> bool:
    if m.game != "silly" or m.seat != "doktor" or m.phase != "s1901":
        return False
    return r_silly_extras(m)


RECIPES: list[tuple[str, int, Callable[[Mail], bool]]] = [
    ("noheading", 22, r_noheading), ("heading", 20, r_heading), ("fullwords", 5, r_fullwords),
    ("press", 16, r_press), ("press-nogap", 3, r_press_then_orders_no_gap),
    ("chat", 6, r_chat), ("commands", 6, r_commands), ("typo", 4, r_typo),
    ("after-signoff", 4, r_after_signoff), ("note", 3, r_note), ("prose-move", 3, r_prose_move),
    ("silly-extras", 12, r_silly_extras), ("narr", 12, r_narr), ("wahrsager", 12, r_wahrsager),
    ("superhirn", 14, r_superhirn), ("doktor", 8, r_doktor),
]


def special(m: Mail) -> Callable[[Mail], bool] | None:
    """The recipe a seat's own role or secret boxes call for (tried first, often)."""
    if m.game != "silly":
        return None
    if m.seat == "superhirn":
        return r_superhirn
    if m.phase != "s1901":
        return None
    return {"narr": r_narr, "wahrsager": r_wahrsager}.get(m.seat, r_silly_extras)
