package io.perfgate.perf.verdict;

import io.perfgate.perf.result.Metric;
import io.perfgate.perf.stats.ChangeInterval;
import io.perfgate.perf.stats.Sample;
import io.perfgate.perf.stats.Significance;

import java.util.Objects;

/**
 * One row of a verdict table: one metric of one (variant, scenario).
 *
 * @param metric          the metric
 * @param threshold       how it was judged
 * @param baseline        the baseline's trial values; empty without a baseline
 * @param current         this run's trial values (valid trials)
 * @param relativeChange  (current mean - baseline mean) / baseline mean; NaN when not comparable
 * @param pValue          one-sided p-value in the direction of the observed change; NaN when not tested
 * @param requiredPValue  the p-value below which a change counts as significant: the metric's alpha split
 *                        over the scenario's tested metrics; NaN when not tested
 * @param detectable      the smallest regression (a fraction, in the metric's bad direction) this comparison
 *                        would have flagged with 80% probability ({@link io.perfgate.perf.stats.Significance.Estimate#detectable});
 *                        NaN when not tested
 * @param interval        the change's confidence interval at the test's own level (two-sided {@code 1 - 2 *
 *                        requiredPValue}, so it excludes 0 on the bad side exactly when the change is significant; at an
 *                        early look of a sequential A/B run, whose share of alpha is far smaller, at the level of the
 *                        look at the cap, as the detectable change: {@link Comparand#reportingLevel});
 *                        {@link ChangeInterval#NONE} when not tested
 * @param outcome         the decision
 * @param note            why, in a few words; empty when the outcome says it all
 */
public record MetricVerdict(Metric metric, MetricThreshold threshold, Sample baseline, Sample current,
                            double relativeChange, double pValue, double requiredPValue, double detectable,
                            ChangeInterval interval, Outcome outcome, String note) {
    public MetricVerdict {
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(threshold, "threshold");
        Objects.requireNonNull(baseline, "baseline");
        Objects.requireNonNull(current, "current");
        Objects.requireNonNull(interval, "interval");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(note, "note");
    }

    /**
     * Shown with its numbers but neither tested nor judged: {@code outcome} is the scenario's (no comparison possible)
     * or its kind's (time metrics with trials disturbed in an A/B run in turns).
     */
    static MetricVerdict shown(MetricThreshold rule, Sample baseline, Sample current, Outcome outcome) {
        return new MetricVerdict(rule.metric(), rule, baseline, current, Significance.relativeChangeOfMeans(baseline, current),
                Double.NaN, Double.NaN, Double.NaN, ChangeInterval.NONE, outcome, "");
    }

    /** A side has no value of the metric; {@code note} says which. */
    static MetricVerdict notMeasured(MetricThreshold rule, Significance.Estimate estimate, String note) {
        return new MetricVerdict(rule.metric(), rule, estimate.other(), estimate.candidate(), Double.NaN, Double.NaN,
                Double.NaN, Double.NaN, ChangeInterval.NONE, Outcome.NOT_MEASURED, note);
    }

    /** Tested for information only: the thresholds file says it never fails. */
    static MetricVerdict reportOnly(MetricThreshold rule, Significance.Estimate estimate) {
        return untested(rule, estimate, Outcome.REPORT_ONLY, "");
    }

    /** Gated, but its test cannot be made; {@code note} says what the test needs. */
    static MetricVerdict inconclusive(MetricThreshold rule, Significance.Estimate estimate, String note) {
        return untested(rule, estimate, Outcome.INCONCLUSIVE, note);
    }

    private static MetricVerdict untested(MetricThreshold rule, Significance.Estimate estimate, Outcome outcome, String note) {
        return new MetricVerdict(rule.metric(), rule, estimate.other(), estimate.candidate(), estimate.change(),
                estimate.pValue(), Double.NaN, Double.NaN, ChangeInterval.NONE, outcome, note);
    }

    /** Tested, neither beyond the threshold nor significant (or not both); {@code note} says which, if either. */
    static MetricVerdict passed(MetricThreshold rule, Significance.Estimate estimate, double requiredPValue,
                                double reportingLevel, double detectable, String note) {
        return tested(rule, estimate, requiredPValue, reportingLevel, detectable, Outcome.PASS, note);
    }

    /** Tested, beyond the threshold and significant: {@code outcome} REGRESSION or IMPROVEMENT by its direction. */
    static MetricVerdict moved(MetricThreshold rule, Significance.Estimate estimate, double requiredPValue,
                               double reportingLevel, double detectable, Outcome outcome) {
        if (outcome != Outcome.REGRESSION && outcome != Outcome.IMPROVEMENT) {
            throw new IllegalArgumentException("a metric that moved regressed or improved, actual: " + outcome);
        }
        return tested(rule, estimate, requiredPValue, reportingLevel, detectable, outcome, "");
    }

    /**
     * Tested, beyond the threshold and significant, but the run's boot pairs disagree beyond the service's calibration:
     * INCONCLUSIVE, with the numbers kept; {@code note} says by how much they disagree.
     */
    static MetricVerdict bootsDisagree(MetricThreshold rule, Significance.Estimate estimate, double requiredPValue,
                                       double reportingLevel, double detectable, String note) {
        return tested(rule, estimate, requiredPValue, reportingLevel, detectable, Outcome.INCONCLUSIVE, note);
    }

    private static MetricVerdict tested(MetricThreshold rule, Significance.Estimate estimate, double requiredPValue,
                                        double reportingLevel, double detectable, Outcome outcome, String note) {
        return new MetricVerdict(rule.metric(), rule, estimate.other(), estimate.candidate(), estimate.change(),
                estimate.pValue(), requiredPValue, detectable, estimate.interval(reportingLevel), outcome, note);
    }

    /**
     * Whether this metric would have moved but the run's boot pairs disagree beyond the calibration
     * ({@link #bootsDisagree}): the one INCONCLUSIVE row that was tested, so more boot pairs can settle it.
     */
    public boolean disagreeingBoots() {
        return outcome == Outcome.INCONCLUSIVE && !Double.isNaN(requiredPValue);
    }

    /** The error ratio against its absolute limit: PASS, or REGRESSION above it; never tested. */
    static MetricVerdict errorRatio(MetricThreshold rule, Sample baseline, Sample current, boolean aboveLimit, String note) {
        return new MetricVerdict(rule.metric(), rule, baseline, current, Significance.relativeChangeOfMeans(baseline, current),
                Double.NaN, Double.NaN, Double.NaN, ChangeInterval.NONE, aboveLimit ? Outcome.REGRESSION : Outcome.PASS, note);
    }

    /** This row shown as {@code instead}, with {@code why}: a change that cannot be told, or cannot count, here. */
    MetricVerdict withOutcome(Outcome instead, String why) {
        return new MetricVerdict(metric, threshold, baseline, current, relativeChange, pValue, requiredPValue, detectable,
                interval, instead, why);
    }
}
