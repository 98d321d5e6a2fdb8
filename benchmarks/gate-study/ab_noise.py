#!/usr/bin/env python3
"""Where the noise of an A/B comparison comes from, from saved A/B runs of the SAME jar on both sides.

For every (run, variant, scenario) it takes the pairs' log ratios ln(B_i / A_i) of a metric: their mean is
that boot pair's observed change, and sd / sqrt(n) is the standard error the paired test sees (noise
WITHIN the run). Across runs, each a fresh boot of both servers, the spread of those means is the noise
BETWEEN boot pairs. If it is no larger than the within-run standard error, the paired test's p-value is
honest; if it is larger, boots differ by more than their trials do, and only the threshold (or more boots)
protects against false alarms.

At the end, per metric over all pairs: the root mean square of the observed changes, what
thresholds.json's bootPairSpreadPercent states (same jar on both sides, so the true change is 0 and every
observed change is noise, within and between boots), with the largest.

Last, whether the `detectable` column is honest: it assumes that a run's observed change varies around the
true one by sqrt(se^2 + d^2), se from the run's pairs and d the metric's bootPairSpreadPercent. With the same
jar on both sides the true change is 0, so z = change / sqrt(se^2 + d^2) should have a standard deviation of
about 1 (smaller: the column is conservative; larger: it promises more than the gate can do) and |z| > 1.96
in about 5% of the boot pairs.

And what two boot pairs per verdict give, estimated from runs of one boot pair each: each run's
boot pair of a (variant, scenario) averaged with another run's of the same, over every two runs, per scenario.
The averages share runs, so they are not independent: the rms is an estimate, the largest one is optimistic.

Usage: ab_noise.py DIR [DIR...]   (directories written by repeat.sh with -Dperf.reference=<the same jar>)
       THRESHOLDS=path/to/thresholds.json ab_noise.py ...   (default: the repository's baselines/thresholds.json)
Pure Python 3; no packages needed."""
import glob, json, math, os, statistics, sys
from collections import defaultdict

METRICS = [('cpuPerRequest', 'serverCpuMicrosPerRequest'), ('mean', 'meanMillis'), ('p50', 'p50Millis'), ('p90', 'p90Millis'),
           ('p99', 'p99Millis'), ('throughput', 'throughputPerSecond'), ('serverTime', 'serverTimeMeanMillis'),
           ('allocatedBytes', 'allocatedBytesPerRequest'),
           # CPU per request as it was counted before the JIT's compiler threads were left out (result files that
           # keep compilerCpuMicrosPerRequest): the same trials, to see what leaving them out changed.
           ('cpuWithJit', lambda t: t['serverCpuMicrosPerRequest'] + t['compilerCpuMicrosPerRequest']
                          if t.get('compilerCpuMicrosPerRequest') is not None and t.get('serverCpuMicrosPerRequest') else None)]


def value(trial, key):
    return key(trial) if callable(key) else trial.get(key)


def main(dirs):
    rows = defaultdict(list)  # (pair, metric) -> [(mean log ratio, its se, trial sd)], one per boot pair
    verdicts = defaultdict(list)  # (pair, metric, k) -> [mean over the run's k boot pairs], runs with k > 1
    for d in dirs:
        for f in sorted(glob.glob(os.path.join(d, '**', '*__*.json'), recursive=True)):
            if os.sep + 'reference' + os.sep in f:
                continue
            ref = os.path.join(os.path.dirname(f), 'reference', os.path.basename(f))
            if not os.path.exists(ref):
                continue
            b, a = json.load(open(f)), json.load(open(ref))
            if any(t['invalidReasons'] for t in a['trials'] + b['trials']):
                print(f'{f}: INVALID trials, left out')
                continue
            pair = b['variant'] + ' / ' + b['scenario']
            # An A/B run with k pairs of boots (perf.reference.bootPairs) took turns between them: each trial says
            # which measured it (no 'boot' field: one pair). Each boot pair is one entry; the run's verdict averages them.
            boots = sorted({t.get('boot') or 1 for t in a['trials']})
            for name, key in METRICS:
                means = []
                residuals = []  # each pair's log ratio less its boot pair's mean: what the gate's test sees
                for boot in boots:
                    values = [(value(x, key), value(y, key)) for x, y in zip(a['trials'], b['trials'])
                              if (x.get('boot') or 1) == boot]
                    r = [math.log(vb / va) for va, vb in values if va and vb and va > 0 and vb > 0]
                    if len(r) >= 2:
                        sd = statistics.stdev(r)
                        rows[(pair, name)].append((statistics.mean(r), sd / math.sqrt(len(r)), sd))
                        means.append(statistics.mean(r))
                        residuals += [x - statistics.mean(r) for x in r]
                if len(boots) > 1 and len(means) == len(boots):
                    # The gate's standard error: the spread within boot pairs (n - k degrees of freedom) over sqrt(n).
                    se = math.sqrt(sum(x * x for x in residuals) / (len(residuals) - len(boots)) / len(residuals))
                    verdicts[(pair, name, len(boots))].append((statistics.mean(means), se))
    print(f'{"pair":<28} {"metric":<15} {"runs":>4} {"changes (%) per run":<40} {"between sd":>10} '
          f'{"within se":>9} {"trial sd":>8}')
    for (pair, name), values in sorted(rows.items()):
        means = [m for m, _, _ in values]
        between = statistics.stdev(means) * 100 if len(means) > 1 else float('nan')
        within = math.sqrt(statistics.mean([se * se for _, se, _ in values])) * 100
        trial = math.sqrt(statistics.mean([sd * sd for _, _, sd in values])) * 100
        changes = ' '.join(f'{math.expm1(m) * 100:+.1f}' for m in means)
        print(f'{pair:<28} {name:<15} {len(values):>4} {changes:<40} {between:>9.2f}% {within:>8.2f}% {trial:>7.2f}%')
    print(f'\n{"metric":<15} {"boot pairs":>10} {"rms change":>10} {"largest":>8}')
    for name, _ in METRICS:
        changes = [m for (pair, metric), values in rows.items() if metric == name for m, _, _ in values]
        if changes:
            rms = math.sqrt(statistics.mean([c * c for c in changes])) * 100
            largest = max(changes, key=abs) * 100
            print(f'{name:<15} {len(changes):>10} {rms:>9.2f}% {largest:>+7.1f}%')
    calibration(rows)
    two_boot_pairs(rows)
    if verdicts:
        thresholds = load_thresholds()
        print('\nverdicts of runs with several boot pairs (perf.reference.bootPairs): their change, the mean over the pairs;')
        print('"expected" is the rms the gate\'s detectable column assumes, sqrt(se^2 + (spread / sqrt(k))^2) with se the')
        print('spread within boot pairs over sqrt(n); z = change / that, per verdict')
        print(f'{"scenario":<12} {"metric":<15} {"pairs":>5} {"verdicts":>8} {"rms":>6} {"expected":>8} {"largest":>8} '
              f'{"sd of z":>8} {"|z| > 1.96":>10}')
        for scenario in sorted({pair.split(' / ')[1] for pair, _, _ in verdicts}):
            for name, _ in METRICS:
                drift = spread(thresholds, scenario, threshold_metric(name))
                for k in sorted({k for _, _, k in verdicts}):
                    found = [c for (pair, n, kk), cs in verdicts.items() if n == name and kk == k
                             and pair.endswith(' / ' + scenario) for c in cs]
                    if found:
                        changes = [c for c, _ in found]
                        rms = math.sqrt(statistics.mean([c * c for c in changes])) * 100
                        expected = [math.sqrt(se * se + drift * drift / k) for _, se in found]
                        zs = [c / e for (c, _), e in zip(found, expected) if e > 0]
                        outside = sum(abs(z) > 1.96 for z in zs)
                        print(f'{scenario:<12} {name:<15} {k:>5} {len(changes):>8} {rms:>5.2f}% '
                              f'{math.sqrt(statistics.mean([e * e for e in expected])) * 100:>7.2f}% '
                              f'{max(changes, key=abs) * 100:>+7.1f}% {statistics.pstdev(zs, 0) if len(zs) > 1 else float("nan"):>8.2f}'
                              f' {outside:>4} of {len(zs):<4}')


def two_boot_pairs(rows):
    print('\ntwo boot pairs per verdict: each two runs of a pair averaged')
    print(f'{"scenario":<12} {"metric":<15} {"boot pairs":>10} {"rms":>6} {"largest":>8} {"averages":>9} {"rms":>6} {"largest":>8}')
    scenarios = sorted({pair.split(' / ')[1] for pair, _ in rows})
    for scenario in scenarios:
        for name, _ in METRICS:
            singles = [m for (pair, n), values in rows.items() if n == name and pair.endswith(' / ' + scenario)
                       for m, _, _ in values]
            doubles = [(a + b) / 2 for (pair, n), values in rows.items() if n == name and pair.endswith(' / ' + scenario)
                       for i, (a, _, _) in enumerate(values) for b, _, _ in values[i + 1:]]
            if len(singles) > 1 and doubles:
                rms1 = math.sqrt(statistics.mean([c * c for c in singles])) * 100
                rms2 = math.sqrt(statistics.mean([c * c for c in doubles])) * 100
                print(f'{scenario:<12} {name:<15} {len(singles):>10} {rms1:>5.2f}% {max(singles, key=abs) * 100:>+7.1f}%'
                      f' {len(doubles):>9} {rms2:>5.2f}% {max(doubles, key=abs) * 100:>+7.1f}%')


def threshold_metric(name):
    """The thresholds.json metric behind one of METRICS."""
    return {'allocatedBytes': 'allocatedBytesPerRequest', 'cpuWithJit': 'cpuPerRequest'}.get(name, name)


def spread(thresholds, scenario, metric):
    """bootPairSpreadPercent of a metric in a scenario as a fraction: the scenario's override, else the default."""
    for level in (thresholds.get('scenarios', {}).get(scenario, {}).get('metrics', {}), thresholds.get('defaults', {})):
        if 'bootPairSpreadPercent' in level.get(metric, {}):
            return level[metric]['bootPairSpreadPercent'] / 100
    return 0.0


def thresholds_path():
    return os.environ.get('THRESHOLDS') or os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..',
                                                        'baselines', 'thresholds.json')


def load_thresholds():
    return json.load(open(thresholds_path()))


def calibration(rows):
    thresholds = load_thresholds()
    print(f'\nthe detectable column against these runs (bootPairSpreadPercent from {os.path.normpath(thresholds_path())})')
    print(f'{"metric":<15} {"boot pairs":>10} {"sd of z":>8} {"|z| > 1.96":>10}')
    for name, _ in METRICS:
        zs = [m / math.sqrt(se * se + spread(thresholds, pair.split(' / ')[1], threshold_metric(name)) ** 2)
              for (pair, n), values in rows.items() if n == name for m, se, _ in values if se > 0]
        if len(zs) > 1:
            # The spread around 0, not around the zs' own mean: the true change is 0 with the same jar on both sides.
            outside = sum(abs(z) > 1.96 for z in zs)
            print(f'{name:<15} {len(zs):>10} {statistics.pstdev(zs, 0):>8.2f} {outside:>4} of {len(zs):<4}')


if __name__ == '__main__':
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
