"""The adapter between the platform and the Europa 1815 engine (see ``__init__``).

State JSON (one phase = one submission of the player on turn, or a wait for the GM)::

    {"game": "europa1815", "n": 7, "map": <settings' map entry>, "position": <engine JSON>}

Result JSON (GM only; players get :meth:`split_outcome`'s parts)::

    {"game": "europa1815", "label": "7 Sommer 1815 fra", "player": "fra" | null,
     "text": raw submission | null, "ok": bool, "lines": {lang: [line feedback]},
     "events": [{"text": {"de", "en"}}], "gm": [{"op", "reason", "changes"}],
     "state": <next state>, "over": bool, "winner": "fra,aut" | null, "next_phase": label}

The position's lines queued behind an action waiting for the GM are the one secret: only the
player and the GM see them (``view``), so they live in the player's private part only.
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

import adjudication.europa1815 as engine
from games.rulesets.base import (
    GAME_MASTER,
    JSON,
    ORDER_HEADINGS,
    BoardRow,
    LineFeedback,
    Outcome,
    PhaseStart,
    ReportParts,
    RuleSet,
    SeatSpec,
    SubmissionKind,
    Validation,
    Visibility,
)
from games.rulesets.europa1815 import box_help
from games.rulesets.europa1815.pad import pad_1815
from games.rulesets.europa1815.ruling import pending_ruling
from games.rulesets.europa1815.settings import (
    map_of,
    playing,
    rules_of,
    settings_clean,
    start_problems,
)

TURN = "turn"
PHASE_TYPES = ("turn", "gm")
LANGUAGES = ("de", "en")
#: The words a phase label is made of, for the catalog (``games.models.phases.PhaseLabel``
#: reads a label in the reader's language): the seasons as the engine names them in English
#: (``messages.WORDS["season"]``) and the example map's nations; a test checks that the
#: German of each equals the engine's / the map's German.
LABEL_WORDS = (
    pgettext_lazy("phase label", "Start phase"), pgettext_lazy("phase label", "Winter"),
    pgettext_lazy("phase label", "Summer"), pgettext_lazy("phase label", "SP distribution"),
    pgettext_lazy("phase label", "Reinforcement turns"),
    pgettext_lazy("phase label", "End of the game"),
    pgettext_lazy("phase label", "France"), pgettext_lazy("phase label", "Great Britain"),
    pgettext_lazy("phase label", "Austria"), pgettext_lazy("phase label", "Prussia"),
)


def position_of(state: JSON) -> tuple[Any, Any]:
    """(engine position, map) of a state."""
    game_map = map_of(state["map"])
    return engine.position_from_json(state["position"], game_map), game_map


def on_turn(position_json: JSON) -> str | None:
    """The player who may send now (None: nobody, the GM is to act or the game is over)."""
    turn = position_json.get("turn")
    if (not turn or turn.get("awaiting_gm") or position_json.get("winner")
            or position_json.get("tie")):
        return None
    return turn["player"]


def waits_for_gm(position_json: JSON) -> bool:
    if position_json.get("winner"):
        return False
    turn = position_json.get("turn")
    return bool(position_json.get("tie") or position_json.get("season") == "sp"
                or (turn and turn.get("awaiting_gm")))


def label_of(state: JSON) -> str:
    """The phase's label as a player reads it: season, year and who is on turn ("Winter
    1815 · France"), stored in English and read in the reader's language ("Winter 1815 ·
    Frankreich", ``PhaseLabel``); never the turn counter or the seat key (issue 23, item 3)."""
    pos = state["position"]
    label = f"{engine.season_name(pos['season'], 'en')} {pos['year']}"
    who = (pos.get("turn") or {}).get("player")
    if who:
        label += f" · {map_of(state['map']).player_name(who, 'en')}"
    return label[:64]


def phase_start(state: JSON) -> PhaseStart:
    return PhaseStart(label=label_of(state), phase_type=TURN if on_turn(state["position"])
                      else "gm", state=state)


def event_texts(messages: Any, game_map: Any) -> list[JSON]:
    texts = {lang: engine.describe(messages, game_map, lang) for lang in LANGUAGES}
    return [{"text": {lang: texts[lang][i] for lang in LANGUAGES}}
            for i in range(len(texts["de"]))]


def plain_events(texts: dict[str, str]) -> list[JSON]:
    return [{"text": texts}]


def finish(result: JSON) -> JSON:
    """Fill in ``over``/``winner``/``next_phase`` from the result's state."""
    pos = result["state"]["position"]
    winner_team = pos.get("winner")
    result["over"] = bool(winner_team)
    result["winner"] = ",".join(pos["teams"][winner_team]) if winner_team else None
    result["next_phase"] = None if winner_team else label_of(result["state"])
    return result


class Europa1815RuleSet(RuleSet):
    key = "europa1815"
    help_texts = box_help.HELP
    name = "Europa 1815 (2vs2)"
    turn_based = True
    template_prefix = "europa1815"
    pad_on_standard_map = False
    #: A turn the engine refuses (a bad line, an attack on the ally) is answered at once
    #: with its per-line feedback and not stored: all or nothing, nothing is lost.
    refuses_invalid_turns = True

    def validate_settings(self, settings: JSON) -> JSON:
        return settings_clean(settings)

    def seats(self, settings: JSON) -> list[SeatSpec]:
        clean = settings_clean(settings)
        game_map = map_of(clean["map"])
        return [SeatSpec(key=p, label=game_map.player_name(p, "de"), role="player",
                         aliases=(game_map.player_name(p, "en"),))
                for p in playing(clean)]

    def submission_kinds(self) -> list[SubmissionKind]:
        # Private: lines queued behind an attack are secret until the GM has ruled; what was
        # carried out is in the public report.
        return [SubmissionKind(key=TURN, label=_("Turn"), visibility=Visibility.PRIVATE,
                               phase_types=frozenset({TURN}),
                               aliases=("ZUG", "AKTIONEN", "AKTION", "ACTIONS", "ACTION",
                                        "SPIELZUG", *ORDER_HEADINGS))]

    def phase_types(self) -> set[str]:
        return set(PHASE_TYPES)

    def default_schedule(self) -> JSON:
        return {"phase_hours": {"turn": 48, "gm": 72}, "review_before_publish": False}

    def start_problems(self, settings: JSON) -> list[str]:
        return start_problems(settings_clean(settings))

    def initial_phase(self, settings: JSON) -> PhaseStart:
        return self.first_phase(settings, 0)

    def first_phase(self, settings: JSON, seed: int) -> PhaseStart:
        clean = settings_clean(settings)
        game_map = map_of(clean["map"])
        position = engine.new_game(game_map, clean["teams"], clean["seating"],
                                   year=clean["year"], rules=rules_of(clean))
        return phase_start({"game": "europa1815", "n": 1, "map": clean["map"],
                            "position": engine.position_to_json(position)})

    def expected_submissions(self, state: JSON) -> dict[str, list[str]]:
        player = on_turn(state["position"])
        return {player: [TURN]} if player else {}

    def validate_submission(
        self, state: JSON, seat: str, kind: str, text: str, *, lang: str = "en"
    ) -> Validation:
        lang = lang if lang in LANGUAGES else "en"
        if kind != TURN:
            return Validation((LineFeedback("", error=f"Europa 1815 takes one kind, {TURN!r}, "
                                                      f"not {kind!r}."),))
        position, game_map = position_of(state)
        outcome = engine.check(position, game_map, seat, text or "", lang)
        answer = outcome.to_json(game_map, lang)
        lines = [LineFeedback(line["line"], reading=line["reading"], error=line["error"],
                              suggestion=line["suggestion"], warnings=tuple(line["warnings"]))
                 for line in answer["lines"]]
        if answer["problem"]:
            lines.insert(0, LineFeedback("", error=answer["problem"]))
        return Validation(tuple(lines))

    def adjudicate(
        self, state: JSON, submissions: dict[str, dict[str, str]], seed: int
    ) -> Outcome:
        position, game_map = position_of(state)
        player = on_turn(state["position"])
        text = (submissions.get(player) or {}).get(TURN) if player else None
        result: JSON = {"game": "europa1815", "label": label_of(state), "player": player,
                        "text": text, "ok": False, "lines": {}, "events": [], "gm": []}
        after = position
        if player and text and text.strip():
            outcomes = {lang: engine.apply(position, game_map, player, text, lang)
                        for lang in LANGUAGES}
            outcome = outcomes["de"]
            result["ok"] = outcome.ok
            result["lines"] = {lang: o.to_json(game_map, lang)["lines"]
                               for lang, o in outcomes.items()}
            if outcome.ok:
                after = outcome.position
                result["events"] = event_texts(outcome.events, game_map)
            else:
                result["events"] = plain_events({
                    lang: str(_refusal(o.to_json(game_map, lang), lang))
                    for lang, o in outcomes.items()})
        elif player:
            # The deadline passed without a turn: the remaining steps are lost.
            ended = engine.gm_end_turn(position, game_map, "no turn sent by the deadline")
            after = ended.position
            result["events"] = event_texts(ended.events, game_map)
        result["state"] = {**state, "n": state["n"] + 1,
                           "position": engine.position_to_json(after)}
        result = finish(result)
        return Outcome(result=result, winner=result["winner"])

    def next_phase(self, result: JSON) -> PhaseStart | None:
        if result.get("over") or not result.get("state"):
            return None
        return phase_start(result["state"])

    def needs_review(self, result: JSON) -> bool:
        state = result.get("state")
        return bool(state) and waits_for_gm(state["position"])

    def review_items(self, state: JSON | None, *, lang: str = "en") -> list[JSON]:
        """The waiting action (a battle, diplomacy, a note), the SP distribution or a tie:
        each links to the position editor, where the ruling form waits."""
        position = (state or {}).get("position")
        if not position or not waits_for_gm(position):
            return []
        link = {"url_name": "gm-europa-position", "link": gettext("Enter the ruling")}
        ruling = pending_ruling(state, lang)
        if ruling is not None:
            text = gettext("%(player)s's action waits for your ruling: %(line)s") % {
                "player": ruling["player_name"], "line": " / ".join(ruling["lines"])}
        elif position.get("tie"):
            text = gettext("A tie waits for your decision (base game's rule).")
        else:
            text = gettext("The SP distribution waits for you.")
        return [{"text": text, **link}]

    def split_outcome(self, state: JSON, result: JSON) -> ReportParts:
        after = result["state"]
        position, game_map = position_of(after)
        public = {
            "game": "europa1815", "label": result.get("label"), "player": result.get("player"),
            "ok": result.get("ok"), "events": result.get("events") or [],
            "gm": [{"op": g["op"], "reason": g["reason"]} for g in result.get("gm") or []],
            "table": {lang: engine.view(position, game_map, None, lang) for lang in LANGUAGES},
            "board": {lang: engine.board_text(position, game_map, None, lang)
                      for lang in LANGUAGES},
            "over": result.get("over", False), "winner": result.get("winner"),
            "next_phase": result.get("next_phase"),
        }
        for table in public["table"].values():
            (table.get("turn") or {}).pop("queued", None)
        private: dict[str, JSON] = {}
        player = result.get("player")
        if player:
            mine = engine.view(position, game_map, player, "de")
            private[player] = {"lines": result.get("lines") or {},
                               "queued": list((mine.get("turn") or {}).get("queued") or [])}
        return ReportParts(public=public, private=private)

    def describe_board(self, state: JSON) -> list[BoardRow]:
        position, game_map = position_of(state)
        shown = engine.view(position, game_map, None, "de")
        rows = []
        for player in shown["player_table"]:
            lands = [row for row in shown["table"] if row["owner"] == player["player"]]
            rows.append(BoardRow(
                seat=player["player"], label=player["name"],
                units=tuple(f"{row['name']}: {row['ep']} EP" for row in lands if row["ep"]),
                centers=tuple(row["land"] for row in lands),
                extra={"sp": player["sp"], "markers": player["markers"],
                       "team": player["team"]}))
        return rows

    def view(self, state: JSON, viewer: str | None, *, lang: str = "en") -> JSON | None:
        lang = lang if lang in LANGUAGES else "en"
        position, game_map = position_of(state)
        shown = engine.view(position, game_map, viewer, lang)
        shown["map_name"] = game_map.name_de if lang == "de" else game_map.name_en
        shown["example_map"] = bool(state["map"].get("example"))
        return shown

    def picture(self, state: JSON, viewer: str | None, *, result: JSON | None = None,
                lang: str = "en") -> str | None:
        shown = (result or {}).get("state") or state
        position, game_map = position_of(shown)
        who = viewer if viewer == GAME_MASTER or viewer in position.players else None
        # Without an SVG in the map the page and the mail show the table instead ("").
        return engine.render_svg(position, game_map, who, lang if lang in LANGUAGES
                                 else "en") or ""

    def order_pad(self, state: JSON, seat: str, kind: str, *, lang: str = "en") -> JSON | None:
        """The map as an action pad for the seat on turn (shape: ``pad.py``); None for
        anybody else, another box, or while the turn waits for the GM."""
        if kind != TURN:
            return None
        position, game_map = position_of(state)
        return pad_1815(position, game_map, seat, lang if lang in LANGUAGES else "en")

    def agreed_endings(self, settings: JSON) -> frozenset[str]:
        return frozenset()  # the game ends by team SP (or the GM's tie ruling)

    def survivors(self, state: JSON) -> list[str]:
        return list(state["position"].get("seating") or [])

    # --- the platform's words for this game (issue 23) ---

    def missed_orders_wording(self, policy: str, label: str) -> str:
        # No unit holds: a missed deadline ends the turn (gm_end_turn), docs/rules/europa-1815.md.
        ends = gettext("a missed deadline ends the turn; its remaining steps are lost")
        return ends if policy == "hold" else f"{ends}; {label}"


def _refusal(answer: JSON, lang: str) -> str:
    reasons = [answer["problem"]] if answer.get("problem") else []
    reasons += [f"{line['line']}: {line['error']}" for line in answer["lines"] if line["error"]]
    head = "Zug abgelehnt, nichts geändert" if lang == "de" else "Turn refused, nothing changed"
    return f"{head}: " + "; ".join(reasons)
