"""Every text the engine shows, in English and German: feedback on lines, refusals (quoting
the rule where the 2vs2 text or the known base rules say it), events for the turn report.

Messages are language-neutral (code + parameters, ``adjudication.diplomacy.messages``);
:func:`render` writes one in a language with the map's names: parameters named ``land``,
``source``, ``capital`` hold land ids, ``player``, ``ally``, ``giver`` player ids, ``step``,
``season``, ``what``, ``why`` fixed words; all of them are shown by name.
"""

from __future__ import annotations

from adjudication.diplomacy.messages import Catalogue, Localized, Message

from .mapfile import Map

ALLY_RULE = {
    "en": "Rule (2vs2): allied players may not attack each other in any (!) situation "
          "(military actions against each other) or harm each other otherwise (e.g. "
          "diplomacy against each other).",
    "de": "Regel (2vs2): „… dass sich verbündete Spieler in keiner (!) Spielsituation "
          "angreifen (militärische Aktionen gegeneinander) oder andersweitig schaden können "
          "(z.B. Diplomatie gegeneinander)“.",
}

_TEXTS: dict[str, dict[str, str]] = {
    # reading lines (grammar.py)
    "empty_line": {"en": "Empty line.", "de": "Leere Zeile."},
    "unreadable": {"en": "Could not read this line. Example: 1: Verlegung nach Paris: 2 Inf "
                         "aus Lyon", "de": "Zeile nicht lesbar. Beispiel: 1: Verlegung nach "
                                           "Paris: 2 Inf aus Lyon"},
    "unexpected_word": {"en": "Did not understand '{word}' after '{before}'.",
                        "de": "'{word}' nach '{before}' nicht verstanden."},
    "unexpected_word_form": {"en": "Did not understand '{word}' after '{before}'. The form: "
                                   "{form}",
                             "de": "'{word}' nach '{before}' nicht verstanden. So geht es: "
                                   "{form}"},
    "unknown_action": {
        "en": "Unknown action '{word}'. Actions: Verlegung/move, Nachschub/supply, "
              "Angriff/attack, Diplomatie/diplomacy, Sonstiges/other, Passen/pass; team: "
              "Land abgeben/give land, Truppen übergeben/hand over troops, Erfolgsmarker "
              "übergeben/give marker.",
        "de": "Unbekannte Aktion '{word}'. Aktionen: Verlegung, Nachschub, Angriff, "
              "Diplomatie, Sonstiges, Passen; Team: Land abgeben, Truppen übergeben, "
              "Erfolgsmarker übergeben."},
    "expected_troops": {"en": "Troops expected after '{after}', e.g. '2 inf 1 cav from Lyon'.",
                        "de": "Nach '{after}' fehlen die Truppen, z. B. '2 Inf 1 Kav aus "
                              "Lyon'."},
    "expected_target": {"en": "Say where to: 'to <land>: 2 inf from <land>'.",
                        "de": "Wohin? 'nach <Land>: 2 Inf aus <Land>'."},
    "expected_from": {"en": "Say where the troops come from after '{after}': '... from "
                            "<land>'.", "de": "Woher kommen die Truppen? Nach '{after}' "
                                              "fehlt '... aus <Land>'."},
    "never_moves": {"en": "A {what} never moves (base game: fortresses and capitals never "
                          "move).", "de": "Eine {what} bewegt sich nie (Grundspiel: "
                                          "Festungen und Hauptstädte bewegen sich nie)."},
    "unknown_kind": {"en": "Unknown kind of unit '{word}': inf, cav or art.",
                     "de": "Unbekannte Einheitenart '{word}': Inf, Kav oder Art."},
    "count_missing": {"en": "How many '{word}'? Write e.g. '2 {word}'.",
                      "de": "Wie viele '{word}'? Schreiben Sie z. B. '2 {word}'."},
    "expected_general": {"en": "Name the general: 'General Ney'.",
                         "de": "Welcher General? 'General Ney'."},
    "unknown_general": {"en": "Unknown general '{text}'.", "de": "Unbekannter General "
                                                                 "'{text}'."},
    "no_generals_here": {"en": "Generals cannot be placed or paid here; only inf, cav, art.",
                         "de": "Generäle sind hier nicht möglich; nur Inf, Kav, Art."},
    "expected_land": {"en": "A land is missing after '{after}'.",
                      "de": "Nach '{after}' fehlt ein Land."},
    "unknown_land": {"en": "Unknown land '{text}'.", "de": "Unbekanntes Land '{text}'."},
    "unknown_target": {"en": "'{text}' is neither a land nor a player.",
                       "de": "'{text}' ist weder ein Land noch ein Spieler."},
    "unknown_player": {"en": "Unknown player '{text}'.", "de": "Unbekannter Spieler '{text}'."},
    "empty_text": {"en": "Write what the GM should do after the ':'.",
                   "de": "Schreiben Sie nach dem ':', was der Spielleiter tun soll."},
    # whose turn (sequence.py)
    "season_begins": {"en": "{season} {year} begins.", "de": "{season} {year} beginnt."},
    "round_begins": {"en": "Round {round} begins.", "de": "Runde {round} beginnt."},
    "turn_begins": {"en": "{player} is on turn.", "de": "{player} ist am Zug."},
    "game_over": {"en": "The game is over.", "de": "Das Spiel ist zu Ende."},
    "awaiting_tie": {"en": "Tie: the GM decides who wins.",
                     "de": "Gleichstand: der Spielleiter entscheidet, wer gewinnt."},
    "no_turns": {"en": "Nobody is on turn during the {season}; the GM enters it.",
                 "de": "Während der {season} ist niemand am Zug; der Spielleiter trägt sie "
                       "ein."},
    "not_your_turn": {"en": "It is not your turn: {player} is on turn.",
                      "de": "Sie sind nicht am Zug: {player} ist am Zug."},
    "awaiting_gm": {"en": "Your turn waits for the GM's ruling.",
                    "de": "Ihr Zug wartet auf die Entscheidung des Spielleiters."},
    # the ally (teams.py)
    "ally_land": {"en": "Refused: {land} belongs to your ally {ally}. " + ALLY_RULE["en"],
                  "de": "Abgelehnt: {land} gehört Ihrem Verbündeten {ally}. "
                        + ALLY_RULE["de"]},
    "ally_player": {"en": "Refused: {ally} is your ally. " + ALLY_RULE["en"],
                    "de": "Abgelehnt: {ally} ist Ihr Verbündeter. " + ALLY_RULE["de"]},
    "ally_general": {"en": "Refused: General {general} belongs to your ally {ally}. "
                           + ALLY_RULE["en"],
                     "de": "Abgelehnt: General {general} gehört Ihrem Verbündeten {ally}. "
                           + ALLY_RULE["de"]},
    # troops out of a land (moves.py)
    "nothing_there": {"en": "You have nothing in {land} to move.",
                      "de": "Sie haben in {land} nichts zu bewegen."},
    "source_not_own": {"en": "{land} is not your land (troops move only from your own "
                             "lands).", "de": "{land} ist nicht Ihr Land (Truppen ziehen nur "
                                              "aus eigenen Ländern)."},
    "not_enough": {"en": "{land} holds {have}, not {want}.",
                   "de": "In {land} stehen {have}, nicht {want}."},
    "not_your_general": {"en": "General {general} is not yours.",
                         "de": "General {general} gehört nicht Ihnen."},
    "general_not_there": {"en": "General {general} is not in {land}.",
                          "de": "General {general} steht nicht in {land}."},
    "source_is_target": {"en": "{land} is the target; troops come from other lands.",
                         "de": "{land} ist das Ziel; die Truppen kommen aus anderen Ländern."},
    "source_twice": {"en": "Name {land} once per Z-effect.",
                     "de": "Nennen Sie {land} nur einmal je Z-Effekt."},
    # Verlegung (verlegung.py)
    "too_many_z": {"en": "{count} Z-effects, but you have {allowed} (1 + {grey} grey "
                         "fortresses).",
                   "de": "{count} Z-Effekte, Sie haben aber {allowed} (1 + {grey} graue "
                         "Festungen)."},
    "no_wear_due": {"en": "No Verschleiß is due ({why}); leave it out.",
                    "de": "Es fällt kein Verschleiß an ({why}); lassen Sie ihn weg."},
    "winter_impossible": {
        "en": "In winter a Verlegung without a grey fortress needs your capital flag, and "
              "{capital} is not yours: impossible (base game).",
        "de": "Im Winter ist eine Verlegung ohne graue Festung und ohne Hauptstadtflagge "
              "({capital} gehört nicht Ihnen) nicht möglich (Grundspiel)."},
    "wear_amount": {"en": "The Verschleiß is exactly {ep} EP.",
                    "de": "Der Verschleiß beträgt genau {ep} EP."},
    "wear_unpaid": {"en": "Winter without a grey fortress: the Verlegung costs {ep} EP in "
                          "{land}, which holds {have}.",
                    "de": "Winter ohne graue Festung: die Verlegung kostet {ep} EP "
                          "Verschleiß in {land}, dort stehen {have}."},
    "wear_paid": {"en": "{player} pays Verschleiß: {troops} in {land} back to the supply.",
                  "de": "{player} zahlt Verschleiß: {troops} in {land} zurück in den "
                        "Vorrat."},
    "verlegung_ally_land": {
        "en": "{land} belongs to your ally {ally}: a Verlegung goes into your own lands; use "
              "the team action 'Truppen übergeben' (hand over troops).",
        "de": "{land} gehört Ihrem Verbündeten {ally}: eine Verlegung geht in eigene Länder; "
              "dafür gibt es die Team-Aktion 'Truppen übergeben'."},
    "verlegung_foreign": {"en": "{land} is not your land: a Verlegung goes into your own "
                                "lands (into others only by attack).",
                          "de": "{land} ist nicht Ihr Land: eine Verlegung geht in eigene "
                                "Länder (in fremde nur per Angriff)."},
    "not_adjacent": {"en": "{source} does not border {land}.",
                     "de": "{source} grenzt nicht an {land}."},
    "general_jump": {"en": "{player}: a general jumps from {source} to {land}.",
                     "de": "{player}: ein General springt von {source} nach {land}."},
    "z_effect": {"en": "{player}: Z-effect {number} of {allowed} into {land}.",
                 "de": "{player}: Z-Effekt {number} von {allowed} nach {land}."},
    "z_effect_one": {"en": "{player}: Z-effect into {land}.",
                     "de": "{player}: Z-Effekt nach {land}."},
    # Nachschub (nachschub.py)
    "nachschub_not_own": {"en": "Nachschub only into your own lands; {land} is not yours.",
                          "de": "Nachschub nur in eigene Länder; {land} gehört nicht Ihnen."},
    "nachschub_needs_base": {"en": "Nachschub goes into a land with your general or a "
                                   "fortress; {land} has neither.",
                             "de": "Nachschub nur in ein Land mit eigenem General oder "
                                   "Festung; {land} hat keins von beiden."},
    "nachschub_too_many": {"en": "Nachschub is at most {ep} EP, not {want}.",
                           "de": "Nachschub sind höchstens {ep} EP, nicht {want}."},
    "supply_empty": {"en": "Your supply is empty.", "de": "Ihr Vorrat ist leer."},
    "supply_short": {"en": "Your supply holds only {have}.",
                     "de": "Ihr Vorrat enthält nur {have}."},
    "nachschub_one_land": {
        "en": "Nachschub goes into one land, not {count} (base game: Nachschub places 4 EP "
              "from the supply into one land holding a general or a fortress); send one "
              "Nachschub line for one land.",
        "de": "Nachschub geht in ein Land, nicht in {count} (Grundspiel: Nachschub stellt "
              "4 EP aus dem Vorrat in ein Land mit General oder Festung); schreiben Sie eine "
              "Nachschub-Zeile für ein Land."},
    "nachschub_placed": {"en": "{player} places {troops} in {land} (Nachschub).",
                         "de": "{player} stellt {troops} in {land} auf (Nachschub)."},
    "nachschub_ends_turn": {"en": "Nachschub as the 1st action ends {player}'s actions.",
                            "de": "Nachschub als 1. Aktion beendet die Aktionen von "
                                  "{player}."},
    # team actions (team_actions.py)
    "give_land_not_own": {"en": "{land} is not your land.", "de": "{land} ist nicht Ihr Land."},
    "give_land_capital": {"en": "Not your capital {land}: 'ein eigenes Land außer seiner "
                                "Hauptstadt' (2vs2, Land abgeben).",
                          "de": "Nicht Ihre Hauptstadt {land}: „ein eigenes Land außer "
                                "seiner Hauptstadt“ (2vs2, Land abgeben)."},
    "give_land_only_to_ally": {
        "en": "{land} can go only to your ally {ally}: 'Der Spieler am Zug bestimmt ein "
              "eigenes Land außer seiner Hauptstadt und übergibt es sofort seinem verbündeten "
              "Mitspieler.' (2vs2, Land abgeben)",
        "de": "{land} geht nur an Ihren Verbündeten {ally}: „Der Spieler am Zug bestimmt ein "
              "eigenes Land außer seiner Hauptstadt und übergibt es sofort seinem verbündeten "
              "Mitspieler.“ (2vs2, Land abgeben)"},
    "land_given": {"en": "{player} gives {land} to {ally}; {troops} go to the supply.",
                   "de": "{player} gibt {land} an {ally} ab; {troops} gehen in den Vorrat."},
    "no_infantry_to_place": {"en": "{ally} has no infantry in the supply: the land changes "
                                   "hands empty.",
                             "de": "{ally} hat keine Infanterie im Vorrat: das Land wechselt "
                                   "leer den Besitzer."},
    "general_off_board": {"en": "General {general} of {player} leaves the board.",
                          "de": "General {general} von {player} verlässt das Brett."},
    "hand_over_not_ally": {"en": "Troops are handed over into a land of your ally {ally}; "
                                 "{land} is not theirs.",
                           "de": "Truppen gehen in ein Land Ihres Verbündeten {ally}; {land} "
                                 "gehört ihm nicht."},
    "hand_over_one_z": {
        "en": "{count} Z-effects, but Truppen übergeben is exactly one Z-effect (one land of "
              "your ally): 'Es darf immer nur 1 Z-Effekt in dieser Aktion ausgeführt werden' "
              "(2vs2, Truppen übergeben).",
        "de": "{count} Z-Effekte, Truppen übergeben ist aber genau ein Z-Effekt (ein Land "
              "Ihres Verbündeten): „Es darf immer nur 1 Z-Effekt in dieser Aktion ausgeführt "
              "werden“ (2vs2, Truppen übergeben)."},
    "hand_over_generals": {"en": "Generals are not handed over, only units (inf, cav, art).",
                           "de": "Generäle werden nicht übergeben, nur Einheiten (Inf, Kav, "
                                 "Art)."},
    "troops_handed_over": {"en": "{player} hands over troops to {ally}: {troops} placed in "
                                 "{land}.",
                           "de": "{player} übergibt Truppen an {ally}: {troops} in {land} "
                                 "aufgestellt."},
    "troops_lapsed": {"en": "{ally}'s supply lacks {troops}: they lapse ('verfallen').",
                      "de": "Im Vorrat von {ally} fehlen {troops}: sie verfallen."},
    "marker_only_to_ally": {
        "en": "An Erfolgsmarker goes only to your ally {ally}: 'Der Spieler übergibt seinem "
              "verbündeten Mitspieler 1 eigenen Erfolgsmarker.' (2vs2, Erfolgsmarker "
              "übergeben)",
        "de": "Ein Erfolgsmarker geht nur an Ihren Verbündeten {ally}: „Der Spieler übergibt "
              "seinem verbündeten Mitspieler 1 eigenen Erfolgsmarker.“ (2vs2, Erfolgsmarker "
              "übergeben)"},
    "marker_one": {
        "en": "{count} Erfolgsmarker, but the team action hands over exactly one: 'Der "
              "Spieler übergibt seinem verbündeten Mitspieler 1 eigenen Erfolgsmarker.' "
              "(2vs2, Erfolgsmarker übergeben; one team action per turn)",
        "de": "{count} Erfolgsmarker, die Team-Aktion übergibt aber genau einen: „Der Spieler "
              "übergibt seinem verbündeten Mitspieler 1 eigenen Erfolgsmarker.“ (2vs2, "
              "Erfolgsmarker übergeben; eine Team-Aktion je Zug)"},
    "no_marker": {"en": "You have no Erfolgsmarker.", "de": "Sie haben keinen Erfolgsmarker."},
    "marker_limit": {"en": "{ally} already has {limit} Erfolgsmarker: 'kein Spieler [darf] "
                           "mehr als 5 Erfolgsmarker besitzen' (2vs2).",
                     "de": "{ally} hat schon {limit} Erfolgsmarker: „kein Spieler [darf] "
                           "mehr als 5 Erfolgsmarker besitzen“ (2vs2)."},
    "marker_given": {"en": "{player} gives an Erfolgsmarker to {ally}.",
                     "de": "{player} übergibt {ally} einen Erfolgsmarker."},
    # actions the GM settles (declared.py)
    "attack_own": {"en": "{land} is your own land.", "de": "{land} ist Ihr eigenes Land."},
    "attack_not_adjacent": {"en": "None of the named lands borders {land}; the GM decides.",
                            "de": "Keines der genannten Länder grenzt an {land}; der "
                                  "Spielleiter entscheidet."},
    "aim_at_self": {"en": "That aims at yourself.", "de": "Das richtet sich gegen Sie selbst."},
    "gm_checks_ally": {"en": "The GM checks that this does not harm your ally.",
                       "de": "Der Spielleiter prüft, dass dies Ihrem Verbündeten nicht "
                             "schadet."},
    "awaits_gm": {"en": "{player}'s turn waits for the GM's ruling.",
                  "de": "Der Zug von {player} wartet auf die Entscheidung des Spielleiters."},
    # placing lines on steps (turn.py)
    "empty_turn": {"en": "Nothing sent.", "de": "Nichts gesendet."},
    "checked_before_ruling": {"en": "Checked against the position before the GM's ruling; "
                                    "checked again after it.",
                              "de": "Geprüft gegen die Lage vor der Entscheidung des "
                                    "Spielleiters; danach erneut geprüft."},
    "acted": {"en": "{player}, {step}: {action}", "de": "{player}, {step}: {action}"},
    "step_missing": {"en": "The {step} comes first (write '{step}: Pass' to skip it).",
                     "de": "Zuerst kommt die {step} (zum Auslassen: Passen)."},
    "team_after_actions": {"en": "A team action comes after your actions; the {step} is "
                                 "still open (write 'Pass' for it).",
                           "de": "Eine Team-Aktion kommt nach Ihren Aktionen; die {step} "
                                 "ist noch offen (dafür: Passen)."},
    "nachschub_ended_turn": {"en": "No 2nd action: Nachschub as the 1st action ended the "
                                   "turn (base game).",
                             "de": "Keine 2. Aktion: Nachschub als 1. Aktion hat den Zug "
                                   "beendet (Grundspiel)."},
    "no_half_turn": {"en": "Only the last player of the summer has a ½ turn.",
                     "de": "Nur der letzte Spieler im Sommer hat einen ½-Zug."},
    "no_step_left": {"en": "No {step} is open in this turn any more.",
                     "de": "In diesem Zug ist keine {step} mehr offen."},
    "team_only_after_turns": {"en": "Team actions come only after a winter or summer turn "
                                    "(2vs2: 'nach seinen Winter- oder Sommerzügen').",
                              "de": "Team-Aktionen gibt es nur „nach seinen Winter- oder "
                                    "Sommerzügen“ (2vs2)."},
    "action_in_team_step": {"en": "Only a team action (or Pass) goes here.",
                            "de": "Hier geht nur eine Team-Aktion (oder Passen)."},
    "team_in_action_step": {"en": "A team action is not an action of the turn; it comes "
                                  "after the {step}.",
                            "de": "Eine Team-Aktion ist keine Aktion des Zuges; sie kommt "
                                  "nach der {step}."},
    # the GM (gm.py, victory.py)
    "gm_ruled": {"en": "The GM ruled: {reason}", "de": "Der Spielleiter entschied: {reason}"},
    "gm_edited": {"en": "The GM changed the position: {reason}",
                  "de": "Der Spielleiter änderte die Stellung: {reason}"},
    "gm_closed_sp": {"en": "The GM closed the SP distribution: {reason}",
                     "de": "Der Spielleiter schloss die SP-Verteilung ab: {reason}"},
    "gm_ended_turn": {"en": "The GM ended {player}'s turn: {reason}",
                      "de": "Der Spielleiter beendete den Zug von {player}: {reason}"},
    "queued_refused": {"en": "{player}'s remaining lines no longer fit after the ruling; "
                             "{player} sends them again.",
                       "de": "Die übrigen Zeilen von {player} passen nach der Entscheidung "
                             "nicht mehr; {player} sendet sie neu."},
    "sp_distributed": {"en": "SP distribution: team {team_a} {sum_a} SP, team {team_b} "
                             "{sum_b} SP.",
                       "de": "SP-Verteilung: Team {team_a} {sum_a} SP, Team {team_b} "
                             "{sum_b} SP."},
    "team_wins": {"en": "Team {team} ({first} & {second}) wins with {sum} SP.",
                  "de": "Team {team} ({first} & {second}) gewinnt mit {sum} SP."},
    "tie": {"en": "Tie at {sum} SP: the base game's rule decides between {first} and "
                  "{second}; the GM applies it.",
            "de": "Gleichstand bei {sum} SP: die normale Regel entscheidet zwischen {first} "
                  "und {second}; der Spielleiter wendet sie an."},
    "tie_decided": {"en": "The GM decided the tie: team {team} wins ({reason}).",
                    "de": "Der Spielleiter entschied den Gleichstand: Team {team} gewinnt "
                          "({reason})."},
    "no_chief_1715": {
        "en": "1715: no player may choose the Indianerhäuptling: 'jedoch darf kein Spieler den "
              "Indianderhäuptling wählen' (2vs2, Zu 1715 2vs2).",
        "de": "1715: kein Spieler darf den Indianerhäuptling wählen: „jedoch darf kein Spieler "
              "den Indianderhäuptling wählen“ (2vs2, Zu 1715 2vs2)."},
    "no_sandwich_1715": {
        "en": "1715: Sandwich-Territorien do not count in reinforcement turns: 'in den "
              "Verstärkungszügen sind Sandwich-Territorien nicht relevant' (2vs2, Zu 1715 "
              "2vs2).",
        "de": "1715: Sandwich-Territorien zählen in Verstärkungszügen nicht: „in den "
              "Verstärkungszügen sind Sandwich-Territorien nicht relevant“ (2vs2, Zu 1715 "
              "2vs2)."},
    "reminder_1715": {"en": "1715: no player may choose the Indianerhäuptling; "
                            "Sandwich-Territorien do not matter in reinforcement turns.",
                      "de": "1715: kein Spieler darf den Indianerhäuptling wählen; "
                            "Sandwich-Territorien sind in Verstärkungszügen nicht relevant."},
}

CATALOGUE = Catalogue(_TEXTS)

_WORDS = {
    "step": {"action1": Localized("1st action", "1. Aktion"),
             "action2": Localized("2nd action", "2. Aktion"),
             "team": Localized("team action", "Team-Aktion"),
             "team_end": Localized("team action", "Team-Aktion"),
             "half": Localized("½ turn", "½-Zug"), "note": Localized("note", "Notiz"),
             "action": Localized("action", "Aktion")},
    "season": {"start": Localized("Start phase", "Startphase"),
               "winter": Localized("Winter", "Winter"), "summer": Localized("Summer", "Sommer"),
               "sp": Localized("SP distribution", "SP-Verteilung"),
               "reinforcement": Localized("Reinforcement turns", "Verstärkungszüge"),
               "end": Localized("End of the game", "Spielende")},
    "what": {"fortress": Localized("fortress", "Festung"),
             "capital": Localized("capital", "Hauptstadt")},
    # the form of each action, named when a line of that action goes astray (reader.py)
    "form": {
        "pass": Localized("pass", "Passen"),
        "verlegung": Localized("move to <land>: 2 inf 1 cav from <land>",
                               "Verlegung nach <Land>: 2 Inf 1 Kav aus <Land>"),
        "nachschub": Localized("supply <land>: 2 inf", "Nachschub in <Land>: 2 Inf"),
        "attack": Localized("attack <land>: 2 inf 1 cav from <land>",
                            "Angriff auf <Land>: 2 Inf 1 Kav aus <Land>"),
        "diplomacy": Localized("diplomacy against <land or player>: <text>",
                               "Diplomatie gegen <Land oder Spieler>: <Text>"),
        "other": Localized("other against <land or player>: <text>",
                           "Sonstiges gegen <Land oder Spieler>: <Text>"),
        "give_land": Localized("give land <land> to <ally>", "Land abgeben <Land> an <Partner>"),
        "hand_over": Localized("hand over troops to <land>: 2 inf from <land>",
                               "Truppen übergeben nach <Land>: 2 Inf aus <Land>"),
        "give_marker": Localized("give marker to <ally>", "Erfolgsmarker übergeben an <Partner>"),
    },
    "why": {"summer": Localized("summer", "Sommer"),
            "grey": Localized("you have a grey fortress", "Sie haben eine graue Festung")},
}
_LAND_PARAMS = frozenset({"land", "source", "capital"})
_PLAYER_PARAMS = frozenset({"player", "ally", "giver", "first", "second"})


def word(kind: str, value: str, lang: str) -> str:
    found = _WORDS[kind].get(value)
    return value if found is None else getattr(found, lang if lang == "de" else "en")


def render(message: Message, game_map: Map, lang: str = "de") -> str:
    lang = lang if lang in ("en", "de") else "en"
    params: dict[str, str | Localized] = {}
    for key, value in message.params:
        if isinstance(value, str) and key in _LAND_PARAMS and value in game_map.lands:
            land = game_map.lands[value]
            value = Localized(land.name_en, land.name_de)
        elif isinstance(value, str) and key in _PLAYER_PARAMS and value in game_map.players:
            player = game_map.players[value]
            value = Localized(player.name_en, player.name_de)
        elif isinstance(value, str) and key in _WORDS:
            value = _WORDS[key].get(value, value)
        params[key] = value
    return CATALOGUE.render(Message(message.code, tuple(params.items())), lang)
