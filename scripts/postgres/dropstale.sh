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
stale=()
while read -r name; do
  [[ "$name" =~ ^th_[a-z0-9]*_([0-9]+)_[0-9]+$ ]] || continue
  pid="${BASH_REMATCH[1]}"
  [[ -d "/proc/$pid" ]] && continue
  stale+=("$name")
done < <(psql_admin -c "SELECT datname FROM pg_database WHERE datname LIKE 'th\_%'")
# Each DROP DATABASE waits for a checkpoint (seconds each on a busy machine: 145 databases one
# after the other held up the first test of a run for about four minutes). Dropped 16 at a time,
# their checkpoint requests are served together. FORCE: a server process a killed test left
# behind may still hold a connection.
if ((${#stale[@]})); then
  export -f psql_admin as_owner
  export BIN DATA PORT
  printf '%s\n' "${stale[@]}" \
    | xargs -P 16 -I NAME bash -c 'psql_admin -c "DROP DATABASE IF EXISTS NAME WITH (FORCE)"'
fi
echo "DROPPED=${#stale[@]}"
