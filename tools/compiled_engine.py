"""The optional mypyc build of the standard engine's hot modules (docs/architecture.md).

    python tools/compiled_engine.py build    # with mypy installed (scripts/compile-engines)
    python tools/compiled_engine.py clean    # remove the build: everything runs pure Python
    python tools/compiled_engine.py status [--expect compiled|pure]   # --expect: also import

The ``.py`` files stay the engine. ``build`` compiles the same source with mypyc (the compiler
mypy ships) into C extensions placed beside them (``plain_movement.cpython-311-...so``), which
Python imports instead of the ``.py``; without them everything runs as pure Python, unchanged.
A build is valid for the source it was made from only: ``build`` records each module's SHA-256
in :data:`STAMP`, and :func:`status` calls a module whose ``.py`` changed since "stale" (a test
fails on a stale build: it would run old code in place of the edited source).

Only this module's ``build`` needs mypy; ``status`` and ``clean`` are standard library only.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import os
import shutil
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The modules on the hot path of adjudication.resolve for a standard movement phase (profile:
# docs/performance.md, "Figures, compiled with mypyc"), compiled together as one group so that
# their calls to one another are native calls.
MODULES = (
    "adjudication/diplomacy/plain_movement.py",
    "adjudication/diplomacy/plain_lines.py",
    "adjudication/diplomacy/plain_resolution.py",
    "adjudication/diplomacy/interface.py",
    "adjudication/diplomacy/plain_answer.py",
    "adjudication/diplomacy/phase_input.py",
    "adjudication/diplomacy/per_map.py",
    "adjudication/diplomacy/canonical.py",
)
# One shared library for the group: adjudication/diplomacy/compiled__mypyc.*.so
GROUP = "adjudication.diplomacy.compiled"
STAMP = "adjudication/diplomacy/compiled__mypyc.json"  # module -> SHA-256 of the source built
BUILD_DIR = "build/mypyc"  # generated C and object files (gitignored)
PACKAGE_DIR = "adjudication"  # no other extension modules live under it: the engines are .py


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _extensions(source: Path) -> list[Path]:
    """The extension modules beside ``source`` that Python would import in its place."""
    return [source.with_name(source.stem + suffix) for suffix in EXTENSION_SUFFIXES
            if source.with_name(source.stem + suffix).exists()]


def status(root: Path = ROOT) -> dict[str, str]:
    """Every module of :data:`MODULES` (and any other ``.py`` under ``adjudication/`` with an
    extension beside it) -> "pure" (no extension), "compiled" (an extension built from the
    ``.py`` as it is now) or "stale" (an extension built from another version of it, or
    without a record of its source)."""
    try:
        built = json.loads((root / STAMP).read_text())["sources"]
    except (OSError, ValueError, KeyError, TypeError):
        built = {}
    found: dict[str, str] = {}
    candidates = {root / name for name in MODULES}
    candidates.update(path for path in (root / PACKAGE_DIR).rglob("*.py") if _extensions(path))
    for source in sorted(candidates):
        name = source.relative_to(root).as_posix()
        if not _extensions(source):
            found[name] = "pure"
        elif source.exists() and built.get(name) == _digest(source):
            found[name] = "compiled"
        else:
            found[name] = "stale"
    return found


def _module_name(source: str) -> str:
    return source.removesuffix(".py").replace("/", ".")


def _kind(module: object) -> str:
    """How a module was imported: "compiled" (from an extension) or "pure" (its ``.py``)."""
    return "pure" if str(getattr(module, "__file__", "")).endswith(".py") else "compiled"


def imported_build() -> str:
    """Which build this process runs, per module of :data:`MODULES` (those imported): for
    benchmarks to print beside their figures."""
    parts = []
    for name in MODULES:
        module = sys.modules.get(_module_name(name))
        if module is not None:
            parts.append(f"{Path(name).stem} {_kind(module)}")
    states = status()
    stale = [Path(name).stem for name, state in states.items() if state == "stale"]
    warning = f" (STALE build of {', '.join(stale)}: scripts/compile-engines)" if stale else ""
    return ", ".join(parts) + warning


def clean(root: Path = ROOT) -> list[Path]:
    """Remove every extension module under ``adjudication/``, the record and the build
    directory; return what was removed."""
    removed = [path for path in sorted((root / PACKAGE_DIR).rglob("*"))
               if path.is_file() and any(path.name.endswith(s) for s in EXTENSION_SUFFIXES)]
    for path in removed:
        path.unlink()
    for path in (root / STAMP, root / BUILD_DIR):
        if path.is_dir():
            shutil.rmtree(path)
            removed.append(path)
        elif path.exists():
            path.unlink()
            removed.append(path)
    return removed


def build(root: Path = ROOT) -> None:
    """Compile :data:`MODULES` in place (after :func:`clean`, so nothing of an earlier build
    survives) and record their sources' digests. Needs mypy (requirements-compile.txt)."""
    from mypyc.build import mypycify  # only here: the rest of this module needs no mypy
    from setuptools import setup

    clean(root)
    sources = {name: _digest(root / name) for name in MODULES}
    # follow-imports=silent: the modules compiled must type-check; the engine modules they
    # import are read for their types only (they run as pure Python, unchanged).
    extensions = mypycify(["--follow-imports=silent", f"--cache-dir={BUILD_DIR}/mypy-cache",
                           *MODULES], opt_level="3",
                          group_name=GROUP, target_dir=f"{BUILD_DIR}/c")
    setup(name="gamemaster-engine-compiled", packages=[], py_modules=[],
          ext_modules=extensions,
          script_args=["-q", "build_ext", "--inplace", "--build-temp", f"{BUILD_DIR}/temp",
                       "--build-lib", f"{BUILD_DIR}/lib"])
    changed = [name for name, digest in sources.items() if _digest(root / name) != digest]
    if changed:
        raise SystemExit(f"sources changed during the build: {', '.join(changed)}; build again")
    (root / STAMP).write_text(json.dumps(
        {"sources": sources, "python": sys.version.split()[0]}, indent=1) + "\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("build", "clean", "status"))
    parser.add_argument("--expect", choices=("compiled", "pure"),
                        help="with status: fail unless every module is built so")
    args = parser.parse_args()
    if args.command == "build":
        os.chdir(ROOT)  # mypycify takes paths relative to the project root
        build(ROOT)
        return 0
    if args.command == "clean":
        for path in clean(ROOT):
            print(f"removed {path.relative_to(ROOT)}")
        return 0
    states = status(ROOT)
    for name, state in states.items():
        print(f"{state:9} {name}")
    if args.expect and any(state != args.expect for state in states.values()):
        print(f"error: not every module is {args.expect}", file=sys.stderr)
        return 1
    if args.expect:  # and this interpreter imports each module so
        sys.path.insert(0, str(ROOT))
        for name in MODULES:
            module = importlib.import_module(_module_name(name))
            if _kind(module) != args.expect:
                print(f"error: {module.__name__} imports from {module.__file__}", file=sys.stderr)
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
