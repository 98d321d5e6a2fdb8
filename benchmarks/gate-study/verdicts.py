#!/usr/bin/env python3
"""Reads the verdict tables a perf run printed (repeat.sh's N.log files) and prints, per run, the scenario
verdicts by outcome, then per gated metric the range of the `detectable` column over all runs and pairs:
what the gate could have caught, as it said itself.

Usage: verdicts.py LOG [LOG...]"""
import re, statistics, sys

SCENARIO = re.compile(r"^([a-z0-9][a-z0-9-]* / [a-z0-9][a-z0-9-]*): ([A-Z_]+)$")
ROW = re.compile(r"^([A-Za-z0-9]+)\s+.*\s([+-]?[0-9.]+%|-|n/a)\s+(PASS|REGRESSION|IMPROVEMENT|INCONCLUSIVE|REPORT_ONLY|"
                 r"NOT_MEASURED|OTHER_MACHINE|OTHER_JDK|NO_BASELINE|SETTINGS_CHANGED|INVALID)(:.*)?$")


def read(path):
    verdicts, detectable, failing_rows = {}, {}, []
    pair = None
    with open(path, errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            m = SCENARIO.match(line)
            if m and not line.startswith("[perf]"):
                pair = m.group(1)
                verdicts[pair] = m.group(2)  # a pair printed twice (A/B information) keeps its last verdict
                continue
            m = ROW.match(line)
            if m and pair:
                metric, mde, outcome = m.group(1), m.group(2), m.group(3)
                if mde.endswith("%"):
                    detectable.setdefault(metric, []).append(abs(float(mde[:-1])))
                if outcome == "REGRESSION":
                    failing_rows.append(pair + ": " + " ".join(line.split()))
    return verdicts, detectable, failing_rows


def main(paths):
    all_detectable = {}
    total = {}
    for path in paths:
        verdicts, detectable, failing = read(path)
        counts = {}
        for outcome in verdicts.values():
            counts[outcome] = counts.get(outcome, 0) + 1
            total[outcome] = total.get(outcome, 0) + 1
        print("%s: %d scenario verdicts: %s" % (path, len(verdicts),
              ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
        for row in failing:
            print("    regression: " + row)
        for metric, values in detectable.items():
            all_detectable.setdefault(metric, []).extend(values)
    print("all runs: " + ", ".join("%s %d" % kv for kv in sorted(total.items())))
    print("%-26s %6s %9s %9s %9s" % ("detectable (%)", "rows", "min", "median", "max"))
    for metric, values in sorted(all_detectable.items()):
        print("%-26s %6d %9.1f %9.1f %9.1f" % (metric, len(values), min(values), statistics.median(values), max(values)))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
