package io.perfgate.perf.stats;

import org.apache.commons.statistics.inference.AlternativeHypothesis;
import org.apache.commons.statistics.inference.TTest;

import java.util.Arrays;

/**
 * One-sided paired t-test on the per-pair relative differences, taken as log ratios
 * ({@link PairedSample#logRatios()}), against a mean of 0 (no change). Pairing removes what both sides of a
 * pair shared (a slow minute of the machine, a CPU that changed clock), so the test sees only the
 * difference between the builds; relative differences keep a pair measured while everything was slow from
 * outweighing the others; the log makes them symmetric and tames a single wild pair. Stateless; never
 * modifies its input.
 */
public final class PairedTest {
    private static final PairedTest INSTANCE = new PairedTest();

    private static final TTest GREATER = TTest.withDefaults()
            .withMu(0)
            .with(AlternativeHypothesis.GREATER_THAN);

    private PairedTest() {
    }

    public static PairedTest relativeT() {
        return INSTANCE;
    }

    /**
     * One-sided p-value for "the candidate is larger than the reference"; NaN with fewer than
     * {@link #minimumPairs()} pairs or a pair that is not finite (see {@link PairedSample#finiteOnly()}).
     */
    public double pValueOfIncrease(PairedSample pairs) {
        return pValue(pairs, 1);
    }

    /** One-sided p-value for "the candidate is smaller than the reference"; NaN as for {@link #pValueOfIncrease}. */
    public double pValueOfDecrease(PairedSample pairs) {
        return pValue(pairs, -1);
    }

    private double pValue(PairedSample pairs, int sign) {
        if (pairs.size() < minimumPairs()) {
            return Double.NaN;
        }
        double[] d = pairs.logRatios().values();
        if (!Arrays.stream(d).allMatch(Double::isFinite)) {
            return Double.NaN;
        }
        for (int i = 0; i < d.length; i++) {
            d[i] *= sign;
        }
        Sample differences = Sample.of(d);
        if (differences.standardDeviation() == 0) {
            // Every pair moved by exactly the same amount (often: not at all): t is x/0, the answer is certain.
            return differences.mean() > 0 ? 0 : 1;
        }
        return GREATER.test(d).getPValue();
    }

    /** The fewest pairs the test needs (one degree of freedom). */
    public int minimumPairs() {
        return 2;
    }

    public String name() {
        return "paired t-test on log ratios";
    }
}
