#!/usr/bin/env bash
# Start a real PostgreSQL server for tests: Debian's own server binaries (installed with
# apt-get when missing), a cluster of its own, listening on 127.0.0.1:$POSTGRES_PORT only
# (and a Unix socket in its data folder). Creates the login role `townhall` (password
# $POSTGRES_PASSWORD, allowed to create databases, so each test can make a throwaway one) and
# a database `townhall`. Prints KEY=VALUE lines on stdout once the server answers. A server
# already running for DIR is kept.
#
#   scripts/postgres/start.sh DIR        # stop with scripts/postgres/stop.sh DIR
# Environment and defaults:
#   POSTGRES_PORT=15432
#   POSTGRES_PASSWORD=townhall-test
#   POSTGRES_TLS_CERT, POSTGRES_TLS_KEY  PEM certificate chain and key: the server also speaks TLS
#                                        (ssl=on; plain connections are still accepted)
#   POSTGRES_FSYNC=on                    off: the server never asks the kernel to flush (see below)
#   POSTGRES_EXTRA_OPTIONS               more server settings, e.g. to look into a benchmark's
#                                        statements: "-c shared_preload_libraries=pg_stat_statements"
#
# PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` account the
# Debian package creates, and lives under /tmp (a checkout under /root is not readable by it).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
source "$HERE/../ircnet/common.sh"
say() { printf '[postgres %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }

DIR="${1:?usage: start.sh DIR}"
mkdir -p "$DIR" && DIR="$(cd "$DIR" && pwd)"
# held until this script ends: a watcher of an ended run does not stop the server under us
lifecycle_lock "$DIR"
PORT="${POSTGRES_PORT:-15432}"
PASSWORD="${POSTGRES_PASSWORD:-townhall-test}"

bindir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
if [[ -z "$(bindir)" ]]; then
  say "installing postgresql (Debian)"
  SUDO=""; [[ "$(id -u)" == 0 ]] || SUDO="sudo"
  $SUDO apt-get update -qq
  # the package's own cluster is not used; policy-rc.d keeps it from being started
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >&2
fi
BIN="$(bindir)"
[[ -x "$BIN/postgres" ]] || fail "no PostgreSQL server binaries under /usr/lib/postgresql"

if [[ "$(id -u)" == 0 ]]; then
  OWNER=postgres
  as_owner() { runuser -u postgres -- "$@"; }
else
  OWNER="$(id -un)"
  as_owner() { "$@"; }
fi
# where the cluster lives is remembered in DIR, for stop.sh
DATA="$(cat "$DIR/datadir" 2>/dev/null || true)"
if [[ -z "$DATA" ]]; then
  DATA="$(mktemp -d "${TMPDIR:-/tmp}/townhall-postgres-$PORT.XXXXXX")"
  echo "$DATA" > "$DIR/datadir"
fi
mkdir -p "$DATA"
chown "$OWNER" "$DATA"
chmod 700 "$DATA"
CLUSTER="$DATA/cluster"
LOG="$DIR/postgres.log"
touch "$LOG" && chown "$OWNER" "$LOG"

report() {
  stop_when_gone "$HERE/stop.sh" "$DIR"
  printf '%s\n' "POSTGRES_URL=postgres://townhall@127.0.0.1:$PORT/townhall" \
    "POSTGRES_PORT=$PORT" "POSTGRES_PASSWORD=$PASSWORD" "POSTGRES_DIR=$DIR"
}
psql_admin() { as_owner "$BIN/psql" -h "$DATA" -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -qAt "$@"; }

if as_owner "$BIN/pg_ctl" -D "$CLUSTER" status >/dev/null 2>&1 && psql_admin -c 'select 1' >/dev/null 2>&1; then
  say "already running in $DATA"
  report
  exit 0
fi
port_open "$PORT" && fail "127.0.0.1:$PORT is taken by another program (choose POSTGRES_PORT)"
if [[ ! -s "$CLUSTER/PG_VERSION" ]]; then
  say "creating a cluster in $CLUSTER"
  # local (socket) connections are trusted: only the owner can reach the socket in $DATA;
  # TCP connections need a password, as a deployment's would
  as_owner "$BIN/initdb" -D "$CLUSTER" -U postgres --auth-local=trust --auth-host=scram-sha-256 \
    -E UTF8 --locale=C.UTF-8 >/dev/null
fi
TLS_OPTIONS=""
if [[ -n "${POSTGRES_TLS_CERT:-}" ]]; then
  # the server reads its key only when the key belongs to it and no one else may read it
  install -m 600 -o "$OWNER" "$POSTGRES_TLS_CERT" "$DATA/server.crt"
  install -m 600 -o "$OWNER" "${POSTGRES_TLS_KEY:?POSTGRES_TLS_CERT needs POSTGRES_TLS_KEY}" "$DATA/server.key"
  TLS_OPTIONS="-c ssl=on -c ssl_cert_file=$DATA/server.crt -c ssl_key_file=$DATA/server.key"
fi
# POSTGRES_FSYNC=off is for the test run's servers. A commit still writes its WAL to the kernel
# before it returns, so a Townhall or a PostgreSQL process killed at any moment loses nothing it
# acknowledged, which is what the tests check; only a crash of the whole machine could. With fsync
# on, the checkpoints of a test run (hundreds of databases of about 300 files each) spent minutes
# flushing 70,000-150,000 files, and new connections waited so long behind that disk queue that
# they timed out. Benchmarks keep it on: their figures include the flushes a deployment pays for.
FSYNC="${POSTGRES_FSYNC:-on}"
[[ "$FSYNC" == on || "$FSYNC" == off ]] || fail "POSTGRES_FSYNC is on or off, not $FSYNC"
say "starting PostgreSQL on 127.0.0.1:$PORT${TLS_OPTIONS:+ (TLS on)} (fsync $FSYNC)"
# max_connections: the whole test run shares this server, hundreds of tests at once on a
# database (and often a second pool) of their own; 200 ran out once the civic tests ran here too.
as_owner "$BIN/pg_ctl" -D "$CLUSTER" -l "$LOG" -w -t 60 \
  -o "-p $PORT -k $DATA -c listen_addresses=127.0.0.1 -c max_connections=1000 -c fsync=$FSYNC $TLS_OPTIONS ${POSTGRES_EXTRA_OPTIONS:-}" start >/dev/null 9>&- \
  || { tail -n 20 "$LOG" >&2; fail "PostgreSQL did not start (log: $LOG)"; }
# A synchronous standby that standby-start.sh gave this server and that is not running now
# (killed with the server, or never stopped with standby-stop.sh) would hold every commit, the
# role's below too, forever: with none running, commits wait for no standby.
STANDBY="$(cat "$DIR/standby-datadir" 2>/dev/null || true)"
if [[ -z "$STANDBY" ]] || ! as_owner "$BIN/pg_ctl" -D "$STANDBY" status >/dev/null 2>&1; then
  psql_admin -c "ALTER SYSTEM RESET synchronous_standby_names" -c "SELECT pg_reload_conf()" >/dev/null
fi
psql_admin <<SQL
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'townhall') THEN
    CREATE ROLE townhall LOGIN CREATEDB PASSWORD '$PASSWORD';
  ELSE
    ALTER ROLE townhall LOGIN CREATEDB PASSWORD '$PASSWORD';
  END IF;
END \$\$;
SQL
if [[ -z "$(psql_admin -c "select 1 from pg_database where datname = 'townhall'")" ]]; then
  psql_admin -c 'CREATE DATABASE townhall OWNER townhall'
fi
report
