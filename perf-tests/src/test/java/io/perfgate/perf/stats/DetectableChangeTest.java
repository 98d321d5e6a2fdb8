package io.perfgate.perf.stats;

import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The minimum detectable effect ({@link Significance.Estimate#detectable}) checked the way it is defined: a
 * true change of that size, measured again and again with the same noise, is flagged by the gate's rule
 * (beyond the threshold AND p below alpha) in about 80% of the runs.
 */
class DetectableChangeTest {
    private static final int RUNS = 4000;

    @Test
    void withoutNoiseTheThresholdIsWhatCanBeDetected() {
        Significance.Estimate noNoise = Significance.welch().estimate(Sample.of(100, 100, 100), Sample.of(100, 100, 100));

        assertEquals(0.02, noNoise.detectable(0.01 / 9, 0.02, true), 1e-12);
    }

    @Test
    void notTestableMeansNothingCouldBeDetected() {
        Significance.Estimate one = Significance.welch().estimate(Sample.of(100), Sample.of(100, 101));

        assertTrue(Double.isNaN(one.detectable(0.01, 0.1, true)));
    }

    @Test
    void welchFlagsATrueChangeOfTheDetectableSizeInAboutEightyPercentOfRuns() {
        SplittableRandom random = new SplittableRandom(11);
        double sd = 8;
        int n = 12;
        double alpha = 0.01 / 6;
        // The detectable change of noise this size, as the gate would compute it from one typical run.
        double se = sd * Math.sqrt(2.0 / n) / 100;
        double df = 2 * (n - 1);
        Significance.Estimate typical = new Significance.Estimate(Sample.of(1, 2), Sample.of(1, 2), 0, 0.5, true, se, df,
                false, Significance.welch());
        double detectable = typical.detectable(alpha, 0.05, true);

        double share = flagged(() -> {
            Sample before = normal(random, n, 100, sd);
            Sample after = normal(random, n, 100 * (1 + detectable), sd);
            return Significance.welch().estimate(before, after);
        }, 0.05, alpha);
        assertEquals(0.8, share, 0.04, "detectable " + detectable + ", flagged " + share);
    }

    @Test
    void theThresholdDominatesWhenTheNoiseIsSmall() {
        SplittableRandom random = new SplittableRandom(12);
        double sd = 1;
        int n = 12;
        double alpha = 0.01 / 6;
        double se = sd * Math.sqrt(2.0 / n) / 100;
        Significance.Estimate typical = new Significance.Estimate(Sample.of(1, 2), Sample.of(1, 2), 0, 0.5, true, se,
                2 * (n - 1), false, Significance.welch());
        double detectable = typical.detectable(alpha, 0.10, true);
        assertTrue(detectable > 0.10 && detectable < 0.11, "detectable " + detectable);

        double share = flagged(() -> {
            return Significance.welch().estimate(normal(random, n, 100, sd),
                    normal(random, n, 100 * (1 + detectable), sd));
        }, 0.10, alpha);
        assertEquals(0.8, share, 0.04, "detectable " + detectable + ", flagged " + share);
    }

    @Test
    void pairedLogRatiosFlagATrueChangeOfTheDetectableSizeInAboutEightyPercentOfRuns() {
        SplittableRandom random = new SplittableRandom(13);
        int pairs = 12;
        double sdLog = 0.05;
        double alpha = 0.01 / 6;
        Significance.Estimate typical = new Significance.Estimate(Sample.of(1, 2), Sample.of(1, 2), 0, 0.5, true,
                sdLog / Math.sqrt(pairs), pairs - 1, true, Significance.pairedLogRatio());
        double detectable = typical.detectable(alpha, 0.05, true);

        double share = flagged(() -> {
            double[] reference = new double[pairs];
            double[] candidate = new double[pairs];
            for (int i = 0; i < pairs; i++) {
                double shared = 100 * Math.exp(0.2 * random.nextGaussian());
                reference[i] = shared;
                candidate[i] = shared * (1 + detectable) * Math.exp(sdLog * random.nextGaussian());
            }
            return Significance.pairedLogRatio().estimate(Sample.of(reference), Sample.of(candidate));
        }, 0.05, alpha);
        assertEquals(0.8, share, 0.04, "detectable " + detectable + ", flagged " + share);
    }

    @Test
    void aBootPredictionFlagsATrueChangeOfTheDetectableSizeInAboutEightyPercentOfRuns() {
        SplittableRandom random = new SplittableRandom(14);
        int boots = 3;
        double bootSdLog = 0.06;
        double alpha = 0.01 / 6;
        Significance.Estimate typical = new Significance.Estimate(Sample.of(1, 2), Sample.of(1, 2), 0, 0.5, true,
                bootSdLog * Math.sqrt(1 + 1.0 / boots), boots - 1, true, Significance.bootPrediction());
        double detectable = typical.detectable(alpha, 0.10, true);
        assertTrue(detectable > 0.5, "three boots of 6% spread can only see large changes: " + detectable);

        double share = flagged(() -> {
            double[] means = new double[boots];
            for (int b = 0; b < boots; b++) {
                means[b] = 100 * Math.exp(bootSdLog * random.nextGaussian());
            }
            Sample candidate = Sample.of(100 * (1 + detectable) * Math.exp(bootSdLog * random.nextGaussian()));
            return Significance.bootPrediction().estimate(Sample.of(means), candidate);
        }, 0.10, alpha);
        // With two degrees of freedom the spread estimate itself varies a lot: the approximation is rougher.
        assertEquals(0.8, share, 0.1, "detectable " + detectable + ", flagged " + share);
    }

    @Test
    void aDriftBetweenBootsThatTheTestDoesNotSeeWidensWhatCanBeDetected() {
        // A work metric: trials within a boot agree to 0.05%, boots differ by 0.4%, the threshold is 2%.
        SplittableRandom random = new SplittableRandom(15);
        int n = 12;
        double trialSd = 0.0005;
        double bootSd = 0.004;
        double alpha = 0.01 / 9;
        Significance.Estimate trialsOnly = new Significance.Estimate(Sample.of(1, 2), Sample.of(1, 2), 0, 0.5, true,
                trialSd * Math.sqrt(2.0 / n), 2 * (n - 1), false, Significance.welch());
        Significance.Estimate withDrift = trialsOnly.withDrift(bootSd * Math.sqrt(1 + 1.0 / 3));
        double blind = trialsOnly.detectable(alpha, 0.02, true);
        double detectable = withDrift.detectable(alpha, 0.02, true);
        assertTrue(blind < 0.0205 && detectable > 0.0235, "without drift " + blind + ", with " + detectable);

        double share = flagged(() -> {
            double[] before = new double[3 * n];
            for (int b = 0; b < 3; b++) {
                double boot = 1 + bootSd * random.nextGaussian();
                for (int i = 0; i < n; i++) {
                    before[b * n + i] = 100 * boot * (1 + trialSd * random.nextGaussian());
                }
            }
            double boot = (1 + detectable) * (1 + bootSd * random.nextGaussian());
            double[] after = new double[n];
            for (int i = 0; i < n; i++) {
                after[i] = 100 * boot * (1 + trialSd * random.nextGaussian());
            }
            return Significance.welch().estimate(Sample.of(before), Sample.of(after));
        }, 0.02, alpha);
        assertEquals(0.8, share, 0.04, "detectable " + detectable + ", flagged " + share);
    }

    @Test
    void forABiggerIsBetterMetricItIsTheSizeOfTheDrop() {
        Significance.Estimate e = new Significance.Estimate(Sample.of(1, 2), Sample.of(1, 2), 0, 0.5, true, 0.0, 5,
                true, Significance.pairedLogRatio());

        assertEquals(0.10, e.detectable(0.01, 0.10, false), 1e-12);
        assertEquals(0.10, e.detectable(0.01, 0.10, true), 1e-12);
    }

    /** The share of {@link #RUNS} comparisons drawn by {@code draw} that the gate's rule flags. */
    private static double flagged(Supplier<Significance.Estimate> draw, double threshold, double alpha) {
        int flagged = 0;
        for (int run = 0; run < RUNS; run++) {
            Significance.Estimate e = draw.get();
            if (e.change() > threshold && e.pValue() < alpha) {
                flagged++;
            }
        }
        return (double) flagged / RUNS;
    }

    private static Sample normal(SplittableRandom random, int n, double mean, double sd) {
        double[] values = new double[n];
        for (int i = 0; i < n; i++) {
            values[i] = mean + sd * random.nextGaussian();
        }
        return Sample.of(values);
    }
}
