"""The floors of the house (issue 25, docs/architecture.md "Import floors"): no module imports,
directly or through others, a module that imports it back.

Neither the engines nor the platform hold a circle (the platform's services/emails/tasks
knot was untied in issue 25: tasks are queued by name through ``games.dispatch``, the read-only
checks and ``phase_due_at`` sit below the selectors, the outbox below the mail modules). Any
new circle fails here.
"""

from __future__ import annotations

from tools.import_graph import circles, edges, is_face, module_names


def test_no_module_imports_itself_back() -> None:
    found = circles(edges(module_names()))
    assert found == [], (
        f"import circles: {found}; import downwards only: engines -> their faces; models -> "
        "selectors -> emails -> services -> tasks -> views/API (docs/architecture.md)")


def test_each_engine_package_opens_with_a_face() -> None:
    """An engine's ``__init__.py`` only hands names on (no code of its own, under 40 lines):
    what it does lives in a module that can sit on a floor (``facade.py``, ``variants.py``)."""
    modules = module_names()
    engines = sorted(name for name, path in modules.items()
                     if name.startswith("adjudication") and path.name == "__init__.py")
    assert len(engines) >= 5, engines  # adjudication and its four game packages at least
    not_faces = [name for name in engines if not is_face(modules[name])]
    assert not_faces == [], f"these engine packages do more than hand names on: {not_faces}"


def test_the_graph_sees_function_local_and_type_checking_imports_and_skips_faces(
        tmp_path) -> None:
    """The reader's own rules, on a made-up package: a function-local import is an arrow
    (hiding a circle in a function still ties the floors), so is one under ``if
    TYPE_CHECKING``; ``from pkg import mod`` reaches ``pkg`` and ``pkg.mod``; a face is no
    node, but a package ``__init__`` that defines something is one."""
    package = tmp_path / "games"
    package.mkdir()
    (package / "__init__.py").write_text('"""The face."""\nfrom games.low import f\n')
    (package / "low.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from games import high\n"
        "def f():\n    from games.mid import g\n    return g\n")
    (package / "mid.py").write_text("from . import low\n")
    (package / "high.py").write_text("import games.low\nfrom games import f\n")
    inner = package / "inner"
    inner.mkdir()
    (inner / "__init__.py").write_text("from games.inner.a import x\ndef y():\n    return x\n")
    (inner / "a.py").write_text("from games.inner import y\nx = 1\n")
    modules = module_names(tmp_path)
    graph = edges(modules)
    assert "games" not in graph  # the face
    assert graph["games.low"] == {"games.high", "games.mid"}
    assert graph["games.mid"] == {"games.low"}
    assert graph["games.high"] == {"games.low"}
    assert graph["games.inner.a"] == {"games.inner"}
    assert circles(graph) == [["games.high", "games.low", "games.mid"],
                              ["games.inner", "games.inner.a"]]
