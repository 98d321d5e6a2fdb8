package io.perfgate.perf.verdict;

import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.config.Defaults;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import org.junit.jupiter.api.Test;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Estimates, through {@link Gate#check} itself, how often the gate cries wolf and how often it catches a real
 * regression with the default number of trials per side ({@link Defaults#TRIALS}). Trial values are log-normal
 * (positive and right-skewed, like latency summaries) with a given coefficient of variation; the seed is fixed, so every number below is reproducible
 * and the assertions cannot flake.
 */
class GateSimulationTest {
    private static final int TRIALS = Defaults.TRIALS;
    private static final int PAIRS = 10_000;
    private static final List<Metric> GATED = List.of(Metric.MEAN, Metric.P50, Metric.P90, Metric.P99, Metric.THROUGHPUT,
            Metric.CPU_PER_REQUEST, Metric.SERVER_TIME);

    /** Log-normal values with mean {@code mean} and coefficient of variation {@code cv}. */
    private static double[] draw(SplittableRandom random, double mean, double cv) {
        double sigma = Math.sqrt(Math.log(1 + cv * cv));
        double[] values = new double[TRIALS];
        for (int i = 0; i < TRIALS; i++) {
            values[i] = mean * Math.exp(sigma * gaussian(random) - sigma * sigma / 2);
        }
        return values;
    }

    private static double gaussian(SplittableRandom random) {
        // Box-Muller by hand: RandomGenerator.nextGaussian's algorithm may change between JDKs; this cannot.
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }

    /**
     * One (variant, scenario) verdict: every metric in {@code noisy} drawn independently (the worst case for
     * false alarms across metrics), and {@code shifted} multiplied by {@code factor} in the current run.
     */
    private static Outcome verdict(SplittableRandom random, List<Metric> noisy, double cv, Metric shifted, double factor,
                                   Thresholds thresholds) {
        Fixtures.TrialsBuilder before = Fixtures.trials(TRIALS);
        Fixtures.TrialsBuilder after = Fixtures.trials(TRIALS);
        for (Metric metric : noisy) {
            double mean = metric == Metric.THROUGHPUT ? 2000 : 1.0;
            before.with(metric, draw(random, mean, cv));
            after.with(metric, draw(random, metric == shifted ? mean * factor : mean, cv));
        }
        Baseline baseline = Baseline.of(Fixtures.run(before.build()));
        ScenarioRun current = Fixtures.run(after.build());
        return Gate.judge(current, Comparand.baseline(Optional.of(baseline), false), thresholds).outcome();
    }

    private static double rate(long seed, int pairs, List<Metric> noisy, double cvLow, double cvHigh, Metric shifted,
                               double factor, Thresholds thresholds) {
        SplittableRandom rng = new SplittableRandom(seed);
        int regressions = 0;
        for (int i = 0; i < pairs; i++) {
            double cv = cvLow + (cvHigh - cvLow) * rng.nextDouble();
            if (verdict(rng, noisy, cv, shifted, factor, thresholds) == Outcome.REGRESSION) {
                regressions++;
            }
        }
        return (double) regressions / pairs;
    }

    /** Only the mean is gated: the per-metric statistic alone (alpha 0.01, no split). */
    private static Thresholds meanOnly() {
        Map<Metric, Rule> rules = new EnumMap<>(Metric.class);
        for (Metric metric : Metric.values()) {
            if (metric != Metric.MEAN && metric != Metric.ERROR_RATIO) {
                rules.put(metric, Rule.EMPTY.withReportOnly(true));
            }
        }
        return new Thresholds(rules, Map.of());
    }

    @Test
    void singleMetricFalseAlarmRateAtTenToTwentyPercentNoiseIsAlphaWithinTheSimulationsOwnError() {
        double falseAlarms = rate(20261121, PAIRS, List.of(Metric.MEAN), 0.10, 0.20, Metric.MEAN, 1.0, meanOnly());

        System.out.printf(Locale.ROOT, "gate simulation: one gated metric, CV 10-20%%, %d pairs of %d vs %d trials: "
                + "false alarms %.2f%%%n", PAIRS, TRIALS, TRIALS, falseAlarms * 100);
        // alpha = 0.01 plus three standard errors of a rate estimated from PAIRS draws (0.1% at 10,000):
        // Welch's test is approximate, on log-normal trials it sits at alpha give or take that.
        assertTrue(falseAlarms <= 0.01 + 3 * Math.sqrt(0.01 * 0.99 / PAIRS), "false-alarm rate " + falseAlarms);
    }

    @Test
    void scenarioFalseAlarmRateWithAllDefaultMetricsIndependentlyNoisyIsAtMostOnePercent() {
        double falseAlarms = rate(42, PAIRS, GATED, 0.10, 0.20, Metric.MEAN, 1.0, Thresholds.defaults());

        System.out.printf(Locale.ROOT, "gate simulation: default thresholds, %d gated metrics each independently noisy, "
                + "CV 10-20%%, %d scenario verdicts: false alarms %.2f%%%n", GATED.size(), PAIRS, falseAlarms * 100);
        assertTrue(falseAlarms <= 0.01, "false-alarm rate " + falseAlarms);
    }

    @Test
    void detectionRatesOfTenAndTwentyPercentRegressionsAreReported() {
        int pairs = 2_000;
        StringBuilder table = new StringBuilder("gate simulation: detection of a mean regression, " + TRIALS + " vs "
                + TRIALS + " trials, " + pairs + " pairs per cell\n  CV     +10% (1 metric)  +20% (1 metric)  +10% (default 7)  +20% (default 7)\n");
        double strongAtLowNoise = 0;
        for (double cv : new double[]{0.02, 0.05, 0.10, 0.20}) {
            double oneTen = rate(7, pairs, List.of(Metric.MEAN), cv, cv, Metric.MEAN, 1.10, meanOnly());
            double oneTwenty = rate(8, pairs, List.of(Metric.MEAN), cv, cv, Metric.MEAN, 1.20, meanOnly());
            double sevenTen = rate(9, pairs, GATED, cv, cv, Metric.MEAN, 1.10, Thresholds.defaults());
            double sevenTwenty = rate(10, pairs, GATED, cv, cv, Metric.MEAN, 1.20, Thresholds.defaults());
            table.append(String.format(Locale.ROOT, "  %3.0f%%   %14.1f%%  %14.1f%%  %15.1f%%  %15.1f%%%n", cv * 100,
                    oneTen * 100, oneTwenty * 100, sevenTen * 100, sevenTwenty * 100));
            if (cv == 0.02) {
                strongAtLowNoise = sevenTwenty;
            }
        }
        System.out.print(table);
        // The gate is not blind: a 20% regression on steady trials is caught nearly always, even with the split.
        assertTrue(strongAtLowNoise >= 0.95, table.toString());
    }
}
