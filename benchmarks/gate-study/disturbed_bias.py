#!/usr/bin/env python3
"""How trials disturbed on the load generator's side read against their own run's undisturbed trials.

The gate judges disturbed time metrics as bounds against a committed baseline (docs/verdicts.md, "Invalid runs and faults during a run"): a
pass with them in holds only if a generator that waited for its CPU makes a run read slower, never faster. This
counts, per time metric, how many disturbed trial values read worse than the median of the undisturbed trials of
the same run file, and their median ratio.

A/B runs measured together (lockstep or duet) keep a disturbed pair and judge it: that holds only if the wait
delayed both sides alike. For every result file with its reference beside it (reference/<same name>), this also
prints how far the disturbed pairs' log ratios ln(B_i / A_i) sit from the mean of the same verdict's undisturbed
pairs, and their spread against the undisturbed pairs' own.
Usage: disturbed_bias.py RESULT_DIR...   (directories searched recursively for <variant>__<scenario>.json files)
"""
import glob
import json
import math
import os
import statistics
import sys

METRICS = {"meanMillis": 1, "p50Millis": 1, "p90Millis": 1, "p99Millis": 1,
           "serverCpuMicrosPerRequest": 1, "serverTimeMeanMillis": 1, "throughputPerSecond": -1}

worse = {m: 0 for m in METRICS}
ratios = {m: [] for m in METRICS}
files = sorted({f for d in sys.argv[1:] for f in glob.glob(os.path.join(d, "**", "*__*.json"), recursive=True)})
for f in files:
    try:
        trials = json.load(open(f)).get("trials", [])
    except (OSError, ValueError):
        continue
    disturbed = [t for t in trials if t["invalidReasons"] and t.get("workMetricsValid")]
    clean = [t for t in trials if not t["invalidReasons"]]
    if not disturbed or len(clean) < 2:
        continue
    for m, sign in METRICS.items():
        median = statistics.median(t[m] for t in clean)
        for t in disturbed:
            ratio = t[m] / median
            ratios[m].append(ratio)
            worse[m] += (ratio - 1) * sign > 0
total = sum(len(r) for r in ratios.values())
print(f"{len(files)} result files; disturbed trial values reading worse than their run's undisturbed median: "
      f"{sum(worse.values())} of {total}")
for m in METRICS:
    if ratios[m]:
        print(f"  {m:28s} worse {worse[m]:4d} of {len(ratios[m]):4d}, median ratio {statistics.median(ratios[m]):.3f}")

offsets = {m: ([], []) for m in ("meanMillis", "p50Millis", "serverCpuMicrosPerRequest")}
for f in files:
    reference = os.path.join(os.path.dirname(f), "reference", os.path.basename(f))
    if os.sep + "reference" + os.sep in f or not os.path.exists(reference):
        continue
    a, b = json.load(open(reference))["trials"], json.load(open(f))["trials"]
    for m, (disturbed_pairs, clean_pairs) in offsets.items():
        pairs = [(math.log(y[m] / x[m]), bool(x["invalidReasons"] or y["invalidReasons"])) for x, y in zip(a, b)]
        clean = [r for r, d in pairs if not d]
        if len(clean) < 2 or len(clean) == len(pairs):
            continue
        centre = statistics.mean(clean)
        disturbed_pairs += [100 * (r - centre) for r, d in pairs if d]
        clean_pairs += [100 * (r - centre) for r in clean]
if any(d for d, _ in offsets.values()):
    print("A/B pairs with a disturbed trial, log ratio against their verdict's undisturbed pairs (%):")
    for m, (d, c) in offsets.items():
        print(f"  {m:28s} {len(d):4d} disturbed pairs: mean {statistics.mean(d):+.2f}, sd {statistics.stdev(d):.2f}; "
              f"{len(c)} undisturbed: sd {statistics.stdev(c):.2f}")
