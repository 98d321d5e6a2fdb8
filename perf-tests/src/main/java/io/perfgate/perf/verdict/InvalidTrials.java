package io.perfgate.perf.verdict;

import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The trials of one side that cannot be used for the metrics at hand, as facts for a note: how many trials the side
 * had, and which were invalid and why ({@link TrialResult#invalidReasons}, each naming the measurement, its bound and
 * the fix). {@link #byKind()} groups their reasons by kind, so that a note states each kind once however many trials
 * it struck ({@link VerdictNotes#trialReasons}); the full per-trial list stays in the result files.
 *
 * @param total  how many trials the side had; 0 when it had none, which makes it invalid by itself
 * @param trials the invalid ones, in trial order, each with its reasons
 */
public record InvalidTrials(int total, List<Baseline.InvalidTrial> trials) {
    /** A number in a reason: what differs between two trials struck by the same kind of reason. */
    private static final Pattern NUMBER = Pattern.compile("\\d+(?:\\.\\d+)?");

    public InvalidTrials {
        trials = List.copyOf(trials);
        if (total < trials.size()) {
            throw new IllegalArgumentException("total must be >= the " + trials.size() + " invalid trials, actual: " + total);
        }
    }

    /** The trials of {@code run} whose metrics of {@code kind} may not be judged ({@link TrialResult#validFor}). */
    public static InvalidTrials of(ScenarioRun run, Metric.Kind kind) {
        return of(run.trials(), t -> !t.validFor(kind));
    }

    /** The trials among {@code trials} that {@code invalid} picks, with their reasons. */
    public static InvalidTrials of(List<TrialResult> trials, Predicate<TrialResult> invalid) {
        return new InvalidTrials(trials.size(), trials.stream().filter(invalid)
                .map(t -> new Baseline.InvalidTrial(t.trial(), t.invalidReasons())).toList());
    }

    /** A baseline's invalid trials, numbered over all its boots. */
    public static InvalidTrials of(Baseline baseline) {
        return new InvalidTrials(baseline.trialsPerBoot().stream().mapToInt(Integer::intValue).sum(),
                baseline.invalidTrials());
    }

    /** Whether the side has trials and none of them is invalid. */
    public boolean valid() {
        return total > 0 && trials.isEmpty();
    }

    /**
     * The reasons grouped by kind, in the order their first trial gave them: two reasons are of one kind when they
     * read the same but for their numbers (what others took of the generator's CPU, the rate it achieved).
     */
    public List<Kind> byKind() {
        Map<String, List<Reason>> byShape = new LinkedHashMap<>();
        for (Baseline.InvalidTrial trial : trials) {
            for (String reason : trial.reasons()) {
                byShape.computeIfAbsent(NUMBER.matcher(reason).replaceAll("#"), shape -> new ArrayList<>())
                        .add(new Reason(trial.trial(), reason));
            }
        }
        return byShape.values().stream().map(Kind::of).toList();
    }

    /** One trial's reason. */
    public record Reason(int trial, String text) {
        public Reason {
            Objects.requireNonNull(text, "text");
        }
    }

    /**
     * One kind of reason and the trials it struck.
     *
     * @param reasons every trial's reason of this kind, in trial order
     * @param worst   the one a note states for all
     * @param how     why that one
     */
    public record Kind(List<Reason> reasons, Reason worst, Worst how) {
        public Kind {
            reasons = List.copyOf(reasons);
            Objects.requireNonNull(worst, "worst");
            Objects.requireNonNull(how, "how");
            if (reasons.isEmpty()) {
                throw new IllegalArgumentException("a kind of reason needs at least one trial's reason, actual: none");
            }
        }

        static Kind of(List<Reason> reasons) {
            if (reasons.stream().map(Reason::text).distinct().count() == 1) {
                return new Kind(reasons, reasons.getFirst(), Worst.ALIKE);
            }
            return Measure.worst(reasons).map(worst -> new Kind(reasons, worst, Worst.MEASURED))
                    .orElseGet(() -> new Kind(reasons, reasons.getFirst(), Worst.FIRST));
        }

        /** The trials it struck, each once, in trial order. */
        public List<Integer> trials() {
            return reasons.stream().map(Reason::trial).distinct().toList();
        }
    }

    /** Which of a kind's reasons a note states for all of them. */
    public enum Worst {
        /** Every trial's reason reads the same. */
        ALIKE,
        /** The one whose measurement is the furthest past its bound. */
        MEASURED,
        /** The first: the reasons differ in numbers that are not a known measurement. */
        FIRST
    }

    /**
     * The measurement in a reason as {@code io.perfgate.perf.protocol.TrialSummarizer} words it, and which way it
     * gets worse. A reason that no pattern reads (a new wording, a file from an older run) is still stated, for its
     * first trial ({@link Worst#FIRST}); TrialSummarizerTest runs the summarizer's own reasons through these.
     */
    private enum Measure {
        /** What others took of the load generator's CPUs, in percent. */
        CPU_TAKEN(": (\\d+(?:\\.\\d+)?)% of them, allowed", true),
        /** The rate the open model achieved, req/s. */
        RATE("^achieved (?:rate )?(\\d+(?:\\.\\d+)?) req/s", false),
        /** How long the generator waited for a free connection, ms. */
        BLOCKED("^generator blocked (\\d+(?:\\.\\d+)?) ms", true),
        /** The generator's internal errors. */
        INTERNAL_ERRORS("^(\\d+) generator-internal errors", true);

        private final Pattern pattern;
        private final boolean higherIsWorse;

        Measure(String pattern, boolean higherIsWorse) {
            this.pattern = Pattern.compile(pattern);
            this.higherIsWorse = higherIsWorse;
        }

        private OptionalDouble read(String reason) {
            Matcher m = pattern.matcher(reason);
            return m.find() ? OptionalDouble.of(Double.parseDouble(m.group(1))) : OptionalDouble.empty();
        }

        /** The worst of reasons of one kind, by the measurement that every one of them states; empty when none does. */
        static Optional<Reason> worst(List<Reason> reasons) {
            for (Measure measure : values()) {
                if (reasons.stream().allMatch(r -> measure.read(r.text()).isPresent())) {
                    ToDoubleFunction<Reason> badness = r -> (measure.higherIsWorse ? 1 : -1) * measure.read(r.text()).orElseThrow();
                    // The first trial of equally bad ones.
                    return reasons.stream().reduce((a, b) -> badness.applyAsDouble(b) > badness.applyAsDouble(a) ? b : a);
                }
            }
            return Optional.empty();
        }
    }
}
