package io.perfgate.perf.report;

import io.perfgate.perf.stats.Sample;
import io.perfgate.perf.verdict.MetricVerdict;
import io.perfgate.perf.verdict.ScenarioVerdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Turns the gate's verdicts into the rows the reports show. The reports never decide; the gate did. */
public final class Comparisons {
    private Comparisons() {
    }

    /**
     * One row per metric of {@code verdict}, in the gate's metric order. The scenario's own notes (why it is
     * invalid, how to create a missing baseline) go on its first row only, so a table does not repeat them
     * ten times; an invalid run's reasons are listed once at the top of the summary anyway.
     */
    public static List<Comparison> of(ScenarioVerdict verdict) {
        List<Comparison> rows = new ArrayList<>();
        for (MetricVerdict row : verdict.metrics()) {
            String note = !row.note().isEmpty() ? row.note()
                    : rows.isEmpty() ? String.join(" ", verdict.notes()) : "";
            rows.add(new Comparison(verdict.variant(), verdict.scenario(), row.metric().id(), row.metric().unit(),
                    mean(row.baseline()), mean(row.current()), row.relativeChange() * 100,
                    row.threshold().describe(), significance(row), verdictOf(row), note));
        }
        return List.copyOf(rows);
    }

    private static double mean(Sample sample) {
        Sample finite = sample.finiteOnly();
        return finite.isEmpty() ? Double.NaN : finite.mean();
    }

    private static String significance(MetricVerdict row) {
        if (Double.isNaN(row.pValue())) {
            return "";
        }
        String p = row.pValue() < 0.0001 ? "p < 0.0001" : String.format(Locale.ROOT, "p = %.4f", row.pValue());
        // Report-only metrics are tested for information but need nothing; the others need alpha split over
        // the scenario's tested metrics (see verdict.Gate).
        return Double.isNaN(row.requiredPValue()) ? p
                : p + String.format(Locale.ROOT, " (< %.4f needed)", row.requiredPValue());
    }

    private static Verdict verdictOf(MetricVerdict row) {
        return switch (row.outcome()) {
            case PASS -> Verdict.PASS;
            case IMPROVEMENT -> Verdict.IMPROVEMENT;
            case REPORT_ONLY -> Verdict.REPORT_ONLY;
            case NOT_MEASURED -> Verdict.NOT_MEASURED;
            case INCONCLUSIVE -> Verdict.INCONCLUSIVE;
            case OTHER_MACHINE -> Verdict.OTHER_MACHINE;
            case NO_BASELINE -> Verdict.NO_BASELINE;
            case SETTINGS_CHANGED -> Verdict.SETTINGS_CHANGED;
            case REGRESSION -> Verdict.REGRESSION;
            case INVALID -> Verdict.INVALID;
        };
    }
}
