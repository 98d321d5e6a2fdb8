#!/usr/bin/env python3
"""A trend history of real measurements, for studies of change-point detection: each boot of the given baselines
becomes one publish, in the order given, as github-action-benchmark would have stored it on gh-pages (data.js,
the two custom tools perfgate publishes, names "<scenario> / <variant> / <metric>", value = the mean over the
boot's trials, range = +- their sample standard deviation, as perf-tests' BenchmarkFiles writes them).

Usage: history_from_baselines.py OUT.js DIR[:LABEL] [DIR[:LABEL]...]
  DIR is a baselines directory written with -Dperf.baseline.update=true -Dperf.baseline.boots=N (<scenario>/<variant>.json);
  every boot of every DIR is one publish, DIRs in order; LABEL (default: the DIR's name) goes into the commit message.
  The commits are synthetic (c0001, c0002, ...): the measurements are real, the history is made of them.

Example (40 boots of unchanged code, then 10 with a regression):
  history_from_baselines.py /tmp/data.js /tmp/cp/unchanged:unchanged /tmp/cp/regressed:access-log"""
import datetime
import glob
import json
import os
import statistics
import sys

SMALLER = ["mean", "p50", "p90", "p99", "cpuPerRequest", "serverMemory", "allocatedBytesPerRequest",
           "responseBytesPerRequest"]
BIGGER = ["throughput"]


def boots(directory):
    """Per boot, in order: {(scenario, variant): (baseline, {metric: [values]})}."""
    per_boot = []
    for path in sorted(glob.glob(os.path.join(directory, "*", "*.json"))):
        with open(path) as f:
            baseline = json.load(f)
        if "metrics" not in baseline:
            continue  # thresholds.json
        start = 0
        for i, count in enumerate(baseline["trialsPerBoot"]):
            while len(per_boot) <= i:
                per_boot.append({})
            values = {m: v["values"][start:start + count] for m, v in baseline["metrics"].items()}
            per_boot[i][(baseline["scenario"], baseline["variant"])] = (baseline, values)
            start += count
    return per_boot


def bench(scenario, variant, metric, unit, values, machine):
    entry = {"name": f"{scenario} / {variant} / {metric}", "unit": unit, "value": statistics.fmean(values)}
    if len(values) > 1:
        entry["range"] = f"± {statistics.stdev(values):.6g}"
    entry["extra"] = (f"{len(values)} trials\n{machine['cpuModel']}, {machine['cores']} cores, {machine['launcher']}, "
                      f"JDK {machine['jdk']}")
    return entry


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    out = argv[1]
    entries = {"perfgate smaller is better": [], "perfgate bigger is better": []}
    start = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)
    n = 0
    for spec in argv[2:]:
        directory, _, label = spec.partition(":")
        label = label or os.path.basename(os.path.normpath(directory))
        for boot in boots(directory):
            n += 1
            commit = {"id": f"c{n:04d}", "message": f"{label} (boot {n})", "url": f"https://example.invalid/commit/c{n:04d}",
                      "timestamp": (start + datetime.timedelta(hours=n)).isoformat()}
            for tool, metrics, name in (("customSmallerIsBetter", SMALLER, "perfgate smaller is better"),
                                        ("customBiggerIsBetter", BIGGER, "perfgate bigger is better")):
                benches = []
                for (scenario, variant), (baseline, values) in sorted(boot.items()):
                    for metric in metrics:
                        if values.get(metric):
                            benches.append(bench(scenario, variant, metric, baseline["metrics"][metric]["unit"],
                                                 values[metric], baseline["machine"]))
                entries[name].append({"commit": commit, "date": int((start + datetime.timedelta(hours=n)).timestamp() * 1000),
                                      "tool": tool, "benches": benches})
    data = {"lastUpdate": int(start.timestamp() * 1000) + n, "repoUrl": "https://example.invalid", "entries": entries}
    with open(out, "w") as f:
        f.write("window.BENCHMARK_DATA = " + json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    print(f"{out}: {n} publishes")


if __name__ == "__main__":
    main(sys.argv)
