#!/usr/bin/env bash
# The watcher stop_when_gone (common.sh) starts: waits for process WATCHED (a test run) to end,
# then runs STOP DIR, unless another run that is still alive watches the same server (its own
# watcher stops it later). The check and the stop run under DIR's lifecycle lock, which a start
# script that keeps a running server holds while it decides (lifecycle_lock): without it, a run
# that started while the one before was ending found the server running, kept it, and then lost
# it to the ended run's watcher a second later.
#   stop-when-gone.sh WATCHED STOP DIR
set -uo pipefail
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
watched="$1" stop="$2" dir="$3"
while kill -0 "$watched" 2>/dev/null; do sleep 2; done
[[ -d "$dir" ]] || exit 0
lifecycle_lock "$dir"
name="$(basename "$stop" .sh)"
rm -f "$dir/.watcher-$watched-$name.pid"
for mark in "$dir"/.watcher-*-"$name".pid; do
  [[ -e "$mark" ]] || continue
  other="${mark#"$dir/.watcher-"}"
  other="${other%%-*}"
  # the same stop script only (".watcher-PID-stop.pid" is not ".watcher-PID-pgbouncer-stop.pid")
  [[ "$mark" == "$dir/.watcher-$other-$name.pid" ]] || continue
  # alive: its watcher (the PID in the mark, this script watching that run) and the run itself
  watcher="$(tr -dc '0-9' < "$mark")"
  if [[ -n "$watcher" ]] && tr '\0' ' ' < "/proc/$watcher/cmdline" 2>/dev/null | grep -qF "stop-when-gone.sh $other " \
    && kill -0 "$other" 2>/dev/null; then
    exit 0
  fi
done
exec bash "$stop" "$dir"
