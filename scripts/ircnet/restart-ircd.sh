#!/usr/bin/env bash
# (Re)start only InspIRCd in DIR with the configuration start.sh wrote, and
# wait until its ports answer. Tests use it to simulate a server restart;
# Atheme links again by itself a couple of seconds later.
#   restart-ircd.sh DIR [--no-stop | --kill] [--wait-sasl]
# --kill: SIGKILL the running server (a crash: no goodbye to anyone) and wait
# until it is gone, so the new one can bind its ports.
set -euo pipefail
source "$(dirname "$0")/common.sh"
DIR="${1:?usage: restart-ircd.sh DIR [--no-stop | --kill] [--wait-sasl]}"
DIR="$(cd "$DIR" && pwd)"
shift
stop=yes; sasl=no
for arg in "$@"; do
  case "$arg" in
    --no-stop) stop=no ;;
    --kill) stop=kill ;;
    --wait-sasl) sasl=yes ;;
    *) fail "unknown option $arg" ;;
  esac
done
conf="$DIR/conf/inspircd.conf"
[[ -s "$conf" && -s "$DIR/conf/ports.env" ]] || fail "no configuration in $DIR/conf; run start.sh first"
source "$DIR/conf/ports.env"

# InspIRCd 3.15 sometimes hangs while exiting on TERM; a restart need not wait long.
[[ $stop == yes ]] && stop_by_pidfile "$DIR/run/inspircd.pid" inspircd /usr/sbin/inspircd 3
[[ $stop == kill ]] && kill_by_pidfile "$DIR/run/inspircd.pid" inspircd /usr/sbin/inspircd
# InspIRCd 3.15 may crash while exiting on TERM; it was leaving anyway, so
# just keep core files out of the way.
ulimit -c 0
as_root=()
[[ "$(id -u)" == 0 ]] && as_root=(--runasroot)
say "starting InspIRCd (plain $IRC_PORT, TLS $IRCS_PORT)"
cd "$DIR"
# setsid gives the server its own session so it outlives this script; without
# job control setsid execs in place, so $! is the server itself.
setsid /usr/sbin/inspircd --nofork --config "$conf" "${as_root[@]}" \
  </dev/null >>"$DIR/log/inspircd.stdout" 2>&1 &
echo $! > "$DIR/run/inspircd.pid"
if ! wait_for_port "$IRCS_PORT" 20 || ! wait_for_port "$IRC_PORT" 5; then
  tail -20 "$DIR/log/inspircd.stdout" >&2 || true
  fail "InspIRCd did not open its ports"
fi
if [[ $sasl == yes ]]; then
  python3 "$IRCNET_HOME/irc_setup.py" wait-sasl --port "$IRC_PORT" --timeout 30 >/dev/null \
    || fail "services did not link again"
fi
say "InspIRCd is up"
