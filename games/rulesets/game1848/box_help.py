"""What the 1848 action box is for, with examples in the notation the reader takes (shown
above the text box and on the box's own screen; translated in ``locale/de``)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from games.rulesets.base import BoxHelp

HELP: dict[str, BoxHelp] = {
    "action": BoxHelp(
        _("1848: your one action this turn, on one line (or click it on your hand: the "
          "line is written here): a card to play (a person goes to your own side; a "
          "Zusatzkarte onto a seat's side or onto a person; a Heerführer may choose his army: "
          "“PE40 leads Z32”), “pass” (“pass; draw 1 person” or “pass; draw none” draws fewer "
          "after the trick), or “push” a card under its deck to stay in. After a trick, "
          "choose “Person”, “Zusatzkarte” or “none” when asked. Nobody but you and the "
          "Spielleiter sees this box; the table shows what you played."),
        "PE09\nZ05 auf s2\nZ03 auf PE26\nPE40 führt Z32\nZ29 an s3\npasse\n"
        "passe, ziehe 1 Person\nschiebe PE09\nPerson", secret=True),
}
