"""``{% term "ZAT" %}`` and ``{{ label|seat_name }}``: the decision table of terms
(``games.terms``) applied in templates. On an English page a German term of the games stays
and is explained: ``<abbr title="Zugabgabetermin: ...">ZAT</abbr>`` (read on hover, and by
screen readers); on a German page it is the plain word."""

from __future__ import annotations

from django import template
from django.utils.html import format_html

from games.terms import TERMS, language
from games.terms import seat_name as _seat_name

register = template.Library()


@register.simple_tag
def term(key: str) -> str:
    found = TERMS[key]  # a KeyError names a term missing from the table: a template bug
    word, gloss = (found.de, found.gloss_de) if language() == "de" else (found.en, found.gloss_en)
    return format_html('<abbr class="term" title="{}">{}</abbr>', gloss, word) if gloss else word


@register.filter
def seat_name(label: object) -> object:
    """A power or seat name in the page's language (``"Austria"`` -> Österreich); other
    labels as they are."""
    return _seat_name(label) or label if isinstance(label, str) else label
