package io.perfgate.perf.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import io.perfgate.perf.result.Direction;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The forest plot of one (variant, scenario): one row per compared metric with a change, the gate's change (a dot),
 * its confidence interval at the gate's level (a bar), the threshold (a red tick) and the smallest regression this
 * comparison could detect (a hollow triangle), all in percent in the metric's bad direction, so that right is worse
 * on every row. A regression is a bar wholly right of 0 with its dot beyond the tick.
 */
final class ForestChart {
    private ForestChart() {
    }

    /** +1 for a metric whose rise is bad, -1 for one whose fall is: the forest plot puts "worse" on the right. */
    static int badSign(Metric metric) {
        return metric.direction() == Direction.SMALLER_IS_BETTER ? 1 : -1;
    }

    /** Empty when the gate compared nothing with a finite change for the pair. */
    static Optional<Chart> of(ReportModel model, ScenarioRun run) {
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
            changes.add(Charts.twoDecimals(change));
            always.add(change);
            Comparison.Bounds b = c.bounds();
            if (b.hasInterval()) {
                double low = Math.min(sign * b.lowPercent(), sign * b.highPercent());
                double high = Math.max(sign * b.lowPercent(), sign * b.highPercent());
                JsonArray bar = new JsonArray();
                bar.add(Charts.twoDecimals(low));
                bar.add(Charts.twoDecimals(high));
                intervals.add(bar);
                shown.add(low);
                shown.add(high);
                confidences.add(Charts.twoDecimals(b.confidence() * 100));
            } else {
                intervals.add(JsonNull.INSTANCE);
                confidences.add(JsonNull.INSTANCE);
            }
            double threshold = Math.abs(b.thresholdPercent());
            thresholds.add(Charts.twoDecimals(threshold));
            if (Double.isFinite(threshold)) {
                always.add(threshold);
            }
            detectable.add(Charts.twoDecimals(c.detectablePercent()));
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
        return Optional.of(new Chart("forest-" + Charts.slug(run.pair().fileStem()), Charts.pairSection(run),
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
}
