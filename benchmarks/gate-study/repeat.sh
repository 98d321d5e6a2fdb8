#!/bin/bash
# Runs the perf suite N times in a row, each a fresh Maven run with fresh server boots, and keeps every
# run's log, per-trial result files and summary: the raw data of the gate's false-alarm and detection
# studies (docs/evidence/). Runs only PerfSuiteIT (not the server's tests). Traffic stays on loopback.
# At the end, rejudge.sh judges all saved runs again with the gate (against the committed baselines, or each
# A/B run against its own reference) and prints the failing verdicts with their 95% interval.
# Usage: benchmarks/gate-study/repeat.sh OUTDIR N [extra Maven arguments, e.g. -Dperf.scenarios=request-2
#        -Dperf.serverArgs=--extra-cpu-micros=8]
# REPEAT_UNDER (optional): a command prefix, in shell words, that each run's Maven command runs under, e.g.
# beside.sh's `neighbour run cpu light --`: a noisy neighbour started before and stopped after every run.
set -u
out=$1; n=$2; shift 2
root=$(cd "$(dirname "$0")/../.." && pwd)
under=()
if [ -n "${REPEAT_UNDER:-}" ]; then eval "under=($REPEAT_UNDER)"; fi
mkdir -p "$out"
for i in $(seq 1 "$n"); do
  rm -rf "$root/perf-tests/target/perf-results"
  start=$(date +%s)
  (cd "$root" && "${under[@]}" ./mvnw -B -o verify -Pperf -pl perf-tests -am -Dit.test=PerfSuiteIT -Dfailsafe.failIfNoSpecifiedTests=false \
      -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false "$@") > "$out/$i.log" 2>&1
  rc=$?
  mkdir -p "$out/$i"
  cp "$root"/perf-tests/target/perf-results/*.json "$out/$i/" 2>/dev/null
  if [ -d "$root/perf-tests/target/perf-results/reference" ]; then   # A/B runs: the reference's trials too
    mkdir -p "$out/$i/reference"
    cp "$root"/perf-tests/target/perf-results/reference/*.json "$out/$i/reference/" 2>/dev/null
  fi
  cp "$root"/perf-tests/target/perfgate/summary.md "$out/$i/" 2>/dev/null
  # Both fail the build: a regression, and a pair the gate could not judge (INVALID).
  regressions=$(grep -E '^[a-z0-9][a-z0-9-]* / [a-z0-9][a-z0-9-]*: REGRESSION$' "$out/$i.log" | sort -u | wc -l)
  invalid=$(grep -E '^[a-z0-9][a-z0-9-]* / [a-z0-9][a-z0-9-]*: INVALID$' "$out/$i.log" | sort -u | wc -l)
  remeasured=$(grep -c 'measured again' "$out/$i.log")
  echo "run $i: exit $rc, $(( $(date +%s) - start )) s, $((regressions + invalid)) failing verdicts ($regressions REGRESSION, $invalid INVALID), $remeasured trials measured again" | tee -a "$out/runs.txt"
done
baselines="$root/baselines"
for a in "$@"; do case "$a" in -Dperf.baseline.dir=*) baselines=${a#-Dperf.baseline.dir=} ;; esac; done
dirs=(); for i in $(seq 1 "$n"); do dirs+=("$out/$i"); done
"$root/benchmarks/gate-study/rejudge.sh" "$baselines" "${dirs[@]}" > "$out/rejudged.txt" 2>&1
grep -E '^[0-9]+ verdicts' "$out/rejudged.txt" | sed 's/^/all runs, judged again: /' | tee -a "$out/runs.txt"
