"""How German pages and mails show a day and a moment (FORMAT_MODULE_PATH).

One way per kind: a day is ``DATE_FORMAT``, a moment (a ZAT, when something was sent) is
``DATETIME_FORMAT`` with the weekday and the reader's time zone. Templates write
``|date:"DATE_FORMAT"`` / ``|date:"DATETIME_FORMAT"``, Python ``formats.date_format(...)``;
never a format string of their own (tests/web/test_date_formats.py).
"""

DATE_FORMAT = "d.m.Y"  # 04.03.2026
DATETIME_FORMAT = "D d.m.Y H:i T"  # Mi 04.03.2026 20:00 CET
SHORT_DATE_FORMAT = DATE_FORMAT
SHORT_DATETIME_FORMAT = DATETIME_FORMAT
