"""Rather Silly's verdicts on arrival (``adjudication.rather_silly.check_orders``) in the
player's language, with gettext: the standard texts (``games.rulesets.diplomacy.verdicts``)
plus the codes of the variant's sections and the warnings for lines whose fate hangs on other
seats' orders (what would carry the unit, what may stop it)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext_lazy as _

from games.rulesets.diplomacy.verdicts import TEXTS as STANDARD

TEXTS: Mapping[str, Any] = {
    **STANDARD,
    # The sections' reasons (adjudication/diplomacy/results.py REASONS, rs_*)
    "rs_flight_length": _("A flight covers 1 to {limit} provinces, not {count}."),
    "rs_bird_cannot_fly": _("Birds cannot fly from {at} to {to}: each step of a route borders "
                            "the one before (or is this season's wormhole)."),
    "rs_bird_order": _("Birds fly a route (V xxx-yyy-zzz) or stay; they cannot support or "
                       "convoy."),
    "rs_route_not_bird": _("Only birds fly routes; an army flies only with a bird on the same "
                           "route."),
    "rs_no_bird_route": _("No bird here flies this route: order a bird standing with the army "
                          "to fly the same route, or move the army by land."),
    "rs_cargo_too_far": _("Birds carry an army at most {limit} provinces."),
    "rs_flight_stopped": _("The flight is stopped at once by a bird-free zone (vZ)."),
    "rs_amazon_support": _("A®mazonen cannot support or convoy (§9); she holds."),
    "rs_ver_alle_denmark": _("VER alle works only from Denmark (§9)."),
    "rs_nothing_to_seduce": _("There is no conventional army or fleet in {at} to seduce."),
    "rs_special_fleet_immune": _("A special fleet is immune to seduction (§11): the VER is "
                                 "void."),
    "rs_inland_fleet": _("An A®mazone inland cannot seduce a fleet (§9)."),
    "rs_seduced_several": _("Seduced from several sides: the unit holds (§9)."),
    "rs_seduced_no_way": _("Seduced, but no way leads to her: the unit holds (§9)."),
    "rs_drecksack_support": _("Drecksackarmeen cannot support (§10); it holds."),
    "rs_hose_cancelled": _("Your own DA {at} HOSE cancels this VER (§10)."),
    "rs_twins_apart": _("These orders could separate the twins, so both hold (§12)."),
    "rs_no_convoy": _("No fleet of yours convoys {unit} to {to}, and no other seat's fleet "
                      "could: the army holds. Order your fleets to convoy it."),
    "rs_engine": _("The adjudicator will not carry this out: {message}."),
    # Warnings: the line is kept; whether it is carried out depends on other seats' orders.
    "rs_unless_carried": _("{unit} cannot reach {to} by itself: this may fail unless carried "
                           "by {carriers} (another seat's bird flying this route)."),
    "rs_unless_convoyed": _("{unit} reaches {to} only by convoy, and your fleets do not "
                            "convoy it: this may fail unless carried by {carriers}."),
    "rs_zone_may_stop": _("{unit} flies with a bird: a bird-free zone (vZ) near {to} may "
                          "stop the flight, and then the order is void."),
    "rs_hose_may_cancel": _("{hoses} of another seat borders {unit}: its HOSE would cancel "
                            "this VER (§10)."),
    "rs_support_doubt": _("Whether {target} makes the supported move depends on other seats "
                          "(a bird that may carry it, an A®mazone that may pull it): the "
                          "support may be void."),
    # The retreat and build boxes, sent ahead (check_later_orders)
    "rs_retreat_never": _("{unit} can never retreat to {to}: a retreat goes to a neighbour "
                          "({options})."),
    "rs_retreat_no_unit": _("No unit of yours stands in {at} now: this retreat counts only if "
                            "one of your units is dislodged there."),
    "rs_build_not_home": _("{province} is not one of your home centres: builds go there only "
                           "({sites})."),
    "rs_build_cannot_stand": _("A fleet cannot be built in {province} without its coast: "
                               "{options}."),
    "rs_build_not_owned": _("You do not own {province} now: this build counts only if you "
                            "hold it after the fall moves."),
    "rs_build_count": _("You may build {count} unit(s) now: builds beyond that count only if "
                        "you take centres this fall."),
    "rs_condition_never": _("The condition {test} names a unit or centre that no move this "
                            "season can produce: it never holds, and the order never "
                            "applies."),
    # The soul-sale box, sent ahead (check_soul_sales)
    "rs_soul_kind": _("{unit} can never sell its soul: only conventional armies and fleets "
                      "may (§5)."),
    "rs_soul_twice": _("Line {line} already sells the soul of {unit}: a unit sells it once "
                       "(§5)."),
    "rs_soul_foreign": _("{unit} in {at} belongs to {owner}: this sale counts only if a unit "
                         "of yours stands there after the moves."),
    "rs_soul_no_unit": _("No unit of yours stands in {at} now: this sale counts only if one "
                         "of yours stands there after the moves."),
    "rs_soul_made": _("{unit} was made by the Superhirn or the Wahrsager and may not sell its "
                      "soul (§5): this sale counts only if another unit of yours stands in "
                      "{at} by then."),
    "rs_soul_devil": _("{unit} has sold its soul already and is still a devil after this "
                       "season (§5): this sale counts only if another unit of yours stands in "
                       "{at} by then."),
    "rs_pulled_by_own": _("{unit} is seduced by your own A®mazone (§9): it follows her "
                          "instead of this order, unless another seat's HOSE cancels her VER."),
    "rs_may_be_void": _("This may be void at the ZAT, depending on where the other units end "
                        "up: {message}."),
}
