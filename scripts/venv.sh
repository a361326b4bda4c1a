# Sourced by scripts/run and scripts/test: make .venv/ in the project root and install a
# requirements file into it (again only when that file changed).
# Usage: ensure_venv requirements.txt

ensure_venv() {
  local requirements=$1 python=${PYTHON:-python3}
  if ! command -v "$python" >/dev/null 2>&1; then
    echo "error: $python not found. Install Python 3.11 or later (Debian: apt-get install python3)." >&2
    exit 1
  fi
  if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
    echo "error: $("$python" --version 2>&1) is too old; gamemaster needs Python 3.11 or later." >&2
    echo "       Point PYTHON at a newer one, e.g. PYTHON=python3.12 $0" >&2
    exit 1
  fi
  if [ ! -x .venv/bin/python ]; then
    echo "Creating .venv/ with $("$python" --version 2>&1) ..."
    if ! "$python" -m venv .venv 2>/dev/null; then
      rm -rf .venv
      local pkg="python3-venv"
      local minor
      minor=$("$python" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
      if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "python3 -m venv failed (Debian ships venv separately); installing $pkg ..."
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$pkg" "python$minor-venv" >/dev/null \
          || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$pkg" >/dev/null
        "$python" -m venv .venv
      else
        echo "error: '$python -m venv' failed: Debian's venv module is missing." >&2
        echo "       Run:  sudo apt-get install $pkg   (or python$minor-venv), then run $0 again." >&2
        exit 1
      fi
    fi
  fi
  local stamp=".venv/.installed-$(basename "$requirements")"
  local digest
  digest=$(cat "$requirements" requirements.txt | sha256sum | cut -d' ' -f1)
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$digest" ]; then
    echo "Installing $requirements into .venv/ ..."
    .venv/bin/python -m pip install --quiet --disable-pip-version-check --upgrade pip
    .venv/bin/python -m pip install --quiet --disable-pip-version-check -r "$requirements"
    echo "$digest" > "$stamp"
  fi
}
