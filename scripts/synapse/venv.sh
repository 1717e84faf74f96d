#!/usr/bin/env bash
# Make (once) the Python venv the test homeserver runs in: matrix-synapse from PyPI.
# Prints the venv's path on stdout. Needs python3-venv (Debian); creating it takes a
# minute or two and about 270 MB the first time, nothing after that.
#
#   scripts/synapse/venv.sh            # → /tmp/townhall-venvs/synapse (or $TOWNHALL_VENV_ROOT/synapse)
set -euo pipefail
ROOT="${TOWNHALL_VENV_ROOT:-/tmp/townhall-venvs}"
VENV="$ROOT/synapse"
# /usr/bin/python3 is Debian's; a pyenv interpreter in root's home could be unreadable elsewhere
PYTHON="$( [[ -x /usr/bin/python3 ]] && echo /usr/bin/python3 || command -v python3)"
WANT="$PYTHON matrix-synapse"
if [[ ! -x "$VENV/bin/python" || "$(cat "$VENV/.townhall-ok" 2>/dev/null)" != "$WANT" ]]; then
  printf '[synapse %s] creating venv %s (pip install matrix-synapse)\n' "$(date +%H:%M:%S)" "$VENV" >&2
  rm -rf "$VENV"
  mkdir -p "$ROOT"
  "$PYTHON" -m venv "$VENV" >&2
  "$VENV/bin/pip" install -q --upgrade pip >&2
  "$VENV/bin/pip" install -q matrix-synapse >&2
  # written last: a venv cut short by an interrupted install is made again next time
  printf '%s' "$WANT" > "$VENV/.townhall-ok"
fi
printf '%s\n' "$VENV"
