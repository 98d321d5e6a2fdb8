package io.perfgate.perf.verdict;

import io.perfgate.perf.result.Direction;
import io.perfgate.perf.stats.Sample;

import java.util.ArrayList;
import java.util.List;

/** Renders a {@link ScenarioVerdict} as a plain-text table (logs, assertion messages) or as Markdown. */
final class VerdictTable {
    private static final List<String> HEADER = List.of("metric", "baseline (mean ± sd)", "current (mean ± sd)", "change",
            "threshold", "p-value", "detectable", "verdict");

    private VerdictTable() {
    }

    static String text(ScenarioVerdict verdict) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(HEADER);
        verdict.metrics().forEach(row -> rows.add(cells(row)));
        int[] widths = new int[HEADER.size()];
        for (List<String> row : rows) {
            for (int i = 0; i < row.size(); i++) {
                widths[i] = Math.max(widths[i], row.get(i).length());
            }
        }
        StringBuilder out = new StringBuilder();
        out.append(verdict.pair()).append(": ").append(verdict.outcome()).append('\n');
        verdict.notes().forEach(note -> out.append("  * ").append(note).append('\n'));
        for (int r = 0; r < rows.size(); r++) {
            List<String> row = rows.get(r);
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < row.size(); i++) {
                String cell = row.get(i);
                // Text left-aligned, numbers right-aligned, as a person scans them.
                boolean number = i >= 1 && i <= 6 && r > 0;
                line.append(number ? " ".repeat(widths[i] - cell.length()) + cell : cell + " ".repeat(widths[i] - cell.length()));
                if (i < row.size() - 1) {
                    line.append("  ");
                }
            }
            out.append(line.toString().stripTrailing()).append('\n');
            if (r == 0) {
                int total = 0;
                for (int width : widths) {
                    total += width + 2;
                }
                out.append("-".repeat(total - 2)).append('\n');
            }
        }
        out.append("method: ").append(verdict.method()).append('\n');
        return out.toString();
    }

    static String markdown(ScenarioVerdict verdict) {
        StringBuilder out = new StringBuilder();
        out.append("**").append(escape(verdict.pair().toString())).append(": ")
                .append(verdict.outcome()).append("**\n\n");
        verdict.notes().forEach(note -> out.append("- ").append(escape(note)).append('\n'));
        if (!verdict.notes().isEmpty()) {
            out.append('\n');
        }
        out.append("| ").append(String.join(" | ", HEADER)).append(" |\n");
        out.append("|---|---:|---:|---:|---:|---:|---:|---|\n");
        for (MetricVerdict row : verdict.metrics()) {
            List<String> cells = cells(row);
            List<String> escaped = new ArrayList<>();
            for (int i = 0; i < cells.size(); i++) {
                String cell = escape(cells.get(i));
                escaped.add(i == 0 ? "`" + cell + "`" : i == cells.size() - 1 && row.outcome().fails() ? "**" + cell + "**" : cell);
            }
            out.append("| ").append(String.join(" | ", escaped)).append(" |\n");
        }
        out.append('\n').append("<sub>").append(escape(verdict.method())).append("</sub>\n");
        return out.toString();
    }

    private static List<String> cells(MetricVerdict row) {
        String unit = row.metric().unit();
        String threshold = row.threshold().describe();
        if (!Double.isNaN(row.requiredPValue())) {
            threshold += ", p < " + Numbers.level(row.requiredPValue());
        }
        String verdict = row.outcome().toString() + (row.note().isEmpty() ? "" : ": " + row.note());
        return List.of(row.metric().id(), summary(row.baseline(), unit), summary(row.current(), unit),
                Numbers.percent(row.relativeChange()), threshold, Numbers.pValue(row.pValue()), detectable(row), verdict);
    }

    /** The smallest regression the comparison would have flagged, signed in the metric's bad direction. */
    private static String detectable(MetricVerdict row) {
        if (Double.isNaN(row.detectable())) {
            return "-";
        }
        return Numbers.detectable(row.metric().direction() == Direction.SMALLER_IS_BETTER ? row.detectable() : -row.detectable());
    }

    /** {@code 12.3 ± 0.45 ms (n=5)}; a dash when there is no sample. */
    static String summary(Sample sample, String unit) {
        if (sample.isEmpty()) {
            return "-";
        }
        if (!sample.allFinite()) {
            return "not measured";
        }
        return Numbers.measured(sample.mean()) + " ± " + Numbers.measured(sample.standardDeviation()) + " " + unit
                + " (n=" + sample.size() + ")";
    }

    private static String escape(String text) {
        return text.replace("|", "\\|").replace("<", "&lt;").replace(">", "&gt;");
    }
}
