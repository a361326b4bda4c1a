from django.apps import AppConfig


class GamemasterConfig(AppConfig):
    """Registers the start-up system checks in ``checks.py``."""

    name = "gamemaster"

    def ready(self) -> None:
        from gamemaster import checks  # noqa: F401  (registers the checks)
