package io.perfgate.perf.report;

import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.result.LoadSettings;
import io.perfgate.perf.result.LoadSlice;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.Percentile;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.ServerJvm;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.verdict.Outcome;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Fixed report inputs: the lab report's matrix (two requests x four variants) with made-up but plausible
 * numbers, three trials each. Everything derives from constants so that golden files stay stable.
 */
final class ReportFixtures {
    static final Instant STARTED = Instant.parse("2026-11-21T10:00:00Z");
    static final String COMMIT = "3f2a9c1d0b7e4a5f6c8d9e0a1b2c3d4e5f6a7b8c";
    static final Machine MACHINE = new Machine("AMD EPYC 7B13", 2, 8L * 1024 * 1024 * 1024, "Linux 6.1.0 amd64",
            "25.0.1+8 (Eclipse Adoptium)", LauncherKind.CONTAINER, "20.10.24");
    static final LoadSettings SETTINGS = new LoadSettings(LoadModel.OPEN, 5000, 0, 64, Duration.ofSeconds(10),
            Duration.ofSeconds(20), 3);
    static final List<String> VARIANTS = List.of("virtual-own", "virtual-gson", "platform-own", "platform-gson");

    /** Mean latency per scenario and variant, ms (the lab report's table). */
    private static final Map<String, List<Double>> MEAN_MS = Map.of(
            "request-1", List.of(1.191, 1.2595, 1.1144, 1.212),
            "request-2", List.of(0.1448, 0.1276, 0.1368, 0.1198));
    private static final double[] TRIAL_FACTOR = {0.98, 1.00, 1.03};

    static final String INVALID_REASON = "achieved 4210 req/s, below 95 % of the target 5000 req/s";

    private ReportFixtures() {
    }

    /** All eight runs valid, every comparison a pass. */
    static ReportInput passing() {
        List<ScenarioRun> runs = runs(false);
        List<Comparison> comparisons = new ArrayList<>();
        for (ScenarioRun run : runs) {
            comparisons.addAll(passes(run));
        }
        return new ReportInput(runs, comparisons, "committed baselines");
    }

    /** One regression, one improvement, one invalid run, one metric without baseline; the rest pass. */
    static ReportInput mixed() {
        List<ScenarioRun> runs = runs(true);
        List<Comparison> comparisons = new ArrayList<>();
        for (ScenarioRun run : runs) {
            String key = run.scenario() + " / " + run.variant();
            switch (key) {
                case "request-2 / virtual-own" -> {
                    for (Metric metric : List.of(Metric.MEAN, Metric.P99, Metric.THROUGHPUT)) {
                        comparisons.add(new Comparison(run.pair(), metric, Double.NaN,
                                Double.NaN, Double.NaN, threshold(metric), "", Outcome.INVALID,
                                "load generator fell behind", Double.NaN));
                    }
                }
                case "request-1 / virtual-gson" -> {
                    comparisons.add(pass(run, Metric.MEAN, 1.2595, 1.2341));
                    comparisons.add(new Comparison(run.pair(), Metric.P99, 3.08, 3.6526, 18.59,
                            "+10 %", "p = 0.004 (Welch)", Outcome.REGRESSION, "exceeds +10 % and significant", 12.4));
                    comparisons.add(pass(run, Metric.THROUGHPUT, 4995.0, 4990.0));
                }
                case "request-2 / platform-gson" -> {
                    comparisons.add(new Comparison(run.pair(), Metric.MEAN, 0.1369, 0.1198, -12.49,
                            "+10 %", "p = 0.010 (Welch)", Outcome.IMPROVEMENT, "", 11.2));
                    comparisons.add(pass(run, Metric.P99, 0.3474, 0.3420));
                    comparisons.add(pass(run, Metric.THROUGHPUT, 4995.0, 4990.0));
                }
                default -> comparisons.addAll(passes(run));
            }
        }
        comparisons.add(new Comparison(new PairId("platform-own", "request-1"), Metric.CPU_PER_REQUEST, Double.NaN, 41.3,
                Double.NaN, "+15 %", "", Outcome.NO_BASELINE, "first run of this metric", Double.NaN));
        return new ReportInput(runs, comparisons, "committed baselines");
    }

    static List<ScenarioRun> runs(boolean withInvalid) {
        List<ScenarioRun> runs = new ArrayList<>();
        for (String scenario : List.of("request-1", "request-2")) {
            for (int v = 0; v < VARIANTS.size(); v++) {
                String variant = VARIANTS.get(v);
                boolean invalid = withInvalid && scenario.equals("request-2") && variant.equals("virtual-own");
                runs.add(run(variant, scenario, MEAN_MS.get(scenario).get(v), invalid ? 2 : 0, STARTED));
            }
        }
        return runs;
    }

    /** A run of three trials around {@code meanMillis}; {@code invalidTrial} (1-based) fell behind, 0 for none. */
    static ScenarioRun run(String variant, String scenario, double meanMillis, int invalidTrial, Instant started) {
        return run(variant, scenario, meanMillis, invalidTrial, started, false);
    }

    /** As above; {@code workKept}: the invalid trial's work metrics hold (its fault was on the generator's side alone). */
    static ScenarioRun run(String variant, String scenario, double meanMillis, int invalidTrial, Instant started,
                           boolean workKept) {
        List<TrialResult> trials = new ArrayList<>();
        double cpu = variant.endsWith("gson") ? 38.5 : 41.25;
        for (int t = 1; t <= TRIAL_FACTOR.length; t++) {
            double f = TRIAL_FACTOR[t - 1];
            double mean = meanMillis * f;
            boolean invalid = t == invalidTrial;
            double throughput = invalid ? 4210 : 4990 + t * 2.5;
            long requests = Math.round(throughput * 20);
            trials.add(new TrialResult(t, requests, requests, mean, mean * 0.85, mean * 1.6, mean * 2.9, mean * 9,
                    throughput, 5000, new TrialResult.ErrorCounts(t == 3 ? 2 : 0, 0, 0, 0, 0),
                    cpu * f, 120 + t * 1.5, mean * 0.4, Double.NaN, Double.NaN, Double.NaN, Double.NaN,
                    new TrialResult.GeneratorHealth(invalid ? 812.5 : 0, invalid ? 5000 : 40, 5000, invalid),
                    invalid ? List.of(INVALID_REASON) : List.of(), !invalid || workKept, spectrum(mean)));
        }
        return new ScenarioRun(new PairId(variant, scenario), SETTINGS, MACHINE, ServerJvm.UNKNOWN, started, COMMIT, trials,
                timeline(trials, started));
    }

    /**
     * Second by second as TrialProtocol records it: three 2 s warm-up windows settling from twice the latency, then
     * each trial's 1 s and 0.5 s, half a second apart (a Hyperfoil run's own overhead).
     */
    static List<LoadSlice> timeline(List<TrialResult> trials, Instant started) {
        List<LoadSlice> slices = new ArrayList<>();
        double mean = trials.getFirst().meanMillis();
        long at = 0;
        for (int w = 1; w <= 3; w++) {
            for (int s = 0; s < 2; s++) {
                double slower = 1 + 1.0 / (2 * (w - 1) + s + 1);
                slices.add(new LoadSlice("warm-up " + w, started.plusMillis(at), 1.0,
                        Math.round(1 / (mean * slower) * 1000 * 16), mean * slower, mean * slower * 12));
                at += 1000;
            }
            at += 500;
        }
        for (TrialResult t : trials) {
            slices.add(new LoadSlice("trial " + t.trial(), started.plusMillis(at), 1.0, Math.round(t.throughputPerSecond()),
                    t.meanMillis(), t.maxMillis() * 0.8));
            slices.add(new LoadSlice("trial " + t.trial(), started.plusMillis(at + 1000), 0.5,
                    Math.round(t.throughputPerSecond() / 2), t.meanMillis(), t.maxMillis()));
            at += 2000;
        }
        return slices;
    }

    /**
     * A percentile spectrum on HdrHistogram's ladder (two points per halving, as LatencySummary keeps it) through the
     * trial's own p50, p90, p99 and max: log-linear between 0% (0.5 x mean), 50% (0.85), 90% (1.6), 99% (2.9) and
     * 99.9% (5), then the max (9).
     */
    static List<Percentile> spectrum(double mean) {
        double[][] anchors = {{1, 0.5}, {2, 0.85}, {10, 1.6}, {100, 2.9}, {1000, 5}};
        List<Percentile> points = new ArrayList<>();
        for (int k = 0; k <= 19; k++) {
            double x = Math.pow(2, k / 2.0);
            double level = 100 * (1 - 1 / x);
            int i = 0;
            while (i < anchors.length - 2 && x > anchors[i + 1][0]) {
                i++;
            }
            double t = Math.log(x / anchors[i][0]) / Math.log(anchors[i + 1][0] / anchors[i][0]);
            double factor = anchors[i][1] * Math.pow(anchors[i + 1][1] / anchors[i][1], t);
            points.add(new Percentile(level, Math.round(mean * factor * 100_000) / 100_000.0));
        }
        points.add(new Percentile(100, Math.round(mean * 9 * 100_000) / 100_000.0));
        return points;
    }

    static List<Comparison> passes(ScenarioRun run) {
        double mean = run.trials().stream().mapToDouble(TrialResult::meanMillis).average().orElseThrow();
        double p99 = run.trials().stream().mapToDouble(TrialResult::p99Millis).average().orElseThrow();
        return List.of(pass(run, Metric.MEAN, mean * 0.99, mean), pass(run, Metric.P99, p99 * 1.01, p99),
                pass(run, Metric.THROUGHPUT, 4995.0, 4990.0));
    }

    private static Comparison pass(ScenarioRun run, Metric metric, double baseline, double current) {
        return new Comparison(run.pair(), metric, baseline, current,
                (current - baseline) / baseline * 100, threshold(metric), "p = 0.41 (Welch)", Outcome.PASS, "", 10.8);
    }

    private static String threshold(Metric metric) {
        return metric == Metric.THROUGHPUT ? "-10 %" : "+10 %";
    }
}
