"""Hypothesis strategies for hostile requests: what a careless player, a broken client or an
attacker sends, built on the attack surface read from the code (``tools/attack_surface.py``)."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import strategies as st

from tools.attack_surface import CLASSIC_TEXTS, DEEP, HUGE

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


def field_keys(own: tuple[str, ...], names: list[str]) -> st.SearchStrategy[str]:
    """Mostly the endpoint's own fields (so that whole valid-looking bodies occur), sometimes
    any field of the site."""
    if not own:
        return st.sampled_from(names)
    return st.one_of(st.sampled_from(own), st.sampled_from(own), st.sampled_from(names))


def api_body(own: tuple[str, ...], names: list[str],
             words: list[str]) -> st.SearchStrategy[bytes | str]:
    """A request body: usually a JSON object of field names with hostile values, sometimes no
    JSON at all (deep, undecodable, truncated)."""
    objects = st.dictionaries(field_keys(own, names), json_values(words), max_size=5).map(
        lambda value: json.dumps(value, allow_nan=True))
    raw = st.one_of(st.just(DEEP), st.just('{"a":' * 2000), st.just(b'{"text": "\xff\xfe"}'),
                    st.just('{"text": "unterminated'), st.text(any_char, max_size=40),
                    json_values(words).map(json.dumps))
    return st.one_of(objects, objects, objects, raw)


def form_data(own: tuple[str, ...], names: list[str],
              words: list[str]) -> st.SearchStrategy[dict[str, str]]:
    """A posted form: field names, text values (a form has no other type)."""
    value = st.one_of(nasty_text, order_text(words), st.sampled_from(words),
                      st.integers().map(str))
    return st.dictionaries(field_keys(own, names), value, max_size=6)
