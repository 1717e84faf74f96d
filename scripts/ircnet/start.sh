#!/usr/bin/env bash
# Start a private IRC network on 127.0.0.1 inside DIR: InspIRCd 3 as the IRC
# server and Atheme 7 as services (NickServ accounts, SASL PLAIN/EXTERNAL).
# Returns once SASL logins over TLS work (PLAIN for every account, EXTERNAL with
# the client certificate), printing KEY=VALUE lines on stdout. Running it again
# on a live network with the same STS setting only prints the values.
#
#   scripts/ircnet/start.sh DIR
#   scripts/ircnet/stop.sh DIR
#   scripts/ircnet/restart-ircd.sh DIR     (restart only the IRC server)
#   scripts/ircnet/ensure-services.sh DIR  (start Atheme again if it died)
#
# Environment and defaults:
#   IRC_PORT=6667 IRCS_PORT=6697 IRCS_BOT_PORT=6698 IRC_LINK_PORT=7000
#   IRC_ACCOUNTS="bot:botpass123 alice:alicepass123 bob:bobpass123"
#   IRC_BOT_CLASS_PASS=floodpass  (PASS that selects the flood-exempt class)
#   IRCS_BOT_PORT is a TLS port whose clients are flood-exempt as well.
#   IRC_CERT_ACCOUNT=<first of IRC_ACCOUNTS>  account that DIR/tls/client.pem
#     logs in to with SASL EXTERNAL (its fingerprint is added with NickServ
#     CERT ADD); DIR/tls/stranger.pem is never registered.
#   IRC_STS_DURATION unset: no STS. Set (seconds), it loads ircv3_sts with a
#     policy for the host name "localhost" (the SNI a client must send) that
#     points plaintext clients to IRCS_PORT.
set -euo pipefail
source "$(dirname "$0")/common.sh"

DIR="${1:?usage: start.sh DIR}"
mkdir -p "$DIR" && DIR="$(cd "$DIR" && pwd)"
IRC_PORT="${IRC_PORT:-6667}"
IRCS_PORT="${IRCS_PORT:-6697}"
IRCS_BOT_PORT="${IRCS_BOT_PORT:-6698}"
IRC_LINK_PORT="${IRC_LINK_PORT:-7000}"
IRC_ACCOUNTS="${IRC_ACCOUNTS:-bot:botpass123 alice:alicepass123 bob:bobpass123}"
IRC_BOT_CLASS_PASS="${IRC_BOT_CLASS_PASS:-floodpass}"
IRC_CERT_ACCOUNT="${IRC_CERT_ACCOUNT:-${IRC_ACCOUNTS%%:*}}"
IRC_STS_DURATION="${IRC_STS_DURATION:-}"
LINK_PASS="link-$(printf %s "$DIR" | md5sum | cut -c1-16)"
SERVER_NAME=irc.townhall.test
SERVICES_NAME=services.townhall.test
SETUP=(python3 "$IRCNET_HOME/irc_setup.py")

for tool in /usr/sbin/inspircd /usr/bin/atheme-services openssl python3; do
  command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install -y inspircd atheme-services openssl python3)"
done
mkdir -p "$DIR"/{conf,data,log,run,tls,atheme}

report() {
  stop_when_gone "$IRCNET_HOME/stop.sh" "$DIR"
  printf '%s\n' "IRC_HOST=127.0.0.1" "IRC_PORT=$IRC_PORT" "IRCS_PORT=$IRCS_PORT" \
    "IRCS_BOT_PORT=$IRCS_BOT_PORT" "IRC_LINK_PORT=$IRC_LINK_PORT" \
    "IRC_CAFILE=$DIR/tls/ca.pem" "IRC_OTHER_CAFILE=$DIR/tls/other-ca.pem" \
    "IRC_SERVER_NAME=$SERVER_NAME" "IRC_ACCOUNTS=$IRC_ACCOUNTS" \
    "IRC_BOT_CLASS_PASS=$IRC_BOT_CLASS_PASS" "IRC_DIR=$DIR" \
    "IRC_CERT_ACCOUNT=$IRC_CERT_ACCOUNT" "IRC_CLIENT_CERT=$DIR/tls/client.pem" \
    "IRC_CLIENT_KEY=$DIR/tls/client.key" "IRC_STRANGER_CERT=$DIR/tls/stranger.pem" \
    "IRC_STRANGER_KEY=$DIR/tls/stranger.key" "IRC_STS_DURATION=$IRC_STS_DURATION"
}

# The marker says the client certificate was registered by the running services.
if pidfile_running "$DIR/run/inspircd.pid" && pidfile_running "$DIR/run/atheme.pid" \
   && [[ -e "$DIR/run/client-cert.registered" ]] \
   && grep -qxF "IRC_STS_DURATION=$IRC_STS_DURATION" "$DIR/conf/ports.env" 2>/dev/null \
   && "${SETUP[@]}" wait-sasl --port "$IRC_PORT" --timeout 5 >/dev/null 2>&1; then
  say "network in $DIR is already up"
  report
  exit 0
fi
# Partly up or stale: stop what we started earlier and begin again.
"$IRCNET_HOME/stop.sh" "$DIR" >/dev/null 2>&1 || true
for port in "$IRC_PORT" "$IRCS_PORT" "$IRCS_BOT_PORT" "$IRC_LINK_PORT"; do
  port_open "$port" && fail "$(port_taken_message "$port")"
done

started=$(millis)
make_ca_and_server_cert "$DIR/tls"
make_client_certs "$DIR/tls"
source "$IRCNET_HOME/write-configs.sh"
write_inspircd_conf
write_atheme_conf
printf 'Townhall test network on loopback.\n' > "$DIR/conf/motd.txt"
printf 'IRC_PORT=%s\nIRCS_PORT=%s\nIRC_STS_DURATION=%s\n' "$IRC_PORT" "$IRCS_PORT" "$IRC_STS_DURATION" > "$DIR/conf/ports.env"

"$IRCNET_HOME/restart-ircd.sh" "$DIR" --no-stop >&2

# A new network starts with new services: every account is registered again below, and a
# database left by an earlier run (other accounts, a certificate on another account) would
# only contradict it. ensure-services.sh, in contrast, restarts Atheme on its saved database.
rm -f "$DIR/atheme/services.db" "$DIR/atheme/services.db.new"
start_atheme "$DIR"

# InspIRCd offers the sasl capability only while services are linked.
if ! "${SETUP[@]}" wait-sasl --port "$IRC_PORT" --timeout 30 >"$DIR/log/caps.txt"; then
  tail -20 "$DIR/log/atheme.stdout" >&2 || true
  "$IRCNET_HOME/stop.sh" "$DIR" || true
  fail "services never linked (no sasl capability)"
fi
say "services linked after $(( $(millis) - started )) ms"

# shellcheck disable=SC2086
if ! "${SETUP[@]}" register --port "$IRC_PORT" $IRC_ACCOUNTS >&2 \
   || ! "${SETUP[@]}" check-sasl --port "$IRCS_PORT" --cafile "$DIR/tls/ca.pem" $IRC_ACCOUNTS >&2; then
  "$IRCNET_HOME/stop.sh" "$DIR" || true
  fail "could not register accounts or log in with SASL"
fi
cert_pass="$(tr ' ' '\n' <<<"$IRC_ACCOUNTS" | sed -n "s/^$IRC_CERT_ACCOUNT://p")"
[[ -n "$cert_pass" ]] || fail "IRC_CERT_ACCOUNT=$IRC_CERT_ACCOUNT is not one of IRC_ACCOUNTS"
tls_args=(--port "$IRCS_PORT" --cafile "$DIR/tls/ca.pem" --cert "$DIR/tls/client.pem" --key "$DIR/tls/client.key")
if ! "${SETUP[@]}" add-cert "${tls_args[@]}" --fingerprint "$(cert_fingerprint "$DIR/tls/client.pem")" \
     "$IRC_CERT_ACCOUNT:$cert_pass" >&2 \
   || ! "${SETUP[@]}" check-external "${tls_args[@]}" "$IRC_CERT_ACCOUNT" >&2; then
  "$IRCNET_HOME/stop.sh" "$DIR" || true
  fail "could not register the client certificate for SASL EXTERNAL"
fi
# shellcheck disable=SC2046
if ! save_services_db "$DIR" $(tr ' ' '\n' <<<"$IRC_ACCOUNTS" | cut -d: -f1); then
  "$IRCNET_HOME/stop.sh" "$DIR" || true
  fail "Atheme did not save its database"
fi
touch "$DIR/run/client-cert.registered"
say "network ready after $(( $(millis) - started )) ms"
report
