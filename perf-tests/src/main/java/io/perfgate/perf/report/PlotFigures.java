package io.perfgate.perf.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

/**
 * How a report embeds a {@link Plot}: in HTML as a Chart.js chart in a figure, the plot's caption under it; in
 * Markdown, which runs no script, as the PNG {@link PlotImages} wrote, the caption in italics under it. A plot that
 * measured nothing shows, in either, the reason in its place.
 */
public final class PlotFigures {
    /** Chart.js dash pattern of a dashed line, px: as XChart's DASH_DASH. */
    private static final int[] DASH = {6, 4};
    /** Chart.js point styles by variant index, as {@link PlotImages}' markers. */
    private static final List<String> POINT_STYLES = List.of("circle", "rectRot", "rect", "triangle", "triangle",
            "crossRot", "cross", "circle");

    private PlotFigures() {
    }

    /** The plot's chart, for {@link Html#page}'s data; only a {@link Plot#measured()} plot has a canvas to draw into. */
    public static Chart chart(Plot plot) {
        return new Chart(canvasId(plot), plot.section(), plot.title(), config(plot));
    }

    /** The plot's figure: its canvas and caption, or, when nothing was measured, the reason in their place. */
    public static void html(StringBuilder html, Plot plot) {
        Chart chart = chart(plot);
        Html.openFigure(html, "figure-" + plot.id(), "", plot.title());
        if (plot.measured()) {
            Html.canvas(html, chart);
            html.append("<p class=\"note\">").append(Html.escape(plot.caption())).append("</p>");
        } else {
            html.append("<p class=\"missing\">").append(Html.escape(plot.missingReason())).append("</p>");
        }
        html.append("</figure>\n");
    }

    /** The plot's PNG from {@code imageDir} (relative to the Markdown file), and its caption or why it is empty. */
    public static void markdown(StringBuilder md, Plot plot, String imageDir) {
        md.append("![").append(plot.title()).append("](").append(imageDir).append('/').append(plot.id()).append(".png)\n\n");
        md.append('_').append(plot.measured() ? plot.caption() : plot.missingReason()).append("_\n\n");
    }

    private static String canvasId(Plot plot) {
        return "chart-" + plot.id();
    }

    /** A line chart on numeric axes, each point {x, y}; a null y is a gap (Chart.js's spanGaps is off by default). */
    static JsonObject config(Plot plot) {
        boolean many = plot.lines().stream().anyMatch(l -> l.x().size() > PlotImages.MANY_POINTS);
        JsonArray datasets = new JsonArray();
        for (Plot.Line line : plot.lines()) {
            JsonArray points = new JsonArray();
            for (int i = 0; i < line.x().size(); i++) {
                JsonObject point = new JsonObject();
                point.add("x", number(line.x().get(i)));
                point.add("y", number(line.y().get(i)));
                points.add(point);
            }
            JsonObject dataset = Charts.dataset(line.label(), points);
            dataset.addProperty("borderColor", line.color());
            dataset.addProperty("backgroundColor", line.color());
            dataset.addProperty("spanGaps", false);
            if (line.dashed()) {
                JsonArray dash = new JsonArray();
                for (int d : DASH) {
                    dash.add(d);
                }
                dataset.add("borderDash", dash);
            }
            if (line.variant() < 0) {
                dataset.addProperty("pointRadius", 0);
            } else {
                dataset.addProperty("pointStyle", POINT_STYLES.get(line.variant() % POINT_STYLES.size()));
                dataset.addProperty("pointRadius", many ? 2 : 4);
            }
            datasets.add(dataset);
        }
        JsonObject x = Charts.titled(new JsonObject(), plot.xLabel());
        x.addProperty("type", plot.logX() ? "logarithmic" : "linear");
        JsonObject y = Charts.titled(new JsonObject(), plot.yLabel());
        y.addProperty("beginAtZero", true);
        return Charts.config("line", Charts.data(null, datasets), Charts.scales(x, y));
    }

    /** Four decimals, never an exponent; NaN (Gson refuses it) as null, which Chart.js leaves as a gap. */
    private static JsonElement number(double value) {
        if (!Double.isFinite(value)) {
            return JsonNull.INSTANCE;
        }
        BigDecimal rounded = BigDecimal.valueOf(value).setScale(4, RoundingMode.HALF_EVEN).stripTrailingZeros();
        return new JsonPrimitive(new BigDecimal(rounded.toPlainString()));
    }
}
