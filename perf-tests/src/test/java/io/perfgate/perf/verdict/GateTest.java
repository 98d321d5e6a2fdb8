package io.perfgate.perf.verdict;

import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.baseline.BaselineStore;
import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.result.LoadSettings;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.ServerJvm;
import io.perfgate.perf.result.TrialResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GateTest {
    private static final double[] STEADY = {1.00, 1.01, 0.99, 1.005, 0.995};
    private static final double[] NOISY = {1.0, 1.4, 0.8, 1.2, 1.1};
    private static final String REFRESH = "./mvnw verify -Pperf -Dperf.baseline.update=true -Dperf.variants=virtual-gson "
            + "-Dperf.scenarios=request-2";

    @TempDir
    Path temp;

    private static double[] parse(String values) {
        return Arrays.stream(values.trim().split("\\s+")).mapToDouble(Double::parseDouble).toArray();
    }

    private static double[] scaled(double[] values, double factor) {
        return Arrays.stream(values).map(v -> v * factor).toArray();
    }

    /**
     * A baseline of {@code values.length} boots, value i the one trial of boot i: time metrics are judged
     * against the spread of the boot means, work metrics against the trials, and here both are the values.
     */
    private static Optional<Baseline> baselineWith(Metric metric, double[] values) {
        return Optional.of(Baseline.of(Arrays.stream(values)
                .mapToObj(v -> Fixtures.run(Fixtures.trials(1).with(metric, new double[]{v}).build())).toList()));
    }

    private static ScenarioRun runWith(Metric metric, double[] values) {
        return Fixtures.run(Fixtures.trials(values.length).with(metric, values).build());
    }

    private static ScenarioVerdict check(Metric metric, double[] baseline, double[] current) {
        return Gate.judge(runWith(metric, current), Comparand.baseline(baselineWith(metric, baseline), false), Thresholds.defaults());
    }

    /** {@code trials} with the JIT's CPU per request of each, the server's own CPU per request 210 us. */
    private static ScenarioRun compiling(double... jitMicrosPerRequest) {
        List<TrialResult> built = Fixtures.trials(jitMicrosPerRequest.length).build();
        List<TrialResult> trials = new java.util.ArrayList<>();
        for (int i = 0; i < built.size(); i++) {
            TrialResult t = built.get(i);
            trials.add(new TrialResult(t.trial(), t.requests(), t.responses(), t.meanMillis(), t.p50Millis(), t.p90Millis(),
                    t.p99Millis(), t.maxMillis(), t.throughputPerSecond(), t.targetRatePerSecond(), t.errors(),
                    t.serverCpuMicrosPerRequest(), t.serverMemoryMegabytes(), t.serverTimeMeanMillis(),
                    t.allocatedBytesPerRequest(), t.responseBytesPerRequest(), t.gcCountPer1000Requests(),
                    t.gcMillisPerRequest(), t.generator(), t.invalidReasons(), t.workMetricsValid(), t.latencyPercentiles(),
                    jitMicrosPerRequest[i], t.boot()));
        }
        return Fixtures.run(trials);
    }

    @Test
    void trialsMeasuredWhileTheJitCompiledAreNamedInTheVerdict() {
        ScenarioRun run = compiling(0.5, 30, 2, Double.NaN, 11.5);
        ScenarioRun reference = compiling(40, 1, 1, 1, 1);

        ScenarioVerdict verdict = Gate.judge(run, Comparand.baseline(Optional.of(Baseline.of(List.of(run))), false),
                Thresholds.defaults());

        // 30 / (210 + 30) = 12.5%, 11.5 / (210 + 11.5) = 5.2%: above 5%; 2 / 212 and an unread NaN are not.
        assertTrue(verdict.notes().stream().anyMatch(n -> n.startsWith("2 of 5 trials were measured while the server's JIT "
                + "compiled (its compiler threads above 5% of the server's CPU, at most 13%)")), verdict.notes().toString());
        assertEquals(Optional.of(3), Gate.compiling(run, Comparand.sameRun(reference, "base", true)).map(n -> Integer.valueOf(
                n.substring(0, n.indexOf(' ')))), "the reference's trials count too");
        assertEquals(Optional.empty(), Gate.compiling(compiling(0.5, 1, 10, 2, 0), Comparand.baseline(Optional.empty(),
                false)), "10 / 220 = 4.5% is idle");
    }

    @Test
    void aServerWithEscapeAnalysisOnIsToldThatItsAllocatedBytesMoveFromBootToBoot() {
        ScenarioRun plain = Fixtures.run(Fixtures.trials(5).build());
        Map<String, String> options = new LinkedHashMap<>(plain.serverJvm().vmOptions());
        options.put("DoEscapeAnalysis", "true");
        ServerJvm on = new ServerJvm(plain.serverJvm().vendor(),
                plain.serverJvm().version(), plain.serverJvm().vmName(), plain.serverJvm().flags(),
                plain.serverJvm().garbageCollectors(), options);
        ScenarioRun run = new ScenarioRun(plain.pair(), plain.settings(), plain.machine(), on,
                plain.startedAt(), plain.commit(), plain.trials());

        ScenarioVerdict verdict = Gate.judge(run, Comparand.sameRun(run, "base", true), Thresholds.defaults());

        assertTrue(verdict.notes().stream().anyMatch(n -> n.startsWith("the server ran with escape analysis on")
                && n.contains("-XX:-DoEscapeAnalysis")), verdict.notes().toString());
        options.put("DoEscapeAnalysis", "false");
        ScenarioRun off = new ScenarioRun(plain.pair(), plain.settings(), plain.machine(),
                new ServerJvm(on.vendor(), on.version(), on.vmName(), on.flags(),
                        on.garbageCollectors(), options), plain.startedAt(), plain.commit(), plain.trials());
        assertEquals(Optional.empty(), Gate.escapeAnalysis(off, Thresholds.defaults().forScenario(off.scenario())));
        assertEquals(Optional.empty(), Gate.escapeAnalysis(plain, Thresholds.defaults().forScenario(plain.scenario())),
                "a JVM that did not say");
    }

    @ParameterizedTest(name = "{0}: {1} x{3} -> {4} {5}")
    @CsvSource(delimiter = '|', textBlock = """
            mean          | equal samples pass                                | 1.20 1.25 1.30 1.22 1.28      | 1.00 | PASS        |
            mean          | shift beyond threshold but within noise passes    | 1.0 1.4 0.8 1.2 1.1           | 1.20 | PASS        | beyond threshold but within noise
            mean          | significant shift beyond threshold regresses      | 1.00 1.01 0.99 1.005 0.995    | 1.20 | REGRESSION  |
            mean          | significant shift below threshold passes          | 1.000 1.001 0.999 1.0005 0.9995 | 1.03 | PASS        | significant but within threshold
            mean          | latency down is an improvement                    | 1.00 1.01 0.99 1.005 0.995    | 0.80 | IMPROVEMENT |
            throughput    | throughput down is a regression                   | 2000 1999 2001 2000.5 1999.5  | 0.80 | REGRESSION  |
            throughput    | throughput up is an improvement                   | 2000 1999 2001 2000.5 1999.5  | 1.20 | IMPROVEMENT |
            p99           | p99 within its 20 percent passes                  | 4.5 4.6 4.4 4.55 4.45         | 1.15 | PASS        | significant but within threshold
            p99           | p99 beyond its 20 percent regresses               | 4.5 4.6 4.4 4.55 4.45         | 1.25 | REGRESSION  |
            cpuPerRequest | cpu per request up regresses                      | 200 202 198 201 199           | 1.15 | REGRESSION  |
            serverTime    | server time up regresses                          | 0.60 0.61 0.59 0.605 0.595    | 1.15 | REGRESSION  |
            max           | max is report only                                | 30 31 29 30.5 29.5            | 2.00 | REPORT_ONLY |
            serverMemory  | server memory is report only                      | 96 97 95 96.5 95.5            | 1.50 | REPORT_ONLY |
            """)
    void metricVerdictFollowsThresholdSignificanceAndDirection(String metricId, String description, String baselineValues,
                                                               double factor, Outcome expected, String note) {
        Metric metric = Metric.byId(metricId);
        double[] baseline = parse(baselineValues);

        ScenarioVerdict verdict = check(metric, baseline, scaled(baseline, factor));

        MetricVerdict row = verdict.metric(metric).orElseThrow();
        assertEquals(expected, row.outcome(), verdict.toText());
        assertEquals(note == null ? "" : note, row.note(), verdict.toText());
        Outcome scenario = expected == Outcome.REPORT_ONLY ? Outcome.PASS : expected;
        assertEquals(scenario, verdict.outcome(), verdict.toText());
    }

    @Test
    void significanceLevelIsSplitOverTheMetricsTestedInTheScenario() throws IOException {
        // p is about 0.005 here: significant for one tested metric (alpha 0.01) but not for seven (0.01 / 7).
        double[] baseline = {1.0, 1.1, 0.95, 1.05, 1.0};
        double[] current = {1.25, 1.45, 1.2, 1.4, 1.3};
        Path onlyMean = temp.resolve("thresholds.json");
        Files.writeString(onlyMean, """
                {"formatVersion": 1, "defaults": {
                  "p50": {"reportOnly": true}, "p90": {"reportOnly": true}, "p99": {"reportOnly": true},
                  "throughput": {"reportOnly": true}, "cpuPerRequest": {"reportOnly": true}, "serverTime": {"reportOnly": true},
                  "allocatedBytesPerRequest": {"reportOnly": true}, "responseBytesPerRequest": {"reportOnly": true}}}
                """);

        ScenarioVerdict nineTests = check(Metric.MEAN, baseline, current);
        ScenarioVerdict oneTest = Gate.judge(runWith(Metric.MEAN, current), Comparand.baseline(baselineWith(Metric.MEAN, baseline), false), Thresholds.load(onlyMean));

        double p = oneTest.metric(Metric.MEAN).orElseThrow().pValue();
        assertTrue(p > 0.01 / 7 && p < 0.01, "p = " + p);
        assertEquals(0.01 / 9, nineTests.metric(Metric.MEAN).orElseThrow().requiredPValue(), 1e-12);
        assertEquals(Outcome.PASS, nineTests.outcome(), nineTests.toText());
        assertEquals(0.01, oneTest.metric(Metric.MEAN).orElseThrow().requiredPValue(), 1e-12);
        assertEquals(Outcome.REGRESSION, oneTest.outcome(), oneTest.toText());
    }

    @Test
    void scenarioOverrideInTheThresholdsFileChangesTheVerdict() throws IOException {
        Path file = temp.resolve("thresholds.json");
        Files.writeString(file, """
                {"formatVersion": 1, "scenarios": {"request-2": {"metrics": {"mean": {"thresholdPercent": 30}}}}}
                """);

        ScenarioVerdict verdict = Gate.judge(runWith(Metric.MEAN, scaled(STEADY, 1.2)), Comparand.baseline(baselineWith(Metric.MEAN, STEADY), false), Thresholds.load(file));

        assertEquals(Outcome.PASS, verdict.outcome(), verdict.toText());
    }

    @Test
    void errorRatioAboveItsLimitFailsWhateverTheLatency() {
        ScenarioRun fasterWithErrors = Fixtures.run(Fixtures.trials(5).with(Metric.MEAN, scaled(STEADY, 0.5))
                .serverErrors(2).build());

        ScenarioVerdict verdict = Gate.judge(fasterWithErrors, Comparand.baseline(baselineWith(Metric.MEAN, STEADY), false), Thresholds.defaults());

        assertEquals(Outcome.REGRESSION, verdict.outcome());
        assertEquals(Outcome.IMPROVEMENT, verdict.metric(Metric.MEAN).orElseThrow().outcome());
        MetricVerdict errors = verdict.metric(Metric.ERROR_RATIO).orElseThrow();
        assertEquals(Outcome.REGRESSION, errors.outcome());
        assertEquals("10 errors in 200000 requests (4xx 0, 5xx 10, other (1xx, unknown) 0, connection 0, timeouts 0) = 0.00005, "
                + "above the limit 0", errors.note());
        assertThrows(GateFailure.class, verdict::assertPassed);
    }

    @Test
    void errorRatioAboveItsLimitFailsEvenWithoutBaseline() {
        ScenarioRun withErrors = Fixtures.run(Fixtures.trials(5).serverErrors(1).build());

        ScenarioVerdict verdict = Gate.judge(withErrors, Comparand.baseline(Optional.empty(), false), Thresholds.defaults());

        assertEquals(Outcome.REGRESSION, verdict.outcome());
        assertTrue(verdict.notes().stream().anyMatch(n -> n.startsWith("errors above the limit: 5 errors")), verdict.toText());
    }

    @Test
    void missingBaselineIsReportedWithTheCommandThatCreatesItAndDoesNotFail() {
        ScenarioVerdict verdict = Gate.judge(runWith(Metric.MEAN, STEADY), Comparand.baseline(Optional.empty(), true), Thresholds.defaults());

        assertEquals(Outcome.NO_BASELINE, verdict.outcome());
        assertEquals(Outcome.NO_BASELINE, verdict.metric(Metric.MEAN).orElseThrow().outcome());
        assertEquals("no baseline for virtual-gson / request-2 yet; create it with: " + REFRESH, verdict.notes().getFirst());
        assertDoesNotThrow(verdict::assertPassed);
    }

    @Test
    void baselineMeasuredWithOtherLoadSettingsIsNotComparedAndSaysWhatChanged() {
        ScenarioRun other = Fixtures.run(
                new LoadSettings(LoadModel.OPEN, 3000, 0, 16, Duration.ofSeconds(10),
                        Duration.ofSeconds(20), 5),
                Fixtures.machine(), Fixtures.trials(5).with(Metric.MEAN, scaled(STEADY, 2)).build());

        ScenarioVerdict verdict = Gate.judge(other, Comparand.baseline(baselineWith(Metric.MEAN, STEADY), true), Thresholds.defaults());

        assertEquals(Outcome.SETTINGS_CHANGED, verdict.outcome());
        assertEquals(Outcome.SETTINGS_CHANGED, verdict.metric(Metric.MEAN).orElseThrow().outcome());
        assertEquals("the baseline was measured with other load settings (ratePerSecond 2000.0 -> 3000.0): not comparable; "
                + "refresh it with: " + REFRESH, verdict.notes().getFirst());
        assertFalse(verdict.failed());
    }

    @Test
    void differentTrialCountsAreStillCompared() {
        double[] tenTrials = {1.00, 1.01, 0.99, 1.005, 0.995, 1.0, 1.002, 0.998, 1.001, 0.999};

        ScenarioVerdict verdict = Gate.judge(runWith(Metric.MEAN, scaled(STEADY, 1.2)), Comparand.baseline(baselineWith(Metric.MEAN, tenTrials), false), Thresholds.defaults());

        assertEquals(Outcome.REGRESSION, verdict.outcome(), verdict.toText());
    }

    @Test
    void baselineFromAnotherMachineIsNamedAndDoesNotFailByDefault() {
        ScenarioRun elsewhere = Fixtures.run(Fixtures.settings(), Fixtures.otherMachine(),
                Fixtures.trials(5).with(Metric.MEAN, scaled(STEADY, 1.5)).build());

        ScenarioVerdict verdict = Gate.judge(elsewhere, Comparand.baseline(baselineWith(Metric.MEAN, STEADY), false), Thresholds.defaults());

        assertEquals(Outcome.OTHER_MACHINE, verdict.outcome(), verdict.toText());
        MetricVerdict mean = verdict.metric(Metric.MEAN).orElseThrow();
        assertEquals(Outcome.OTHER_MACHINE, mean.outcome());
        assertEquals("would be REGRESSION on the same machine", mean.note());
        assertEquals(0.5, mean.relativeChange(), 1e-9);
        assertEquals("the baseline is from another machine: AMD EPYC 7B13, 2 cores, launcher process; this run: "
                + "Intel Xeon Platinum 8370C, 4 cores, launcher container; time metrics do not fail "
                + "(-Dperf.gate.strict=true makes them); work metrics are compared where the server JVM matches; "
                + "refresh with: " + REFRESH, verdict.notes().getFirst());
        assertDoesNotThrow(verdict::assertPassed);
    }

    @Test
    void baselineFromAnotherMachineFailsInStrictMode() {
        ScenarioRun elsewhere = Fixtures.run(Fixtures.settings(), Fixtures.otherMachine(),
                Fixtures.trials(5).with(Metric.MEAN, scaled(STEADY, 1.5)).build());

        ScenarioVerdict verdict = Gate.judge(elsewhere, Comparand.baseline(baselineWith(Metric.MEAN, STEADY), true), Thresholds.defaults());

        assertEquals(Outcome.REGRESSION, verdict.outcome(), verdict.toText());
        assertTrue(verdict.notes().getFirst().contains("compared anyway because -Dperf.gate.strict=true"));
        assertThrows(GateFailure.class, verdict::assertPassed);
    }

    @Test
    void invalidTrialsInTheCurrentRunAreAHarnessProblemNotARegression() {
        ScenarioRun invalid = Fixtures.run(Fixtures.trials(5).with(Metric.MEAN, scaled(STEADY, 3))
                .lastInvalid("achieved 1412 req/s of the 2000 req/s target").build());

        ScenarioVerdict verdict = Gate.judge(invalid, Comparand.baseline(baselineWith(Metric.MEAN, STEADY), false), Thresholds.defaults());

        assertEquals(Outcome.INVALID, verdict.outcome());
        assertTrue(verdict.metrics().stream().allMatch(row -> row.outcome() == Outcome.INVALID));
        InvalidRunException e = assertThrows(InvalidRunException.class, verdict::assertPassed);
        assertTrue(e.getMessage().startsWith("HARNESS PROBLEM"), e.getMessage());
        assertTrue(e.getMessage().contains("trial 5: achieved 1412 req/s of the 2000 req/s target"), e.getMessage());
    }

    @Test
    void invalidTrialsInTheBaselineMakeTheVerdictInvalid() {
        Baseline broken = Baseline.of(Fixtures.run(Fixtures.trials(5).lastInvalid("session pool exhausted").build()));

        ScenarioVerdict verdict = Gate.judge(runWith(Metric.MEAN, STEADY), Comparand.baseline(Optional.of(broken), false), Thresholds.defaults());

        assertEquals(Outcome.INVALID, verdict.outcome());
        assertTrue(verdict.notes().getFirst().contains("trial 5: session pool exhausted"), verdict.toText());
        assertThrows(InvalidRunException.class, verdict::assertPassed);
    }

    @Test
    void metricWithoutValuesIsNotMeasuredRatherThanCompared() {
        ScenarioRun noServerTiming = Fixtures.run(Fixtures.trials(5).without(Metric.SERVER_TIME).build());

        ScenarioRun boot = Fixtures.run(Fixtures.trials(5).build());
        Optional<Baseline> baseline = Optional.of(Baseline.of(List.of(boot, boot, boot)));

        ScenarioVerdict verdict = Gate.judge(noServerTiming, Comparand.baseline(baseline, false), Thresholds.defaults());

        MetricVerdict row = verdict.metric(Metric.SERVER_TIME).orElseThrow();
        assertEquals(Outcome.NOT_MEASURED, row.outcome());
        assertEquals("not measured by this run", row.note());
        assertEquals(Outcome.PASS, verdict.outcome());
        assertEquals(0.01 / 8, verdict.metric(Metric.MEAN).orElseThrow().requiredPValue(), 1e-12);
    }

    @Test
    void trialThatDidNotMeasureAMetricIsLeftOutOfThatComparison() {
        double[] withGap = {0.60, Double.NaN, 0.59, 0.605, 0.595};
        double[] slower = {0.72, 0.73, 0.71, 0.725, 0.715};

        ScenarioVerdict verdict = check(Metric.SERVER_TIME, withGap, slower);

        MetricVerdict row = verdict.metric(Metric.SERVER_TIME).orElseThrow();
        assertEquals(4, row.baseline().size());
        assertEquals(Outcome.REGRESSION, row.outcome(), verdict.toText());
    }

    @Test
    void singleTrialCannotBeTestedAndSaysSo() {
        ScenarioVerdict verdict = check(Metric.ALLOCATED_BYTES_PER_REQUEST, new double[]{1.0}, new double[]{2.0});

        MetricVerdict row = verdict.metric(Metric.ALLOCATED_BYTES_PER_REQUEST).orElseThrow();
        assertEquals(Outcome.INCONCLUSIVE, row.outcome());
        assertEquals("a significance test needs >= 2 trials on each side", row.note());
        assertEquals(Outcome.INCONCLUSIVE, verdict.outcome());
        assertFalse(verdict.failed());
    }

    @Test
    void aBaselineOfOneBootCannotJudgeTimeMetricsAndTheVerdictSaysSo() {
        // A baseline written before boots were recorded: its trials say nothing about the drift between runs.
        Baseline oneBoot = Baseline.of(Fixtures.run(Fixtures.trials(5).with(Metric.MEAN, STEADY).build()));

        ScenarioVerdict verdict = Gate.judge(runWith(Metric.MEAN, scaled(STEADY, 3)), Comparand.baseline(Optional.of(oneBoot), false),
                Thresholds.defaults());

        MetricVerdict mean = verdict.metric(Metric.MEAN).orElseThrow();
        assertEquals(Outcome.INCONCLUSIVE, mean.outcome(), verdict.toText());
        assertEquals("the baseline needs >= 2 boots to know how far unchanged code moves between runs", mean.note());
        assertTrue(verdict.notes().stream().anyMatch(n -> n.startsWith("not judged (mean, p50, p90, p99, throughput,")
                && n.endsWith("the baseline needs >= 2 boots to know how far unchanged code moves between runs")), verdict.toText());
        assertEquals(Outcome.PASS, verdict.metric(Metric.ALLOCATED_BYTES_PER_REQUEST).orElseThrow().outcome());
        assertEquals(Outcome.INCONCLUSIVE, verdict.outcome(), verdict.toText());
    }

    @Test
    void improvementSuggestsRefreshingTheBaseline() {
        ScenarioVerdict verdict = check(Metric.MEAN, STEADY, scaled(STEADY, 0.7));

        assertEquals(Outcome.IMPROVEMENT, verdict.outcome());
        assertEquals("improved: mean -30.0%; refresh the baseline to keep the gain: " + REFRESH, verdict.notes().getFirst());
    }

    @Test
    void baselineWrittenByTheUpdateCommandReadsBackAndPassesAgainstItsOwnRun() {
        BaselineStore store = BaselineStore.at(temp.resolve("baselines"));
        ScenarioRun run = Fixtures.run(Fixtures.trials(5).with(Metric.MEAN, NOISY).without(Metric.SERVER_TIME).build());

        store.write(List.of(run, run, run));
        Optional<Baseline> baseline = store.read(run.pair());
        ScenarioVerdict verdict = Gate.judge(run, Comparand.baseline(baseline, true), Thresholds.defaults());

        assertFalse(baseline.orElseThrow().metrics().containsKey(Metric.SERVER_TIME));
        assertEquals(Outcome.PASS, verdict.outcome(), verdict.toText());
        assertEquals(Outcome.NOT_MEASURED, verdict.metric(Metric.SERVER_TIME).orElseThrow().outcome());
        assertEquals("not measured by the baseline", verdict.metric(Metric.SERVER_TIME).orElseThrow().note());
    }

    @Test
    void noisyButUnchangedRunPasses() {
        ScenarioVerdict verdict = check(Metric.MEAN, NOISY, new double[]{1.1, 0.9, 1.3, 1.05, 1.25});

        assertEquals(Outcome.PASS, verdict.outcome(), verdict.toText());
        assertDoesNotThrow(verdict::assertPassed);
    }
}
