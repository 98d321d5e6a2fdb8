package io.perfgate.perf.result;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * Everything one (variant, scenario) produced in one run: the unit that is written as JSON under
 * {@code perf-tests/target/perf-results/}, compared with a baseline, and reported.
 *
 * @param pair      which (variant, scenario) it is; the file keeps its {@code variant} and {@code scenario} as fields of
 *                  their own ({@link ResultFiles})
 * @param machine   where the load generator ran (its JDK is the test JVM's)
 * @param serverJvm the server's own JVM: vendor, version, flags, collector ({@link ServerJvm#UNKNOWN} when it
 *                  could not be asked); work metrics are comparable only between runs whose server JVMs match
 * @param commit    the git commit measured, or "unknown"
 * @param timeline  the scenario's warm-up windows and trials second by second, in time order; in an A/B run each
 *                  side's own (the other side's windows fall in its gaps); empty in a file written before it was kept
 */
public record ScenarioRun(PairId pair, LoadSettings settings, Machine machine, ServerJvm serverJvm,
                          Instant startedAt, String commit, List<TrialResult> trials, List<LoadSlice> timeline) {
    public ScenarioRun {
        Objects.requireNonNull(pair, "pair");
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(machine, "machine");
        Objects.requireNonNull(serverJvm, "serverJvm");
        Objects.requireNonNull(startedAt, "startedAt");
        Objects.requireNonNull(commit, "commit");
        trials = List.copyOf(trials);
        // Result files from before the timeline was kept have no such field, and Gson hands a record null for it.
        timeline = timeline == null ? List.of() : List.copyOf(timeline);
    }

    /** A run without a timeline. */
    public ScenarioRun(PairId pair, LoadSettings settings, Machine machine, ServerJvm serverJvm,
                       Instant startedAt, String commit, List<TrialResult> trials) {
        this(pair, settings, machine, serverJvm, startedAt, commit, trials, List.of());
    }

    /** e.g. {@code virtual-gson}: {@link #pair}'s. */
    public String variant() {
        return pair.variant();
    }

    /** e.g. {@code request-2}: {@link #pair}'s. */
    public String scenario() {
        return pair.scenario();
    }

    /**
     * How many pairs of server boots the trials came from ({@link TrialResult#boot}): in an A/B run each pair measured
     * its share of the trials, so a verdict averages over that many boots of each side; 1 in a plain run.
     */
    public int bootPairs() {
        return trials.stream().mapToInt(TrialResult::boot).max().orElse(1);
    }

    public boolean valid() {
        return !trials.isEmpty() && trials.stream().allMatch(TrialResult::valid);
    }

    /**
     * This run with {@code more}'s trials after its own, numbered on from its last, as measured by boot pair
     * {@code boot}, and {@code more}'s timeline after its own: a boot pair added to an A/B run. Its settings stay this
     * run's, whose trial count is the planned cap of its looks.
     */
    public ScenarioRun withBootPair(ScenarioRun more, int boot) {
        if (!more.pair.equals(pair)) {
            throw new IllegalArgumentException("a boot pair added to " + pair + " must be of it, actual: " + more.pair);
        }
        List<TrialResult> all = new java.util.ArrayList<>(trials);
        for (TrialResult t : more.trials) {
            all.add(t.renumbered(all.size() + 1, boot));
        }
        List<LoadSlice> slices = new java.util.ArrayList<>(timeline);
        slices.addAll(more.timeline);
        return new ScenarioRun(pair, settings, machine, serverJvm, startedAt, commit, all, slices);
    }

    /** This run with its first {@code count} trials only: what a sequential run had measured at that look. */
    public ScenarioRun firstTrials(int count) {
        if (count < 0 || count > trials.size()) {
            throw new IllegalArgumentException("0.." + trials.size() + " trials required, actual: " + count);
        }
        return new ScenarioRun(pair, settings, machine, serverJvm, startedAt, commit, trials.subList(0, count), timeline);
    }

    /** Whether every trial's metrics of {@code kind} may be judged ({@link TrialResult#validFor}). */
    public boolean validFor(Metric.Kind kind) {
        return !trials.isEmpty() && trials.stream().allMatch(t -> t.validFor(kind));
    }

    /**
     * The trial values of one metric, in trial order, of the trials where it may be judged: a trial disturbed
     * only on the generator's side keeps its work metrics ({@link TrialResult#validFor}).
     */
    public double[] values(Metric metric) {
        return trials(metric, false).stream().mapToDouble(metric::of).toArray();
    }

    /**
     * The trial values of one metric, in trial order, of the trials whose work metrics hold: those disturbed only on
     * the generator's side are in, for time metrics judged with them (as bounds against a committed baseline, as usual
     * in an A/B run measured together, lockstep or duet: {@link io.perfgate.perf.verdict.Gate}).
     */
    public double[] valuesWithDisturbed(Metric metric) {
        return trials(metric, true).stream().mapToDouble(metric::of).toArray();
    }

    /**
     * The trials behind {@link #values} ({@code withDisturbed} false) or {@link #valuesWithDisturbed} (true), in the
     * same order: what else a caller needs of the trial that measured value i (its {@link TrialResult#boot}).
     */
    public List<TrialResult> trials(Metric metric, boolean withDisturbed) {
        Metric.Kind kind = withDisturbed ? Metric.Kind.WORK : metric.kind();
        return trials.stream().filter(t -> t.validFor(kind)).toList();
    }
}
