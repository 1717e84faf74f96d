#!/usr/bin/env bash
# Make (once) a Python venv of the tests' under $TOWNHALL_VENV_ROOT (/tmp/townhall-venvs), with one
# package from PyPI, and print its path. Needs python3-venv (Debian). A venv cut short by an
# interrupted install is made again next time (its marker is written last).
#
#   scripts/python-venv.sh NAME PACKAGE     # e.g. synapse matrix-synapse → /tmp/townhall-venvs/synapse
set -euo pipefail
NAME="$1" PACKAGE="$2"
ROOT="${TOWNHALL_VENV_ROOT:-/tmp/townhall-venvs}"
VENV="$ROOT/$NAME"
# /usr/bin/python3 is Debian's; a pyenv interpreter in root's home could be unreadable elsewhere
PYTHON="$( [[ -x /usr/bin/python3 ]] && echo /usr/bin/python3 || command -v python3)"
WANT="$PYTHON $PACKAGE"
if [[ ! -x "$VENV/bin/python" || "$(cat "$VENV/.townhall-ok" 2>/dev/null)" != "$WANT" ]]; then
  printf '[%s %s] creating venv %s (pip install %s)\n' "$NAME" "$(date +%H:%M:%S)" "$VENV" "$PACKAGE" >&2
  rm -rf "$VENV"
  mkdir -p "$ROOT"
  "$PYTHON" -m venv "$VENV" >&2
  "$VENV/bin/pip" install -q --upgrade pip >&2
  "$VENV/bin/pip" install -q "$PACKAGE" >&2
  printf '%s' "$WANT" > "$VENV/.townhall-ok"
fi
printf '%s\n' "$VENV"
