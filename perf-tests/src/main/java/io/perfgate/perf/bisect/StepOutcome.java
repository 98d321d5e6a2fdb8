package io.perfgate.perf.bisect;

import io.perfgate.perf.result.Direction;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.verdict.MetricThreshold;
import io.perfgate.perf.verdict.MetricVerdict;
import io.perfgate.perf.verdict.Numbers;
import io.perfgate.perf.verdict.Outcome;
import io.perfgate.perf.verdict.ScenarioVerdict;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What one step found out about one revision: the A/B comparison of that revision (the candidate, B) with the good
 * revision (the reference, A), read for the bisection. A regression on the chosen metric (without one: the gate's
 * verdict on the whole (variant, scenario)) says the revision contains the regression; a pass says it does not;
 * anything else is undecided and is measured again, never guessed.
 *
 * @param finding what the search learns
 * @param summary one line: the verdict on the metric with its change, threshold and p-value, or why there is none
 * @param verdict the comparison's full verdict, when it was judged
 * @param focus   the row the summary speaks of: the chosen metric's, else the first regressed one, else the one that
 *                moved nearest its threshold
 * @param reports the step's own reports (summary.md, report.html) and result files, when written
 */
public record StepOutcome(Finding finding, String summary, Optional<ScenarioVerdict> verdict, Optional<MetricVerdict> focus,
                          Optional<Path> reports) {
    /**
     * A pass whose mean moved in the bad direction by at least this share of its threshold is taken as undecided: the
     * gate passed it within noise, but one more measurement could as well cross the threshold, and a bisection that
     * takes the wrong half never recovers.
     */
    public static final double NEAR_THRESHOLD_SHARE = 0.5;

    public enum Finding {
        /** The revision regressed against the good one: the first bad commit is this one or an older one. */
        REGRESSED,
        /** No regression: the first bad commit is a newer one. */
        PASSED,
        /** Measured, but the comparison cannot tell: measured again within the budget, else the search stops. */
        UNDECIDED,
        /** The revision does not build: skipped, a neighbour is tried instead. */
        UNBUILDABLE
    }

    public StepOutcome {
        Objects.requireNonNull(finding, "finding");
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(focus, "focus");
        Objects.requireNonNull(reports, "reports");
    }

    /** A finding with no verdict behind it (a fake step in tests, a build that failed). */
    public static StepOutcome of(Finding finding, String summary) {
        return new StepOutcome(finding, summary, Optional.empty(), Optional.empty(), Optional.empty());
    }

    /** The revision did not build; {@code why} names the command and its log. */
    public static StepOutcome unbuildable(String why) {
        return of(Finding.UNBUILDABLE, "does not build: " + why);
    }

    /** The comparison stopped before a verdict (a server that did not start, a load generator that failed). */
    public static StepOutcome failed(String why, Optional<Path> reports) {
        return new StepOutcome(Finding.UNDECIDED, "no verdict: " + why, Optional.empty(), Optional.empty(), reports);
    }

    /**
     * Reads the comparison's verdict for the search: on {@code metric} when given, else on every gated metric.
     *
     * @param metric the metric that decides; empty: the gate's verdict on the pair, as a pull request's gate decides
     */
    public static StepOutcome judged(ScenarioVerdict verdict, Optional<Metric> metric, Optional<Path> reports) {
        if (verdict.outcome() == Outcome.INVALID) {
            return new StepOutcome(Finding.UNDECIDED, "INVALID: " + firstNote(verdict), Optional.of(verdict),
                    Optional.empty(), reports);
        }
        if (metric.isPresent()) {
            Optional<MetricVerdict> row = verdict.metric(metric.get());
            if (row.isEmpty()) {
                return new StepOutcome(Finding.UNDECIDED, metric.get().id() + " was not judged in this comparison",
                        Optional.of(verdict), Optional.empty(), reports);
            }
            return read(verdict, row.get(), row.get().outcome(), reports);
        }
        List<MetricVerdict> regressed = verdict.metrics().stream().filter(r -> r.outcome() == Outcome.REGRESSION).toList();
        if (verdict.outcome() == Outcome.REGRESSION) {
            String rows = regressed.isEmpty() ? firstNote(verdict) : describe(regressed.getFirst())
                    + (regressed.size() > 1 ? " and " + (regressed.size() - 1) + " more" : "");
            return new StepOutcome(Finding.REGRESSED, "REGRESSION: " + rows, Optional.of(verdict),
                    regressed.stream().findFirst(), reports);
        }
        if (!passed(verdict.outcome())) {
            return new StepOutcome(Finding.UNDECIDED, verdict.outcome() + ": " + firstNote(verdict), Optional.of(verdict),
                    Optional.empty(), reports);
        }
        // A pass speaks through the metric that came nearest its threshold: the one that could have tipped it.
        Optional<MetricVerdict> nearest = verdict.metrics().stream()
                .filter(r -> passed(r.outcome()) && Double.isFinite(thresholdShare(r)))
                .max(Comparator.comparingDouble(StepOutcome::thresholdShare));
        return nearest.map(row -> read(verdict, row, verdict.outcome(), reports))
                .orElseGet(() -> new StepOutcome(Finding.PASSED, verdict.outcome().name(), Optional.of(verdict),
                        Optional.empty(), reports));
    }

    private static String firstNote(ScenarioVerdict verdict) {
        return verdict.notes().isEmpty() ? "see its verdict table" : verdict.notes().getFirst();
    }

    /** The finding of {@code row}, whose outcome (or its pair's, without a chosen metric) is {@code outcome}. */
    private static StepOutcome read(ScenarioVerdict verdict, MetricVerdict row, Outcome outcome, Optional<Path> reports) {
        Finding finding;
        String summary;
        if (outcome == Outcome.REGRESSION) {
            finding = Finding.REGRESSED;
            summary = "REGRESSION: " + describe(row);
        } else if (!passed(outcome)) {
            finding = Finding.UNDECIDED;
            summary = outcome + ": " + describe(row) + (row.note().isEmpty() ? "" : " (" + row.note() + ")");
        } else if (thresholdShare(row) >= NEAR_THRESHOLD_SHARE) {
            finding = Finding.UNDECIDED;
            summary = outcome + " within noise, but too near its threshold to rely on (at least "
                    + Math.round(NEAR_THRESHOLD_SHARE * 100) + "% of it): " + describe(row);
        } else {
            finding = Finding.PASSED;
            summary = outcome + ": " + describe(row);
        }
        return new StepOutcome(finding, summary, Optional.of(verdict), Optional.of(row), reports);
    }

    private static boolean passed(Outcome outcome) {
        return outcome == Outcome.PASS || outcome == Outcome.IMPROVEMENT;
    }

    /**
     * How far the mean moved in the metric's bad direction, as a share of its relative threshold ({@code 1}: exactly
     * the threshold; negative: it improved); NaN for a metric without a relative threshold or without a change.
     */
    static double thresholdShare(MetricVerdict row) {
        MetricThreshold threshold = row.threshold();
        if (threshold.kind() != MetricThreshold.Kind.RELATIVE || !Double.isFinite(row.relativeChange())) {
            return Double.NaN;
        }
        double worse = row.metric().direction() == Direction.SMALLER_IS_BETTER ? row.relativeChange() : -row.relativeChange();
        return worse * 100 / threshold.relativePercent();
    }

    /** {@code allocatedBytesPerRequest +812.3% (threshold +1%, p <0.0001)} */
    static String describe(MetricVerdict row) {
        return row.metric().id() + " " + Numbers.percent(row.relativeChange()) + " (threshold " + row.threshold().describe()
                + ", p " + Numbers.pValue(row.pValue()) + ")";
    }
}
