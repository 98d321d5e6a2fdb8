package io.perfgate.perf.verdict;

import io.perfgate.perf.result.LoadSettings;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ServerJvm;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.result.Direction;
import io.perfgate.perf.stats.BootSpread;
import io.perfgate.perf.stats.Heterogeneity;
import io.perfgate.perf.stats.Looks;
import io.perfgate.perf.stats.Significance;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Every sentence a verdict says: the scenario's notes, its rows' notes and its method. {@link Gate} and the
 * {@link Comparand}s decide and hand over the facts (which side, which trials and why, which machines, how many metrics
 * were tested); this class words them, each in one place. Invalid trials are stated once per kind of reason
 * ({@link #trialReasons}): a noisy neighbour that disturbed every trial is one sentence, not one per trial.
 */
public final class VerdictNotes {
    private VerdictNotes() {
    }

    /**
     * The reasons of a side's invalid trials, one entry per kind of reason ({@link InvalidTrials#byKind()}): a kind that
     * struck several trials as {@code 3 of 12 trials (2, 5, 9), at worst trial 9: <its reason>}; a kind that struck one
     * trial as {@code trial 5: <its reason>}, with that trial's other such reasons after a {@code ;}. The full reason of
     * every trial is in the result files.
     */
    public static List<String> trialReasons(InvalidTrials invalid) {
        List<String> entries = new ArrayList<>();
        // Where a trial's entry is, for the kinds that struck it alone: they share that entry.
        Map<Integer, Integer> entryOfTrial = new HashMap<>();
        for (InvalidTrials.Kind kind : invalid.byKind()) {
            List<Integer> trials = kind.trials();
            if (trials.size() == 1) {
                int trial = trials.getFirst();
                String reasons = kind.reasons().stream().map(InvalidTrials.Reason::text).collect(Collectors.joining("; "));
                Integer entry = entryOfTrial.get(trial);
                if (entry == null) {
                    entryOfTrial.put(trial, entries.size());
                    entries.add("trial " + trial + ": " + reasons);
                } else {
                    entries.set(entry, entries.get(entry) + "; " + reasons);
                }
            } else {
                String which = switch (kind.how()) {
                    case ALIKE -> "";
                    case MEASURED -> ", at worst trial " + kind.worst().trial();
                    case FIRST -> ", such as trial " + kind.worst().trial();
                };
                entries.add(struck(trials, invalid.total()) + which + ": " + kind.worst().text());
            }
        }
        return List.copyOf(entries);
    }

    /** {@code all 12 trials}, or {@code 3 of 12 trials (2, 5, 9)}. */
    private static String struck(List<Integer> trials, int total) {
        return trials.size() == total ? "all " + total + " trials"
                : trials.size() + " of " + total + " trials (" + trials.stream().map(String::valueOf)
                .collect(Collectors.joining(", ")) + ")";
    }

    private static String reasons(InvalidTrials invalid) {
        return invalid.total() == 0 ? "no trials at all" : String.join(", ", trialReasons(invalid));
    }

    // The scenario's notes against a committed baseline.

    static String invalidRun(InvalidTrials run) {
        return "the current run has invalid trials (" + reasons(run) + "): a harness problem, not a regression; fix the "
                + "load generator or the server and run again";
    }

    static String invalidBaseline(InvalidTrials baseline, PairId pair) {
        return "the baseline has invalid trials (" + reasons(baseline) + "); measure it again with: " + refresh(pair);
    }

    static String noBaseline(PairId pair) {
        return "no baseline for " + pair + " yet; create it with: " + refresh(pair);
    }

    /** Only the fields that change what is measured; the trial count may differ (the test handles it). Empty: none. */
    static String settingsDifference(LoadSettings baseline, LoadSettings current) {
        List<String> changes = new ArrayList<>();
        difference(changes, "model", baseline.model().id(), current.model().id());
        if (Double.compare(baseline.ratePerSecond(), current.ratePerSecond()) != 0) {
            changes.add("ratePerSecond " + baseline.ratePerSecond() + " -> " + current.ratePerSecond());
        }
        difference(changes, "users", baseline.users(), current.users());
        difference(changes, "connections", baseline.connections(), current.connections());
        difference(changes, "warmUp", baseline.warmUp(), current.warmUp());
        difference(changes, "trialDuration", baseline.trialDuration(), current.trialDuration());
        return String.join(", ", changes);
    }

    private static void difference(List<String> changes, String field, Object baseline, Object current) {
        if (!baseline.equals(current)) {
            changes.add(field + " " + baseline + " -> " + current);
        }
    }

    static String otherSettings(String settingsDifference, PairId pair) {
        return "the baseline was measured with other load settings (" + settingsDifference + "): not comparable; "
                + "refresh it with: " + refresh(pair);
    }

    static String otherJvm(ServerJvm baseline, ServerJvm current, PairId pair) {
        return "the baseline's server JVM differs: " + baseline.describe() + "; this run: " + current.describe()
                + "; work metrics (allocated and response bytes, GC count) are not compared; refresh with: " + refresh(pair);
    }

    static String otherMachine(Machine baseline, Machine current, boolean strict, PairId pair) {
        String where = "the baseline is from another machine: " + describe(baseline) + "; this run: " + describe(current);
        return strict
                ? where + "; compared anyway because -Dperf.gate.strict=true; refresh with: " + refresh(pair)
                : where + "; time metrics do not fail (-Dperf.gate.strict=true makes them); work metrics are compared "
                + "where the server JVM matches; refresh with: " + refresh(pair);
    }

    private static String describe(Machine machine) {
        return String.format(Locale.ROOT, "%s, %d cores, launcher %s", machine.cpuModel(), machine.cores(),
                machine.launcher().id());
    }

    /** Time metrics judged as bounds against a committed baseline ({@link Comparand.Judging#PASSES}). */
    static String disturbedAsBounds(InvalidTrials run) {
        return "time metrics judged with disturbed trials in (" + reasons(run) + "): the load generator waited for its "
                + "CPU, which can only make a run read slower, so a pass holds; a time metric that regressed is INVALID "
                + "instead (such a wait cannot be told from a slowdown): run again on a quieter machine";
    }

    /** The command that writes a fresh baseline for exactly this (variant, scenario). */
    private static String refresh(PairId pair) {
        return "./mvnw verify -Pperf -Dperf.baseline.update=true -Dperf.variants=" + pair.variant()
                + " -Dperf.scenarios=" + pair.scenario();
    }

    // The scenario's notes against a reference build measured in the same run.

    /**
     * The two sides of an A/B comparison, each with its trials that cannot be used.
     *
     * @param referenceName how notes name the reference, e.g. {@code reference build git:main (0123abcd)}
     */
    record Sides(InvalidTrials candidate, InvalidTrials reference, String referenceName) {
        Sides {
            Objects.requireNonNull(candidate, "candidate");
            Objects.requireNonNull(reference, "reference");
            Objects.requireNonNull(referenceName, "referenceName");
        }

        boolean valid() {
            return candidate.valid() && reference.valid();
        }

        /** {@code this build (...) and the reference build ... (...)}, naming only the sides with invalid trials. */
        private String describe() {
            List<String> sides = new ArrayList<>();
            if (!candidate.valid()) {
                sides.add("this build (" + reasons(candidate) + ")");
            }
            if (!reference.valid()) {
                sides.add("the " + referenceName + " (" + reasons(reference) + ")");
            }
            return String.join(" and ", sides);
        }
    }

    static String invalidSides(Sides sides) {
        return "invalid trials in " + sides.describe() + ": a harness problem, not a regression; fix the load generator "
                + "or the server and run again";
    }

    /** Disturbed time metrics of pairs measured in one load window: judged ({@link Comparand.Judging#ALL}). */
    static String disturbedTogether(Sides sides) {
        return "time metrics judged with disturbed trials in (" + sides.describe() + "): both sides of a pair were "
                + "measured in one load window, so the load generator's wait delayed both alike and their ratio holds";
    }

    /** Disturbed time metrics of pairs measured in turns: not judged ({@link Comparand.Judging#SHOWN}). */
    static String disturbedInTurns(Sides sides) {
        return "time metrics not judged, invalid trials in " + sides.describe() + ": the load generator waited for its "
                + "CPU, which is in every latency; work metrics (allocated and response bytes) do not depend on it and "
                + "are judged; run again on a quieter machine for the time metrics";
    }

    // A sequential A/B run's looks.

    /** Settled by a regression: the metrics that regressed (or the errors above their limit). */
    static String settledRegression(List<MetricVerdict> rows) {
        String metrics = rows.stream().filter(row -> row.outcome() == Outcome.REGRESSION)
                .map(row -> row.metric().id()).collect(Collectors.joining(", "));
        return "a regression beyond doubt in " + metrics;
    }

    /** Not settled: the verdict so far is neither a pass nor a regression. */
    static String unsettled(Outcome outcome) {
        return "the verdict so far is " + outcome;
    }

    /** Not settled: a gated metric's bound in its bad direction is outside its threshold. */
    static String boundOutside(MetricThreshold rule, double bound, double level) {
        return rule.metric().id() + "'s " + confidence(level) + " bound " + Numbers.percent(bound)
                + " is not inside its threshold " + (rule.metric().direction() == Direction.SMALLER_IS_BETTER ? "+" : "-")
                + Numbers.plain(rule.relativePercent()) + "%";
    }

    /** Settled: every gated metric's bound in its bad direction is inside its threshold. */
    static String boundsInside(double level) {
        return "every gated metric's " + confidence(level) + " bound in its bad direction is inside its threshold";
    }

    private static String confidence(double level) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * (1 - level));
    }

    /** Stopped before the cap: settled at the look after {@code pairs} pairs, or cut short (a server died). */
    static String stoppedEarly(int pairs, Looks looks, Settlement settlement) {
        return settlement.settled()
                ? "sequential: settled after " + pairs + " of at most " + looks.cap() + " pairs (looks " + looks.describe()
                + "): " + settlement.why()
                : "sequential: measured " + pairs + " of at most " + looks.cap() + " pairs and stopped unsettled ("
                + settlement.why() + "): the run ended before its verdict settled";
    }

    /** Measured to the cap: no early look settled; the last one's reason. */
    static String measuredToTheCap(int pairs, Looks looks, Settlement lastEarlyLook) {
        return "sequential: measured all " + pairs + " pairs (looks " + looks.describe() + "); not settled after "
                + looks.at().get(looks.earlyLooks() - 1) + ": " + lastEarlyLook.why();
    }

    /** Measured to the cap although an early look was settled: a run that did not stop at its looks. */
    static String settledButMeasured(int pairs, int look, Looks looks, Settlement settlement) {
        return "sequential: measured all " + pairs + " pairs (looks " + looks.describe() + "), although settled after "
                + look + " (" + settlement.why() + "): the run did not stop at its looks";
    }

    // Notes of either comparand.

    /** The note of a verdict that regressed or improved, naming the metrics that did. */
    static String moved(Comparand comparand, PairId pair, Outcome outcome, List<MetricVerdict> rows) {
        boolean regressed = outcome == Outcome.REGRESSION;
        String metrics = rows.stream().filter(row -> row.outcome() == outcome)
                .map(row -> row.metric().id() + " " + (Double.isNaN(row.relativeChange()) ? row.note()
                        : Numbers.percent(row.relativeChange())))
                .collect(Collectors.joining(", "));
        return switch (comparand) {
            case Comparand.CommittedBaseline baseline -> regressed
                    ? "regressed: " + metrics + "; if the slowdown is intended, refresh the baseline in this pull request "
                    + "with: " + refresh(pair)
                    : "improved: " + metrics + "; refresh the baseline to keep the gain: " + refresh(pair);
            case Comparand.SameRunReference reference ->
                    (regressed ? "regressed against the " : "improved against the ") + reference.name() + ": " + metrics;
        };
    }

    /** The regression rule as the verdict table's footer states it, with alpha split over {@code tests} metrics. */
    static String method(Comparand comparand, int tests) {
        String split = tests > 0 ? "alpha / " + tests + " (Bonferroni over the " + tests + " metrics tested"
                : "alpha / m (Bonferroni over the m metrics tested";
        return switch (comparand) {
            case Comparand.CommittedBaseline baseline -> "regression = mean changed beyond the threshold in the bad "
                    + "direction AND a one-sided test gives p < " + split + ", so that alpha bounds false alarms per "
                    + "scenario): time metrics " + Significance.bootPrediction().name() + " (the between-run spread), work "
                    + "metrics " + Significance.welch().name() + " over the trials; detectable = the smallest regression "
                    + "flagged with 80% probability; errorRatio: absolute limit";
            case Comparand.SameRunReference reference -> {
                int boots = reference.reference().bootPairs();
                yield "regression = typical per-pair change (geometric mean of trial i of this build over trial i of the "
                        + "reference) beyond the threshold in the bad direction AND a one-sided "
                        + Significance.pairedOverBootPairs(new int[0], BootSpread.UNKNOWN).name() + " (" + boots
                        + (boots == 1 ? " pair" : " pairs") + " of server boots, their spread pooled with the service's "
                        + "calibrated between-boot spread) gives p < " + split
                        + ", so that alpha bounds false alarms per scenario)" + (reference.looks().sequential()
                        ? ", spent over the looks " + reference.looks().describe() + " by O'Brien-Fleming-type alpha "
                        + "spending (each look judges at its share)" : "") + "; a time metric whose boot pairs disagree "
                        + "beyond the calibration is inconclusive, not moved; detectable = the smallest regression flagged "
                        + "with 80% probability; errorRatio: absolute limit";
            }
        };
    }

    /**
     * {@code compiling} of {@code trials} trials were measured while the server's JIT compiled, its compiler threads
     * taking up to {@code worstShare} (0..1) of the server's CPU.
     */
    static String compiling(int compiling, int trials, double worstShare) {
        return String.format(Locale.ROOT, "%d of %d trials were measured while the server's JIT compiled (its compiler "
                        + "threads above %.0f%% of the server's CPU, at most %.0f%%): their time metrics may read a server "
                        + "still getting faster; where its warm-ups ended NOT steady, raise warmUp.scenarioMax in the "
                        + "description (or -Dperf.warmup.max)", compiling, trials, TrialResult.COMPILER_IDLE_SHARE * 100,
                worstShare * 100);
    }

    static String escapeAnalysis() {
        return "the server ran with escape analysis on: allocated bytes per request then differ between boots of the "
                + "same build by up to about 1%, the size of its threshold; add -XX:-DoEscapeAnalysis to "
                + "start.jvmOptions in the description for exact work metrics";
    }

    /**
     * A metric that would have moved, over boot pairs that disagree beyond the calibration: what to do is measure more
     * boots, or calibrate the service where its boots drift more than its calibration says.
     */
    static String bootsDisagree(Outcome wouldBe, Heterogeneity boots) {
        return String.format(Locale.ROOT, "would be %s, but its %d boot pairs disagree by %s (standard deviation of"
                        + " their changes) where the calibration expects %s (F test p = %s): the change may be the boots',"
                        + " not the code's; measure more boot pairs (an A/B run adds them while they disagree, up to"
                        + " -Dperf.reference.maxBootPairs) or calibrate this service (perfgate calibrate)", wouldBe.label(), boots.bootPairs(), spread(boots.observedPercent()),
                spread(boots.expectedPercent()), Numbers.pValue(boots.pValue()));
    }

    /**
     * Boot pairs added after the cap because the planned ones disagreed beyond the calibration: how many, and the level
     * the added pairs are judged at.
     */
    static String bootPairsAdded(int planned, int measured, int plannedPairs, int pairs) {
        return String.format(Locale.ROOT, "boot pairs added: the %d planned boot pairs disagreed beyond the calibration after"
                + " their %d pairs, so %d more measured %d more pairs (%d boot pairs in all, at most"
                + " -Dperf.reference.maxBootPairs), judged again at the share of alpha of the look at %d pairs",
                planned, plannedPairs, measured - planned, pairs - plannedPairs, measured, plannedPairs);
    }

    private static String spread(double percent) {
        return String.format(Locale.ROOT, "%.1f%%", percent);
    }

    /** Gated metrics that could not be tested for one reason: never a silent pass. */
    static String untested(List<String> metricIds, String requirement) {
        return "not judged (" + String.join(", ", metricIds) + "): " + requirement;
    }

    static String errorsAboveTheLimit(MetricVerdict errors) {
        return "errors above the limit: " + errors.note();
    }

    // The rows' notes.

    static String notMeasuredBy(boolean baselineMissing) {
        return "not measured by " + (baselineMissing ? "the baseline" : "this run");
    }

    /** Why a tested metric passed, when its change was beyond the threshold or significant; empty otherwise. */
    static String passed(boolean beyond, boolean significant, double change) {
        return beyond ? "beyond threshold but within noise"
                : significant && change != 0 ? "significant but within threshold" : "";
    }

    /** A time metric that regressed with disturbed trials in, against a committed baseline: shown INVALID. */
    static String boundBroken() {
        return "would be REGRESSION, with disturbed trials in: not told from the load generator's wait";
    }

    /** A metric that moved against a baseline of another machine class or server JVM, shown as {@code instead}. */
    static String wouldBe(Outcome moved, Outcome instead) {
        return "would be " + moved + " on the same " + (instead == Outcome.OTHER_JDK ? "server JVM" : "machine");
    }

    /** The errors of the valid trials, by kind, over the requests they sent, above the absolute limit. */
    static String errorsAbove(TrialResult.ErrorCounts errors, long requests, double ratio, double limit) {
        return errors.total() + " errors in " + requests + " requests (4xx " + errors.status4xx() + ", 5xx "
                + errors.status5xx() + ", other (1xx, unknown) " + errors.otherNon2xx() + ", connection "
                + errors.connectionErrors() + ", timeouts " + errors.timeouts() + ") = " + Numbers.plain(ratio)
                + ", above the limit " + Numbers.plain(limit);
    }

    /** Errors within the limit; empty without any. */
    static String errorsWithin(long errors, long requests) {
        return errors == 0 ? "" : errors + " errors in " + requests + " requests, within the limit";
    }
}
