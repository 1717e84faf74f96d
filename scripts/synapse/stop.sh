#!/usr/bin/env bash
# Stop the Synapse that scripts/synapse/start.sh DIR started, through its PID file only.
set -euo pipefail
source "$(cd "$(dirname "$0")" && pwd)/../ircnet/common.sh"
say() { printf '[synapse %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
DIR="${1:?usage: stop.sh DIR}"
[[ -d "$DIR" ]] || exit 0
stop_by_pidfile "$DIR/run/synapse.pid" synapse synapse.app.homeserver
