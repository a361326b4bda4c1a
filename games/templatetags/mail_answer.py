"""The answer to a mail: what was not read, grouped by why, in the reader's language and
capped to a readable length (``not_read``)."""

from __future__ import annotations

from typing import Any

from django import template
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

register = template.Library()
SHOWN = 15  # lines listed in all; the rest are counted


def _reasons() -> dict[str, str]:
    return {
        "greeting": _("Greetings and closings"),
        "name": _("Your name"),
        "prose": _("Text, not orders"),
        "signature": _("Your signature"),
        "outside": _("Outside any heading"),
        "unknown_heading": _("Not a heading of this game (the lines below it were not read)"),
        "under_unknown_heading": _("Below a line that is no heading"),
        "not_carried_out": _("Reads as an order, but not one of yours that can be carried "
                             "out now"),
        "near_alone": _("Looks like an order, but no line of your mail reads as a valid "
                        "order, so nothing was stored"),
        "not_order": _("Does not read as an order"),
        "ambiguous_secret": _("Reads as an order and as a line of a secret box: write it "
                              "under the heading of the box you mean"),
        "stray_endpress": _("ENDPRESS without PRESS TO"),
        "after_end": _("After END: not read"),
    }


@register.filter
def not_read(ignored: list[Any]) -> dict[str, Any]:
    """{"groups": [(label, [lines])], "more": n, "quoted": n, "beyond": n}: the lines left
    out, grouped by reason in the order they first occur."""
    groups: dict[str, list[str]] = {}
    counts = {"quoted": 0, "beyond": 0}
    shown = more = 0
    reasons = _reasons()
    for row in ignored or []:
        if not isinstance(row, dict):  # an answer stored before reasons were given
            row = {"line": str(row), "reason": "outside"}
        reason = row.get("reason", "outside")
        if reason in {"quoted", "too_long"}:
            counts["quoted" if reason == "quoted" else "beyond"] += int(row.get("line") or 0)
            continue
        if shown >= SHOWN:
            more += 1
            continue
        groups.setdefault(reasons.get(reason, reasons["not_order"]), []).append(
            str(row.get("line", ""))[:120])
        shown += 1
    notes = []
    if counts["quoted"]:
        notes.append(ngettext("%(n)d line repeats a mail we sent you: read as quoted text.",
                              "%(n)d lines repeat a mail we sent you: read as quoted text.",
                              counts["quoted"]) % {"n": counts["quoted"]})
    if counts["beyond"]:
        notes.append(ngettext("%(n)d more line was not read (at most 500 are).",
                              "%(n)d more lines were not read (at most 500 are).",
                              counts["beyond"]) % {"n": counts["beyond"]})
    return {"groups": list(groups.items()), "more": more, "notes": notes}
