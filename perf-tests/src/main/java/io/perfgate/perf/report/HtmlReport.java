package io.perfgate.perf.report;

import io.perfgate.perf.history.Trend;
import io.perfgate.perf.profile.Difference;
import io.perfgate.perf.profile.ProfileHtml;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static io.perfgate.perf.report.Html.escape;

/**
 * {@code report.html}: the perf run's page, written by {@link Html#page} (one self-contained file that opens with no
 * network): verdict, the A/B view, the tables, the charts and the local trend.
 */
final class HtmlReport {
    private HtmlReport() {
    }

    static String render(ReportModel model, Trend trend) {
        List<Chart> charts = Charts.all(model, trend);
        StringBuilder html = new StringBuilder();
        html.append("<h1>perfgate report</h1>\n");
        html.append("<p class=\"verdict\">").append(model.headlineMark().badge(verdictWord(model.headlineMark())))
                .append(' ').append(escape(model.headlineWords())).append("</p>\n");
        html.append("<p class=\"context\">").append(escape(SummaryMarkdown.context(model).replace("`", ""))).append("</p>\n");
        appendInvalid(html, model);
        PairView.append(html, model, charts);
        appendProfiles(html, model);

        html.append("<h2>Results</h2>\n");
        for (Metric metric : Tables.RESULT_METRICS) {
            Html.table(html, Tables.results(model, metric), 3);
        }
        html.append("<h2>Comparison with ").append(escape(model.input().comparisonKind())).append("</h2>\n");
        if (model.comparisons().isEmpty()) {
            html.append("<p>Nothing was compared.</p>\n");
        } else {
            List<Comparison> ordered = new ArrayList<>(Tables.expanded(model));
            ordered.addAll(Tables.folded(model));
            appendComparison(html, ordered);
        }
        appendCharts(html, charts);
        html.append("<h2>Machine and parameters</h2>\n");
        Html.table(html, Tables.machines(model), 3);
        Html.table(html, Tables.parameters(model), 3);
        html.append("<p class=\"note\">Cells are means over valid trials. Trend: the last runs recorded in the local "
                + "history database. Chart.js ").append(escape(ChartJsLibrary.version()))
                .append(" (MIT licence) is embedded.</p>\n");

        return Html.page("perfgate report", Html.resource(HtmlReport.class, "report.css"), html, charts);
    }

    /** Each profiled pair's difference, in the runs' order: its top frames and its differential icicles. */
    private static void appendProfiles(StringBuilder html, ReportModel model) {
        List<Difference> profiles = model.runs().stream().map(run -> model.input().profiles().get(run.pair()))
                .filter(java.util.Objects::nonNull).toList();
        if (profiles.isEmpty()) {
            return;
        }
        html.append("<h2 id=\"profiles\">Profiles: where the candidate spends more</h2>\n");
        profiles.forEach(p -> html.append(ProfileHtml.render(p)));
    }

    private static void appendCharts(StringBuilder html, List<Chart> charts) {
        Map<String, List<Chart>> bySection = new LinkedHashMap<>();
        for (Chart chart : charts) {
            if (!chart.section().startsWith("pair:")) {
                bySection.computeIfAbsent(chart.section(), s -> new ArrayList<>()).add(chart);
            }
        }
        for (Map.Entry<String, List<Chart>> section : bySection.entrySet()) {
            html.append("<h2 id=\"section-").append(Charts.slug(section.getKey())).append("\">").append(escape(section.getKey()))
                    .append("</h2>\n<div class=\"charts\">\n");
            for (Chart chart : section.getValue()) {
                Html.figure(html, chart, "");
            }
            html.append("</div>\n");
        }
        if (!bySection.containsKey(Charts.TREND)) {
            html.append("<h2>").append(Charts.TREND).append("</h2>\n<p>No history yet.</p>\n");
        }
    }

    private static String verdictWord(StatusMark mark) {
        return switch (mark) {
            case FAIL -> "FAILED";
            case WARN -> "NOT A RESULT";
            case INFO -> "NOT COMPARED";
            case OK, GOOD -> "PASSED";
        };
    }

    private static void appendInvalid(StringBuilder html, ReportModel model) {
        List<ScenarioRun> invalid = model.invalidRuns();
        List<ScenarioRun> timeDisturbed = model.timeDisturbedRuns();
        appendLeftOut(html, model, invalid, ReportModel.plural(invalid.size(), "invalid run"),
                ": a harness problem (the load generator could not do its job), not a result. "
                        + "Left out of the tables, the charts and the github-action-benchmark files.");
        appendLeftOut(html, model, timeDisturbed, "Time metrics disturbed in " + ReportModel.plural(timeDisturbed.size(), "run"),
                ": the load generator lost CPU in some trials, which can only make latencies read slower and leaves what "
                        + "the server allocated and sent alone; the gate judged the time metrics with those trials in (in an "
                        + "A/B duet, which delays both sides alike; against a baseline of this machine class, where a pass "
                        + "holds), or not at all (another machine class); "
                        + "they are left out of the tables, the charts and the github-action-benchmark files, which keep "
                        + "the work metrics (allocated and response bytes per request).");
    }

    private static void appendLeftOut(StringBuilder html, ReportModel model, List<ScenarioRun> runs, String lead, String what) {
        if (runs.isEmpty()) {
            return;
        }
        html.append("<div class=\"invalid\"><p><strong>").append(escape(lead))
                .append("</strong>").append(escape(what)).append("</p>\n<ul>\n");
        for (ScenarioRun run : runs) {
            html.append("<li><code>").append(escape(run.pair().seriesPrefix())).append("</code>: ")
                    .append(escape(model.invalidReason(run))).append("</li>\n");
        }
        html.append("</ul></div>\n");
    }

    private static void appendComparison(StringBuilder html, List<Comparison> comparisons) {
        appendVerdictTable(html, Tables.comparisons("", comparisons), comparisons);
    }

    /** A table whose rows are the gate's comparisons, in order: each row coloured, its verdict cell a badge. */
    static void appendVerdictTable(StringBuilder html, Table table, List<Comparison> comparisons) {
        int verdict = table.header().indexOf(Tables.VERDICT);
        html.append("<div class=\"scroll\"><table>\n<thead><tr>");
        for (String h : table.header()) {
            html.append("<th>").append(escape(h)).append("</th>");
        }
        html.append("</tr></thead>\n<tbody>\n");
        for (int r = 0; r < table.rows().size(); r++) {
            html.append("<tr class=\"").append(comparisons.get(r).outcome().name().toLowerCase(Locale.ROOT))
                    .append("\">");
            List<String> cells = table.rows().get(r);
            for (int c = 0; c < cells.size(); c++) {
                if (c == verdict) {
                    html.append("<td>").append(StatusMark.html(comparisons.get(r).outcome())).append("</td>");
                } else {
                    html.append(table.numeric(c) ? "<td class=\"num\">" : "<td>").append(escape(cells.get(c))).append("</td>");
                }
            }
            html.append("</tr>\n");
        }
        html.append("</tbody>\n</table></div>\n");
    }
}
