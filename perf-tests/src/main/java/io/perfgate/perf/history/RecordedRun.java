package io.perfgate.perf.history;

import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.PairId;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * One perf run as the local history keeps it: per (variant, scenario, metric) a mean and a verdict, plus
 * where and when it ran.
 *
 * @param startedAt      when the run started (the trend's time axis)
 * @param commit         the commit measured, or "unknown"
 * @param comparisonKind what it was compared with, e.g. {@code committed baselines}
 * @param machine        the machine it ran on
 * @param values         one per (variant, scenario, metric)
 */
public record RecordedRun(Instant startedAt, String commit, String comparisonKind, Machine machine,
                          List<Value> values) {
    public RecordedRun {
        Objects.requireNonNull(startedAt, "startedAt");
        Objects.requireNonNull(commit, "commit");
        Objects.requireNonNull(comparisonKind, "comparisonKind");
        Objects.requireNonNull(machine, "machine");
        values = List.copyOf(values);
    }

    /**
     * @param pair     which (variant, scenario) the value is of
     * @param metricId a {@link io.perfgate.perf.result.Metric#id()}
     * @param unit     e.g. {@code ms}
     * @param mean     mean over valid trials, in {@code unit}; NaN when not measured
     * @param sd       sample standard deviation over trials; NaN when fewer than two
     * @param trials   valid trials behind the mean
     * @param valid    false for a harness problem: kept for the record, never drawn in a trend
     * @param verdict  the gate's verdict label (e.g. {@code pass}); empty when nothing was compared
     */
    public record Value(PairId pair, String metricId, String unit, double mean, double sd,
                        int trials, boolean valid, String verdict) {
        public Value {
            Objects.requireNonNull(pair, "pair");
            Objects.requireNonNull(metricId, "metricId");
            Objects.requireNonNull(unit, "unit");
            Objects.requireNonNull(verdict, "verdict");
            if (trials < 0) {
                throw new IllegalArgumentException("trials must be >= 0, actual: " + trials);
            }
        }
    }
}
