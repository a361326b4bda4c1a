"""One game, one folder (issue 25, docs/architecture.md "Adding a game"): everything a game
adds to the platform lives in its package (``games/rulesets/<game>/``: rule set, forms, pages,
API, services, urls, templates, demo), and the core never names a game.

The core is every code or template file of the platform outside the games' own folders (the
settings line that registers a game, and migrations, are not code that acts). A game's key
found there (``europa1815`` …) is the core knowing a game. Europa 1815, 1848 and Rather
Silly have moved; ``NOT_YET_MOVED`` (now empty) may only shrink: a file that names a game
and is not listed fails here, and so does a listed file that no longer names it.
``diplomacy`` is not searched for yet: it is also the standard engine's name
(``adjudication.diplomacy``), which the core's maps use.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("europa1815", "game1848", "rather_silly")

NOT_YET_MOVED: dict[str, set[str]] = {
    "europa1815": set(),  # moved (2026-11-29)
    "game1848": set(),  # moved (2026-11-29)
    "rather_silly": set(),  # moved (2026-11-29)
}


def _core_files() -> list[Path]:
    found = []
    for top in ("games", "templates"):
        for path in sorted((ROOT / top).rglob("*")):
            relative = path.relative_to(ROOT).as_posix()
            if path.suffix not in (".py", ".html", ".txt") or "migrations" in path.parts:
                continue
            if relative.startswith("games/rulesets/") and relative.count("/") > 2:
                continue  # inside a game's own folder
            found.append(path)
    return found


def naming(game: str) -> set[str]:
    # Not inside a longer word, but "views_game1848" names the game too.
    word = re.compile(rf"(?<![A-Za-z0-9]){game}(?![A-Za-z0-9])")
    return {path.relative_to(ROOT).as_posix() for path in _core_files()
            if word.search(path.read_text(encoding="utf-8"))}


def test_the_core_names_no_game_beyond_the_files_not_yet_moved() -> None:
    for game in GAMES:
        unexpected = naming(game) - NOT_YET_MOVED[game]
        assert not unexpected, (
            f"core files naming {game}: {sorted(unexpected)}; a game's platform part belongs "
            f"in games/rulesets/{game}/ (docs/architecture.md, 'Adding a game')")


def test_the_list_of_files_not_yet_moved_only_shrinks() -> None:
    for game in GAMES:
        gone = NOT_YET_MOVED[game] - naming(game)
        assert not gone, f"no longer naming {game}: take {sorted(gone)} off NOT_YET_MOVED"


def test_the_search_sees_a_game_named_in_a_core_template(tmp_path, monkeypatch) -> None:
    """The searcher itself: a made-up tree with one core template naming a game, one file
    inside the game's folder (allowed) and a word that only contains the key."""
    (tmp_path / "templates" / "games").mkdir(parents=True)
    (tmp_path / "games" / "rulesets" / "europa1815").mkdir(parents=True)
    (tmp_path / "templates" / "games" / "a.html").write_text('{% if g == "europa1815" %}')
    (tmp_path / "templates" / "games" / "b.html").write_text("noteuropa1815x")
    (tmp_path / "games" / "rulesets" / "europa1815" / "views.py").write_text("KEY = 'europa1815'")
    monkeypatch.setattr(__import__(__name__, fromlist=["ROOT"]), "ROOT", tmp_path)
    assert naming("europa1815") == {"templates/games/a.html"}
