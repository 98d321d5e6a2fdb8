package io.perfgate.perf.stats;

import org.apache.commons.statistics.distribution.NormalDistribution;
import org.apache.commons.statistics.distribution.TDistribution;

import java.util.Objects;

/**
 * A one-sided test of whether the candidate's trials moved against the other side's (a committed baseline's
 * trials, or a reference build's trials measured in the same run), and by how much. Implementations are
 * stateless and never modify the samples.
 *
 * <p>Why these: the committed-baseline gate uses {@link #welch()} because with a dozen trials per side an
 * exact rank test's p-values come in coarse steps and need nearly every trial of one side beyond every trial
 * of the other to pass alpha / m (docs/evidence/statistic.md); a rank test stays in the tests
 * as a distribution-free cross-check. The A/B gate pairs trials: trial i of one side ran next to trial i of the
 * other, so their ratio cancels what both shared ({@link #pairedLogRatio()}); and as two boots of one build differ by
 * more than their trials do, it replicates at the boot pair ({@link #pairedOverBootPairs}).
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
     * The A/B test with the pair of server boots as the unit of evidence ({@link OverBootPairs}): pair i of the samples
     * it is given was measured by the pair of boots {@code boots[i]}; {@code calibrated} is how far one boot pair's
     * offset spreads on this service, as same-build runs measured it.
     */
    static Significance pairedOverBootPairs(int[] boots, BootSpread calibrated) {
        return new OverBootPairs(boots, calibrated);
    }

    /**
     * A prediction test against a committed baseline made of several boots: is the candidate's run mean
     * beyond what one more boot of the baseline's code would give? Compares it with the baseline's per-boot
     * means (see {@link BootPrediction}).
     */
    static Significance bootPrediction() {
        return BootPrediction.INSTANCE;
    }

    /**
     * {@link #bootPrediction()} with the boots' standard deviation (of their log means) never taken below
     * {@code floor}: the spread pooled over many baselines, so that three boots that agree by chance do not make
     * ordinary drift a regression.
     */
    static Significance bootPrediction(double floor) {
        return BootPrediction.withSpreadFloor(floor);
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
     * The center of the change on the scale the test judges it ({@code ln(1 + change)} for a test on the log
     * scale, the relative change otherwise): its distance from 0 in standard errors is the test's t statistic.
     */
    default double center(Estimate estimate) {
        return estimate.logScale() ? Math.log1p(estimate.change()) : estimate.change();
    }

    /**
     * Why an estimate is not {@link Estimate#testable()}: what this test needs that the samples lack, as a
     * verdict's note says it.
     */
    String requirement();

    /**
     * What one metric's comparison found.
     *
     * @param other             the other side's values the test used (for the prediction test: the baseline's
     *                          per-boot means)
     * @param candidate         the candidate's values the test used
     * @param change            the relative change ({@code +0.10} is 10% more); NaN when not comparable
     * @param pValue            one-sided, in the direction of {@code change}; NaN when not computed
     * @param testable          whether both sides have enough values for the test
     * @param standardError     the standard error of the change as the test sees it: relative for tests of
     *                          means, of the mean log ratio for {@link #pairedLogRatio()}; NaN when not testable
     * @param degreesOfFreedom  of the test's t distribution; NaN when not testable
     * @param logScale          whether {@code standardError} is on the log scale
     * @param test              the test that made this estimate
     * @param drift             the standard deviation of the change that the test does not see, on the scale of
     *                          {@code standardError}: a committed baseline's between-boot spread for a test over
     *                          trials, the spread between pairs of boots for a paired test within them; 0 when
     *                          the test accounts for all of it
     * @param heterogeneity     for a test over pairs of boots: whether they disagree beyond the calibration;
     *                          {@link Heterogeneity#NONE} otherwise
     */
    record Estimate(Sample other, Sample candidate, double change, double pValue, boolean testable,
                    double standardError, double degreesOfFreedom, boolean logScale, Significance test, double drift,
                    Heterogeneity heterogeneity) {
        /**
         * The two-sided confidence interval of the change at coverage {@code 1 - 2 * alpha}: each bound is the
         * one-sided bound at {@code alpha}, so the interval excludes 0 on the bad side exactly when the gate's
         * one-sided test at {@code alpha} is significant. Built like the test (its center, standard error and t
         * distribution; {@link #drift} left out, as the test leaves it out) and turned back into relative changes
         * from the log scale where the test works on it. {@link ChangeInterval#NONE} when not testable.
         *
         * @param alpha the one-sided significance level, in (0, 0.5)
         */
        public ChangeInterval interval(double alpha) {
            if (!testable || !(standardError >= 0) || !(degreesOfFreedom > 0) || !(alpha > 0 && alpha < 0.5)) {
                return ChangeInterval.NONE;
            }
            double center = test.center(this);
            if (!Double.isFinite(center)) {
                return ChangeInterval.NONE;
            }
            double halfWidth = TDistribution.of(degreesOfFreedom).inverseSurvivalProbability(alpha) * standardError;
            double low = center - halfWidth;
            double high = center + halfWidth;
            return logScale
                    ? new ChangeInterval(Math.expm1(low), Math.expm1(high), 1 - 2 * alpha)
                    : new ChangeInterval(low, high, 1 - 2 * alpha);
        }

        /** The probability with which {@link #detectable} finds a change of that size: 80%, as is customary. */
        public static final double POWER = 0.8;

        public Estimate {
            Objects.requireNonNull(other, "other");
            Objects.requireNonNull(candidate, "candidate");
            Objects.requireNonNull(test, "test");
            Objects.requireNonNull(heterogeneity, "heterogeneity");
            if (!(drift >= 0)) {
                throw new IllegalArgumentException("drift must be >= 0, actual: " + drift);
            }
        }

        /** An estimate whose test sees all the variation of the change. */
        public Estimate(Sample other, Sample candidate, double change, double pValue, boolean testable,
                        double standardError, double degreesOfFreedom, boolean logScale, Significance test) {
            this(other, candidate, change, pValue, testable, standardError, degreesOfFreedom, logScale, test, 0);
        }

        /** An estimate whose test does not see {@code drift}, and that tested no boot pairs against each other. */
        public Estimate(Sample other, Sample candidate, double change, double pValue, boolean testable,
                        double standardError, double degreesOfFreedom, boolean logScale, Significance test, double drift) {
            this(other, candidate, change, pValue, testable, standardError, degreesOfFreedom, logScale, test, drift,
                    Heterogeneity.NONE);
        }

        /** This estimate, knowing that the change also varies by {@code drift} that its test does not see. */
        /** The same estimate, its boot pairs' disagreement as {@code boots} tested it. */
        public Estimate withHeterogeneity(Heterogeneity boots) {
            return new Estimate(other, candidate, change, pValue, testable, standardError, degreesOfFreedom, logScale,
                    test, drift, boots);
        }

        public Estimate withDrift(double drift) {
            return new Estimate(other, candidate, change, pValue, testable, standardError, degreesOfFreedom, logScale,
                    test, drift, heterogeneity);
        }

        /**
         * The minimum detectable effect: the smallest true change in the bad direction that a comparison of
         * this precision flags with probability {@link #POWER}, under the gate's rule "observed change beyond
         * {@code threshold} AND p below {@code alpha}". The observed change is about normal around the true
         * one with this estimate's standard error {@code se}; it clears the threshold with probability POWER
         * once the true change is {@code threshold + z * se} (z the normal quantile of POWER). Its t statistic
         * is noncentral t with this estimate's degrees of freedom {@code df}; it clears the critical value
         * {@code c = t(1 - alpha)} with probability POWER once the true change is
         * {@code (c + z * sqrt(1 + c^2 / (2 df))) * se} (the normal approximation of the noncentral t, which
         * accounts for the spread being estimated too; with few degrees of freedom it errs on the large side).
         * A {@link #drift} the test does not see (a baseline's between-boot spread, for a test over trials) widens
         * both: the observed change varies by {@code sqrt(se^2 + drift^2)}, not by {@code se} alone.
         * The answer is the larger of the two, on the log scale for log ratios and then turned back into a
         * relative change. For a bigger-is-better metric it is the size of the drop.
         *
         * @param alpha           the p-value the change must go below (the metric's alpha over the tests)
         * @param threshold       the relative threshold, as a fraction ({@code 0.10} for 10%)
         * @param smallerIsBetter the metric's direction
         * @return a fraction {@code > 0}; NaN when not testable
         */
        public double detectable(double alpha, double threshold, boolean smallerIsBetter) {
            if (!testable || !(standardError >= 0) || !(degreesOfFreedom > 0) || !(alpha > 0 && alpha < 1)) {
                return Double.NaN;
            }
            double critical = TDistribution.of(degreesOfFreedom).inverseSurvivalProbability(alpha);
            double z = NormalDistribution.of(0, 1).inverseCumulativeProbability(POWER);
            double se2 = standardError * standardError;
            double drift2 = drift * drift;
            double bySignificance = critical * standardError
                    + z * Math.sqrt(se2 * (1 + critical * critical / (2 * degreesOfFreedom)) + drift2);
            double spread = Math.sqrt(se2 + drift2);
            if (!logScale) {
                return Math.max(threshold + z * spread, bySignificance);
            }
            double logThreshold = smallerIsBetter ? Math.log1p(threshold) : -Math.log1p(-threshold);
            double bound = Math.max(logThreshold + z * spread, bySignificance);
            return smallerIsBetter ? Math.expm1(bound) : -Math.expm1(-bound);
        }
    }
}
