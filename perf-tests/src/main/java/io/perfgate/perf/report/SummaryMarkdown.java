package io.perfgate.perf.report;

import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.Numbers;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.TreeSet;

/**
 * {@code summary.md}: a pull-request comment and a job summary. Verdict first, then the results tables
 * (the lab report's shape), the comparison (only what needs attention unfolded), machine and parameters.
 */
final class SummaryMarkdown {
    private SummaryMarkdown() {
    }

    static String render(ReportModel model) {
        StringBuilder md = new StringBuilder();
        md.append(model.headline()).append("\n\n");
        md.append(context(model)).append("\n\n");
        appendInvalid(md, model);
        for (Metric metric : Tables.RESULT_METRICS) {
            appendTable(md, Tables.results(model, metric));
        }
        appendComparison(md, model);
        appendTable(md, Tables.machines(model));
        appendTable(md, Tables.parameters(model));
        md.append("<sub>Cells are means over valid trials. In the github-action-benchmark files, value is that mean and "
                + "range is ± the sample standard deviation over trials. Charts and the local trend: report.html.</sub>\n");
        return md.toString();
    }

    /** One line: what was compared with what, how much, which commit (a bare SHA, which GitHub links), when. */
    static String context(ReportModel model) {
        ReportInput input = model.input();
        String commits = String.join(", ", new TreeSet<>(input.runs().stream().map(ScenarioRun::commit).toList()));
        String started = input.runs().stream().map(ScenarioRun::startedAt).min(Instant::compareTo)
                .map(i -> i.truncatedTo(ChronoUnit.SECONDS).toString()).orElse(Numbers.MISSING);
        return "Compared with " + input.comparisonKind() + ": "
                + ReportModel.plural(input.comparisons().size(), "comparison") + " (" + model.verdictCounts() + ")"
                + " · " + ReportModel.plural(model.scenarios().size(), "scenario")
                + " × " + ReportModel.plural(model.variants().size(), "variant")
                + " · commit " + (commits.matches("[0-9a-f]{40}") ? commits : code(commits.isEmpty() ? "unknown" : commits))
                + " · started " + started;
    }

    private static void appendInvalid(StringBuilder md, ReportModel model) {
        List<ScenarioRun> invalid = model.invalidRuns();
        if (invalid.isEmpty()) {
            return;
        }
        md.append("> ⚠️ **").append(ReportModel.plural(invalid.size(), "invalid run"))
                .append("**: a harness problem (the load generator could not do its job), not a result. ")
                .append("Left out of the tables, the charts and the github-action-benchmark files.\n");
        for (ScenarioRun run : invalid) {
            md.append("> - ").append(code(run.pair().seriesPrefix())).append(": ")
                    .append(escape(model.invalidReason(run))).append('\n');
        }
        md.append('\n');
    }

    private static void appendComparison(StringBuilder md, ReportModel model) {
        md.append("### Comparison with ").append(escape(model.input().comparisonKind())).append("\n\n");
        if (model.comparisons().isEmpty()) {
            md.append("Nothing was compared.\n\n");
            return;
        }
        List<Comparison> expanded = Tables.expanded(model);
        if (expanded.isEmpty()) {
            md.append("No regressions, improvements or invalid results.\n\n");
        } else {
            appendRows(md, Tables.comparisons("", expanded));
        }
        List<Comparison> folded = Tables.folded(model);
        if (!folded.isEmpty()) {
            ReportModel foldedCounts = new ReportModel(new ReportInput(List.of(), folded, ""));
            String noun = expanded.isEmpty() ? "comparison" : "more comparison";
            md.append("<details><summary>").append(ReportModel.plural(folded.size(), noun)).append(": ")
                    .append(foldedCounts.verdictCounts()).append("</summary>\n\n");
            appendRows(md, Tables.comparisons("", folded));
            md.append("</details>\n\n");
        }
    }

    private static void appendTable(StringBuilder md, Table table) {
        md.append("### ").append(escape(table.title())).append("\n\n");
        if (!table.note().isEmpty()) {
            md.append(escape(table.note())).append("\n\n");
        }
        appendRows(md, table);
    }

    private static void appendRows(StringBuilder md, Table table) {
        md.append('|');
        for (String h : table.header()) {
            md.append(' ').append(escape(h)).append(" |");
        }
        md.append("\n|");
        for (int i = 0; i < table.header().size(); i++) {
            md.append(table.numeric(i) ? " ---: |" : " :--- |");
        }
        md.append('\n');
        for (List<String> row : table.rows()) {
            md.append('|');
            for (String cell : row) {
                md.append(' ').append(escape(cell)).append(" |");
            }
            md.append('\n');
        }
        md.append('\n');
    }

    /** Table cells stay on one line and cannot close the table or open HTML. */
    static String escape(String text) {
        return text.replace("\\", "\\\\").replace("|", "\\|").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\r", " ").replace("\n", " ");
    }

    private static String code(String text) {
        return "`" + text.replace("`", "'").replace("\n", " ") + "`";
    }
}
