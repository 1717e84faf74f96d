#!/usr/bin/env bash
# Make sure the services of the network in DIR are up: when Atheme is no longer running
# (Atheme 7.2 has been seen to die when its uplink vanishes under a burst of SASL logins),
# start it again on its saved database; then wait until InspIRCd offers SASL again, which it
# does only while the services are linked. Starts Atheme at most three times.
#   ensure-services.sh DIR [--kill]
# --kill: SIGKILL Atheme first (a crash, as tests inject one), then recover.
set -euo pipefail
source "$(dirname "$0")/common.sh"
DIR="${1:?usage: ensure-services.sh DIR [--kill]}"
DIR="$(cd "$DIR" && pwd)"
case "${2:-}" in
  "") ;;
  --kill) kill_by_pidfile "$DIR/run/atheme.pid" atheme atheme-services ;;
  *) fail "unknown option $2" ;;
esac
[[ -s "$DIR/atheme/atheme.conf" && -s "$DIR/conf/ports.env" ]] || fail "no configuration in $DIR; run start.sh first"
source "$DIR/conf/ports.env"

starts=0
deadline=$(( $(date +%s) + 45 ))
while (( $(date +%s) < deadline )); do
  if ! pidfile_running "$DIR/run/atheme.pid"; then
    (( starts < 3 )) || break
    starts=$((starts + 1))
    say "Atheme is not running (start $starts of 3)"
    start_atheme "$DIR"
  fi
  # Short waits, so that an Atheme that dies meanwhile is noticed and started again soon.
  if python3 "$IRCNET_HOME/irc_setup.py" wait-sasl --port "$IRC_PORT" --timeout 3 >/dev/null 2>&1 \
     && pidfile_running "$DIR/run/atheme.pid"; then
    say "services are linked"
    exit 0
  fi
done
tail -5 "$DIR/log/atheme.stdout" >&2 2>/dev/null || true
fail "services did not link again"
