from typing import Any

from django.apps import AppConfig
from django.db.models.signals import post_migrate
from django.utils.translation import gettext_lazy as _


def _install_stamps(using: str = "default", **kwargs: Any) -> None:
    """After every ``migrate``: the change stamp's triggers (games/stamps.py), which SQLite
    drops when a migration rebuilds a table and a database built without migrations lacks."""
    from games import stamps

    stamps.install(using)


class GamesConfig(AppConfig):
    name = "games"
    verbose_name = _("Games")
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        post_migrate.connect(_install_stamps, sender=self, dispatch_uid="games.stamps")
