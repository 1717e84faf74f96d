#!/usr/bin/env bash
# The one command that runs every Townhall test, on a fresh Debian machine too:
# installs the system packages it needs when missing, builds, and runs `swift test`
# (which starts a real InspIRCd + Atheme network on loopback for the integration tests).
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
for pkg in libsqlite3-dev libssl-dev libxml2 inspircd atheme-services openssl python3; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || need+=("$pkg")
done
if ((${#need[@]})); then
  echo "installing: ${need[*]}" >&2
  SUDO=""; [[ "$(id -u)" == 0 ]] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >&2
fi
if [[ ! -d ../shared/data ]]; then
  echo "error: ../shared/data is missing (tests read the official data files in place from ../shared)" >&2
  exit 1
fi

swift build --build-tests
status=0
swift test --skip-build "$@" || status=$?
# the test networks are started by the tests themselves (one folder each under .build);
# stop every one of them whatever happened, so ports are free for the next run
for dir in .build/ircnet-*/; do
  [[ -d "$dir" ]] && bash scripts/ircnet/stop.sh "$dir" >/dev/null 2>&1 || true
done
exit $status
