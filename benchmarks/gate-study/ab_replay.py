#!/usr/bin/env python3
"""Judges saved A/B runs again, by the A/B gate's rule (baselines/README.md, "A/B against a reference build"):
trial i of the candidate is paired with trial i of the reference; a metric regresses when the typical pair
ratio (geometric mean of candidate / reference, minus 1) moved beyond its threshold in the bad direction AND
a one-sided paired t-test on the log ratios gives p < alpha / m (m = metrics tested). It mirrors
io.perfgate.perf.verdict.Gate.judge against a same-run reference (the gate itself), so that the study's runs can be judged again at
other thresholds, or with one metric only, without the JVM classpath.

Usage: ab_replay.py [--only METRIC[,METRIC]] [--detail] THRESHOLD_PERCENT P99_THRESHOLD_PERCENT DIR [DIR...]
  DIRs written by repeat.sh with -Dperf.reference (each run's candidate JSON beside a reference/ folder).
  --only cpuPerRequest   judges only these metrics (alpha is then split over them only)
  --detail               prints every verdict with each metric's change and p-value
Needs python3 with scipy."""
import argparse, glob, json, math, os, statistics
from scipy import stats

from replay import ALPHA, METRICS  # the gated metrics (id, result-file key, direction) and alpha, as replay.py judges them


def log_ratios(reference, candidate, key):
    pairs = [(a.get(key), b.get(key)) for a, b in zip(reference['trials'], candidate['trials'])]
    return [math.log(b / a) for a, b in pairs if a and b and a > 0 and b > 0]


def judge(reference, candidate, metrics, threshold, p99_threshold):
    """[(metric, change, p, regressed)] for the metrics with >= 2 pairs."""
    rows = []
    for name, key, direction in metrics:
        d = log_ratios(reference, candidate, key)
        if len(d) < 2:
            continue
        change = math.expm1(statistics.mean(d))
        if statistics.stdev(d) == 0:
            p = 0.0 if statistics.mean(d) * (1 if change > 0 else -1) > 0 else 1.0
        else:
            p = stats.ttest_1samp(d, 0, alternative='greater' if change > 0 else 'less').pvalue
        rows.append([name, change, p, direction])
    m = max(1, len(rows))
    out = []
    for name, change, p, direction in rows:
        limit = (p99_threshold if name == 'p99' else threshold) / 100
        worse = change > 0 if direction > 0 else change < 0
        out.append((name, change, p, worse and abs(change) > limit and p < ALPHA / m))
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--only', default='')
    parser.add_argument('--detail', action='store_true')
    parser.add_argument('threshold', type=float)
    parser.add_argument('p99_threshold', type=float)
    parser.add_argument('dirs', nargs='+')
    args = parser.parse_args()
    only = [m for m in args.only.split(',') if m]
    metrics = [m for m in METRICS if not only or m[0] in only]
    total = failing = 0
    per_metric = {}
    for d in args.dirs:
        for f in sorted(glob.glob(os.path.join(d, '*', '*.json'))):
            ref_file = os.path.join(os.path.dirname(f), 'reference', os.path.basename(f))
            if not os.path.exists(ref_file):
                continue
            candidate, reference = json.load(open(f)), json.load(open(ref_file))
            if any(t['invalidReasons'] for t in candidate['trials'] + reference['trials']):
                print(f'  {os.path.relpath(f, d)}: INVALID trials, not judged')
                continue
            rows = judge(reference, candidate, metrics, args.threshold, args.p99_threshold)
            regressed = [r for r in rows if r[3]]
            total += 1
            failing += bool(regressed)
            for r in regressed:
                per_metric[r[0]] = per_metric.get(r[0], 0) + 1
            if regressed or args.detail:
                print(f'  {os.path.relpath(f, d)}: {"REGRESSION" if regressed else "pass"}; '
                      + ', '.join(f'{n} {c * 100:+.1f}% p={p:.4f}{" *" if r else ""}' for n, c, p, r in rows))
    print(f'thresholds {args.threshold:g}% (p99 {args.p99_threshold:g}%), metrics {",".join(m[0] for m in metrics)}: '
          f'{failing} of {total} verdicts fail; verdicts in which each metric regressed: {per_metric}')


if __name__ == '__main__':
    main()
