#!/usr/bin/env bash
# Stop the pgbouncer started by scripts/postgres/pgbouncer-start.sh DIR and delete its files.
#   scripts/postgres/pgbouncer-stop.sh DIR
set -euo pipefail
DIR="${1:?usage: pgbouncer-stop.sh DIR}"
say() { printf '[pgbouncer %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
RUN="$(cat "$DIR/rundir" 2>/dev/null || true)"
[[ -n "$RUN" ]] || exit 0
pid="$(cat "$RUN/pgbouncer.pid" 2>/dev/null || true)"
if [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null; then
  say "stopping pgbouncer ($pid)"
  # TERM: pgbouncer closes every connection at once
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
  kill -KILL "$pid" 2>/dev/null || true
fi
rm -rf "$RUN"
rm -f "$DIR/rundir"
