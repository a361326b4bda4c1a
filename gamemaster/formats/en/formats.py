"""How English pages and mails show a day and a moment (FORMAT_MODULE_PATH).

The same two kinds as the German formats (``gamemaster/formats/de/formats.py``), in an order
no English reader misreads: day, month name, year.
"""

DATE_FORMAT = "j M Y"  # 4 Mar 2026
DATETIME_FORMAT = "D j M Y, H:i T"  # Wed 4 Mar 2026, 14:00 EST
SHORT_DATE_FORMAT = DATE_FORMAT
SHORT_DATETIME_FORMAT = DATETIME_FORMAT
