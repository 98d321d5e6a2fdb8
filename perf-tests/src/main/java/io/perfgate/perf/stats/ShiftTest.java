package io.perfgate.perf.stats;

/**
 * A one-sided two-sample test: how likely is a difference at least this large in the "worse" direction
 * if both samples came from the same distribution. Implementations are stateless and never modify the
 * samples.
 *
 * <p>Why two of them: the gate uses {@link #welch()} because with five trials per side the exact
 * Mann-Whitney test cannot go below p = 1/252 (about 0.004) and needs every current trial to be worse than
 * every baseline trial (or all but one) to reach p &lt; 0.01, which wastes most of what five trials can show.
 * {@link #mannWhitney()} is kept as a distribution-free cross-check (see the simulation test).
 */
public interface ShiftTest {

    /**
     * One-sided p-value for "{@code current} is larger than {@code baseline}"; NaN when the test cannot be
     * computed (fewer values than {@link #minimumSize()} on either side).
     */
    double pValueOfIncrease(Sample baseline, Sample current);

    /** The fewest values per side the test needs. */
    int minimumSize();

    /** Short name for reports, e.g. {@code Welch t-test}. */
    String name();

    /** Welch's unequal-variance t-test on the trial values. */
    static ShiftTest welch() {
        return WelchTest.INSTANCE;
    }

    /** Exact Mann-Whitney U test (rank-based, distribution-free). */
    static ShiftTest mannWhitney() {
        return MannWhitneyTest.INSTANCE;
    }
}
