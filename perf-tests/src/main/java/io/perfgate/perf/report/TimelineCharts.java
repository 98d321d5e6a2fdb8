package io.perfgate.perf.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.perfgate.perf.result.LoadSlice;
import io.perfgate.perf.result.ScenarioRun;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import java.util.stream.Stream;

/**
 * One (variant, scenario) second by second, warm-up windows and trials, both sides on one clock (seconds since the
 * first of them began): throughput, and mean and max latency. A burst of outside load or a GC pause shows as a dip or
 * a spike at the moment it happened, and on which side. Warm-up seconds are drawn hollow; a gap separates windows.
 */
final class TimelineCharts {
    private TimelineCharts() {
    }

    /** The throughput chart and the latency chart; none when neither side kept a timeline. */
    static List<Chart> of(ReportModel model, ScenarioRun run) {
        Optional<ScenarioRun> reference = model.reference(run.pair());
        List<LoadSlice> b = run.timeline();
        List<LoadSlice> a = reference.map(ScenarioRun::timeline).orElse(List.of());
        if (b.isEmpty() && a.isEmpty()) {
            return List.of();
        }
        Instant origin = Stream.concat(a.stream(), b.stream()).map(LoadSlice::start)
                .min(Instant::compareTo).orElseThrow();
        String stem = Charts.slug(run.pair().fileStem());
        JsonArray throughput = new JsonArray();
        JsonArray latency = new JsonArray();
        if (!a.isEmpty()) {
            throughput.add(timeSeries("A: reference", a, origin, LoadSlice::throughputPerSecond, "req/s", Charts.COLOR_A, false));
            latency.add(timeSeries("A: reference, mean", a, origin, LoadSlice::meanMillis, "ms", Charts.COLOR_A, false));
            latency.add(timeSeries("A: reference, max", a, origin, LoadSlice::maxMillis, "ms", Charts.COLOR_A, true));
        }
        String self = reference.isPresent() ? "B: this build" : "this run";
        throughput.add(timeSeries(self, b, origin, LoadSlice::throughputPerSecond, "req/s", Charts.COLOR_B, false));
        latency.add(timeSeries(self + ", mean", b, origin, LoadSlice::meanMillis, "ms", Charts.COLOR_B, false));
        latency.add(timeSeries(self + ", max", b, origin, LoadSlice::maxMillis, "ms", Charts.COLOR_B, true));
        return List.of(
                new Chart("timeline-throughput-" + stem, Charts.pairSection(run),
                        "Throughput second by second: warm-up (hollow) and trials", timeConfig(throughput, "req/s", false),
                        Chart.Kind.TIMELINE),
                new Chart("timeline-latency-" + stem, Charts.pairSection(run),
                        "Latency second by second, mean and max (dashed, log scale)", timeConfig(latency, "ms", true),
                        Chart.Kind.TIMELINE));
    }

    /** Points {x: seconds since origin, y}; a null y between windows breaks the line; window names for tooltips. */
    private static JsonObject timeSeries(String label, List<LoadSlice> slices, Instant origin,
                                         ToDoubleFunction<LoadSlice> value, String unit, String color,
                                         boolean dashed) {
        JsonArray data = new JsonArray();
        JsonArray windows = new JsonArray();
        JsonArray fill = new JsonArray();
        String previous = null;
        for (LoadSlice slice : slices) {
            double x = Duration.between(origin, slice.start()).toMillis() / 1000.0 + slice.seconds() / 2;
            if (previous != null && !previous.equals(slice.window())) {
                data.add(Charts.point(x - slice.seconds() / 2, Double.NaN));
                windows.add(slice.window());
                fill.add("#ffffff");
            }
            JsonObject p = new JsonObject();
            p.add("x", Charts.twoDecimals(x));
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
}
