"""URL converter for database ids (``<id:game_id>``): at most 18 digits, so an absurd id is a
404 and never an integer overflow inside the database driver (a 500). Importing this module
registers it."""

from django.urls import register_converter


class IdConverter:
    regex = "[0-9]{1,18}"

    def to_python(self, value: str) -> int:
        return int(value)

    def to_url(self, value: int) -> str:
        return str(value)


register_converter(IdConverter, "id")
