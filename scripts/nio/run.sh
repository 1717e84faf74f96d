#!/usr/bin/env bash
# Plays one encrypted DM with the bot as matrix-nio (scripts/nio/encrypted_dm.py, its arguments
# passed on) in the venv scripts/nio/venv.sh makes.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
VENV="$("$HERE/venv.sh")"
exec "$VENV/bin/python" "$HERE/encrypted_dm.py" "$@"
