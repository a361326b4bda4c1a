"""Rather Silly Diplomacy 1.42 on the standard engine (variant ``rather_silly``). The face: the
names below, which ``games/rulesets/rather_silly/`` imports at module top (never an inner module).
Its groups, the modules (one per rule section) and the rules: ``README.md`` beside this file."""

from adjudication.diplomacy.orders import (
    Convoy,
    Disband,
    Hold,
    Move,
    Retreat,
    SupportHold,
    SupportMove,
)
from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.check import check_orders
from adjudication.rather_silly.check_later import check_later_orders
from adjudication.rather_silly.check_souls import check_soul_sales
from adjudication.rather_silly.conditions import ConditionError
from adjudication.rather_silly.conditions import parse as parse_condition
from adjudication.rather_silly.grammar import WORMHOLE_WORDS, OrderError, parse_order
from adjudication.rather_silly.lamas import HERDS_PER_PLAYER, is_lama_line, parse_lama_order
from adjudication.rather_silly.lamas import placement_errors as lama_placement_errors
from adjudication.rather_silly.orders import SellSoul, WormholeVote
from adjudication.rather_silly.position_json import read_state, state_to_json
from adjudication.rather_silly.roles import opening_state, winter_1900
from adjudication.rather_silly.sequence import SeasonOrders, play_season
from adjudication.rather_silly.units import rules_of
from adjudication.rather_silly.victory import game_end
from adjudication.rather_silly.wahrsager import PREDICTION_WORDS

__all__ = [
    "HERDS_PER_PLAYER", "PREDICTION_WORDS", "WORMHOLE_WORDS", "ConditionError", "Convoy",
    "Disband", "Hold", "Move", "OrderError", "Retreat", "SeasonOrders", "SellSoul", "SupportHold",
    "SupportMove", "WormholeVote", "check_later_orders", "check_orders", "check_soul_sales",
    "game_end", "is_lama_line", "lama_placement_errors", "load_board", "opening_state",
    "parse_condition", "parse_lama_order", "parse_order", "play_season", "read_state", "rules_of",
    "state_to_json", "winter_1900",
]
