#!/usr/bin/env bash
# Start the test SMTP server (smtp_server.py, on aiosmtpd) on 127.0.0.1 inside DIR, with a
# disposable CA and a server certificate for localhost / 127.0.0.1 in DIR/tls. Returns once
# it listens, printing KEY=VALUE lines on stdout. A server already running in DIR is
# stopped first: every start is fresh, on new ports.
#
#   scripts/smtpserver/start.sh DIR
#   scripts/smtpserver/stop.sh DIR
#
# Environment and defaults:
#   SMTP_USER=townhall SMTP_PASSWORD=mailpass123
#   SMTP_STARTTLS_PORT=0 SMTP_IMPLICIT_PORT=0 SMTP_PLAIN_PORT=0   (0: the system chooses)
#   SMTP_WATCH_PID   the server exits by itself once this process is gone (the test run)
set -euo pipefail
SMTPSERVER_HOME="$(cd "$(dirname "$0")" && pwd)"
# The certificate and PID-file helpers are the IRC test network's; only the label differs.
source "$SMTPSERVER_HOME/../ircnet/common.sh"
say() { printf '[smtpserver %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }

DIR="${1:?usage: start.sh DIR}"
mkdir -p "$DIR" && DIR="$(cd "$DIR" && pwd)"
SMTP_USER="${SMTP_USER:-townhall}"
SMTP_PASSWORD="${SMTP_PASSWORD:-mailpass123}"

command -v openssl >/dev/null || fail "openssl is missing (apt-get install -y openssl)"
python3 -c 'import aiosmtpd' 2>/dev/null || fail "the Python package aiosmtpd is missing (pip install aiosmtpd)"

"$SMTPSERVER_HOME/stop.sh" "$DIR" >/dev/null 2>&1 || true
rm -rf "$DIR/mail" "$DIR/faults" "$DIR/ports.env"
mkdir -p "$DIR"/{run,log}
make_ca_and_server_cert "$DIR/tls"

setsid python3 "$SMTPSERVER_HOME/smtp_server.py" --dir "$DIR" --tls "$DIR/tls" \
  --user "$SMTP_USER" --password "$SMTP_PASSWORD" \
  --starttls-port "${SMTP_STARTTLS_PORT:-0}" --implicit-port "${SMTP_IMPLICIT_PORT:-0}" \
  --plain-port "${SMTP_PLAIN_PORT:-0}" --watch-pid "${SMTP_WATCH_PID:-0}" \
  </dev/null >"$DIR/log/server.log" 2>&1 &
echo $! > "$DIR/run/server.pid"

# The server writes ports.env (by rename) once every listener is bound.
for _ in $(seq 1 300); do
  [[ -s "$DIR/ports.env" ]] && break
  pidfile_running "$DIR/run/server.pid" || break
  sleep 0.05
done
if [[ ! -s "$DIR/ports.env" ]]; then
  tail -20 "$DIR/log/server.log" >&2 || true
  "$SMTPSERVER_HOME/stop.sh" "$DIR" || true
  fail "the SMTP server did not start (log above)"
fi
cat "$DIR/ports.env"
printf '%s\n' "SMTP_HOST=127.0.0.1" "SMTP_DIR=$DIR" "SMTP_USER=$SMTP_USER" "SMTP_PASSWORD=$SMTP_PASSWORD" \
  "SMTP_CAFILE=$DIR/tls/ca.pem" "SMTP_OTHER_CAFILE=$DIR/tls/other-ca.pem"
