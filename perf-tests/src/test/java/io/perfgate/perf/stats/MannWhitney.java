package io.perfgate.perf.stats;

import org.apache.commons.statistics.inference.AlternativeHypothesis;
import org.apache.commons.statistics.inference.MannWhitneyUTest;
import org.apache.commons.statistics.inference.PValueMethod;

/** Exact Mann-Whitney U test, one-sided: distribution-free, but coarse with few trials; the tests' cross-check of Welch. */
final class MannWhitney extends Unpaired {
    static final MannWhitney INSTANCE = new MannWhitney();

    private static final MannWhitneyUTest GREATER = MannWhitneyUTest.withDefaults()
            .with(PValueMethod.EXACT)
            .with(AlternativeHypothesis.GREATER_THAN);

    private MannWhitney() {
    }

    @Override
    public double pValueOfIncrease(Sample other, Sample candidate) {
        if (other.size() < minimumSize() || candidate.size() < minimumSize()
                || !other.allFinite() || !candidate.allFinite()) {
            return Double.NaN;
        }
        return GREATER.test(candidate.values(), other.values()).getPValue();
    }

    @Override
    public int minimumSize() {
        return 1;
    }

    @Override
    public String name() {
        return "Mann-Whitney U (exact)";
    }
}
