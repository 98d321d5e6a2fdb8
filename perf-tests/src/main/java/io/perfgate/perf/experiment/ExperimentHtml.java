package io.perfgate.perf.experiment;

import io.perfgate.perf.report.Table;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import io.perfgate.perf.report.ChartJsLibrary;
import io.perfgate.perf.report.Html;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

/**
 * {@code report.html}: the Markdown report's content with the plots drawn by Chart.js, in one file that opens with no
 * network (styles, Chart.js, data and the drawing script inline; a Content-Security-Policy forbids every fetch), as the
 * gate's report.html does.
 */
final class ExperimentHtml {
    /**
     * Gson escapes {@code <}, {@code >}, {@code &}, {@code =} and {@code '}, so data cannot end the script; nulls are
     * kept, a gap's {@code "y": null} would otherwise vanish from its point.
     */
    private static final Gson GSON = new GsonBuilder().serializeNulls().create();
    private static final String CSP = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
            + "img-src data:";
    /** Chart.js dash pattern of a dashed line, px: as XChart's DASH_DASH. */
    private static final int[] DASH = {6, 4};
    /** Chart.js point styles by variant index, as {@link PlotImages}' markers. */
    private static final List<String> POINT_STYLES = List.of("circle", "rectRot", "rect", "triangle", "triangle",
            "crossRot", "cross", "circle");

    private ExperimentHtml() {
    }

    static String render(ExperimentView view, List<Plot> plots) {
        ExperimentResult result = view.result();
        Experiment experiment = result.experiment();
        StringBuilder html = new StringBuilder(300_000);
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta http-equiv=\"Content-Security-Policy\" content=\"").append(CSP).append("\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>").append(escape(experiment.title())).append("</title>\n<style>\n")
                .append(resource("experiment.css")).append("</style>\n</head>\n<body>\n");
        html.append("<h1>").append(escape(experiment.title())).append("</h1>\n");
        html.append("<p class=\"context\">Experiment <code>").append(escape(experiment.name())).append("</code>, commit <code>")
                .append(escape(result.commit())).append("</code>, started ").append(result.startedAt())
                .append(", wall time ").append(ReportText.wallTime(result.wallTime())).append(".</p>\n");

        html.append("<h2>What it reproduces</h2>\n<p>").append(escape(experiment.seed())).append("</p>\n");
        html.append("<h2>How to run</h2>\n<pre><code>").append(escape(ReportText.runCommand(experiment)))
                .append("</code></pre>\n<p>This boots each variant once, measures every point and writes "
                        + "<code>result.json</code>, <code>report.md</code>, <code>report.html</code> and <code>plots/</code> "
                        + "(each plot as PNG and SVG) to <code>perf-tests/target/experiments/")
                .append(escape(experiment.name())).append("/</code>. <code>result.json</code> holds every number of "
                        + "these reports; to draw them again from it without measuring (name the directory that holds "
                        + "it):</p>\n<pre><code>").append(escape(ReportText.rerenderCommand(experiment)))
                .append("</code></pre>\n");

        html.append("<h2>The experiment</h2>\n");
        facts(html, ReportFacts.experiment(view));
        html.append("<h3>Load every point shared</h3>\n");
        facts(html, ReportFacts.load(view));
        List<ReportFacts.Fact> declared = ReportFacts.declared(experiment);
        if (!declared.isEmpty()) {
            html.append("<p class=\"note\">As the experiment file declares it: ");
            for (int i = 0; i < declared.size(); i++) {
                html.append(i == 0 ? "" : ", ").append("<code>").append(escape(declared.get(i).name())).append(": ")
                        .append(escape(declared.get(i).value())).append("</code>");
            }
            html.append(".</p>\n");
        }
        if (view.closedModel()) {
            html.append("<p class=\"caveat\"><strong>").append(ReportText.COORDINATED_OMISSION_TITLE).append("</strong> ")
                    .append(escape(ReportText.COORDINATED_OMISSION)).append("</p>\n");
        }

        html.append("<h2>Hardware</h2>\n");
        facts(html, ReportFacts.hardware(result));
        html.append("<p>The server JVM of each variant, as it described itself:</p>\n");
        facts(html, ReportFacts.serverJvms(view));

        html.append("<h2>Scaled to this machine</h2>\n");
        list(html, experiment.scaled(), "Nothing: the seed's parameters ran as they were.");

        html.append("<h2>Results</h2>\n<p>").append(escape(ReportText.SERVER_OVER_TIME)).append("</p>\n");
        JsonArray charts = new JsonArray();
        for (String scenario : view.scenarios()) {
            html.append("<h3>").append(escape(scenario)).append("</h3>\n");
            for (Table table : ExperimentTables.of(view, scenario)) {
                table(html, table);
            }
            html.append("<div class=\"charts\">\n");
            for (Plot plot : plots) {
                if (plot.scenario().equals(scenario)) {
                    figure(html, plot);
                    if (plot.measured()) {
                        JsonObject chart = new JsonObject();
                        chart.addProperty("id", canvasId(plot));
                        chart.add("config", config(plot));
                        charts.add(chart);
                    }
                }
            }
            html.append("</div>\n");
        }

        html.append("<h2>Failures</h2>\n");
        list(html, result.failures(), "None: every point was measured.");
        html.append("<h2>Wall time</h2>\n<p>").append(ReportText.wallTime(result.wallTime()))
                .append(" from the first server boot (").append(result.startedAt()).append(") to the last point's end.</p>\n");
        html.append("<p class=\"note\">Chart.js ").append(escape(ChartJsLibrary.version()))
                .append(" (MIT licence) is embedded. The same plots as PNG and SVG: plots/.</p>\n");

        JsonObject data = new JsonObject();
        data.add("charts", charts);
        html.append("<script type=\"application/json\" id=\"experiment-data\">").append(GSON.toJson(data)).append("</script>\n");
        html.append("<script>\n").append(ChartJsLibrary.script()).append("\n</script>\n");
        html.append("<script>\n").append(resource("experiment.js")).append("</script>\n");
        html.append("</body>\n</html>\n");
        return html.toString();
    }

    /** A plot's figure: its canvas, or, when nothing was measured, the reason in its place. */
    private static void figure(StringBuilder html, Plot plot) {
        html.append("<figure id=\"figure-").append(escape(plot.id())).append("\"><figcaption>").append(escape(plot.title()))
                .append("</figcaption>");
        if (plot.measured()) {
            html.append("<div class=\"canvas-box\"><canvas id=\"").append(escape(canvasId(plot))).append("\"></canvas></div>")
                    .append("<p class=\"note\">").append(escape(plot.caption())).append("</p>");
        } else {
            html.append("<p class=\"missing\">").append(escape(plot.missingReason())).append("</p>");
        }
        html.append("</figure>\n");
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
            JsonObject dataset = new JsonObject();
            dataset.addProperty("label", line.label());
            dataset.add("data", points);
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
        JsonObject x = axis(plot.xLabel());
        x.addProperty("type", plot.logX() ? "logarithmic" : "linear");
        JsonObject y = axis(plot.yLabel());
        y.addProperty("beginAtZero", true);
        JsonObject scales = new JsonObject();
        scales.add("x", x);
        scales.add("y", y);
        JsonObject options = new JsonObject();
        options.add("scales", scales);
        JsonObject data = new JsonObject();
        data.add("datasets", datasets);
        JsonObject config = new JsonObject();
        config.addProperty("type", "line");
        config.add("data", data);
        config.add("options", options);
        return config;
    }

    private static JsonObject axis(String title) {
        JsonObject text = new JsonObject();
        text.addProperty("display", true);
        text.addProperty("text", title);
        JsonObject axis = new JsonObject();
        axis.add("title", text);
        return axis;
    }

    /** Four decimals, never an exponent; NaN (Gson refuses it) as null, which Chart.js leaves as a gap. */
    private static JsonElement number(double value) {
        if (!Double.isFinite(value)) {
            return JsonNull.INSTANCE;
        }
        BigDecimal rounded = BigDecimal.valueOf(value).setScale(4, RoundingMode.HALF_EVEN).stripTrailingZeros();
        return new JsonPrimitive(new BigDecimal(rounded.toPlainString()));
    }

    private static void facts(StringBuilder html, List<ReportFacts.Fact> facts) {
        html.append("<div class=\"scroll\"><table class=\"facts\">\n<tbody>\n");
        for (ReportFacts.Fact fact : facts) {
            html.append("<tr><th>").append(escape(fact.name())).append("</th><td>").append(escape(fact.value()))
                    .append("</td></tr>\n");
        }
        html.append("</tbody>\n</table></div>\n");
    }

    private static void list(StringBuilder html, List<String> items, String none) {
        if (items.isEmpty()) {
            html.append("<p>").append(escape(none)).append("</p>\n");
            return;
        }
        html.append("<ul>\n");
        items.forEach(item -> html.append("<li>").append(escape(item)).append("</li>\n"));
        html.append("</ul>\n");
    }

    private static void table(StringBuilder html, Table table) {
        html.append("<h4>").append(escape(table.title())).append("</h4>\n");
        if (!table.note().isEmpty()) {
            html.append("<p class=\"note\">").append(escape(table.note())).append("</p>\n");
        }
        html.append("<div class=\"scroll\"><table>\n<thead><tr>");
        table.header().forEach(h -> html.append("<th>").append(escape(h)).append("</th>"));
        html.append("</tr></thead>\n<tbody>\n");
        for (List<String> row : table.rows()) {
            html.append("<tr>");
            for (int c = 0; c < row.size(); c++) {
                String cell = row.get(c);
                String css = c == 0 ? "" : cell.startsWith("INVALID") || cell.equals(ExperimentTables.NOT_RUN)
                        ? " class=\"invalid\"" : " class=\"num\"";
                html.append("<td").append(css).append('>').append(escape(cell)).append("</td>");
            }
            html.append("</tr>\n");
        }
        html.append("</tbody>\n</table></div>\n");
    }

    static String escape(String text) {
        return Html.escape(text);
    }

    private static String resource(String name) {
        return Html.resource(ExperimentHtml.class, name);
    }
}
