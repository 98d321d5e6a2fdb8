package io.perfgate.perf.experiment;

import io.perfgate.perf.report.Chart;
import io.perfgate.perf.report.ChartJsLibrary;
import io.perfgate.perf.report.Html;
import io.perfgate.perf.report.Plot;
import io.perfgate.perf.report.PlotFigures;
import io.perfgate.perf.report.Table;

import java.util.List;

import static io.perfgate.perf.report.Html.escape;

/**
 * {@code report.html}: the Markdown report's content with the plots drawn by Chart.js, one page written by
 * {@link Html#page} like the gate's report.html, which opens with no network.
 */
final class ExperimentHtml {
    /** The heading level of a table's title: tables sit under a scenario's {@code h3}. */
    private static final int TABLE_LEVEL = 4;

    private ExperimentHtml() {
    }

    static String render(ExperimentView view, List<Plot> plots) {
        ExperimentResult result = view.result();
        Experiment experiment = result.experiment();
        StringBuilder html = new StringBuilder();
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
        Html.table(html, ReportFacts.table("what", ReportFacts.experiment(view)), TABLE_LEVEL);
        html.append("<h3>Load every point shared</h3>\n");
        Html.table(html, ReportFacts.table("setting", ReportFacts.load(view)), TABLE_LEVEL);
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
        Html.table(html, ReportFacts.table("what", ReportFacts.hardware(result)), TABLE_LEVEL);
        html.append("<p>The server JVM of each variant, as it described itself:</p>\n");
        Html.table(html, ReportFacts.table("variant", ReportFacts.serverJvms(view)), TABLE_LEVEL);

        html.append("<h2>Scaled to this machine</h2>\n");
        list(html, experiment.scaled(), "Nothing: the seed's parameters ran as they were.");

        html.append("<h2>Results</h2>\n<p>").append(escape(ReportText.SERVER_OVER_TIME)).append("</p>\n");
        for (String scenario : view.scenarios()) {
            html.append("<h3>").append(escape(scenario)).append("</h3>\n");
            for (Table table : ExperimentTables.of(view, scenario)) {
                Html.table(html, table, TABLE_LEVEL);
            }
            html.append("<div class=\"charts\">\n");
            plots.stream().filter(plot -> plot.section().equals(scenario)).forEach(plot -> PlotFigures.html(html, plot));
            html.append("</div>\n");
        }

        html.append("<h2>Failures</h2>\n");
        list(html, result.failures(), "None: every point was measured.");
        html.append("<h2>Wall time</h2>\n<p>").append(ReportText.wallTime(result.wallTime()))
                .append(" from the first server boot (").append(result.startedAt()).append(") to the last point's end.</p>\n");
        html.append("<p class=\"note\">Chart.js ").append(escape(ChartJsLibrary.version()))
                .append(" (MIT licence) is embedded. The same plots as PNG and SVG: plots/.</p>\n");

        // Only a measured plot has a canvas; the others say why in its place.
        List<Chart> charts = plots.stream().filter(Plot::measured).map(PlotFigures::chart).toList();
        return Html.page(experiment.title(), Html.resource(ExperimentHtml.class, "experiment.css"), html, charts);
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
}
