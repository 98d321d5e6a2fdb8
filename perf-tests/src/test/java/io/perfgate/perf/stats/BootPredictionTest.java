package io.perfgate.perf.stats;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BootPredictionTest {
    private static final Significance TEST = Significance.bootPrediction();

    @Test
    void matchesAHandComputedPredictionIntervalOnTheLogScale() {
        // Boot means 80, 100, 125: logs ln 100 + (-0.2231, 0, +0.2231), mean ln 100, s = 0.2231; one more
        // boot's log mean differs from it with standard deviation 0.2231 * sqrt(1 + 1/3) = 0.2577. A run at
        // 150: t = ln 1.5 / 0.2577 = 1.573 with 2 degrees of freedom, and P(T > t) = (1 - t / sqrt(2 + t^2)) / 2.
        Significance.Estimate estimate = TEST.estimate(Sample.of(80, 100, 125), Sample.of(140, 150, 160));

        double logMean = (Math.log(80) + Math.log(100) + Math.log(125)) / 3;
        double s = Math.sqrt((square(Math.log(80) - logMean) + square(Math.log(100) - logMean)
                + square(Math.log(125) - logMean)) / 2);
        double se = s * Math.sqrt(4.0 / 3);
        double t = (Math.log(150) - logMean) / se;
        assertEquals(150 / (305 / 3.0) - 1, estimate.change(), 1e-12);
        assertEquals((1 - t / Math.sqrt(2 + t * t)) / 2, estimate.pValue(), 1e-9);
        assertEquals(se, estimate.standardError(), 1e-12);
        assertTrue(estimate.logScale());
        assertEquals(2, estimate.degreesOfFreedom());
        assertTrue(estimate.testable());
    }

    @Test
    void bootsThatAgreeByChanceAreJudgedWithAtLeastTheFloorsSpread() {
        // platform-own / cache-crud (docs/evidence/committed-baselines.md): p99 boots 0.415, 0.418, 0.421 ms (0.7%) and an
        // unchanged run at 0.517 ms (+23.5%, one slow trial in six); the 12 baselines' pooled spread was about 8%.
        Sample boots = Sample.of(0.415, 0.418, 0.421);
        Sample run = Sample.of(0.46, 0.47, 0.45, 0.48, 0.46, 0.73);

        Significance.Estimate own = TEST.estimate(boots, run);
        Significance.Estimate floored = Significance.bootPrediction(0.08).estimate(boots, run);

        assertTrue(own.pValue() < 0.001, "its own 0.7% make +23% a certainty: " + own.pValue());
        assertTrue(floored.pValue() > 0.05, "against 8% it is ordinary drift: " + floored.pValue());
        assertEquals(0.08 * Math.sqrt(4.0 / 3), floored.standardError(), 1e-12);
        assertEquals(own.change(), floored.change(), 0, "the floor changes the test, not the change");
        // A spread above the floor is the boots' own.
        Sample wide = Sample.of(80, 100, 125);
        assertEquals(TEST.estimate(wide, run).standardError(), Significance.bootPrediction(0.08).estimate(wide, run)
                .standardError(), 1e-12);
    }

    private static double square(double x) {
        return x * x;
    }

    @Test
    void theSpreadOfTheRunsOwnTrialsDoesNotMatterOnlyItsMean() {
        Significance.Estimate tight = TEST.estimate(Sample.of(90, 100, 110), Sample.of(130, 130, 130));
        Significance.Estimate loose = TEST.estimate(Sample.of(90, 100, 110), Sample.of(100, 130, 160));

        assertEquals(tight.pValue(), loose.pValue(), 1e-12);
    }

    @Test
    void aDriftThatTheBootsThemselvesShowIsNotSignificant() {
        // Trials within a boot agree to 1%, boots differ by 15%: a run 15% above the baseline's mean is what
        // unchanged code does, and a test over trials (Welch) would call it a regression.
        Significance.Estimate estimate = TEST.estimate(Sample.of(85, 100, 115), Sample.of(114, 115, 116));

        assertTrue(estimate.pValue() > 0.1, "p = " + estimate.pValue());
        assertTrue(Significance.welch().pValueOfIncrease(Sample.of(99, 100, 101), Sample.of(114, 115, 116)) < 0.001);
    }

    @Test
    void oneBootCannotBeTestedAndSaysWhy() {
        Significance.Estimate estimate = TEST.estimate(Sample.of(100), Sample.of(130, 131));

        assertFalse(estimate.testable());
        assertTrue(Double.isNaN(estimate.pValue()));
        assertTrue(estimate.test().requirement().contains(">= 2 boots"), estimate.test().requirement());
    }

    @Test
    void bootsThatAgreeExactlyMakeAnyChangeCertain() {
        assertEquals(0, TEST.estimate(Sample.of(100, 100), Sample.of(101)).pValue());
        assertEquals(1, TEST.pValueOfIncrease(Sample.of(100, 100), Sample.of(100)));
    }

    @Test
    void bootsWithoutTheMetricAreLeftOut() {
        Significance.Estimate estimate = TEST.estimate(Sample.of(90, Double.NaN, 110), Sample.of(100, Double.NaN));

        assertEquals(2, estimate.other().size());
        assertEquals(0, estimate.change(), 1e-12);
    }

    @Test
    void aDecreaseIsTestedInItsOwnDirection() {
        // Symmetric on the log scale: 30% more and 1/1.3 of the boots' geometric mean are equally far.
        Significance.Estimate down = TEST.estimate(Sample.of(80, 100, 125), Sample.of(100 / 1.3));
        Significance.Estimate up = TEST.estimate(Sample.of(80, 100, 125), Sample.of(130));

        assertEquals(up.pValue(), down.pValue(), 1e-12);
        assertTrue(down.change() < 0);
    }
}
