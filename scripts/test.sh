#!/usr/bin/env bash
# The one command that runs every Townhall test, on a fresh Debian machine too:
# installs the system packages it needs when missing, builds, and runs `swift test`
# (which starts a real InspIRCd + Atheme network, a real SMTP server, a real Synapse
# homeserver and a real PostgreSQL server on loopback for the tests that need them).
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
for pkg in libsqlite3-dev libssl-dev libxml2 libolm-dev inspircd atheme-services openssl python3 python3-venv postgresql postgresql-15-auto-failover pgbouncer systemd; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || need+=("$pkg")
done
if ((${#need[@]})); then
  echo "installing: ${need[*]}" >&2
  SUDO=""; [[ "$(id -u)" == 0 ]] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >&2
fi
# the SMTP tests' real server (scripts/smtpserver) runs on aiosmtpd, from PyPI
if ! python3 -c 'import aiosmtpd' 2>/dev/null; then
  echo "installing: aiosmtpd (pip)" >&2
  if ! python3 -m pip --version >/dev/null 2>&1; then
    SUDO=""; [[ "$(id -u)" == 0 ]] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-pip >&2
  fi
  # Debian 12 marks its Python as system-managed (PEP 668); pip then needs the override
  python3 -m pip install -q aiosmtpd 2>/dev/null || python3 -m pip install -q --break-system-packages aiosmtpd >&2
fi
# the Matrix tests' real homeserver (scripts/synapse) runs matrix-synapse from PyPI in a venv of
# its own; made once (a minute or two), reused after that
bash scripts/synapse/venv.sh >/dev/null
# the encrypted DM and room tests' real client, matrix-nio with its e2e extra (scripts/nio), in a venv of
# its own likewise
bash scripts/nio/venv.sh >/dev/null
if [[ ! -d ../shared/data ]]; then
  echo "error: ../shared/data is missing (tests read the official data files in place from ../shared)" >&2
  exit 1
fi

swift build --build-tests
# The tests' temporary files (databases, configurations, certificates, copies) go to a folder of
# this run's own, removed when the run ends; one left by a run that was killed (its process gone)
# is removed by the next run.
for stale in /tmp/townhall-test-run.*; do
  [[ -d "$stale" ]] || continue
  kill -0 "${stale##*.}" 2>/dev/null || rm -rf "$stale"
done
export TMPDIR="/tmp/townhall-test-run.$$"
mkdir -p "$TMPDIR"
trap 'rm -rf "$TMPDIR"' EXIT
# the whole run is also kept in .build/test-output.log: when it fails, the failures are
# repeated at the very end, where a CI log cut to its last lines still shows them
log=.build/test-output.log
status=0
# Swift Testing starts every test at once unless told otherwise. On a two-CPU machine that put
# hundreds of PostgreSQL backends, migrations and createdb runs in flight together, and new
# connections then took longer than the engine's 10 s connect deadline. Most tests wait on a
# server, not the CPU, so a few per CPU keep the machine busy without starving anyone.
width="${TOWNHALL_TEST_WIDTH:-$(( $(nproc) * 4 ))}"
if (($# == 0)); then
  # The failover suites run last, one test at a time, with the machine to themselves: they
  # measure how long writes stop while a real cluster fails over, and pg_auto_failover's monitor,
  # starved of CPU by a hundred other suites, can take a live node for a dead one and fail over
  # again mid-test.
  serial='PostgresFailoverTests|PgBouncerFailoverTests|StandbyReadTests|ServeFailoverTests'
  swift test --skip-build --experimental-maximum-parallelization-width "$width" --skip "$serial" 2>&1 | tee "$log" || status=$?
  swift test --skip-build --experimental-maximum-parallelization-width 1 --filter "$serial" 2>&1 | tee -a "$log" || status=$?
else
  swift test --skip-build --experimental-maximum-parallelization-width "$width" "$@" 2>&1 | tee "$log" || status=$?
fi
# the test networks are started by the tests themselves (one folder each under .build);
# stop every one of them whatever happened, so ports are free for the next run
for dir in .build/ircnet-*/; do
  [[ -d "$dir" ]] && bash scripts/ircnet/stop.sh "$dir" >/dev/null 2>&1 || true
done
for dir in .build/synapse-*/; do
  [[ -d "$dir" ]] && bash scripts/synapse/stop.sh "$dir" >/dev/null 2>&1 || true
done
# a pg_auto_failover cluster (monitor and two nodes) first: its keepers would restart their servers
for dir in .build/postgres-failover*/; do
  [[ -d "$dir" ]] && bash scripts/postgres/failover-stop.sh "$dir" >/dev/null 2>&1 || true
done
# pgbouncer before the server behind it
for dir in .build/postgres-pgbouncer*/; do
  [[ -d "$dir" ]] && bash scripts/postgres/pgbouncer-stop.sh "$dir" >/dev/null 2>&1 || true
done
for dir in .build/postgres-*/; do
  [[ -d "$dir" ]] && bash scripts/postgres/stop.sh "$dir" >/dev/null 2>&1 || true
  # a cluster made in this run's temporary folder goes with it: the next run makes a new one
  [[ "$(cat "$dir/datadir" 2>/dev/null)" == "$TMPDIR"/* ]] && rm -f "$dir/datadir"
done
# the SMTP test servers exit with the test process; this catches one whose test run was killed
for dir in .build/smtpserver-*/; do
  [[ -d "$dir" ]] && bash scripts/smtpserver/stop.sh "$dir" >/dev/null 2>&1 || true
done
if ((status != 0)); then
  echo "── what failed (repeated from above; whole run in $log) ──"
  # Swift Testing marks a failure with ✘ and its details with ↳ on the lines below it
  awk '/^✘/ { print; inside = 1; next } inside && /^ *↳/ { print; next } { inside = 0 } /: error:/ { print }' "$log" | head -n 60 || true
fi
exit $status
