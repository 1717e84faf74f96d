#!/usr/bin/env bash
# Make (once) the Python venv the test homeserver runs in: matrix-synapse from PyPI.
# Prints the venv's path on stdout. Creating it takes a minute or two and about 270 MB the
# first time, nothing after that.
#
#   scripts/synapse/venv.sh            # → /tmp/townhall-venvs/synapse (or $TOWNHALL_VENV_ROOT/synapse)
set -euo pipefail
exec bash "$(dirname "${BASH_SOURCE[0]}")/../python-venv.sh" synapse matrix-synapse
