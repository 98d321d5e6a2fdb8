package io.perfgate.perf.stats;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * The interval the forest plot draws must say what the gate's test says: at level alpha, its lower bound is above 0
 * exactly when the one-sided test of an increase is significant (and its upper bound below 0 exactly when a
 * decrease is), for every test the gate uses.
 */
class ChangeIntervalTest {
    private static final double ALPHA = 0.01 / 9;

    static Stream<Arguments> tests() {
        // The largest shift tried: three boots can only tell changes of about +100% (a t quantile near 20).
        return Stream.of(arguments("Welch", Significance.welch(), 12, 12, 0.1),
                arguments("paired log ratio", Significance.pairedLogRatio(), 12, 12, 0.1),
                arguments("boot prediction", Significance.bootPrediction(), 3, 12, 1.5));
    }

    @ParameterizedTest(name = "{0}: the interval clears 0 exactly when the test is significant")
    @MethodSource("tests")
    void theIntervalClearsZeroExactlyWhenTheOneSidedTestIsSignificant(String name, Significance test, int otherSize,
                                                                      int candidateSize, double maxShift) {
        SplittableRandom random = new SplittableRandom(19);
        int significant = 0;
        for (int run = 0; run < 400; run++) {
            double shift = (run % 21 - 10) / 10.0 * maxShift; // on the log scale, -maxShift .. +maxShift
            Sample other = sample(random, otherSize, 1.0, 0.03);
            Sample candidate = sample(random, candidateSize, Math.exp(shift), 0.03);
            Significance.Estimate estimate = test.estimate(other, candidate);
            ChangeInterval interval = estimate.interval(ALPHA);

            assertTrue(interval.known(), name + ": run " + run);
            assertEquals(1 - 2 * ALPHA, interval.confidence(), 1e-12);
            // The boot prediction's center is the geometric mean of the boots, its change the arithmetic one's.
            assertTrue(interval.low() <= estimate.change() + 0.01 && estimate.change() - 0.01 <= interval.high(),
                    name + ": the change lies in its interval: " + estimate.change() + " in " + interval);
            boolean increase = estimate.change() > 0;
            boolean testSays = estimate.pValue() < ALPHA;
            boolean intervalSays = increase ? interval.low() > 0 : interval.high() < 0;
            assertEquals(testSays, intervalSays, name + ": run " + run + ", p " + estimate.pValue() + ", change "
                    + estimate.change() + ", interval " + interval);
            significant += testSays ? 1 : 0;
        }
        assertTrue(significant > 40 && significant < 360, name + ": both answers must occur, significant in " + significant);
    }

    @ParameterizedTest(name = "{0}: no interval without enough values")
    @MethodSource("tests")
    void anUntestableComparisonHasNoInterval(String name, Significance test, int otherSize, int candidateSize,
                                             double maxShift) {
        Significance.Estimate estimate = test.estimate(Sample.of(1.0), Sample.of(1.1));

        assertFalse(estimate.interval(ALPHA).known(), name);
    }

    private static Sample sample(SplittableRandom random, int n, double mean, double cv) {
        double[] values = new double[n];
        for (int i = 0; i < n; i++) {
            values[i] = mean * Math.exp(cv * gaussian(random));
        }
        return Sample.of(values);
    }

    private static double gaussian(SplittableRandom random) {
        return Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
    }
}
