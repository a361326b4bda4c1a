"""What the log says about a refused request: one line, never a traceback.

Django logs a ``PermissionDenied``, a ``BadRequest`` or a ``SuspiciousOperation`` with the
exception attached, so every 403 a probe or a curious player provokes wrote a whole traceback
(9,635 in one probe run, issue 26), burying the real errors an operator must see. A refusal is
an answer the app meant to give: its record keeps the level, the message, the path and the
status, and loses the traceback. Answers of 500 and above, and every record without a status,
are left as they are.
"""

from __future__ import annotations

import logging


class RefusalsInOneLine(logging.Filter):
    """On ``django.request`` and ``django.security``: drops the traceback of a 4xx record."""

    def filter(self, record: logging.LogRecord) -> bool:
        status = getattr(record, "status_code", None)
        if isinstance(status, int) and 400 <= status < 500:
            record.exc_info = None
            record.exc_text = None
        return True
