#!/usr/bin/env bash
# Stop the PostgreSQL test server started by scripts/postgres/start.sh DIR and delete its cluster
# (test data only). With --keep, stop it at once (like a server that went away) and keep the
# cluster, for start.sh to start again.
#   scripts/postgres/stop.sh [--keep] DIR
set -euo pipefail
KEEP=0
if [[ "${1:-}" == --keep ]]; then KEEP=1; shift; fi
DIR="${1:?usage: stop.sh [--keep] DIR}"
say() { printf '[postgres %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
DATA="$(cat "$DIR/datadir" 2>/dev/null || true)"
[[ -n "$DATA" && -d "$DATA/cluster" ]] || exit 0
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [[ "$(id -u)" == 0 ]]; then as_owner() { runuser -u postgres -- "$@"; }; else as_owner() { "$@"; }; fi
if as_owner "$BIN/pg_ctl" -D "$DATA/cluster" status >/dev/null 2>&1; then
  say "stopping PostgreSQL in $DATA"
  as_owner "$BIN/pg_ctl" -D "$DATA/cluster" -m "$([[ $KEEP == 1 ]] && echo immediate || echo fast)" -w -t 30 stop >/dev/null
fi
[[ $KEEP == 1 ]] || rm -rf "$DATA" "$DIR/datadir"
