package io.perfgate.perf.stats;

import org.apache.commons.statistics.inference.AlternativeHypothesis;
import org.apache.commons.statistics.inference.DataDispersion;
import org.apache.commons.statistics.inference.TTest;

/**
 * Welch's t-test, one-sided. Unequal variances because a regression often changes the spread as well as
 * the level (a slower server is usually a noisier one), and Student's pooled test then overstates
 * significance.
 */
final class Welch extends Unpaired {
    static final Welch INSTANCE = new Welch();

    private static final TTest GREATER = TTest.withDefaults()
            .with(DataDispersion.HETEROSCEDASTIC)
            .with(AlternativeHypothesis.GREATER_THAN);

    private Welch() {
    }

    @Override
    public double pValueOfIncrease(Sample other, Sample candidate) {
        if (other.size() < minimumSize() || candidate.size() < minimumSize()
                || !other.allFinite() || !candidate.allFinite()) {
            return Double.NaN;
        }
        if (other.constant() && candidate.constant()) {
            // No noise at all (e.g. an error ratio of exactly 0 every trial): the t statistic is 0/0, but
            // the answer is certain either way.
            return candidate.mean() > other.mean() ? 0 : 1;
        }
        return GREATER.test(candidate.values(), other.values()).getPValue();
    }

    @Override
    public int minimumSize() {
        return 2;
    }

    @Override
    public String name() {
        return "Welch t-test";
    }
}
