package io.perfgate.perf.verdict;

import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The gate's decision for one (variant, scenario): an outcome, notes a person can act on (another machine,
 * changed settings, how to refresh the baseline), and one row per metric.
 *
 * @param pair     which (variant, scenario), e.g. {@code virtual-gson / request-2}
 * @param outcome  one of PASS, IMPROVEMENT, OTHER_MACHINE, OTHER_JDK, NO_BASELINE, SETTINGS_CHANGED, REGRESSION,
 *                 INVALID
 * @param notes    the why of the outcome, one sentence each
 * @param metrics  one row per metric, in {@link Metric} order
 * @param method   how significance was decided, for the table's footer
 */
public record ScenarioVerdict(PairId pair, Outcome outcome, List<String> notes,
                              List<MetricVerdict> metrics, String method) {
    public ScenarioVerdict {
        Objects.requireNonNull(pair, "pair");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(method, "method");
        notes = List.copyOf(notes);
        metrics = List.copyOf(metrics);
    }

    /**
     * Whether the scenario is INCONCLUSIVE because a time metric would have moved while the run's boot pairs disagree
     * beyond the calibration ({@link MetricVerdict#disagreeingBoots}): what more boot pairs can settle.
     */
    public boolean bootsDisagree() {
        return outcome == Outcome.INCONCLUSIVE && metrics.stream().anyMatch(MetricVerdict::disagreeingBoots);
    }

    /** This verdict with {@code note} after its notes. */
    public ScenarioVerdict withNote(String note) {
        List<String> all = new ArrayList<>(notes);
        all.add(note);
        return new ScenarioVerdict(pair, outcome, all, metrics, method);
    }

    public boolean failed() {
        return outcome.fails();
    }

    public Optional<MetricVerdict> metric(Metric metric) {
        return metrics.stream().filter(row -> row.metric() == metric).findFirst();
    }

    /**
     * Returns normally unless the build must fail.
     *
     * @throws GateFailure        on REGRESSION, with the verdict table as message
     * @throws InvalidRunException on INVALID: a harness problem, not a regression
     */
    public void assertPassed() {
        switch (outcome) {
            case INVALID -> throw new InvalidRunException(this);
            case REGRESSION -> throw new GateFailure(this);
            default -> {
            }
        }
    }

    /** The verdict as an aligned plain-text table, for logs and assertion messages. */
    public String toText() {
        return VerdictTable.text(this);
    }

    /** The same table in GitHub-flavoured Markdown (the reports render their own tables and do not call this). */
    public String toMarkdown() {
        return VerdictTable.markdown(this);
    }
}
