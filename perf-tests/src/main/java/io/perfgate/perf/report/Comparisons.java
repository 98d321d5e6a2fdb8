package io.perfgate.perf.report;

import io.perfgate.perf.result.Direction;
import io.perfgate.perf.stats.ChangeInterval;
import io.perfgate.perf.stats.Sample;
import io.perfgate.perf.verdict.MetricThreshold;
import io.perfgate.perf.verdict.MetricVerdict;
import io.perfgate.perf.verdict.Numbers;
import io.perfgate.perf.verdict.ScenarioVerdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Turns the gate's verdicts into the rows the reports show. The reports never decide; the gate did. */
public final class Comparisons {
    private Comparisons() {
    }

    /**
     * One row per metric of {@code verdict}, in the gate's metric order, each with the gate's own
     * {@link io.perfgate.perf.verdict.Outcome} for that metric. The scenario's own notes (why it is
     * invalid, how to create a missing baseline) go on its first row only, so a table does not repeat them
     * ten times; an invalid run's reasons are listed once at the top of the summary anyway.
     */
    public static List<Comparison> of(ScenarioVerdict verdict) {
        List<Comparison> rows = new ArrayList<>();
        for (MetricVerdict row : verdict.metrics()) {
            String note = !row.note().isEmpty() ? row.note()
                    : rows.isEmpty() ? String.join("; ", verdict.notes()) : "";
            rows.add(new Comparison(verdict.pair(), row.metric(), mean(row.baseline()), mean(row.current()),
                    row.relativeChange() * 100, row.threshold().describe(), significance(row), row.outcome(), note,
                    row.detectable() * 100, bounds(row)));
        }
        return List.copyOf(rows);
    }

    private static Comparison.Bounds bounds(MetricVerdict row) {
        MetricThreshold threshold = row.threshold();
        double thresholdPercent = threshold.kind() != MetricThreshold.Kind.RELATIVE ? Double.NaN
                : row.metric().direction() == Direction.SMALLER_IS_BETTER ? threshold.relativePercent() : -threshold.relativePercent();
        ChangeInterval interval = row.interval();
        return new Comparison.Bounds(interval.low() * 100, interval.high() * 100, interval.confidence(), thresholdPercent);
    }

    /** Over the values that were measured; NaN when none was. */
    private static double mean(Sample sample) {
        return sample.finiteOnly().mean();
    }

    private static String significance(MetricVerdict row) {
        if (Double.isNaN(row.pValue())) {
            return "";
        }
        String p = row.pValue() < 0.0001 ? "p < 0.0001" : "p = " + Numbers.pValue(row.pValue());
        // Report-only metrics are tested for information but need nothing; the others need alpha split over
        // the scenario's tested metrics (see verdict.Gate).
        return Double.isNaN(row.requiredPValue()) ? p
                : p + " (< " + Numbers.level(row.requiredPValue()) + " needed)";
    }
}
