"""Fill German msgstrs into a .po file from a {msgid: msgstr} table (a translator's helper).

``python tools/po_fill.py locale/de/LC_MESSAGES/django.po table.py`` where ``table.py`` defines
``T``. Entries are matched on their msgid (as written in the .po, escapes included; with a
msgctxt, on ``"context\x04msgid"``, as gettext keys them); a filled
entry loses its ``fuzzy`` flag. Entries not in the table stay as they are.
"""

from __future__ import annotations

import re
import runpy
import sys


def fill(po_text: str, table: dict[str, str]) -> tuple[str, int]:
    blocks = po_text.split("\n\n")
    filled = 0
    for i, block in enumerate(blocks):
        lines = block.split("\n")
        try:
            start = next(n for n, line in enumerate(lines) if line.startswith("msgid "))
            end = next(n for n, line in enumerate(lines) if line.startswith("msgstr "))
        except StopIteration:
            continue
        msgid = "".join(re.match(r'^(?:msgid )?"(.*)"$', line).group(1)
                        for line in lines[start:end])
        context = next((line[len('msgctxt "'):-1] for line in lines[:start]
                        if line.startswith("msgctxt ")), None)
        if context is not None:  # a key "context\x04msgid" picks one context's entry
            msgid = f"{context}\x04{msgid}"
        if msgid not in table or any(line.startswith("msgid_plural") for line in lines):
            continue
        kept = [line for line in lines[:start] if not line.startswith("#| ")]
        kept = [re.sub(r"^#, fuzzy, ", "#, ", line) for line in kept if line != "#, fuzzy"]
        kept += [*lines[start:end], f'msgstr "{table[msgid]}"']
        blocks[i] = "\n".join(kept)
        filled += 1
    return "\n\n".join(blocks), filled


if __name__ == "__main__":
    path, table_file = sys.argv[1], sys.argv[2]
    with open(path, encoding="utf-8") as po:
        text, count = fill(po.read(), runpy.run_path(table_file)["T"])
    with open(path, "w", encoding="utf-8") as po:
        po.write(text)
    print(f"{count} entries filled")
