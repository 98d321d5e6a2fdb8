package io.perfgate.perf.stats;

import org.apache.commons.statistics.distribution.TDistribution;

import java.util.List;
import java.util.Optional;

/**
 * One-sided paired t-test on the per-pair relative differences, taken as log ratios
 * ({@link PairedSample#logRatios()}), against a mean of 0 (no change). Pairing removes what both sides of a
 * pair shared (a slow minute of the machine, a CPU that changed clock), so the test sees only the
 * difference between the builds; relative differences keep a pair measured while everything was slow from
 * outweighing the others; the log makes them symmetric and tames a single wild pair. Immutable; never
 * modifies its input.
 *
 * <p>With the pairs in blocks (the pairs of server boots that measured them, {@link #withinBlocks}) the test takes
 * the spread of the log ratios within each block, with n - k degrees of freedom for n pairs in k blocks: the
 * offset that one pair of boots gives all of its trials is not trial-to-trial noise, and counting the gap
 * between two boot pairs' offsets as such would widen the test by it while its caller accounts for that
 * between-boot spread already, as the drift ({@link Significance.Estimate#drift}). With one block this is the
 * ordinary one-sample t-test of the log ratios.
 */
final class PairedLogRatio implements Significance {
    static final PairedLogRatio INSTANCE = new PairedLogRatio(null);
    private static final int MINIMUM_SIZE = 2;

    /** Pair i's block, for the pairs as given (before pairs with a NaN are dropped); null: all in one block. */
    private final int[] blocks;

    private PairedLogRatio(int[] blocks) {
        this.blocks = blocks;
    }

    /** This test with pair i of the samples it is given in block {@code blocks[i]}. */
    static PairedLogRatio withinBlocks(int[] blocks) {
        return new PairedLogRatio(blocks.clone());
    }

    /** Pairs trial i of {@code other} (the reference) with trial i of {@code candidate}. */
    @Override
    public double pValueOfIncrease(Sample other, Sample candidate) {
        return pValueOfIncrease(pairs(other, candidate));
    }

    private PairedSample pairs(Sample other, Sample candidate) {
        PairedSample pairs = PairedSample.of(other, candidate);
        return blocks == null ? pairs : pairs.inBlocks(blocks);
    }

    /**
     * The typical per-pair change ({@link PairedSample#relativeChange()}) over the pairs in which both sides
     * measured the metric (a NaN on either side drops the whole pair).
     *
     * @throws IllegalArgumentException the samples differ in size, or from the number of blocks given
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
        return blocks == null ? "a paired test needs >= " + minimumSize() + " pairs of trials"
                : "a paired test within pairs of boots needs >= " + minimumSize()
                + " pairs of trials and more of them than pairs of boots";
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
     * What the test needs of the pairs: the mean log ratio, its standard error from the spread within blocks (the sum
     * of each block's squared deviations from its own mean, over n - k, over the square root of n), and whether every
     * block is constant (no spread to test against).
     */
    private record Spread(double mean, double standardError, int degreesOfFreedom, boolean constant) {
        /** Empty with too few pairs for a degree of freedom; NaN mean and standard error where a pair has no ratio. */
        static Optional<Spread> of(PairedSample pairs) {
            List<Sample> blocks = pairs.logRatiosByBlock();
            int df = pairs.size() - blocks.size();
            if (pairs.size() < MINIMUM_SIZE || df < 1) {
                return Optional.empty();
            }
            Sample logRatios = pairs.logRatios();
            if (!logRatios.allFinite()) {
                return Optional.of(new Spread(Double.NaN, Double.NaN, df, false));
            }
            double squares = blocks.stream().mapToDouble(b -> (b.size() - 1) * b.standardDeviation() * b.standardDeviation()).sum();
            return Optional.of(new Spread(logRatios.mean(), Math.sqrt(squares / df) / Math.sqrt(pairs.size()), df,
                    blocks.stream().allMatch(Sample::constant)));
        }

        /** One-sided, for an increase ({@code sign} 1) or a decrease (-1); NaN where a pair has no ratio. */
        double pValue(int sign) {
            if (Double.isNaN(mean)) {
                return Double.NaN;
            }
            if (constant) {
                // Every pair of a block moved by exactly the same amount (often: not at all): t is x/0, the answer is certain.
                return sign * mean > 0 ? 0 : 1;
            }
            return TDistribution.of(degreesOfFreedom).survivalProbability(sign * mean / standardError);
        }
    }

    /** The fewest pairs the test needs (one degree of freedom in one block). */
    @Override
    public int minimumSize() {
        return MINIMUM_SIZE;
    }

    @Override
    public String name() {
        return "paired t-test on log ratios";
    }
}
