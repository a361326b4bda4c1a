"""What the Europa 1815 turn box is for, with an example in the notation the reader takes
(shown above the text box and on the box's own screen; translated in ``locale/de``)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from games.rulesets.base import BoxHelp

HELP: dict[str, BoxHelp] = {
    "turn": BoxHelp(
        _("Europa 1815: your 1st and 2nd action, one per line, then optionally one team "
          "action (German or English); a team action may name your ally, as in “Team: Land "
          "abgeben Lyon an Österreich”. Clicking lands on the map writes these lines for "
          "you. All or nothing: a refused line keeps everything as it was. Never against "
          "your ally. Lines after an attack wait for the Spielleiter's ruling; only you and "
          "the Spielleiter see them."),
        "1: Verlegung nach Paris: 2 Inf aus Lyon\n2: Nachschub in Paris: 2 Inf 2 Kav\n"
        "Team: Land abgeben Lyon an Österreich"),
}
