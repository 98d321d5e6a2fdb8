#!/bin/bash
# Runs the perf suite N times with repeat.sh, each run beside a noisy neighbour (benchmarks/neighbour/neighbour):
# started before the run, stopped after it, whatever the run's outcome. What the gate says beside a neighbour of a
# stated kind and intensity, as on a shared CI runner. An A/B study is the same with the reference among the Maven
# arguments (-Dperf.reference=...). OUTDIR/runs.txt records, before each run's line, the neighbour's line: what it
# ran, with the exact stress-ng command. `neighbour measure KIND INTENSITY` says what that neighbour takes.
# Usage: benchmarks/gate-study/beside.sh KIND INTENSITY OUTDIR N [extra Maven arguments for repeat.sh]
#   e.g. beside.sh cpu light /tmp/cpu-light 5 -Dperf.reference=/tmp/ref.jar -Dperf.scenarios=request-2
set -euo pipefail
[ "$#" -ge 4 ] || { sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2; exit 2; }
kind=$1; intensity=$2; out=$3; n=$4; shift 4
root=$(cd "$(dirname "$0")/../.." && pwd)
neighbour="$root/benchmarks/neighbour/neighbour"
"$neighbour" check "$kind" "$intensity"
mkdir -p "$out"
out=$(cd "$out" && pwd)
pidfile="$out/neighbour.pid"
# Every run's neighbour is recorded in one pidfile, so that whatever ends this study also ends the neighbour of the
# run in progress (each run's own `neighbour run` stops it too).
trap '"$neighbour" stop --pidfile "$pidfile" >/dev/null 2>&1 || true' EXIT
REPEAT_UNDER=$(printf '%q ' "$neighbour" run "$kind" "$intensity" --pidfile "$pidfile" --note "$out/runs.txt" --)
export REPEAT_UNDER
echo "beside a neighbour, $kind $intensity, each of $n runs" | tee -a "$out/runs.txt"
"$root/benchmarks/gate-study/repeat.sh" "$out" "$n" "$@"
