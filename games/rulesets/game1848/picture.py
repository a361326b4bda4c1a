"""The table of a 1848 game as an SVG: one row per seat with the cards on its side as small
labelled tiles (id, name, party or flag, value; a Zusatzkarte with its effect in words), the
face-up Ablaufkarte, whose turn it is, and the score sheet.

It is drawn from the *public* view only (``view(state, None)``), so the same picture can go
to every player, page and mail: it never holds a card of a hand or the order of a deck.
Plain shapes and text only, so resvg turns it into the PNG of the turn mails.
"""

from __future__ import annotations

import textwrap
from typing import Any
from xml.sax.saxutils import escape

PARTIES = ("republikaner", "demokraten", "liberale", "reaktionaere")
PARTY_NAMES = {"republikaner": "Republikaner", "demokraten": "Demokraten",
               "liberale": "Liberale", "reaktionaere": "Reaktionäre"}
PARTY_SHORT = {"republikaner": "Rep", "demokraten": "Dem", "liberale": "Lib",
               "reaktionaere": "Reakt"}
PARTY_COLOURS = {"republikaner": "#b03a2e", "demokraten": "#b9770e", "liberale": "#2874a6",
                 "reaktionaere": "#424949"}
FLAG_NAMES = {"oesterreich": "Österreich", "preussen": "Preußen", "bund": "Bund"}
FLAG_COLOURS = {"oesterreich": "#d4ac0d", "preussen": "#17202a", "bund": "#7d6608"}
WORDS = {
    "de": {"trick": "Stich", "card": "Ablaufkarte", "hand": "Hand", "won": "Ablaufkarten",
           "on_turn": "am Zug", "passed": "gepasst", "army": "Armee", "sheet": "Punkte",
           "vp": "Siegpunkte", "practice": "ÜBUNGSSATZ: erfundene Kartenwerte", "refill":
           "Nachziehen", "over": "Spielende", "standing": "Im Stich", "none": "–",
           "player": "Spieler", "military": "militärisch"},
    "en": {"trick": "Trick", "card": "Ablaufkarte", "hand": "hand", "won": "Ablaufkarten",
           "on_turn": "on turn", "passed": "passed", "army": "Army", "sheet": "Points",
           "vp": "Victory points", "practice": "PRACTICE SET: invented card values",
           "refill": "Refill", "over": "Game over", "standing": "In this trick", "none": "–",
           "player": "Spieler", "military": "military"},
}

WIDTH = 1000
LEFT = 150
TILE_W, TILE_H, GAP = 104, 100, 6
PER_ROW = (WIDTH - LEFT - 10) // (TILE_W + GAP)


def _text(x: float, y: float, value: Any, size: int = 11, weight: str = "normal",
          fill: str = "#1b2631", anchor: str = "start") -> str:
    return (f'<text x="{x}" y="{y}" font-family="DejaVu Sans, sans-serif" font-size="{size}" '
            f'font-weight="{weight}" fill="{fill}" text-anchor="{anchor}">'
            f'{escape(str(value))}</text>')


def _lines(value: str, width: int, count: int) -> list[str]:
    lines = textwrap.wrap(value or "", width) or [""]
    if len(lines) > count:
        lines = lines[:count]
        lines[-1] = lines[-1][: max(width - 1, 1)] + "…"
    return lines


def _tile(card: dict[str, Any], x: float, y: float, lang: str) -> str:
    kind = card.get("kind")
    if kind == "person":
        colour = PARTY_COLOURS.get(card.get("party") or "", "#7f8c8d")
    elif kind == "army":
        colour = FLAG_COLOURS.get(card.get("flag") or "", "#7f8c8d")
    else:
        colour = "#5d6d7e"
    parts = [f'<g class="tile" data-card="{escape(card["id"])}">',
             f'<rect x="{x}" y="{y}" width="{TILE_W}" height="{TILE_H}" rx="6" fill="#fdfefe" '
             f'stroke="{colour}" stroke-width="2"/>',
             f'<rect x="{x}" y="{y}" width="{TILE_W}" height="18" rx="6" fill="{colour}"/>',
             _text(x + 6, y + 13, card["id"], 11, "bold", "#ffffff")]
    if card.get("rot"):
        parts.append(_text(x + TILE_W - 5, y + 13, f"Rot {card['rot']}", 9, "bold", "#f5b7b1",
                           "end"))
    name_lines = _lines(card.get("name") or "", 17, 2)
    for index, line in enumerate(name_lines):
        parts.append(_text(x + 5, y + 31 + index * 12, line, 10, "bold"))
    below = y + 31 + len(name_lines) * 12
    if kind == "person":
        parts.append(_text(x + 5, below + 2, PARTY_NAMES.get(card.get("party") or "", "?"), 9,
                           fill=colour))
        military = card.get("military")
        if military:
            parts.append(_text(x + 5, below + 14,
                               f"⚔ {FLAG_NAMES.get(military.get('flag') or '', '?')} "
                               f"{military.get('strength')}", 9))
        value, now = card.get("value"), card.get("value_now", card.get("value"))
        shown = f"{value}→{now}" if now != value else f"{value}"
        parts.append(_text(x + TILE_W - 6, y + TILE_H - 7, shown, 16, "bold", colour, "end"))
    elif kind == "army":
        words = WORDS[lang]
        parts.append(_text(x + 5, below + 2, f"{words['army']} "
                                             f"{FLAG_NAMES.get(card.get('flag') or '', '?')}", 9))
        parts.append(_text(x + TILE_W - 6, y + TILE_H - 7, card.get("strength"), 16, "bold",
                           colour, "end"))
    else:
        for index, line in enumerate(_lines(card.get("text") or "", 21, 4)):
            parts.append(_text(x + 5, below + 2 + index * 10, line, 8))
    parts.append("</g>")
    return "".join(parts)


def _seat_rows(view: dict[str, Any], lang: str, top: float) -> tuple[list[str], float]:
    words = WORDS[lang]
    parts: list[str] = []
    y = top
    trick = view["trick"]
    armies = {a["army"]: a for a in view.get("armies", [])}
    for seat in view["seats"]:
        cards = view["table"][seat]
        rows = max(1, -(-len(cards) // PER_ROW))
        height = rows * (TILE_H + GAP) + 14
        on_turn = seat in view.get("expected", [])
        parts.append(f'<g class="seat" data-seat="{seat}">')
        parts.append(f'<rect x="4" y="{y}" width="{WIDTH - 8}" height="{height - 4}" rx="8" '
                     f'fill="{"#fef9e7" if on_turn else "#f4f6f7"}" stroke="#d5d8dc"/>')
        parts.append(_text(14, y + 22, f"{words['player']} {seat[1:]}", 14, "bold"))
        status = words["on_turn"] if on_turn else (
            words["passed"] if seat in trick.get("passed", []) else "")
        if status:
            parts.append(_text(14, y + 40, status, 11, "bold",
                               "#b9770e" if on_turn else "#7f8c8d"))
        parts.append(_text(14, y + 58, f"{words['hand']}: {view['hand_counts'][seat]}", 11))
        won = view["won"][seat]
        parts.append(_text(14, y + 74, f"{words['won']}: {len(won)}", 11))
        if won:
            parts.append(_text(14, y + 88, ", ".join(c["id"] for c in won), 9, fill="#566573"))
        for index, card in enumerate(cards):
            column, row = index % PER_ROW, index // PER_ROW
            x = LEFT + column * (TILE_W + GAP)
            tile_y = y + 7 + row * (TILE_H + GAP)
            parts.append(_tile(card, x, tile_y, lang))
            army = armies.get(card["id"])
            if army:
                parts.append(_text(x + TILE_W - 6, tile_y + TILE_H - 26,
                                   f"= {army['points']}", 10, "bold", "#1b2631", "end"))
        parts.append("</g>")
        y += height
    return parts, y


def _sheet(view: dict[str, Any], lang: str, top: float) -> tuple[list[str], float]:
    words = WORDS[lang]
    columns = [words["player"]] + [PARTY_SHORT[p] for p in PARTIES] + [words["won"]]
    victory = view.get("victory")
    if victory:
        columns.append(words["vp"])
    xs = [14, 170, 260, 350, 440, 560, 720][: len(columns)]
    parts = [_text(14, top + 18, words["sheet"], 13, "bold")]
    y = top + 38
    for x, title in zip(xs, columns, strict=True):
        parts.append(_text(x, y, title, 11, "bold"))
    for seat in view["seats"]:
        y += 17
        values = [f"{words['player']} {seat[1:]}"]
        values += [view["scores"][seat][party] for party in PARTIES]
        values.append(len(view["won"][seat]))
        if victory:
            values.append(victory.get(seat, 0))
        for x, value in zip(xs, values, strict=True):
            parts.append(_text(x, y, value, 11))
    standing = view.get("standing") or {}
    if view["stage"] == "play" and not standing.get("military"):
        y += 22
        totals = standing.get("totals") or {}
        line = ", ".join(f"{PARTY_SHORT[p]} {totals.get(p, 0)}" for p in PARTIES)
        parts.append(_text(14, y, f"{words['standing']}: {line}", 11, fill="#566573"))
    elif view.get("armies"):
        y += 22
        line = ", ".join(f"{a['army']} {a['points']} ({PARTY_SHORT.get(a['party'], '?')}, "
                         f"{words['player']} {a['seat'][1:]})" for a in view["armies"])
        parts.append(_text(14, y, f"{words['standing']} ({words['military']}): {line}", 11,
                           fill="#566573"))
    return parts, y + 16


def table_svg(view: dict[str, Any], lang: str = "en") -> str:
    """The SVG of a public view (``view(state, None)``)."""
    lang = lang if lang in WORDS else "en"
    words = WORDS[lang]
    trick = view["trick"]
    current = view.get("current")
    title = f"1848 · {words['trick']} {trick['number']}"
    if current:
        title += f" · {words['card']} {current['id']} {current.get('name') or ''}".rstrip()
    if view["stage"] == "refill":
        title += f" · {words['refill']}"
    if view["stage"] == "over":
        title += f" · {words['over']}"
    parts = [_text(14, 28, title, 16, "bold")]
    if view.get("practice"):
        parts.append(_text(WIDTH - 14, 28, words["practice"], 11, "bold", "#c0392b", "end"))
    rows, y = _seat_rows(view, lang, 44)
    parts += rows
    sheet, y = _sheet(view, lang, y + 4)
    parts += sheet
    height = int(y + 10)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="table-1848" '
            f'viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" height="{height}" role="img" '
            f'aria-label="{escape(title)}"><rect width="{WIDTH}" height="{height}" '
            f'fill="#ffffff"/>{"".join(parts)}</svg>')
