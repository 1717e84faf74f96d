#!/usr/bin/env bash
# Start a real pg_auto_failover cluster for tests: a monitor, a primary and a secondary (Debian's
# postgresql-15-auto-failover, installed with apt-get when missing), each a PostgreSQL server of
# its own on 127.0.0.1, with synchronous replication on (pg_auto_failover's default once the
# secondary has caught up). Creates the login role `townhall` (password $POSTGRES_PASSWORD) and
# its database `townhall` on the primary. Prints KEY=VALUE lines on stdout once the primary and
# the secondary both report their state; FAILOVER_URL is `pg_autoctl show uri`'s multi-host URL.
#
#   scripts/postgres/failover-start.sh DIR     # stop with scripts/postgres/failover-stop.sh DIR
# Environment and defaults:
#   FAILOVER_PORT=15452     the monitor's port; the two nodes take the next two
#   POSTGRES_PASSWORD=townhall-test
#   FAILOVER_WATCH_PID      a process (the test run) whose end stops the cluster: a watcher
#                           started here runs failover-stop.sh once it is gone, so a killed test
#                           run leaves no servers behind
#
# As root, the cluster belongs to the `postgres` account and lives under ${TMPDIR:-/tmp}, as
# start.sh's does; pg_autoctl's own configuration and state files live in the data folder too
# (XDG_CONFIG_HOME, XDG_DATA_HOME), never in a home directory.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
source "$HERE/../ircnet/common.sh"
say() { printf '[pg_auto_failover %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }

DIR="${1:?usage: failover-start.sh DIR}"
mkdir -p "$DIR" && DIR="$(cd "$DIR" && pwd)"
MONITOR_PORT="${FAILOVER_PORT:-15452}"
PORTS=("$((MONITOR_PORT + 1))" "$((MONITOR_PORT + 2))")
PASSWORD="${POSTGRES_PASSWORD:-townhall-test}"

if ! command -v pg_autoctl >/dev/null; then
  say "installing postgresql-15-auto-failover (Debian)"
  SUDO=""; [[ "$(id -u)" == 0 ]] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql-15-auto-failover >&2
fi
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
if [[ "$(id -u)" == 0 ]]; then OWNER=postgres; else OWNER="$(id -un)"; fi

DATA="$(cat "$DIR/datadir" 2>/dev/null || true)"
if [[ -n "$DATA" && -d "$DATA" ]]; then
  # a cluster this folder started before (a run that was killed): start afresh
  bash "$HERE/failover-stop.sh" "$DIR"
fi
DATA="$(mktemp -d "${TMPDIR:-/tmp}/townhall-failover-$MONITOR_PORT.XXXXXX")"
echo "$DATA" > "$DIR/datadir"
chown "$OWNER" "$DATA"
chmod 700 "$DATA"
for port in "$MONITOR_PORT" "${PORTS[@]}"; do
  port_open "$port" && fail "127.0.0.1:$port is taken by another program (choose FAILOVER_PORT)"
done

# pg_autoctl as the cluster's owner, its files in the data folder
AUTOCTL=(env "XDG_CONFIG_HOME=$DATA/config" "XDG_DATA_HOME=$DATA/state" "PATH=$BIN:/usr/bin:/bin" pg_autoctl)
[[ "$(id -u)" == 0 ]] && AUTOCTL=(runuser -u postgres -- "${AUTOCTL[@]}")
autoctl() { "${AUTOCTL[@]}" "$@"; }
# a pg_autoctl service in the background, in a session of its own (a test's signals never reach
# it), its pid kept for failover-stop.sh
service() {
  local name="$1"; shift
  touch "$DIR/$name.log" && chown "$OWNER" "$DIR/$name.log"
  setsid bash -c 'exec "$@" >>"'"$DIR/$name.log"'" 2>&1 </dev/null' _ "$@" &
  echo $! > "$DIR/$name.pid"
}
sql() {
  local port="$1"; shift
  if [[ "$(id -u)" == 0 ]]; then runuser -u postgres -- "$BIN/psql" -h 127.0.0.1 -p "$port" -v ON_ERROR_STOP=1 -qAt "$@"
  else "$BIN/psql" -h 127.0.0.1 -p "$port" -v ON_ERROR_STOP=1 -qAt "$@"; fi
}
wait_for() {
  local what="$1" seconds="$2"; shift 2
  for _ in $(seq 1 $((seconds * 4))); do
    "$@" >/dev/null 2>&1 && return 0
    sleep 0.25
  done
  for log in "$DIR"/*.log; do echo "── $log" >&2; tail -n 15 "$log" >&2; done
  fail "$what did not happen within $seconds s (logs in $DIR)"
}

say "monitor on 127.0.0.1:$MONITOR_PORT"
service monitor "${AUTOCTL[@]}" create monitor --pgdata "$DATA/monitor" --pgport "$MONITOR_PORT" --pgctl "$BIN/pg_ctl" \
  --hostname 127.0.0.1 --auth trust --no-ssl --run
# Waited for through its PostgreSQL server, not with pg_autoctl: every pg_autoctl command makes
# the state folders of the PGDATA it is given, and one run while `create monitor` makes them can
# make that fail ("Failed to create state directory …: File exists").
wait_for "the monitor's start" 60 sql "$MONITOR_PORT" -d pg_auto_failover -c "SELECT 1 FROM pgautofailover.formation LIMIT 1"
MONITOR_URI="postgres://autoctl_node@127.0.0.1:$MONITOR_PORT/pg_auto_failover?sslmode=prefer"
# the monitor notices a node that stopped answering sooner than its defaults (20 s unhealthy),
# so a failover after a node's death fits in a test; these are the monitor's own settings. A dead
# node refuses the health check's connection at once; the timeout is for a live node slow to
# answer (a busy test machine), which must not be taken for a dead one and failed over.
sql "$MONITOR_PORT" -d pg_auto_failover \
  -c "ALTER SYSTEM SET pgautofailover.health_check_period = 1000" \
  -c "ALTER SYSTEM SET pgautofailover.health_check_timeout = 3000" \
  -c "ALTER SYSTEM SET pgautofailover.health_check_max_retries = 1" \
  -c "ALTER SYSTEM SET pgautofailover.health_check_retry_delay = 500" \
  -c "ALTER SYSTEM SET pgautofailover.node_considered_unhealthy_timeout = 3000" \
  -c "ALTER SYSTEM SET pgautofailover.primary_demote_timeout = 5000" \
  -c "SELECT pg_reload_conf()" >/dev/null

# the nodes' states, in the order they joined, once each has reached the state assigned to it
settled_states() {
  [[ "$(sql "$MONITOR_PORT" -d pg_auto_failover -c "SELECT string_agg(reportedstate::text, ',' ORDER BY nodeid) FROM pgautofailover.node WHERE reportedstate = goalstate")" == "$1" ]]
}
for i in 1 2; do
  port="${PORTS[$((i - 1))]}"
  say "node$i on 127.0.0.1:$port"
  service "node$i" "${AUTOCTL[@]}" create postgres --pgdata "$DATA/node$i" --pgport "$port" --pgctl "$BIN/pg_ctl" \
    --hostname 127.0.0.1 --name "node$i" --dbname townhall --monitor "$MONITOR_URI" --auth trust --no-ssl --run
  if ((i == 1)); then
    wait_for "node1's start as the only node" 90 settled_states single
    # The secondary begins with a base backup, which waits for a spread checkpoint on the
    # primary: about a minute and a half of an idle test cluster's start. Spreading protects a
    # busy production server's I/O; a test cluster's checkpoints may run at once.
    sql "$port" -d postgres -c "ALTER SYSTEM SET checkpoint_completion_target = 0" -c "SELECT pg_reload_conf()" >/dev/null
  fi
done
wait_for "a primary and a secondary" 120 settled_states primary,secondary
sql "${PORTS[0]}" -d postgres <<SQL
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'townhall') THEN
    CREATE ROLE townhall LOGIN CREATEDB PASSWORD '$PASSWORD';
  END IF;
END \$\$;
ALTER DATABASE townhall OWNER TO townhall;
SQL

if [[ -n "${FAILOVER_WATCH_PID:-}" ]]; then
  setsid bash -c 'while kill -0 "$0" 2>/dev/null; do sleep 2; done; exec bash "$1" "$2"' \
    "$FAILOVER_WATCH_PID" "$HERE/failover-stop.sh" "$DIR" >/dev/null 2>&1 </dev/null &
  echo $! > "$DIR/watcher.pid"
fi

printf '%s\n' "FAILOVER_URL=$(autoctl show uri --pgdata "$DATA/monitor" --formation default)" \
  "FAILOVER_MONITOR_URL=$MONITOR_URI" "FAILOVER_PORTS=${PORTS[0]},${PORTS[1]}" \
  "FAILOVER_DATA=$DATA" "POSTGRES_PASSWORD=$PASSWORD"
