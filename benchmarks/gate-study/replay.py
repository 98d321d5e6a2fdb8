#!/usr/bin/env python3
"""Judges saved runs again with other thresholds, by the gate's rule (baselines/README.md): a metric regresses
when its mean moved beyond the threshold in the bad direction AND a one-sided Welch t-test over the trials
gives p < alpha / 7. It mirrors io.perfgate.perf.verdict.Gate.judge against a committed baseline (read the trials with
ResultFiles.read and the thresholds with Thresholds.load) so that saved runs can be judged again at other
thresholds without the JVM classpath (baselines/README.md says how closely it matched the gate).
Usage: replay.py THRESHOLD_PERCENT P99_THRESHOLD_PERCENT DIR [DIR...]   (DIRs written by repeat.sh; needs scipy)"""
import glob, json, os, statistics, sys
from scipy import stats

METRICS = [('mean', 'meanMillis', 1), ('p50', 'p50Millis', 1), ('p90', 'p90Millis', 1), ('p99', 'p99Millis', 1),
           ('throughput', 'throughputPerSecond', -1), ('cpuPerRequest', 'serverCpuMicrosPerRequest', 1),
           ('serverTime', 'serverTimeMeanMillis', 1)]
ALPHA = 0.01
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')


def baselines():
    found = {}
    for f in glob.glob(os.path.join(ROOT, 'baselines', '*', '*.json')):
        j = json.load(open(f))
        found[(j['variant'], j['scenario'])] = j
    return found


def judge(run, base, threshold, p99_threshold):
    trials = [t for t in run['trials'] if not t['invalidReasons']]
    regressed = []
    for name, key, direction in METRICS:
        b = [x for x in base['metrics'][name]['values'] if x is not None]
        c = [t[key] for t in trials if t.get(key) is not None]
        if len(b) < 2 or len(c) < 2:
            continue
        change = statistics.mean(c) / statistics.mean(b) - 1
        limit = (p99_threshold if name == 'p99' else threshold) / 100
        p = stats.ttest_ind(c, b, equal_var=False, alternative='greater' if direction > 0 else 'less').pvalue
        if (change > limit if direction > 0 else change < -limit) and p < ALPHA / len(METRICS):
            regressed.append(f'{name} {change * 100:+.1f}%')
    return regressed


def main():
    threshold, p99_threshold, dirs = float(sys.argv[1]), float(sys.argv[2]), sys.argv[3:]
    base = baselines()
    total = failing = 0
    per_metric = {}
    for d in dirs:
        for f in sorted(glob.glob(os.path.join(d, '*', '*.json'))):
            run = json.load(open(f))
            regressed = judge(run, base[(run['variant'], run['scenario'])], threshold, p99_threshold)
            total += 1
            failing += bool(regressed)
            for r in regressed:
                per_metric[r.split()[0]] = per_metric.get(r.split()[0], 0) + 1
            if regressed:
                print(f'  {os.path.relpath(f, d)}: {", ".join(regressed)}')
    print(f'thresholds {threshold}% (p99 {p99_threshold}%): {failing} of {total} verdicts fail; '
          f'verdicts in which each metric regressed: {per_metric}')


if __name__ == '__main__':
    main()
