package io.perfgate.perf.report;

import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.result.LoadSettings;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.Direction;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.stats.Sample;
import io.perfgate.perf.verdict.Numbers;
import io.perfgate.perf.verdict.Outcome;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/** The report's tables, built once and printed by both the Markdown and the HTML renderer. */
final class Tables {
    /** The results tables, in the order a reader looks: typical latency, tail, capacity, cost. */
    static final List<Metric> RESULT_METRICS = List.of(Metric.MEAN, Metric.P99, Metric.THROUGHPUT, Metric.CPU_PER_REQUEST);

    /** Outcomes the summary shows outright, in this order; every other row goes inside the fold. */
    static final List<Outcome> EXPANDED = List.of(Outcome.REGRESSION, Outcome.INVALID, Outcome.IMPROVEMENT);

    private Tables() {
    }

    /** Rows = scenarios, columns = variants, cells = the metric's mean over valid trials (the lab report's shape). */
    static Table results(ReportModel model, Metric metric) {
        List<String> header = new ArrayList<>();
        header.add("scenario");
        header.addAll(model.variants());
        List<List<String>> rows = new ArrayList<>();
        for (String scenario : model.scenarios()) {
            List<String> row = new ArrayList<>();
            row.add(scenario);
            for (String variant : model.variants()) {
                row.add(model.run(new PairId(variant, scenario)).map(run -> cell(model, run, metric)).orElse(Numbers.MISSING));
            }
            rows.add(row);
        }
        return new Table(title(metric), "mean over valid trials, " + metric.unit(), header, rows);
    }

    private static String cell(ReportModel model, ScenarioRun run, Metric metric) {
        if (!model.shown(run, metric)) {
            return Table.INVALID_CELL;
        }
        return Numbers.fixed(model.sample(run, metric).mean(), metric.unit());
    }

    static String title(Metric metric) {
        return switch (metric) {
            case MEAN -> "Mean latency (ms)";
            case P99 -> "p99 latency (ms)";
            case P50 -> "p50 latency (ms)";
            case P90 -> "p90 latency (ms)";
            case THROUGHPUT -> "Throughput (req/s)";
            case CPU_PER_REQUEST -> "Server CPU per request (us)";
            case SERVER_MEMORY -> "Server memory (MB)";
            default -> metric.id() + " (" + metric.unit() + ")";
        };
    }

    static List<String> comparisonHeader() {
        return List.of("scenario", "variant", "metric", "baseline", "current", "change", "interval", "threshold",
                "significance", "detectable", "verdict", "note");
    }

    /** The column both renderers fill with their own verdict mark ({@link StatusMark}). */
    static final String VERDICT = "verdict";

    static Table comparisons(String title, List<Comparison> comparisons) {
        List<List<String>> rows = new ArrayList<>();
        for (Comparison c : comparisons) {
            String unit = c.metric().unit();
            rows.add(List.of(c.pair().scenario(), c.pair().variant(), c.metric().id(),
                    Numbers.withUnit(c.baselineMean(), unit), Numbers.withUnit(c.currentMean(), unit),
                    Numbers.signedPercent(c.changePercent()), interval(c), c.threshold(), c.significance(),
                    detectable(c), StatusMark.markdown(c.outcome()), c.note()));
        }
        return new Table(title, "", comparisonHeader(), rows);
    }

    /**
     * One pair's rows in the A/B view: the other side's and this build's mean ± standard deviation over trials,
     * then what the gate made of them.
     *
     * @param otherSide how the other side's column is headed: {@code A: reference}, {@code baseline}
     */
    static Table pair(ReportModel model, ScenarioRun run, String otherSide, String thisSide) {
        List<List<String>> rows = new ArrayList<>();
        for (Comparison c : model.comparisons(run.pair())) {
            String unit = c.metric().unit();
            rows.add(List.of(c.metric().id(), StatusMark.markdown(c.outcome()), otherMean(model, run, c),
                    meanAndSpread(model.sample(run, c.metric()), unit), Numbers.signedPercent(c.changePercent()), interval(c),
                    c.threshold(), detectable(c), c.significance(), c.note()));
        }
        // The verdict beside the metric: on a narrow screen the table scrolls, and the verdict must not be what scrolls away.
        return new Table("", "", List.of("metric", VERDICT, otherSide, thisSide, "change", "interval", "threshold",
                "detectable", "significance", "note"), rows);
    }

    private static String otherMean(ReportModel model, ScenarioRun run, Comparison c) {
        Optional<ScenarioRun> reference = model.reference(run.pair());
        if (reference.isPresent()) {
            return meanAndSpread(Sample.of(reference.get().values(c.metric())).finiteOnly(), c.metric().unit());
        }
        return model.baseline(run.pair()).map(b -> meanAndSpread(b.sample(c.metric()).finiteOnly(), c.metric().unit()))
                .orElse(Numbers.withUnit(c.baselineMean(), c.metric().unit()));
    }

    /** {@code 0.123 ± 0.004 ms}; the mean alone for a single value; {@link Numbers#MISSING} for none. */
    static String meanAndSpread(Sample sample, String unit) {
        if (sample.isEmpty()) {
            return Numbers.MISSING;
        }
        double sd = sample.standardDeviationOrNaN();
        return Double.isFinite(sd) ? Numbers.fixed(sample.mean(), unit) + " ± " + Numbers.withUnit(sd, unit)
                : Numbers.withUnit(sample.mean(), unit);
    }

    /**
     * The change's confidence interval as the gate tested it: {@code +8.2 … +16.0 % (99.2 %)}; a dash when the
     * metric was not tested.
     */
    static String interval(Comparison c) {
        Comparison.Bounds b = c.bounds();
        if (!b.hasInterval()) {
            return Numbers.MISSING;
        }
        return String.format(Locale.ROOT, "%+.1f … %+.1f %% (%s %%)", b.lowPercent(), b.highPercent(),
                Numbers.plain(b.confidence() * 100));
    }

    /** {@code +3.1 %} for smaller-is-better, {@code -3.1 %} for bigger-is-better; a dash when not tested. */
    static String detectable(Comparison c) {
        return Numbers.detectablePercent(c.metric().direction() == Direction.SMALLER_IS_BETTER
                ? c.detectablePercent() : -c.detectablePercent());
    }

    static List<Comparison> select(ReportModel model, Predicate<Comparison> which) {
        return model.comparisons().stream().filter(which).toList();
    }

    /** Comparisons a reader must see first: regressions, then invalid, then improvements. */
    static List<Comparison> expanded(ReportModel model) {
        List<Comparison> out = new ArrayList<>();
        for (Outcome v : EXPANDED) {
            out.addAll(select(model, c -> c.outcome() == v));
        }
        return out;
    }

    /** The rest, which the summary folds away. */
    static List<Comparison> folded(ReportModel model) {
        return select(model, c -> !EXPANDED.contains(c.outcome()));
    }

    static Table machines(ReportModel model) {
        List<List<String>> rows = new ArrayList<>();
        for (Machine m : model.machines()) {
            rows.add(List.of(m.cpuModel(), String.valueOf(m.cores()), Numbers.gibibytes(m.memoryBytes()), m.os(), m.jdk(),
                    m.launcher().id(), m.dockerVersion()));
        }
        return new Table("Machine", "", List.of("CPU", "cores", "memory", "OS", "JDK", "launcher", "Docker"), rows);
    }

    /** One row per scenario and distinct settings; the variants column says which variants ran with them. */
    static Table parameters(ReportModel model) {
        List<List<String>> rows = new ArrayList<>();
        for (String scenario : model.scenarios()) {
            Map<LoadSettings, List<String>> variantsBySettings = new LinkedHashMap<>();
            for (String variant : model.variants()) {
                Optional<ScenarioRun> run = model.run(new PairId(variant, scenario));
                run.ifPresent(r -> variantsBySettings.computeIfAbsent(r.settings(), s -> new ArrayList<>()).add(variant));
            }
            for (Map.Entry<LoadSettings, List<String>> e : variantsBySettings.entrySet()) {
                LoadSettings s = e.getKey();
                String variants = e.getValue().size() == model.variants().size() ? "all" : String.join(", ", e.getValue());
                String load = s.model() == LoadModel.OPEN
                        ? Numbers.fixed(s.ratePerSecond(), 0) + " req/s"
                        : s.users() + " users";
                rows.add(List.of(scenario, variants, s.model().id(), load, String.valueOf(s.connections()),
                        Numbers.duration(s.warmUp()), Numbers.duration(s.trialDuration()), String.valueOf(s.trials())));
            }
        }
        return new Table("Parameters", "", List.of("scenario", "variants", "model", "rate / users", "connections",
                "warm-up", "trial", "trials"), rows);
    }
}
