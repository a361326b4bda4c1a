"""A submission box's help on the page: the rule set's help for the box (each game holds its
own, ``games/rulesets/<game>/box_help.py``), and the text field named and prefilled with a
placeholder from it."""

from __future__ import annotations

from typing import Any

from games.rulesets import get_ruleset
from games.rulesets.base import BoxHelp


def help_for(kind: str, ruleset: str) -> BoxHelp | None:
    """The help of the box ``kind`` in a game of ``ruleset`` (the rule set's key)."""
    return get_ruleset(ruleset).box_help(kind)


def name_the_box(form: Any, kind: str, labels: dict[str, str],
                 help: BoxHelp | None = None) -> None:
    """The text field is labelled with the box it fills ("Lama explosions", not "Orders") and
    shows the first line of the box's example as its placeholder, so an empty box says what
    a line looks like."""
    field = form.fields.get("orders")
    if field is None:
        return
    if kind != "orders" and kind in labels:
        field.label = labels[kind]
    if help is not None and help.placeholder:
        field.widget.attrs["placeholder"] = help.placeholder
