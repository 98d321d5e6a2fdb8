package io.perfgate.perf.verdict;

import io.perfgate.perf.result.Direction;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.stats.ChangeInterval;
import io.perfgate.perf.stats.Heterogeneity;
import io.perfgate.perf.stats.Looks;
import io.perfgate.perf.stats.Sample;
import io.perfgate.perf.stats.Significance;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * The regression gate: compares one run with what it is compared with (a {@link Comparand}: a committed
 * baseline or a reference build measured in the same run) and decides, per metric and for the scenario.
 *
 * <p>A metric regresses when BOTH hold: its change is beyond the threshold in the bad direction, and the
 * comparand's one-sided significance test gives p below the metric's alpha divided by the number of metrics
 * tested in the scenario (Bonferroni). The threshold keeps tiny but real shifts from failing when trials are
 * very stable; the test keeps large shifts that noise can explain from failing when trials are not; the split
 * of alpha makes alpha the false-alarm rate of the whole (variant, scenario) verdict, which is what a person
 * sees, whatever the correlation between metrics. The error ratio is judged on its own: above its absolute
 * limit it fails, with or without baseline, whatever the latency.
 *
 * <p>Validity is per kind of metric: a trial whose only fault is CPU taken from the load generator keeps its work
 * metrics ({@link io.perfgate.perf.result.TrialResult#validFor}). They are judged while the time metrics are disturbed.
 * Against a committed baseline the disturbed time metrics are judged too, over every trial, as bounds
 * ({@link Comparand.Judging#PASSES}): a pass holds, a time metric that regressed is INVALID. In an A/B run measured
 * together (lockstep or duet) they are judged as usual (the wait delayed both sides of a pair), in an A/B run in turns
 * they are INVALID. The scenario is
 * INVALID (it fails) where a time metric is, unless a work metric regressed, or unless time metrics were not to be
 * judged anyway (a baseline from another machine class). Where no work metric can be judged either, it is INVALID.
 */
public final class Gate {
    private Gate() {
    }

    /**
     * The verdict on {@code run} against {@code comparand} under {@code thresholds}.
     *
     * @throws IllegalArgumentException a same-run reference of another (variant, scenario), or with another
     *                                  number of trials
     */
    public static ScenarioVerdict judge(ScenarioRun run, Comparand comparand, Thresholds thresholds) {
        Judged judged = evaluate(run, comparand, thresholds);
        ScenarioVerdict verdict = judged.verdict();
        if (comparand instanceof Comparand.SameRunReference reference) {
            // The calibration's spreads decide an A/B verdict: say when they were measured on another machine or JVM.
            Optional<String> elsewhere = thresholds.calibration().elsewhere(run);
            if (elsewhere.isPresent()) {
                verdict = verdict.withNote(elsewhere.get());
            }
            if (reference.extended()) {
                verdict = verdict.withNote(VerdictNotes.bootPairsAdded(reference.plannedBootPairs(),
                        reference.reference().bootPairs(), reference.looks().cap(), reference.pairs()));
            } else if (reference.looks().sequential()) {
                verdict = verdict.withNote(sequentialNote(run, reference, thresholds, judged.settlement()));
            }
        }
        return verdict;
    }

    /**
     * Whether the verdict on the pairs of a sequential A/B run measured so far ({@code run} and the reference's run in
     * {@code reference}, of as many trials) is settled at this look ({@link Looks}): a regression beyond doubt at the
     * level this look spends, or a pass with every gated metric's bound in its bad direction, at
     * {@link Looks#futilityLevel()}, inside its threshold.
     */
    public static Settlement settlement(ScenarioRun run, Comparand.SameRunReference reference, Thresholds thresholds) {
        return evaluate(run, reference, thresholds).settlement();
    }

    /** A verdict and whether it is settled ({@link #settlement}). */
    private record Judged(ScenarioVerdict verdict, Settlement settlement) {
        /** A verdict reached before any metric's bound was known: settled only by a regression (errors above the limit). */
        static Judged of(ScenarioVerdict verdict) {
            return new Judged(verdict, verdict.outcome() == Outcome.REGRESSION
                    ? Settlement.settled(VerdictNotes.settledRegression(verdict.metrics()))
                    : Settlement.open(VerdictNotes.unsettled(verdict.outcome())));
        }
    }

    private static Judged evaluate(ScenarioRun run, Comparand comparand, Thresholds thresholds) {
        List<MetricThreshold> rules = thresholds.forScenario(run.scenario());
        List<String> notes = new ArrayList<>();

        // A fault that falsifies even the work metrics leaves nothing to judge. So does a disturbed run (time metrics
        // invalid) where the work metrics cannot be judged either (no baseline, other load settings, another server
        // JVM): only judged work metrics make it more than INVALID.
        Optional<Comparand.Incomparable> incomparable = comparand.incomparability(run);
        Map<Metric.Kind, Optional<Comparand.NotComparable>> comparability = new EnumMap<>(Metric.Kind.class);
        if (incomparable.isEmpty()) {
            for (Metric.Kind kind : Metric.Kind.values()) {
                comparability.put(kind, comparand.notComparable(kind, run));
            }
        }
        boolean noWorkJudged = incomparable.isPresent()
                || comparability.get(Metric.Kind.WORK).filter(n -> n.judging() != Comparand.Judging.ALL).isPresent();
        Optional<String> invalid = comparand.invalidity(run, Metric.Kind.WORK)
                .or(() -> noWorkJudged ? comparand.invalidity(run, Metric.Kind.TIME) : Optional.empty());
        if (invalid.isPresent()) {
            notes.add(invalid.get());
            return Judged.of(verdict(run, comparand, Outcome.INVALID, notes, rows(rules, comparand, run, Outcome.INVALID), 0));
        }
        MetricVerdict errors = errorRatio(rules, run, comparand.sample(Metric.ERROR_RATIO));
        if (incomparable.isPresent()) {
            notes.add(incomparable.get().note());
            return Judged.of(withErrors(run, comparand, incomparable.get().outcome(), notes,
                    rows(rules, comparand, run, incomparable.get().outcome()), errors, 0));
        }

        // Which kinds of metric this comparand can judge: time metrics need the same machine class and trials whose
        // load generator had its CPU, work metrics the same server JVM. A kind it cannot judge is shown, and only
        // counted as tested when judged. Disturbed time metrics are judged over every trial where the comparand allows it
        // (lockstep or duet; as bounds against a committed baseline), else not even estimated (their trials are not all
        // there).
        Predicate<Metric> judged = metric -> comparability.get(metric.kind()).map(n -> n.judging() == Comparand.Judging.ALL).orElse(true);
        Predicate<Metric> bounded = metric -> comparability.get(metric.kind()).filter(n -> n.judging() == Comparand.Judging.PASSES).isPresent();
        Predicate<Metric> disturbed = metric -> comparability.get(metric.kind())
                .filter(n -> n.outcome() == Outcome.INVALID).isPresent();
        Predicate<Metric> unjudgeable = metric -> comparability.get(metric.kind())
                .filter(n -> n.outcome() == Outcome.INVALID && n.judging() == Comparand.Judging.SHOWN).isPresent();

        List<Optional<Significance.Estimate>> estimates = rules.stream()
                .map(rule -> unjudgeable.test(rule.metric()) ? Optional.<Significance.Estimate>empty()
                        : Optional.of(comparand.estimate(rule, Sample.of(disturbed.test(rule.metric())
                        ? run.valuesWithDisturbed(rule.metric()) : run.values(rule.metric())))))
                .toList();
        int tests = 0;
        for (int i = 0; i < rules.size(); i++) {
            if (rules.get(i).kind() == MetricThreshold.Kind.RELATIVE && estimates.get(i).filter(Significance.Estimate::testable).isPresent()
                    && (judged.test(rules.get(i).metric()) || bounded.test(rules.get(i).metric()))) {
                tests++;
            }
        }
        List<MetricVerdict> rows = new ArrayList<>();
        boolean boundBroken = false;
        for (int i = 0; i < rules.size(); i++) {
            MetricThreshold rule = rules.get(i);
            if (unjudgeable.test(rule.metric())) {
                rows.add(shown(rule, comparand, run, Outcome.INVALID));
                continue;
            }
            MetricVerdict row = rule.metric() == Metric.ERROR_RATIO ? errors
                    : compare(rule, estimates.get(i).orElseThrow(), comparand, tests);
            if (rule.metric() != Metric.ERROR_RATIO && bounded.test(rule.metric())) {
                if (row.outcome() == Outcome.REGRESSION) {
                    row = row.withOutcome(Outcome.INVALID, VerdictNotes.boundBroken());
                    boundBroken = true;
                }
            } else if (rule.metric() != Metric.ERROR_RATIO && !judged.test(rule.metric())
                    && (row.outcome() == Outcome.REGRESSION || row.outcome() == Outcome.IMPROVEMENT)) {
                Outcome instead = comparability.get(rule.metric().kind()).orElseThrow().outcome();
                row = row.withOutcome(instead, VerdictNotes.wouldBe(row.outcome(), instead));
            }
            rows.add(row);
        }

        List<Comparand.NotComparable> notComparable = comparability.values().stream().flatMap(Optional::stream).toList();
        notComparable.forEach(n -> notes.add(n.note()));
        untested(rows, estimates, rules).forEach(notes::add);
        compiling(run, comparand).ifPresent(notes::add);
        escapeAnalysis(run, rules).ifPresent(notes::add);
        boolean judgedRegression = rows.stream()
                .anyMatch(row -> row.metric() != Metric.ERROR_RATIO && row.outcome() == Outcome.REGRESSION);
        // A disturbed trial is named first (it fails: time metrics that should have been judged were not, or regressed
        // where that cannot be told from the disturbance), then another server JVM (it needs a refreshed baseline on any
        // machine), then another machine.
        Optional<Outcome> instead = Stream.concat(
                        notComparable.stream().filter(n -> n.judging() == Comparand.Judging.SHOWN).map(Comparand.NotComparable::outcome),
                        boundBroken ? Stream.of(Outcome.INVALID) : Stream.empty())
                .min(Comparator.comparing(o -> o == Outcome.INVALID ? 0 : o == Outcome.OTHER_JDK ? 1 : 2));
        if (instead.isPresent() && !judgedRegression) {
            // Part of the comparison could not be made: the scenario says so, unless what could be judged regressed.
            return Judged.of(withErrors(run, comparand, instead.get(), notes, rows, errors, tests));
        }
        if (!judgedRegression && rows.stream().anyMatch(row -> row.outcome() == Outcome.INCONCLUSIVE)) {
            // A gated metric that could not be tested is not a pass: the scenario says so (the notes say why).
            return Judged.of(withErrors(run, comparand, Outcome.INCONCLUSIVE, notes, rows, errors, tests));
        }
        Outcome outcome = Outcome.PASS;
        if (rows.stream().anyMatch(row -> row.outcome() == Outcome.REGRESSION)) {
            outcome = Outcome.REGRESSION;
            notes.add(VerdictNotes.moved(comparand, run.pair(), outcome, rows));
        } else if (rows.stream().anyMatch(row -> row.outcome() == Outcome.IMPROVEMENT)) {
            outcome = Outcome.IMPROVEMENT;
            notes.add(VerdictNotes.moved(comparand, run.pair(), outcome, rows));
        }
        ScenarioVerdict verdict = verdict(run, comparand, outcome, notes, rows, tests);
        if (outcome == Outcome.REGRESSION || !(comparand instanceof Comparand.SameRunReference reference)) {
            return Judged.of(verdict);
        }
        return new Judged(verdict, passSettled(rules, rows, estimates, reference.looks().futilityLevel()));
    }

    /**
     * A pass (or an improvement) is settled when every gated metric that was tested has its bound in the bad direction,
     * at one-sided level {@code level}, inside its threshold: more pairs could then hardly move it beyond. A metric a
     * side does not report (a service without a Server-Timing header) is not judged, and no further pair measures it.
     */
    private static Settlement passSettled(List<MetricThreshold> rules, List<MetricVerdict> rows,
                                          List<Optional<Significance.Estimate>> estimates, double level) {
        for (int i = 0; i < rules.size(); i++) {
            MetricThreshold rule = rules.get(i);
            if (rule.kind() != MetricThreshold.Kind.RELATIVE || rule.metric() == Metric.ERROR_RATIO) {
                continue;
            }
            Outcome outcome = rows.get(i).outcome();
            if (outcome == Outcome.NOT_MEASURED) {
                continue;
            }
            if (outcome != Outcome.PASS && outcome != Outcome.IMPROVEMENT) {
                return Settlement.open(VerdictNotes.unsettled(outcome));
            }
            boolean smallerIsBetter = rule.metric().direction() == Direction.SMALLER_IS_BETTER;
            ChangeInterval interval = estimates.get(i).map(e -> e.interval(level)).orElse(ChangeInterval.NONE);
            double bound = smallerIsBetter ? interval.high() : interval.low();
            boolean inside = interval.known()
                    && (smallerIsBetter ? bound * 100 < rule.relativePercent() : -bound * 100 < rule.relativePercent());
            if (!inside) {
                return Settlement.open(VerdictNotes.boundOutside(rule, bound, level));
            }
        }
        return Settlement.settled(VerdictNotes.boundsInside(level));
    }

    /**
     * How many pairs a sequential A/B run measured of its cap, and why it stopped there: settled at a look before the
     * cap, or not settled at any (then the last early look's reason), or measured in full although it was settled
     * earlier (a run that did not stop at its looks; the prefixes are judged again, so a re-judge says the same).
     */
    private static String sequentialNote(ScenarioRun run, Comparand.SameRunReference reference, Thresholds thresholds,
                                         Settlement now) {
        Looks looks = reference.looks();
        int pairs = reference.pairs();
        if (pairs < looks.cap()) {
            return VerdictNotes.stoppedEarly(pairs, looks, now);
        }
        Settlement last = now;
        for (int look : looks.at()) {
            if (look >= pairs) {
                break;
            }
            last = settlement(run.firstTrials(look), reference.firstPairs(look), thresholds);
            if (last.settled()) {
                return VerdictNotes.settledButMeasured(pairs, look, looks, last);
            }
        }
        return VerdictNotes.measuredToTheCap(pairs, looks, last);
    }

    /**
     * Trials measured while the server's JIT still compiled, named so that no verdict rests on them silently: a trial
     * whose compiler threads took more than {@link TrialResult#COMPILER_IDLE_SHARE} of the server's CPU (the share at
     * which a warm-up counts the JIT idle) reads a server still getting faster, in time metrics; work metrics do not move.
     */
    static Optional<String> compiling(ScenarioRun run, Comparand comparand) {
        List<TrialResult> trials = (comparand instanceof Comparand.SameRunReference reference
                ? Stream.concat(reference.reference().trials().stream(), run.trials().stream())
                : run.trials().stream()).toList();
        double[] compiling = trials.stream().mapToDouble(TrialResult::compilerShare)
                .filter(share -> share > TrialResult.COMPILER_IDLE_SHARE).toArray();
        if (compiling.length == 0) {
            return Optional.empty();
        }
        return Optional.of(VerdictNotes.compiling(compiling.length, trials.size(), Arrays.stream(compiling).max().orElseThrow()));
    }

    /**
     * The work thresholds hold for a server without escape analysis, where a request allocates what its code asks for in
     * every boot. With it on, C2 removes different allocations in each JVM and as it compiles: two boots of the same build
     * landed up to 0.92% apart in allocated bytes per request (docs/evidence/escape-analysis.md), about the 1% threshold,
     * so a change of that size is not told from which boot measured it. Said whenever that metric is gated.
     */
    static Optional<String> escapeAnalysis(ScenarioRun run, List<MetricThreshold> rules) {
        boolean gated = rules.stream().anyMatch(rule -> rule.metric() == Metric.ALLOCATED_BYTES_PER_REQUEST && rule.kind() == MetricThreshold.Kind.RELATIVE);
        if (!gated || !"true".equals(run.serverJvm().vmOptions().get("DoEscapeAnalysis"))) {
            return Optional.empty();
        }
        return Optional.of(VerdictNotes.escapeAnalysis());
    }

    /** One note per reason why gated metrics could not be tested, naming them: never a silent pass. */
    private static List<String> untested(List<MetricVerdict> rows, List<Optional<Significance.Estimate>> estimates,
                                         List<MetricThreshold> rules) {
        Map<String, List<String>> byReason = new LinkedHashMap<>();
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).outcome() == Outcome.INCONCLUSIVE) {
                byReason.computeIfAbsent(rows.get(i).note(), r -> new ArrayList<>())
                        .add(rules.get(i).metric().id());
            }
        }
        return byReason.entrySet().stream()
                .map(e -> VerdictNotes.untested(e.getValue(), e.getKey())).toList();
    }

    /**
     * The metric's alpha over the {@code tests} is what {@code comparand} judges at: at this look the p-value must go below
     * its share ({@link Comparand#level}); the interval and the detectable change are stated at
     * {@link Comparand#reportingLevel}.
     */
    private static MetricVerdict compare(MetricThreshold rule, Significance.Estimate estimate, Comparand comparand, int tests) {
        if (estimate.other().isEmpty() || estimate.candidate().isEmpty()) {
            return MetricVerdict.notMeasured(rule, estimate, VerdictNotes.notMeasuredBy(estimate.other().isEmpty()));
        }
        if (rule.kind() == MetricThreshold.Kind.REPORT_ONLY) {
            return MetricVerdict.reportOnly(rule, estimate);
        }
        if (Double.isNaN(estimate.pValue()) || !estimate.testable()) {
            return MetricVerdict.inconclusive(rule, estimate, estimate.test().requirement());
        }
        boolean smallerIsBetter = rule.metric().direction() == Direction.SMALLER_IS_BETTER;
        double change = estimate.change();
        double required = comparand.level(rule.alpha() / Math.max(1, tests));
        double reporting = comparand.reportingLevel(rule.alpha() / Math.max(1, tests));
        double detectable = estimate.detectable(reporting, rule.relativePercent() / 100, smallerIsBetter);
        boolean beyond = Math.abs(change) * 100 > rule.relativePercent();
        boolean significant = estimate.pValue() < required;
        if (beyond && significant) {
            boolean worse = smallerIsBetter ? change > 0 : change < 0;
            Heterogeneity boots = estimate.heterogeneity();
            if (rule.metric().kind() == Metric.Kind.TIME && boots.disagree(rule.alpha())
                    && !boots.everyBootPairBeyond(rule.relativePercent(), change > 0)) {
                // The boot pairs of this run disagree beyond what this service's same-build runs showed: the move may be
                // the boots', not the code's, unless every boot pair moved beyond the threshold by more than they disagree.
                // Time metrics only: boots of one build agree on the work a request does.
                return MetricVerdict.bootsDisagree(rule, estimate, required, reporting, detectable,
                        VerdictNotes.bootsDisagree(worse ? Outcome.REGRESSION : Outcome.IMPROVEMENT, boots));
            }
            return MetricVerdict.moved(rule, estimate, required, reporting, detectable, worse ? Outcome.REGRESSION : Outcome.IMPROVEMENT);
        }
        return MetricVerdict.passed(rule, estimate, required, reporting, detectable, VerdictNotes.passed(beyond, significant, change));
    }

    /** Errors are judged on the run alone: total errors over total requests of the valid trials. */
    private static MetricVerdict errorRatio(List<MetricThreshold> rules, ScenarioRun run, Sample before) {
        MetricThreshold rule = rules.stream().filter(r -> r.metric() == Metric.ERROR_RATIO).findFirst().orElseThrow();
        List<TrialResult> valid = run.trials().stream().filter(TrialResult::valid).toList();
        long requests = valid.stream().mapToLong(TrialResult::requests).sum();
        long errorCount = valid.stream().mapToLong(t -> t.errors().total()).sum();
        double ratio = requests == 0 ? 0 : (double) errorCount / requests;
        Sample now = Sample.of(run.values(Metric.ERROR_RATIO));
        if (ratio > rule.absoluteLimit()) {
            TrialResult.ErrorCounts byKind = new TrialResult.ErrorCounts(
                    valid.stream().mapToLong(t -> t.errors().status4xx()).sum(),
                    valid.stream().mapToLong(t -> t.errors().status5xx()).sum(),
                    valid.stream().mapToLong(t -> t.errors().otherNon2xx()).sum(),
                    valid.stream().mapToLong(t -> t.errors().connectionErrors()).sum(),
                    valid.stream().mapToLong(t -> t.errors().timeouts()).sum());
            return MetricVerdict.errorRatio(rule, before, now, true,
                    VerdictNotes.errorsAbove(byKind, requests, ratio, rule.absoluteLimit()));
        }
        return MetricVerdict.errorRatio(rule, before, now, false, VerdictNotes.errorsWithin(errorCount, requests));
    }

    /** Rows that show the numbers but whose outcome is fixed by the scenario (no comparison possible). */
    private static List<MetricVerdict> rows(List<MetricThreshold> rules, Comparand comparand, ScenarioRun run,
                                            Outcome outcome) {
        return rules.stream().map(rule -> shown(rule, comparand, run, outcome)).toList();
    }

    private static MetricVerdict shown(MetricThreshold rule, Comparand comparand, ScenarioRun run, Outcome outcome) {
        return MetricVerdict.shown(rule, comparand.sample(rule.metric()), Sample.of(run.values(rule.metric())), outcome);
    }

    private static ScenarioVerdict withErrors(ScenarioRun run, Comparand comparand, Outcome outcome, List<String> notes,
                                              List<MetricVerdict> rows, MetricVerdict errors, int tests) {
        List<MetricVerdict> all = new ArrayList<>(rows);
        all.replaceAll(row -> row.metric() == Metric.ERROR_RATIO ? errors : row);
        if (errors.outcome() == Outcome.REGRESSION) {
            notes.add(VerdictNotes.errorsAboveTheLimit(errors));
            return verdict(run, comparand, Outcome.REGRESSION, notes, all, tests);
        }
        return verdict(run, comparand, outcome, notes, all, tests);
    }

    private static ScenarioVerdict verdict(ScenarioRun run, Comparand comparand, Outcome outcome, List<String> notes,
                                           List<MetricVerdict> rows, int tests) {
        return new ScenarioVerdict(run.pair(), outcome, notes, rows, VerdictNotes.method(comparand, tests));
    }
}
