"""The API's one body parser: JSON, refused with a 4xx before it can hurt the server.

Python's ``json`` module parses nested arrays and objects recursively, so a body of a thousand
``[`` raised ``RecursionError`` inside DRF's ``JSONParser``, which DRF does not catch: a 500
and a traceback. This parser measures the nesting depth first, on the text with its strings
taken out (a bracket inside a string is no nesting), with regular expressions and
``itertools.accumulate``, which run in C and recurse nowhere; only a body within the limits
reaches ``json.loads``. Every request body the API takes is at most a few levels deep
(``{"submissions": {"seat": {"kind": "text"}}}`` is the deepest), so :data:`MAX_DEPTH`
leaves ample room.

The body's size is bounded by Django's ``DATA_UPLOAD_MAX_MEMORY_SIZE``, the limit the page
forms already obey (DRF reads the stream itself and would not apply it): 413 beyond it.
"""

from __future__ import annotations

import re
from itertools import accumulate
from typing import IO, Any

from django.conf import settings
from django.utils.translation import gettext_lazy as _
from rest_framework import status
from rest_framework.exceptions import APIException, ParseError
from rest_framework.parsers import JSONParser
from rest_framework.utils import json

MAX_DEPTH = 32

# A JSON string; possessive quantifiers, so an unterminated string cannot make it backtrack.
_STRING = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]++")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class PayloadTooLarge(APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_detail = _("The request body is too large.")
    default_code = "payload_too_large"


def nesting_depth(text: str) -> int:
    """How deep arrays and objects nest in a JSON text (0 for a bare value). Brackets inside
    strings do not count; for malformed JSON it is an upper bound, which is all a limit needs."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


class SafeJSONParser(JSONParser):
    """DRF's ``JSONParser`` (same media type, same strict constants) with a depth and a size
    limit; every fault is a ``ParseError`` (400) or :class:`PayloadTooLarge` (413)."""

    max_depth = MAX_DEPTH

    def parse(self, stream: IO[bytes] | None, media_type: str | None = None,
              parser_context: dict[str, Any] | None = None) -> Any:
        parser_context = parser_context or {}
        encoding = parser_context.get("encoding", settings.DEFAULT_CHARSET)
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        raw = stream.read() if limit is None else stream.read(limit + 1)  # type: ignore[union-attr]
        if limit is not None and len(raw) > limit:
            raise PayloadTooLarge(
                _("The request body is larger than %(limit)d bytes; send less.")
                % {"limit": limit})
        try:
            text = raw.decode(encoding)
        except (LookupError, UnicodeDecodeError):
            raise ParseError(
                _("The request body is not %(encoding)s text; send JSON encoded as UTF-8.")
                % {"encoding": encoding}) from None
        depth = nesting_depth(text)
        if depth > self.max_depth:
            raise ParseError(
                _("The JSON body nests arrays and objects %(depth)d levels deep; at most "
                  "%(limit)d levels are accepted.") % {"depth": depth, "limit": self.max_depth})
        parse_constant = json.strict_constant if self.strict else None
        try:
            data = json.loads(text, parse_constant=parse_constant)
        except (ValueError, RecursionError) as exc:
            raise ParseError(_("JSON parse error - %(error)s") % {"error": exc}) from None
        try:
            # A lone surrogate escape ("\ud800") parses, but is no Unicode text: an error
            # message echoing it could not be encoded (a 500), nor could PostgreSQL store it.
            json.dumps(data, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            raise ParseError(_("The JSON body contains a lone surrogate escape (\\ud800 to "
                               "\\udfff), which is not text.")) from None
        return data
