#!/usr/bin/env bash
# Stop the standby scripts/postgres/standby-start.sh DIR started and delete it; the server, if
# still running, no longer waits for a synchronous standby.
#   scripts/postgres/standby-stop.sh DIR
set -euo pipefail
DIR="${1:?usage: standby-stop.sh DIR}"
say() { printf '[standby %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
DATA="$(cat "$DIR/datadir" 2>/dev/null || true)"
STANDBY="$(cat "$DIR/standby-datadir" 2>/dev/null || true)"
[[ -n "$STANDBY" && -d "$STANDBY" ]] || exit 0
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
if [[ "$(id -u)" == 0 ]]; then as_owner() { runuser -u postgres -- "$@"; }; else as_owner() { "$@"; }; fi
if [[ -n "$DATA" ]] && as_owner "$BIN/pg_ctl" -D "$DATA/cluster" status >/dev/null 2>&1; then
  # the server's own port (line 4 of its pid file), whatever POSTGRES_PORT says here
  PORT="$(sed -n 4p "$DATA/cluster/postmaster.pid")"
  as_owner "$BIN/psql" -h "$DATA" -p "$PORT" -U postgres -d postgres -qAt \
    -c "ALTER SYSTEM RESET synchronous_standby_names" -c "SELECT pg_reload_conf()" >/dev/null \
    || say "could not reset synchronous_standby_names on port $PORT: its commits wait for a standby until start.sh starts it again"
fi
if as_owner "$BIN/pg_ctl" -D "$STANDBY" status >/dev/null 2>&1; then
  say "stopping the standby in $STANDBY"
  as_owner "$BIN/pg_ctl" -D "$STANDBY" -m fast -w -t 30 stop >/dev/null
fi
rm -rf "$STANDBY" "$DIR/standby-datadir"
