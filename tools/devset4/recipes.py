"""What a mail contains, seat by seat: the main box in one of the ways players write it, with
press, commands, chat and closings around it."""

from __future__ import annotations

from tools.devset4 import positions as P
from tools.devset4.mail import Mail
from tools.devset4.people import ONLY_CHAT

REMARKS = {"de": ["(falls Russland mitspielt)", "(wie besprochen)", "(sicher ist sicher)"],
           "en": ["(if Russia agrees)", "(as agreed)", "(just in case)"]}
NOTES = {"de": ("Notiz:", ["Nächste Runde will ich nach Norden, mal sehen.",
                           "Russland hat mir Rumänien versprochen."]),
         "en": ("PS:", ["Next year I want to head north, we'll see.",
                        "Russia promised me Rumania, for what it's worth."])}


def parse_key(key: str) -> tuple[str, str, str]:
    game, phase, seat = key.split("-", 2)
    return game, phase, seat


def main_kind(key: str) -> str | None:
    game, phase, seat = parse_key(key)
    if game == "diplomacy":
        return None if phase == "f1901r" and seat != "france" else "orders"
    if game == "silly":
        if phase == "w1900":
            return "lama_placement"
        return {"narr": "narr_override", "wahrsager": "wahrsager_prediction",
                "superhirn": "superhirn_question"}.get(seat, "orders")
    if game == "1848":
        return "action" if seat == "s4" else None
    return "turn" if seat == "fra" else None


def main_lines(m: Mail) -> list[str]:
    game, phase, seat = parse_key(m.key)
    r = m.rng
    if game in ("diplomacy", "silly") and phase in ("s1901",) and seat in P.POWERS:
        return list(r.choice(P.OPENING[seat]))
    if game == "diplomacy":
        if phase == "f1901":
            return list(r.choice(P.FALL[seat]))
        if phase == "f1901r":
            return list(r.choice(P.RETREAT_FRANCE))
        lines = list(r.choice(P.WINTER[seat]))
        if m.lk == "de":
            lines = [" ".join(P.WINTER_DE.get(w, w) for w in x.split(" ")) for x in lines]
        return lines
    if game == "silly":
        if phase == "w1900":
            return list(r.choice(P.LAMAS[seat]))
        return list(r.choice({"narr": P.NARR, "doktor": P.DOKTOR,
                              "wahrsager": P.PREDICT}[seat]))
    if game == "1848":
        return [r.choice(P.HAND_1848["s4"] if m.lk == "de" else P.HAND_1848_EN)]
    return list(r.choice(P.TURN_1815[m.lk]))


def seat_heading(m: Mail, kind: str, style: str) -> str:
    """A heading for the main box: classic, natural, or the seat's name alone."""
    game, phase, seat = parse_key(m.key)
    de = m.lk == "de"
    name = P.NAMES[m.lk].get(seat, seat)
    if kind == "lama_placement":
        return m.rng.choice(["Lamas:", "Lamaherden:", "LAMA", "Herden:"] if de else
                            ["Lamas:", "Lama placement:", "LAMA HERDS"])
    if kind == "turn":
        return m.rng.choice(["ZUG", "Mein Zug:", "AKTIONEN"] if de else ["TURN", "My turn:"])
    if kind == "action":
        return "AKTION" if de else "ACTION"
    if kind == "narr_override":
        return m.rng.choice(["NARR", "Narr:", "Narrenbefehle:"] if de else ["NARR", "Fool:"])
    if kind == "wahrsager_prediction":
        return m.rng.choice(["Vorhersage:", "VORHERSAGEN", "Prophezeiung:"] if de else
                            ["Prediction:", "PREDICTIONS"])
    season = {"s1901": ("Frühjahr 1901", "spring", "F1901"),
              "f1901": ("Herbst 1901", "fall", "H1901"),
              "f1901r": ("Rückzug", "retreat", "F1901R"),
              "w1901": ("Winter 1901", "winter", "W1901")}.get(phase, ("", "", ""))
    if style == "classic":
        return "BEFEHLE" if de else "ORDERS"
    if style == "power":
        return f"{name}:"
    foreign = {"it": ["Ordini:", "I miei ordini:"], "fr": ["Ordres :", "Mes ordres :"],
               "es": ["Órdenes:", "Mis órdenes:"], "nl": ["Orders:", "Mijn orders:"]}
    if m.lang in foreign and kind == "orders" and m.rng.random() < 0.5:
        return m.rng.choice(foreign[m.lang])
    options = ([f"Befehle {season[2]}:", "meine Befehle:", f"Befehle {name}, {season[0]}:",
                f"Befehle für {name}:"] if de else
               ["My orders:", f"Orders for {name}:", f"Orders for the {season[1]}:",
                f"{name} orders:"])
    if phase == "f1901r":
        options = [f"Rückzug für {name}:", "Rückzug:"] if de else ["Retreat:", "My retreat:"]
    if game == "silly":
        options = ["Befehle:", "meine Befehle:"] if de else ["My orders:", "Orders:"]
    return m.rng.choice(options)


def write_orders(m: Mail, kind: str, lines: list[str], style: str) -> None:
    """The main box in one of the ways players write it."""
    r = m.rng
    if style == "none":
        m.box(kind, lines)
        m.cls("no-heading")
        return
    if style == "late" and len(lines) > 1:  # one order after the sign-off: not the end
        m.box(kind, lines[:-1], lines)
        m.close()
        m.blank()
        m.say(r.choice(["Fast vergessen, sorry!", "Ach ja, und noch das hier"] if m.lk == "de" else
                        ["Oops, forgot one!", "Oh, and also"]))
        m.lines.append(lines[-1])
        m.cls("no-heading", "signoff-then-orders")
        m.late = True
        return
    if style == "list":
        marks = r.choice([["1. ", "2. ", "3. ", "4. "], ["- "] * 4, ["* "] * 4, ["• "] * 4,
                          ["1) ", "2) ", "3) ", "4) "]])
        m.box(kind, [marks[i] + x for i, x in enumerate(lines)], lines,
              heading=seat_heading(m, kind, "natural") if r.random() < 0.5 else None)
        m.cls("list")
        return
    if style == "remark" and len(lines) > 1:
        i = r.randrange(len(lines))
        shown = list(lines)
        shown[i] = f"{lines[i]} {r.choice(REMARKS[m.lk])}"
        m.box(kind, shown, lines, heading=seat_heading(m, kind, "natural")
              if r.random() < 0.5 else None)
        m.cls("remark")
        return
    if style == "oneline" and len(lines) > 1:
        sep = r.choice([", ", "; ", " ; "])
        m.box(kind, [sep.join(lines)], lines,
              heading=seat_heading(m, kind, "classic") if r.random() < 0.4 else None)
        m.cls("several-per-line")
        return
    moving = [j for j, x in enumerate(lines) if " - " in x]
    if style == "typo" and len(lines) > 1 and kind == "orders" and moving:
        i = r.choice(moving)
        last = lines[i].split(" ")[-1]
        if len(last) == 3 and last.isalpha():  # two letters swapped in the province
            typo = lines[i][:-3] + last[0] + last[2] + last[1]
        else:  # the space after the dash forgotten
            typo = lines[i].replace(" - ", " -", 1)
        shown = list(lines)
        shown[i] = typo
        m.box(kind, shown, heading=seat_heading(m, kind, "natural"))
        m.near_misses.append(typo)
        m.cls("typo")
        return
    head_style = style if style in ("classic", "power") else "natural"
    if head_style == "power" and kind != "orders":
        head_style = "natural"
    m.box(kind, lines, heading=seat_heading(m, kind, head_style))
    m.cls("classic-heading" if head_style == "classic" else "natural-heading")


def press_targets(m: Mail, n: int) -> tuple[list[str], list[str]]:
    game, _phase, seat = parse_key(m.key)
    if game in ("diplomacy", "silly"):
        pool = [p for p in P.POWERS if p != seat]
        keys = m.rng.sample(pool, n)
        return keys, [P.NAMES[m.lk][k] for k in keys]
    table = P.SEATS_1848 if game == "1848" else P.SEATS_1815
    keys = m.rng.sample([k for k in table if k != seat], n)
    return keys, [table[k] for k in keys]


def add_press(m: Mail, variant: int, end: bool) -> None:
    if variant == 0:
        to, names = press_targets(m, 1)
        m.press_block(to, names, end=end, form=m.rng.randrange(2))
    elif variant == 1:
        to, names = press_targets(m, 2)
        m.press_block(to, names, end=end, form=m.rng.randrange(2))
    elif variant == 2:
        m.press_block([], [], end=end, form=m.rng.randrange(2))
    elif variant == 3:
        m.press_block(["gm"], ["GM"], end=end, form=m.rng.randrange(2))
    else:
        to, names = press_targets(m, 1)
        m.press_block(to, names, grey=True, end=end, form=m.rng.randrange(2))


def chat_only(m: Mail) -> None:
    m.greet()
    m.blank()
    m.say(m.rng.choice(ONLY_CHAT.get(m.lang, ONLY_CHAT["en"])))
    m.close()
    m.cls("chat-only")


def standard(m: Mail, plan: dict[str, object]) -> None:
    """Greeting, chat, the main box, press before or after, commands, notes, END, closing."""
    kind = main_kind(m.key)
    r = m.rng
    if plan.get("greet"):
        m.greet()
        if r.random() < 0.6:
            m.chat()
        m.blank()
    press_at = plan.get("press")  # "before", "after" or None
    end = bool(plan.get("endpress", True))
    if press_at == "before":
        add_press(m, int(plan.get("pv", 0)), end if kind == "orders" else True)
        m.blank()
    if kind is not None:
        write_orders(m, kind, main_lines(m), str(plan.get("style", "none")))
    elif m.key.startswith("1848") and r.random() < 0.4:
        m.say("passe" if m.lk == "de" else "pass")  # not on turn: the rule set refuses it
        m.cls("not-on-turn")
    elif not press_at:
        m.say(r.choice(ONLY_CHAT.get(m.lang, ONLY_CHAT["en"])))
        m.cls("chat-only")
    if plan.get("command"):
        m.blank()
        m.command(str(plan["command"]))
    if press_at == "after" or plan.get("press2"):
        m.blank()
        add_press(m, int(plan.get("pv2", plan.get("pv", 0))), end)
    if plan.get("notes") and "heading" in m.classes and not plan.get("end"):
        head, text = NOTES[m.lk]
        m.blank()
        m.say(head, r.choice(text))
        m.cls("notes-heading")
    if plan.get("end"):
        m.blank()
        m.lines.append(r.choice(["ENDE", "END"] if m.lk == "de" else ["END", "SIGNOFF"]))
        m.say(r.choice(["Schönen Abend noch!", "Bis Donnerstag."] if m.lk == "de" else
                       ["Have a good evening!", "See you Thursday."]))
        m.cls("end")
        return
    if not m.late:
        m.close(name=bool(plan.get("name", True)))
