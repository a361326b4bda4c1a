"""The project's import graph and its circles (issue 25: "floors that mean something").

    .venv/bin/python tools/import_graph.py            # every circle, largest first
    .venv/bin/python tools/import_graph.py --edges X  # what module X imports, and who imports X

A module imports another when any ``import`` statement in it names that module: at the top,
inside a function (an import moved into a function to dodge a circle at start-up is still an
arrow back up) or under ``if TYPE_CHECKING:`` (a type named across the floors ties them as
much as a call does). ``from a import b`` imports ``a`` and, when ``a.b`` is a module of the
project, ``a.b`` too. A *face* (a package's ``__init__.py`` under 40 lines that only hands
names on: imports, a docstring, ``__all__``) is no node: it is the door, not a floor. This is
the reading of the before-stop hook the sessions run (it sits beside the repository, never
read by it), so the two agree.
A circle is a strongly connected component of more than one module (Tarjan's algorithm).
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("adjudication", "games", "gamemaster")


def module_names(root: Path = ROOT) -> dict[str, Path]:
    """Every module of the project's packages, by dotted name (migrations left out: Django
    writes them, and they import nothing of ours that imports them back)."""
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            if "migrations" in parts:
                continue
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def is_face(path: Path) -> bool:
    """A package's ``__init__.py`` that only hands names on (and is short enough to read as a
    list of them): imports, a docstring and ``__all__``, under 40 lines."""
    if path.name != "__init__.py":
        return False
    text = path.read_text(encoding="utf-8")
    if len(text.splitlines()) >= 40:
        return False
    return all(isinstance(node, ast.Import | ast.ImportFrom | ast.Expr)
               or (isinstance(node, ast.Assign)
                   and all(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets))
               for node in ast.parse(text).body)


def _imports(tree: ast.AST) -> Iterable[ast.Import | ast.ImportFrom]:
    return (node for node in ast.walk(tree) if isinstance(node, ast.Import | ast.ImportFrom))


def _resolve(name: str, modules: dict[str, Path]) -> str | None:
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def edges(modules: dict[str, Path]) -> dict[str, set[str]]:
    faces = {name for name, path in modules.items() if is_face(path)}
    graph: dict[str, set[str]] = {name: set() for name in modules if name not in faces}
    for name in graph:
        path = modules[name]
        is_package = path.name == "__init__.py"
        for node in _imports(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = node.module or ""
                if node.level:
                    anchor = name.split(".")
                    anchor = anchor[: len(anchor) - node.level + (1 if is_package else 0)]
                    base = ".".join([*anchor, base] if base else anchor)
                targets = [base, *(f"{base}.{alias.name}" for alias in node.names)]
            for target in targets:
                resolved = _resolve(target, modules)
                if resolved and resolved != name and resolved not in faces:
                    graph[name].add(resolved)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module, largest first."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        # Iterative Tarjan: (node, iterator over its successors).
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            advanced = False
            for succ in successors:
                if succ not in index:
                    index[succ] = low[succ] = counter
                    counter += 1
                    stack.append(succ)
                    on_stack.add(succ)
                    work.append((succ, iter(sorted(graph[succ]))))
                    advanced = True
                    break
                if succ in on_stack:
                    low[node] = min(low[node], index[succ])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return sorted(found, key=lambda c: (-len(c), c))


def main(argv: list[str]) -> int:
    modules = module_names()
    graph = edges(modules)
    if argv[:1] == ["--edges"]:
        for name in argv[1:]:
            print(f"{name} imports: {', '.join(sorted(graph.get(name, ())))}")
            print(f"{name} is imported by: "
                  + ", ".join(sorted(m for m, targets in graph.items() if name in targets)))
        return 0
    found = circles(graph)
    for component in found:
        print(f"{len(component)} modules: {' '.join(component)}")
    print(f"{len(found)} circles")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
