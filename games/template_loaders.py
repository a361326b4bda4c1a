"""Each registered game's own templates (docs/architecture.md, "Adding a game").

A game keeps its pages and mail parts in its package's ``templates/`` folder; this loader
looks there, in ``settings.GAMEMASTER_RULESETS`` order, after the project's ``templates/``
and the apps' own. The folders are read from the setting at lookup time, so registering a
game is the one settings line and nothing else.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from django.template.loaders.filesystem import Loader as FilesystemLoader

from games.rulesets.registry import game_packages


def game_template_dirs() -> list[Path]:
    found = []
    for package in game_packages():
        spec = importlib.util.find_spec(package)
        for location in (spec.submodule_search_locations or []) if spec else []:
            folder = Path(location) / "templates"
            if folder.is_dir():
                found.append(folder)
    return found


class GameTemplates(FilesystemLoader):
    def get_dirs(self) -> list[Path]:
        return game_template_dirs()
