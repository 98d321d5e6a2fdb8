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
 */
public record Comparison(PairId pair, Metric metric, double baselineMean, double currentMean, double changePercent,
                         String threshold, String significance, Outcome outcome, String note,
                         double detectablePercent) {
    public Comparison {
        Objects.requireNonNull(pair, "pair");
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(threshold, "threshold");
        Objects.requireNonNull(significance, "significance");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(note, "note");
    }
}
