"""The optional mypyc build (tools/compiled_engine.py, scripts/compile-engines) never runs code
other than the .py files as they are: an extension built from an older version of a module is
"stale", and the tree this suite runs in must have none (it would run in the module's place)."""

from __future__ import annotations

import hashlib
import json
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from tools import compiled_engine
from tools.compiled_engine import MODULES, STAMP, clean, status


def test_no_stale_build_in_this_tree() -> None:
    stale = [name for name, state in status().items() if state == "stale"]
    assert not stale, (f"extension modules built from another version of {stale}: run "
                       "scripts/compile-engines (rebuild) or scripts/compile-engines --clean")


def _tree(tmp_path: Path) -> Path:
    for name in MODULES:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(f"# {name}\n")
    return tmp_path


def _fake_extension(root: Path, name: str) -> Path:
    source = root / name
    extension = source.with_name(source.stem + EXTENSION_SUFFIXES[0])
    extension.write_bytes(b"not really a library")
    return extension


def _stamp(root: Path, names: list[str]) -> None:
    sources = {name: hashlib.sha256((root / name).read_bytes()).hexdigest() for name in names}
    (root / STAMP).write_text(json.dumps({"sources": sources}))


def test_status_tells_pure_compiled_and_stale_apart(tmp_path: Path) -> None:
    root = _tree(tmp_path)
    assert set(status(root).values()) == {"pure"}
    first, second = MODULES[0], MODULES[1]
    _fake_extension(root, first)
    _fake_extension(root, second)
    assert status(root)[first] == "stale"  # an extension without a record of its source
    _stamp(root, [first, second])
    assert status(root)[first] == status(root)[second] == "compiled"
    assert status(root)[MODULES[2]] == "pure"
    (root / second).write_text("# edited after the build\n")
    assert status(root)[first] == "compiled"
    assert status(root)[second] == "stale"


def test_an_extension_beside_any_engine_module_is_looked_at(tmp_path: Path) -> None:
    root = _tree(tmp_path)
    other = "adjudication/diplomacy/movement.py"
    (root / other).write_text("# not in MODULES\n")
    _fake_extension(root, other)
    assert status(root)[other] == "stale"


def test_clean_removes_every_extension_the_record_and_the_build_directory(
        tmp_path: Path) -> None:
    root = _tree(tmp_path)
    extensions = [_fake_extension(root, name) for name in MODULES]
    shared = root / "adjudication/diplomacy" / f"compiled__mypyc{EXTENSION_SUFFIXES[0]}"
    shared.write_bytes(b"")
    _stamp(root, list(MODULES))
    (root / compiled_engine.BUILD_DIR / "c").mkdir(parents=True)
    removed = clean(root)
    assert set(removed) >= {*extensions, shared, root / STAMP}
    assert not any(path.exists() for path in [*extensions, shared, root / STAMP])
    assert not (root / compiled_engine.BUILD_DIR).exists()
    assert all((root / name).exists() for name in MODULES)  # the engine itself stays
    assert set(status(root).values()) == {"pure"}
