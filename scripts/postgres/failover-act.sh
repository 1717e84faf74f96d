#!/usr/bin/env bash
# What a failover test does to the cluster started by scripts/postgres/failover-start.sh DIR:
#   failover-act.sh DIR failover       pg_autoctl perform failover: the secondary is promoted and
#                                      the old primary demoted; returns once the monitor reports
#                                      a primary and a secondary again
#   failover-act.sh DIR kill-primary   kill -9 of the primary's postmaster (its pg_autoctl keeper
#                                      stays, as on a machine whose database crashed); prints
#                                      KILLED_PORT=the primary's port and KILLED_AT=the time of
#                                      the kill (Unix seconds)
#   failover-act.sh DIR settled        prints SETTLED=yes once one node reports primary and the
#                                      other secondary, each at its goal state (a failed node has
#                                      rejoined), else SETTLED=no
#   failover-act.sh DIR primary        prints PRIMARY_PORT=the port of the node the monitor
#                                      reports as primary
#   failover-act.sh DIR pause-replay   pg_wal_replay_pause() on the secondary: it keeps receiving
#                                      the primary's WAL (synchronous commits go on) but applies
#                                      none, so it falls behind; prints STANDBY_PORT=its port
#   failover-act.sh DIR resume-replay  pg_wal_replay_resume() on the secondary
#   failover-act.sh DIR events         prints the monitor's last state changes and each node's
#                                      reported and goal state: what a failed test shows
#   failover-act.sh DIR promoted SINCE PORT
#                                      prints STOPPED_REPLICATION_AT=the time (Unix seconds) of the
#                                      first report, at or after SINCE (Unix seconds), of a node
#                                      other than the one on PORT in stop_replication or later (it
#                                      waits there for the old primary's demotion, or its demote
#                                      timeout), and PROMOTED_AT=that of its first report as a
#                                      primary taking writes (wait_primary or primary); each empty
#                                      until then
# Environment: FAILOVER_PORT as for failover-start.sh.
set -euo pipefail
DIR="${1:?usage: failover-act.sh DIR failover|kill-primary|primary|settled|pause-replay|resume-replay|promoted|events}"
ACTION="${2:?usage: failover-act.sh DIR failover|kill-primary|primary|settled|pause-replay|resume-replay|promoted|events}"
DATA="$(cat "$DIR/datadir")"
MONITOR_PORT="${FAILOVER_PORT:-15452}"
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
as_owner() { if [[ "$(id -u)" == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi; }
monitor_sql() { as_owner "$BIN/psql" -h 127.0.0.1 -p "$MONITOR_PORT" -d pg_auto_failover -v ON_ERROR_STOP=1 -qAt -c "$1"; }
standby_port() { monitor_sql "SELECT nodeport FROM pgautofailover.node WHERE reportedstate = 'secondary' ORDER BY nodeid LIMIT 1"; }
standby_sql() {
  local port; port="$(standby_port)"
  [[ -n "$port" ]] || { echo "failover-act.sh: the monitor reports no secondary" >&2; exit 1; }
  as_owner "$BIN/psql" -h 127.0.0.1 -p "$port" -d postgres -v ON_ERROR_STOP=1 -qAt -c "$1" >/dev/null
  echo "STANDBY_PORT=$port"
}
primary_port() { monitor_sql "SELECT nodeport FROM pgautofailover.node WHERE reportedstate IN ('primary', 'wait_primary', 'single') ORDER BY nodeid LIMIT 1"; }

case "$ACTION" in
  failover)
    as_owner env "XDG_CONFIG_HOME=$DATA/config" "XDG_DATA_HOME=$DATA/state" "PATH=$BIN:/usr/bin:/bin" \
      pg_autoctl perform failover --pgdata "$DATA/monitor" --wait 120 >&2
    ;;
  kill-primary)
    port="$(primary_port)"
    [[ -n "$port" ]] || { echo "failover-act.sh: the monitor reports no primary" >&2; exit 1; }
    node="node$((port - MONITOR_PORT))"
    pid="$(head -n 1 "$DATA/$node/postmaster.pid")"
    kill -KILL "$pid"
    echo "KILLED_AT=$(date +%s.%N)"
    echo "KILLED_PORT=$port"
    ;;
  settled)
    settled="$(monitor_sql "SELECT count(*) FILTER (WHERE reportedstate = 'primary' AND goalstate = 'primary') = 1
                                   AND count(*) FILTER (WHERE reportedstate = 'secondary' AND goalstate = 'secondary') = 1
                            FROM pgautofailover.node")"
    [[ "$settled" == t ]] && echo "SETTLED=yes" || echo "SETTLED=no"
    ;;
  primary)
    echo "PRIMARY_PORT=$(primary_port)"
    ;;
  pause-replay)
    standby_sql "SELECT pg_wal_replay_pause()"
    ;;
  resume-replay)
    standby_sql "SELECT pg_wal_replay_resume()"
    ;;
  events)
    monitor_sql "SELECT to_char(eventtime, 'HH24:MI:SS.MS') || ' ' || nodename || ' ' || reportedstate || ' -> ' || goalstate || ': ' || description
                 FROM (SELECT * FROM pgautofailover.event ORDER BY eventid DESC LIMIT 40) AS last ORDER BY eventid"
    monitor_sql "SELECT 'now ' || nodename || ' port ' || nodeport || ' ' || reportedstate || ' -> ' || goalstate || ', health ' || health
                 FROM pgautofailover.node ORDER BY nodeid"
    ;;
  promoted)
    since="${3:?usage: failover-act.sh DIR promoted SINCE PORT}"
    old="node$(( ${4:?usage: failover-act.sh DIR promoted SINCE PORT} - MONITOR_PORT ))"
    first_report() {
      monitor_sql "SELECT COALESCE(extract(epoch FROM min(eventtime))::text, '') FROM pgautofailover.event
                   WHERE nodename <> '$old' AND reportedstate::text IN ($1) AND eventtime >= to_timestamp($since)"
    }
    echo "STOPPED_REPLICATION_AT=$(first_report "'stop_replication', 'wait_primary', 'primary'")"
    echo "PROMOTED_AT=$(first_report "'wait_primary', 'primary'")"
    ;;
  *)
    echo "failover-act.sh: unknown action $ACTION (failover, kill-primary, primary, settled, pause-replay, resume-replay, promoted, events)" >&2
    exit 2
    ;;
esac
