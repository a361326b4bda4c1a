"""Lines that start a signature or a mail program's footer: the sig dash and "sent from"
lines. (A first version; the parse work replaces it with the full list.)"""

from __future__ import annotations

import re

MARKER = re.compile(
    r"^\s*(?:--\s*|_{2,}\s*|sent from my .{1,40}|von meinem .{1,40} gesendet\.?|"
    r"gesendet von meinem .{1,40}|get outlook for .{1,40}|inviato da .{1,40}|"
    r"envoyé de mon .{1,40}|enviado desde mi .{1,40}|verzonden vanaf mijn .{1,40})$",
    re.IGNORECASE)


def is_signature_marker(line: str) -> bool:
    return bool(MARKER.match(line))
