"""The rules document and the code do not drift apart: every test it names as pinning a
decision exists."""

import ast
import re

from tests.engine.datc_location import REPO

DOC = REPO / "docs" / "rules" / "europa-1815.md"


def _tests(name: str) -> set[str]:
    tree = ast.parse((REPO / "tests" / "engine" / f"test_europa1815_{name}.py").read_text())
    found = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            found.add(node.name)
        elif isinstance(node, ast.ClassDef):
            found.add(node.name)
            found |= {f"{node.name}::{item.name}" for item in node.body
                      if isinstance(item, ast.FunctionDef)}
    return found


def test_every_pinning_test_named_in_the_rules_document_exists():
    cited = re.findall(r"`([a-z]+)::([A-Za-z_:]+)`", DOC.read_text(encoding="utf-8"))
    assert len(cited) > 50
    missing = [f"{name}::{test}" for name, test in cited if test not in _tests(name)]
    assert missing == []
