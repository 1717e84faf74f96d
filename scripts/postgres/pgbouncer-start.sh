#!/usr/bin/env bash
# Start a real pgbouncer for tests in front of a PostgreSQL server on 127.0.0.1:$POSTGRES_PORT (the
# test server of scripts/postgres/start.sh, or a node of a failover cluster): Debian's pgbouncer
# (installed with apt-get when missing), listening on 127.0.0.1:$PGBOUNCER_PORT, in transaction
# pooling with 2 server connections per database and user, so that every client of a database
# shares them and each transaction may land on a session another client used just before. Every
# database of the server is reachable through it under its own name; `townhall_gone` leads to a
# port where nothing listens (a server that is away). Prints KEY=VALUE lines on stdout once it
# accepts connections. One already running for DIR is kept.
#
#   scripts/postgres/pgbouncer-start.sh DIR     # stop with scripts/postgres/pgbouncer-stop.sh DIR
# Environment and defaults:
#   PGBOUNCER_PORT=15442
#   POSTGRES_PORT=15432              the PostgreSQL server behind it, already started
#   POSTGRES_PASSWORD=townhall-test  its role townhall's password, which pgbouncer checks and passes on
#   TOWNHALL_WATCH_PID               a process (the test run) whose end stops pgbouncer (stop_when_gone)
#
# pgbouncer refuses to run as root: as root it runs as the `postgres` account, its files under
# ${TMPDIR:-/tmp} as start.sh's cluster is.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
source "$HERE/../ircnet/common.sh"
say() { printf '[pgbouncer %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }

DIR="${1:?usage: pgbouncer-start.sh DIR}"
mkdir -p "$DIR" && DIR="$(cd "$DIR" && pwd)"
PORT="${PGBOUNCER_PORT:-15442}"
SERVER_PORT="${POSTGRES_PORT:-15432}"
PASSWORD="${POSTGRES_PASSWORD:-townhall-test}"

if ! command -v pgbouncer >/dev/null && [[ ! -x /usr/sbin/pgbouncer ]]; then
  say "installing pgbouncer (Debian)"
  SUDO=""; [[ "$(id -u)" == 0 ]] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq pgbouncer >&2
fi
PGBOUNCER="$(command -v pgbouncer || echo /usr/sbin/pgbouncer)"
if [[ "$(id -u)" == 0 ]]; then
  OWNER=postgres
  as_owner() { runuser -u postgres -- "$@"; }
else
  OWNER="$(id -un)"
  as_owner() { "$@"; }
fi

report() {
  stop_when_gone "$HERE/pgbouncer-stop.sh" "$DIR"
  printf '%s\n' "PGBOUNCER_URL=postgres://townhall@127.0.0.1:$PORT/townhall?pooler=pgbouncer" \
    "PGBOUNCER_PORT=$PORT" "POSTGRES_PASSWORD=$PASSWORD" "PGBOUNCER_DIR=$DIR"
}

# where its files live is remembered in DIR (`rundir`: start.sh's `datadir` names a cluster)
RUN="$(cat "$DIR/rundir" 2>/dev/null || true)"
if [[ -n "$RUN" && -s "$RUN/pgbouncer.pid" ]] && is_running "$(cat "$RUN/pgbouncer.pid")" && port_open "$PORT"; then
  say "already running on 127.0.0.1:$PORT"
  report
  exit 0
fi
[[ -n "$RUN" ]] && bash "$HERE/pgbouncer-stop.sh" "$DIR"
port_open "$PORT" && fail "127.0.0.1:$PORT is taken by another program (choose PGBOUNCER_PORT)"
port_open "$SERVER_PORT" || fail "no PostgreSQL on 127.0.0.1:$SERVER_PORT to put pgbouncer in front of (start scripts/postgres/start.sh first)"
RUN="$(mktemp -d "${TMPDIR:-/tmp}/townhall-pgbouncer-$PORT.XXXXXX")"
echo "$RUN" > "$DIR/rundir"
chmod 700 "$RUN"
# the password in clear, so pgbouncer can log in to PostgreSQL with SCRAM as the client did
printf '"townhall" "%s"\n' "$PASSWORD" > "$RUN/userlist.txt"
cat > "$RUN/pgbouncer.ini" <<INI
[databases]
townhall_gone = host=127.0.0.1 port=1 dbname=townhall
* = host=127.0.0.1 port=$SERVER_PORT

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $PORT
unix_socket_dir =
auth_type = scram-sha-256
auth_file = $RUN/userlist.txt
logfile = $RUN/pgbouncer.log
pidfile = $RUN/pgbouncer.pid
pool_mode = transaction
; two server sessions per database and user, shared by every client of that database
default_pool_size = 2
min_pool_size = 0
reserve_pool_size = 0
max_client_conn = 500
; a connection to the server that hangs is given up after 5 s. After a failed connection
; pgbouncer fails each client at once ("server login has been failing") until a new one is up,
; and starts that new one only server_login_retry (15 s by default) after the failure: a server
; that is back would stay "away" that long. Here it tries again at once.
server_connect_timeout = 5
server_login_retry = 0
; a client waits at most this long for a server session (all busy, or the server away), and
; is then told so (08P01, which the bot answers "can't reach the database"), rather than held for
; pgbouncer's default 120 s; below the engine's 10 s connect deadline, so a new connection hears
; it too
query_wait_timeout = 5
INI
chown -R "$OWNER" "$RUN"
say "starting on 127.0.0.1:$PORT in front of 127.0.0.1:$SERVER_PORT (transaction pooling, 2 server connections)"
as_owner "$PGBOUNCER" -d -q "$RUN/pgbouncer.ini" || { tail -n 20 "$RUN/pgbouncer.log" >&2 || true; fail "pgbouncer did not start"; }
for _ in $(seq 1 80); do
  port_open "$PORT" && { report; exit 0; }
  sleep 0.25
done
tail -n 20 "$RUN/pgbouncer.log" >&2 || true
fail "pgbouncer did not listen on 127.0.0.1:$PORT within 20 s (log: $RUN/pgbouncer.log)"
