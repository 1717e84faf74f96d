#!/usr/bin/env bash
# Stop the test SMTP server that start.sh started in DIR, through its PID file only.
set -euo pipefail
source "$(dirname "$0")/../ircnet/common.sh"
DIR="${1:?usage: stop.sh DIR}"
[[ -d "$DIR" ]] || exit 0
stop_by_pidfile "$DIR/run/server.pid" smtpserver smtp_server.py 5
