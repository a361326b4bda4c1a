"""Where the shared DATC file lives: ``$GAMEMASTER_SHARED_DIR/datc`` or ``../shared/datc``
beside the repository (CI clones the repo with ``shared/`` next to it)."""

import os
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def shared_dir() -> Path:
    configured = os.environ.get("GAMEMASTER_SHARED_DIR")
    return Path(configured) if configured else REPO / ".." / "shared"


DATC_FILE = shared_dir() / "datc" / "datc_v2.4_06.txt"
