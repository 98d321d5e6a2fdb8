package io.perfgate.perf.stats;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BootSpreadTest {
    @Test
    void theSpreadOfOneBaselineIsItsLogBootMeansAroundTheirMean() {
        // ln 80, ln 100, ln 125 lie at -0.2231, 0, +0.2231 around ln 100: squares 2 * 0.2231^2, 2 degrees of freedom.
        BootSpread spread = BootSpread.of(Sample.of(80, 100, 125));

        assertEquals(2 * Math.log(1.25) * Math.log(1.25), spread.sumOfSquares(), 1e-12);
        assertEquals(2, spread.degreesOfFreedom());
        assertEquals(Math.log(1.25) * Math.log(1.25), spread.variance(), 1e-12);
    }

    @Test
    void baselinesPoolTheirSquaresAndDegreesOfFreedom() {
        BootSpread pooled = BootSpread.of(Sample.of(80, 100, 125)).plus(BootSpread.of(Sample.of(50, 50)));

        assertEquals(3, pooled.degreesOfFreedom());
        assertEquals(2 * Math.log(1.25) * Math.log(1.25) / 3, pooled.variance(), 1e-12);
    }

    @Test
    void fewerThanTwoBootsOrAMeanThatIsNotPositiveGiveNothing() {
        assertEquals(BootSpread.NONE, BootSpread.of(Sample.of(100)));
        assertEquals(BootSpread.NONE, BootSpread.of(Sample.of(100, 0)));
        assertEquals(BootSpread.NONE, BootSpread.of(Sample.of(100, Double.NaN)));
        assertTrue(Double.isNaN(BootSpread.NONE.variance()));
    }

    @Test
    void aNegativeSumOrDegreesOfFreedomAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new BootSpread(-1, 2));
        assertThrows(IllegalArgumentException.class, () -> new BootSpread(1, -2));
    }

    @Test
    void thePredictionUsesThePooledSpreadAndItsDegreesOfFreedom() {
        // Eleven other baselines of 3 boots each 5% apart: 22 more degrees of freedom, and a one-boot baseline
        // (no spread of its own) becomes testable.
        BootSpread others = BootSpread.NONE;
        for (int i = 0; i < 11; i++) {
            others = others.plus(BootSpread.of(Sample.of(100 / 1.05, 100, 100 * 1.05)));
        }
        Significance.Estimate pooled = Significance.bootPrediction(others).estimate(Sample.of(100), Sample.of(150));
        Significance.Estimate alone = Significance.bootPrediction().estimate(Sample.of(100), Sample.of(150));

        assertTrue(pooled.testable());
        assertEquals(22, pooled.degreesOfFreedom());
        assertEquals(Math.sqrt(others.variance() * 2), pooled.standardError(), 1e-12);
        assertTrue(pooled.pValue() < 0.001, "p = " + pooled.pValue());
        assertTrue(!alone.testable() && Double.isNaN(alone.pValue()));
    }
}
