"""``{{ sentence|event_text }}``: an engine sentence in the page's (or mail's) language."""

from __future__ import annotations

from django import template
from django.utils.translation import get_language

from games.models.phases import PhaseLabel
from games.views import report_text
from games.views.event_text import in_language

register = template.Library()


@register.filter
def phase_label(label: object) -> object:
    """A phase label kept in a result (``next_phase``) read like ``Phase.label``: in the
    page's language ("Winter 1815 · Frankreich")."""
    return PhaseLabel(label) if isinstance(label, str) else label


@register.filter
def event_text(sentence: object) -> object:
    return in_language(sentence, get_language() or "en") if isinstance(sentence, str) else sentence


@register.filter
def in_page_language(texts: object) -> object:
    """``{"de": ..., "en": ...}`` -> the text in the page's (or mail's) language."""
    if not isinstance(texts, dict):
        return texts
    lang = (get_language() or "en")[:2]
    return texts.get(lang) or texts.get("en") or next(iter(texts.values()), "")


_GAME_TERMS = {"republikaner": "Republikaner", "demokraten": "Demokraten",
               "liberale": "Liberale", "reaktionaere": "Reaktionäre",
               "oesterreich": "Österreich", "preussen": "Preußen", "bund": "Bund"}


@register.filter
def game_term(key: object) -> object:
    """A party or flag key of 1848 as the game writes it (``reaktionaere`` -> Reaktionäre)."""
    return _GAME_TERMS.get(str(key), key)


@register.filter
def power_name(key: object) -> object:
    """A power key of an adjudication result in the page's language (``austria`` -> Österreich)."""
    return report_text.power_name(key)


@register.filter
def by_power(centres: object) -> list[tuple[str, list[str]]]:
    """A report's centre list by power, then by centre. Sorted here, when it is shown:
    PostgreSQL's jsonb keeps no key order, so a sorted copy in the stored report would come
    back in jsonb's own order (shorter keys first)."""
    if not isinstance(centres, dict):
        return []
    return [(power, sorted(centres[power])) for power in sorted(centres)]


@register.filter
def result_word(code: object) -> object:
    """An order result code in the page's language (``succeeds`` -> gelingt)."""
    return report_text.result_word(code)


@register.filter
def reason_text(reason: object) -> object:
    """An engine's reason for a result in the page's language."""
    return report_text.reason_text(reason)


@register.filter
def lookup(mapping: object, key: object) -> object:
    """``{{ labels|lookup:sub.kind }}``: a dict's value, or the key itself."""
    return mapping.get(key, key) if isinstance(mapping, dict) else key
