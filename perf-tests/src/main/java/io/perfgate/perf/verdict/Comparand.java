package io.perfgate.perf.verdict;

import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.result.LoadSettings;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.ServerJvm;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.stats.Sample;
import io.perfgate.perf.stats.Significance;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What the candidate is compared with: a committed baseline, or a reference build measured in the same run.
 * It supplies the other side's trials, the checks that must pass before any metric is compared (validity,
 * same load settings, same machine class), and the significance test that suits how its trials relate to
 * the candidate's. {@link Gate#judge} is the one path that uses it.
 */
public sealed interface Comparand permits Comparand.CommittedBaseline, Comparand.SameRunReference {

    /** A committed baseline (none yet when empty); {@code strict}: another machine class is compared anyway. */
    static Comparand baseline(Optional<Baseline> baseline, boolean strict) {
        return new CommittedBaseline(baseline, strict, Map.of());
    }

    /**
     * The same, its time metrics' boot spread never taken below {@code spreadFloors} (per metric, the standard
     * deviation of log boot means pooled over the baselines beside it: {@link io.perfgate.perf.baseline.BaselineStore#pooledBootSpreads()}).
     */
    static Comparand baseline(Optional<Baseline> baseline, boolean strict, Map<Metric, Double> spreadFloors) {
        return new CommittedBaseline(baseline, strict, spreadFloors);
    }

    /**
     * A reference build's run of the same (variant, scenario), measured interleaved with the candidate, trial
     * i of one paired with trial i of the other.
     *
     * @param name how notes name it, e.g. {@code reference build git:main (0123abcd)}
     * @param together whether trial i of both sides was measured in one load window, lockstep or duet
     *                 ({@link io.perfgate.perf.protocol.TrialOrder#together()}), else in turns (ABBA or random order)
     */
    static Comparand sameRun(ScenarioRun reference, String name, boolean together) {
        return new SameRunReference(reference, name, together);
    }

    /** The other side's trial values of {@code metric}; empty when it has none. */
    Sample sample(Metric metric);

    /**
     * How the candidate's values of {@code rule}'s metric compare with this side's: the change, the one-sided test
     * that suits how the two sides relate, and its precision.
     */
    Significance.Estimate estimate(MetricThreshold rule, Sample candidate);

    /**
     * Why metrics of {@code kind} cannot be judged because a side has a trial invalid for them; empty when there is
     * none. A trial disturbed only on the load generator's side is invalid for time metrics alone
     * ({@link io.perfgate.perf.result.TrialResult#validFor}); {@link #notComparable} then keeps them from a verdict.
     *
     * @throws IllegalArgumentException the other side is not of the candidate's (variant, scenario)
     */
    Optional<String> invalidity(ScenarioRun candidate, Metric.Kind kind);

    /** Why the two cannot be compared at all (no baseline, other load settings); empty when they can. */
    Optional<Incomparable> incomparability(ScenarioRun candidate);

    /**
     * Whether metrics of {@code kind} are comparable with the candidate's: empty when they are; else the
     * outcome they get instead (another machine class or a trial disturbed on the load generator's side for time
     * metrics, another server JVM for work metrics), why, and whether their changes are judged all the same
     * ({@code -Dperf.gate.strict=true}).
     */
    Optional<NotComparable> notComparable(Metric.Kind kind, ScenarioRun candidate);

    /** The note of a verdict that regressed ({@code true}) or improved, given which metrics moved. */
    String movedNote(ScenarioRun candidate, boolean regressed, String metrics);

    /** The regression rule as the verdict table's footer states it; {@code split} names alpha's split. */
    String method(String split);

    /** The scenario's outcome when no metric is compared, and why. */
    record Incomparable(Outcome outcome, String note) {
        public Incomparable {
            Objects.requireNonNull(outcome, "outcome");
            Objects.requireNonNull(note, "note");
        }
    }

    /**
     * @param outcome what the metrics of that kind show instead of a regression or an improvement; INVALID for time
     *                metrics with trials disturbed on the load generator's side, which are then judged over every trial
     *                unless {@code judging} is {@link Judging#SHOWN}
     * @param judging whether their changes still decide
     */
    record NotComparable(Outcome outcome, String note, Judging judging) {
        public NotComparable {
            Objects.requireNonNull(outcome, "outcome");
            Objects.requireNonNull(note, "note");
            Objects.requireNonNull(judging, "judging");
        }
    }

    /** How far the changes of metrics that are not comparable as usual still decide. */
    enum Judging {
        /** Not at all: they are shown as the outcome. */
        SHOWN,
        /** As usual: strict against another machine class, or pairs measured together (the wait delayed both sides alike). */
        ALL,
        /**
         * A pass or an improvement stands, a regression shows the outcome: disturbed time metrics against a committed
         * baseline. Sound where the test sees the candidate through its mean alone: a trial whose load generator waited
         * for its CPU can only read slower, so a run that passes with such trials would pass without them.
         */
        PASSES
    }

    /** The command that writes a fresh baseline for exactly this (variant, scenario). */
    static String refreshCommand(PairId pair) {
        return "./mvnw verify -Pperf -Dperf.baseline.update=true -Dperf.variants=" + pair.variant()
                + " -Dperf.scenarios=" + pair.scenario();
    }

    /**
     * Trials from an earlier run: two independent samples (Welch), comparable only with the same load
     * settings and, unless strict, on the same machine class.
     */
    record CommittedBaseline(Optional<Baseline> baseline, boolean strict, Map<Metric, Double> spreadFloors) implements Comparand {
        public CommittedBaseline {
            Objects.requireNonNull(baseline, "baseline");
            spreadFloors = Map.copyOf(spreadFloors);
        }

        @Override
        public Sample sample(Metric metric) {
            return baseline.map(b -> b.sample(metric)).orElse(Sample.empty());
        }

        /**
         * Time metrics: the run's mean against the baseline's per-boot means (the candidate is one more boot;
         * time metrics move between boots far more than between trials). Work metrics: Welch over the trials;
         * their between-boot spread (0.2-0.8% measured) is well inside their threshold (1-2%), which absorbs it,
         * while a prediction from three boots would need a t quantile near 20 and blunt them to about 10%. Their
         * between-boot spread still widens what such a verdict could detect ({@link Significance.Estimate#drift}).
         */
        @Override
        public Significance.Estimate estimate(MetricThreshold rule, Sample candidate) {
            Metric metric = rule.metric();
            if (metric.kind() == Metric.Kind.TIME) {
                return Significance.bootPrediction(spreadFloors.getOrDefault(metric, 0.0)).estimate(
                        baseline.map(b -> b.bootMeans(metric)).orElse(Sample.empty()), candidate);
            }
            Significance.Estimate overTrials = Significance.welch().estimate(sample(metric), candidate);
            // The drift a test over trials does not see: how far one more boot's mean lands from the baseline's
            // boots, which is the prediction test's own standard error; 0 without two boots (unknown).
            Significance.Estimate betweenBoots = Significance.bootPrediction().estimate(
                    baseline.map(b -> b.bootMeans(metric)).orElse(Sample.empty()), candidate);
            return overTrials.withDrift(betweenBoots.testable() ? betweenBoots.standardError() : 0);
        }

        @Override
        public Optional<String> invalidity(ScenarioRun candidate, Metric.Kind kind) {
            if (!candidate.validFor(kind)) {
                return Optional.of("the current run has invalid trials (" + invalidReasons(candidate.trials(), kind)
                        + "): a harness problem, not a regression; fix the load generator or the server and run again");
            }
            return baseline.filter(b -> !b.valid()).map(b -> "the baseline has invalid trials ("
                    + b.invalidTrials().stream().map(t -> "trial " + t.trial() + ": " + String.join("; ", t.reasons()))
                    .collect(Collectors.joining(", ")) + "); measure it again with: " + refresh(candidate));
        }

        @Override
        public Optional<Incomparable> incomparability(ScenarioRun candidate) {
            if (baseline.isEmpty()) {
                return Optional.of(new Incomparable(Outcome.NO_BASELINE, "no baseline for " + candidate.pair()
                        + " yet; create it with: " + refresh(candidate)));
            }
            String settingsChange = settingsDifference(baseline.get().settings(), candidate.settings());
            if (!settingsChange.isEmpty()) {
                return Optional.of(new Incomparable(Outcome.SETTINGS_CHANGED, "the baseline was measured with other "
                        + "load settings (" + settingsChange + "): not comparable; refresh it with: " + refresh(candidate)));
            }
            return Optional.empty();
        }

        /**
         * Time metrics need the same machine class (CPU model, cores, launcher) and trials whose load generator had
         * its CPU; work metrics the same server JVM ({@link ServerJvm#sameForWorkMetrics}), on any machine. Strict
         * judges time metrics from another machine all the same; nothing judges work metrics from another JVM, nor
         * disturbed time metrics.
         */
        @Override
        public Optional<NotComparable> notComparable(Metric.Kind kind, ScenarioRun candidate) {
            Baseline b = baseline.orElseThrow();
            if (kind == Metric.Kind.WORK) {
                if (b.serverJvm().sameForWorkMetrics(candidate.serverJvm())) {
                    return Optional.empty();
                }
                return Optional.of(new NotComparable(Outcome.OTHER_JDK, "the baseline's server JVM differs: "
                        + b.serverJvm().describe() + "; this run: " + candidate.serverJvm().describe()
                        + "; work metrics (allocated and response bytes, GC count) are not compared; refresh with: "
                        + refresh(candidate), Judging.SHOWN));
            }
            Machine machine = b.machine();
            boolean sameClass = machine.sameClassAs(candidate.machine());
            if ((sameClass || strict) && !candidate.validFor(Metric.Kind.TIME)) {
                // The prediction test sees this run through its mean alone, which disturbed trials can only raise.
                return Optional.of(new NotComparable(Outcome.INVALID, "time metrics judged with disturbed trials in ("
                        + invalidReasons(candidate.trials(), Metric.Kind.TIME) + "): the load generator waited for its "
                        + "CPU, which can only make a run read slower, so a pass holds; a time metric that regressed is "
                        + "INVALID instead (such a wait cannot be told from a slowdown): run again on a quieter machine",
                        Judging.PASSES));
            }
            if (sameClass) {
                return Optional.empty();
            }
            String where = "the baseline is from another machine: " + describe(machine) + "; this run: "
                    + describe(candidate.machine());
            return Optional.of(strict
                    ? new NotComparable(Outcome.OTHER_MACHINE, where
                    + "; compared anyway because -Dperf.gate.strict=true; refresh with: " + refresh(candidate), Judging.ALL)
                    : new NotComparable(Outcome.OTHER_MACHINE, where + "; time metrics do not fail "
                    + "(-Dperf.gate.strict=true makes them); work metrics are compared where the server JVM matches; "
                    + "refresh with: " + refresh(candidate), Judging.SHOWN));
        }

        @Override
        public String movedNote(ScenarioRun candidate, boolean regressed, String metrics) {
            String refresh = refresh(candidate);
            return regressed
                    ? "regressed: " + metrics + "; if the slowdown is intended, refresh the baseline in this pull request with: "
                    + refresh
                    : "improved: " + metrics + "; refresh the baseline to keep the gain: " + refresh;
        }

        @Override
        public String method(String split) {
            return "regression = mean changed beyond the threshold in the bad direction AND a one-sided test gives p < "
                    + split + ", so that alpha bounds false alarms per scenario): time metrics "
                    + Significance.bootPrediction().name() + " (the between-run spread), work metrics "
                    + Significance.welch().name() + " over the trials; detectable = the smallest regression flagged "
                    + "with 80% probability; errorRatio: absolute limit";
        }

        private static String refresh(ScenarioRun run) {
            return refreshCommand(run.pair());
        }

        private static String describe(Machine machine) {
            return String.format(Locale.ROOT, "%s, %d cores, launcher %s", machine.cpuModel(), machine.cores(),
                    machine.launcher());
        }
    }

    /**
     * A reference build measured beside the candidate in the same run, with the same settings and on the same
     * machine by construction, so neither is compared: pairs of trials, a paired test on their log ratios.
     *
     * @param together whether trial i of both sides was measured in one load window (lockstep or duet): then a trial
     *                 disturbed on the load generator's side (kept past the remeasure budget) counts, for the generator's
     *                 wait delayed both sides of its pair alike (at the same time in a duet; in lockstep on whichever
     *                 side's request was in hand, and the sides alternate request by request)
     */
    record SameRunReference(ScenarioRun reference, String name, boolean together) implements Comparand {
        public SameRunReference {
            Objects.requireNonNull(reference, "reference");
            Objects.requireNonNull(name, "name");
        }

        private void requireSamePair(ScenarioRun candidate) {
            if (!candidate.pair().equals(reference.pair())) {
                throw new IllegalArgumentException("an A/B comparison needs the same variant and scenario on both "
                        + "sides, actual: " + candidate.pair() + " against " + reference.pair());
            }
        }

        @Override
        public Sample sample(Metric metric) {
            return Sample.of(together ? reference.valuesWithDisturbed(metric) : reference.values(metric));
        }

        /**
         * The paired test sees how trial i of this build differs from trial i of the reference within the pair of
         * boots that measured both, not how far two boots of the same build land apart: it takes the spread of the
         * pairs within each pair of boots ({@link Significance#pairedLogRatioWithinBoots}), and
         * {@link MetricThreshold#bootPairSpreadPercent()} is the spread between them, for one pair of boots, as the
         * drift the test does not see ({@link Significance.Estimate#drift}). Over k pairs of boots, each measuring an
         * equal share of the trials, the change is the mean of k such independent offsets: the drift shrinks by the
         * square root of k. Checked against same-jar runs: docs/evidence/lockstep.md, "One spread, counted once".
         */
        @Override
        public Significance.Estimate estimate(MetricThreshold rule, Sample candidate) {
            // The trials behind sample(metric), in its order.
            int[] boots = reference.trials(rule.metric(), together).stream().mapToInt(TrialResult::boot).toArray();
            return Significance.pairedLogRatioWithinBoots(boots).estimate(sample(rule.metric()), candidate)
                    .withDrift(Math.log1p(rule.bootPairSpreadPercent() / 100) / Math.sqrt(reference.bootPairs()));
        }

        @Override
        public Optional<String> invalidity(ScenarioRun candidate, Metric.Kind kind) {
            List<String> sides = invalidSides(candidate, kind);
            return sides.isEmpty() ? Optional.empty() : Optional.of("invalid trials in " + String.join(" and ", sides)
                    + ": a harness problem, not a regression; fix the load generator or the server and run again");
        }

        private List<String> invalidSides(ScenarioRun candidate, Metric.Kind kind) {
            requireSamePair(candidate);
            List<String> sides = new ArrayList<>();
            if (!candidate.validFor(kind)) {
                sides.add("this build (" + invalidReasons(candidate.trials(), kind) + ")");
            }
            if (!reference.validFor(kind)) {
                sides.add("the " + name + " (" + invalidReasons(reference.trials(), kind) + ")");
            }
            return sides;
        }

        @Override
        public Optional<Incomparable> incomparability(ScenarioRun candidate) {
            return Optional.empty();
        }

        /**
         * Both sides ran on this machine with the same JVM: only a disturbed trial keeps time metrics from a verdict, and
         * only when the sides took turns. Not even a pass holds then: a disturbed reference trial makes the candidate look
         * faster, and a disturbed candidate trial widens the spread of the log ratios that the paired test divides by. In
         * lockstep or a duet the wait delayed both trials of its pair alike, and the pair's ratio holds: judged, the note
         * says so.
         */
        @Override
        public Optional<NotComparable> notComparable(Metric.Kind kind, ScenarioRun candidate) {
            List<String> sides = kind == Metric.Kind.TIME ? invalidSides(candidate, kind) : List.of();
            if (sides.isEmpty()) {
                return Optional.empty();
            }
            if (together) {
                return Optional.of(new NotComparable(Outcome.INVALID, "time metrics judged with disturbed trials in ("
                        + String.join(" and ", sides) + "): both sides of a pair were measured in one load window, so the"
                        + " load generator's wait delayed both alike and their ratio holds", Judging.ALL));
            }
            return Optional.of(disturbed(sides));
        }

        @Override
        public String movedNote(ScenarioRun candidate, boolean regressed, String metrics) {
            return (regressed ? "regressed against the " : "improved against the ") + name + ": " + metrics;
        }

        @Override
        public String method(String split) {
            int boots = reference.bootPairs();
            return "regression = typical per-pair change (geometric mean of trial i of this build over trial i of the "
                    + "reference) beyond the threshold in the bad direction AND one-sided " + Significance.pairedLogRatio().name()
                    + (boots > 1 ? " (its spread taken within each pair of boots)" : "") + " gives p < " + split
                    + ", so that alpha bounds false alarms per scenario); detectable = the "
                    + "smallest regression flagged with 80% probability" + (boots > 1 ? ", over " + boots
                    + " pairs of server boots (the spread between boot pairs divided by the square root of " + boots + ")" : "")
                    + "; errorRatio: absolute limit";
        }
    }

    /** Only the fields that change what is measured; the trial count may differ (the test handles it). */
    static String settingsDifference(LoadSettings baseline, LoadSettings current) {
        List<String> changes = new ArrayList<>();
        difference(changes, "model", baseline.model(), current.model());
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

    /**
     * Time metrics of an A/B side with a trial disturbed on the load generator's side (after the remeasure budget):
     * INVALID, never judged, while the work metrics of the same trials are.
     */
    private static NotComparable disturbed(List<String> sides) {
        return new NotComparable(Outcome.INVALID, "time metrics not judged, invalid trials in " + String.join(" and ", sides)
                + ": the load generator waited for its CPU, which is in every latency; work metrics (allocated and "
                + "response bytes) do not depend on it and are judged; run again on a quieter machine for the time metrics",
                Judging.SHOWN);
    }

    private static String invalidReasons(List<TrialResult> trials, Metric.Kind kind) {
        if (trials.isEmpty()) {
            return "no trials at all";
        }
        return trials.stream().filter(t -> !t.validFor(kind))
                .map(t -> "trial " + t.trial() + ": " + String.join("; ", t.invalidReasons()))
                .collect(Collectors.joining(", "));
    }
}
