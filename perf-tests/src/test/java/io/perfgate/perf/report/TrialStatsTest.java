package io.perfgate.perf.report;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TrialStatsTest {

    @Test
    void meanAndSampleStandardDeviationUseNMinusOne() {
        TrialStats stats = TrialStats.of(new double[] {1.0, 2.0, 3.0, 4.0});

        assertEquals(4, stats.trials());
        assertEquals(2.5, stats.mean(), 1e-12);
        assertEquals(Math.sqrt(5.0 / 3.0), stats.sd(), 1e-12);
    }

    @Test
    void unmeasuredValuesAreLeftOutNotCountedAsZero() {
        TrialStats stats = TrialStats.of(new double[] {Double.NaN, 2.0, 4.0});

        assertEquals(2, stats.trials());
        assertEquals(3.0, stats.mean(), 1e-12);
    }

    @Test
    void oneTrialHasAMeanButNoSpread() {
        TrialStats stats = TrialStats.of(new double[] {7.0});

        assertTrue(stats.measured());
        assertTrue(Double.isNaN(stats.sd()));
    }

    @Test
    void noTrialIsNotMeasured() {
        assertFalse(TrialStats.of(new double[] {Double.NaN}).measured());
        assertFalse(TrialStats.of(new double[0]).measured());
    }
}
