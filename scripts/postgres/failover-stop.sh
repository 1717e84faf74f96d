#!/usr/bin/env bash
# Stop the pg_auto_failover cluster started by scripts/postgres/failover-start.sh DIR and delete
# its data (test data only): each pg_autoctl service is stopped with the PostgreSQL server it
# runs, any server left running (a service killed first) is stopped at once, and then the watcher.
#   scripts/postgres/failover-stop.sh DIR
set -euo pipefail
DIR="${1:?usage: failover-stop.sh DIR}"
say() { printf '[pg_auto_failover %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
DATA="$(cat "$DIR/datadir" 2>/dev/null || true)"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [[ "$(id -u)" == 0 ]]; then as_owner() { runuser -u postgres -- "$@"; }; else as_owner() { "$@"; }; fi
# the services first, so no keeper starts a server again behind us
for name in node2 node1 monitor; do
  pid="$(cat "$DIR/$name.pid" 2>/dev/null || true)"
  [[ -n "$pid" ]] && kill -TERM "$pid" 2>/dev/null || true
done
for name in node2 node1 monitor; do
  pid="$(cat "$DIR/$name.pid" 2>/dev/null || true)"
  [[ -n "$pid" ]] || continue
  for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
  kill -KILL "$pid" 2>/dev/null || true
  rm -f "$DIR/$name.pid"
done
if [[ -n "$DATA" && -d "$DATA" ]]; then
  for cluster in "$DATA"/node2 "$DATA"/node1 "$DATA"/monitor; do
    [[ -s "$cluster/PG_VERSION" ]] || continue
    if as_owner "$BIN/pg_ctl" -D "$cluster" status >/dev/null 2>&1; then
      say "stopping PostgreSQL in $cluster"
      as_owner "$BIN/pg_ctl" -D "$cluster" -m immediate -w -t 30 stop >/dev/null || true
    fi
  done
  rm -rf "$DATA"
fi
rm -f "$DIR/datadir"
watcher="$(cat "$DIR/watcher.pid" 2>/dev/null || true)"
rm -f "$DIR/watcher.pid"
# the watcher may be what runs this script: it ends by itself then
[[ -n "$watcher" && "$watcher" != "$PPID" ]] && kill "$watcher" 2>/dev/null || true
