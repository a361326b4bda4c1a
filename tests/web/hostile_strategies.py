"""Hypothesis strategies for hostile requests: what a careless player, a broken client or an
attacker sends. Field names come from the API serializers and the page forms, words from the
example of every submission box, so a new field, kind or keyword is attacked without anyone
listing it here."""

from __future__ import annotations

import inspect
import json
from typing import Any

from django import forms
from hypothesis import strategies as st
from rest_framework import serializers

import games.api.serializers as api_serializers
import games.forms as page_forms
from games.views.box_help import HELP

# Classic payloads, each of which once broke a web app somewhere.
DEEP = "[" * 1000
HUGE = "A par - bur\n" * 30_000  # 360 kB, far past every text limit
NUL = "A par\x00 - bur"
CLASSIC_TEXTS = [DEEP, NUL, "\ud800", "IF", "IF x", "A par - bur\nIF",
                 "IF dislodged(A mun) THEN A mun R boh", "' OR 1=1 --", "<script>x</script>",
                 "\u202e\u0000\ufeff", "𝔸 ℙ𝕒𝕣 - 𝔹𝕦𝕣", " " * 5000, "\r\n" * 3000, ""]
# Aimed at the order readers: keywords that switch grammar, bytes no reader expects, the limits.
READER_TEXTS = ["IF", "IF x", "A par - bur\nIF", "IF dislodged(A mun) THEN A mun R boh", NUL,
                "\ud800", DEEP, HUGE, "x" * 20_001, "", "\r\n" * 3000]
CLASSIC_VALUES: list[Any] = [*CLASSIC_TEXTS, None, True, -1, 2**70, 1.5e308, [], {},
                             [DEEP], {"x": {"y": [1, "2", None]}}]


def field_names() -> list[str]:
    """Every field name any API serializer or page form declares."""
    names: set[str] = {"username", "password", "next", "language", "action", "seat", "kind"}
    for _name, obj in inspect.getmembers(api_serializers, inspect.isclass):
        if issubclass(obj, serializers.Serializer) and obj.__module__ == api_serializers.__name__:
            try:
                names |= set(obj().fields)
            except Exception:  # a serializer that needs arguments adds no names
                continue
    for _name, obj in inspect.getmembers(page_forms, inspect.isclass):
        if issubclass(obj, forms.BaseForm) and obj.__module__ == page_forms.__name__:
            names |= set(getattr(obj, "base_fields", {}))
    return sorted(names)


def vocabulary() -> list[str]:
    """The words of every box's example ("IF", "dislodged(A", "BUILD", "lon-nth-den" ...)."""
    words = {word for box in HELP.values() for word in box.example.split()}
    return sorted(words | {"IF", "THEN", "AND", "OR", "NOT", "(", ")", "-", "S", "C", "H", "R"})


any_char = st.characters(codec=None, categories=None)  # NUL, surrogates, controls, emoji
nasty_text = st.one_of(st.sampled_from([*CLASSIC_TEXTS, HUGE]), st.text(any_char, max_size=80))


def order_text(words: list[str]) -> st.SearchStrategy[str]:
    """Lines of order words, now and then a stray character: what a player may type. Many
    lines start with a keyword (IF, BUILD, INSEL ...: the words in capitals), where a reader
    switches to another grammar."""
    token = st.one_of(st.sampled_from(words), st.sampled_from(words),
                      st.text(any_char, min_size=1, max_size=3))
    keywords = [w for w in words if w.isalpha() and w.isupper() and len(w) > 1]
    rest = st.lists(token, max_size=7)
    line = st.one_of(rest, st.tuples(st.sampled_from(keywords), rest).map(
        lambda pair: [pair[0], *pair[1]])).map(" ".join)
    return st.lists(line, max_size=6).map("\n".join)


def json_values(words: list[str]) -> st.SearchStrategy[Any]:
    """Any JSON value, of the wrong type as often as of the right one."""
    scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(),
                        nasty_text, order_text(words), st.sampled_from(words))
    return st.recursive(scalars, lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)),
        max_leaves=12)


def api_body(names: list[str], words: list[str]) -> st.SearchStrategy[bytes | str]:
    """A request body: usually a JSON object of known field names with hostile values,
    sometimes no JSON at all (deep, undecodable, truncated)."""
    objects = st.dictionaries(st.sampled_from(names), json_values(words), max_size=5).map(
        lambda value: json.dumps(value, allow_nan=True))
    raw = st.one_of(st.just(DEEP), st.just('{"a":' * 2000), st.just(b'{"text": "\xff\xfe"}'),
                    st.just('{"text": "unterminated'), st.text(any_char, max_size=40),
                    json_values(words).map(json.dumps))
    return st.one_of(objects, objects, objects, raw)


def form_data(names: list[str], words: list[str]) -> st.SearchStrategy[dict[str, str]]:
    """A posted form: known field names, text values (a form has no other type)."""
    value = st.one_of(nasty_text, order_text(words), st.sampled_from(words),
                      st.integers().map(str))
    return st.dictionaries(st.sampled_from(names), value, max_size=6)
