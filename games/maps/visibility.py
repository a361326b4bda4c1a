"""What one viewer may see of a board: :func:`visible_to` is the only filter the map uses.

It is a whitelist, not a blacklist: only the keys the renderer draws survive, each list item
keeps only the fields the map needs, and then every secret is removed:

- lama herds (units of kind ``L`` and entries of ``lamas``) of anyone but the viewer (§2:
  placements and owners are never public);
- lama explosion orders of anyone but the viewer (§2: never published);
- any item carrying ``"private": [...]`` that does not name the viewer (the engine's
  ``review.py`` marks secret facts that way);
- orders without a ``result`` (not yet adjudicated, so still hidden) of anyone but the
  viewer; orders given as the engines' input mapping ``{power: [order, ...]}`` count as such.

Everything else a board may carry (wormhole votes, seeds, section state, GM notes) is
dropped because it is not on the whitelist. The game master (:data:`GAME_MASTER`) sees all.
``viewer=None`` is the public view: no lamas at all.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.maps.errors import BoardError

GAME_MASTER = "gm"

BOARD_KEYS = ("variant", "game_name", "phase", "title", "units", "dislodged", "supply_centers",
              "orders", "wormhole", "lamas")
UNIT_FIELDS = ("power", "type", "kind", "at", "devil", "devil_seasons_left", "special_fleet",
               "twin", "private")
ORDER_FIELDS = ("power", "order", "result", "type", "unit_type", "at", "to", "target_at",
                "target_to", "path", "via_convoy", "private")
LAMA_FIELDS = ("power", "at", "count", "private")


def _pick(item: Mapping[str, Any], fields: tuple[str, ...]) -> dict[str, Any]:
    return {k: item[k] for k in fields if k in item}


def _allowed(item: Mapping[str, Any], viewer: str | None) -> bool:
    private = item.get("private")
    if private is None or viewer == GAME_MASTER:
        return True
    if isinstance(private, str):
        names = [private]
    elif isinstance(private, list | tuple):
        names = list(private)
    else:  # malformed: keep the secret rather than guess
        names = []
    return viewer is not None and viewer in names


def _items(board: Mapping[str, Any], key: str) -> list[Mapping[str, Any]]:
    """``board[key]`` as a list of objects, or a BoardError naming what is wrong."""
    value = board.get(key)
    if value is None:
        return []
    if not isinstance(value, list | tuple):
        raise BoardError(f"{key}: expected a list of objects, got {type(value).__name__}")
    for i, item in enumerate(value):
        if not isinstance(item, Mapping):
            raise BoardError(f"{key}[{i}]: expected an object, got {type(item).__name__}")
    return list(value)


def _is_lama_unit(unit: Mapping[str, Any]) -> bool:
    return str(unit.get("type", unit.get("kind", ""))).strip().upper() == "L"


def _is_lama_order(order: Mapping[str, Any]) -> bool:
    text = str(order.get("order", "")).strip().upper()
    kind = str(order.get("unit_type", order.get("type", ""))).strip().upper()
    return text.startswith("L ") or kind in {"L", "EXPLODE"}


def _own(item: Mapping[str, Any], viewer: str | None) -> bool:
    return viewer == GAME_MASTER or (viewer is not None and item.get("power") == viewer)


def _order_list(orders: Any) -> Any:
    """Results come as a list; the engines' input shape ``{power: [text, ...]}`` as a map."""
    if isinstance(orders, Mapping):
        return [{"power": power, "order": text} for power, texts in orders.items()
                if isinstance(texts, list | tuple) for text in texts]
    return orders


def visible_to(board: Mapping[str, Any], viewer: str | None) -> dict[str, Any]:
    """A copy of ``board`` holding only what ``viewer`` may see (see the module docstring)."""
    if not isinstance(board, Mapping):
        raise BoardError("board: expected a JSON object")
    out: dict[str, Any] = {k: board[k] for k in BOARD_KEYS if k in board}
    for key in ("units", "dislodged"):
        out[key] = [_pick(u, UNIT_FIELDS) for u in _items(out, key)
                    if _allowed(u, viewer) and (not _is_lama_unit(u) or _own(u, viewer))]
    out["orders"] = _order_list(out.get("orders"))
    orders = _items(out, "orders")
    out["orders"] = [_pick(o, ORDER_FIELDS) for o in orders
                     if _allowed(o, viewer) and (not _is_lama_order(o) or _own(o, viewer))
                     and ("result" in o or _own(o, viewer))]
    out["lamas"] = [_pick(h, LAMA_FIELDS) for h in _items(out, "lamas")
                    if _allowed(h, viewer) and _own(h, viewer)]
    for items in (out["units"], out["dislodged"], out["orders"], out["lamas"]):
        for item in items:
            item.pop("private", None)
    if isinstance(out.get("supply_centers"), Mapping):
        out["supply_centers"] = dict(out["supply_centers"])
    return out
