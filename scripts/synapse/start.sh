#!/usr/bin/env bash
# Start a real Synapse homeserver for tests in DIR: server_name "localhost", SQLite, plain
# HTTP on 127.0.0.1:$SYNAPSE_PORT (client API only, no federation). Registers the users with
# the shared secret and lifts the message rate limit for the bot only, so ordinary users still
# meet Synapse's 429s. Prints KEY=VALUE lines on stdout once the server answers. A server
# already running in DIR is kept (users are re-registered only when the list changed).
#
#   scripts/synapse/start.sh DIR        # stop with scripts/synapse/stop.sh DIR
# Environment and defaults:
#   SYNAPSE_PORT=8458
#   MATRIX_USERS="bot:botpass123 alice:alicepass123 bob:bobpass123"
#   MATRIX_ADMIN="admin:adminpass123"   (a server admin, for the rate-limit override)
#   MATRIX_UNLIMITED="bot"
#   SYNAPSE_FRESH=0                      (1: forget every room, message and user first)
set -euo pipefail
SYNAPSE_HOME="$(cd "$(dirname "$0")" && pwd)"
# PID-file helpers are the IRC test network's; only the label differs.
source "$SYNAPSE_HOME/../ircnet/common.sh"
say() { printf '[synapse %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }

DIR="${1:?usage: start.sh DIR}"
mkdir -p "$DIR" && DIR="$(cd "$DIR" && pwd)"
PORT="${SYNAPSE_PORT:-8458}"
USERS="${MATRIX_USERS:-bot:botpass123 alice:alicepass123 bob:bobpass123}"
ADMIN="${MATRIX_ADMIN:-admin:adminpass123}"
UNLIMITED="${MATRIX_UNLIMITED:-bot}"
URL="http://127.0.0.1:$PORT"
SETUP="$SYNAPSE_HOME/matrix_setup.py"
mkdir -p "$DIR"/{conf,data,log,run}

report() {
  stop_when_gone "$SYNAPSE_HOME/stop.sh" "$DIR"
  printf '%s\n' "MATRIX_HOMESERVER=$URL" "MATRIX_SERVER_NAME=localhost" "MATRIX_USERS=$USERS" "SYNAPSE_DIR=$DIR"
}

VENV="$("$SYNAPSE_HOME/venv.sh")"

if [[ "${SYNAPSE_FRESH:-0}" == 1 ]]; then
  "$SYNAPSE_HOME/stop.sh" "$DIR" >/dev/null 2>&1 || true
  rm -rf "$DIR/data" && mkdir -p "$DIR/data"
fi
PY="$VENV/bin/python"

if pidfile_running "$DIR/run/synapse.pid" && python3 "$SETUP" wait --url "$URL" --timeout 3 >/dev/null 2>&1; then
  say "already running in $DIR"
else
  "$SYNAPSE_HOME/stop.sh" "$DIR" >/dev/null 2>&1 || true
  port_open "$PORT" && fail "127.0.0.1:$PORT is taken by another program (choose SYNAPSE_PORT)"
  if [[ ! -s "$DIR/conf/homeserver.yaml" ]]; then
    say "generating the Synapse configuration (secrets, signing key)"
    (cd "$DIR/conf" && "$PY" -m synapse.app.homeserver --server-name localhost \
       --config-path "$DIR/conf/homeserver.yaml" --generate-config --report-stats=no \
       --data-directory "$DIR/data" >/dev/null)
    sed -i "s#filename: .*homeserver.log#filename: $DIR/log/homeserver.log#" "$DIR/conf/localhost.log.config"
  fi
  # A later -c file overrides the top-level keys of an earlier one.
  cat > "$DIR/conf/test-overrides.yaml" <<YAML
listeners:
  - port: $PORT
    bind_addresses: ['127.0.0.1']
    type: http
    tls: false
    x_forwarded: false
    resources:
      - names: [client]
        compress: false
trusted_key_servers: []
suppress_key_server_warning: true
report_stats: false
enable_metrics: false
enable_registration: false
url_preview_enabled: false
presence:
  enabled: false
# the tests log in often from one address; messages keep Synapse's default limit (0.2/s,
# burst 10) for everyone but the bot, whose limit is lifted after start
rc_login:
  address: {per_second: 100, burst_count: 1000}
  account: {per_second: 100, burst_count: 1000}
  failed_attempts: {per_second: 100, burst_count: 1000}
rc_registration: {per_second: 100, burst_count: 1000}
rc_joins:
  local: {per_second: 100, burst_count: 1000}
rc_joins_per_room: {per_second: 100, burst_count: 1000}
# invites: the scripts' first speaker invites the bot to every room of every script in a run, and
# Synapse limits the invites one user sends (per_issuer: burst 10, then one per 3.3 s)
rc_invites:
  per_room: {per_second: 100, burst_count: 1000}
  per_user: {per_second: 100, burst_count: 1000}
  per_issuer: {per_second: 100, burst_count: 1000}
YAML
  say "starting Synapse on $URL"
  started=$(millis)
  cd "$DIR"
  setsid "$PY" -m synapse.app.homeserver -c "$DIR/conf/homeserver.yaml" -c "$DIR/conf/test-overrides.yaml" \
    </dev/null >"$DIR/log/synapse.stdout" 2>&1 &
  echo $! > "$DIR/run/synapse.pid"
  if ! python3 "$SETUP" wait --url "$URL" --timeout 120 >&2; then
    tail -30 "$DIR/log/synapse.stdout" >&2 || true
    "$SYNAPSE_HOME/stop.sh" "$DIR" || true
    fail "Synapse did not start (log above)"
  fi
  say "Synapse answering after $(( $(millis) - started )) ms"
fi

# users and the override live in Synapse's database: redo them only when the list changed
WANT="$ADMIN | $USERS | $UNLIMITED"
if [[ "$(cat "$DIR/data/.townhall-users" 2>/dev/null)" != "$WANT" ]]; then
  python3 "$SETUP" register --url "$URL" --config "$DIR/conf/homeserver.yaml" --admin "$ADMIN" >&2
  # shellcheck disable=SC2086
  python3 "$SETUP" register --url "$URL" --config "$DIR/conf/homeserver.yaml" $USERS >&2
  ids=(); for user in $UNLIMITED; do ids+=("@$user:localhost"); done
  if ((${#ids[@]})); then
    python3 "$SETUP" unratelimit --url "$URL" --admin-login "$ADMIN" "${ids[@]}" >&2
  fi
  printf '%s' "$WANT" > "$DIR/data/.townhall-users"
fi
report
