"""Which mails the corpus holds: how many per scenario (the traffic of a PBEM group: mostly
Diplomacy and Rather Silly, some 1848 and Europa 1815), which recipe writes each, in which
language and mail program, and which of the app's mails it quotes."""

from __future__ import annotations

from random import Random

from tools.devset3 import recipes as R
from tools.devset3 import recipes_silly as S
from tools.devset3 import recipes_turn as T
from tools.devset3.clients import FAMILY
from tools.devset3.draft import Draft
from tools.devset3.orders import order_sets
from tools.devset3.personas import PERSONAS

POWERS = ["austria", "england", "france", "germany", "italy", "russia", "turkey"]
ROLES = ["narr", "superhirn", "doktor", "wahrsager"]


def counts() -> list[tuple[str, int]]:
    """(scenario key, number of mails), every seat and phase."""
    out: list[tuple[str, int]] = []
    for p in POWERS:
        out += [(f"diplomacy-s1901-{p}", 10), (f"diplomacy-f1901-{p}", 7),
                (f"diplomacy-f1901r-{p}", 8 if p == "france" else 1),
                (f"diplomacy-w1901-{p}", 5)]
    for s in POWERS + ROLES:
        out.append((f"silly-w1900-{s}", 6 if s == "superhirn" else 4))
        out.append((f"silly-s1901-{s}", 7 if s in POWERS else 5))
    out += [(f"1848-t1-s{n}", 12 if n == 4 else 4) for n in range(1, 5)]
    out += [(f"1815-r1-{s}", 12 if s == "fra" else 4) for s in ("fra", "gbr", "aut", "pru")]
    return out


NO_ORDERS = [(r, w) for r, w, needs in R.DIPLOMACY if not needs]
WITH_ORDERS = [(r, w) for r, w, _needs in R.DIPLOMACY]


def _weighted(rng: Random, pairs: list[tuple[object, int]]) -> object:
    total = sum(w for _x, w in pairs)
    roll = rng.randrange(total)
    for x, w in pairs:
        roll -= w
        if roll < 0:
            return x
    raise AssertionError


def recipe(d: Draft) -> R.Recipe:
    game, phase, seat = d.game, d.phase, d.seat
    rng = d.rng
    if game == "diplomacy" or (game == "silly" and phase == "s1901" and seat in POWERS):
        if game == "silly" and rng.random() < 0.5:
            return S.power_spring
        return _weighted(rng, WITH_ORDERS if order_sets(d.key) else NO_ORDERS)  # type: ignore[return-value]
    if game == "silly":
        if rng.random() < 0.85:
            return S.lama if phase == "w1900" else S.ROLE_SPRING[seat]
        return rng.choice([R.chat_only, R.press_only])
    on_turn = {"1848": ("s4", T.card_action), "1815": ("fra", T.europa_turn)}[game]
    if seat == on_turn[0] and rng.random() < 0.8:
        return on_turn[1]
    return rng.choice([R.press_only, R.press_only, R.chat_only, R.commands_mail])


def reports_for(key: str) -> list[str]:
    """The app's mails this seat had received when it wrote (reports/ file names)."""
    game, phase, seat = key.split("-", 2)
    if game == "diplomacy":
        names = {"s1901": [f"diplomacy-s1901-{seat}-receipt.txt"],
                 "f1901": [f"diplomacy-f1901-{seat}.txt", f"diplomacy-f1901-{seat}-receipt.txt"],
                 "f1901r": [f"diplomacy-f1901r-{seat}.txt"],
                 "w1901": [f"diplomacy-w1901-{seat}.txt"]}[phase]
        if key == "diplomacy-s1901-france":
            names.append("diplomacy-s1901-france-press.txt")
        if key == "diplomacy-f1901r-france":
            names.append("diplomacy-f1901r-france-receipt.txt")
        return names
    if game == "silly":
        if phase == "w1900":
            names = [f"silly-w1900-{seat}-receipt.txt"]
            if seat == "superhirn":
                names += ["silly-w1900-superhirn-question-receipt.txt",
                          "silly-w1900-superhirn-answer-receipt.txt"]
            return names
        return [f"silly-s1901-{seat}.txt"] + (["silly-s1901-france-press.txt"]
                                              if seat == "france" else [])
    if key == "1848-t1-s4":
        return ["1848-t1-s4-press.txt"]
    if key == "1815-r1-fra":
        return ["1815-r1-fra-press.txt"]
    return []


SUBJECTS = {
    "de": ["Befehle {phase}", "Zug {phase}", "meine Züge", "Befehle", "{game}", "Runde",
           "Re: {game}", "Befehle {seat}"],
    "en": ["Orders {phase}", "orders", "My moves", "{game} - {phase}", "turn", ""],
    "it": ["Ordini {phase}", "ordini", "{game}"], "fr": ["Ordres {phase}", "ordres", "{game}"],
    "es": ["Órdenes {phase}", "órdenes", "{game}"], "nl": ["Orders {phase}", "bevelen"],
}


def dress(d: Draft, n: int) -> None:
    """Language-independent choices made before the recipe: nothing; after it: the client,
    the subject and the quoted mail."""
    rng = Random(f"heldout2-dress-{n}")
    who = d.who
    client = str(_weighted(rng, list(who.clients)))
    roll = rng.random()
    if roll < 0.025:
        client = "legacy-webmail"
        d.tag("mislabelled-charset")
    elif roll < 0.05:
        client = "stub-webmail"
        d.tag("plain-stub-html")
    d.client = client
    if client == "thunderbird" and rng.random() < 0.35:
        d.html_extra["html"] = True
    from tools.devset3.personas import GAME_NAMES

    d.subject = d.subject or rng.choice(SUBJECTS[d.lang]).format(
        phase=d.phase.upper(), game=GAME_NAMES[d.game], seat=d.seat.capitalize())
    reports = reports_for(d.key)
    if reports and not d.automatic and rng.random() < 0.35:
        d.quoted = rng.choice(reports)
        r = rng.random()
        d.quote_mode = "top" if r < 0.55 else "bottom" if r < 0.88 else "forward"
        if d.quote_mode == "bottom" and FAMILY[client] in ("outlook", "samsung", "gmx", "yahoo",
                                                           "yahoo-android"):
            d.quote_mode = "top"  # these programs only top-post
        d.tag(f"quoted-{d.quote_mode}")
        if rng.random() < 0.7:
            d.last_mail = d.quoted
            d.tag("quotes-last-mail")


def language(key: str, n: int) -> str:
    game, _phase, seat = key.split("-", 2)
    rng = Random(f"heldout2-lang-{n}")
    return str(_weighted(rng, list(PERSONAS[game][seat].langs)))
