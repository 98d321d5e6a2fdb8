package io.perfgate.perf.stats;

/**
 * Whether the pairs of server boots of one run disagree about the change more than the service's calibration lets two
 * boot pairs disagree: the variance of the boot pairs' means against the variance that the calibrated between-boot
 * spread and this run's trial scatter predict for them, an F test. A small p-value says that this run's boots drifted
 * beyond what same-build runs of this service showed: the change it reads may be the boots', not the code's.
 *
 * @param pValue           the F test's p-value; NaN when the run has fewer than two boot pairs or nothing was calibrated
 * @param observedPercent  the standard deviation of the boot pairs' mean changes in this run, in percent
 * @param expectedPercent  what the calibration and the trials' scatter predict for it, in percent
 * @param bootPairs        how many boot pairs the run measured
 * @param lowestPercent    the smallest of the boot pairs' changes, in percent
 * @param highestPercent   the largest of the boot pairs' changes, in percent
 */
public record Heterogeneity(double pValue, double observedPercent, double expectedPercent, int bootPairs,
                            double lowestPercent, double highestPercent) {
    /** Not tested: one boot pair, or no calibration to test against. */
    public static final Heterogeneity NONE = new Heterogeneity(Double.NaN, Double.NaN, Double.NaN, 0, Double.NaN, Double.NaN);

    /** Whether it was tested at all. */
    public boolean tested() {
        return !Double.isNaN(pValue);
    }

    /** Whether the boot pairs disagree beyond the calibration at one-sided level {@code level}. */
    public boolean disagree(double level) {
        return tested() && pValue < level;
    }

    /**
     * Whether every boot pair moved the same way by more than {@code thresholdPercent} plus twice the spread between
     * them: a change that boot pairs disagreeing by that spread do not make (a server ten times slower is slower in
     * every boot, by however much each boot differs).
     *
     * @param up whether the change is an increase
     */
    public boolean everyBootPairBeyond(double thresholdPercent, boolean up) {
        double margin = Math.log1p(thresholdPercent / 100) + 2 * Math.log1p(observedPercent / 100);
        return up ? Math.log1p(lowestPercent / 100) > margin : -Math.log1p(highestPercent / 100) > margin;
    }
}
