package io.perfgate.perf.stats;

/**
 * A confidence interval of a relative change, as fractions ({@code 0.10} is 10% more): what a forest plot draws
 * around the change. Both bounds are NaN when the comparison could not be tested.
 *
 * @param low        the lower bound, a fraction ({@code > -1} on the log scale)
 * @param high       the upper bound, a fraction, {@code >= low}
 * @param confidence the two-sided coverage, e.g. {@code 0.99}; NaN with the bounds
 */
public record ChangeInterval(double low, double high, double confidence) {
    public static final ChangeInterval NONE = new ChangeInterval(Double.NaN, Double.NaN, Double.NaN);

    public ChangeInterval {
        if (low > high) {
            throw new IllegalArgumentException("low <= high required, actual: low " + low + ", high " + high);
        }
        if (!Double.isNaN(confidence) && !(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence in (0, 1) or NaN required, actual: " + confidence);
        }
    }

    public boolean known() {
        return !Double.isNaN(low) && !Double.isNaN(high);
    }
}
