package io.perfgate.perf.report;

import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.verdict.Outcome;

import java.util.Objects;

/**
 * One row of the comparison with the reference (a committed baseline or a reference build), as the gate
 * decided it. The reports only show it; they never decide.
 *
 * @param pair          which (variant, scenario)
 * @param metric        which metric; its unit is the unit of the means
 * @param baselineMean  the reference's mean, in the metric's unit; NaN when there is none
 * @param currentMean   this run's mean, in the metric's unit; NaN when there is none (e.g. invalid run)
 * @param changePercent (current - baseline) / baseline * 100; NaN when either is missing
 * @param threshold     the threshold as written in the threshold file, e.g. {@code +10 %}; empty if none
 * @param significance  the statistical test's outcome as a short text, e.g. {@code p = 0.004 (Welch)}; may be empty
 * @param outcome       the gate's decision for this metric ({@link io.perfgate.perf.verdict.MetricVerdict#outcome()})
 * @param note          why, in a few words (e.g. the invalid reason or the other machine); may be empty
 * @param detectablePercent the smallest regression, in percent in the metric's bad direction, that this
 *                      comparison would have flagged with 80% probability; NaN when the metric was not tested
 * @param bounds        the change's confidence interval and the threshold as numbers, for the forest plot
 */
public record Comparison(PairId pair, Metric metric, double baselineMean, double currentMean, double changePercent,
                         String threshold, String significance, Outcome outcome, String note,
                         double detectablePercent, Bounds bounds) {
    public Comparison {
        Objects.requireNonNull(pair, "pair");
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(threshold, "threshold");
        Objects.requireNonNull(significance, "significance");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(note, "note");
        Objects.requireNonNull(bounds, "bounds");
    }

    /** A row without an interval or a numeric threshold (not tested, or not a relative threshold). */
    public Comparison(PairId pair, Metric metric, double baselineMean, double currentMean, double changePercent,
                      String threshold, String significance, Outcome outcome, String note, double detectablePercent) {
        this(pair, metric, baselineMean, currentMean, changePercent, threshold, significance, outcome, note,
                detectablePercent, Bounds.NONE);
    }

    /**
     * What a forest plot needs beside the change, in percent, signed as the change is ({@code -10} for a
     * throughput threshold).
     *
     * @param lowPercent       the interval's lower bound; NaN when not tested
     * @param highPercent      the interval's upper bound; NaN when not tested
     * @param confidence       the interval's two-sided coverage ({@code 1 - 2 * alpha / m}, the gate's own level); NaN
     *                         when not tested
     * @param thresholdPercent the relative threshold in the metric's bad direction ({@code +10}, {@code -10}); NaN
     *                         for an absolute limit or a report-only metric
     */
    public record Bounds(double lowPercent, double highPercent, double confidence, double thresholdPercent) {
        public static final Bounds NONE = new Bounds(Double.NaN, Double.NaN, Double.NaN, Double.NaN);

        public boolean hasInterval() {
            return Double.isFinite(lowPercent) && Double.isFinite(highPercent);
        }
    }
}
