package io.perfgate.perf.report;

import io.perfgate.perf.profile.Difference;
import io.perfgate.perf.profile.ProfileMarkdown;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.Numbers;
import io.perfgate.perf.verdict.Outcome;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

import static io.perfgate.perf.report.MarkdownTable.escape;

/**
 * {@code summary.md}: a pull-request comment and a job summary. Verdict first, then the pairs at a glance (each
 * pair's verdict and its largest or most precise change with its interval) and, for a pair that needs attention,
 * the trials of the metrics that moved side by side; the results tables (the lab report's shape), the comparison
 * (only what needs attention unfolded), machine and parameters. It stays within {@link #MAX_CHARS}: what does not
 * fit is left out, least needed first, and the summary says so.
 */
final class SummaryMarkdown {
    /**
     * GitHub refuses a comment over 65,536 characters; the comment workflow (perf-comment.yml) keeps its body within
     * 60,000 and puts up to 8,000 characters of the gate's decision and a header before the summary.
     */
    static final int MAX_CHARS = 50_000;

    private SummaryMarkdown() {
    }

    /** A part of the summary that may be left out when the whole does not fit, and the line that says so. */
    private record Part(String text, String leftOut) {
    }

    static String render(ReportModel model) {
        StringBuilder head = new StringBuilder();
        head.append(model.headline()).append("\n\n");
        head.append(context(model)).append("\n\n");
        appendInvalid(head, model);
        StringBuilder overview = new StringBuilder();
        appendPairs(overview, model);
        StringBuilder profiles = new StringBuilder();
        appendProfiles(profiles, model);
        StringBuilder trials = new StringBuilder();
        appendTrials(trials, model);
        StringBuilder results = new StringBuilder();
        for (Metric metric : Tables.RESULT_METRICS) {
            appendTable(results, Tables.results(model, metric));
        }
        StringBuilder expanded = new StringBuilder();
        StringBuilder folded = new StringBuilder();
        appendComparison(expanded, folded, model);
        StringBuilder tail = new StringBuilder();
        appendTable(tail, Tables.machines(model));
        appendTable(tail, Tables.parameters(model));
        tail.append("<sub>Cells are means over valid trials. In the github-action-benchmark files, value is that mean and "
                + "range is ± the sample standard deviation over trials. Charts and the local trend: report.html.</sub>\n");

        // In the order they appear; left out from the last entry of DROP_ORDER on while too long.
        List<Part> parts = new ArrayList<>(List.of(
                new Part(head.toString(), ""),
                new Part(overview.toString(), "the pairs at a glance"),
                new Part(profiles.toString(), "the profiles' top frames"),
                new Part(trials.toString(), "the trials of the metrics that moved"),
                new Part(results.toString(), "the results tables"),
                new Part(expanded.toString(), ""),
                new Part(folded.toString(), "the comparisons that need no attention"),
                new Part(tail.toString(), "")));
        // The profiles' top frames say where to look: kept longer than the trials and the results tables.
        List<Integer> dropOrder = List.of(6, 4, 3, 2, 1);
        List<String> leftOut = new ArrayList<>();
        for (int drop : dropOrder) {
            if (length(parts, leftOut) <= MAX_CHARS) {
                break;
            }
            leftOut.add(parts.get(drop).leftOut());
            parts.set(drop, new Part("", ""));
        }
        StringBuilder md = new StringBuilder();
        parts.forEach(p -> md.append(p.text()));
        if (!leftOut.isEmpty()) {
            md.append(leftOutNote(leftOut));
        }
        if (md.length() > MAX_CHARS) {
            // Only the comparison rows that need attention are left, and there are too many: cut at a line.
            String note = "\n_(cut here to fit a pull-request comment: the full comparison is in report.html)_\n";
            int cut = md.lastIndexOf("\n", MAX_CHARS - note.length());
            return md.substring(0, cut) + note;
        }
        return md.toString();
    }

    private static int length(List<Part> parts, List<String> leftOut) {
        return parts.stream().mapToInt(p -> p.text().length()).sum() + (leftOut.isEmpty() ? 0 : leftOutNote(leftOut).length());
    }

    private static String leftOutNote(List<String> leftOut) {
        return "\n<sub>Left out to fit a pull-request comment (" + String.format(java.util.Locale.ROOT, "%,d", MAX_CHARS)
                + " characters): " + String.join(", ", leftOut) + ". All of it is in report.html.</sub>\n";
    }

    /** One row per pair: its verdict as a word, and what moved (or the gate's most precise statement) with its interval. */
    private static void appendPairs(StringBuilder md, ReportModel model) {
        if (model.comparisons().isEmpty()) {
            return;
        }
        boolean ab = model.runs().stream().anyMatch(r -> model.reference(r.pair()).isPresent());
        md.append("### ").append(ab ? "A/B: this build (B) against the reference build (A)" : "Pairs at a glance")
                .append("\n\n");
        md.append("Change as the gate judged it, [confidence interval at the gate's level]: a regression is beyond "
                + "its threshold with the interval clear of 0; detectable = the smallest regression this comparison "
                + "would have caught with 80% probability.\n\n");
        List<List<String>> rows = new ArrayList<>();
        for (ScenarioRun run : model.runs()) {
            String verdict = model.outcome(run.pair()).map(StatusMark::markdown).orElse("not compared");
            rows.add(List.of(run.scenario(), run.variant(), verdict, PairView.gist(model, run)));
        }
        MarkdownTable.append(md, new Table("", "", List.of("scenario", "variant", "verdict",
                "what moved, or the first tested change"), rows));
    }

    /** For each profiled pair, in the runs' order, the frames that cost the candidate most per request beyond the noise. */
    private static void appendProfiles(StringBuilder md, ReportModel model) {
        for (ScenarioRun run : model.runs()) {
            Difference profile = model.input().profiles().get(run.pair());
            if (profile != null) {
                md.append(ProfileMarkdown.render(profile));
            }
        }
    }

    /**
     * For each pair that regressed or improved, the moved metrics' trials: A/B pair by pair with the ratio B / A
     * (what the paired test judges), or against a baseline its boot means and this run's mean (what the time
     * metrics are judged against).
     */
    private static void appendTrials(StringBuilder md, ReportModel model) {
        for (ScenarioRun run : model.runs()) {
            List<Comparison> moved = model.comparisons(run.pair()).stream()
                    .filter(c -> c.outcome() == Outcome.REGRESSION || c.outcome() == Outcome.IMPROVEMENT)
                    .filter(c -> c.metric() != Metric.ERROR_RATIO).limit(4).toList();
            if (moved.isEmpty()) {
                continue;
            }
            Optional<ScenarioRun> reference = model.reference(run.pair());
            if (reference.isPresent()) {
                md.append("#### ").append(escape(run.pair().toString())).append(": trials pair by pair\n\n");
                List<String> header = new ArrayList<>(List.of("pair"));
                for (Comparison c : moved) {
                    header.addAll(List.of("A " + c.metric().id(), "B " + c.metric().id(), "B / A"));
                }
                List<List<String>> rows = new ArrayList<>();
                int pairs = Math.min(reference.get().trials().size(), run.trials().size());
                for (int i = 0; i < pairs; i++) {
                    List<String> row = new ArrayList<>(List.of(String.valueOf(i + 1)));
                    for (Comparison c : moved) {
                        double a = c.metric().of(reference.get().trials().get(i));
                        double b = c.metric().of(run.trials().get(i));
                        row.add(Numbers.fixed(a, c.metric().unit()));
                        row.add(Numbers.fixed(b, c.metric().unit()));
                        row.add(a > 0 && Double.isFinite(b) ? Numbers.fixed(b / a, 3) : Numbers.MISSING);
                    }
                    rows.add(row);
                }
                MarkdownTable.append(md, new Table("", "", header, rows));
            } else if (model.baseline(run.pair()).isPresent()) {
                var baseline = model.baseline(run.pair()).get();
                md.append("#### ").append(escape(run.pair().toString())).append(": the baseline's boot means and this run\n\n");
                List<String> header = new ArrayList<>(List.of("metric"));
                for (int boot = 1; boot <= baseline.boots(); boot++) {
                    header.add("boot " + boot);
                }
                header.addAll(List.of("this run", "change", "interval"));
                List<List<String>> rows = new ArrayList<>();
                for (Comparison c : moved) {
                    List<String> row = new ArrayList<>(List.of(c.metric().id()));
                    double[] means = baseline.bootMeans(c.metric()).values();
                    for (int boot = 0; boot < baseline.boots(); boot++) {
                        row.add(boot < means.length ? Numbers.fixed(means[boot], c.metric().unit()) : Numbers.MISSING);
                    }
                    row.add(Numbers.fixed(model.sample(run, c.metric()).mean(), c.metric().unit()));
                    row.add(Numbers.signedPercent(c.changePercent()));
                    row.add(Tables.interval(c));
                    rows.add(row);
                }
                MarkdownTable.append(md, new Table("", "", header, rows));
            }
        }
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
        appendLeftOut(md, model, model.invalidRuns(), "**INVALID**: ", "invalid run",
                ", a harness problem (the load generator could not do its job), not a result. "
                        + "Left out of the tables, the charts and the github-action-benchmark files.");
        appendLeftOut(md, model, model.timeDisturbedRuns(), "**Time metrics disturbed**: ", "run",
                " lost CPU on the load generator's side in some trials, which can only make latencies read slower and "
                        + "leaves what the server allocated and sent alone: the gate judged the time metrics with those "
                        + "trials in (in an A/B duet, which delays both sides alike; against a baseline of this machine "
                        + "class, where a pass holds), or not at all (another machine class); they are left out of the tables, the charts and the github-action-benchmark files, "
                        + "which keep the work metrics (allocated and response bytes per request).");
    }

    private static void appendLeftOut(StringBuilder md, ReportModel model, List<ScenarioRun> runs, String lead,
                                      String noun, String what) {
        if (runs.isEmpty()) {
            return;
        }
        md.append("> ").append(lead).append(ReportModel.plural(runs.size(), noun)).append(what).append('\n');
        for (ScenarioRun run : runs) {
            md.append("> - ").append(code(run.pair().seriesPrefix())).append(": ")
                    .append(escape(model.invalidReason(run))).append('\n');
        }
        md.append('\n');
    }

    private static void appendComparison(StringBuilder md, StringBuilder foldedMd, ReportModel model) {
        md.append("### Comparison with ").append(escape(model.input().comparisonKind())).append("\n\n");
        if (model.comparisons().isEmpty()) {
            md.append("Nothing was compared.\n\n");
            return;
        }
        List<Comparison> expanded = Tables.expanded(model);
        if (expanded.isEmpty()) {
            md.append("No regressions, improvements or invalid results.\n\n");
        } else {
            MarkdownTable.append(md, Tables.comparisons("", expanded));
        }
        List<Comparison> folded = Tables.folded(model);
        if (!folded.isEmpty()) {
            ReportModel foldedCounts = new ReportModel(new ReportInput(List.of(), folded, ""));
            String noun = expanded.isEmpty() ? "comparison" : "more comparison";
            foldedMd.append("<details><summary>").append(ReportModel.plural(folded.size(), noun)).append(": ")
                    .append(foldedCounts.verdictCounts()).append("</summary>\n\n");
            MarkdownTable.append(foldedMd, Tables.comparisons("", folded));
            foldedMd.append("</details>\n\n");
        }
    }

    private static void appendTable(StringBuilder md, Table table) {
        md.append("### ").append(escape(table.title())).append("\n\n");
        if (!table.note().isEmpty()) {
            md.append(escape(table.note())).append("\n\n");
        }
        MarkdownTable.append(md, table);
    }

    private static String code(String text) {
        return "`" + text.replace("`", "'").replace("\n", " ") + "`";
    }
}
