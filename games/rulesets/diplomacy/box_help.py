"""What the standard Diplomacy order box is for, with an example (shown above the text box and on
the box's own screen; translated in ``locale/de``)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from games.rulesets.base import BoxHelp

# Standard Diplomacy has one box for moves, retreats and builds, and none of Rather Silly's
# birds, TARDIS jumps or twins: its help names only what the standard rules have.
HELP: dict[str, BoxHelp] = {
    "orders": BoxHelp(
        _("One order per line for your units: moves, supports and convoys; in a retreat "
          "phase retreats and disbands, in winter builds and removals. Click a unit on the "
          "map, then a province, to add a move."),
        "A par - bur\nF lon S F nth - eng\nF nth C A lon - nwy"),
}
