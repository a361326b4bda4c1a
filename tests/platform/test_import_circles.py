"""The floors of the house (issue 25, docs/architecture.md "Import floors"): no module imports,
directly or through others, a module that imports it back.

The engines and the form modules have no circle at all (``form_fields.py`` holds what the
form modules share). The platform still holds the circles listed in
``KNOWN_PLATFORM_CIRCLES`` (being untied); a new circle, or a known one that grows, fails
here. When a change unties part of one, the test says so, and the list shrinks with it.
"""

from __future__ import annotations

from tools.import_graph import circles, edges, is_face, module_names

# The services/emails/tasks/selectors knot: services queue mails, the outbox queues Celery
# tasks by importing games.tasks, the tasks call services.
KNOWN_PLATFORM_CIRCLES: list[frozenset[str]] = [
    frozenset({
        "games.emails.messages", "games.emails.notices", "games.emails.outbox",
        "games.emails.rendering",
        "games.selectors", "games.services", "games.services.absences",
        "games.services.access", "games.services.announcements",
        "games.services.due", "games.services.game_end",
        "games.services.games", "games.services.invitations", "games.services.mail_actions",
        "games.services.mail_inbox", "games.services.mail_reading",
        "games.services.mail_receive", "games.services.mails", "games.services.nmr",
        "games.services.press", "games.services.press_digest", "games.services.processing",
        "games.services.review", "games.services.rulings", "games.services.schedule",
        "games.services.seats", "games.services.submissions", "games.services.sweep",
        "games.tasks", "games.web_selectors",
    }),
]


def _found() -> list[frozenset[str]]:
    return [frozenset(c) for c in circles(edges(module_names()))]


def test_no_engine_module_imports_itself_back() -> None:
    engine = [sorted(c) for c in _found() if any(m.startswith("adjudication") for m in c)]
    assert engine == [], f"import circles in the engines: {engine}"


def test_the_platform_has_no_new_circle_and_no_known_one_grew() -> None:
    platform = [c for c in _found() if not any(m.startswith("adjudication") for m in c)]
    for circle in platform:
        assert any(circle <= known for known in KNOWN_PLATFORM_CIRCLES), (
            f"a new import circle (or a known one grew): {sorted(circle)}; "
            "import downwards only: models -> selectors -> services -> emails/tasks -> views")


def test_the_list_of_known_circles_is_not_larger_than_the_circles() -> None:
    """Untying a circle must shrink the list, or it would let the old knot come back."""
    found = _found()
    for known in KNOWN_PLATFORM_CIRCLES:
        assert known in found, (
            f"a known circle is now smaller or gone; write what remains of it: "
            f"{[sorted(c) for c in found if c <= known]}")


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
