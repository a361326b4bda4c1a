"""ASGI entry point (not used by the default set-up; kept for ASGI servers)."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")
application = get_asgi_application()
