"""One exception handler for the whole API: domain errors from the services become 4xx answers
in DRF's validation-error shape (``{"field": ["message"]}``), naming the field at fault;
everything else is DRF's own handling."""

from __future__ import annotations

from typing import Any

from rest_framework.response import Response
from rest_framework.settings import api_settings
from rest_framework.views import exception_handler as drf_exception_handler

from games.errors import DomainError, LinesRefused, NotAllowed, NotFound


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if isinstance(exc, DomainError):
        if isinstance(exc, NotAllowed | NotFound):
            return Response({"detail": exc.message}, status=exc.status_code)
        field = exc.field or api_settings.NON_FIELD_ERRORS_KEY
        body: dict[str, Any] = {field: [exc.message]}
        if isinstance(exc, LinesRefused):
            body["lines"] = exc.lines  # every line with its reading or verdict
        return Response(body, status=exc.status_code)
    return drf_exception_handler(exc, context)
