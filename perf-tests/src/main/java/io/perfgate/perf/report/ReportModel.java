package io.perfgate.perf.report;

import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What every report derives from a {@link ReportInput}, computed once: sorted scenarios and variants,
 * which runs may be shown as numbers, per-metric statistics, and the headline.
 */
final class ReportModel {
    /** Rows and columns sort by name so that the same input always prints the same report. */
    private static final Comparator<Comparison> COMPARISON_ORDER = Comparator
            .comparing(Comparison::scenario)
            .thenComparing(Comparison::variant)
            .thenComparing(c -> metricRank(c.metricId()))
            .thenComparing(Comparison::metricId);

    private final ReportInput input;
    private final List<String> scenarios;
    private final List<String> variants;
    private final Map<String, ScenarioRun> runsByKey = new TreeMap<>();
    private final Map<String, Map<Metric, TrialStats>> statsByKey = new TreeMap<>();

    ReportModel(ReportInput input) {
        this.input = input;
        this.scenarios = List.copyOf(new TreeSet<>(input.runs().stream().map(ScenarioRun::scenario).toList()));
        this.variants = List.copyOf(new TreeSet<>(input.runs().stream().map(ScenarioRun::variant).toList()));
        for (ScenarioRun run : input.runs()) {
            String key = key(run.scenario(), run.variant());
            runsByKey.put(key, run);
            Map<Metric, TrialStats> stats = new EnumMap<>(Metric.class);
            for (Metric metric : Metric.values()) {
                stats.put(metric, TrialStats.of(run.values(metric)));
            }
            statsByKey.put(key, stats);
        }
    }

    ReportInput input() {
        return input;
    }

    List<String> scenarios() {
        return scenarios;
    }

    List<String> variants() {
        return variants;
    }

    /** Runs sorted by scenario, then variant. */
    List<ScenarioRun> runs() {
        return List.copyOf(runsByKey.values());
    }

    Optional<ScenarioRun> run(String scenario, String variant) {
        return Optional.ofNullable(runsByKey.get(key(scenario, variant)));
    }

    TrialStats stats(ScenarioRun run, Metric metric) {
        return statsByKey.get(key(run.scenario(), run.variant())).get(metric);
    }

    /**
     * A run whose numbers may be shown: every trial valid and the gate did not call it invalid. A chart or
     * a benchmark file never shows a number from any other run.
     */
    boolean shown(ScenarioRun run) {
        return run.valid() && input.comparisons().stream().noneMatch(c -> c.verdict() == Verdict.INVALID
                && c.scenario().equals(run.scenario()) && c.variant().equals(run.variant()));
    }

    List<ScenarioRun> shownRuns() {
        return runs().stream().filter(this::shown).toList();
    }

    List<ScenarioRun> invalidRuns() {
        return runs().stream().filter(r -> !shown(r)).toList();
    }

    /** Why a run is invalid, from its trials first, else from the gate's notes. */
    String invalidReason(ScenarioRun run) {
        List<String> reasons = new ArrayList<>();
        if (run.trials().isEmpty()) {
            reasons.add("no trial completed");
        }
        for (TrialResult trial : run.trials()) {
            if (!trial.valid()) {
                reasons.add("trial " + trial.trial() + ": " + String.join("; ", trial.invalidReasons()));
            }
        }
        if (reasons.isEmpty()) {
            Set<String> notes = new LinkedHashSet<>();
            for (Comparison c : input.comparisons()) {
                if (c.verdict() == Verdict.INVALID && c.scenario().equals(run.scenario())
                        && c.variant().equals(run.variant()) && !c.note().isEmpty()) {
                    notes.add(c.note());
                }
            }
            reasons.addAll(notes.isEmpty() ? List.of("the gate marked it invalid") : notes);
        }
        return String.join("; ", reasons);
    }

    List<Comparison> comparisons() {
        return input.comparisons().stream().sorted(COMPARISON_ORDER).toList();
    }

    /** Distinct machines in run order (one, unless the runs were spread over machines). */
    List<Machine> machines() {
        return List.copyOf(new LinkedHashSet<>(runs().stream().map(ScenarioRun::machine).toList()));
    }

    long count(Verdict verdict) {
        return input.comparisons().stream().filter(c -> c.verdict() == verdict).count();
    }

    /** Verdict first, in one line. */
    String headline() {
        long regressedMetrics = count(Verdict.REGRESSION);
        // A person acts per (variant, scenario): count those, and say how many metrics moved.
        long regressions = input.comparisons().stream().filter(c -> c.verdict() == Verdict.REGRESSION)
                .map(c -> c.variant() + " / " + c.scenario()).distinct().count();
        int invalid = invalidRuns().size();
        if (regressions > 0) {
            return "❌ perfgate: " + plural(regressions, "regression")
                    + (regressedMetrics > regressions ? " (" + regressedMetrics + " metrics)" : "")
                    + (invalid > 0 ? ", " + plural(invalid, "invalid run") + " (harness problem)" : "");
        }
        if (invalid > 0 || count(Verdict.INVALID) > 0) {
            return "⚠️ perfgate: invalid run (harness problem)";
        }
        if (input.runs().isEmpty()) {
            return "⚠️ perfgate: no results (nothing was measured)";
        }
        // The error ratio is judged against an absolute limit even without a baseline: it alone is no comparison.
        long compared = input.comparisons().stream()
                .filter(c -> !c.metricId().equals(Metric.ERROR_RATIO.id()))
                .filter(c -> c.verdict() == Verdict.PASS || c.verdict() == Verdict.IMPROVEMENT)
                .count();
        if (compared == 0) {
            return "ℹ️ perfgate: nothing compared (" + notComparedText() + ")";
        }
        long improvements = count(Verdict.IMPROVEMENT);
        List<String> extras = new ArrayList<>();
        if (improvements > 0) {
            extras.add(plural(improvements, "improvement"));
        }
        String notCompared = notComparedText();
        if (!notCompared.equals(NO_COMPARISON)) {
            extras.add("not compared: " + notCompared);
        }
        return "✅ perfgate: passed" + (extras.isEmpty() ? "" : " (" + String.join("; ", extras) + ")");
    }

    private static final String NO_COMPARISON = "no comparison";

    private String notComparedText() {
        List<String> parts = new ArrayList<>();
        for (Verdict v : List.of(Verdict.NO_BASELINE, Verdict.SETTINGS_CHANGED, Verdict.OTHER_MACHINE)) {
            long n = count(v);
            if (n > 0) {
                parts.add(v.label() + " " + n);
            }
        }
        return parts.isEmpty() ? NO_COMPARISON : String.join(", ", parts);
    }

    /**
     * Counts per verdict, in enum order, zeros left out: "pass 12, regression 1" (label first, because
     * "3 other machine" does not read).
     */
    String verdictCounts() {
        List<String> parts = new ArrayList<>();
        for (Verdict v : Verdict.values()) {
            long n = count(v);
            if (n > 0) {
                parts.add(v.label() + " " + n);
            }
        }
        return parts.isEmpty() ? "none" : String.join(", ", parts);
    }

    static String plural(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    static String key(String scenario, String variant) {
        return scenario + " / " + variant;
    }

    /** Known metrics in their declared order, unknown ids after them. */
    static int metricRank(String metricId) {
        for (Metric m : Metric.values()) {
            if (m.id().equals(metricId)) {
                return m.ordinal();
            }
        }
        return Integer.MAX_VALUE;
    }
}
