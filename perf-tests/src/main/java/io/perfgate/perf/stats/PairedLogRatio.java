package io.perfgate.perf.stats;

import org.apache.commons.statistics.distribution.TDistribution;

import java.util.Optional;

/**
 * One-sided paired t-test on the per-pair relative differences, taken as log ratios
 * ({@link PairedSample#logRatios()}), against a mean of 0 (no change). Pairing removes what both sides of a
 * pair shared (a slow minute of the machine, a CPU that changed clock), so the test sees only the
 * difference between the builds; relative differences keep a pair measured while everything was slow from
 * outweighing the others; the log makes them symmetric and tames a single wild pair. Immutable; never
 * modifies its input.
 *
 * <p>It knows nothing of server boots: over several pairs of boots, {@link OverBootPairs} replicates at the boot pair.
 */
final class PairedLogRatio implements Significance {
    static final PairedLogRatio INSTANCE = new PairedLogRatio();
    private static final int MINIMUM_SIZE = 2;

    private PairedLogRatio() {
    }

    /** Pairs trial i of {@code other} (the reference) with trial i of {@code candidate}. */
    @Override
    public double pValueOfIncrease(Sample other, Sample candidate) {
        return pValueOfIncrease(pairs(other, candidate));
    }

    private PairedSample pairs(Sample other, Sample candidate) {
        return PairedSample.of(other, candidate);
    }

    /**
     * The typical per-pair change ({@link PairedSample#relativeChange()}) over the pairs in which both sides
     * measured the metric (a NaN on either side drops the whole pair).
     *
     * @throws IllegalArgumentException the samples differ in size
     */
    @Override
    public Estimate estimate(Sample other, Sample candidate) {
        PairedSample pairs = pairs(other, candidate).finiteOnly();
        double change = pairs.size() == 0 ? Double.NaN : pairs.relativeChange();
        Optional<Spread> spread = Spread.of(pairs);
        double p = Double.isNaN(change) ? Double.NaN : spread.map(s -> s.pValue(change > 0 ? 1 : -1)).orElse(Double.NaN);
        return new Estimate(pairs.reference(), pairs.candidate(), change, p, spread.isPresent(),
                spread.map(Spread::standardError).orElse(Double.NaN),
                spread.map(s -> (double) s.degreesOfFreedom()).orElse(Double.NaN), true, this);
    }

    @Override
    public String requirement() {
        return "a paired test needs >= " + minimumSize() + " pairs of trials";
    }

    /**
     * One-sided p-value for "the candidate is larger than the reference"; NaN when not testable (too few pairs,
     * see {@link #requirement()}) or a pair that is not finite (see {@link PairedSample#finiteOnly()}).
     */
    public double pValueOfIncrease(PairedSample pairs) {
        return Spread.of(pairs).map(s -> s.pValue(1)).orElse(Double.NaN);
    }

    /** One-sided p-value for "the candidate is smaller than the reference"; NaN as for {@link #pValueOfIncrease}. */
    public double pValueOfDecrease(PairedSample pairs) {
        return Spread.of(pairs).map(s -> s.pValue(-1)).orElse(Double.NaN);
    }

    /**
     * What the test needs of the pairs: the mean log ratio, its standard error (the log ratios' standard deviation over
     * the square root of n), and whether they are constant (no spread to test against).
     */
    private record Spread(double mean, double standardError, int degreesOfFreedom, boolean constant) {
        /** Empty with too few pairs for a degree of freedom; NaN mean and standard error where a pair has no ratio. */
        static Optional<Spread> of(PairedSample pairs) {
            int df = pairs.size() - 1;
            if (pairs.size() < MINIMUM_SIZE || df < 1) {
                return Optional.empty();
            }
            Sample logRatios = pairs.logRatios();
            if (!logRatios.allFinite()) {
                return Optional.of(new Spread(Double.NaN, Double.NaN, df, false));
            }
            return Optional.of(new Spread(logRatios.mean(), logRatios.standardDeviation() / Math.sqrt(pairs.size()), df,
                    logRatios.constant()));
        }

        /** One-sided, for an increase ({@code sign} 1) or a decrease (-1); NaN where a pair has no ratio. */
        double pValue(int sign) {
            if (Double.isNaN(mean)) {
                return Double.NaN;
            }
            if (constant) {
                // Every pair moved by exactly the same amount (often: not at all): t is x/0, the answer is certain.
                return sign * mean > 0 ? 0 : 1;
            }
            return TDistribution.of(degreesOfFreedom).survivalProbability(sign * mean / standardError);
        }
    }

    /** The fewest pairs the test needs (one degree of freedom). */
    @Override
    public int minimumSize() {
        return MINIMUM_SIZE;
    }

    @Override
    public String name() {
        return "paired t-test on log ratios";
    }
}
