package io.perfgate.perf.history;

import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The last runs of the local history, oldest first, and one series per (scenario, variant, metric) aligned
 * with them.
 */
public record Trend(List<Run> runs, List<Series> series) {
    public Trend {
        runs = List.copyOf(runs);
        series = List.copyOf(series);
        for (Series s : series) {
            if (s.values().size() != runs.size()) {
                throw new IllegalArgumentException("series " + s.pair().seriesPrefix() + " / " + s.metricId()
                        + ": " + runs.size() + " values required, actual " + s.values().size());
            }
        }
    }

    /** @param id the history's run number, increasing */
    public record Run(long id, Instant startedAt, String commit, LauncherKind launcher) {
        public Run {
            Objects.requireNonNull(startedAt, "startedAt");
            Objects.requireNonNull(commit, "commit");
            Objects.requireNonNull(launcher, "launcher");
        }
    }

    /**
     * @param pair   the series is drawn in its scenario's chart, as one of its variants' lines
     * @param values one per run; NaN where the run did not measure it or was invalid
     */
    public record Series(PairId pair, String metricId, String unit, List<Double> values) {
        public Series {
            Objects.requireNonNull(pair, "pair");
            Objects.requireNonNull(metricId, "metricId");
            Objects.requireNonNull(unit, "unit");
            values = List.copyOf(values);
        }

        /** The metric, looked up by its id; empty for an id this perfgate does not know (written by a newer one). */
        public Optional<Metric> metric() {
            return Arrays.stream(Metric.values()).filter(m -> m.id().equals(metricId)).findFirst();
        }

        /** How many runs have a number. */
        public long points() {
            return values.stream().filter(Double::isFinite).count();
        }
    }
}
