"""``{{ game.house_rules|house_rules }}``: a game's house rules as sanitised HTML
(``games.house_rules``)."""

from __future__ import annotations

from django import template
from django.utils.safestring import SafeString

from games.house_rules import render

register = template.Library()


@register.filter
def house_rules(text: str | None) -> SafeString:
    return render(text)
