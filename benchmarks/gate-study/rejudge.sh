#!/bin/bash
# Judges saved runs again with the gate itself (io.perfgate.perf.run.Rejudge): against the committed
# baselines, or a copy with another thresholds.json. Measures nothing.
# Usage: benchmarks/gate-study/rejudge.sh BASELINE_DIR RESULTS...   (result files, or directories of them,
#        e.g. the run directories repeat.sh writes)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
args=()
for a in "$@"; do args+=("$(cd "$(dirname "$a")" && pwd)/$(basename "$a")"); done
cd "$root"
./mvnw -B -q -pl perf-tests -am compile org.apache.maven.plugins:maven-dependency-plugin:3.9.0:build-classpath \
    -Dmdep.outputFile="$root/perf-tests/target/rejudge.classpath" -Dmdep.includeScope=runtime >/dev/null
exec "${JAVA_HOME:-/usr}/bin/java" -cp "$root/perf-tests/target/classes:$(cat "$root/perf-tests/target/rejudge.classpath")" \
    io.perfgate.perf.run.Rejudge "${args[@]}"
