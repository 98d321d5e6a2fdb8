package io.perfgate.perf.stats;

import org.apache.commons.statistics.inference.AlternativeHypothesis;
import org.apache.commons.statistics.inference.TTest;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PairedLogRatioTest {
    private static final PairedLogRatio TEST = PairedLogRatio.INSTANCE;
    /** The gate's strictest required p with the default thresholds: alpha 0.01 over about 7 tested metrics. */
    private static final double REQUIRED = 0.01 / 7;
    /** The machine slows down by 40% over the run and back: both sides of each pair feel the same. */
    private static final double[] DRIFT = {1.00, 1.10, 1.25, 1.40, 1.20};
    /** Per-trial noise the pairs do not share (a few percent, as seen on the shared machine). */
    private static final double[] NOISE_A = {1.00, 0.99, 1.01, 1.00, 1.005};
    private static final double[] NOISE_B = {1.005, 1.00, 0.99, 1.01, 1.00};

    private static double[] times(double base, double[] drift, double[] noise) {
        double[] v = new double[drift.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = base * drift[i] * noise[i];
        }
        return v;
    }

    @Test
    void equalPairsAreNoEvidenceOfAChange() {
        PairedSample pairs = PairedSample.of(Sample.of(1.2, 1.3, 1.1), Sample.of(1.2, 1.3, 1.1));

        assertEquals(1, TEST.pValueOfIncrease(pairs));
        assertEquals(1, TEST.pValueOfDecrease(pairs));
        assertEquals(0, pairs.relativeChange());
    }

    @Test
    void aConsistentTenPercentShiftUnderDriftIsSignificant() {
        PairedSample pairs = PairedSample.of(Sample.of(times(1.0, DRIFT, NOISE_A)), Sample.of(times(1.1, DRIFT, NOISE_B)));

        double p = TEST.pValueOfIncrease(pairs);

        assertTrue(p < REQUIRED, "p = " + p);
        assertEquals(0.10, pairs.relativeChange(), 0.01);
        assertTrue(TEST.pValueOfDecrease(pairs) > 0.5);
    }

    @Test
    void theSameShiftUnderTheSameDriftIsNotSignificantWithoutPairing() {
        // Why pairing: Welch on the same numbers sees the drift as noise and misses the shift.
        Sample a = Sample.of(times(1.0, DRIFT, NOISE_A));
        Sample b = Sample.of(times(1.1, DRIFT, NOISE_B));

        assertTrue(Significance.welch().pValueOfIncrease(a, b) > REQUIRED);
    }

    @Test
    void driftAloneIsNotSignificant() {
        PairedSample pairs = PairedSample.of(Sample.of(times(1.0, DRIFT, NOISE_A)), Sample.of(times(1.0, DRIFT, NOISE_B)));

        double increase = TEST.pValueOfIncrease(pairs);
        double decrease = TEST.pValueOfDecrease(pairs);

        assertTrue(increase > REQUIRED && decrease > REQUIRED, "p increase " + increase + ", p decrease " + decrease);
        assertEquals(0, pairs.relativeChange(), 0.01);
    }

    @Test
    void aDecreaseIsTestedInItsOwnDirection() {
        PairedSample pairs = PairedSample.of(Sample.of(times(1.0, DRIFT, NOISE_A)), Sample.of(times(0.9, DRIFT, NOISE_B)));

        assertTrue(TEST.pValueOfDecrease(pairs) < REQUIRED);
        assertTrue(TEST.pValueOfIncrease(pairs) > 0.5);
    }

    @Test
    void fewerThanTwoPairsCannotBeTested() {
        assertTrue(Double.isNaN(TEST.pValueOfIncrease(PairedSample.of(Sample.of(1.0), Sample.of(2.0)))));
        assertTrue(Double.isNaN(TEST.pValueOfIncrease(PairedSample.of(Sample.empty(), Sample.empty()))));
    }

    @Test
    void unequalCountsAreRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PairedSample.of(Sample.of(1, 2, 3), Sample.of(1, 2)));

        assertTrue(e.getMessage().contains("required 3 candidate values, actual 2"), e.getMessage());
    }

    @Test
    void pairsAreFormedByTrialIndexAndANaNDropsTheWholePair() {
        PairedSample pairs = PairedSample.of(Sample.of(1.0, 2.0, Double.NaN, 4.0), Sample.of(1.5, Double.NaN, 3.0, 2.0));

        PairedSample finite = pairs.finiteOnly();

        assertEquals(Sample.of(1.0, 4.0), finite.reference());
        assertEquals(Sample.of(1.5, 2.0), finite.candidate());
        assertArrayEquals(new double[] {Math.log(1.5), Math.log(0.5)}, finite.logRatios().values(), 1e-12);
    }

    @Test
    void theChangeIsSymmetricBetweenTheSides() {
        PairedSample ab = PairedSample.of(Sample.of(1.0, 2.0), Sample.of(2.0, 4.0));
        PairedSample ba = PairedSample.of(Sample.of(2.0, 4.0), Sample.of(1.0, 2.0));

        assertEquals(1.0, ab.relativeChange(), 1e-12);
        assertEquals(-0.5, ba.relativeChange(), 1e-12);
        assertEquals(TEST.pValueOfIncrease(ab), TEST.pValueOfDecrease(ba), 1e-12);
    }

    @Test
    void oneWildPairCannotOutweighTheOthers() {
        // (c - r) / r would average to +60% here; the typical pair did not move.
        PairedSample pairs = PairedSample.of(Sample.of(1, 1, 1, 1, 1), Sample.of(1, 1, 1, 1, 4));

        assertEquals(Math.pow(4, 0.2) - 1, pairs.relativeChange(), 1e-12);
        assertTrue(TEST.pValueOfIncrease(pairs) > 0.1);
    }

    @Test
    void aZeroOnOneSideHasNoRatioAndCannotBeTested() {
        double[] d = PairedSample.of(Sample.of(0, 0), Sample.of(0, 3)).logRatios().values();

        assertEquals(0, d[0]);
        assertTrue(Double.isNaN(d[1]));
        assertTrue(Double.isNaN(TEST.pValueOfIncrease(PairedSample.of(Sample.of(0, 0), Sample.of(0, 3)))));
    }

    @Test
    void theInputIsNotModified() {
        double[] reference = {1.0, 1.1, 1.2};
        double[] candidate = {1.1, 1.2, 1.4};
        PairedSample pairs = PairedSample.of(Sample.of(reference), Sample.of(candidate));

        TEST.pValueOfDecrease(pairs);

        assertArrayEquals(new double[] {1.0, 1.1, 1.2}, pairs.reference().values());
        assertArrayEquals(new double[] {1.1, 1.2, 1.4}, pairs.candidate().values());
        assertArrayEquals(new double[] {1.0, 1.1, 1.2}, reference);
        assertTrue(Arrays.equals(new double[] {1.1, 1.2, 1.4}, candidate));
    }

    @Test
    void inOneBlockItIsTheOneSampleTTestOfTheLogRatios() {
        PairedSample pairs = PairedSample.of(Sample.of(times(1.0, DRIFT, NOISE_A)), Sample.of(times(1.02, DRIFT, NOISE_B)));
        double expected = TTest.withDefaults().with(AlternativeHypothesis.GREATER_THAN).test(pairs.logRatios().values()).getPValue();

        assertEquals(expected, TEST.pValueOfIncrease(pairs), 1e-12);
        Significance.Estimate estimate = TEST.estimate(pairs.reference(), pairs.candidate());
        assertEquals(pairs.logRatios().standardDeviation() / Math.sqrt(5), estimate.standardError(), 1e-12);
        assertEquals(4, estimate.degreesOfFreedom());
    }
}
