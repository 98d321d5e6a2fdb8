package io.perfgate.perf.verdict;

import io.perfgate.perf.result.Metric;
import io.perfgate.perf.stats.ChangeInterval;
import io.perfgate.perf.stats.Sample;

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
 *                        requiredPValue}, so it excludes 0 on the bad side exactly when the change is significant);
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

    MetricVerdict withOutcome(Outcome newOutcome, String newNote) {
        return new MetricVerdict(metric, threshold, baseline, current, relativeChange, pValue, requiredPValue, detectable,
                interval, newOutcome, newNote);
    }
}
