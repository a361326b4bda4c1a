"""What the Europa 1815 turn box is for, with an example in the notation the reader takes
(shown above the text box and on the box's own screen; translated in ``locale/de``)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from games.rulesets.base import BoxHelp

HELP: dict[str, BoxHelp] = {
    "turn": BoxHelp(
        _("Europa 1815: your 1st and 2nd action, one per line, then optionally one team "
          "action (German or English); a team action may name your ally, as in “Team: give "
          "land Lyon to Austria”. Clicking lands on the map writes these lines for you. All "
          "or nothing: a refused line keeps everything as it was. Never against your ally. "
          "Lines after an attack wait for the Spielleiter's ruling; only you and the "
          "Spielleiter see them."),
        # The example in the page's language (the reader takes both; the German one is the
        # rule text's own words, tests/web/test_box_help_every_game.py reads each line).
        _("1: move to Paris: 2 inf from Lyon\n2: supply in Paris: 2 inf 2 cav\n"
          "Team: give land Lyon to Austria")),
}
