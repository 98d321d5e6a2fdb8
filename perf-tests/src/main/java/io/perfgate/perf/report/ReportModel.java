package io.perfgate.perf.report;

import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.stats.Sample;
import io.perfgate.perf.verdict.InvalidTrials;
import io.perfgate.perf.verdict.Outcome;
import io.perfgate.perf.verdict.VerdictNotes;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * What every report derives from a {@link ReportInput}, computed once: sorted scenarios and variants,
 * which runs may be shown as numbers, per-metric samples, each (pair, metric)'s comparison, and the headline.
 */
final class ReportModel {
    /**
     * The order verdicts are counted in: pass, then what needs attention, then what was not compared. An
     * outcome missing here (a new one) comes after these, in enum order, so that it is still counted.
     */
    static final List<Outcome> COUNT_ORDER = Stream.concat(
            Stream.of(Outcome.PASS, Outcome.REGRESSION, Outcome.IMPROVEMENT, Outcome.INVALID, Outcome.NO_BASELINE,
                    Outcome.SETTINGS_CHANGED, Outcome.OTHER_MACHINE, Outcome.OTHER_JDK, Outcome.REPORT_ONLY, Outcome.NOT_MEASURED,
                    Outcome.INCONCLUSIVE),
            Arrays.stream(Outcome.values())).distinct().toList();

    /** Rows and columns sort by name so that the same input always prints the same report. */
    private static final Comparator<PairId> PAIR_ORDER = Comparator.comparing(PairId::scenario).thenComparing(PairId::variant);
    private static final Comparator<Comparison> COMPARISON_ORDER = Comparator
            .comparing(Comparison::pair, PAIR_ORDER)
            .thenComparing(Comparison::metric);

    private final ReportInput input;
    private final List<String> scenarios;
    private final List<String> variants;
    private final Map<PairId, ScenarioRun> runsByPair = new TreeMap<>(PAIR_ORDER);
    private final Map<PairId, Map<Metric, Sample>> samplesByPair = new HashMap<>();
    /** The first comparison of each (pair, metric), in input order. */
    private final Map<PairId, Map<Metric, Comparison>> comparisonsByPair = new HashMap<>();
    private final Set<PairId> invalidByGate = new HashSet<>();
    /** No result: the gate called the run invalid, or not even its work metrics hold ({@link #invalid}). */
    private final Set<PairId> noResult = new HashSet<>();

    ReportModel(ReportInput input) {
        this.input = input;
        this.scenarios = List.copyOf(new TreeSet<>(input.runs().stream().map(ScenarioRun::scenario).toList()));
        this.variants = List.copyOf(new TreeSet<>(input.runs().stream().map(ScenarioRun::variant).toList()));
        for (ScenarioRun run : input.runs()) {
            runsByPair.put(run.pair(), run);
            Map<Metric, Sample> samples = new EnumMap<>(Metric.class);
            for (Metric metric : Metric.values()) {
                samples.put(metric, Sample.of(run.values(metric)).finiteOnly());
            }
            samplesByPair.put(run.pair(), samples);
        }
        for (Comparison c : input.comparisons()) {
            comparisonsByPair.computeIfAbsent(c.pair(), p -> new EnumMap<>(Metric.class)).putIfAbsent(c.metric(), c);
            if (c.outcome() == Outcome.INVALID) {
                invalidByGate.add(c.pair());
            }
        }
        for (ScenarioRun run : input.runs()) {
            if (!run.validFor(Metric.Kind.WORK) || invalidByGate.contains(run.pair())) {
                noResult.add(run.pair());
            }
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
        return List.copyOf(runsByPair.values());
    }

    Optional<ScenarioRun> run(PairId pair) {
        return Optional.ofNullable(runsByPair.get(pair));
    }

    /**
     * The metric's values over the run's valid trials, without those that did not measure it (NaN): its
     * mean is what the reports print, its standard deviation (from two values up) the range.
     */
    Sample sample(ScenarioRun run, Metric metric) {
        return samplesByPair.get(run.pair()).get(metric);
    }

    /** The gate's comparison of this metric of this pair, if it compared it (the first, should there be two). */
    Optional<Comparison> comparison(PairId pair, Metric metric) {
        return Optional.ofNullable(comparisonsByPair.getOrDefault(pair, Map.of()).get(metric));
    }

    /**
     * A run whose numbers may all be shown, time metrics included: every trial valid and the gate did not call it
     * invalid.
     */
    boolean shown(ScenarioRun run) {
        return run.valid() && !invalidByGate.contains(run.pair());
    }

    /**
     * Whether this metric of the run may be shown, by the gate's own validity per kind of metric: a time metric only
     * where the whole run may be ({@link #shown(ScenarioRun)}), since a disturbed trial only makes latencies read
     * slower; a work metric wherever the run is no {@link #invalid} one, since a load generator short of CPU changes
     * nothing the server allocated or sent. The one decision behind every number the tables, the charts, the
     * github-action-benchmark files and the history show.
     */
    boolean shown(ScenarioRun run, Metric metric) {
        return shown(run) || (metric.kind() == Metric.Kind.WORK && !invalid(run));
    }

    /**
     * Whether the run is no result: the gate called it invalid, or not even its work metrics hold. A run whose trials
     * lost only the load generator's CPU, which the gate passed (its disturbed time metrics passed as bounds, or were
     * not to be judged on another machine), is not: its time metrics alone are left out ({@link #timeDisturbedRuns()}),
     * so the headline agrees with the gate.
     */
    boolean invalid(ScenarioRun run) {
        return noResult.contains(run.pair());
    }

    List<ScenarioRun> shownRuns() {
        return runs().stream().filter(this::shown).toList();
    }

    List<ScenarioRun> invalidRuns() {
        return runs().stream().filter(this::invalid).toList();
    }

    /**
     * Runs with disturbed trials that the gate did not call invalid: their time metrics are not shown, their work metrics
     * are ({@link #shown(ScenarioRun, Metric)}).
     */
    List<ScenarioRun> timeDisturbedRuns() {
        return runs().stream().filter(r -> !shown(r) && !invalid(r)).toList();
    }

    /** Why a run is invalid, from its trials first, else from the gate's notes. */
    String invalidReason(ScenarioRun run) {
        List<String> reasons = new ArrayList<>();
        if (run.trials().isEmpty()) {
            reasons.add("no trial completed");
        }
        reasons.addAll(VerdictNotes.trialReasons(InvalidTrials.of(run.trials(), trial -> !trial.valid())));
        if (reasons.isEmpty()) {
            Set<String> notes = new LinkedHashSet<>();
            for (Comparison c : input.comparisons()) {
                if (c.outcome() == Outcome.INVALID && c.pair().equals(run.pair()) && !c.note().isEmpty()) {
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

    long count(Outcome outcome) {
        return input.comparisons().stream().filter(c -> c.outcome() == outcome).count();
    }

    /**
     * Verdict first, in one line: a mark, then words. The mark is an emoji here because the workflow's decision
     * script reads the summary's first character (.github/scripts/perf-verdict.js); the words alone say it too, and
     * the HTML report draws {@link #headlineMark()} instead.
     */
    String headline() {
        Headline h = headlineParts();
        return h.emoji() + " " + h.words();
    }

    /** The headline's mark, for a renderer that draws its own (the HTML report). */
    StatusMark headlineMark() {
        return headlineParts().mark();
    }

    /** The headline without its emoji: {@code perfgate: 1 regression}. */
    String headlineWords() {
        return headlineParts().words();
    }

    private record Headline(StatusMark mark, String emoji, String words) {
    }

    private Headline headlineParts() {
        long regressedMetrics = count(Outcome.REGRESSION);
        // A person acts per (variant, scenario): count those, and say how many metrics moved.
        long regressions = input.comparisons().stream().filter(c -> c.outcome() == Outcome.REGRESSION)
                .map(Comparison::pair).distinct().count();
        int invalid = invalidRuns().size();
        if (regressions > 0) {
            return new Headline(StatusMark.FAIL, "❌", "perfgate: " + plural(regressions, "regression")
                    + (regressedMetrics > regressions ? " (" + regressedMetrics + " metrics)" : "")
                    + (invalid > 0 ? ", " + plural(invalid, "invalid run") + " (harness problem)" : ""));
        }
        if (invalid > 0 || count(Outcome.INVALID) > 0) {
            return new Headline(StatusMark.WARN, "⚠️", "perfgate: invalid run (harness problem)");
        }
        if (input.runs().isEmpty()) {
            return new Headline(StatusMark.WARN, "⚠️", "perfgate: no results (nothing was measured)");
        }
        // The error ratio is judged against an absolute limit even without a baseline: it alone is no comparison.
        long compared = input.comparisons().stream()
                .filter(c -> c.metric() != Metric.ERROR_RATIO)
                .filter(c -> c.outcome() == Outcome.PASS || c.outcome() == Outcome.IMPROVEMENT)
                .count();
        if (compared == 0) {
            return new Headline(StatusMark.INFO, "ℹ️", "perfgate: nothing compared (" + notComparedText() + ")");
        }
        long improvements = count(Outcome.IMPROVEMENT);
        List<String> extras = new ArrayList<>();
        if (improvements > 0) {
            extras.add(plural(improvements, "improvement"));
        }
        String notCompared = notComparedText();
        if (!notCompared.equals(NO_COMPARISON)) {
            extras.add("not compared: " + notCompared);
        }
        return new Headline(StatusMark.OK, "✅", "perfgate: passed" + (extras.isEmpty() ? "" : " (" + String.join("; ", extras) + ")"));
    }

    /** In an A/B run, the reference build's run of {@code pair}, trial i paired with this build's trial i. */
    Optional<ScenarioRun> reference(PairId pair) {
        return Optional.ofNullable(input.references().get(pair));
    }

    /** The committed baseline {@code pair} was compared with, if any. */
    Optional<Baseline> baseline(PairId pair) {
        return Optional.ofNullable(input.baselines().get(pair));
    }

    /** The gate's rows for {@code pair}, in metric order. */
    List<Comparison> comparisons(PairId pair) {
        return comparisons().stream().filter(c -> c.pair().equals(pair)).toList();
    }

    /**
     * The pair's outcome as a reader needs it first: a regression, else invalid, else an improvement, else the
     * first other outcome in {@link #COUNT_ORDER} after pass; pass when every gated row passed. A row that was only
     * shown (report only) or that a side did not measure (a service without {@code Server-Timing} has no server time)
     * was not judged, as the gate does not judge it: it leaves the pair's verdict to the rows that were, and
     * {@link #notMeasured} names it beside the verdict. Not measured is the pair's verdict only when nothing was judged.
     */
    Optional<Outcome> outcome(PairId pair) {
        List<Outcome> outcomes = comparisons(pair).stream().map(Comparison::outcome).distinct().toList();
        if (outcomes.isEmpty()) {
            return shownRuns().stream().anyMatch(r -> r.pair().equals(pair)) ? Optional.empty() : Optional.of(Outcome.INVALID);
        }
        for (Outcome first : List.of(Outcome.REGRESSION, Outcome.INVALID, Outcome.IMPROVEMENT)) {
            if (outcomes.contains(first)) {
                return Optional.of(first);
            }
        }
        Optional<Outcome> other = COUNT_ORDER.stream()
                .filter(o -> o != Outcome.PASS && o != Outcome.REPORT_ONLY && o != Outcome.NOT_MEASURED)
                .filter(outcomes::contains).findFirst();
        if (other.isPresent()) {
            return other;
        }
        return Optional.of(outcomes.contains(Outcome.PASS) || !outcomes.contains(Outcome.NOT_MEASURED)
                ? Outcome.PASS : Outcome.NOT_MEASURED);
    }

    /** The metrics of {@code pair} that a side did not measure, in metric order: not judged, named beside its verdict. */
    List<Metric> notMeasured(PairId pair) {
        return comparisons(pair).stream().filter(c -> c.outcome() == Outcome.NOT_MEASURED).map(Comparison::metric).toList();
    }

    private static final String NO_COMPARISON = "no comparison";

    private String notComparedText() {
        List<String> parts = new ArrayList<>();
        for (Outcome v : List.of(Outcome.NO_BASELINE, Outcome.SETTINGS_CHANGED, Outcome.OTHER_MACHINE,
                Outcome.OTHER_JDK)) {
            long n = count(v);
            if (n > 0) {
                parts.add(v.label() + " " + n);
            }
        }
        return parts.isEmpty() ? NO_COMPARISON : String.join(", ", parts);
    }

    /**
     * Counts per verdict, in {@link #COUNT_ORDER}, zeros left out: "pass 12, regression 1" (label first,
     * because "3 other machine" does not read).
     */
    String verdictCounts() {
        List<String> parts = new ArrayList<>();
        for (Outcome v : COUNT_ORDER) {
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
}
