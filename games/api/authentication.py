"""Token authentication that checks the key's shape before the database sees it: DRF looks any
header value up as it is, and PostgreSQL answers a NUL character with an error (a 500)."""

from __future__ import annotations

import re
from typing import Any

from drf_spectacular.extensions import OpenApiAuthenticationExtension
from drf_spectacular.plumbing import build_bearer_security_scheme_object
from rest_framework import exceptions
from rest_framework.authentication import TokenAuthentication

# DRF's keys are 40 hex digits.
TOKEN_KEY = re.compile(r"[0-9a-f]{40}")


class CheckedTokenAuthentication(TokenAuthentication):
    def authenticate_credentials(self, key: str) -> Any:
        if not TOKEN_KEY.fullmatch(key):
            raise exceptions.AuthenticationFailed("Invalid token.")
        return super().authenticate_credentials(key)


class CheckedTokenScheme(OpenApiAuthenticationExtension):
    """How the schema describes it: DRF's token header, ``Authorization: Token <key>``."""

    target_class = CheckedTokenAuthentication
    name = "tokenAuth"
    priority = 1

    def get_security_definition(self, auto_schema: Any) -> dict[str, Any]:
        return build_bearer_security_scheme_object(header_name="Authorization",
                                                   token_prefix="Token")
