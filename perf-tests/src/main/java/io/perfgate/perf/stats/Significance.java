package io.perfgate.perf.stats;

/**
 * A one-sided test of whether the candidate's trials moved against the other side's (a committed baseline's
 * trials, or a reference build's trials measured in the same run), and by how much. Implementations are
 * stateless and never modify the samples.
 *
 * <p>Why these: the committed-baseline gate uses {@link #welch()} because with a dozen trials per side an
 * exact rank test's p-values come in coarse steps and need nearly every trial of one side beyond every trial
 * of the other to pass alpha / m (baselines/README.md, "Why this statistic"); a rank test stays in the tests
 * as a distribution-free cross-check. The A/B gate uses {@link #pairedLogRatio()}: trial i of one side ran
 * next to trial i of the other, so their ratio cancels what both shared.
 */
public interface Significance {

    /**
     * One-sided p-value for "{@code candidate} is larger than {@code other}"; NaN when the test cannot be
     * computed (fewer values than {@link #minimumSize()}, or a value that is not finite).
     */
    double pValueOfIncrease(Sample other, Sample candidate);

    /**
     * The change of {@code candidate} against {@code other} as this test sees it, with the p-value in the
     * direction of that change. Trials that did not measure the metric (NaN) are left out first, as the
     * design requires (each side on its own, or whole pairs).
     */
    Estimate estimate(Sample other, Sample candidate);

    /** The fewest values per side (or pairs) the test needs. */
    int minimumSize();

    /** Short name for reports, e.g. {@code Welch t-test}. */
    String name();

    /** Welch's unequal-variance t-test on two independent sets of trial values. */
    static Significance welch() {
        return Welch.INSTANCE;
    }

    /** Paired t-test on the per-pair log ratios: trial i of one side against trial i of the other. */
    static Significance pairedLogRatio() {
        return PairedLogRatio.INSTANCE;
    }

    /**
     * (mean of {@code candidate} - mean of {@code other}) / |mean of {@code other}|; NaN when either is empty,
     * 0 when both means are 0, an infinity of the candidate's sign when only the other's is 0.
     */
    static double relativeChangeOfMeans(Sample other, Sample candidate) {
        if (other.isEmpty() || candidate.isEmpty()) {
            return Double.NaN;
        }
        double before = other.mean();
        double now = candidate.mean();
        if (before == 0) {
            return now == 0 ? 0 : Math.copySign(Double.POSITIVE_INFINITY, now);
        }
        return (now - before) / Math.abs(before);
    }

    /**
     * What one metric's comparison found.
     *
     * @param other     the other side's values the test used
     * @param candidate the candidate's values the test used
     * @param change    the relative change ({@code +0.10} is 10% more); NaN when not comparable
     * @param pValue    one-sided, in the direction of {@code change}; NaN when not computed
     * @param testable  whether both sides have enough values for the test
     */
    record Estimate(Sample other, Sample candidate, double change, double pValue, boolean testable) {
        public Estimate {
            java.util.Objects.requireNonNull(other, "other");
            java.util.Objects.requireNonNull(candidate, "candidate");
        }
    }
}
