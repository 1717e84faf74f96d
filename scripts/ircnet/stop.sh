#!/usr/bin/env bash
# Stop the network that start.sh started in DIR, using its PID files only.
# Services go first so Atheme can save its database; then the IRC server.
set -euo pipefail
source "$(dirname "$0")/common.sh"
DIR="${1:?usage: stop.sh DIR}"
[[ -d "$DIR" ]] || exit 0
stop_by_pidfile "$DIR/run/atheme.pid" atheme atheme-services
stop_by_pidfile "$DIR/run/inspircd.pid" inspircd /usr/sbin/inspircd
rm -f "$DIR/run/atheme.server.pid" "$DIR/run/inspircd.server.pid" "$DIR/run/client-cert.registered"
