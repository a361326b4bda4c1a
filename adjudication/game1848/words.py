"""Every text the engine shows players, in German and English: card tiles, effects, events,
and why an action cannot be read or is not allowed. Game terms stay German in both languages
(Personenkarte, Zusatzkarte, Armeekarte, Ablaufkarte, Heerführer, Patt, the parties)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from adjudication.game1848.cards import Card, CardSet
from adjudication.game1848.effects import Effect
from adjudication.game1848.events import Event

PARTY_NAMES = {"republikaner": "Republikaner", "demokraten": "Demokraten",
               "liberale": "Liberale", "reaktionaere": "Reaktionäre"}
FLAG_NAMES = {"oesterreich": "Österreich", "preussen": "Preußen", "bund": "Bund"}
DECK_NAMES = {
    "de": {"persons": "Personenkarte", "extras": "Zusatzkarte", "sequence": "Ablaufkarte"},
    "en": {"persons": "Personenkarte", "extras": "Zusatzkarte", "sequence": "Ablaufkarte"},
}

TEXTS: dict[str, dict[str, str]] = {
    # reading a line
    "empty": {"de": "Keine Aktion.", "en": "No action."},
    "help": {"de": "So schreiben Sie Ihre eine Aktion: eine Karte ausspielen („PE09“ oder ihr "
                   "Name; eine Zusatzkarte mit Ziel: „Z05 auf s2“, „Z03 auf PE26“), „passe“, "
                   "oder „schiebe PE09“ (die Karte unter ihren Stapel, Sie bleiben im Stich).",
             "en": "How to write your one action: play a card (“PE09” or its name; a "
                   "Zusatzkarte with its target: “Z05 on s2”, “Z03 on PE26”), “pass”, or "
                   "“push PE09” (the card under its deck, you stay in the trick)."},
    "help_refill": {"de": "Wählen Sie, was Sie nachziehen: „Person“, „Zusatzkarte“ oder "
                          "„keine“ (keine Karte mehr).",
                    "en": "Choose what you draw: “person”, “extra” (Zusatzkarte) or “none” "
                          "(no more card)."},
    "one_per_turn": {"de": "Nur eine Aktion pro Zug: diese Zeile wird nicht gelesen.",
                     "en": "One action per turn: this line is not read."},
    "unknown_card": {"de": "„{name}“ ist keine Karte auf Ihrer Hand.",
                     "en": "“{name}” is no card in your hand."},
    "unknown_target": {"de": "„{name}“ ist weder ein Platz (s1 … s4) noch eine Person auf dem "
                             "Tisch.",
                       "en": "“{name}” is neither a seat (s1 … s4) nor a person on the table."},
    "ambiguous_name": {"de": "„{name}“ passt auf mehrere Karten: {cards}.",
                       "en": "“{name}” fits several cards: {cards}."},
    "push_what": {"de": "Welche Karte schieben Sie? z. B. „schiebe PE09“.",
                  "en": "Which card do you push? e.g. “push PE09”."},
    "play_what": {"de": "Welche Karte spielen Sie aus?", "en": "Which card do you play?"},
    "draw_what": {"de": "Wählen Sie „Person“ oder „Zusatzkarte“ (oder „keine“: keine Karte "
                        "mehr).",
                  "en": "Choose “person” or “extra” (Zusatzkarte), or “none” (no more card)."},
    "draw_how_many": {"de": "Wie viele Karten ziehen Sie? z. B. „passe, ziehe 1 Person und 1 "
                            "Zusatzkarte“ oder „passe, ziehe keine“.",
                      "en": "How many cards do you draw? e.g. “pass; draw 1 person 1 extra” or "
                            "“pass; draw none”."},
    "army_target": {"de": "Eine Armeekarte geht an einen Platz (z. B. „{card} an s2“), nicht "
                          "an eine Karte.",
                    "en": "An army card goes to a seat (e.g. “{card} to s2”), not to a card."},
    # refusals
    "not_your_turn": {"de": "Sie sind nicht am Zug ({seat} ist dran).",
                      "en": "It is not your turn ({seat} is on turn)."},
    "no_refill_choice": {"de": "Sie haben beim Nachziehen nichts zu wählen.",
                         "en": "You have no choice to make in this refill."},
    "game_over": {"de": "Das Spiel ist zu Ende.", "en": "The game is over."},
    "not_in_hand": {"de": "{card} ist nicht auf Ihrer Hand.",
                    "en": "{card} is not in your hand."},
    "refill_now": {"de": "Jetzt wird nachgezogen: wählen Sie „Person“, „Zusatzkarte“ oder "
                          "„keine“.",
                   "en": "Now is the refill: choose “person”, “extra” or “none”."},
    "draw_in_play": {"de": "Nachgezogen wird erst nach dem Stich.",
                     "en": "Cards are drawn only after the trick."},
    "deck_full": {"de": "Von dieser Sorte dürfen Sie keine Karte mehr ziehen; wählen Sie {other}.",
                  "en": "You may draw no more of this kind; choose {other}."},
    "person_no_target": {"de": "Eine Person kommt immer auf die eigene Seite; lass das Ziel "
                               "weg.",
                         "en": "A person always goes to your own side; leave out the target."},
    "needs_person": {"de": "{card} wirkt auf eine Person: nennen Sie sie, z. B. „{card} auf PE26“.",
                     "en": "{card} acts on a person: name it, e.g. “{card} on PE26”."},
    "needs_side": {"de": "{card} wirkt auf eine Seite: nennen Sie den Platz, "
                         "z. B. „{card} auf s2“.",
                   "en": "{card} acts on a side: name the seat, e.g. “{card} on s2”."},
    "target_not_on_table": {"de": "{target} liegt nicht auf dem Tisch.",
                            "en": "{target} is not on the table."},
    "wrong_party": {"de": "{card} wirkt nur auf {party}; {target} ist {other}.",
                    "en": "{card} acts only on {party}; {target} is {other}."},
    "leader_protected": {"de": "Zusatzkarten wirken nicht auf Heerführer ({target}); nur Lola "
                               "Montez und Bauernaufstand dürfen das.",
                         "en": "Zusatzkarten never act on a Heerführer ({target}); only Lola "
                               "Montez and Bauernaufstand may."},
    "army_choose": {"de": "Gleich starke Heerführer bei {seats} können {card} übernehmen: "
                          "entscheide, z. B. „{card} an {first}“.",
                    "en": "Equally strong Heerführer at {seats} could take {card}: decide, "
                          "e.g. “{card} to {first}”."},
    "army_choice_not_tied": {"de": "{seat} gehört nicht zu den gleich starken Heerführern "
                                   "({seats}).",
                             "en": "{seat} is not among the equally strong Heerführer "
                                   "({seats})."},
    "leads_not_leader": {"de": "{card} ist kein Heerführer: nur ein Heerführer führt eine "
                               "Armee; spielen Sie „{card}“ ohne Armee.",
                         "en": "{card} is no Heerführer: only a Heerführer leads an army; play "
                               "“{card}” without one."},
    "leads_not_on_table": {"de": "{army} liegt nicht als Armeekarte auf dem Tisch.",
                           "en": "{army} is no army card on the table."},
    "leads_not_suitable": {"de": "{army} führen {leaders} ({seat}, {theirs}); Ihre Heerführer "
                                 "({yours}) sind nicht geeigneter. Die Regel: „Eine Armeekarte "
                                 "kann von einem anderen Spieler übernommen werden, wenn "
                                 "dieser einen geeigneteren Heerführer ausspielt.“ Wählbar: "
                                 "{options}.",
                           "en": "{army} is led by {leaders} ({seat}, {theirs}); your "
                                 "Heerführer ({yours}) are not more suitable. The rule: „Eine "
                                 "Armeekarte kann von einem anderen Spieler übernommen werden, "
                                 "wenn dieser einen geeigneteren Heerführer ausspielt.“ (an "
                                 "army is taken over only by a more suitable Heerführer). "
                                 "You may choose: {options}."},
    # readings
    "reads_play": {"de": "spielt {card} aus", "en": "plays {card}"},
    "reads_play_side": {"de": "spielt {card} auf die Seite von {side}",
                        "en": "plays {card} onto {side}'s side"},
    "reads_play_on": {"de": "spielt {card} auf {target}", "en": "plays {card} on {target}"},
    "reads_army_choice": {"de": "spielt {card} aus; bei Gleichstand an {side}",
                          "en": "plays {card}; in a tie it goes to {side}"},
    "reads_play_leads": {"de": "spielt {card} aus; er führt {army}",
                         "en": "plays {card}; he leads {army}"},
    "reads_leads_default": {"de": "spielt {card} aus; er führt {army} (ohne Wahl; wählbar: "
                                  "{options}, z. B. „{id} führt {other}“)",
                            "en": "plays {card}; he leads {army} (the default; you may choose "
                                  "{options}, e.g. “{id} leads {other}”)"},
    "reads_pass": {"de": "passt", "en": "passes"},
    "reads_pass_draw": {"de": "passt; zieht danach höchstens {persons} Person(en) und {extras} "
                              "Zusatzkarte(n)",
                        "en": "passes; then draws at most {persons} person(s) and {extras} "
                              "Zusatzkarte(n)"},
    "reads_draw_none": {"de": "zieht keine Karte mehr", "en": "draws no more card"},
    "reads_push": {"de": "schiebt {card} unter den Stapel",
                   "en": "pushes {card} under its deck"},
    "reads_draw": {"de": "zieht noch eine {deck}", "en": "draws one more {deck}"},
    # events
    "ev_play": {"de": "{seat} spielt {card} aus.", "en": "{seat} plays {card}."},
    "ev_play_side": {"de": "{seat} spielt {card} auf die Seite von {side}.",
                     "en": "{seat} plays {card} onto {side}'s side."},
    "ev_play_on": {"de": "{seat} spielt {card} auf {target}.",
                   "en": "{seat} plays {card} on {target}."},
    "ev_remove": {"de": "{target} kommt aus dem Spiel.", "en": "{target} leaves the game."},
    "ev_army": {"de": "{army} folgt jetzt {leaders} ({side}).",
                "en": "{army} now follows {leaders} ({side})."},
    "ev_army_free": {"de": "{army} hat keinen Heerführer mehr.",
                     "en": "{army} has no Heerführer any more."},
    "ev_wake": {"de": "Die Armeekarte holt {seats} zurück ins Spiel.",
                "en": "The card brings {seats} back into the trick."},
    "ev_pass": {"de": "{seat} passt.", "en": "{seat} passes."},
    "ev_auto_pass": {"de": "{seat} hat keine Karten und passt.",
                     "en": "{seat} holds no cards and passes."},
    "ev_nmr_pass": {"de": "Die Frist verstrich ohne Aktion von {seat}: {seat} passt.",
                    "en": "The deadline passed without an action from {seat}: {seat} "
                          "passes."},
    "ev_invalid_pass": {"de": "Ihre Aktion „{line}“ war nicht möglich ({why}); Sie passen.",
                        "en": "Your action “{line}” was not possible ({why}); you pass."},
    "ev_push": {"de": "{seat} schiebt eine {deck} unter den Stapel und bleibt im Spiel.",
                "en": "{seat} pushes a {deck} under its deck and stays in."},
    "ev_push_own": {"de": "Sie haben {card} unter den Stapel geschoben.",
                    "en": "You pushed {card} under its deck."},
    "ev_trick_political": {"de": "Stich {number}: {winner} gewinnt politisch mit den {party} "
                                 "und notiert {points} Punkte.",
                           "en": "Trick {number}: {winner} wins politically with the {party} "
                                 "and notes {points} points."},
    "ev_trick_military": {"de": "Stich {number}: {winner} gewinnt militärisch und notiert "
                                "{points} Punkte {party}.",
                          "en": "Trick {number}: {winner} wins militarily and notes {points} "
                                "points {party}."},
    "ev_patt": {"de": "Stich {number}: Patt. {credits}",
                "en": "Trick {number}: Patt (stalemate). {credits}"},
    "ev_rot": {"de": "Rot-Karten ziehen {rot} ab.", "en": "Rot cards subtract {rot}."},
    "ev_credit": {"de": "{seat} notiert {points} {party}", "en": "{seat} notes {points} {party}"},
    "ev_no_credit": {"de": "Niemand notiert Punkte.", "en": "Nobody notes points."},
    "ev_leave": {"de": "Aus dem Spiel: {cards}.", "en": "Out of the game: {cards}."},
    "ev_ablauf_won": {"de": "{seat} erhält die Ablaufkarte {card} ({count}).",
                      "en": "{seat} takes the Ablaufkarte {card} ({count})."},
    "ev_ablauf_stays": {"de": "Die Ablaufkarte {card} bleibt liegen.",
                        "en": "The Ablaufkarte {card} stays for another round."},
    "ev_draw": {"de": "{seat} zieht {persons} Person(en) und {extras} Zusatzkarte(n).",
                "en": "{seat} draws {persons} person(s) and {extras} Zusatzkarte(n)."},
    "ev_draw_own": {"de": "Sie ziehen {cards}.", "en": "You draw {cards}."},
    "ev_refill_choice": {"de": "{seats} wählt/wählen, welche Karte noch nachgezogen wird.",
                         "en": "{seats} choose(s) which kind of card to draw next."},
    "ev_trick_start": {"de": "Stich {number} um {card}: {seat} eröffnet.",
                       "en": "Trick {number} for {card}: {seat} opens."},
    "ev_on_turn": {"de": "{seat} ist am Zug.", "en": "{seat} is on turn."},
    "ev_game_over": {"de": "Spielende ({reason}). Siegpunkte: {points}. Es gewinnt: {winners}.",
                     "en": "Game over ({reason}). Victory points: {points}. Won by: {winners}."},
    "ev_flag": {"de": "Der Spielleiter entscheidet über {card}: {text}",
                "en": "The game master decides on {card}: {text}"},
    "reason_target": {"de": "{seat} hat {count} Ablaufkarten", "en": "{seat} holds {count} "
                                                                     "Ablaufkarten"},
    "reason_stall": {"de": "Stillstand: niemand spielte, niemand konnte ziehen",
                     "en": "standstill: nobody played, nobody could draw"},
    "reason_sequence": {"de": "keine Ablaufkarte mehr", "en": "no Ablaufkarte left"},
    # effects
    "fx_party": {"de": "jede Person der {party} auf der Zielseite {amount:+d}",
                 "en": "every {party} person on the target side {amount:+d}"},
    "fx_person": {"de": "eine Person {amount:+d}", "en": "one person {amount:+d}"},
    "fx_person_party": {"de": "eine Person der {party} {amount:+d}",
                        "en": "one {party} person {amount:+d}"},
    "fx_remove": {"de": "nimmt eine Person aus dem Spiel", "en": "takes a person out of the game"},
    "fx_leader": {"de": "ein Heerführer ({flag}) der Zielseite +{amount} Militärpunkte",
                  "en": "a Heerführer ({flag}) on the target side +{amount} military points"},
    "fx_none": {"de": "keine eigene Wirkung", "en": "no effect of its own"},
    "fx_gm": {"de": "der Spielleiter entscheidet: {text}", "en": "the game master decides: {text}"},
    "fx_unknown": {"de": "Wirkung unbekannt", "en": "effect unknown"},
    "fx_rot": {"de": "Rot {rot}", "en": "Rot {rot}"},
    "fx_cancels": {"de": "hebt sich mit {other} auf (beide aus dem Spiel)",
                   "en": "cancels {other} (both leave the game)"},
    "fx_wakes": {"de": "holt Gepasste zurück", "en": "brings passed players back"},
    "fx_leaders": {"de": "wirkt auch auf Heerführer", "en": "may act on a Heerführer"},
}


def text(key: str, lang: str = "en", **values: Any) -> str:
    entry = TEXTS[key]
    return entry.get(lang, entry["en"]).format(**values)


def seat_name(seat: str, names: Mapping[str, str] | None = None) -> str:
    if names and seat in names:
        return names[seat]
    return seat


def card_name(cards: CardSet, card_id: str) -> str:
    card = cards.by_id.get(card_id)
    return card.label if card else card_id


def effect_words(effect: Effect, lang: str = "en") -> str:
    party = PARTY_NAMES.get(effect.party or "", "")
    flag = FLAG_NAMES.get(effect.flag or "", "")
    if effect.kind == "person" and effect.party:
        return text("fx_person_party", lang, party=party, amount=effect.amount)
    return text(f"fx_{effect.kind}", lang, party=party, flag=flag, amount=effect.amount,
                text=effect.text)


def card_effect_words(card: Card, lang: str = "en") -> str:
    """A Zusatzkarte's effect in words (empty for other kinds)."""
    if card.kind != "extra":
        return ""
    parts = ([text("fx_unknown", lang)] if card.effects is None
             else [effect_words(e, lang) for e in card.effects])
    if card.rot:
        parts.append(text("fx_rot", lang, rot=card.rot))
    if card.cancels:
        parts.append(text("fx_cancels", lang, other=card.cancels))
    if card.wakes:
        parts.append(text("fx_wakes", lang))
    if card.targets_leaders:
        parts.append(text("fx_leaders", lang))
    return "; ".join(parts)


def describe(event: Event, cards: CardSet, lang: str = "en",
             names: Mapping[str, str] | None = None) -> str:
    """One event as a sentence for players."""
    data = dict(event.data)

    def seat(key: str) -> str:
        return seat_name(data[key], names) if data.get(key) else "—"

    def card(key: str) -> str:
        return card_name(cards, data[key]) if data.get(key) else "—"

    code = event.code
    if code == "play":
        if data.get("on"):
            return text("ev_play_on", lang, seat=seat("seat"), card=card("card"),
                        target=card("on"))
        if data.get("side") and data["side"] != data["seat"]:
            return text("ev_play_side", lang, seat=seat("seat"), card=card("card"),
                        side=seat("side"))
        return text("ev_play", lang, seat=seat("seat"), card=card("card"))
    if code == "remove":
        return text("ev_remove", lang, target=card("card"))
    if code == "army":
        if not data.get("seat"):
            return text("ev_army_free", lang, army=card("army"))
        leaders = ", ".join(card_name(cards, c) for c in data.get("leaders", []))
        return text("ev_army", lang, army=card("army"), leaders=leaders, side=seat("seat"))
    if code == "wake":
        return text("ev_wake", lang, seats=", ".join(seat_name(s, names) for s in data["seats"]))
    if code in ("pass", "auto_pass", "nmr_pass"):
        return text(f"ev_{code}", lang, seat=seat("seat"))
    if code == "invalid_pass":
        return text("ev_invalid_pass", lang, line=data.get("line", ""), why=data.get("why", ""))
    if code == "push":
        return text("ev_push", lang, seat=seat("seat"), deck=DECK_NAMES[lang if lang in
                                                                         DECK_NAMES else "en"]
                    [data["deck"]])
    if code == "push_own":
        return text("ev_push_own", lang, card=card("card"))
    if code == "trick":
        return _trick_words(data, cards, lang, names)
    if code == "leave":
        return text("ev_leave", lang, cards=", ".join(card_name(cards, c) for c in data["cards"]))
    if code == "ablauf_won":
        return text("ev_ablauf_won", lang, seat=seat("seat"), card=card("card"),
                    count=data.get("count", 1))
    if code == "ablauf_stays":
        return text("ev_ablauf_stays", lang, card=card("card"))
    if code == "draw":
        return text("ev_draw", lang, seat=seat("seat"), persons=data["persons"],
                    extras=data["extras"])
    if code == "draw_own":
        return text("ev_draw_own", lang,
                    cards=", ".join(card_name(cards, c) for c in data["cards"]) or "—")
    if code == "refill_choice":
        return text("ev_refill_choice", lang,
                    seats=", ".join(seat_name(s, names) for s in data["seats"]))
    if code == "trick_start":
        return text("ev_trick_start", lang, number=data["number"], card=card("card"),
                    seat=seat("seat"))
    if code == "on_turn":
        return text("ev_on_turn", lang, seat=seat("seat"))
    if code == "flag":
        return text("ev_flag", lang, card=card("card"), text=data.get("text", ""))
    if code == "game_over":
        return _game_over_words(data, lang, names)
    return code


def _credit_words(credits: list[Mapping[str, Any]], lang: str,
                  names: Mapping[str, str] | None) -> str:
    if not credits:
        return text("ev_no_credit", lang)
    return "; ".join(text("ev_credit", lang, seat=seat_name(c["seat"], names),
                          points=c["points"], party=PARTY_NAMES[c["party"]])
                     for c in credits) + "."


def _trick_words(data: Mapping[str, Any], cards: CardSet, lang: str,
                 names: Mapping[str, str] | None) -> str:
    credits = list(data.get("credits") or [])
    if data.get("winner") is None:
        words = text("ev_patt", lang, number=data["number"],
                     credits=_credit_words(credits, lang, names))
    else:
        key = "ev_trick_military" if data["kind"] == "military" else "ev_trick_political"
        words = text(key, lang, number=data["number"], winner=seat_name(data["winner"], names),
                     party=PARTY_NAMES.get(data.get("party") or "", ""),
                     points=credits[0]["points"] if credits else 0)
    if data.get("rot"):
        words += " " + text("ev_rot", lang, rot=data["rot"])
    return words


def _game_over_words(data: Mapping[str, Any], lang: str, names: Mapping[str, str] | None) -> str:
    reason = data.get("reason", "target")
    if reason == "target":
        why = text("reason_target", lang, seat=seat_name(data.get("seat", ""), names),
                   count=data.get("count", 0))
    else:
        why = text(f"reason_{reason}", lang)
    points = ", ".join(f"{seat_name(s, names)} {v}" for s, v in (data.get("victory") or {}).items())
    winners = ", ".join(seat_name(s, names) for s in data.get("winners") or [])
    return text("ev_game_over", lang, reason=why, points=points, winners=winners or "—")
