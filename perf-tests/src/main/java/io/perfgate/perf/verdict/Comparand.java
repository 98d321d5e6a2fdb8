package io.perfgate.perf.verdict;

import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.ServerJvm;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.stats.BootSpread;
import io.perfgate.perf.stats.Looks;
import io.perfgate.perf.stats.Sample;
import io.perfgate.perf.stats.Significance;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;

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
     * The significance level at which a metric of level {@code alpha} is judged here: {@code alpha} itself, or in an A/B
     * run the share of it that the run's last look spends ({@link Looks#level}).
     */
    double level(double alpha);

    /**
     * The level at which a metric of level {@code alpha} reports its interval and its detectable change: {@code alpha}
     * itself, or in an A/B run the share of the look at the cap. An early look judges a regression at a far smaller
     * share ({@link #level}), and a pass it settles rests on a bound of its own ({@link Looks#futilityLevel()}); the
     * cap's share shows what the pairs measured so far could tell at the end, the larger (so the safer) detectable change.
     */
    double reportingLevel(double alpha);

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

        /** One run, one look: the fixed design. */
        @Override
        public double level(double alpha) {
            return alpha;
        }

        @Override
        public double reportingLevel(double alpha) {
            return alpha;
        }

        @Override
        public Optional<String> invalidity(ScenarioRun candidate, Metric.Kind kind) {
            if (!candidate.validFor(kind)) {
                return Optional.of(VerdictNotes.invalidRun(InvalidTrials.of(candidate, kind)));
            }
            return baseline.filter(b -> !b.valid()).map(b -> VerdictNotes.invalidBaseline(InvalidTrials.of(b), candidate.pair()));
        }

        @Override
        public Optional<Incomparable> incomparability(ScenarioRun candidate) {
            if (baseline.isEmpty()) {
                return Optional.of(new Incomparable(Outcome.NO_BASELINE, VerdictNotes.noBaseline(candidate.pair())));
            }
            String settingsChange = VerdictNotes.settingsDifference(baseline.get().settings(), candidate.settings());
            if (!settingsChange.isEmpty()) {
                return Optional.of(new Incomparable(Outcome.SETTINGS_CHANGED,
                        VerdictNotes.otherSettings(settingsChange, candidate.pair())));
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
                return Optional.of(new NotComparable(Outcome.OTHER_JDK,
                        VerdictNotes.otherJvm(b.serverJvm(), candidate.serverJvm(), candidate.pair()), Judging.SHOWN));
            }
            boolean sameClass = b.machine().sameClassAs(candidate.machine());
            if ((sameClass || strict) && !candidate.validFor(Metric.Kind.TIME)) {
                // The prediction test sees this run through its mean alone, which disturbed trials can only raise.
                return Optional.of(new NotComparable(Outcome.INVALID,
                        VerdictNotes.disturbedAsBounds(InvalidTrials.of(candidate, Metric.Kind.TIME)), Judging.PASSES));
            }
            if (sameClass) {
                return Optional.empty();
            }
            return Optional.of(new NotComparable(Outcome.OTHER_MACHINE,
                    VerdictNotes.otherMachine(b.machine(), candidate.machine(), strict, candidate.pair()),
                    strict ? Judging.ALL : Judging.SHOWN));
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
         * The boot pair is the unit of evidence ({@link Significance#pairedOverBootPairs}): within a pair of boots trial i
         * of this build is paired with trial i of the reference, and the change is the mean of the boot pairs' changes,
         * whose spread is the run's own boot pairs' pooled with the service's calibration
         * ({@link MetricThreshold#bootSpread()}).
         */
        @Override
        public Significance.Estimate estimate(MetricThreshold rule, Sample candidate) {
            // The trials behind sample(metric), in its order.
            int[] boots = reference.trials(rule.metric(), together).stream().mapToInt(TrialResult::boot).toArray();
            Significance.Estimate calibrated = Significance.pairedOverBootPairs(boots, rule.bootSpread())
                    .estimate(sample(rule.metric()), candidate);
            if (!extended()) {
                return calibrated;
            }
            // Boot pairs were added because the planned ones disagreed beyond the calibration: for this run it does not
            // hold, so the change is tested over the run's own boot pairs alone (a t test of their means, valid whatever
            // their spread), and their disagreement is still tested against the calibration: still beyond it, the metric
            // stays INCONCLUSIVE. Pooled with the calibration instead, each added boot pair would be one more chance for
            // a drift the calibration understates to read as a change (docs/evidence/boot-pairs.md, simulated).
            return Significance.pairedOverBootPairs(boots, BootSpread.UNKNOWN).estimate(sample(rule.metric()), candidate)
                    .withHeterogeneity(calibrated.heterogeneity());
        }

        /**
         * The looks of this run: its planned pairs ({@link io.perfgate.perf.result.LoadSettings#trials()}, the cap) on its
         * pairs of boots, read from the result itself, so that a merge or a re-judge of the saved files judges at the
         * level the run itself did.
         */
        public Looks looks() {
            if (extended()) {
                return Looks.of(reference.settings().trials(), plannedBootPairs());
            }
            return Looks.of(Math.max(reference.settings().trials(), pairs()), reference.bootPairs());
        }

        /**
         * Whether boot pairs were added after the cap because the planned ones disagreed beyond the calibration
         * ({@link ScenarioVerdict#bootsDisagree}): pairs beyond the planned cap, on boot pairs the planned pairs did not use.
         */
        public boolean extended() {
            int planned = reference.settings().trials();
            return pairs() > planned && reference.bootPairs() > plannedBootPairs();
        }

        /** The boot pairs that measured the planned pairs (the cap): the run's own design, before any was added. */
        public int plannedBootPairs() {
            return reference.firstTrials(Math.min(pairs(), reference.settings().trials())).bootPairs();
        }

        /** This comparison as it stood after the first {@code pairs} pairs. */
        public SameRunReference firstPairs(int pairs) {
            return new SameRunReference(reference.firstTrials(pairs), name, together);
        }

        /** The pairs measured: every trial of the reference is one pair's. */
        public int pairs() {
            return reference.trials().size();
        }

        /**
         * The share of {@code alpha} that the look after this run's pairs spends. Boot pairs added after the cap are
         * judged again at the cap's share: the cap's look found the metric INCONCLUSIVE (its boot pairs disagreed), and
         * a disagreement is an F test of the boot-pair means' spread, which for normal offsets is independent of their
         * mean (Cochran's theorem) and only widens the variance the next test divides by. So a false alarm after added
         * boot pairs needs both, at most the F test's alpha times the cap's share: over all looks alpha (1 + alpha).
         */
        @Override
        public double level(double alpha) {
            Looks looks = looks();
            return looks.level(alpha, extended() ? looks.cap() : Math.max(1, pairs()));
        }

        @Override
        public double reportingLevel(double alpha) {
            Looks looks = looks();
            return looks.level(alpha, looks.cap());
        }

        @Override
        public Optional<String> invalidity(ScenarioRun candidate, Metric.Kind kind) {
            VerdictNotes.Sides sides = sides(candidate, kind);
            return sides.valid() ? Optional.empty() : Optional.of(VerdictNotes.invalidSides(sides));
        }

        private VerdictNotes.Sides sides(ScenarioRun candidate, Metric.Kind kind) {
            requireSamePair(candidate);
            return new VerdictNotes.Sides(InvalidTrials.of(candidate, kind), InvalidTrials.of(reference, kind), name);
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
         * says so. Work metrics of the disturbed trials are judged either way: they do not depend on the generator's wait.
         */
        @Override
        public Optional<NotComparable> notComparable(Metric.Kind kind, ScenarioRun candidate) {
            if (kind != Metric.Kind.TIME) {
                return Optional.empty();
            }
            VerdictNotes.Sides sides = sides(candidate, kind);
            if (sides.valid()) {
                return Optional.empty();
            }
            return Optional.of(together
                    ? new NotComparable(Outcome.INVALID, VerdictNotes.disturbedTogether(sides), Judging.ALL)
                    : new NotComparable(Outcome.INVALID, VerdictNotes.disturbedInTurns(sides), Judging.SHOWN));
        }
    }
}
