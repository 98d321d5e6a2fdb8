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
final class PairedLogRatio implements Significance {
    static final PairedLogRatio INSTANCE = new PairedLogRatio();

    private static final TTest GREATER = TTest.withDefaults()
            .withMu(0)
            .with(AlternativeHypothesis.GREATER_THAN);

    private PairedLogRatio() {
    }

    /** Pairs trial i of {@code other} (the reference) with trial i of {@code candidate}. */
    @Override
    public double pValueOfIncrease(Sample other, Sample candidate) {
        return pValueOfIncrease(PairedSample.of(other, candidate));
    }

    /**
     * The typical per-pair change ({@link PairedSample#relativeChange()}) over the pairs in which both sides
     * measured the metric (a NaN on either side drops the whole pair).
     *
     * @throws IllegalArgumentException the samples differ in size
     */
    @Override
    public Estimate estimate(Sample other, Sample candidate) {
        PairedSample pairs = PairedSample.of(other, candidate).finiteOnly();
        double change = pairs.size() == 0 ? Double.NaN : pairs.relativeChange();
        double p = Double.isNaN(change) ? Double.NaN
                : change > 0 ? pValueOfIncrease(pairs) : pValueOfDecrease(pairs);
        boolean testable = pairs.size() >= minimumSize();
        double se = Double.NaN;
        if (testable) {
            Sample logRatios = pairs.logRatios();
            se = logRatios.allFinite() ? logRatios.standardDeviation() / Math.sqrt(pairs.size()) : Double.NaN;
        }
        return new Estimate(pairs.reference(), pairs.candidate(), change, p, testable, se,
                testable ? pairs.size() - 1 : Double.NaN, true, this);
    }

    @Override
    public String requirement() {
        return "a paired test needs >= " + minimumSize() + " pairs of trials";
    }

    /**
     * One-sided p-value for "the candidate is larger than the reference"; NaN with fewer than
     * {@link #minimumSize()} pairs or a pair that is not finite (see {@link PairedSample#finiteOnly()}).
     */
    public double pValueOfIncrease(PairedSample pairs) {
        return pValue(pairs, 1);
    }

    /** One-sided p-value for "the candidate is smaller than the reference"; NaN as for {@link #pValueOfIncrease}. */
    public double pValueOfDecrease(PairedSample pairs) {
        return pValue(pairs, -1);
    }

    private double pValue(PairedSample pairs, int sign) {
        if (pairs.size() < minimumSize()) {
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
        if (differences.constant()) {
            // Every pair moved by exactly the same amount (often: not at all): t is x/0, the answer is certain.
            return differences.mean() > 0 ? 0 : 1;
        }
        return GREATER.test(d).getPValue();
    }

    /** The fewest pairs the test needs (one degree of freedom). */
    @Override
    public int minimumSize() {
        return 2;
    }

    @Override
    public String name() {
        return "paired t-test on log ratios";
    }
}
