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
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The committed reference result of one (variant, scenario): what a new run is compared with. It keeps
 * every trial's value, not only a mean, because the gate's significance test needs the spread.
 *
 * @param variant       e.g. {@code virtual-gson}
 * @param scenario      e.g. {@code request-2}
 * @param settings      how the baseline was driven; a run with other settings is not comparable
 * @param machine       where it was measured
 * @param serverJvm     the server's JVM (vendor, version, flags, collector): work metrics compare only where it
 *                      matches; {@link ServerJvm#UNKNOWN} in a baseline written before it was recorded
 * @param date          when the baseline run started
 * @param commit        the git commit measured, or "unknown"
 * @param metrics       per metric, one value per trial in trial order; metrics never measured are absent
 * @param invalidTrials trials that were harness problems; a baseline with any is unusable
 */
public record Baseline(String variant, String scenario, LoadSettings settings, Machine machine, ServerJvm serverJvm, Instant date,
                       String commit, Map<Metric, TrialValues> metrics, List<InvalidTrial> invalidTrials) {

    /** The version of the JSON layout written by {@link BaselineStore}; bump it on any incompatible change. */
    public static final int FORMAT_VERSION = 1;

    public Baseline {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(machine, "machine");
        Objects.requireNonNull(serverJvm, "serverJvm");
        Objects.requireNonNull(date, "date");
        Objects.requireNonNull(commit, "commit");
        metrics = metrics.isEmpty() ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(metrics));
        invalidTrials = List.copyOf(invalidTrials);
    }

    /** Which (variant, scenario) this baseline is for. */
    public PairId pair() {
        return new PairId(variant, scenario);
    }

    /** The baseline a run would become: all its trials, in order; metrics with no value at all are left out. */
    public static Baseline of(ScenarioRun run) {
        Map<Metric, TrialValues> metrics = new EnumMap<>(Metric.class);
        for (Metric metric : Metric.values()) {
            List<Double> values = run.trials().stream().map(metric::of).toList();
            if (values.stream().anyMatch(v -> !v.isNaN())) {
                metrics.put(metric, new TrialValues(metric.unit(), values));
            }
        }
        List<InvalidTrial> invalid = run.trials().stream()
                .filter(trial -> !trial.valid())
                .map(InvalidTrial::of)
                .toList();
        return new Baseline(run.variant(), run.scenario(), run.settings(), run.machine(), run.serverJvm(), run.startedAt(),
                run.commit(), metrics, invalid);
    }

    public boolean valid() {
        return invalidTrials.isEmpty();
    }

    /** The trial values of one metric, or an empty sample when the baseline never measured it. */
    public Sample sample(Metric metric) {
        TrialValues values = metrics.get(metric);
        return values == null ? Sample.empty() : Sample.of(values.values());
    }

    /**
     * @param unit   the metric's unit as written in the file; must equal {@link Metric#unit()}
     * @param values one per trial, in trial order; NaN where that trial did not measure the metric
     */
    public record TrialValues(String unit, List<Double> values) {
        public TrialValues {
            Objects.requireNonNull(unit, "unit");
            values = List.copyOf(values);
        }
    }

    /**
     * @param trial   1-based trial number
     * @param reasons why the trial was a harness problem
     */
    public record InvalidTrial(int trial, List<String> reasons) {
        public InvalidTrial {
            reasons = List.copyOf(reasons);
        }

        static InvalidTrial of(TrialResult trial) {
            return new InvalidTrial(trial.trial(), trial.invalidReasons());
        }
    }
}
