package io.perfgate.perf.report;

import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.Numbers;
import io.perfgate.perf.verdict.Outcome;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import static io.perfgate.perf.report.Html.escape;

/**
 * The HTML report's first section after the verdict: one card per (variant, scenario) with what a performance
 * engineer looks at first. The forest plot (how far each metric moved, how sure the gate is, against which
 * threshold, and what it could have detected) and the latency spectrum side by side, the gate's rows, then each
 * compared metric's trials of both sides in run order. A card that needs attention (regression, invalid,
 * improvement) is open; the others are folded, and their charts are drawn when opened.
 */
final class PairView {
    private PairView() {
    }

    static void append(StringBuilder html, ReportModel model, List<Chart> charts) {
        List<ScenarioRun> runs = model.runs();
        if (runs.isEmpty()) {
            return;
        }
        boolean ab = runs.stream().anyMatch(r -> model.reference(r.pair()).isPresent());
        boolean baseline = runs.stream().anyMatch(r -> model.baseline(r.pair()).isPresent());
        html.append("<h2 id=\"pairs\">").append(ab ? "A/B view: this build (B) against the reference build (A)"
                : baseline ? "Against the committed baseline" : "Trials").append("</h2>\n");
        html.append("<p class=\"note\">").append(escape(ab
                ? "Per pair: the change of each metric as the gate judged it (the geometric mean of the per-pair ratios "
                + "B / A), its confidence interval at the gate's own level (it clears 0 on the right exactly when the "
                + "paired test is significant), the threshold (red tick) and the smallest regression this comparison "
                + "would have caught with 80% probability (hollow triangle); right is worse on every row. Below, the "
                + "trials of A and B in the order they ran, pair by pair."
                : baseline
                ? "Per pair: the change against the baseline, its confidence interval at the gate's own level, the "
                + "threshold (red tick) and the smallest regression this comparison would have caught with 80% "
                + "probability (hollow triangle); right is worse on every row. Time metrics are judged against the "
                + "baseline's boots (one more boot of unchanged code lands that far), so their intervals are wide with "
                + "few boots. Below, the baseline's trials boot by boot, then this run's."
                : "Nothing was compared: this run's trials in the order they ran.")).append("</p>\n");

        html.append("<ul class=\"pair-index\">\n");
        for (ScenarioRun run : runs) {
            html.append("<li><a href=\"#").append(anchor(run)).append("\">")
                    .append(mark(model, run)).append(' ').append(escape(run.pair().toString())).append("</a></li>\n");
        }
        html.append("</ul>\n");

        for (ScenarioRun run : runs) {
            List<Chart> own = charts.stream().filter(c -> c.section().equals(Charts.pairSection(run))).toList();
            Optional<Outcome> outcome = model.outcome(run.pair());
            boolean open = runs.size() == 1 || outcome.map(o -> o == Outcome.REGRESSION || o == Outcome.INVALID
                    || o == Outcome.IMPROVEMENT).orElse(false);
            html.append("<details class=\"pair\" id=\"").append(anchor(run)).append('"').append(open ? " open" : "")
                    .append(">\n<summary>").append(mark(model, run)).append(" <strong>")
                    .append(escape(run.pair().toString())).append("</strong> <span class=\"gist\">")
                    .append(escape(gist(model, run))).append("</span></summary>\n");
            html.append("<div class=\"pair-top\">\n");
            own.stream().filter(c -> c.kind() == Chart.Kind.FOREST).forEach(c -> Html.figure(html, c, "forest"));
            own.stream().filter(c -> c.kind() == Chart.Kind.SPECTRUM).forEach(c -> Html.figure(html, c, "spectrum"));
            html.append("</div>\n");
            if (own.stream().anyMatch(c -> c.kind() == Chart.Kind.TIMELINE)) {
                html.append("<div class=\"pair-top\">\n");
                own.stream().filter(c -> c.kind() == Chart.Kind.TIMELINE).forEach(c -> Html.figure(html, c, "timeline"));
                html.append("</div>\n");
            }
            List<Comparison> rows = model.comparisons(run.pair());
            if (!rows.isEmpty()) {
                String other = model.reference(run.pair()).isPresent() ? "A: reference (mean ± sd)" : "baseline (mean ± sd)";
                String self = model.reference(run.pair()).isPresent() ? "B: this build" : "this run";
                HtmlReport.appendVerdictTable(html, Tables.pair(model, run, other, self), rows);
            }
            if (!model.shown(run)) {
                html.append("<p class=\"invalid\">").append(escape(model.invalidReason(run))).append("</p>\n");
            }
            html.append("<div class=\"charts small\">\n");
            own.stream().filter(c -> c.kind() == Chart.Kind.TRIALS).forEach(c -> Html.figure(html, c, ""));
            html.append("</div>\n</details>\n");
        }
    }

    private static String anchor(ScenarioRun run) {
        return "pair-" + Charts.slug(run.pair().fileStem());
    }

    private static String mark(ReportModel model, ScenarioRun run) {
        return model.outcome(run.pair()).map(StatusMark::html)
                .orElseGet(() -> StatusMark.INFO.badge("not compared"));
    }

    /**
     * The pair in one line: the metrics that moved beyond their threshold, else the first tested metric in the
     * gate's order (mean latency, where it was tested) with its interval and what it could have detected; then the
     * metrics a side did not measure, which the verdict did not judge.
     */
    static String gist(ReportModel model, ScenarioRun run) {
        List<Comparison> rows = model.comparisons(run.pair()).stream()
                .filter(c -> c.metric() != Metric.ERROR_RATIO && Double.isFinite(c.changePercent())).toList();
        List<Comparison> moved = rows.stream()
                .filter(c -> c.outcome() == Outcome.REGRESSION || c.outcome() == Outcome.IMPROVEMENT).toList();
        if (!moved.isEmpty()) {
            return String.join(", ", moved.stream().map(PairView::change).toList()) + notMeasured(model, run);
        }
        if (!model.shown(run)) {
            return model.invalid(run) ? "invalid run" : "time metrics disturbed, not shown; the gate passed it";
        }
        Optional<String> precise = rows.stream().filter(c -> c.bounds().hasInterval()).findFirst()
                .map(c -> change(c) + ", detectable " + Tables.detectable(c));
        return precise.or(() -> rows.stream().max(Comparator.comparingDouble(c -> Math.abs(c.changePercent())))
                .map(c -> "largest change: " + change(c))).orElse("no comparison") + notMeasured(model, run);
    }

    /** {@code "; not measured: serverTime (no Server-Timing header)"}, or empty when a side measured every metric. */
    private static String notMeasured(ReportModel model, ScenarioRun run) {
        List<Metric> missing = model.notMeasured(run.pair());
        if (missing.isEmpty()) {
            return "";
        }
        // The server time is the one metric that needs the server's cooperation: it comes from its Server-Timing header.
        return "; not measured: " + String.join(", ", missing.stream()
                .map(m -> m == Metric.SERVER_TIME ? m.id() + " (no Server-Timing header)" : m.id()).toList());
    }

    private static String change(Comparison c) {
        String interval = c.bounds().hasInterval()
                ? String.format(java.util.Locale.ROOT, " [%+.1f, %+.1f]", c.bounds().lowPercent(), c.bounds().highPercent())
                : "";
        return c.metric().id() + " " + Numbers.signedPercent(c.changePercent()) + interval;
    }
}
