"""A game's house rules: Markdown written by its game master, shown as sanitised HTML.

Two steps, each doing what it is good at: ``markdown-it-py`` (CommonMark) turns the text into
HTML with raw HTML and images switched off, so a ``<script>`` or ``<img>`` typed into the
rules comes out as visible text; ``nh3`` then keeps only a short list of tags and attributes,
links only to http(s)/mailto, and gives every link ``rel="nofollow noopener"`` (a game
master's links are not the site's recommendations, and a new tab gets no handle on ours).
The sanitiser is the guarantee; the Markdown settings only make the harmless result readable.

The result is cached under the text's SHA-256: the game page shows it on every view, and the
text changes rarely (``house_rules_update``)."""

from __future__ import annotations

import hashlib

import nh3
from django.core.cache import cache
from django.utils.safestring import SafeString, mark_safe
from markdown_it import MarkdownIt

MAX_LENGTH = 20_000  # characters; a page of rules, not a book (checked by house_rules_update)

# What CommonMark produces without raw HTML and images; nothing else survives the sanitiser.
TAGS = {"p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "em", "strong", "code", "pre",
        "blockquote", "ul", "ol", "li", "a"}
ATTRIBUTES = {"a": {"href", "title"}, "ol": {"start"}}
URL_SCHEMES = {"http", "https", "mailto"}
REL = "nofollow noopener"

_markdown = MarkdownIt("commonmark", {"html": False}).disable("image")


def render(text: str | None) -> SafeString:
    """Markdown -> sanitised HTML, safe to put into a page or an HTML mail."""
    text = (text or "").strip()
    if not text:
        return mark_safe("")
    key = "house-rules:" + hashlib.sha256(text.encode()).hexdigest()
    html = cache.get(key)
    if html is None:
        html = nh3.clean(_markdown.render(text), tags=TAGS, attributes=ATTRIBUTES,
                         url_schemes=URL_SCHEMES, link_rel=REL)
        cache.set(key, html, 24 * 3600)
    return mark_safe(html)  # sanitised by nh3 above
