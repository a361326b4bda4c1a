"""``python -m tools.devset7``: rewrites tests/mail/devset7/ (the .eml files and
expected.json; reports/ holds the app's mails the corpus quotes and is not rewritten)."""

from __future__ import annotations

import json
from pathlib import Path

from tools.devset3.clients import Reports, compose
from tools.devset7.recipes import REPORTS, all_mails

FOLDER = REPORTS.parent


def generate(folder: Path = FOLDER) -> dict[str, bytes]:
    reports = Reports(folder / "reports")
    out: dict[str, bytes] = {}
    expected = {}
    for i, m in enumerate(all_mails()):
        name = f"h6-{i + 1:03d}-{m.key}.eml"
        out[name] = compose(m, reports, i)  # type: ignore[arg-type]
        expected[name] = m.expectation()
    out["expected.json"] = (json.dumps(expected, ensure_ascii=False, indent=1,
                                       sort_keys=True) + "\n").encode("utf-8")
    return out


def main() -> None:
    files = generate()
    for old in FOLDER.glob("*.eml"):
        old.unlink()
    for name, data in files.items():
        (FOLDER / name).write_bytes(data)
    print(f"{len(files) - 1} mails written to {FOLDER}")


if __name__ == "__main__":
    main()
