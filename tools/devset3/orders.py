"""The orders of each seat in each scenario, and the ways players spell them.

An order is a tuple: ("M", unit, at, to) move, ("H", unit, at) hold, ("S", unit, at, unit2,
from, to) support of a move, ("SH", unit, at, unit2, at2) support to hold, ("C", unit, at,
unit2, from, to) convoy, ("B", unit, at) build, ("R", unit, at, to) retreat, ("D", unit, at)
disband. Each set is a plausible whole turn for the seat in the position of
tests/mail/scenarios.py; :func:`spell` writes one order in a style players use.
"""

from __future__ import annotations

from random import Random

Order = tuple[str, ...]

NAMES = {  # abbreviation: (English, German)
    "vie": ("Vienna", "Wien"), "bud": ("Budapest", "Budapest"), "tri": ("Trieste", "Triest"),
    "gal": ("Galicia", "Galizien"), "ser": ("Serbia", "Serbien"), "alb": ("Albania", "Albanien"),
    "tyr": ("Tyrolia", "Tirol"), "rum": ("Rumania", "Rumänien"), "gre": ("Greece", "Griechenland"),
    "boh": ("Bohemia", "Böhmen"), "ven": ("Venice", "Venedig"), "adr": ("Adriatic Sea", "Adria"),
    "lon": ("London", "London"), "edi": ("Edinburgh", "Edinburgh"),
    "lvp": ("Liverpool", "Liverpool"), "nth": ("North Sea", "Nordsee"),
    "nwg": ("Norwegian Sea", "Europäisches Nordmeer"), "yor": ("Yorkshire", "Yorkshire"),
    "eng": ("English Channel", "Ärmelkanal"), "wal": ("Wales", "Wales"),
    "bel": ("Belgium", "Belgien"), "nwy": ("Norway", "Norwegen"), "den": ("Denmark", "Dänemark"),
    "bar": ("Barents Sea", "Barentssee"), "bre": ("Brest", "Brest"), "par": ("Paris", "Paris"),
    "mar": ("Marseilles", "Marseille"), "mao": ("Mid Atlantic Ocean", "Mittelatlantik"),
    "bur": ("Burgundy", "Burgund"), "spa": ("Spain", "Spanien"), "pic": ("Picardy", "Picardie"),
    "gas": ("Gascony", "Gascogne"), "por": ("Portugal", "Portugal"), "kie": ("Kiel", "Kiel"),
    "ber": ("Berlin", "Berlin"), "mun": ("Munich", "München"), "hol": ("Holland", "Holland"),
    "ruh": ("Ruhr", "Ruhr"), "nap": ("Naples", "Neapel"), "rom": ("Rome", "Rom"),
    "ion": ("Ionian Sea", "Ionisches Meer"), "apu": ("Apulia", "Apulien"),
    "tys": ("Tyrrhenian Sea", "Tyrrhenisches Meer"), "pie": ("Piedmont", "Piemont"),
    "tun": ("Tunis", "Tunis"), "stp": ("St Petersburg", "St. Petersburg"),
    "bot": ("Gulf of Bothnia", "Bottnischer Meerbusen"), "mos": ("Moscow", "Moskau"),
    "ukr": ("Ukraine", "Ukraine"), "war": ("Warsaw", "Warschau"),
    "sev": ("Sevastopol", "Sewastopol"), "bla": ("Black Sea", "Schwarzes Meer"),
    "swe": ("Sweden", "Schweden"), "ank": ("Ankara", "Ankara"),
    "con": ("Constantinople", "Konstantinopel"), "smy": ("Smyrna", "Smyrna"),
    "bul": ("Bulgaria", "Bulgarien"), "arm": ("Armenia", "Armenien"),
    "sil": ("Silesia", "Schlesien"), "pru": ("Prussia", "Preußen"), "syr": ("Syria", "Syrien"),
    "cly": ("Clyde", "Clyde"), "lvn": ("Livonia", "Livland"), "fin": ("Finland", "Finnland"),
    "tus": ("Tuscany", "Toskana"), "ska": ("Skagerrak", "Skagerrak"),
}


def _m(*moves: str) -> list[Order]:
    """Orders written compactly: "A vie-gal", "F tri H", "F alb S A ser-gre", "A ruh S A mun",
    "F nth C A yor-bel", "B A bud", "R A bur-pic", "D A bur"."""
    out: list[Order] = []
    for text in moves:
        w = text.split()
        if w[0] in ("B", "D"):
            out.append((w[0], w[1], w[2]))
        elif w[0] == "R":
            at, to = w[2].split("-")
            out.append(("R", w[1], at, to))
        elif len(w) == 2:
            at, to = w[1].split("-")
            out.append(("M", w[0], at, to))
        elif w[2] == "H":
            out.append(("H", w[0], w[1]))
        elif w[2] in ("S", "C") and "-" in w[4]:
            frm, to = w[4].split("-")
            out.append((w[2], w[0], w[1], w[3], frm, to))
        else:
            out.append(("SH", w[0], w[1], w[3], w[4]))
    return out


SPRING = {
    "austria": [_m("A vie-gal", "A bud-ser", "F tri-alb"), _m("A vie-tyr", "A bud-ser", "F tri H"),
                _m("A vie-gal", "A bud S A vie-gal", "F tri-alb"),
                _m("A vie-boh", "A bud-rum", "F tri-adr")],
    "england": [_m("F lon-nth", "F edi-nwg", "A lvp-yor"),
                _m("F lon-eng", "F edi-nth", "A lvp-wal"),
                _m("F edi-nth", "F lon-eng", "A lvp-edi")],
    "france": [_m("F bre-mao", "A par-bur", "A mar-spa"), _m("F bre-eng", "A par-pic", "A mar-bur"),
               _m("F bre-mao", "A par-gas", "A mar S A par-gas")],
    "germany": [_m("F kie-hol", "A ber-kie", "A mun-ruh"),
                _m("F kie-den", "A ber-kie", "A mun-bur"),
                _m("F kie-hol", "A ber-mun", "A mun-ruh")],
    "italy": [_m("F nap-ion", "A rom-apu", "A ven H"), _m("F nap-tys", "A rom-ven", "A ven-tyr"),
              _m("A ven-pie", "A rom-ven", "F nap-ion")],
    "russia": [_m("F stp/sc-bot", "A mos-ukr", "A war-gal", "F sev-bla"),
               _m("F sev-rum", "A war-gal", "A mos-ukr", "F stp/sc-bot"),
               _m("A mos-sev", "F sev-bla", "A war-ukr", "F stp/sc-bot")],
    "turkey": [_m("F ank-bla", "A con-bul", "A smy-con"), _m("F ank-con", "A con-bul", "A smy-arm"),
               _m("A smy-arm", "F ank-bla", "A con-bul")],
}
FALL = {
    "austria": [_m("A ser-gre", "F alb S A ser-gre", "A vie-gal"),
                _m("A vie-bud", "A ser H", "F alb-gre"),
                _m("A vie-tri", "A ser-gre", "F alb S A ser-gre")],
    "england": [_m("F nth-bel", "F nwg-nwy", "A yor H"),
                _m("F nth C A yor-nwy", "A yor-nwy", "F nwg-bar"),
                _m("F nwg-nwy", "F nth-den", "A yor-edi")],
    "france": [_m("A bur H", "A spa-por", "F mao S A spa-por"),
               _m("A bur-bel", "F mao-por", "A spa S F mao-por"),
               _m("A bur S A spa-mar", "A spa-mar", "F mao-por")],
    "germany": [_m("A mun-bur", "A ruh S A mun-bur", "F hol H"),
                _m("F hol-bel", "A ruh S F hol-bel", "A mun H"),
                _m("A ruh-bel", "F hol S A ruh-bel", "A mun-kie")],
    "italy": [_m("F ion-tun", "A apu H", "A ven H"),
              _m("F ion C A apu-tun", "A apu-tun", "A ven-tri"),
              _m("A ven-tyr", "F ion-gre", "A apu-nap")],
    "russia": [_m("F bot-swe", "A ukr-rum", "A war H", "F sev S A ukr-rum"),
               _m("F bot-swe", "A ukr-rum", "F sev S A ukr-rum", "A war-gal")],
    "turkey": [_m("A bul-gre", "F ank-bla", "A con-bul"), _m("F ank H", "A bul-ser", "A con-bul"),
               _m("A bul-rum", "F ank-bla", "A con-bul")],
}
RETREAT = {"france": [_m("R A bur-pic"), _m("R A bur-gas"), _m("R A bur-par"), _m("R A bur-mar"),
                      _m("D A bur")]}
WINTER = {
    "austria": [_m("B A bud"), _m("B F tri"), _m("B A tri")],
    "england": [_m("B F lon", "B F edi"), _m("B F edi", "B A lvp"), _m("B F lon", "B A lvp")],
    "france": [_m("B A par"), _m("B F bre"), _m("B A mar")],
    "germany": [_m("B A mun"), _m("B F kie"), _m("B A ber")],
    "russia": [_m("B F stp/nc", "B A mos"), _m("B A mos", "B A stp")],
    "turkey": [_m("B F smy"), _m("B A smy")],
}
SETS = {"s1901": SPRING, "f1901": FALL, "f1901r": RETREAT, "w1901": WINTER}


def order_sets(key: str) -> list[list[Order]]:
    """Every order set written for the scenario's seat ([] where it has nothing to order).
    Rather Silly's spring is the standard opening."""
    game, phase, seat = key.split("-", 2)
    table = SPRING if game == "silly" and phase == "s1901" else SETS.get(phase, {})
    return table.get(seat, []) if game in ("diplomacy", "silly") else []


STYLES = ("abbr", "abbr", "abbr", "tight", "upper", "arrow", "nounit", "en", "en-words",
          "de", "de-words")


def _place(at: str, lang: str) -> str:
    base, _, coast = at.partition("/")
    name = NAMES[base][1 if lang == "de" else 0]
    if coast:
        name += {"nc": " (north coast)", "sc": " (south coast)"}[coast] if lang != "de" else \
            {"nc": " (Nordküste)", "sc": " (Südküste)"}[coast]
    return name


def spell(order: Order, style: str) -> str:
    """One order as a player of this style types it."""
    kind, unit, at = order[0], order[1], order[2]
    if style in ("en", "en-words", "de", "de-words"):
        return _spell_words(order, style)
    sep = {"tight": "-", "arrow": " -> "}.get(style, " - ")
    if kind == "M":
        text = f"{unit} {at}{sep}{order[3]}"
        if style == "nounit":
            text = f"{at}{sep}{order[3]}"
    elif kind == "H":
        text = f"{unit} {at} H"
    elif kind in ("S", "C"):
        text = f"{unit} {at} {kind} {order[3]} {order[4]}{sep}{order[5]}"
    elif kind == "SH":
        text = f"{unit} {at} S {order[3]} {order[4]}"
    elif kind == "B":
        text = f"Build {unit} {at}"
    elif kind == "R":
        text = f"{unit} {at}{sep}{order[3]}" if style != "arrow" else f"{unit} {at} R {order[3]}"
    else:
        text = f"{unit} {at} disband"
    if style == "upper":
        text = text.upper()
    elif style == "tight":
        text = text.lower() if kind in ("M", "H") else text
    return text


def _spell_words(order: Order, style: str) -> str:
    de = style.startswith("de")
    words = style.endswith("words")
    kind, unit, at = order[0], order[1], order[2]
    units = {"A": ("Army", "Armee"), "F": ("Fleet", "Flotte")}

    def u(letter: str, where: str) -> str:
        name = _place(where, "de" if de else "en")
        return f"{units[letter][1 if de else 0]} {name}" if words else f"{letter} {name}"

    if kind == "M" or kind == "R":
        arrow = (" nach " if de else " to ") if words else " - "
        return f"{u(unit, at)}{arrow}{_place(order[3], 'de' if de else 'en')}"
    if kind == "H":
        return f"{u(unit, at)} {'hält' if de else 'holds'}"
    if kind in ("S", "SH"):
        verb = "unterstützt" if de else "supports"
        target = f"{order[3]} {_place(order[4], 'de' if de else 'en')}"
        if kind == "S":
            target += f" - {_place(order[5], 'de' if de else 'en')}"
        return f"{u(unit, at)} {verb} {target}"
    if kind == "C":
        verb = "konvoiert" if de else "convoys"
        return (f"{u(unit, at)} {verb} {order[3]} {_place(order[4], 'de' if de else 'en')}"
                f" - {_place(order[5], 'de' if de else 'en')}")
    if kind == "B":
        return f"{'Baue' if de else 'Build'} {u(unit, at)}"
    return f"{u(unit, at)} {'auflösen' if de else 'disband'}"


def pick_style(rng: Random, lang: str, game: str = "diplomacy") -> str:
    """A spelling habit: abbreviations mostly; full words in the player's language (German
    or English: the map knows no other names). Rather Silly's orders always name the unit
    by its letter (its boards have many more kinds of unit)."""
    styles = [s for s in STYLES if not s.startswith("de") or lang == "de"]
    if game == "silly":
        styles = [s for s in styles if not s.endswith("words") and s != "nounit"]
    if lang not in ("de", "en"):
        styles = [s for s in styles if not s.startswith("en")] + ["abbr", "abbr"]
    return rng.choice(styles)
