#!/usr/bin/env bash
# Runs one of the nio drivers here as matrix-nio, in the venv scripts/nio/venv.sh makes:
#
#   scripts/nio/run.sh encrypted_dm.py ARGUMENT...      # or encrypted_room.py
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
VENV="$("$HERE/venv.sh")"
SCRIPT="$1"
shift
exec "$VENV/bin/python" "$HERE/$SCRIPT" "$@"
