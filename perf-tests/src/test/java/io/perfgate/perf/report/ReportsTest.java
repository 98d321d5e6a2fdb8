package io.perfgate.perf.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.history.RecordedRun;
import io.perfgate.perf.history.RunHistory;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

class ReportsTest {

    @Test
    void writeAllWritesEveryFileAndAppendsTheRunToTheHistory(@TempDir Path tmp) {
        ReportFiles files = Reports.writeAll(ReportFixtures.mixed(), tmp.resolve("perfgate"), tmp.resolve("h/history.db"));

        for (Path path : files.all()) {
            assertTrue(Files.isRegularFile(path), "missing " + path);
        }
        assertEquals(tmp.resolve("perfgate/summary.md"), files.summary());
        try (RunHistory history = RunHistory.open(files.history())) {
            assertEquals(1, history.runCount());
        }
    }

    @Test
    void anInvalidRunIsLeftOutOfBothBenchmarkFilesAndTheSummarySaysSo() {
        ReportInput input = ReportFixtures.mixed();

        List<String> names = new ArrayList<>(names(BenchmarkFiles.smallerIsBetter(new ReportModel(input))));
        names.addAll(names(BenchmarkFiles.biggerIsBetter(new ReportModel(input))));

        assertTrue(names.stream().noneMatch(n -> n.startsWith("request-2 / virtual-own /")), names.toString());
        assertTrue(names.contains("request-1 / virtual-own / mean"), names.toString());
        assertTrue(names.contains("request-2 / virtual-gson / throughput"), names.toString());
        String summary = SummaryMarkdown.render(new ReportModel(input));
        assertTrue(summary.contains("`request-2 / virtual-own`: trial 2: " + ReportFixtures.INVALID_REASON), summary);
        assertTrue(summary.contains("Left out of the tables, the charts and the github-action-benchmark files."), summary);
    }

    @Test
    void aRunTheGateCalledInvalidIsLeftOutEvenWhenEveryTrialLooksValid() {
        ReportInput passing = ReportFixtures.passing();
        List<Comparison> comparisons = new ArrayList<>(passing.comparisons());
        comparisons.add(new Comparison(new PairId("platform-own", "request-1"), Metric.MEAN, 1.1, Double.NaN, Double.NaN,
                "+10 %", "", Outcome.INVALID, "too few trials left", Double.NaN));
        ReportInput input = new ReportInput(passing.runs(), comparisons, passing.comparisonKind());

        List<String> names = names(BenchmarkFiles.smallerIsBetter(new ReportModel(input)));

        assertTrue(names.stream().noneMatch(n -> n.startsWith("request-1 / platform-own /")), names.toString());
        assertTrue(SummaryMarkdown.render(new ReportModel(input)).contains("`request-1 / platform-own`: too few trials left"));
    }

    private static final String STOLEN = "other processes took 900 ms and the hypervisor 0 ms of the load generator's 1 CPU(s)";

    /** One pair whose every trial lost the load generator's CPU; against its baseline the gate passed it. */
    private static ReportInput timeDisturbed() {
        ScenarioRun run = Fixtures.run(Fixtures.trials(3).disturbed(1, STOLEN).disturbed(2, STOLEN).disturbed(3, STOLEN)
                .with(Metric.ALLOCATED_BYTES_PER_REQUEST, 59_000, 59_200, 59_400).build());
        return new ReportInput(List.of(run), List.of(
                new Comparison(run.pair(), Metric.MEAN, 1.25, 1.25, 0, "+10 %", "p = 0.50 (Welch)", Outcome.PASS,
                        "time metrics judged with disturbed trials in", 12.0),
                new Comparison(run.pair(), Metric.ALLOCATED_BYTES_PER_REQUEST, 59_100, 59_200, 0.17, "+10 %",
                        "p = 0.40 (Welch)", Outcome.PASS, "", 0.9)), "committed baselines");
    }

    @Test
    void aRunWhoseTimeMetricsWereDisturbedWritesItsWorkMetricsAndNoTimeMetric() {
        ReportModel model = new ReportModel(timeDisturbed());
        ScenarioRun run = model.runs().getFirst();

        JsonArray smaller = JsonParser.parseString(BenchmarkFiles.smallerIsBetter(model)).getAsJsonArray();

        assertEquals(List.of("request-2 / virtual-gson / allocatedBytesPerRequest",
                "request-2 / virtual-gson / responseBytesPerRequest"), names(smaller.toString()));
        JsonObject allocated = smaller.get(0).getAsJsonObject();
        assertEquals(59_200, allocated.get("value").getAsDouble(), 1e-9, "every trial's allocations count");
        assertEquals("± 200", allocated.get("range").getAsString());
        assertTrue(allocated.get("extra").getAsString().startsWith("time metrics disturbed in 3 of 3 trials, not shown\n"
                + "errors 0 of 120000 requests\n3 trials of 20 s"), allocated.get("extra").getAsString());
        assertEquals("[]\n", BenchmarkFiles.biggerIsBetter(model), "throughput is a time metric");
        assertEquals("""
                {
                  "runs": 1,
                  "leftOut": [
                    {
                      "series": "request-2 / virtual-gson",
                      "status": "time metrics disturbed",
                      "reason": "all 3 trials: %s"
                    }
                  ]
                }
                """.formatted(STOLEN), BenchmarkFiles.leftOut(model));
        // The reports and the history draw the same line: no time metric, the work metrics.
        assertEquals(Table.INVALID_CELL, Tables.results(model, Metric.MEAN).rows().getFirst().get(1));
        assertTrue(SummaryMarkdown.render(model).contains("github-action-benchmark files, which keep the work metrics"));
        List<RecordedRun.Value> recorded = Reports.toRecord(model).values();
        assertEquals(List.of(Metric.ERROR_RATIO, Metric.ALLOCATED_BYTES_PER_REQUEST, Metric.RESPONSE_BYTES_PER_REQUEST,
                        Metric.GC_COUNT_PER_1000_REQUESTS).stream().map(Metric::id).toList(),
                recorded.stream().filter(RecordedRun.Value::valid).map(RecordedRun.Value::metricId).toList());
        assertEquals(3, model.sample(run, Metric.ALLOCATED_BYTES_PER_REQUEST).size());
    }

    @Test
    void aReportWithNothingValidWritesEmptyBenchmarkFilesAndTheLeftOutRecordNamesEachRunAndWhy() {
        List<ScenarioRun> runs = List.of(ReportFixtures.run("virtual-own", "request-1", 1.191, 2, ReportFixtures.STARTED),
                ReportFixtures.run("virtual-own", "request-2", 0.1448, 3, ReportFixtures.STARTED));
        ReportModel model = new ReportModel(new ReportInput(runs, List.of(), "committed baselines"));

        assertEquals("[]\n", BenchmarkFiles.smallerIsBetter(model));
        assertEquals("[]\n", BenchmarkFiles.biggerIsBetter(model));
        assertEquals("""
                {
                  "runs": 2,
                  "leftOut": [
                    {
                      "series": "request-1 / virtual-own",
                      "status": "INVALID",
                      "reason": "trial 2: %1$s"
                    },
                    {
                      "series": "request-2 / virtual-own",
                      "status": "INVALID",
                      "reason": "trial 3: %1$s"
                    }
                  ]
                }
                """.formatted(ReportFixtures.INVALID_REASON), BenchmarkFiles.leftOut(model));
    }

    @Test
    void benchmarkEntriesHaveTheFieldsGithubActionBenchmarkReadsInAFixedOrder() {
        JsonArray entries = JsonParser.parseString(BenchmarkFiles.smallerIsBetter(new ReportModel(ReportFixtures.passing()))).getAsJsonArray();

        // The fixtures' trials carry no work metrics: 8 runs x the six time and memory series.
        assertEquals(8 * (BenchmarkFiles.SMALLER_IS_BETTER.size() - 2), entries.size());
        for (JsonElement e : entries) {
            JsonObject entry = e.getAsJsonObject();
            assertEquals(List.of("name", "unit", "value", "range", "extra"), List.copyOf(entry.keySet()));
            assertTrue(entry.get("value").getAsJsonPrimitive().isNumber(), entry.toString());
            assertTrue(entry.get("range").getAsString().startsWith("± "), entry.toString());
        }
        JsonObject first = entries.get(0).getAsJsonObject();
        assertEquals("request-1 / platform-gson / mean", first.get("name").getAsString());
        assertEquals(1.2160, first.get("value").getAsDouble(), 1e-9);
    }

    @Test
    void theTrendRecordsTheWorkMetricsWhichCompareAcrossRunnersCpuModels() {
        ReportInput real = SavedRuns.load("ab-passed");
        JsonArray entries = JsonParser.parseString(BenchmarkFiles.smallerIsBetter(new ReportModel(real))).getAsJsonArray();
        ScenarioRun run = real.runs().getFirst();

        for (Metric metric : List.of(Metric.ALLOCATED_BYTES_PER_REQUEST, Metric.RESPONSE_BYTES_PER_REQUEST)) {
            JsonObject entry = entries.asList().stream().map(JsonElement::getAsJsonObject)
                    .filter(e -> e.get("name").getAsString().equals("request-2 / platform-own / " + metric.id()))
                    .findFirst().orElseThrow(() -> new AssertionError(metric.id() + " missing from " + entries));
            assertEquals("B", entry.get("unit").getAsString());
            double mean = run.trials().stream().mapToDouble(metric::of).average().orElseThrow();
            assertEquals(mean, entry.get("value").getAsDouble(), 0.05, metric.id());
        }
    }

    @Test
    void aMetricThatWasNotMeasuredIsLeftOutRatherThanWrittenAsZero() {
        List<ScenarioRun> runs = ReportFixtures.runs(false).stream().map(ReportsTest::withoutCpu).toList();

        List<String> names = names(BenchmarkFiles.smallerIsBetter(new ReportModel(new ReportInput(runs, List.of(), "committed baselines"))));

        assertTrue(names.stream().noneMatch(n -> n.endsWith("/ cpuPerRequest")), names.toString());
        assertTrue(names.contains("request-1 / platform-gson / serverMemory"), names.toString());
    }

    static Stream<Arguments> headlines() {
        Supplier<ReportInput> invalidOnly = () -> {
            ReportInput mixed = ReportFixtures.mixed();
            return new ReportInput(mixed.runs(), mixed.comparisons().stream()
                    .filter(c -> c.outcome() != Outcome.REGRESSION).toList(), mixed.comparisonKind());
        };
        Supplier<ReportInput> noBaseline = () -> new ReportInput(ReportFixtures.runs(false), List.of(
                new Comparison(new PairId("virtual-own", "request-1"), Metric.MEAN, Double.NaN, 1.2, Double.NaN, "+10 %", "",
                        Outcome.NO_BASELINE, "", Double.NaN)), "committed baselines");
        Supplier<ReportInput> errorRatioOnly = () -> new ReportInput(ReportFixtures.runs(false), List.of(
                new Comparison(new PairId("virtual-own", "request-1"), Metric.MEAN, Double.NaN, 1.2, Double.NaN, "+10 %", "",
                        Outcome.NO_BASELINE, "", Double.NaN),
                new Comparison(new PairId("virtual-own", "request-1"), Metric.ERROR_RATIO, Double.NaN, 0, Double.NaN, "<= 0", "",
                        Outcome.PASS, "", Double.NaN)), "committed baselines");
        Supplier<ReportInput> partlyCompared = () -> {
            ReportInput passing = ReportFixtures.passing();
            List<Comparison> rows = new java.util.ArrayList<>(passing.comparisons());
            rows.add(new Comparison(new PairId("virtual-own", "request-1"), Metric.SERVER_TIME, Double.NaN, 0.3, Double.NaN, "+10 %", "",
                    Outcome.NO_BASELINE, "", Double.NaN));
            return new ReportInput(passing.runs(), rows, passing.comparisonKind());
        };
        Supplier<ReportInput> twoMetricsOfOnePair = () -> {
            ReportInput mixed = ReportFixtures.mixed();
            List<Comparison> rows = new java.util.ArrayList<>(mixed.comparisons());
            Comparison regression = rows.stream().filter(c -> c.outcome() == Outcome.REGRESSION).findFirst().orElseThrow();
            rows.add(new Comparison(regression.pair(), Metric.SERVER_TIME, 1.0, 1.5, 50, "+10 %",
                    "p = 0.0001", Outcome.REGRESSION, "", 10.5));
            return new ReportInput(mixed.runs(), rows, mixed.comparisonKind());
        };
        Supplier<ReportInput> nothing = () -> new ReportInput(List.of(), List.of(), "committed baselines");
        return Stream.of(
                arguments("passing", (Supplier<ReportInput>) ReportFixtures::passing, "✅ perfgate: passed"),
                arguments("mixed", (Supplier<ReportInput>) ReportFixtures::mixed,
                        "❌ perfgate: 1 regression, 1 invalid run (harness problem)"),
                arguments("two metrics of one pair", twoMetricsOfOnePair,
                        "❌ perfgate: 1 regression (2 metrics), 1 invalid run (harness problem)"),
                arguments("invalid only", invalidOnly, "⚠️ perfgate: invalid run (harness problem)"),
                arguments("no baseline", noBaseline, "ℹ️ perfgate: nothing compared (no baseline 1)"),
                arguments("error ratio alone is no comparison", errorRatioOnly,
                        "ℹ️ perfgate: nothing compared (no baseline 1)"),
                arguments("partly compared", partlyCompared, "✅ perfgate: passed (not compared: no baseline 1)"),
                arguments("no runs", nothing, "⚠️ perfgate: no results (nothing was measured)"));
    }

    @ParameterizedTest(name = "{0}: {2}")
    @MethodSource("headlines")
    void theSummaryOpensWithTheVerdictInOneLine(String name, Supplier<ReportInput> input, String headline) {
        String summary = SummaryMarkdown.render(new ReportModel(input.get()));

        assertEquals(headline, summary.lines().findFirst().orElseThrow());
    }

    @Test
    void summaryFoldsPassesAndShowsRegressionsImprovementsAndInvalidRowsOutright() {
        String summary = SummaryMarkdown.render(new ReportModel(ReportFixtures.mixed()));
        int fold = summary.indexOf("<details>");

        assertTrue(fold > 0, summary);
        String comparison = summary.substring(summary.indexOf("### Comparison with"));
        int foldInComparison = comparison.indexOf("<details>");
        assertTrue(comparison.indexOf("| **REGRESSION** |") < foldInComparison, comparison);
        assertTrue(comparison.indexOf("| improvement |") < foldInComparison, comparison);
        assertTrue(comparison.indexOf("| **INVALID** |") < foldInComparison, comparison);
        assertTrue(comparison.indexOf("| pass |") > foldInComparison, comparison);
        assertFalse(comparison.substring(0, foldInComparison).contains("| pass |"));
    }

    @Test
    void aFullRunOfTwelvePairsThatAllRegressedFitsAPullRequestComment() {
        // The saved plain run of all 12 pairs, every request made 30 times slower: beyond what even three boots of
        // baseline (detectable up to +3,800%) miss, so every pair regresses.
        String summary = SummaryMarkdown.render(new ReportModel(SavedRuns.load("baseline-passed", SavedRuns.slower(30))));

        assertTrue(summary.length() <= SummaryMarkdown.MAX_CHARS, summary.length() + " characters");
        assertTrue(summary.startsWith("❌ perfgate: 12 regressions"), summary.lines().findFirst().orElseThrow());
        assertFalse(summary.contains("Left out"), "a real run of every pair fits whole: " + summary);
        assertTrue(summary.contains("| request-2 | virtual-gson | **REGRESSION** |"), summary);
    }

    @Test
    void aSummaryTooLongForACommentLeavesOutWhatIsLeastNeededAndSaysSo() {
        List<ScenarioRun> runs = new ArrayList<>();
        List<Comparison> comparisons = new ArrayList<>();
        for (int s = 1; s <= 30; s++) {
            for (String variant : ReportFixtures.VARIANTS) {
                ScenarioRun run = ReportFixtures.run(variant, "scenario-" + s, 1.0, 0, ReportFixtures.STARTED);
                runs.add(run);
                for (Metric metric : Metric.values()) {
                    comparisons.add(new Comparison(run.pair(), metric, 1.0, 1.2, 20, "+10 %", "p < 0.0001",
                            metric == Metric.MEAN ? Outcome.REGRESSION : Outcome.PASS, "", 5.0));
                }
            }
        }
        String summary = SummaryMarkdown.render(new ReportModel(new ReportInput(runs, comparisons, "committed baselines")));

        assertTrue(summary.length() <= SummaryMarkdown.MAX_CHARS, summary.length() + " characters");
        assertTrue(summary.startsWith("❌ perfgate: 120 regressions"), summary.lines().findFirst().orElseThrow());
        assertTrue(summary.contains("Left out to fit a pull-request comment"), summary);
        assertTrue(summary.contains("the comparisons that need no attention"), summary);
        assertTrue(summary.contains("| scenario-1 | platform-gson | mean |"), "regressions come first: " + summary);
    }

    @Test
    void markdownCellsCannotBreakTheTable() {
        assertEquals("a \\| b &lt;br&gt; c", MarkdownTable.escape("a | b <br>\nc"));
    }

    private static ScenarioRun withoutCpu(ScenarioRun run) {
        return new ScenarioRun(run.pair(), run.settings(), run.machine(), run.serverJvm(), run.startedAt(), run.commit(),
                run.trials().stream().map(t -> new io.perfgate.perf.result.TrialResult(t.trial(), t.requests(),
                        t.responses(), t.meanMillis(), t.p50Millis(), t.p90Millis(), t.p99Millis(), t.maxMillis(),
                        t.throughputPerSecond(), t.targetRatePerSecond(), t.errors(), Double.NaN,
                        t.serverMemoryMegabytes(), t.serverTimeMeanMillis(), t.allocatedBytesPerRequest(),
                        t.responseBytesPerRequest(), t.gcCountPer1000Requests(), t.gcMillisPerRequest(), t.generator(),
                        t.invalidReasons())).toList());
    }

    static List<String> names(String json) {
        List<String> names = new ArrayList<>();
        for (JsonElement e : JsonParser.parseString(json).getAsJsonArray()) {
            names.add(e.getAsJsonObject().get("name").getAsString());
        }
        return names;
    }
}
