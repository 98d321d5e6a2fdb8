package io.perfgate.perf.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.result.Direction;
import io.perfgate.perf.result.LoadSlice;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.Percentile;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.stats.Sample;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The charts of one (variant, scenario) in the A/B view: the forest plot of the gate's changes with their
 * intervals against the thresholds, each compared metric's trials of both sides in run order, and the latency
 * percentile spectrum of both sides. The other side is the reference build's run (A/B) or the committed baseline
 * (its trials boot by boot); without either, this build's trials alone.
 */
final class PairCharts {
    /** The reference build (A) and this build (B): a blue and an orange that colour-blind readers tell apart. */
    static final String COLOR_A = "#0969da";
    static final String COLOR_B = "#d1580f";
    /** Baseline boots: greys from dark to light, so that boot order reads without a legend lookup. */
    private static final List<String> BOOT_COLORS = List.of("#57606a", "#8c959f", "#afb8c1", "#424a53", "#6e7781");

    private PairCharts() {
    }

    /** The section name HtmlReport files a pair's charts under: never a heading of its own. */
    static String section(ScenarioRun run) {
        return "pair:" + run.pair().fileStem();
    }

    static List<Chart> of(ReportModel model, ScenarioRun run) {
        List<Chart> charts = new ArrayList<>();
        forest(model, run).ifPresent(charts::add);
        for (Metric metric : trialMetrics(model, run)) {
            charts.add(trials(model, run, metric));
        }
        spectrum(model, run).ifPresent(charts::add);
        charts.addAll(timeline(model, run));
        return charts;
    }

    /**
     * The scenario second by second, warm-up windows and trials, both sides on one clock (seconds since the first
     * of them began): throughput, and mean and max latency. A burst of outside load or a GC pause shows as a dip or a
     * spike at the moment it happened, and on which side. Warm-up seconds are drawn hollow; a gap separates windows.
     */
    static List<Chart> timeline(ReportModel model, ScenarioRun run) {
        Optional<ScenarioRun> reference = model.reference(run.pair());
        List<LoadSlice> b = run.timeline();
        List<LoadSlice> a = reference.map(ScenarioRun::timeline).orElse(List.of());
        if (b.isEmpty() && a.isEmpty()) {
            return List.of();
        }
        Instant origin = java.util.stream.Stream.concat(a.stream(), b.stream()).map(LoadSlice::start)
                .min(Instant::compareTo).orElseThrow();
        String stem = Charts.slug(run.pair().fileStem());
        JsonArray throughput = new JsonArray();
        JsonArray latency = new JsonArray();
        if (!a.isEmpty()) {
            throughput.add(timeSeries("A: reference", a, origin, LoadSlice::throughputPerSecond, "req/s", COLOR_A, false));
            latency.add(timeSeries("A: reference, mean", a, origin, LoadSlice::meanMillis, "ms", COLOR_A, false));
            latency.add(timeSeries("A: reference, max", a, origin, LoadSlice::maxMillis, "ms", COLOR_A, true));
        }
        String self = reference.isPresent() ? "B: this build" : "this run";
        throughput.add(timeSeries(self, b, origin, LoadSlice::throughputPerSecond, "req/s", COLOR_B, false));
        latency.add(timeSeries(self + ", mean", b, origin, LoadSlice::meanMillis, "ms", COLOR_B, false));
        latency.add(timeSeries(self + ", max", b, origin, LoadSlice::maxMillis, "ms", COLOR_B, true));
        return List.of(
                new Chart("timeline-throughput-" + stem, section(run),
                        "Throughput second by second: warm-up (hollow) and trials", timeConfig(throughput, "req/s", false),
                        Chart.Kind.TIMELINE),
                new Chart("timeline-latency-" + stem, section(run),
                        "Latency second by second, mean and max (dashed, log scale)", timeConfig(latency, "ms", true),
                        Chart.Kind.TIMELINE));
    }

    /** Points {x: seconds since origin, y}; a null y between windows breaks the line; window names for tooltips. */
    private static JsonObject timeSeries(String label, List<LoadSlice> slices, Instant origin,
                                         java.util.function.ToDoubleFunction<LoadSlice> value, String unit, String color,
                                         boolean dashed) {
        JsonArray data = new JsonArray();
        JsonArray windows = new JsonArray();
        JsonArray fill = new JsonArray();
        String previous = null;
        for (LoadSlice slice : slices) {
            double x = java.time.Duration.between(origin, slice.start()).toMillis() / 1000.0 + slice.seconds() / 2;
            if (previous != null && !previous.equals(slice.window())) {
                data.add(point(x - slice.seconds() / 2, Double.NaN));
                windows.add(slice.window());
                fill.add("#ffffff");
            }
            JsonObject p = new JsonObject();
            p.add("x", percent(x));
            p.add("y", Charts.number(value.applyAsDouble(slice), unit));
            data.add(p);
            windows.add(slice.window());
            fill.add(slice.window().startsWith("warm-up") ? "#ffffff" : color);
            previous = slice.window();
        }
        JsonObject d = Charts.dataset(label, data);
        d.addProperty("borderColor", color);
        d.addProperty("backgroundColor", color); // the legend's swatch
        d.add("pointBackgroundColor", fill);
        d.addProperty("pointBorderColor", color);
        d.addProperty("pointRadius", 3);
        d.addProperty("borderWidth", dashed ? 1 : 1.5);
        d.addProperty("spanGaps", false);
        if (dashed) {
            JsonArray dash = new JsonArray();
            dash.add(4);
            dash.add(3);
            d.add("borderDash", dash);
        }
        d.add("windows", windows);
        return d;
    }

    private static JsonObject timeConfig(JsonArray datasets, String unit, boolean logY) {
        JsonObject x = new JsonObject();
        x.addProperty("type", "linear");
        JsonObject y = new JsonObject();
        y.addProperty("type", logY ? "logarithmic" : "linear");
        if (!logY) {
            y.addProperty("beginAtZero", true);
        }
        return Charts.config("line", Charts.data(null, datasets),
                Charts.scales(Charts.titled(x, "seconds since the scenario's warm-up began"), Charts.titled(y, unit)));
    }

    /** The metrics the gate compared for the pair, in its order (errors are a count, not a trial series), else the results' four. */
    static List<Metric> trialMetrics(ReportModel model, ScenarioRun run) {
        List<Metric> compared = model.comparisons(run.pair()).stream().map(Comparison::metric)
                .filter(m -> m != Metric.ERROR_RATIO).distinct().toList();
        List<Metric> metrics = compared.isEmpty() ? Tables.RESULT_METRICS : compared;
        return metrics.stream().filter(m -> Arrays.stream(run.values(m)).anyMatch(Double::isFinite)
                || run.trials().stream().mapToDouble(m::of).anyMatch(Double::isFinite)).toList();
    }

    /** +1 for a metric whose rise is bad, -1 for one whose fall is: the forest plot puts "worse" on the right. */
    static int badSign(Metric metric) {
        return metric.direction() == Direction.SMALLER_IS_BETTER ? 1 : -1;
    }

    /**
     * One row per compared metric with a change: the gate's change (a dot), its confidence interval at the gate's
     * level (a bar), the threshold (a red tick) and the smallest regression this comparison could detect (a hollow
     * triangle), all in percent in the metric's bad direction, so that right is worse on every row. A regression is
     * a bar wholly right of 0 with its dot beyond the tick.
     */
    static Optional<Chart> forest(ReportModel model, ScenarioRun run) {
        List<Comparison> rows = model.comparisons(run.pair()).stream()
                .filter(c -> c.metric() != Metric.ERROR_RATIO && Double.isFinite(c.changePercent())).toList();
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        JsonArray labels = new JsonArray();
        JsonArray intervals = new JsonArray();
        JsonArray changes = new JsonArray();
        JsonArray thresholds = new JsonArray();
        JsonArray detectable = new JsonArray();
        JsonArray colors = new JsonArray();
        JsonArray verdicts = new JsonArray();
        JsonArray confidences = new JsonArray();
        List<Double> shown = new ArrayList<>();
        List<Double> always = new ArrayList<>(List.of(0.0));
        for (Comparison c : rows) {
            int sign = badSign(c.metric());
            labels.add(c.metric().id() + (sign < 0 ? " (fall)" : ""));
            double change = sign * c.changePercent();
            changes.add(percent(change));
            always.add(change);
            Comparison.Bounds b = c.bounds();
            if (b.hasInterval()) {
                double low = Math.min(sign * b.lowPercent(), sign * b.highPercent());
                double high = Math.max(sign * b.lowPercent(), sign * b.highPercent());
                JsonArray bar = new JsonArray();
                bar.add(percent(low));
                bar.add(percent(high));
                intervals.add(bar);
                shown.add(low);
                shown.add(high);
                confidences.add(percent(b.confidence() * 100));
            } else {
                intervals.add(JsonNull.INSTANCE);
                confidences.add(JsonNull.INSTANCE);
            }
            double threshold = Math.abs(b.thresholdPercent());
            thresholds.add(percent(threshold));
            if (Double.isFinite(threshold)) {
                always.add(threshold);
            }
            detectable.add(percent(c.detectablePercent()));
            if (Double.isFinite(c.detectablePercent())) {
                shown.add(c.detectablePercent());
            }
            colors.add(color(StatusMark.of(c.outcome())));
            verdicts.add(c.outcome().label());
        }
        JsonArray datasets = new JsonArray();
        JsonObject bars = Charts.dataset("interval", intervals);
        bars.addProperty("type", "bar");
        bars.add("backgroundColor", translucent(colors));
        bars.add("borderColor", colors);
        bars.addProperty("borderWidth", 1);
        bars.addProperty("barPercentage", 0.45);
        bars.addProperty("order", 3);
        bars.add("confidence", confidences);
        datasets.add(bars);
        datasets.add(marks("change", changes, "circle", 5, colors, true, 1));
        datasets.add(marks("threshold", thresholds, "line", 11, single("#cf222e", rows.size()), false, 2));
        datasets.add(marks("detectable", detectable, "triangle", 5, single("#57606a", rows.size()), false, 0));
        JsonObject x = new JsonObject();
        x.addProperty("type", "linear");
        double[] range = range(always, shown);
        x.addProperty("min", range[0]);
        x.addProperty("max", range[1]);
        JsonObject config = Charts.config("bar", Charts.data(labels, datasets),
                Charts.scales(Charts.titled(x, "change in the bad direction, % (right is worse)"), null));
        JsonObject options = config.getAsJsonObject("options");
        options.addProperty("indexAxis", "y");
        JsonObject extra = new JsonObject();
        extra.add("verdicts", verdicts);
        options.add("perfgate", extra);
        String otherSide = model.reference(run.pair()).isPresent() ? "reference" : "baseline";
        return Optional.of(new Chart("forest-" + Charts.slug(run.pair().fileStem()), section(run),
                run.pair() + ": change against the " + otherSide + " with its interval, threshold and detectable change",
                config, Chart.Kind.FOREST));
    }

    /**
     * The axis spans 0, every change and every threshold; intervals and detectable changes only up to three times
     * the largest of those (at least 10 points), so that one verdict of a deaf comparison (a baseline of three boots
     * can only detect +800%) does not squash the others into a line. A cut bar runs off the edge; the table beside
     * the chart has its numbers.
     */
    static double[] range(List<Double> always, List<Double> shown) {
        double reach = Math.max(10, 3 * always.stream().mapToDouble(Math::abs).max().orElse(0));
        double low = always.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        double high = always.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        for (double v : shown) {
            low = Math.min(low, Math.max(v, -reach));
            high = Math.max(high, Math.min(v, reach));
        }
        double pad = Math.max(1, (high - low) * 0.05);
        // Ends on a round step (1, 2 or 5 times a power of ten, about eight steps), so that Chart.js's ticks, which
        // start at the axis's ends, read 0, 5, 10 rather than -2, 0, 2 ... 11.
        double raw = (high - low + 2 * pad) / 8;
        double magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
        double step = raw / magnitude <= 1 ? magnitude : raw / magnitude <= 2 ? 2 * magnitude
                : raw / magnitude <= 5 ? 5 * magnitude : 10 * magnitude;
        return new double[] {Math.floor((low - pad) / step) * step, Math.ceil((high + pad) / step) * step};
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
            datasets.add(series("A: reference", values(a, metric, 0, pairs), COLOR_A, "rect"));
            datasets.add(series("B: this build", values(run, metric, 0, pairs), COLOR_B, "circle"));
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
            datasets.add(series("this run", values(run, metric, values.length, total), COLOR_B, "circle"));
            title = Tables.title(metric) + ", the baseline's trials boot by boot, then this run's";
        } else {
            for (TrialResult t : run.trials()) {
                labels.add("trial " + t.trial());
            }
            datasets.add(series("this run", values(run, metric, 0, run.trials().size()), COLOR_B, "circle"));
            title = Tables.title(metric) + ", each trial in run order";
        }
        JsonObject config = Charts.config("line", labels, datasets, metric.unit(), false);
        return new Chart("trials-" + metric.id() + "-" + Charts.slug(run.pair().fileStem()), section(run), title, config,
                Chart.Kind.TRIALS);
    }

    /** The run's trial values placed from {@code offset} in an array of {@code size}; an invalid trial is a gap. */
    private static JsonArray values(ScenarioRun run, Metric metric, int offset, int size) {
        JsonElement[] slots = new JsonElement[size];
        Arrays.fill(slots, JsonNull.INSTANCE);
        List<TrialResult> trials = run.trials();
        for (int i = 0; i < trials.size() && offset + i < size; i++) {
            TrialResult t = trials.get(i);
            slots[offset + i] = t.valid() ? Charts.number(metric.of(t), metric.unit()) : JsonNull.INSTANCE;
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

    /**
     * The latency percentile spectrum as HdrHistogram's plotter draws it: latency against 1 / (1 - percentile) on a
     * log axis (2 is the median, 100 the 99th percentile, 10,000 the 99.99th), per side the median over its valid
     * trials as a line and the trials' range as a band; the maximum one halving beyond the last percentile. A
     * committed baseline keeps no spectrum: its p50, p90 and p99 means are drawn as points.
     */
    static Optional<Chart> spectrum(ReportModel model, ScenarioRun run) {
        JsonArray datasets = new JsonArray();
        model.reference(run.pair()).ifPresent(a -> side(datasets, "A: reference", a, COLOR_A));
        side(datasets, model.reference(run.pair()).isPresent() ? "B: this build" : "this run", run, COLOR_B);
        model.baseline(run.pair()).ifPresent(b -> {
            JsonArray points = new JsonArray();
            for (Metric metric : List.of(Metric.P50, Metric.P90, Metric.P99)) {
                double mean = b.sample(metric).finiteOnly().mean();
                if (Double.isFinite(mean)) {
                    points.add(point(axis(percentileOf(metric)), mean));
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
        return Optional.of(new Chart("spectrum-" + Charts.slug(run.pair().fileStem()), section(run),
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
            low.add(point(r[0], r[1]));
            mid.add(point(r[0], r[2]));
            high.add(point(r[0], r[3]));
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
                points.add(point(axis(percentileOf(metric)), mean));
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

    private static JsonObject point(double x, double millis) {
        JsonObject p = new JsonObject();
        p.add("x", new JsonPrimitive(BigDecimal.valueOf(x).round(new java.math.MathContext(8, RoundingMode.HALF_EVEN))
                .stripTrailingZeros()));
        p.add("y", Charts.number(millis, "ms"));
        return p;
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

    private static JsonObject marks(String label, JsonArray data, String style, int radius, JsonArray colors,
                                    boolean filled, int order) {
        JsonObject d = Charts.dataset(label, data);
        d.addProperty("type", "line");
        d.addProperty("showLine", false);
        d.addProperty("pointStyle", style);
        d.addProperty("pointRadius", radius);
        d.addProperty("pointHoverRadius", radius + 2);
        d.addProperty("pointBorderWidth", style.equals("line") ? 3 : 2);
        if (style.equals("line")) {
            d.addProperty("pointRotation", 90);
        }
        d.add("borderColor", colors);
        d.add("pointBorderColor", colors);
        d.add("pointBackgroundColor", filled ? colors : single("#ffffff", colors.size()));
        d.addProperty("order", order);
        return d;
    }

    private static JsonArray single(String color, int n) {
        JsonArray a = new JsonArray();
        for (int i = 0; i < n; i++) {
            a.add(color);
        }
        return a;
    }

    private static JsonArray translucent(JsonArray colors) {
        JsonArray a = new JsonArray();
        colors.forEach(c -> a.add(c.getAsString() + "55"));
        return a;
    }

    static String color(StatusMark mark) {
        return switch (mark) {
            case FAIL -> "#cf222e";
            case WARN -> "#9a6700";
            case GOOD -> "#0969da";
            case OK -> "#1a7f37";
            case INFO -> "#6e7781";
        };
    }

    /** A percentage for the chart: two decimals, NaN as a gap. */
    private static JsonElement percent(double value) {
        return Double.isFinite(value)
                ? new JsonPrimitive(BigDecimal.valueOf(value).setScale(2, RoundingMode.HALF_EVEN).stripTrailingZeros())
                : JsonNull.INSTANCE;
    }
}
