package io.perfgate.perf.bisect;

import com.google.gson.stream.JsonWriter;
import io.perfgate.perf.protocol.Progress;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.verdict.MetricVerdict;
import io.perfgate.perf.verdict.Numbers;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * What a bisection found, for people ({@value #MARKDOWN}, and the console) and for tools ({@value #JSON}, fields in a
 * fixed order): the first bad commit with its verdict table, or the range still in doubt and why, then every step
 * with its revision, finding, the verdict on the metric (change, p-value) and its wall time.
 *
 * @param result   the search's result
 * @param system   the description the steps ran
 * @param pair     the (variant, scenario) each step compared
 * @param metric   the metric that decided; empty: every gated metric, as the gate decides
 * @param limits   the budget the search had
 * @param wallTime the whole command's time: the good revision's build, the search and the reports
 */
public record BisectReport(Bisection.Result result, Path system, PairId pair, Optional<Metric> metric,
                           Bisection.Limits limits, Duration wallTime) {
    public static final String MARKDOWN = "bisect.md";
    public static final String JSON = "bisect.json";
    /** The JSON's own version: a reader refuses one it does not know. */
    public static final int FORMAT = 1;

    public BisectReport {
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(system, "system");
        Objects.requireNonNull(pair, "pair");
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(wallTime, "wallTime");
    }

    /** Writes {@value #MARKDOWN} and {@value #JSON} into {@code dir}; returns the Markdown file. */
    public Path write(Path dir) {
        try {
            Files.createDirectories(dir);
            Files.writeString(dir.resolve(JSON), json(dir), StandardCharsets.UTF_8);
            return Files.writeString(dir.resolve(MARKDOWN), markdown(dir), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the bisection's report to " + dir, e);
        }
    }

    /** The headline: the first bad commit, or what is still in doubt. */
    public String headline() {
        return switch (result.status()) {
            case FOUND -> "First bad commit: " + result.firstBadCommit().orElseThrow().describe();
            case UNDECIDED -> "Undecided: the first bad commit is one of " + result.inDoubt().size() + " commits";
            case NOT_REPRODUCED -> "Not reproduced: the bad revision passed against the good one";
        };
    }

    /** The console's closing block: headline, conclusion, steps, and the first bad commit's verdict table. */
    public String text(Path dir) {
        StringBuilder out = new StringBuilder("\n[bisect] ").append(headline()).append('\n');
        out.append("[bisect] ").append(result.conclusion()).append('\n');
        doubt().forEach(line -> out.append("[bisect]   ").append(line).append('\n'));
        out.append("[bisect] wall time ").append(Progress.clock(wallTime)).append(" in all, ").append(context()).append('\n');
        for (Bisection.Step step : result.steps()) {
            out.append(String.format(Locale.ROOT, "[bisect]   step %d  %s  %-11s %s  (%s)%n", step.number(),
                    step.revision().shortCommit(), step.outcome().finding(), step.outcome().summary(),
                    Progress.clock(step.wallTime())));
        }
        result.firstBadStep().flatMap(s -> s.outcome().verdict()).ifPresent(v -> out.append(v.toText()));
        out.append("[bisect] report: ").append(dir.resolve(MARKDOWN)).append(" (and ").append(JSON).append(")\n");
        return out.toString();
    }

    String markdown(Path dir) {
        StringBuilder md = new StringBuilder("# perfgate bisect: ").append(pair).append("\n\n");
        md.append("**").append(cell(headline())).append("**\n\n").append(cell(result.conclusion())).append("\n\n");
        doubt().forEach(line -> md.append("- ").append(cell(line)).append('\n'));
        if (!doubt().isEmpty()) {
            md.append('\n');
        }
        md.append("| | |\n|---|---|\n");
        md.append("| system | `").append(system).append("` |\n");
        md.append("| compared | ").append(pair).append(", ").append(decidedBy()).append(" |\n");
        md.append("| good | ").append(revision(result.history().good())).append(" |\n");
        md.append("| bad | ").append(revision(result.history().bad())).append(" |\n");
        md.append("| history | ").append(result.history().commits().size()).append(" commits after good, first parents"
                + " only (`git rev-list --first-parent good..bad`): a merge is one revision |\n");
        md.append("| each step | the revision's server (B) against the good revision's (A): one A/B comparison, as the"
                + " gate runs it on a pull request |\n");
        md.append("| wall time | ").append(Progress.clock(wallTime)).append(" in all, ").append(context()).append(" |\n\n");
        md.append("## Steps\n\n| step | revision | subject | attempt | finding | change | p-value | summary | wall time |\n"
                + "|---:|---|---|---:|---|---:|---:|---|---:|\n");
        for (Bisection.Step step : result.steps()) {
            Optional<MetricVerdict> focus = step.outcome().focus();
            md.append("| ").append(step.number()).append(" | `").append(step.revision().shortCommit()).append("` | ")
                    .append(cell(step.revision().subject())).append(" | ").append(step.attempt()).append(" | ")
                    .append(step.outcome().finding().name().toLowerCase(Locale.ROOT)).append(" | ")
                    .append(focus.map(r -> Numbers.percent(r.relativeChange())).orElse(Numbers.MISSING)).append(" | ")
                    .append(cell(focus.map(r -> Numbers.pValue(r.pValue())).orElse(Numbers.MISSING))).append(" | ")
                    .append(cell(step.outcome().summary()))
                    .append(step.outcome().reports().map(r -> " ([reports](" + relative(dir, r) + "/perfgate/report.html))")
                            .orElse(""))
                    .append(" | ").append(Progress.clock(step.wallTime())).append(" |\n");
        }
        result.firstBadStep().ifPresent(step -> step.outcome().verdict().ifPresent(v -> md.append("\n## Verdict of ")
                .append(step.revision().shortCommit()).append(" against good (step ").append(step.number())
                .append(")\n\n").append(v.toMarkdown())));
        return md.toString();
    }

    String json(Path dir) {
        StringWriter text = new StringWriter();
        try (JsonWriter out = new JsonWriter(text)) {
            out.setIndent("  ");
            out.beginObject();
            out.name("format").value(FORMAT);
            out.name("status").value(result.status().name().toLowerCase(Locale.ROOT));
            out.name("conclusion").value(result.conclusion());
            out.name("system").value(system.toString());
            out.name("variant").value(pair.variant());
            out.name("scenario").value(pair.scenario());
            out.name("metric").value(metric.map(Metric::id).orElse(null));
            out.name("good");
            revision(out, result.history().good());
            out.name("bad");
            revision(out, result.history().bad());
            out.name("commits").value(result.history().commits().size());
            out.name("firstBad");
            if (result.firstBadCommit().isPresent()) {
                revision(out, result.firstBadCommit().get());
            } else {
                out.nullValue();
            }
            out.name("inDoubt").beginArray();
            for (Revision r : result.inDoubt()) {
                revision(out, r);
            }
            out.endArray();
            out.name("maxComparisons").value(limits.maxComparisons());
            out.name("repeats").value(limits.repeats());
            out.name("comparisons").value(result.comparisons());
            out.name("wallTimeSeconds").value(seconds(wallTime));
            out.name("steps").beginArray();
            for (Bisection.Step step : result.steps()) {
                step(out, step, dir);
            }
            out.endArray();
            out.endObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text + "\n";
    }

    private static void step(JsonWriter out, Bisection.Step step, Path dir) throws IOException {
        StepOutcome outcome = step.outcome();
        Optional<MetricVerdict> focus = outcome.focus();
        out.beginObject();
        out.name("number").value(step.number());
        out.name("commit").value(step.revision().commit());
        out.name("subject").value(step.revision().subject());
        out.name("attempt").value(step.attempt());
        out.name("finding").value(outcome.finding().name().toLowerCase(Locale.ROOT));
        out.name("verdict").value(outcome.verdict().map(v -> v.outcome().name()).orElse(null));
        out.name("metric").value(focus.map(r -> r.metric().id()).orElse(null));
        out.name("change").value(finite(focus.map(MetricVerdict::relativeChange)));
        out.name("pValue").value(finite(focus.map(MetricVerdict::pValue)));
        out.name("summary").value(outcome.summary());
        out.name("wallTimeSeconds").value(seconds(step.wallTime()));
        out.name("reports").value(outcome.reports().map(r -> relative(dir, r)).orElse(null));
        out.endObject();
    }

    private static void revision(JsonWriter out, Revision revision) throws IOException {
        out.beginObject();
        out.name("commit").value(revision.commit());
        out.name("subject").value(revision.subject());
        out.name("merge").value(revision.merge());
        out.endObject();
    }

    /** The commits in doubt, each with what the steps learned of it; one line when only one is. */
    private List<String> doubt() {
        List<String> lines = new ArrayList<>();
        if (result.status() == Bisection.Status.UNDECIDED) {
            for (Revision r : result.inDoubt()) {
                String learned = result.steps().stream().filter(s -> s.revision().equals(r))
                        .map(s -> s.outcome().finding().name().toLowerCase(Locale.ROOT)).reduce((a, b) -> b)
                        .orElse("not measured");
                lines.add(r.describe() + ": " + learned);
            }
        }
        result.firstBadCommit().filter(Revision::merge).ifPresent(m -> lines.add(m.shortCommit() + " is a merge: the"
                + " regression came in with the branch it merged; bisect that branch next: --good $(git merge-base "
                + m.shortCommit() + "^1 " + m.shortCommit() + "^2) --bad " + m.shortCommit() + "^2"));
        return lines;
    }

    private String context() {
        long unbuilt = result.steps().size() - result.comparisons();
        return result.comparisons() + " comparison(s) of at most " + limits.maxComparisons() + " (--repeats "
                + limits.repeats() + ")" + (unbuilt > 0 ? ", " + unbuilt + " revision(s) that did not build" : "")
                + ", search " + Progress.clock(result.wallTime());
    }

    private String decidedBy() {
        return metric.map(m -> "decided by " + m.id()).orElse("decided by every gated metric, as the gate decides");
    }

    private static String revision(Revision r) {
        return "`" + r.commit() + "` " + cell(r.subject()) + (r.merge() ? " (merge)" : "");
    }

    /** Text in a Markdown table cell or line: a pipe would end the cell, angle brackets open HTML. */
    private static String cell(String text) {
        return text.replace("|", "\\|").replace("<", "&lt;").replace(">", "&gt;");
    }

    private static String relative(Path dir, Path path) {
        return dir.toAbsolutePath().normalize().relativize(path.toAbsolutePath().normalize()).toString();
    }

    /** JsonWriter rejects NaN: a number that was not measured is null. */
    private static Double finite(Optional<Double> value) {
        return value.filter(Double::isFinite).orElse(null);
    }

    private static double seconds(Duration d) {
        return Math.round(d.toMillis() / 100.0) / 10.0;
    }
}
