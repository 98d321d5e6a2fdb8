#!/usr/bin/env python3
"""Between-boot spread of the work metrics: for every (variant, scenario) found in the run directories, the
mean over the trials of each run whose work metrics hold (each run is its own server boot) and the spread of those means,
(max - min) / mean of the means, in percent. The baselines' work-metric thresholds (+2% allocated bytes,
+1% response bytes) are only meaningful when this spread is well below them.

Usage: work_spread.py DIR [DIR...]   (DIRs written by repeat.sh, or perf-tests/target/perf-results copies;
       a DIR may also be a baselines/ directory: <scenario>/<variant>.json files are read as baselines,
       each of their boots (trialsPerBoot) on its own)"""
import glob, json, os, statistics, sys

METRICS = ["allocatedBytesPerRequest", "responseBytesPerRequest", "gcCountPer1000Requests"]


def runs_in(directory):
    """(pair, {metric: mean}) for each result or baseline file in directory."""
    found = []
    for path in sorted(glob.glob(os.path.join(directory, "*__*.json"))):
        with open(path) as f:
            run = json.load(f)
        # The trials whose work metrics hold, as the gate takes them: valid ones, and those disturbed only on the
        # load generator's side (workMetricsValid; files from before it was kept have no such field).
        trials = [t for t in run["trials"] if t.get("workMetricsValid", not t["invalidReasons"])]
        means = {}
        for m in METRICS:
            values = [t[m] for t in trials if t.get(m) is not None]
            means[m] = statistics.fmean(values) if values else float("nan")
        found.append(((run["variant"], run["scenario"]), means))
    for path in sorted(glob.glob(os.path.join(directory, "*", "*.json"))):
        with open(path) as f:
            baseline = json.load(f)
        if "metrics" not in baseline:
            continue
        # A baseline holds several boots (trialsPerBoot); each is a boot of its own here.
        per_boot = baseline.get("trialsPerBoot") or [len(next(iter(baseline["metrics"].values()))["values"])]
        start = 0
        for count in per_boot:
            means = {}
            for m in METRICS:
                values = [v for v in baseline["metrics"].get(m, {}).get("values", [])[start:start + count]
                          if v is not None]
                means[m] = statistics.fmean(values) if values else float("nan")
            found.append(((baseline["variant"], baseline["scenario"]), means))
            start += count
    return found


def main(directories):
    table = {}
    for d in directories:
        for pair, means in runs_in(d):
            table.setdefault(pair, []).append(means)
    print("%-28s %-26s %5s %12s %12s %8s" % ("pair", "metric", "boots", "min", "max", "spread"))
    worst = {}
    for pair in sorted(table):
        for m in METRICS:
            values = [r[m] for r in table[pair] if r[m] == r[m]]
            if len(values) < 2:
                continue
            spread = (max(values) - min(values)) / statistics.fmean(values) * 100
            worst[m] = max(worst.get(m, 0), spread)
            print("%-28s %-26s %5d %12.1f %12.1f %7.2f%%" % (" / ".join(pair), m, len(values), min(values),
                                                           max(values), spread))
    for m, w in worst.items():
        print("largest spread of %s: %.2f%%" % (m, w))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
