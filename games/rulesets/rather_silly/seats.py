"""The eleven seats: the seven powers and the four roles of §13–§16."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from games.rulesets.base import SeatSpec

NATIONS = ("austria", "england", "france", "germany", "italy", "russia", "turkey")
NARR, SUPERHIRN, DOKTOR, WAHRSAGER = "narr", "superhirn", "doktor", "wahrsager"
ROLES = (NARR, SUPERHIRN, DOKTOR, WAHRSAGER)
SEAT_KEYS = NATIONS + ROLES
CREATURES = ("borg", "monsters")  # own rows on the board, never seats

# The German role names are the game's own terms; the English label keeps them.
LABELS = {
    "austria": _("Austria"),
    "england": _("England"),
    "france": _("France"),
    "germany": _("Germany"),
    "italy": _("Italy"),
    "russia": _("Russia"),
    "turkey": _("Turkey"),
    NARR: _("Narr (the Fool)"),
    SUPERHIRN: _("Superhirn (the Mastermind)"),
    DOKTOR: _("Doktor (the Doctor)"),
    WAHRSAGER: _("Wahrsager (the Fortune Teller)"),
    "borg": _("Borg"),
    "monsters": _("Monsters"),
}


def seat_specs() -> list[SeatSpec]:
    return [
        SeatSpec(key=key, label=str(LABELS[key]), role="power" if key in NATIONS else key)
        for key in SEAT_KEYS
    ]
