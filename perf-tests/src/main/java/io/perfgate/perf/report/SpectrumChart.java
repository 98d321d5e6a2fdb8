package io.perfgate.perf.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.Percentile;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.stats.Sample;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The latency percentile spectrum of one (variant, scenario) as HdrHistogram's plotter draws it: latency against
 * 1 / (1 - percentile) on a log axis (2 is the median, 100 the 99th percentile, 10,000 the 99.99th), per side the
 * median over its valid trials as a line and the trials' range as a band; the maximum one halving beyond the last
 * percentile. A committed baseline keeps no spectrum: its p50, p90 and p99 means are drawn as points.
 */
final class SpectrumChart {
    private SpectrumChart() {
    }

    /** Empty when no side has a latency to draw. */
    static Optional<Chart> of(ReportModel model, ScenarioRun run) {
        JsonArray datasets = new JsonArray();
        model.reference(run.pair()).ifPresent(a -> side(datasets, "A: reference", a, Charts.COLOR_A));
        side(datasets, model.reference(run.pair()).isPresent() ? "B: this build" : "this run", run, Charts.COLOR_B);
        model.baseline(run.pair()).ifPresent(b -> {
            JsonArray points = new JsonArray();
            for (Metric metric : List.of(Metric.P50, Metric.P90, Metric.P99)) {
                double mean = b.sample(metric).finiteOnly().mean();
                if (Double.isFinite(mean)) {
                    points.add(Charts.point(axis(percentileOf(metric)), mean));
                }
            }
            if (!points.isEmpty()) {
                JsonObject d = Charts.dataset("baseline p50, p90, p99 (mean over trials)", points);
                d.addProperty("showLine", false);
                d.addProperty("pointStyle", "rectRot");
                d.addProperty("pointRadius", 6);
                d.addProperty("borderColor", "#57606a");
                d.addProperty("backgroundColor", "#57606a");
                datasets.add(d);
            }
        });
        if (datasets.isEmpty()) {
            return Optional.empty();
        }
        JsonObject x = new JsonObject();
        x.addProperty("type", "logarithmic");
        x.addProperty("min", 1);
        JsonObject y = new JsonObject();
        y.addProperty("beginAtZero", true);
        JsonObject config = Charts.config("line", Charts.data(null, datasets), Charts.scales(
                Charts.titled(x, "percentile (log scale of 1 / (1 - percentile))"), Charts.titled(y, "ms")));
        return Optional.of(new Chart("spectrum-" + Charts.slug(run.pair().fileStem()), Charts.pairSection(run),
                "Latency by percentile (HdrHistogram), median over trials and the trials' range", config,
                Chart.Kind.SPECTRUM));
    }

    private static double percentileOf(Metric metric) {
        return switch (metric) {
            case P50 -> 50;
            case P90 -> 90;
            case P99 -> 99;
            default -> throw new IllegalArgumentException("not a percentile metric: " + metric.id());
        };
    }

    /** Band low, band high (filled down to the low one), median: three datasets for one side. */
    private static void side(JsonArray datasets, String label, ScenarioRun run, String color) {
        List<List<Percentile>> spectra = run.trials().stream().filter(TrialResult::valid)
                .map(TrialResult::latencyPercentiles).filter(s -> !s.isEmpty()).toList();
        if (spectra.isEmpty()) {
            fallback(datasets, label, run, color);
            return;
        }
        // Every trial walks the same percentile ladder; its length depends on the trial's response count, so the
        // levels all trials reached are drawn, then each trial's maximum.
        TreeMap<Double, List<Double>> byLevel = new TreeMap<>();
        for (List<Percentile> spectrum : spectra) {
            for (Percentile p : spectrum) {
                if (p.percentile() < 100) {
                    byLevel.computeIfAbsent(p.percentile(), k -> new ArrayList<>()).add(p.millis());
                }
            }
        }
        byLevel.values().removeIf(values -> values.size() < spectra.size());
        if (byLevel.isEmpty()) {
            fallback(datasets, label, run, color);
            return;
        }
        List<double[]> rows = new ArrayList<>();
        byLevel.forEach((level, values) -> rows.add(new double[] {axis(level), min(values), median(values), max(values)}));
        List<Double> maxima = spectra.stream().map(s -> s.getLast().millis()).toList();
        rows.add(new double[] {2 * rows.getLast()[0], min(maxima), median(maxima), max(maxima)});
        JsonArray low = new JsonArray();
        JsonArray mid = new JsonArray();
        JsonArray high = new JsonArray();
        for (double[] r : rows) {
            low.add(Charts.point(r[0], r[1]));
            mid.add(Charts.point(r[0], r[2]));
            high.add(Charts.point(r[0], r[3]));
        }
        JsonObject lowSet = band(label + " fastest trial", low, color, false);
        JsonObject highSet = band(label + " slowest trial", high, color, true);
        JsonObject median = Charts.dataset(label + " (median of " + ReportModel.plural(spectra.size(), "trial") + ")", mid);
        median.addProperty("borderColor", color);
        median.addProperty("backgroundColor", color);
        median.addProperty("borderWidth", 2);
        median.addProperty("pointRadius", 2);
        datasets.add(lowSet);
        datasets.add(highSet);
        datasets.add(median);
    }

    /** Result files from before the spectrum was kept: the p50, p90 and p99 means as points. */
    private static void fallback(JsonArray datasets, String label, ScenarioRun run, String color) {
        JsonArray points = new JsonArray();
        for (Metric metric : List.of(Metric.P50, Metric.P90, Metric.P99)) {
            double mean = Sample.of(run.values(metric)).finiteOnly().mean();
            if (Double.isFinite(mean)) {
                points.add(Charts.point(axis(percentileOf(metric)), mean));
            }
        }
        if (points.isEmpty()) {
            return;
        }
        JsonObject d = Charts.dataset(label + " p50, p90, p99 (no spectrum recorded)", points);
        d.addProperty("borderColor", color);
        d.addProperty("backgroundColor", color);
        d.addProperty("pointRadius", 4);
        datasets.add(d);
    }

    private static JsonObject band(String label, JsonArray data, String color, boolean fillToPrevious) {
        JsonObject d = Charts.dataset(label, data);
        d.addProperty("borderColor", color + "55");
        d.addProperty("backgroundColor", color + "22");
        d.addProperty("borderWidth", 1);
        d.addProperty("pointRadius", 0);
        if (fillToPrevious) {
            d.addProperty("fill", "-1");
        }
        d.addProperty("perfgateBand", true);
        return d;
    }

    /** HdrHistogram's plot axis: 1 / (1 - p), so that 90, 99, 99.9 sit a decade apart. */
    static double axis(double percentile) {
        return 1 / (1 - percentile / 100);
    }

    private static double min(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
    }

    private static double max(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    }

    private static double median(List<Double> values) {
        return Sample.of(values).median();
    }
}
