package io.perfgate.perf.stats;

import org.apache.commons.statistics.distribution.FDistribution;
import org.apache.commons.statistics.distribution.TDistribution;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OverBootPairsTest {
    /** Boot pair 1 reads +3% on every pair, boot pair 2 -2%, each with about 0.5% from pair to pair. */
    private static final double[] RATIOS = {1.035, 1.025, 1.03, 0.975, 0.985, 0.98, 1.03, 1.0355, 0.98, 0.9755};
    private static final int[] BOOTS = {1, 1, 1, 2, 2, 2, 1, 1, 2, 2};

    private static Sample reference(int n) {
        double[] values = new double[n];
        Arrays.fill(values, 2.0);
        return Sample.of(values);
    }

    private static Sample candidate(double[] ratios) {
        return Sample.of(Arrays.stream(ratios).map(r -> 2.0 * r).toArray());
    }

    private static double[] logs(double[] ratios) {
        return Arrays.stream(ratios).map(Math::log).toArray();
    }

    @Test
    void withoutACalibrationItIsTheTTestOfTheBootPairsMeans() {
        Significance.Estimate e = Significance.pairedOverBootPairs(BOOTS, BootSpread.UNKNOWN)
                .estimate(reference(10), candidate(RATIOS));

        double[] d = logs(RATIOS);
        double m1 = (d[0] + d[1] + d[2] + d[6] + d[7]) / 5;
        double m2 = (d[3] + d[4] + d[5] + d[8] + d[9]) / 5;
        double center = (m1 + m2) / 2;
        double se = Math.abs(m1 - m2) / Math.sqrt(2) / Math.sqrt(2);
        assertEquals(Math.expm1(center), e.change(), 1e-12, "the mean of the boot pairs' means");
        assertEquals(se, e.standardError(), 1e-12, "the boot pairs' standard deviation over the square root of k");
        assertEquals(1, e.degreesOfFreedom(), 1e-9, "k - 1: two boot pairs are one degree of freedom");
        assertEquals(TDistribution.of(1).survivalProbability(center / se), e.pValue(), 1e-12);
        assertEquals(Heterogeneity.NONE, e.heterogeneity(), "nothing to test them against");
        // Two boot pairs alone can only see a large change, and detectable says so.
        assertTrue(e.detectable(0.01 / 6, 0.04, true) > 0.5, String.valueOf(e.detectable(0.01 / 6, 0.04, true)));
    }

    @Test
    void oneBootPairWithoutACalibrationIsThePlainPairedTest() {
        double[] ratios = {1.01, 1.03, 0.99, 1.02, 1.00};
        Significance.Estimate over = Significance.pairedOverBootPairs(new int[] {1, 1, 1, 1, 1}, BootSpread.UNKNOWN)
                .estimate(reference(5), candidate(ratios));
        Significance.Estimate plain = Significance.pairedLogRatio().estimate(reference(5), candidate(ratios));

        assertEquals(plain.pValue(), over.pValue(), 1e-12);
        assertEquals(plain.standardError(), over.standardError(), 1e-12);
        assertEquals(4, over.degreesOfFreedom(), 1e-9);
    }

    @Test
    void aCalibrationOfManyBootPairsMakesItTheTestWithAKnownBetweenBootVariance() {
        BootSpread tau = BootSpread.percent(2, 100_000);
        Significance.Estimate e = Significance.pairedOverBootPairs(BOOTS, tau).estimate(reference(10), candidate(RATIOS));

        double[] d = logs(RATIOS);
        double within = 0;
        for (int b = 1; b <= 2; b++) {
            final int boot = b;
            double[] of = java.util.stream.IntStream.range(0, 10).filter(i -> BOOTS[i] == boot).mapToDouble(i -> d[i]).toArray();
            double mean = Arrays.stream(of).average().orElseThrow();
            within += Arrays.stream(of).map(x -> (x - mean) * (x - mean)).sum();
        }
        within /= 8;
        double v = Math.log1p(0.02) * Math.log1p(0.02) + within / 5;
        assertEquals(Math.sqrt(v / 2), e.standardError(), 1e-4, "tau^2 + sigma^2 / n_b, over k");
        assertTrue(e.degreesOfFreedom() > 1000, String.valueOf(e.degreesOfFreedom()));
        // The boot pairs read +3% and -2%: 3.5% apart where the calibration expects about 2%, not beyond doubt.
        assertTrue(e.heterogeneity().tested());
        assertEquals(2, e.heterogeneity().bootPairs());
        assertTrue(e.heterogeneity().observedPercent() > 3 && e.heterogeneity().expectedPercent() < 2.1,
                e.heterogeneity().toString());
        assertFalse(e.heterogeneity().disagree(0.01), e.heterogeneity().toString());
    }

    @Test
    void bootPairsThatDisagreeFarBeyondTheCalibrationAreNamed() {
        // Six boot pairs: three read +12%, three -10%, trials within 0.5%; the calibration says 1% from 40 boot pairs.
        double[] ratios = new double[12];
        int[] boots = new int[12];
        for (int i = 0; i < 12; i++) {
            boots[i] = i % 6 + 1;
            ratios[i] = (boots[i] <= 3 ? 1.12 : 0.90) * (i < 6 ? 1.005 : 0.995);
        }
        Significance.Estimate e = Significance.pairedOverBootPairs(boots, BootSpread.percent(1, 40))
                .estimate(reference(12), candidate(ratios));

        Heterogeneity h = e.heterogeneity();
        assertTrue(h.disagree(1e-6), h.toString());
        assertEquals(6, h.bootPairs());
        double[] means = new double[6];
        for (int b = 0; b < 6; b++) {
            means[b] = (Math.log(ratios[b]) + Math.log(ratios[b + 6])) / 2;
        }
        double observed = Sample.of(means).standardDeviation();
        assertEquals(Math.expm1(observed) * 100, h.observedPercent(), 1e-9);
        // The run's own boot pairs widen the test too: their spread is pooled with the calibration's.
        assertTrue(e.standardError() > observed / Math.sqrt(6) * Math.sqrt(5.0 / 45), String.valueOf(e.standardError()));
    }

    @Test
    void theHeterogeneityTestIsTheFTestOfTheBootPairsMeansAgainstWhatTheCalibrationExpects() {
        SplittableRandom random = new SplittableRandom(7);
        double[] ratios = new double[24];
        int[] boots = new int[24];
        for (int i = 0; i < 24; i++) {
            boots[i] = i % 4 + 1;
            ratios[i] = Math.exp(0.01 * (random.nextDouble() - 0.5));
        }
        BootSpread tau = BootSpread.percent(0.5, 30);
        Heterogeneity h = Significance.pairedOverBootPairs(boots, tau).estimate(reference(24), candidate(ratios)).heterogeneity();

        double observed = Math.log1p(h.observedPercent() / 100);
        double expected = Math.log1p(h.expectedPercent() / 100);
        double ratio = observed * observed / (expected * expected);
        // Its denominator's degrees of freedom are Welch-Satterthwaite's: between 30 (the calibration's) and 30 + 20.
        double pLow = FDistribution.of(3, 30).survivalProbability(ratio);
        double pHigh = FDistribution.of(3, 50).survivalProbability(ratio);
        assertTrue(h.pValue() >= Math.min(pLow, pHigh) - 1e-9 && h.pValue() <= Math.max(pLow, pHigh) + 1e-9,
                h + " against " + pLow + ".." + pHigh);
    }

    @Test
    void pairsThatMovedAlikeEverywhereAreCertain() {
        Significance.Estimate e = Significance.pairedOverBootPairs(new int[] {1, 1, 2, 2}, BootSpread.UNKNOWN)
                .estimate(Sample.of(1, 1, 1, 1), Sample.of(1.1, 1.1, 1.1, 1.1));

        assertEquals(0, e.pValue());
    }

    @Test
    void oneBootPairAndOnePairIsNotTestable() {
        Significance test = Significance.pairedOverBootPairs(new int[] {1}, BootSpread.UNKNOWN);
        Significance.Estimate e = test.estimate(Sample.of(1), Sample.of(1.2));

        assertFalse(e.testable());
        assertTrue(Double.isNaN(e.pValue()));
        assertTrue(test.requirement().contains("pairs of boots"), test.requirement());
    }

    @Test
    void aPairWithANaNLeavesItsBootLabelBehindToo() {
        Sample reference = Sample.of(1.0, 1.0, Double.NaN, 1.0, 1.0);
        Sample candidate = Sample.of(1.01, 1.03, 1.0, 0.99, 0.97);
        Significance.Estimate e = Significance.pairedOverBootPairs(new int[] {1, 1, 2, 2, 2}, BootSpread.UNKNOWN)
                .estimate(reference, candidate);

        assertEquals(4, e.other().size());
        double m1 = (Math.log(1.01) + Math.log(1.03)) / 2;
        double m2 = (Math.log(0.99) + Math.log(0.97)) / 2;
        assertEquals(Math.expm1((m1 + m2) / 2), e.change(), 1e-12);
    }

    @Test
    void oneBootLabelPerPairIsRequired() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Significance.pairedOverBootPairs(new int[] {1, 2}, BootSpread.UNKNOWN)
                        .estimate(Sample.of(1, 2, 3), Sample.of(1, 2, 3)));

        assertTrue(e.getMessage().contains("required 3 blocks, actual 2"), e.getMessage());
    }

    /**
     * Same-build runs of a service whose boots drift: each boot's time moves by a log-normal factor of 5% (two boots
     * of one build then differ by up to about 15%), its trials by 1%. Fitted from 30 runs of 2 boot pairs, the spread
     * is found, and the test on it keeps its false-alarm rate.
     */
    @Test
    void aSpreadFittedFromSameBuildRunsHoldsTheFalseAlarmRate() {
        SplittableRandom random = new SplittableRandom(20261204);
        List<PairedSample> calibration = new ArrayList<>();
        for (int run = 0; run < 30; run++) {
            calibration.add(sameBuild(random, 2, 3, 0.05, 0.01, 0));
        }
        BootSpread.Fit fit = BootSpread.fit(calibration);
        // One boot pair's offset: the difference of two boots' factors, 5% * sqrt(2) = 7.1%.
        assertEquals(60, fit.between().bootPairs());
        assertEquals(180, fit.pairs());
        assertTrue(fit.between().percent() > 5 && fit.between().percent() < 9.5, String.valueOf(fit.between().percent()));
        assertEquals(1.4, fit.withinPercent(), 0.4, "two trials of 1% each: 1.4% per pair");

        int alarms = 0;
        int runs = 2000;
        for (int i = 0; i < runs; i++) {
            PairedSample run = sameBuild(random, 2, 3, 0.05, 0.01, 0);
            Significance.Estimate e = Significance.pairedOverBootPairs(run.blocks(), fit.between())
                    .estimate(run.reference(), run.candidate());
            if (e.pValue() < 0.05 && e.change() > 0) {
                alarms++;
            }
        }
        // Nominally 5% one-sided: 100 of 2000; binomial sd about 10.
        assertTrue(alarms > 60 && alarms < 140, alarms + " of " + runs);
    }

    /**
     * One same-build (or changed by {@code change}) A/B run: {@code bootPairs} pairs of boots, each boot its own
     * log-normal factor of spread {@code bootSpread}, {@code pairsPerBoot} pairs of trials on each, every trial its own
     * factor of spread {@code trialSpread}.
     */
    static PairedSample sameBuild(SplittableRandom random, int bootPairs, int pairsPerBoot, double bootSpread,
                                  double trialSpread, double change) {
        int n = bootPairs * pairsPerBoot;
        double[] reference = new double[n];
        double[] candidate = new double[n];
        int[] boots = new int[n];
        double[] referenceBoot = new double[bootPairs];
        double[] candidateBoot = new double[bootPairs];
        for (int b = 0; b < bootPairs; b++) {
            referenceBoot[b] = Math.exp(bootSpread * gaussian(random));
            candidateBoot[b] = Math.exp(bootSpread * gaussian(random)) * (1 + change);
        }
        for (int i = 0; i < n; i++) {
            int b = i % bootPairs;
            boots[i] = b + 1;
            reference[i] = 100 * referenceBoot[b] * Math.exp(trialSpread * gaussian(random));
            candidate[i] = 100 * candidateBoot[b] * Math.exp(trialSpread * gaussian(random));
        }
        return PairedSample.of(Sample.of(reference), Sample.of(candidate)).inBlocks(boots);
    }

    static double gaussian(SplittableRandom random) {
        // Box-Muller by hand: RandomGenerator.nextGaussian's algorithm may change between JDKs; this cannot.
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }
}
