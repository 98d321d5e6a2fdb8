package io.perfgate.perf.report;

import java.util.Objects;

/**
 * One row of the comparison with the reference (a committed baseline or a reference build), as the gate
 * decided it. The reports only show it; they never decide.
 *
 * @param variant       e.g. {@code virtual-gson}
 * @param scenario      e.g. {@code request-2}
 * @param metricId      a {@link io.perfgate.perf.result.Metric#id()}, e.g. {@code p99}
 * @param unit          the metric's unit, e.g. {@code ms}
 * @param baselineMean  the reference's mean, in {@code unit}; NaN when there is none
 * @param currentMean   this run's mean, in {@code unit}; NaN when there is none (e.g. invalid run)
 * @param changePercent (current - baseline) / baseline * 100; NaN when either is missing
 * @param threshold     the threshold as written in the threshold file, e.g. {@code +10 %}; empty if none
 * @param significance  the statistical test's outcome as a short text, e.g. {@code p = 0.004 (Welch)}; may be empty
 * @param verdict       the gate's decision
 * @param note          why, in a few words (e.g. the invalid reason or the other machine); may be empty
 */
public record Comparison(String variant, String scenario, String metricId, String unit,
                         double baselineMean, double currentMean, double changePercent,
                         String threshold, String significance, Verdict verdict, String note) {
    public Comparison {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(metricId, "metricId");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(threshold, "threshold");
        Objects.requireNonNull(significance, "significance");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(note, "note");
    }
}
