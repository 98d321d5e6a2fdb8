#!/bin/bash
# A history to bisect: a clone of this repository at HEAD, then N commits on top of it (default 32), each a harmless
# change (a line appended to server/README.md), except commit AT, which applies a regression patch under regressions/
# (something a developer could commit by mistake). Prints the good revision (HEAD of the clone before the N commits),
# the bad one (the last commit) and the one that regressed.
# Usage: benchmarks/gate-study/bisect-history.sh PATCH DIR AT [N]
#   e.g. bisect-history.sh benchmarks/gate-study/regressions/etag-sha256.patch /tmp/bisect-cpu 19
#   then: bin/perfgate bisect --system DIR/perfgate.yaml --good GOOD --bad BAD --variant platform-own --scenario request-2
set -euo pipefail
[ "$#" -ge 3 ] || { sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
patch=$(cd "$(dirname "$1")" && pwd)/$(basename "$1"); dir=$2; at=$3; n=${4:-32}
[ "$at" -ge 1 ] && [ "$at" -le "$n" ] || { echo "AT must be 1 to $n, got $at" >&2; exit 2; }
root=$(cd "$(dirname "$0")/../.." && pwd)
[ ! -e "$dir" ] || { echo "$dir exists: give a new directory" >&2; exit 2; }
git clone -q "$root" "$dir"
cd "$dir"
git config user.name "bisect study"; git config user.email "bisect-study@localhost"
good=$(git rev-parse HEAD)
for i in $(seq 1 "$n"); do
  if [ "$i" -eq "$at" ]; then
    git apply "$patch"
    git commit -qam "$(basename "$patch" .patch): the regression (commit $i of $n)"
    regressed=$(git rev-parse HEAD)
  else
    echo "Note $i: nothing that changes the server's code." >> server/README.md
    git commit -qam "server/README.md: note $i of $n"
  fi
done
echo "good $good"
echo "bad $(git rev-parse HEAD)"
echo "regressed $regressed"
