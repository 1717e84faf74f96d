#!/usr/bin/env bash
# Drop the test databases that earlier test runs left on the server started by start.sh DIR:
# each is named th_LABEL_PID_N by the test process PID that made it (PostgresTestServer), and
# one whose process is gone is no one's. Databases of running processes are kept.
#   scripts/postgres/dropstale.sh DIR      prints how many it dropped
set -euo pipefail
DIR="${1:?usage: dropstale.sh DIR}"
DATA="$(cat "$DIR/datadir")"
PORT="${POSTGRES_PORT:-15432}"
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
if [[ "$(id -u)" == 0 ]]; then as_owner() { runuser -u postgres -- "$@"; }; else as_owner() { "$@"; }; fi
psql_admin() { as_owner "$BIN/psql" -h "$DATA" -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -qAt "$@"; }
dropped=0
while read -r name; do
  [[ "$name" =~ ^th_[a-z0-9]*_([0-9]+)_[0-9]+$ ]] || continue
  pid="${BASH_REMATCH[1]}"
  [[ -d "/proc/$pid" ]] && continue
  # FORCE: a server process a killed test left behind may still hold a connection
  psql_admin -c "DROP DATABASE IF EXISTS $name WITH (FORCE)"
  dropped=$((dropped + 1))
done < <(psql_admin -c "SELECT datname FROM pg_database WHERE datname LIKE 'th\_%'")
echo "DROPPED=$dropped"
