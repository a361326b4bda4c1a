"""Django project package: settings, root URLs, the Celery app and start-up checks."""

from gamemaster.celery import app as celery_app

__all__ = ["celery_app"]
