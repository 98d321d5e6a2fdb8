package io.perfgate.perf.baseline;

import io.perfgate.perf.result.LoadSettings;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.ServerJvm;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.stats.Sample;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The committed reference result of one (variant, scenario): what a new run is compared with. It keeps
 * every trial's value, not only a mean, because the gate's significance test needs the spread; and it keeps
 * which trials came from which server boot, because time metrics drift between boots far more than between
 * the trials of one boot, so the gate needs the spread of the per-boot means too ({@link #bootMeans}).
 *
 * @param pair          which (variant, scenario) it is the baseline of
 * @param settings      how the baseline was driven (every boot alike); a run with other settings is not comparable
 * @param machine       where it was measured
 * @param serverJvm     the server's JVM (vendor, version, flags, collector), the same for every boot: work metrics
 *                      compare only where it matches; {@link ServerJvm#UNKNOWN} in a baseline written before it was
 *                      recorded
 * @param date          when the baseline run (its first boot) started
 * @param commit        the git commit measured, or "unknown"
 * @param trialsPerBoot how many trials each server boot contributed, in boot order, e.g. {@code [12, 12, 12]};
 *                      each at least 1, their sum the value count of every metric
 * @param metrics       per metric, one value per trial: boot 1's trials in trial order, then boot 2's, and so on;
 *                      metrics never measured are absent
 * @param invalidTrials trials that were harness problems, numbered by position in the values (1-based, over all
 *                      boots); a baseline with any is unusable
 */
public record Baseline(PairId pair, LoadSettings settings, Machine machine, ServerJvm serverJvm, Instant date,
                       String commit, List<Integer> trialsPerBoot, Map<Metric, TrialValues> metrics,
                       List<InvalidTrial> invalidTrials) {

    /** The version of the JSON layout written by {@link BaselineStore}; bump it on any incompatible change. */
    public static final int FORMAT_VERSION = 1;

    public Baseline {
        Objects.requireNonNull(pair, "pair");
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(machine, "machine");
        Objects.requireNonNull(serverJvm, "serverJvm");
        Objects.requireNonNull(date, "date");
        Objects.requireNonNull(commit, "commit");
        trialsPerBoot = List.copyOf(trialsPerBoot);
        metrics = metrics.isEmpty() ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(metrics));
        invalidTrials = List.copyOf(invalidTrials);
        if (trialsPerBoot.isEmpty()) {
            throw new IllegalArgumentException("trialsPerBoot must name at least one boot, actual: []");
        }
        for (int trials : trialsPerBoot) {
            if (trials < 1) {
                throw new IllegalArgumentException("every boot must have >= 1 trial, actual trialsPerBoot: " + trialsPerBoot);
            }
        }
        int total = trialsPerBoot.stream().mapToInt(Integer::intValue).sum();
        for (Map.Entry<Metric, TrialValues> entry : metrics.entrySet()) {
            if (entry.getValue().values().size() != total) {
                throw new IllegalArgumentException("metric '" + entry.getKey().id() + "' has " + entry.getValue().values().size()
                        + " values but trialsPerBoot " + trialsPerBoot + " adds up to " + total);
            }
        }
    }

    /**
     * A baseline of one boot holding all trials: as a file without {@code trialsPerBoot} reads. The boot's trial
     * count is the metrics' value count, or {@code settings.trials()} when no metric was measured.
     */
    public Baseline(PairId pair, LoadSettings settings, Machine machine, ServerJvm serverJvm, Instant date,
                    String commit, Map<Metric, TrialValues> metrics, List<InvalidTrial> invalidTrials) {
        this(pair, settings, machine, serverJvm, date, commit,
                List.of(metrics.values().stream().findFirst().map(v -> v.values().size()).orElse(settings.trials())),
                metrics, invalidTrials);
    }

    /** The baseline one boot's run would become: {@link #of(List)} of that run alone. */
    public static Baseline of(ScenarioRun run) {
        return of(List.of(run));
    }

    /**
     * The baseline the runs of one (variant, scenario), one per server boot, would become: all their trials, boot
     * after boot, each boot's in trial order; metrics with no value at all are left out. Machine, server JVM and
     * commit are the boots' own (they must agree), the date is the first boot's start.
     *
     * @throws IllegalArgumentException no runs, a run without trials, or runs that differ in (variant, scenario),
     *                                  load settings, machine, commit or server JVM (work metrics depend on it)
     */
    public static Baseline of(List<ScenarioRun> boots) {
        if (boots.isEmpty()) {
            throw new IllegalArgumentException("a baseline needs the run of at least one boot, actual: none");
        }
        ScenarioRun first = boots.getFirst();
        for (int i = 0; i < boots.size(); i++) {
            ScenarioRun boot = boots.get(i);
            String which = "boot " + (i + 1) + " of " + boots.size();
            if (boot.trials().isEmpty()) {
                throw new IllegalArgumentException("the run of " + boot.pair() + ", " + which + ", has no trials");
            }
            requireSame(first.pair(), boot.pair(), "(variant, scenario)", which);
            requireSame(first.settings(), boot.settings(), "load settings", which);
            requireSame(first.machine(), boot.machine(), "machine", which);
            requireSame(first.commit(), boot.commit(), "commit", which);
            if (!boot.serverJvm().equals(first.serverJvm())) {
                throw new IllegalArgumentException("the boots of " + first.pair() + " ran on different server JVMs, and work "
                        + "metrics depend on the JVM: boot 1 on " + first.serverJvm().describe() + ", " + which + " on "
                        + boot.serverJvm().describe() + "; measure all boots with one JDK and the same JVM options");
            }
        }
        List<TrialResult> trials = boots.stream().flatMap(run -> run.trials().stream()).toList();
        Map<Metric, TrialValues> metrics = new EnumMap<>(Metric.class);
        for (Metric metric : Metric.values()) {
            List<Double> values = trials.stream().map(metric::of).toList();
            if (values.stream().anyMatch(v -> !v.isNaN())) {
                metrics.put(metric, new TrialValues(metric.unit(), values));
            }
        }
        List<InvalidTrial> invalid = new ArrayList<>();
        int before = 0;
        for (ScenarioRun boot : boots) {
            for (TrialResult trial : boot.trials()) {
                if (!trial.valid()) {
                    invalid.add(new InvalidTrial(before + trial.trial(), trial.invalidReasons()));
                }
            }
            before += boot.trials().size();
        }
        return new Baseline(first.pair(), first.settings(), first.machine(), first.serverJvm(),
                first.startedAt(), first.commit(), boots.stream().map(run -> run.trials().size()).toList(), metrics, invalid);
    }

    private static void requireSame(Object first, Object other, String what, String which) {
        if (!first.equals(other)) {
            throw new IllegalArgumentException("the boots of one baseline must agree on their " + what + ": boot 1 has "
                    + first + ", " + which + " has " + other);
        }
    }

    public boolean valid() {
        return invalidTrials.isEmpty();
    }

    /** The trial values of one metric, all boots' in boot order, or an empty sample when the baseline never measured it. */
    public Sample sample(Metric metric) {
        TrialValues values = metrics.get(metric);
        return values == null ? Sample.empty() : Sample.of(values.values());
    }

    /** How many server boots the trials came from: the size of {@link #trialsPerBoot()}. */
    public int boots() {
        return trialsPerBoot.size();
    }

    /**
     * One value per boot, in boot order: the mean of that boot's finite values of {@code metric} (a trial that did
     * not measure it holds NaN and is left out); a boot without any finite value is left out. Empty when the
     * baseline never measured the metric.
     */
    public Sample bootMeans(Metric metric) {
        TrialValues values = metrics.get(metric);
        if (values == null) {
            return Sample.empty();
        }
        List<Double> means = new ArrayList<>();
        int start = 0;
        for (int trials : trialsPerBoot) {
            Sample boot = Sample.of(values.values().subList(start, start + trials)).finiteOnly();
            if (!boot.isEmpty()) {
                means.add(boot.mean());
            }
            start += trials;
        }
        return Sample.of(means);
    }

    /**
     * @param unit   the metric's unit as written in the file; must equal {@link Metric#unit()}
     * @param values one per trial, boot after boot, in trial order; NaN where that trial did not measure the metric
     */
    public record TrialValues(String unit, List<Double> values) {
        public TrialValues {
            Objects.requireNonNull(unit, "unit");
            values = List.copyOf(values);
        }
    }

    /**
     * @param trial   1-based position of the trial in the values, over all boots (boot 2's trial 3 of 12 is 15)
     * @param reasons why the trial was a harness problem
     */
    public record InvalidTrial(int trial, List<String> reasons) {
        public InvalidTrial {
            reasons = List.copyOf(reasons);
        }
    }
}
