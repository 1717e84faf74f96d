#!/usr/bin/env bash
# Give the PostgreSQL server started by scripts/postgres/start.sh DIR a streaming standby on
# loopback and make it synchronous: every commit on the server then waits until the standby has
# flushed it (synchronous_commit=on, the default), as a highly available deployment's primary
# does. For benchmarks that measure what a synchronous standby costs; the server must be running.
# The standby is a base backup of the server (over its socket), on 127.0.0.1:$STANDBY_PORT with
# its socket in its own folder (never /tmp: socket lock files there are shared).
#
#   scripts/postgres/standby-start.sh DIR       # stop with scripts/postgres/standby-stop.sh DIR
# Environment and defaults:
#   POSTGRES_PORT=15432   the server's port
#   STANDBY_PORT=15537
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
source "$HERE/../ircnet/common.sh"
say() { printf '[standby %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }

DIR="$(cd "${1:?usage: standby-start.sh DIR}" && pwd)"
PORT="${POSTGRES_PORT:-15432}"
STANDBY_PORT="${STANDBY_PORT:-15537}"
DATA="$(cat "$DIR/datadir" 2>/dev/null || true)"
[[ -n "$DATA" && -d "$DATA/cluster" ]] || fail "no server started by start.sh in $DIR"
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
if [[ "$(id -u)" == 0 ]]; then
  OWNER=postgres
  as_owner() { runuser -u postgres -- "$@"; }
else
  OWNER="$(id -un)"
  as_owner() { "$@"; }
fi
psql_admin() { as_owner "$BIN/psql" -h "$DATA" -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -qAt "$@"; }
# beside the server's folder, not in it: stop.sh deletes that folder, and a standby whose files
# went with it would keep running
STANDBY="$DATA.standby"
port_open "$STANDBY_PORT" && fail "127.0.0.1:$STANDBY_PORT is taken by another program (choose STANDBY_PORT)"
rm -rf "$STANDBY"
mkdir -m 700 "$STANDBY" && chown "$OWNER" "$STANDBY"
echo "$STANDBY" > "$DIR/standby-datadir"
say "base backup of 127.0.0.1:$PORT into $STANDBY"
# initdb's pg_hba.conf trusts replication over the server's socket, which only its owner reaches
as_owner "$BIN/pg_basebackup" -h "$DATA" -p "$PORT" -U postgres -D "$STANDBY" -R -X stream -c fast >&2
say "starting the standby on 127.0.0.1:$STANDBY_PORT"
touch "$DIR/standby.log" && chown "$OWNER" "$DIR/standby.log"
as_owner "$BIN/pg_ctl" -D "$STANDBY" -l "$DIR/standby.log" -w -t 60 \
  -o "-p $STANDBY_PORT -k $STANDBY -c listen_addresses=127.0.0.1 -c max_connections=1000 -c cluster_name=townhall_standby" start >/dev/null \
  || { tail -n 20 "$DIR/standby.log" >&2; fail "the standby did not start (log: $DIR/standby.log)"; }
# (a standby may not take fewer connections than its server: start.sh gives 1000)
# the walreceiver names itself after cluster_name, which the server then waits for
psql_admin -c "ALTER SYSTEM SET synchronous_standby_names = 'townhall_standby'" -c "SELECT pg_reload_conf()" >/dev/null
for _ in $(seq 1 60); do
  [[ "$(psql_admin -c "SELECT sync_state FROM pg_stat_replication WHERE application_name = 'townhall_standby'")" == sync ]] && break
  sleep 0.5
done
[[ "$(psql_admin -c "SELECT sync_state FROM pg_stat_replication WHERE application_name = 'townhall_standby'")" == sync ]] \
  || fail "the standby did not become synchronous (log: $DIR/standby.log)"
say "synchronous standby streaming"
printf '%s\n' "STANDBY_PORT=$STANDBY_PORT"
