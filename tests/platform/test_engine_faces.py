"""The platform reaches each engine only through its face (docs/architecture.md, "Engine faces").

Every ``.py`` under ``games/`` is parsed with :mod:`ast` (never imported) and fails here when it

- imports an engine's inner module: ``import adjudication.<pkg>.<module>``,
  ``from adjudication.<pkg>.<module> import ...``, ``from adjudication.<pkg> import <module>``
  (a submodule is taken by name as well as by dotted path) or ``from adjudication import
  <module>`` for a module that is not an engine package (``games.py``, ``cli.py``);
- imports anything of ``adjudication`` anywhere but at module top level (inside a function, a
  class or an ``if``/``try`` block: a function-local import hides a reach past the face from a
  reader of the module's head);
- takes a name from a face that the face does not list in its ``__all__`` (``from
  adjudication.rather_silly import x`` or ``engine.x`` after ``import adjudication.game1848 as
  engine``);
- names an engine package in a string given to a call (``import_module("adjudication...")``,
  ``resources.files("adjudication.europa1815") / "data"``): a reach past the face in disguise.

The faces' ``__all__`` lists are read from the engines' ``__init__.py`` with :mod:`ast` too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

pytestmark = pytest.mark.once  # reads the sources

ROOT = Path(__file__).resolve().parents[2]
ENGINES = ROOT / "adjudication"
PLATFORM = ROOT / "games"


def _packages() -> set[str]:
    return {p.name for p in ENGINES.iterdir() if (p / "__init__.py").is_file()}


def _modules_of(package: Path) -> set[str]:
    """The importable children of a package: ``x.py`` files and sub-packages."""
    found = {p.stem for p in package.glob("*.py") if p.stem != "__init__"}
    return found | {p.name for p in package.iterdir() if (p / "__init__.py").is_file()}


def _face(init: Path) -> set[str]:
    """The names of ``__all__`` in a package's ``__init__.py`` (empty set: none declared)."""
    for node in ast.parse(init.read_text(encoding="utf-8")).body:
        targets = (node.targets if isinstance(node, ast.Assign) else
                   [node.target] if isinstance(node, ast.AnnAssign) else [])
        if any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets):
            return set(ast.literal_eval(node.value))
    return set()


FACES = {"adjudication": _face(ENGINES / "__init__.py")} | {
    f"adjudication.{name}": _face(ENGINES / name / "__init__.py") for name in _packages()}


def _is_engine(module: str | None) -> bool:
    return module is not None and (module == "adjudication"
                                   or module.startswith("adjudication."))


def _inner(module: str) -> str | None:
    """Why importing the dotted ``module`` passes by a face, or None when it is a face."""
    return None if module in FACES else f"{module} is an engine's inner module"


def _name_problems(module: str, names: list[ast.alias]) -> list[str]:
    problems = []
    if module not in FACES:
        return problems
    inner = (_modules_of(ENGINES) - _packages() if module == "adjudication"
             else _modules_of(ENGINES / module.split(".")[1]))
    for alias in names:
        if module == "adjudication" and alias.name in _packages():
            continue  # ``from adjudication import rather_silly``: the package's face
        if alias.name in inner:
            problems.append(f"from {module} import {alias.name}: {alias.name} is an inner "
                            "module; import the names the face exports")
        elif alias.name == "*" or alias.name not in FACES[module]:
            problems.append(f"from {module} import {alias.name}: not in {module}.__all__")
    return problems


def problems_of(source: str) -> list[str]:
    """Every way ``source`` reaches an engine past its face, as ``line N: why``."""
    tree = ast.parse(source)
    top = {id(node) for node in tree.body}
    aliases: dict[str, str] = {}  # local name -> face module, for attribute checks
    problems: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            engine = [a for a in node.names if _is_engine(a.name)]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and _is_engine(node.module):
            engine = node.names
        else:
            continue
        if not engine:
            continue
        if id(node) not in top:
            problems.append((node.lineno, "an engine import not at module top level"))
        if isinstance(node, ast.Import):
            for alias in engine:
                why = _inner(alias.name)
                if why:
                    problems.append((node.lineno, f"import {alias.name}: {why}"))
                elif alias.asname:
                    aliases[alias.asname] = alias.name
                elif alias.name == "adjudication":
                    aliases["adjudication"] = "adjudication"
        else:
            why = _inner(node.module or "")
            if why:
                problems.append((node.lineno, f"from {node.module} import ...: {why}"))
            else:
                problems += [(node.lineno, p) for p in _name_problems(node.module or "", engine)]
                aliases.update({a.asname or a.name: f"{node.module}.{a.name}" for a in engine
                                if f"{node.module}.{a.name}" in FACES})
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            problems += [(node.lineno, f"{arg.value!r} named in a call: use the face's names")
                         for arg in [*node.args, *(k.value for k in node.keywords)]
                         if isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                         and _is_engine(arg.value)]
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                and node.value.id in aliases
                and node.attr not in FACES[aliases[node.value.id]]):
            problems.append((node.lineno, f"{node.value.id}.{node.attr}: not in "
                                          f"{aliases[node.value.id]}.__all__"))
    return [f"line {n}: {why}" for n, why in sorted(problems)]


def test_every_engine_package_declares_its_face() -> None:
    assert _packages() >= {"diplomacy", "rather_silly", "game1848", "europa1815"}
    empty = sorted(name for name, face in FACES.items() if not face)
    assert not empty, f"no __all__ in {empty}"


@pytest.mark.parametrize("source, expected", [
    ("from adjudication.rather_silly.grammar import parse_order\n",
     "adjudication.rather_silly.grammar is an engine's inner module"),
    ("import adjudication.diplomacy.maps\n", "adjudication.diplomacy.maps is an engine's inner"),
    ("from adjudication.rather_silly import lamas\n", "lamas is an inner module"),
    ("from adjudication import games\n", "games is an inner module"),
    ("def f():\n    from adjudication.diplomacy import check_orders\n",
     "an engine import not at module top level"),
    ("try:\n    import adjudication\nexcept ImportError:\n    pass\n",
     "an engine import not at module top level"),
    ("from adjudication.diplomacy import no_such_name\n", "not in adjudication.diplomacy.__all__"),
    ("import adjudication.game1848 as engine\nengine.state_from_json({})\n",
     "engine.state_from_json: not in adjudication.game1848.__all__"),
    ("x = resources.files('adjudication.europa1815') / 'data'\n",
     "'adjudication.europa1815' named in a call"),
])
def test_the_check_catches_each_reach_past_a_face(source: str, expected: str) -> None:
    assert any(expected in p for p in problems_of(source)), problems_of(source)


def test_a_face_import_at_module_top_passes() -> None:
    source = ("import adjudication.game1848 as engine\n"
              "from adjudication import resolve\n"
              "from adjudication.diplomacy import check_orders\n"
              "x = engine.resolve\n")
    assert problems_of(source) == []


def test_the_platform_imports_only_engine_faces_at_module_top() -> None:
    found = []
    for path in sorted(PLATFORM.rglob("*.py")):
        found += [f"{path.relative_to(ROOT)} {p}"
                  for p in problems_of(path.read_text(encoding="utf-8"))]
    assert not found, "the platform reaches past an engine's face:\n" + "\n".join(found)
