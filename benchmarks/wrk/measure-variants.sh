#!/usr/bin/env bash
# A quick closed-model measurement of every server variant with wrk (not the gate: see perf-tests/).
# Per variant: the server jar as a child JVM on CPU 1, wrk on CPU 0 with 16 connections; Request-1
# (POST /publications) and Request-2 (POST /feed), each 5 s of warm-up then 10 s measured.
# Needs: wrk, taskset, curl, and ./mvnw package run before. Traffic stays on 127.0.0.1.
# Usage: benchmarks/wrk/measure-variants.sh [port]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
jar="$here/../../server/target/perfgate-server.jar"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
port=${1:-18111}
[ -f "$jar" ] || { echo "build the server first: ./mvnw package -pl server -DskipTests" >&2; exit 1; }
for v in platform-own platform-gson virtual-own virtual-gson; do
  db=$(mktemp -d)/perf.db
  taskset -c 1 "$java" --enable-native-access=ALL-UNNAMED -Xms256m -Xmx256m -XX:+UseSerialGC -jar "$jar" \
    --threads="${v%-*}" --json="${v#*-}" --port="$port" --bind=127.0.0.1 --db="$db" >/dev/null 2>&1 &
  pid=$!
  trap 'kill $pid 2>/dev/null || true' EXIT
  for _ in $(seq 1 50); do curl -sf "http://127.0.0.1:$port/health" >/dev/null && break; sleep 0.2; done
  for s in publications feed; do
    taskset -c 0 wrk -t1 -c16 -d5s -s "$here/$s.lua" "http://127.0.0.1:$port" >/dev/null
    r=$(taskset -c 0 wrk -t1 -c16 -d10s --latency -s "$here/$s.lua" "http://127.0.0.1:$port")
    printf '%-13s %-12s req/s=%s mean=%s p99=%s non-2xx=%s\n' "$v" "$s" \
      "$(awk '/Requests\/sec/ {print $2}' <<<"$r")" "$(awk '/^    Latency/ {print $2}' <<<"$r")" \
      "$(awk '/ 99%/ {print $2}' <<<"$r")" "$(awk '/Non-2xx/ {print $NF}' <<<"$r" | grep . || echo 0)"
  done
  kill "$pid"; wait "$pid" 2>/dev/null || true
  trap - EXIT
  rm -rf "$(dirname "$db")"
done
