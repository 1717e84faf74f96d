#!/usr/bin/env bash
# Create an empty database NAME owned by the test role on the server started by start.sh DIR.
#   scripts/postgres/createdb.sh DIR NAME
set -euo pipefail
DIR="${1:?usage: createdb.sh DIR NAME}"
NAME="${2:?usage: createdb.sh DIR NAME}"
[[ "$NAME" =~ ^[a-z0-9_]+$ ]] || { echo "createdb.sh: database names here are [a-z0-9_]+" >&2; exit 2; }
DATA="$(cat "$DIR/datadir")"
PORT="${POSTGRES_PORT:-15432}"
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
if [[ "$(id -u)" == 0 ]]; then as_owner() { runuser -u postgres -- "$@"; }; else as_owner() { "$@"; }; fi
as_owner "$BIN/psql" -h "$DATA" -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -qAt \
  -c "DROP DATABASE IF EXISTS $NAME" -c "CREATE DATABASE $NAME OWNER townhall"
