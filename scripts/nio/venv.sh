#!/usr/bin/env bash
# Make (once) the Python venv of the Matrix tests' real end-to-end client: matrix-nio with its
# e2e extra from PyPI (its encryption is vodozemac, the Matrix team's Rust implementation, shipped
# as a wheel: the bot's libolm then talks to another implementation). Prints the venv's path.
#
#   scripts/nio/venv.sh            # → /tmp/townhall-venvs/nio (or $TOWNHALL_VENV_ROOT/nio)
set -euo pipefail
exec bash "$(dirname "${BASH_SOURCE[0]}")/../python-venv.sh" nio 'matrix-nio[e2e]'
