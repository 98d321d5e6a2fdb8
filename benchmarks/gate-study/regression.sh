#!/bin/bash
# Builds the server with a source-level regression applied (a patch under regressions/, something a
# developer could commit by mistake), then judges it N times against the committed baselines with
# repeat.sh. The patched jar is built in a temporary git worktree, so the checkout is never touched.
# Usage: benchmarks/gate-study/regression.sh PATCH OUTDIR N [extra Maven arguments for repeat.sh]
#   e.g. regression.sh benchmarks/gate-study/regressions/access-log.patch /tmp/alloc 10 \
#        -Dperf.variants=platform-own -Dperf.scenarios=request-2
set -euo pipefail
patch=$(cd "$(dirname "$1")" && pwd)/$(basename "$1"); out=$2; n=$3; shift 3
root=$(cd "$(dirname "$0")/../.." && pwd)
tree=$(mktemp -d)
trap 'git -C "$root" worktree remove --force "$tree" >/dev/null 2>&1 || true' EXIT
git -C "$root" worktree add --detach "$tree" HEAD >/dev/null
git -C "$tree" apply "$patch"
(cd "$tree" && ./mvnw -B -o -q -pl server package -DskipTests)
mkdir -p "$out"
jar="$tree/server/target/perfgate-server.jar"
cp "$jar" "$out/patched-server.jar"
echo "patched jar: $out/patched-server.jar ($(basename "$patch"))" | tee -a "$out/runs.txt"
"$root/benchmarks/gate-study/repeat.sh" "$out" "$n" "-Dperf.server.jar=$out/patched-server.jar" "$@"
