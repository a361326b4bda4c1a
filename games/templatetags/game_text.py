"""``{{ sentence|event_text }}``: an engine sentence in the page's (or mail's) language."""

from __future__ import annotations

from django import template
from django.utils.translation import get_language

from games.views.event_text import in_language

register = template.Library()


@register.filter
def event_text(sentence: object) -> object:
    return in_language(sentence, get_language() or "en") if isinstance(sentence, str) else sentence
