package io.perfgate.perf.report;

import io.perfgate.perf.history.RecordedRun;
import io.perfgate.perf.history.RunHistory;
import io.perfgate.perf.history.Trend;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.stats.Sample;
import io.perfgate.perf.verdict.Outcome;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes every report of one perf run:
 * <ul>
 *   <li>{@value #BENCHMARK_SMALLER} and {@value #BENCHMARK_BIGGER}: github-action-benchmark's
 *       {@code customSmallerIsBetter} and {@code customBiggerIsBetter} inputs (invalid runs left out, and the time
 *       metrics of runs whose time metrics were disturbed), and {@value #BENCHMARK_LEFT_OUT}: which runs they left out
 *       and why, for the check that must say why a file is empty;</li>
 *   <li>{@value #SUMMARY}: verdict, results tables, comparison, machine and parameters, in Markdown;</li>
 *   <li>{@value #HTML}: the same with charts and the local trend, one file that needs no network;</li>
 * </ul>
 * and appends the run to the local history before reading the trend. Where they go is the caller's to say (the run's
 * {@code workspace.Workspace}).
 */
public final class Reports {
    public static final String BENCHMARK_SMALLER = "benchmark-smaller.json";
    public static final String BENCHMARK_BIGGER = "benchmark-bigger.json";
    public static final String BENCHMARK_LEFT_OUT = "benchmark-left-out.json";
    public static final String SUMMARY = "summary.md";
    public static final String HTML = "report.html";
    /** How many runs the trend charts show. */
    public static final int TREND_RUNS = 30;

    private Reports() {
    }

    /** Writes everything to {@code dir}, appending the run to the history database {@code historyDb}; prints the paths. */
    public static ReportFiles writeAll(ReportInput input, Path dir, Path historyDb) {
        ReportModel model = new ReportModel(input);
        Trend trend;
        try (RunHistory history = RunHistory.open(historyDb)) {
            if (!input.runs().isEmpty()) {
                history.record(toRecord(model));
            }
            trend = history.trend(TREND_RUNS);
        }
        ReportFiles files = new ReportFiles(dir.resolve(BENCHMARK_SMALLER), dir.resolve(BENCHMARK_BIGGER),
                dir.resolve(BENCHMARK_LEFT_OUT), dir.resolve(SUMMARY), dir.resolve(HTML), historyDb.toAbsolutePath());
        ReportWriter.write(files.benchmarkSmaller(), BenchmarkFiles.smallerIsBetter(model));
        ReportWriter.write(files.benchmarkBigger(), BenchmarkFiles.biggerIsBetter(model));
        ReportWriter.write(files.benchmarkLeftOut(), BenchmarkFiles.leftOut(model));
        ReportWriter.write(files.summary(), SummaryMarkdown.render(model));
        ReportWriter.write(files.html(), HtmlReport.render(model, trend));
        System.out.println(model.headline());
        if (!model.invalidRuns().isEmpty()) {
            System.out.println("perfgate: " + ReportModel.plural(model.invalidRuns().size(), "invalid run")
                    + " left out of the benchmark files and charts");
        }
        if (!model.timeDisturbedRuns().isEmpty()) {
            System.out.println("perfgate: " + ReportModel.plural(model.timeDisturbedRuns().size(), "run")
                    + " with time metrics disturbed: only their work metrics are in the benchmark files");
        }
        for (Path path : files.all()) {
            System.out.println("perfgate: wrote " + path);
        }
        return files;
    }

    /**
     * The run as the history keeps it: every metric's mean per (scenario, variant), with its verdict if any; valid
     * where the benchmark files would show it ({@link ReportModel#shown(ScenarioRun, Metric)}).
     */
    static RecordedRun toRecord(ReportModel model) {
        List<RecordedRun.Value> values = new ArrayList<>();
        for (ScenarioRun run : model.runs()) {
            for (Metric metric : Metric.values()) {
                boolean valid = model.shown(run, metric);
                Sample sample = model.sample(run, metric);
                String verdict = model.comparison(run.pair(), metric).map(c -> c.outcome().label())
                        .orElse(valid ? "" : Outcome.INVALID.label());
                values.add(new RecordedRun.Value(run.pair(), metric.id(), metric.unit(),
                        sample.mean(), sample.standardDeviationOrNaN(), sample.size(), valid, verdict));
            }
        }
        ScenarioRun first = model.runs().get(0);
        String commit = model.runs().stream().map(ScenarioRun::commit).distinct().count() == 1 ? first.commit() : "mixed";
        Instant started = model.runs().stream().map(ScenarioRun::startedAt).min(Instant::compareTo)
                .orElseThrow();
        return new RecordedRun(started, commit, model.input().comparisonKind(), first.machine(), values);
    }
}
