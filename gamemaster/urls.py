"""Root URLs. The game pages (``games.urls``) and the API (``games.api.urls``) belong to the web
layer; this file only mounts them."""

from django.contrib import admin
from django.http import HttpRequest, HttpResponsePermanentRedirect
from django.templatetags.static import static
from django.urls import include, path
from django.views.i18n import JavaScriptCatalog


def favicon(request: HttpRequest) -> HttpResponsePermanentRedirect:
    """Browsers ask for /favicon.ico on every page whatever the page links; answer with the
    icon (looked up per request: the hashed name exists only after collectstatic)."""
    return HttpResponsePermanentRedirect(static("favicon.svg"))


urlpatterns = [
    path("admin/", admin.site.urls),
    path("favicon.ico", favicon, name="favicon"),
    path("i18n/", include("django.conf.urls.i18n")),
    # gettext() for static/js/*.js (the djangojs domain in locale/).
    path("jsi18n/", JavaScriptCatalog.as_view(), name="javascript-catalog"),
    path("api/", include("games.api.urls")),
    path("", include("games.urls")),
]
