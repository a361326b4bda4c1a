"""Root URLs. The game pages (``games.urls``) and the API (``games.api.urls``) belong to the web
layer; this file only mounts them."""

from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    path("admin/", admin.site.urls),
    path("i18n/", include("django.conf.urls.i18n")),
    path("api/", include("games.api.urls")),
    path("", include("games.urls")),
]
