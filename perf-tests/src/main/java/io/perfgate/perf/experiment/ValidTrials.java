package io.perfgate.perf.experiment;

import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.stats.Sample;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * The one number a point stands for in the experiment reports: the MEDIAN of a metric over the point's valid trials.
 * A median because an experiment runs few trials (three by default) and one disturbed trial must not move the point; an
 * invalid trial is a harness problem (the load generator fell behind), not a measurement, and counts for nothing.
 */
final class ValidTrials {
    private ValidTrials() {
    }

    /** How many of the run's trials are valid. */
    static int count(ScenarioRun run) {
        return (int) run.trials().stream().filter(TrialResult::valid).count();
    }

    /**
     * The median of {@code metric} over the valid trials that measured it; NaN when no valid trial did (no valid trial
     * at all, or a metric the run could not measure, such as the server time of a server without Server-Timing).
     */
    static double median(ScenarioRun run, Metric metric) {
        return median(run.values(metric));
    }

    /** As {@link #median(ScenarioRun, Metric)} for a figure that is no {@link Metric} (responses, error ratio). */
    static double median(ScenarioRun run, ToDoubleFunction<TrialResult> figure) {
        return median(run.trials().stream().filter(TrialResult::valid).mapToDouble(figure).toArray());
    }

    /** The median of the finite values (NaN = not measured is left out), the mean of the middle two for an even count. */
    static double median(double[] values) {
        return Sample.of(values).finiteOnly().median();
    }

    /** Why the run's invalid trials were invalid: each reason once, in trial order. */
    static List<String> reasons(ScenarioRun run) {
        Set<String> reasons = new LinkedHashSet<>();
        run.trials().forEach(t -> reasons.addAll(t.invalidReasons()));
        return List.copyOf(reasons);
    }
}
