"""Adjudication results in the reader's language, at the presentation layer.

The engines write results for machines and the English reader: power keys (``"austria"``),
result codes (``"succeeds"``, ``"replaced"``) and English reasons (``"bounced with russia A
war from war"``). Pages and mails show them through these functions (template filters
``power_name``, ``result_word``, ``reason_text`` in ``game_text``): a known power, result or
reason form is translated, anything else is shown as written, never dropped. Unit kinds and
province codes stay as they are (the order notation players type).
"""

from __future__ import annotations

import re

from django.utils.translation import gettext, gettext_noop, pgettext_lazy

# The standard powers' names are msgids already (the seat labels); Rather Silly's role keys
# are German words and read as themselves.
POWERS = ("austria", "england", "france", "germany", "italy", "russia", "turkey")

RESULTS = {
    "succeeds": pgettext_lazy("order result", "succeeds"),
    "bounced": pgettext_lazy("order result", "bounced"),
    "cut": pgettext_lazy("order result", "cut"),
    "dislodged": pgettext_lazy("order result", "dislodged"),
    "void": pgettext_lazy("order result", "void"),
    "no_convoy": pgettext_lazy("order result", "no convoy"),
    "invalid": pgettext_lazy("order result", "invalid"),
    "disbanded": pgettext_lazy("order result", "disbanded"),
    "waived": pgettext_lazy("order result", "waived"),
    "replaced": pgettext_lazy("order result", "replaced"),
    "attacker_moves_in": pgettext_lazy("order result", "attacker moves in"),
    "no_attack": pgettext_lazy("order result", "no attack"),
}

_UNIT = re.compile(r"\b(?P<w>[a-z]+) (?P<k>[A-Z®]{1,2}) (?P<at>[a-z]{3}(?:/[a-z]{2})?)"
                   r"(?: from (?P<src>[a-z]{3}(?:/[a-z]{2})?))?")

# (English reason form, msgid with the same placeholders); {u} parts name units and are
# translated with units() before they are put in.
REASONS: list[tuple[re.Pattern[str], str]] = [(re.compile(f"^{rx}$"), msgid) for rx, msgid in (
    (r"bounced with (?P<u>.+)", gettext_noop("bounced with %(u)s")),
    (r"bounced", gettext_noop("bounced")),
    (r"bounced off (?P<u>.+) \((?P<a>\d+) against (?P<b>\d+)\)",
     gettext_noop("bounced off %(u)s (%(a)s against %(b)s)")),
    (r"lost the head-to-head battle with (?P<u>.+) \((?P<a>\d+) against (?P<b>\d+)\)",
     gettext_noop("lost the head-to-head battle with %(u)s (%(a)s against %(b)s)")),
    (r"cannot dislodge its own (?P<u>.+)", gettext_noop("cannot dislodge its own %(u)s")),
    (r"dislodged by (?P<u>.+)", gettext_noop("dislodged by %(u)s")),
    (r"cut by (?P<u>.+)", gettext_noop("cut by %(u)s")),
    (r"no fleet convoys (?P<u>.+) to (?P<p>\S+)",
     gettext_noop("no fleet convoys %(u)s to %(p)s")),
    (r"the convoy was disrupted: a convoying fleet was dislodged",
     gettext_noop("the convoy was disrupted: a convoying fleet was dislodged")),
    (r"convoy paradox: the convoyed army holds \(Szykman rule\)",
     gettext_noop("convoy paradox: the convoyed army holds (Szykman rule)")),
    (r"the unit is disbanded", gettext_noop("the unit is disbanded")),
    (r"the Narr gave this unit another order",
     gettext_noop("the Narr gave this unit another order")),
    (r"a later order replaces it", gettext_noop("a later order replaces it")),
    (r"a later order for this unit replaces it",
     gettext_noop("a later order for this unit replaces it")),
)]


def power_name(key: object) -> object:
    """``"austria"`` -> "Österreich" on a German page; other keys as a capitalised word."""
    if not isinstance(key, str) or not key:
        return key
    return gettext(key.capitalize()) if key in POWERS else key.capitalize()


def result_word(code: object) -> object:
    return str(RESULTS[code]) if isinstance(code, str) and code in RESULTS else code


def units(text: str) -> str:
    """"russia A war from war" -> "Russland A war aus war" (in the active language)."""
    def one(found: re.Match[str]) -> str:
        words = f"{power_name(found['w'])} {found['k']} {found['at']}"
        if found["src"]:
            words = gettext("%(unit)s from %(place)s") % {"unit": words, "place": found["src"]}
        return words
    return _UNIT.sub(one, text)


def reason_text(reason: object) -> object:
    """An engine reason in the active language; parts joined by "; " one by one."""
    if not isinstance(reason, str) or not reason:
        return reason
    return "; ".join(_one_reason(part) for part in reason.split("; "))


def _one_reason(part: str) -> str:
    for pattern, msgid in REASONS:
        found = pattern.match(part)
        if found:
            values = {k: units(v) if k == "u" else v for k, v in found.groupdict().items()}
            return gettext(msgid) % values if values else gettext(msgid)
    return part
