"""The board as SVG: ``render_svg(board, viewer=..., lang=...)``.

``board`` is JSON-shaped, as the engines give it (docs/map.md has the full shape)::

    {"variant": "standard" | a variant drawn in the geometry, "game_name": "...",
     "phase": "S1901M",
     "units": [{"power": "england", "type": "F", "at": "lon", "devil_seasons_left": 0,
                "special_fleet": false, "twin": null}],
     "dislodged": [...same shape...],
     "supply_centers": {"england": ["lon", ...]}  or  {"lon": "england", ...},
     "orders": [{"power": "france", "order": "A par - bur", "result": "succeeds"}],
     "wormhole": ["lon", "con"] | null,
     "lamas": [{"power": "england", "at": "yor"}]}

The board is first passed through :func:`games.maps.visibility.visible_to` for ``viewer``,
so even a caller that forgot to filter cannot leak another player's lamas or a secret.
Input the map cannot place raises :class:`BoardError` naming the field (``units[3].at``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from adjudication.diplomacy import variant_map
from games.maps import palette
from games.maps.arrows import orders_svg
from games.maps.describe import map_description, map_name, unit_title
from games.maps.errors import BoardError
from games.maps.geometry import XY, Geometry, ProvinceShape, load
from games.maps.icons import KIND_NAMES, normalise_kind, unit_icon
from games.maps.visibility import visible_to

FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
STANDARD = "standard"
# Where the second, third, ... unit sharing a province is drawn (birds, TARDIS, Borg, lamas).
STACK = [(0, 0), (20, -10), (-20, -10), (20, 12), (-20, 12), (0, -24), (0, 24)]
TEXT = {
    "en": {"hyperspace": "Hyperspace", "wormhole": "Wormhole", "tunnel": "Mont Blanc Tunnel",
           "centres": "centres"},
    "de": {"hyperspace": "Hyperraum", "wormhole": "Wurmloch", "tunnel": "Mont-Blanc-Tunnel",
           "centres": "VZ"},
}


@cache
def _engine_provinces(variant: str) -> Mapping[str, Any]:
    """Province names and kinds from the engine's own map data (one source of truth)."""
    return variant_map(variant).provinces


def _drawn_variants(geometry: Geometry) -> list[str]:
    """The boards the geometry draws: the standard one and each variant it tags provinces
    of (``ProvinceShape.variant``: Iceland, Crete, Hyperspace)."""
    tagged = {shape.variant for shape in geometry.provinces.values() if shape.variant}
    return [STANDARD, *sorted(tagged - {STANDARD})]


def _path(shape_polygons: tuple) -> str:
    parts = []
    for polygon in shape_polygons:
        for ring in polygon:
            parts.append("M" + " ".join(f"{x:g},{y:g}" for x, y in ring) + "Z")
    return "".join(parts)


def _centres(board: Mapping[str, Any], geometry: Geometry) -> dict[str, str]:
    raw = board.get("supply_centers") or {}
    if not isinstance(raw, Mapping):
        raise BoardError("supply_centers: expected {power: [provinces]} or {province: power}")
    owners: dict[str, str] = {}
    for key, value in raw.items():
        pairs = ([(p, key) for p in value] if isinstance(value, list | tuple)
                 else [(key, value)])
        for province, owner in pairs:
            code = str(province).lower()
            if not geometry.knows(code):
                raise BoardError(f"supply_centers: {province!r} is not a province on this map")
            if owner:
                owners[code] = str(owner)
    return owners


def _devil(raw: Mapping[str, Any], where: str) -> bool:
    """§5: ``"devil": {"seasons_left": n}`` (engine), ``"devil_seasons_left": n`` or a bool."""
    value = raw.get("devil")
    if isinstance(value, Mapping):
        value = value.get("seasons_left", 0)
    left = raw.get("devil_seasons_left", 0)
    try:
        return (bool(value) and int(value) > 0) or int(left or 0) > 0
    except (TypeError, ValueError):
        raise BoardError(f"{where}.devil: expected a number of seasons left, got "
                         f"{raw.get('devil', left)!r}") from None


def _phase_title(phase: Any) -> str:
    """``"S1901M"`` as it is; ``{"year", "season", "type"}`` as ``"Spring 1901 movement"``."""
    if isinstance(phase, Mapping):
        parts = (str(phase.get("season", "")).capitalize(), str(phase.get("year", "")),
                 str(phase.get("type", "")))
        return " ".join(p for p in parts if p)
    return str(phase or "")


def _units(board: Mapping[str, Any], key: str, geometry: Geometry) -> list[dict[str, Any]]:
    units = []
    for i, raw in enumerate(board.get(key) or []):
        where = f"{key}[{i}]"
        kind = normalise_kind(str(raw.get("type", raw.get("kind", ""))))
        if kind is None:
            raise BoardError(f"{where}.type: {raw.get('type')!r} is no unit kind; expected one "
                             f"of {', '.join(KIND_NAMES['en'])}")
        at = str(raw.get("at", "")).lower()
        if not geometry.knows(at):
            raise BoardError(f"{where}.at: {raw.get('at')!r} is not a province on this map")
        devil = _devil(raw, where)
        units.append({"power": str(raw.get("power", "")), "kind": kind, "at": at,
                      "devil": devil, "special_fleet": bool(raw.get("special_fleet")),
                      "twin": raw.get("twin")})
    return units


def _land_layer(geometry: Geometry, variant: str, owners: dict[str, str], lang: str) -> str:
    provinces = _engine_provinces(variant)
    seas, lands, labels = [], [], []
    for code, shape in geometry.provinces.items():
        if shape.variant and shape.variant != variant:
            if code != "hyp":  # Iceland, Crete: plain land on the standard board
                lands.append(f'<path d="{_path(shape.polygons)}" fill="{palette.NEUTRAL_LAND}" '
                             f'stroke="{palette.LAND_BORDER}" stroke-width="0.8"/>')
            continue
        if code == "hyp":
            continue
        info = provinces.get(code)
        kind = info.kind if info is not None else "land"
        name = escape(info.name(lang)) if info is not None else code
        if kind == "sea":
            fill, stroke = palette.SEA, palette.SEA_BORDER
        elif kind == "impassable":
            fill, stroke = "url(#impassable)", palette.LAND_BORDER
        else:
            owner = owners.get(code)
            fill = palette.tint(palette.colour_of(owner), 0.35) if owner else palette.LAND
            stroke = palette.LAND_BORDER
        # data-province: the click helper (static/js/map_orders.js) reads the target here.
        element = (f'<path id="p-{code}" data-province="{code}" d="{_path(shape.polygons)}" '
                   f'fill="{fill}" '
                   f'stroke="{stroke}" stroke-width="{1.4 if kind == "sea" else 1}" '
                   f'fill-rule="evenodd"><title>{name}</title></path>')
        (seas if kind == "sea" else lands).append(element)
        labels.append(_label(code, shape, kind))
    return "".join(seas) + "".join(lands), "".join(labels)


def _label(code: str, shape: ProvinceShape, kind: str) -> str:
    x, y = shape.label
    if kind == "sea":
        style = 'font-size="13" font-style="italic" fill="#1F4E6B"'
        text = code.upper()
    else:
        style = 'font-size="13" fill="#3B3428"'
        text = code.capitalize()
    return (f'<text x="{x:g}" y="{y:g}" text-anchor="middle" {style} stroke="#FFFFFF" '
            f'stroke-width="2.5" paint-order="stroke" stroke-opacity="0.7">{text}</text>')


def _sc_markers(geometry: Geometry, owners: dict[str, str]) -> str:
    out = []
    for code, shape in geometry.provinces.items():
        if shape.sc is None:
            continue
        x, y = shape.sc
        owner = owners.get(code)
        if owner is None:
            out.append(f'<circle cx="{x:g}" cy="{y:g}" r="4.5" fill="{palette.NEUTRAL}" '
                       'stroke="#333" stroke-width="1.4"/>')
            continue
        colour = palette.colour_of(owner)
        out.append(f'<circle cx="{x:g}" cy="{y:g}" r="6.5" fill="{colour}" stroke="#111" '
                   f'stroke-width="1.2"/><text x="{x:g}" y="{y + 2.9:.1f}" font-size="8" '
                   f'text-anchor="middle" font-weight="bold" fill="{palette.text_on(colour)}">'
                   f"{escape(palette.letter_of(owner))}</text>")
    return "".join(out)


def _variant_layer(geometry: Geometry, variant: str, lang: str) -> str:
    """What a variant's board adds above the land: the tunnel and its Hyperspace box (the
    standard board has neither)."""
    if variant == STANDARD:
        return ""
    words = TEXT.get(lang, TEXT["en"])
    out = []
    tunnel = geometry.tunnels.get("mont_blanc")
    if tunnel:
        hx, hy = tunnel["hub"]
        for end in tunnel["ends"].values():
            d = f"M{hx:g},{hy:g} L{end[0]:g},{end[1]:g}"
            out.append(f'<path d="{d}" stroke="#FFF" stroke-width="5"/><path d="{d}" '
                       'stroke="#5A3A1A" stroke-width="3" stroke-dasharray="5 3"/>')
        out.append(f'<circle cx="{hx:g}" cy="{hy:g}" r="6" fill="#5A3A1A" stroke="#FFF" '
                   f'stroke-width="1.5"><title>{escape(words["tunnel"])}</title></circle>')
    hyp = geometry.provinces.get("hyp")
    if hyp and hyp.variant == variant:
        (x0, y0), _, (x1, y1), _ = hyp.polygons[0][0][:4]
        stars = "".join(f'<circle cx="{x0 + (i * 37) % (x1 - x0):.0f}" '
                        f'cy="{y0 + (i * 23) % (y1 - y0):.0f}" r="1" fill="#FFF"/>'
                        for i in range(1, 18))
        out.append(f'<rect id="p-hyp" data-province="hyp" x="{x0:g}" y="{y0:g}" '
                   f'width="{x1 - x0:g}" '
                   f'height="{y1 - y0:g}" rx="6" fill="#14143C" stroke="#111" stroke-width="2"/>'
                   f'{stars}<text x="{hyp.label[0]:g}" y="{hyp.label[1]:g}" font-size="12" '
                   f'text-anchor="middle" fill="#FFF">{escape(words["hyperspace"])}</text>')
    return "".join(out)


def _wormhole(board: Mapping[str, Any], geometry: Geometry, lang: str) -> str:
    link = board.get("wormhole")
    if not link:
        return ""
    if not (isinstance(link, list | tuple) and len(link) == 2
            and all(geometry.knows(str(p)) for p in link)):
        raise BoardError(f"wormhole: expected two provinces of this map, got {link!r}")
    a, b = (geometry.point_of(str(p)) for p in link)
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    cx, cy = mx - (b[1] - a[1]) * 0.25, my + (b[0] - a[0]) * 0.25
    d = f"M{a[0]:.1f},{a[1]:.1f} Q{cx:.1f},{cy:.1f} {b[0]:.1f},{b[1]:.1f}"
    swirl = "".join(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="none" stroke="#5B2A86" '
                    f'stroke-width="1.6"/>' for x, y in (a, b) for r in (20, 14))
    label_x, label_y = (mx + cx) / 2, (my + cy) / 2
    word = escape(TEXT.get(lang, TEXT["en"])["wormhole"])
    return (f'<g class="wormhole"><path d="{d}" fill="none" stroke="#FFF" stroke-width="6"/>'
            f'<path d="{d}" fill="none" stroke="#5B2A86" stroke-width="3" '
            f'stroke-dasharray="2 4" stroke-linecap="round"/>{swirl}'
            f'<text x="{label_x:.1f}" y="{label_y:.1f}" font-size="11" text-anchor="middle" '
            f'fill="#5B2A86" stroke="#FFF" stroke-width="3" paint-order="stroke">{word}</text>'
            "</g>")


def _province_namer(variant: str, lang: str) -> Callable[[str], str]:
    provinces = _engine_provinces(variant)

    def name(code: str) -> str:
        info = provinces.get(code)
        return info.name(lang) if info is not None else ""
    return name


def _units_layer(units: list[dict[str, Any]], dislodged: list[dict[str, Any]],
                 geometry: Geometry, lang: str, namer: Callable[[str], str]) -> str:
    out: list[str] = []
    seen: dict[str, int] = {}
    twins: dict[str, list[XY]] = {}

    def draw(unit: dict[str, Any], shift: XY, extra: str = "") -> None:
        base = geometry.point_of(unit["at"])
        n = seen.get(unit["at"].split("/")[0], 0)
        seen[unit["at"].split("/")[0]] = n + 1
        dx, dy = STACK[n % len(STACK)]
        x, y = base[0] + dx + shift[0], base[1] + dy + shift[1]
        colour = palette.colour_of(unit["power"])
        title = unit_title(unit, namer, lang)
        icon = unit_icon(unit["kind"], colour, escape(palette.letter_of(unit["power"])),
                         devil=unit["devil"], special_fleet=unit["special_fleet"])
        if unit.get("twin"):
            twins.setdefault(str(unit["twin"]), []).append((x, y))
        # data-unit / data-power / data-at: what the click helper writes into the order box.
        quote = {'"': "&quot;"}
        data = (f'data-unit="{escape(unit["kind"], quote)} {escape(unit["at"], quote)}" '
                f'data-power="{escape(unit["power"], quote)}" '
                f'data-at="{escape(unit["at"], quote)}"')
        # role="img" named by its <title>: each unit reaches a screen reader as one picture.
        out.append(f'<g class="unit" {data} role="img" '
                   f'transform="translate({x:.1f},{y:.1f})">{extra}'
                   f"<title>{escape(title)}</title>{icon}</g>")

    ordered = sorted(units, key=lambda u: u["kind"] in {"V", "T", "B", "L"})
    for unit in ordered:
        draw(unit, (0, 0))
    ring = ('<circle r="15" fill="#FFF" fill-opacity="0.6" stroke="#C00000" stroke-width="2" '
            'stroke-dasharray="3 2"/>')
    for unit in dislodged:
        draw(unit, (14, 12), ring)
    links = "".join(
        f'<path d="M{a[0]:.1f},{a[1]:.1f} L{b[0]:.1f},{b[1]:.1f}" stroke="#111" '
        'stroke-width="3" stroke-dasharray="1 3" stroke-linecap="round"/>'
        for a, b in (pts[:2] for pts in twins.values() if len(pts) >= 2))
    return links + "".join(out)


def _legend(owners: dict[str, str], units: list[dict[str, Any]], board: Mapping[str, Any],
            geometry: Geometry, lang: str) -> str:
    powers = sorted({*owners.values(), *(u["power"] for u in units)},
                    key=lambda p: list(palette.COLOURS).index(p) if p in palette.COLOURS else 99)
    phase = escape(str(board.get("title") or _phase_title(board.get("phase"))))
    rows = [f'<text x="10" y="20" font-size="15" font-weight="bold" fill="#111">{phase}</text>']
    words = TEXT.get(lang, TEXT["en"])
    for i, power in enumerate(powers):
        y = 40 + i * 18
        colour = palette.colour_of(power)
        count = sum(1 for o in owners.values() if o == power)
        rows.append(f'<circle cx="18" cy="{y - 4}" r="7" fill="{colour}" stroke="#111"/>'
                    f'<text x="18" y="{y - 0.8:.1f}" font-size="9" text-anchor="middle" '
                    f'font-weight="bold" fill="{palette.text_on(colour)}">'
                    f"{escape(palette.letter_of(power))}</text>"
                    f'<text x="31" y="{y}" font-size="12" fill="#111">'
                    f"{escape(palette.name_of(power, lang))} {count} {words['centres']}</text>")
    height = 30 + 18 * len(powers)
    return (f'<g class="legend"><rect x="2" y="2" width="200" height="{height}" rx="5" '
            f'fill="#FFF" fill-opacity="0.85" stroke="#555"/>{"".join(rows)}</g>')


def render_svg(board: Mapping[str, Any], *, viewer: str | None = None, lang: str = "en",
               geometry: Geometry | None = None) -> str:
    """The map of ``board`` as ``viewer`` may see it, as an SVG document string."""
    if not isinstance(board, Mapping):
        raise BoardError("board: expected a JSON object")
    board = visible_to(board, viewer)
    geometry = geometry or load()
    variant = str(board.get("variant") or STANDARD)
    drawn = _drawn_variants(geometry)
    if variant not in drawn:
        raise BoardError(f"variant: {variant!r} has no map; expected "
                         f"{' or '.join(repr(name) for name in drawn)}")
    owners = _centres(board, geometry)
    units = _units(board, "units", geometry)
    units += _units({"lamas": [{**h, "type": "L"} for h in board.get("lamas", [])]}, "lamas",
                    geometry)
    dislodged = _units(board, "dislodged", geometry)
    land, labels = _land_layer(geometry, variant, owners, lang)
    neutral = "".join(f'<path d="{_path((p,))}" fill="{palette.NEUTRAL_LAND}" '
                      f'stroke="{palette.LAND_BORDER}" stroke-width="0.6"/>'
                      for p in geometry.neutral)
    lakes = "".join(f'<path d="{_path((p,))}" fill="{palette.SEA}" stroke="{palette.SEA_BORDER}"/>'
                    for p in geometry.lakes)
    extras = _variant_layer(geometry, variant, lang)
    w, h = geometry.width, geometry.height
    namer = _province_namer(variant, lang)
    game = str(board.get("game_name") or "") or None  # the rule set's name for its board
    title = map_name(board.get("phase"), variant, lang, game=game)
    description = map_description(owners, units, dislodged, namer, lang)
    # role="group", not "img": an img hides its children, and the units' own names (below)
    # must reach a screen reader; <desc> gives the whole position as text.
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" '
        f'height="{h}" font-family={quoteattr(FONT)} lang={quoteattr(lang)} role="group" '
        f"aria-label={quoteattr(title)}><title>{escape(title)}</title>"
        f"<desc>{escape(description)}</desc>"
        '<defs><pattern id="impassable" width="6" height="6" patternUnits="userSpaceOnUse" '
        'patternTransform="rotate(45)"><rect width="6" height="6" fill="#CFCABE"/>'
        '<path d="M0,0 V6" stroke="#9C9586" stroke-width="2"/></pattern></defs>'
        f'<rect width="{w}" height="{h}" fill="{palette.SEA}"/>'
        f"{neutral}{lakes}{land}{extras}{_sc_markers(geometry, owners)}{labels}"
        f"{_wormhole(board, geometry, lang)}"
        f'{orders_svg(board.get("orders") or [], geometry)}'
        f"{_units_layer(units, dislodged, geometry, lang, namer)}"
        f"{_legend(owners, units, board, geometry, lang)}"
        f'<rect width="{w}" height="{h}" fill="none" stroke="#333" stroke-width="2"/></svg>'
    )
