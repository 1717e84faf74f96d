# shellcheck shell=bash
# Helpers shared by start.sh / stop.sh / restart-ircd.sh. Sourced, never run.
# Every process we start is remembered in a PID file under DIR/run and is
# stopped through that PID alone, never looked up by name.

IRCNET_HOME="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

say() { printf '[ircnet %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
fail() { say "ERROR: $*"; exit 1; }
millis() { date +%s%3N; }

# Once the process TOWNHALL_WATCH_PID (the test run that asked for the server) is gone, runs
# STOP_SCRIPT DIR (through stop-when-gone.sh): a run that crashes or is killed leaves no server
# behind. A watcher in a session of its own, polling every 2 s; nothing without
# TOWNHALL_WATCH_PID (a server started by hand stays up). One watcher per watched process, stop
# script and DIR: a start that finds its server running (every test process asks again) adds
# none, so a long-lived process that starts many runs does not gather a sleeping shell per run.
# Its PID is kept in DIR, and a PID reused by something else is not taken for it. A watcher
# whose run ended leaves the server to a later run that still uses it (a run started while the
# one before was ending): it stops it only when no other watched run is alive, under DIR's
# lifecycle lock, which a start script that keeps a running server takes too (lifecycle_lock).
stop_when_gone() {
  local stop="$1" dir="$2"
  [[ -n "${TOWNHALL_WATCH_PID:-}" ]] || return 0
  local mark="$dir/.watcher-$TOWNHALL_WATCH_PID-$(basename "$stop" .sh).pid" pid
  if pidfile_running "$mark"; then
    pid="$(tr -dc '0-9' < "$mark")"
    tr '\0' ' ' < "/proc/$pid/cmdline" 2>/dev/null | grep -q "stop-when-gone.sh" && return 0
  fi
  # fd 9 (the lifecycle lock) closed: a watcher that held it would keep every later start waiting
  setsid bash "$IRCNET_HOME/stop-when-gone.sh" "$TOWNHALL_WATCH_PID" "$stop" "$dir" >/dev/null 2>&1 </dev/null 9>&- &
  echo $! > "$mark"
}

# lifecycle_lock DIR: takes DIR's lifecycle lock on fd 9 until the calling script ends, so that
# its start and a watcher's stop of the same server never interleave (stop-when-gone.sh). Every
# process the script leaves running must be started with 9>&-, or it would hold the lock.
lifecycle_lock() {
  exec 9>"$1/.lifecycle.lock"
  flock 9
}

# A process counts as running only when it exists and is not a zombie: a
# server whose parent script already exited can stay a zombie for a moment.
is_running() {
  local pid="$1" state
  [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null || return 1
  state="$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null)" || return 1
  [[ -n "$state" && "$state" != Z && "$state" != X ]]
}

pidfile_running() {
  [[ -s "$1" ]] || return 1
  is_running "$(tr -dc '0-9' < "$1")"
}

# stop_by_pidfile FILE LABEL CMDLINE_PART [SECONDS]: TERM, wait (10 s by default),
# then KILL. CMDLINE_PART protects against a stale file whose PID was reused.
stop_by_pidfile() {
  local file="$1" label="$2" expected="$3" grace="${4:-10}" pid
  if ! pidfile_running "$file"; then rm -f "$file"; return 0; fi
  pid="$(tr -dc '0-9' < "$file")"
  if ! tr '\0' ' ' < "/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$expected"; then
    say "$label: pid $pid is no longer $expected; not touching it"
    rm -f "$file"; return 0
  fi
  say "stopping $label (pid $pid)"
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 1 $((grace * 10))); do is_running "$pid" || break; sleep 0.1; done
  if is_running "$pid"; then
    say "$label ignored TERM; killing pid $pid"
    kill -KILL "$pid" 2>/dev/null || true
    sleep 0.2
  fi
  rm -f "$file"
}

# start_atheme DIR: start the services with the configuration start.sh wrote, in a
# session of their own (they outlive the script), remembered in DIR/run/atheme.pid.
start_atheme() {
  local dir="$1"
  # Atheme refuses to start while the pid in its own pid file exists, and a killed Atheme's
  # pid can linger as a zombie for a while: that file is stale once ours says it is gone.
  pidfile_running "$dir/run/atheme.pid" || rm -f "$dir/run/atheme.server.pid"
  say "starting Atheme"
  setsid /usr/bin/atheme-services -n -c "$dir/atheme/atheme.conf" -D "$dir/atheme" \
    -l "$dir/log/atheme.log" -p "$dir/run/atheme.server.pid" \
    </dev/null >>"$dir/log/atheme.stdout" 2>&1 &
  echo $! > "$dir/run/atheme.pid"
}

# save_services_db DIR NAME...: make Atheme write its database now (SIGHUP saves it, then
# rehashes) and wait until every NAME is in it. Atheme otherwise saves once a minute, and a
# services crash before that would forget every account (tests restart a crashed Atheme).
save_services_db() {
  local dir="$1" db="$1/atheme/services.db" name missing until
  shift
  kill -HUP "$(tr -dc '0-9' < "$dir/run/atheme.pid")"
  until=$(( $(date +%s) + 20 ))
  while :; do
    missing=""
    for name in "$@"; do
      awk -v n="$name" '$1 == "MU" && $3 == n { found = 1 } END { exit !found }' "$db" 2>/dev/null || missing="$name"
    done
    [[ -z "$missing" ]] && return 0
    (( $(date +%s) < until )) || { say "Atheme did not save account $missing to $db"; return 1; }
    sleep 0.05
  done
}

# kill_by_pidfile FILE LABEL CMDLINE_PART: SIGKILL at once, as in a crash, and
# wait (at most 10 s) until the process is gone and its ports are free.
kill_by_pidfile() {
  local file="$1" label="$2" expected="$3" pid
  if ! pidfile_running "$file"; then rm -f "$file"; return 0; fi
  pid="$(tr -dc '0-9' < "$file")"
  if ! tr '\0' ' ' < "/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$expected"; then
    say "$label: pid $pid is no longer $expected; not touching it"
    rm -f "$file"; return 0
  fi
  say "killing $label (pid $pid) with SIGKILL"
  kill -KILL "$pid" 2>/dev/null || true
  for _ in $(seq 1 200); do is_running "$pid" || break; sleep 0.05; done
  is_running "$pid" && fail "$label (pid $pid) survived SIGKILL"
  rm -f "$file"
}

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# port_taken_message PORT: why PORT cannot be used, naming the program that
# listens there when `ss` can tell. A test network another checkout (or a
# `swift test` run outside scripts/test.sh) left running is the usual cause;
# then the message gives the command that stops it.
port_taken_message() {
  local port="$1" pid="" command="" conf
  if command -v ss >/dev/null; then
    pid=$(ss -ltnpH "sport = :$port" 2>/dev/null | grep -o 'pid=[0-9]*' | head -n1 | cut -d= -f2 || true)
  fi
  [[ -n "$pid" ]] && command=$(tr '\0\n' '  ' < "/proc/$pid/cmdline" 2>/dev/null || true)
  conf=$(printf '%s' "$command" | grep -o -- '--config [^ ]*/conf/inspircd.conf' | cut -d' ' -f2 || true)
  if [[ -n "$conf" ]]; then
    printf 'port %s on 127.0.0.1 is taken by the test network in %s (pid %s), left running; stop it with: bash %s/stop.sh %s' \
      "$port" "${conf%/conf/inspircd.conf}" "$pid" "$IRCNET_HOME" "${conf%/conf/inspircd.conf}"
  else
    local who="another program"
    [[ -n "$command" ]] && who="pid $pid: ${command% }"
    printf 'port %s on 127.0.0.1 is taken by %s (choose IRC_PORT/IRCS_PORT/IRCS_BOT_PORT/IRC_LINK_PORT)' "$port" "$who"
  fi
}

# wait_for_port PORT SECONDS
wait_for_port() {
  local until=$(( $(date +%s) + $2 ))
  while ! port_open "$1"; do
    (( $(date +%s) < until )) || return 1
    sleep 0.05
  done
}

# make_ca_and_server_cert DIR: a disposable CA plus a server certificate for
# localhost / irc.townhall.test / 127.0.0.1, and a second unrelated CA that
# tests use to prove a wrong CA is refused.
make_ca_and_server_cert() {
  local d="$1"
  mkdir -p "$d"
  if [[ -s "$d/ca.pem" && -s "$d/server-chain.pem" && -s "$d/server.key" && -s "$d/other-ca.pem" ]]; then
    return 0
  fi
  say "creating test certificates in $d"
  local ec=(-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes)
  openssl req -x509 "${ec[@]}" -keyout "$d/ca.key" -out "$d/ca.pem" -days 3650 \
    -subj "/CN=Townhall Test CA" -addext "basicConstraints=critical,CA:TRUE" \
    -addext "keyUsage=critical,keyCertSign,cRLSign" 2>/dev/null
  openssl req -x509 "${ec[@]}" -keyout "$d/other-ca.key" -out "$d/other-ca.pem" -days 3650 \
    -subj "/CN=Unrelated Test CA" -addext "basicConstraints=critical,CA:TRUE" \
    -addext "keyUsage=critical,keyCertSign,cRLSign" 2>/dev/null
  openssl req "${ec[@]}" -keyout "$d/server.key" -out "$d/server.csr" -subj "/CN=localhost" 2>/dev/null
  cat > "$d/server.ext" <<EXT
basicConstraints=critical,CA:FALSE
keyUsage=critical,digitalSignature,keyEncipherment
extendedKeyUsage=serverAuth
subjectAltName=DNS:localhost,DNS:irc.townhall.test,IP:127.0.0.1
EXT
  openssl x509 -req -in "$d/server.csr" -CA "$d/ca.pem" -CAkey "$d/ca.key" -CAcreateserial \
    -out "$d/server.pem" -days 3650 -extfile "$d/server.ext" 2>/dev/null
  cat "$d/server.pem" "$d/ca.pem" > "$d/server-chain.pem"
  chmod 600 "$d/ca.key" "$d/other-ca.key" "$d/server.key"
  rm -f "$d/server.csr"
}

# make_client_certs DIR: two self-signed client certificates for SASL EXTERNAL.
# client.pem is registered with NickServ by start.sh (CERT ADD); stranger.pem
# never is, so tests can prove an unknown certificate is refused (904).
# InspIRCd (sslinfo) reports the SHA-256 of the certificate, lower-case hex.
make_client_certs() {
  local d="$1" who
  for who in client stranger; do
    [[ -s "$d/$who.pem" && -s "$d/$who.key" ]] && continue
    openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \
      -keyout "$d/$who.key" -out "$d/$who.pem" -days 3650 -subj "/CN=townhall $who" 2>/dev/null
    chmod 600 "$d/$who.key"
  done
}

# cert_fingerprint FILE: the SHA-256 fingerprint as InspIRCd reports it.
cert_fingerprint() {
  openssl x509 -in "$1" -noout -fingerprint -sha256 | cut -d= -f2 | tr -d ':' | tr 'A-F' 'a-f'
}
