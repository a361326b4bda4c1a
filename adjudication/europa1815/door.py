"""The JSON door: one request in, one answer out (``docs/engine-json-1815.md``).

In process: :func:`handle` (malformed input raises :class:`~.position.InputError` or
:class:`~.mapfile.MapError`). Command line (``python -m adjudication europa1815 ...``):

- ``europa1815 [FILE]``: a request from FILE or stdin, the answer on stdout;
- ``europa1815 map FILE``: check a map file (and its SVG), print a summary.

Exit codes: 0 done (a refused turn is an answer too: ``"ok": false``), 2 malformed input or a
faulty map (one line per fault on stderr, naming the field or ``file:line``).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from . import gm
from .drawing import render_svg
from .grammar import read_line
from .mapfile import Map, MapError, example_map, load_map, parse_map
from .messages import render
from .newgame import new_game
from .position import InputError, Position, position_from_json, position_to_json
from .rules import Rules
from .turn import play
from .view import board_text, view

USAGE = ("usage: python -m adjudication europa1815 [REQUEST.json]\n"
         "       python -m adjudication europa1815 map FILE.map\n")


def _map(request: Mapping[str, Any]) -> Map:
    spec = request.get("map", "example")
    if spec == "example":
        return example_map()
    if isinstance(spec, Mapping) and isinstance(spec.get("text"), str):
        svg = spec.get("svg")
        if svg is not None and not isinstance(svg, str):
            raise InputError("map.svg", "the SVG as text, or leave it out")
        return parse_map(spec["text"], source=str(spec.get("name", "<map>")), svg_text=svg)
    raise InputError("map", "\"example\" or {\"text\": <map file text>, \"svg\": <svg text>}")


def _text(request: Mapping[str, Any], key: str) -> str:
    value = request.get(key)
    if not isinstance(value, str):
        raise InputError(key, "a string is required")
    return value


def _lang(request: Mapping[str, Any]) -> str:
    lang = request.get("lang", "de")
    if lang not in ("de", "en"):
        raise InputError("lang", "'de' or 'en'")
    return lang


def _with_position(request: Mapping[str, Any], game_map: Map) -> Position:
    return position_from_json(request.get("position"), game_map)


def _op_new(request: Mapping[str, Any], game_map: Map, lang: str) -> dict[str, Any]:
    teams, seating = request.get("teams"), request.get("seating")
    if not isinstance(teams, Mapping) or not all(isinstance(m, list) for m in teams.values()):
        raise InputError("teams", "{\"A\": [player, player], \"B\": [player, player]}")
    if not isinstance(seating, list):
        raise InputError("seating", "a list of the four players in seating order")
    try:
        rules = Rules.from_json(request.get("rules"))
    except ValueError as error:
        raise InputError("rules", str(error)) from None
    year = request.get("year", 1815)
    if type(year) is not int:
        raise InputError("year", "a whole number")
    position = new_game(game_map, teams, seating, year=year,
                        start_player=request.get("start_player"), rules=rules)
    return {"position": position_to_json(position)}


def _op_read(request: Mapping[str, Any], game_map: Map, lang: str) -> dict[str, Any]:
    lines = []
    for line in _text(request, "text").splitlines():
        if not line.strip():
            continue
        read = read_line(line, game_map, lang=lang)
        lines.append({"line": line, "step": read.step, "ok": read.error is None,
                      "error": None if read.error is None else render(read.error, game_map,
                                                                      lang),
                      "suggestion": read.suggestion})
    return {"lines": lines}


def _op_turn(keep: bool) -> Callable[[Mapping[str, Any], Map, str], dict[str, Any]]:
    def run(request: Mapping[str, Any], game_map: Map, lang: str) -> dict[str, Any]:
        position = _with_position(request, game_map)
        outcome = play(position, game_map, _text(request, "player"), _text(request, "text"),
                       lang)
        answer = outcome.to_json(game_map, lang)
        answer["position"] = position_to_json(outcome.position if keep else position)
        return answer
    return run


def _gm(request: Mapping[str, Any], game_map: Map, lang: str, op: str) -> dict[str, Any]:
    position = _with_position(request, game_map)
    reason = request.get("reason", "")
    if op in ("gm_edit", "gm_resolve", "gm_close_sp"):
        patch = request.get("patch", {})
        function = getattr(gm, op)
        result = function(position, game_map, patch, reason, lang) if op == "gm_resolve" \
            else function(position, game_map, patch, reason)
    elif op == "gm_end_turn":
        result = gm.gm_end_turn(position, game_map, reason)
    else:
        result = gm.gm_decide_tie(position, game_map, _text(request, "team"), reason)
    return {"position": position_to_json(result.position), **result.to_json(game_map, lang)}


def _op_view(request: Mapping[str, Any], game_map: Map, lang: str) -> dict[str, Any]:
    position = _with_position(request, game_map)
    viewer = request.get("viewer")
    return {"view": view(position, game_map, viewer, lang),
            "svg": render_svg(position, game_map, viewer, lang),
            "text": board_text(position, game_map, viewer, lang)}


_OPS: dict[str, Callable[[Mapping[str, Any], Map, str], dict[str, Any]]] = {
    "new": _op_new, "read": _op_read, "check": _op_turn(False), "apply": _op_turn(True),
    "view": _op_view,
    **{op: (lambda op: lambda r, m, lang: _gm(r, m, lang, op))(op)
       for op in ("gm_edit", "gm_resolve", "gm_end_turn", "gm_close_sp", "gm_decide_tie")},
}


def handle(request: Any) -> dict[str, Any]:
    if not isinstance(request, Mapping):
        raise InputError("request", "a JSON object with \"op\"")
    op = request.get("op")
    if op not in _OPS:
        raise InputError("op", f"one of {', '.join(_OPS)}")
    return _OPS[op](request, _map(request), _lang(request))


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "map":
        if len(args) != 2:
            sys.stderr.write(USAGE)
            return 2
        try:
            game_map = load_map(args[1])
        except OSError as error:
            sys.stderr.write(f"{args[1]}: cannot read: {error.strerror}\n")
            return 2
        except MapError as error:
            sys.stderr.write(f"{error}\n")
            return 2
        json.dump({"name": game_map.name_de, "lands": len(game_map.lands),
                   "players": list(game_map.players), "svg": game_map.svg is not None},
                  sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
        return 0
    if len(args) > 1:
        sys.stderr.write(USAGE)
        return 2
    name = args[0] if args else "<stdin>"
    try:
        text = sys.stdin.read() if not args else Path(args[0]).read_text(encoding="utf-8")
    except OSError as error:
        sys.stderr.write(f"{name}: cannot read: {error.strerror}\n")
        return 2
    try:
        answer = handle(json.loads(text))
    except json.JSONDecodeError as error:
        sys.stderr.write(f"{name}: input is not JSON: {error}\n")
        return 2
    except (InputError, MapError) as error:
        sys.stderr.write(f"{name}: {error}\n")
        return 2
    json.dump(answer, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    return 0
