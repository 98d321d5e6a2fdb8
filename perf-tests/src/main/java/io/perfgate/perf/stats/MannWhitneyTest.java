package io.perfgate.perf.stats;

import org.apache.commons.statistics.inference.AlternativeHypothesis;
import org.apache.commons.statistics.inference.MannWhitneyUTest;
import org.apache.commons.statistics.inference.PValueMethod;

/** Exact Mann-Whitney U test, one-sided: distribution-free, but coarse with few trials. */
final class MannWhitneyTest implements ShiftTest {
    static final MannWhitneyTest INSTANCE = new MannWhitneyTest();

    private static final MannWhitneyUTest GREATER = MannWhitneyUTest.withDefaults()
            .with(PValueMethod.EXACT)
            .with(AlternativeHypothesis.GREATER_THAN);

    private MannWhitneyTest() {
    }

    @Override
    public double pValueOfIncrease(Sample baseline, Sample current) {
        if (baseline.size() < minimumSize() || current.size() < minimumSize()
                || !baseline.allFinite() || !current.allFinite()) {
            return Double.NaN;
        }
        return GREATER.test(current.values(), baseline.values()).getPValue();
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
