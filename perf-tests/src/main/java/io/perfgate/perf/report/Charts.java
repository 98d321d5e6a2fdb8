package io.perfgate.perf.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import io.perfgate.perf.history.Trend;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.Numbers;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The HTML report's charts as Chart.js configurations. Only the metrics that
 * {@link ReportModel#shown(ScenarioRun, Metric)} admits contribute a number; everything else is a gap.
 */
final class Charts {
    static final String LATENCY = "Latency percentiles";
    static final String THROUGHPUT = "Throughput";
    static final String TREND = "Trend over the local history";

    /** The reference build (A) and this build (B): a blue and an orange that colour-blind readers tell apart. */
    static final String COLOR_A = "#0969da";
    static final String COLOR_B = "#d1580f";

    /** Metrics drawn per trial and over time: typical latency, tail, capacity, cost. */
    static final List<Metric> TRACKED = List.of(Metric.MEAN, Metric.P99, Metric.THROUGHPUT, Metric.CPU_PER_REQUEST);

    private static final DateTimeFormatter RUN_TIME = DateTimeFormatter.ofPattern("MM-dd HH:mm", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    private Charts() {
    }

    /** The section name a pair's charts are filed under: the A/B view places them, never a heading of its own. */
    static String pairSection(ScenarioRun run) {
        return "pair:" + run.pair().fileStem();
    }

    /**
     * The per-pair charts first ({@link PairCharts}: they replace the old per-scenario spread of this build's trials,
     * which left the other side out), then the overview bars and the trend.
     */
    static List<Chart> all(ReportModel model, Trend trend) {
        List<Chart> charts = new ArrayList<>();
        for (ScenarioRun run : model.runs()) {
            charts.addAll(PairCharts.of(model, run));
        }
        for (String scenario : model.scenarios()) {
            charts.add(latency(model, scenario));
        }
        charts.add(throughput(model));
        // Trend charts go per scenario: requests of different cost differ by an order of magnitude, and one axis
        // for both would flatten the cheaper one.
        for (Metric metric : TRACKED) {
            for (String scenario : trendScenarios(trend)) {
                trend(trend, metric, scenario).ifPresent(charts::add);
            }
        }
        return uniqueIds(charts);
    }

    /** Scenario names become ids through {@link #slug}; two that slug alike must still get a canvas each. */
    private static List<Chart> uniqueIds(List<Chart> charts) {
        Set<String> seen = new HashSet<>();
        List<Chart> out = new ArrayList<>();
        for (Chart chart : charts) {
            String id = chart.id();
            for (int n = 2; !seen.add(id); n++) {
                id = chart.id() + "-" + n;
            }
            out.add(id.equals(chart.id()) ? chart : chart.withId(id));
        }
        return out;
    }

    /** p50, p90, p99 side by side per variant, one chart per scenario. */
    static Chart latency(ReportModel model, String scenario) {
        JsonArray datasets = new JsonArray();
        for (Metric metric : List.of(Metric.P50, Metric.P90, Metric.P99)) {
            JsonArray data = new JsonArray();
            for (String variant : model.variants()) {
                data.add(model.run(new PairId(variant, scenario)).filter(run -> model.shown(run, metric))
                        .map(run -> number(model.sample(run, metric).mean(), metric.unit()))
                        .orElse(JsonNull.INSTANCE));
            }
            datasets.add(dataset(metric.id(), data));
        }
        JsonObject config = config("bar", labels(variantLabels(model, scenario)), datasets, "ms", true);
        return new Chart("latency-" + slug(scenario), LATENCY, scenario + ": p50, p90, p99 latency (ms), mean over trials", config);
    }

    /** Throughput per variant, one bar per scenario. */
    static Chart throughput(ReportModel model) {
        JsonArray datasets = new JsonArray();
        for (String scenario : model.scenarios()) {
            JsonArray data = new JsonArray();
            for (String variant : model.variants()) {
                data.add(model.run(new PairId(variant, scenario)).filter(run -> model.shown(run, Metric.THROUGHPUT))
                        .map(run -> number(model.sample(run, Metric.THROUGHPUT).mean(), Metric.THROUGHPUT.unit()))
                        .orElse(JsonNull.INSTANCE));
            }
            datasets.add(dataset(scenario, data));
        }
        JsonObject config = config("bar", labels(model.variants()), datasets, Metric.THROUGHPUT.unit(), true);
        return new Chart("throughput", THROUGHPUT, "Throughput per variant (req/s), mean over trials", config);
    }

    /** The scenarios the history knows, sorted. */
    private static List<String> trendScenarios(Trend trend) {
        return trend.series().stream().map(series -> series.pair().scenario()).distinct().sorted().toList();
    }

    /** One line per variant over the last runs of the local history. */
    static Optional<Chart> trend(Trend trend, Metric metric, String scenario) {
        JsonArray datasets = new JsonArray();
        for (Trend.Series series : trend.series()) {
            if (!series.metric().equals(Optional.of(metric)) || !series.pair().scenario().equals(scenario) || series.points() == 0) {
                continue;
            }
            JsonArray data = new JsonArray();
            for (double v : series.values()) {
                data.add(number(v, metric.unit()));
            }
            JsonObject dataset = dataset(series.pair().variant(), data);
            dataset.addProperty("spanGaps", false);
            dataset.addProperty("pointRadius", 3);
            datasets.add(dataset);
        }
        if (datasets.isEmpty()) {
            return Optional.empty();
        }
        List<String> labels = trend.runs().stream()
                .map(r -> "#" + r.id() + " " + RUN_TIME.format(r.startedAt()) + " " + shortCommit(r.commit()))
                .toList();
        JsonObject config = config("line", labels(labels), datasets, metric.unit(), false);
        return Optional.of(new Chart("trend-" + metric.id() + "-" + slug(scenario), TREND,
                scenario + ": " + Tables.title(metric) + ", last " + ReportModel.plural(trend.runs().size(), "run"), config));
    }

    private static List<String> variantLabels(ReportModel model, String scenario) {
        return model.variants().stream()
                .map(v -> model.run(new PairId(v, scenario)).map(r -> model.shown(r) ? v : v + (model.invalid(r) ? " (invalid)" : " (time disturbed)"))
                        .orElse(v))
                .toList();
    }

    private static String shortCommit(String commit) {
        return commit.length() > 7 && commit.chars().allMatch(c -> Character.digit(c, 16) >= 0)
                ? commit.substring(0, 7)
                : commit;
    }

    static JsonArray labels(List<String> labels) {
        JsonArray array = new JsonArray();
        labels.forEach(array::add);
        return array;
    }

    static JsonObject dataset(String label, JsonArray data) {
        JsonObject dataset = new JsonObject();
        dataset.addProperty("label", label);
        dataset.add("data", data);
        return dataset;
    }

    /** Bars start at zero (their length is the value); spread and trend zoom in on the values' range. */
    static JsonObject config(String type, JsonArray labels, JsonArray datasets, String unit, boolean fromZero) {
        JsonObject x = null;
        if (type.equals("line")) {
            x = new JsonObject();
            x.addProperty("offset", true); // keeps the first and last category's points off the chart's edge
        }
        JsonObject y = new JsonObject();
        y.addProperty("beginAtZero", fromZero);
        return config(type, data(labels, datasets), scales(x, titled(y, unit)));
    }

    /** Every chart's configuration: its type, data and axes; callers add further options to the returned one. */
    static JsonObject config(String type, JsonObject data, JsonObject scales) {
        JsonObject options = new JsonObject();
        options.add("scales", scales);
        JsonObject config = new JsonObject();
        config.addProperty("type", type);
        config.add("data", data);
        config.add("options", options);
        return config;
    }

    /** Category labels and datasets; {@code labels} null for charts whose points carry their own x. */
    static JsonObject data(JsonArray labels, JsonArray datasets) {
        JsonObject data = new JsonObject();
        if (labels != null) {
            data.add("labels", labels);
        }
        data.add("datasets", datasets);
        return data;
    }

    /** The x and y axes; a null one keeps Chart.js's default. */
    static JsonObject scales(JsonObject x, JsonObject y) {
        JsonObject scales = new JsonObject();
        if (x != null) {
            scales.add("x", x);
        }
        if (y != null) {
            scales.add("y", y);
        }
        return scales;
    }

    /** The axis with its title (the unit, or what the axis measures) shown; returns the axis. */
    static JsonObject titled(JsonObject axis, String title) {
        JsonObject text = new JsonObject();
        text.addProperty("display", true);
        text.addProperty("text", title);
        axis.add("title", text);
        return axis;
    }

    /** Gson refuses NaN; a missing number is a JSON null, which Chart.js draws as a gap. */
    static JsonElement number(double value, String unit) {
        return Double.isFinite(value) ? new JsonPrimitive(Numbers.json(value, unit)) : JsonNull.INSTANCE;
    }

    /** A number rounded to two decimals (a percentage, seconds); NaN is a JSON null, a gap. */
    static JsonElement twoDecimals(double value) {
        return Double.isFinite(value)
                ? new JsonPrimitive(BigDecimal.valueOf(value).setScale(2, RoundingMode.HALF_EVEN).stripTrailingZeros())
                : JsonNull.INSTANCE;
    }

    /** A point {x, y} of a chart whose points carry their own x: x to eight significant digits, y in milliseconds. */
    static JsonObject point(double x, double millis) {
        JsonObject p = new JsonObject();
        p.add("x", new JsonPrimitive(BigDecimal.valueOf(x).round(new MathContext(8, RoundingMode.HALF_EVEN))
                .stripTrailingZeros()));
        p.add("y", number(millis, "ms"));
        return p;
    }

    static String slug(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
    }
}
