package io.perfgate.perf.stats;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SignificanceTest {
    private static final Sample LOW = Sample.of(1, 2, 3, 4, 5);
    private static final Sample HIGH = Sample.of(6, 7, 8, 9, 10);

    @Test
    void welchMatchesAHandComputedValue() {
        // Means 3 and 8, variances 2.5 and 2.5: t = 5 / sqrt(2.5/5 + 2.5/5) = 5 with 8 degrees of freedom;
        // P(T > 5) for T ~ t(8) is 0.000526 (half the two-sided 0.00105 of the t tables).
        assertEquals(0.000526, Significance.welch().pValueOfIncrease(LOW, HIGH), 0.000002);
    }

    @Test
    void welchIsOneSided() {
        double up = Significance.welch().pValueOfIncrease(LOW, HIGH);
        double down = Significance.welch().pValueOfIncrease(HIGH, LOW);

        assertEquals(1.0, up + down, 1e-12);
        assertTrue(down > 0.99);
    }

    @Test
    void welchWithoutAnyNoiseIsCertainEitherWay() {
        assertEquals(0, Significance.welch().pValueOfIncrease(Sample.of(1, 1, 1), Sample.of(2, 2, 2)));
        assertEquals(1, Significance.welch().pValueOfIncrease(Sample.of(1, 1, 1), Sample.of(1, 1, 1)));
    }

    @Test
    void welchNeedsTwoFiniteValuesOnEachSide() {
        assertTrue(Double.isNaN(Significance.welch().pValueOfIncrease(Sample.of(1), HIGH)));
        assertTrue(Double.isNaN(Significance.welch().pValueOfIncrease(LOW, Sample.of(1, Double.NaN, 3))));
    }

    @Test
    void exactMannWhitneyBottomsOutAtOneIn252ForFiveAgainstFive() {
        // All 5 current values above all 5 baseline values is 1 of C(10,5) = 252 equally likely orders.
        assertEquals(1.0 / 252, MannWhitney.INSTANCE.pValueOfIncrease(LOW, HIGH), 1e-12);
    }

    @Test
    void testsDoNotModifyTheirInput() {
        double[] before = LOW.values();

        Significance.welch().pValueOfIncrease(LOW, HIGH);
        MannWhitney.INSTANCE.pValueOfIncrease(LOW, HIGH);

        assertArrayEquals(before, LOW.values());
    }
}
