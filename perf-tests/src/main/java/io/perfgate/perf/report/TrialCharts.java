package io.perfgate.perf.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Each compared metric's trials of one (variant, scenario) in run order, one chart per metric: both sides of an A/B
 * run pair by pair, or the committed baseline's trials boot by boot and then this run's, or this run's alone.
 */
final class TrialCharts {
    /** Baseline boots: greys from dark to light, so that boot order reads without a legend lookup. */
    private static final List<String> BOOT_COLORS = List.of("#57606a", "#8c959f", "#afb8c1", "#424a53", "#6e7781");

    private TrialCharts() {
    }

    /** One chart per metric of {@link #trialMetrics}, in its order. */
    static List<Chart> of(ReportModel model, ScenarioRun run) {
        return trialMetrics(model, run).stream().map(metric -> trials(model, run, metric)).toList();
    }

    /** The metrics the gate compared for the pair, in its order (errors are a count, not a trial series), else the results' four. */
    static List<Metric> trialMetrics(ReportModel model, ScenarioRun run) {
        List<Metric> compared = model.comparisons(run.pair()).stream().map(Comparison::metric)
                .filter(m -> m != Metric.ERROR_RATIO).distinct().toList();
        List<Metric> metrics = compared.isEmpty() ? Tables.RESULT_METRICS : compared;
        return metrics.stream().filter(m -> Arrays.stream(run.values(m)).anyMatch(Double::isFinite)
                || run.trials().stream().mapToDouble(m::of).anyMatch(Double::isFinite)).toList();
    }

    /**
     * One compared metric's trials in run order. A/B: pair i of the reference beside pair i of this build (their
     * ratio is what the paired test judges). Baseline: its trials boot by boot, then this run's, each boot its own
     * series, so that a reader sees how far boots land apart (what the time metrics are judged against).
     */
    static Chart trials(ReportModel model, ScenarioRun run, Metric metric) {
        Optional<ScenarioRun> reference = model.reference(run.pair());
        Optional<Baseline> baseline = model.baseline(run.pair());
        JsonArray labels = new JsonArray();
        JsonArray datasets = new JsonArray();
        String title;
        if (reference.isPresent()) {
            ScenarioRun a = reference.get();
            int pairs = Math.max(a.trials().size(), run.trials().size());
            for (int i = 1; i <= pairs; i++) {
                labels.add("pair " + i);
            }
            datasets.add(series("A: reference", values(a, metric, 0, pairs), Charts.COLOR_A, "rect"));
            datasets.add(series("B: this build", values(run, metric, 0, pairs), Charts.COLOR_B, "circle"));
            title = Tables.title(metric) + ", trial pairs in run order";
        } else if (baseline.isPresent() && !baseline.get().sample(metric).isEmpty()) {
            Baseline b = baseline.get();
            double[] values = b.sample(metric).values();
            int total = values.length + run.trials().size();
            int start = 0;
            for (int boot = 0; boot < b.trialsPerBoot().size(); boot++) {
                int n = b.trialsPerBoot().get(boot);
                for (int t = 1; t <= n; t++) {
                    labels.add("boot " + (boot + 1) + " #" + t);
                }
                JsonArray data = new JsonArray();
                for (int i = 0; i < total; i++) {
                    data.add(i >= start && i < start + n ? Charts.number(values[i], metric.unit()) : JsonNull.INSTANCE);
                }
                datasets.add(series("baseline boot " + (boot + 1), data, BOOT_COLORS.get(boot % BOOT_COLORS.size()), "rect"));
                start += n;
            }
            for (TrialResult t : run.trials()) {
                labels.add("this run #" + t.trial());
            }
            datasets.add(series("this run", values(run, metric, values.length, total), Charts.COLOR_B, "circle"));
            title = Tables.title(metric) + ", the baseline's trials boot by boot, then this run's";
        } else {
            for (TrialResult t : run.trials()) {
                labels.add("trial " + t.trial());
            }
            datasets.add(series("this run", values(run, metric, 0, run.trials().size()), Charts.COLOR_B, "circle"));
            title = Tables.title(metric) + ", each trial in run order";
        }
        JsonObject config = Charts.config("line", labels, datasets, metric.unit(), false);
        return new Chart("trials-" + metric.id() + "-" + Charts.slug(run.pair().fileStem()), Charts.pairSection(run), title,
                config, Chart.Kind.TRIALS);
    }

    /**
     * The run's trial values placed from {@code offset} in an array of {@code size}; a trial where the metric may not be
     * judged is a gap (a trial disturbed on the generator's side keeps its work metrics, as in the gate).
     */
    private static JsonArray values(ScenarioRun run, Metric metric, int offset, int size) {
        JsonElement[] slots = new JsonElement[size];
        Arrays.fill(slots, JsonNull.INSTANCE);
        List<TrialResult> trials = run.trials();
        for (int i = 0; i < trials.size() && offset + i < size; i++) {
            TrialResult t = trials.get(i);
            slots[offset + i] = t.validFor(metric.kind()) ? Charts.number(metric.of(t), metric.unit()) : JsonNull.INSTANCE;
        }
        JsonArray data = new JsonArray();
        Arrays.stream(slots).forEach(data::add);
        return data;
    }

    private static JsonObject series(String label, JsonArray data, String color, String pointStyle) {
        JsonObject d = Charts.dataset(label, data);
        d.addProperty("borderColor", color);
        d.addProperty("backgroundColor", color);
        d.addProperty("pointStyle", pointStyle);
        d.addProperty("pointRadius", 4);
        d.addProperty("borderWidth", 1.5);
        d.addProperty("spanGaps", false);
        return d;
    }
}
