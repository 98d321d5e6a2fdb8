package io.perfgate.perf.protocol;

import io.perfgate.perf.host.GeneratorCpu;
import io.perfgate.perf.launch.ResourceUsage;
import io.perfgate.perf.load.LatencySummary;
import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.load.LoadWindow;
import io.perfgate.perf.load.ScenarioSettings;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.verdict.InvalidTrials;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TrialSummarizerTest {
    private static final ScenarioSettings OPEN = new ScenarioSettings("request-2", 1, LoadModel.OPEN, 1000, 0, 32, 200, 1,
            Duration.ofSeconds(5), 0, Duration.ofSeconds(5), 5, java.nio.file.Path.of("request-2.hf.yaml"));
    private static final ScenarioSettings CLOSED = new ScenarioSettings("request-2", 1, LoadModel.CLOSED, 1, 16, 32, 200, 1,
            Duration.ofSeconds(5), 0, Duration.ofSeconds(5), 5, java.nio.file.Path.of("request-2.hf.yaml"));
    private static final LatencySummary LATENCY = new LatencySummary(5000, 0.5, 0.4, 0.8, 2.5, 9.1);
    private static final LatencySummary SERVER = new LatencySummary(5000, 0.2, 0.15, 0.3, 1.1, 4.0);
    private static final ResourceUsage BEFORE = new ResourceUsage(OptionalLong.of(10_000_000_000L), OptionalLong.of(50L << 20));
    private static final ResourceUsage AFTER = new ResourceUsage(OptionalLong.of(10_250_000_000L), OptionalLong.of(120L << 20));
    /** A generator that is not pinned: what others take of its CPUs is not measured. */
    private static final Optional<GeneratorCpu.Stolen> NOT_WATCHED = Optional.empty();

    /** 5000 requests in 5 s at a 1000 req/s target: healthy. */
    private static LoadWindow healthy() {
        return new LoadWindow(Duration.ofSeconds(5), 5000, 5000, LATENCY, SERVER, 23_560_000L,
                new LoadWindow.StatusCounts(4990, 1, 6, 2, 1), 3, 4, 0, 20_000_000L, 12, 200, false, List.of());
    }

    @Test
    void aHealthyTrialCarriesEveryMeasurementInItsUnit() {
        TrialResult t = TrialSummarizer.summarize(3, OPEN, healthy(), BEFORE, AFTER, Optional.empty(), NOT_WATCHED, ValidityRules.DEFAULT);

        assertEquals(3, t.trial());
        assertEquals(5000, t.requests());
        assertEquals(5000, t.responses());
        assertEquals(List.of(0.5, 0.4, 0.8, 2.5, 9.1), List.of(t.meanMillis(), t.p50Millis(), t.p90Millis(), t.p99Millis(), t.maxMillis()));
        assertEquals(1000, t.throughputPerSecond(), 1e-9);
        assertEquals(1000, t.targetRatePerSecond(), 1e-9);
        assertEquals(new TrialResult.ErrorCounts(6, 2, 1, 3, 4), t.errors()); // the one redirect is an answer
        assertEquals(50.0, t.serverCpuMicrosPerRequest(), 1e-9, "250 ms of CPU over 5000 responses");
        assertEquals(120.0, t.serverMemoryMegabytes(), 1e-9);
        assertEquals(0.2, t.serverTimeMeanMillis(), 1e-9);
        assertEquals(new TrialResult.GeneratorHealth(20.0, 12, 200, false), t.generator());
        assertTrue(t.valid(), () -> String.join("; ", t.invalidReasons()));
    }

    @Test
    void whatTheLauncherCannotSeeIsNaNNotZero() {
        TrialResult t = TrialSummarizer.summarize(1, OPEN, healthy(), ResourceUsage.UNKNOWN, ResourceUsage.UNKNOWN,
                Optional.empty(), NOT_WATCHED, ValidityRules.DEFAULT);

        assertTrue(Double.isNaN(t.serverCpuMicrosPerRequest()));
        assertTrue(Double.isNaN(t.serverMemoryMegabytes()));
        assertTrue(Double.isNaN(t.allocatedBytesPerRequest()));
        assertTrue(Double.isNaN(t.gcCountPer1000Requests()));
        assertTrue(Double.isNaN(t.gcMillisPerRequest()));
        assertEquals(4712.0, t.responseBytesPerRequest(), 1e-9, "the generator counts response bytes whatever the launcher");
        assertTrue(t.valid());
    }

    @Test
    void workMetricsComeFromTheServerJvmsCountersAndTheGeneratorsByteCount() {
        ResourceUsage before = new ResourceUsage(OptionalLong.of(10_000_000_000L), OptionalLong.of(50L << 20),
                OptionalLong.of(3_000_000_000L), OptionalLong.of(40), OptionalLong.of(100));
        ResourceUsage after = new ResourceUsage(OptionalLong.of(10_250_000_000L), OptionalLong.of(120L << 20),
                OptionalLong.of(3_000_000_000L + 5_000L * 59_361), OptionalLong.of(43), OptionalLong.of(106));

        TrialResult t = TrialSummarizer.summarize(1, OPEN, healthy(), before, after, Optional.empty(), NOT_WATCHED, ValidityRules.DEFAULT);

        assertEquals(59_361.0, t.allocatedBytesPerRequest(), 0, "5,000 responses, 59,361 B each");
        assertEquals(4712.0, t.responseBytesPerRequest(), 1e-9, "23,560,000 body bytes over 5,000 responses");
        assertEquals(0.6, t.gcCountPer1000Requests(), 1e-12, "3 collections over 5,000 responses");
        assertEquals(0.0012, t.gcMillisPerRequest(), 1e-12, "6 ms of collection over 5,000 responses");
        assertEquals(50.0, t.serverCpuMicrosPerRequest(), 1e-9);
    }

    static Stream<Arguments> brokenTrials() {
        return Stream.of(
                broken("no responses", w -> copy(w, 5000, 0, 0, false, 0), "no responses arrived"),
                broken("rate below 95% of target", w -> copy(w, 4700, 4700, 0, false, 0), "achieved rate 940 req/s, required >= 950 req/s"),
                broken("blocked beyond 1% of the trial", w -> copy(w, 5000, 5000, 51_000_000L, false, 0), "generator blocked 51 ms"),
                broken("session pool ran out", w -> copy(w, 5000, 5000, 0, true, 0), "session pool ran out (limit 200"),
                broken("generator-internal errors", w -> copy(w, 5000, 5000, 0, false, 2), "2 generator-internal errors"));
    }

    private static Arguments broken(String name, UnaryOperator<LoadWindow> breakIt, String reason) {
        return Arguments.of(name, breakIt, reason);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenTrials")
    void aTrialThatMeasuredTheHarnessIsInvalidAndSaysWhy(String name, UnaryOperator<LoadWindow> breakIt, String reason) {
        TrialResult t = TrialSummarizer.summarize(1, OPEN, breakIt.apply(healthy()), BEFORE, AFTER, Optional.empty(), NOT_WATCHED, ValidityRules.DEFAULT);

        assertEquals(1, t.invalidReasons().size(), () -> String.join("; ", t.invalidReasons()));
        assertTrue(t.invalidReasons().get(0).contains(reason), t.invalidReasons().get(0));
    }

    @Test
    void exactly95PercentOfTheTargetAndExactly1PercentBlockedAreStillValid() {
        TrialResult t = TrialSummarizer.summarize(1, OPEN, copy(healthy(), 4750, 4750, 50_000_000L, false, 0), BEFORE, AFTER,
                Optional.empty(), NOT_WATCHED, ValidityRules.DEFAULT);

        assertTrue(t.valid(), () -> String.join("; ", t.invalidReasons()));
    }

    @Test
    void aServerThatDiedMakesTheTrialInvalid() {
        TrialResult t = TrialSummarizer.summarize(1, OPEN, healthy(), BEFORE, AFTER, Optional.of("process exited with code 137"),
                NOT_WATCHED, ValidityRules.DEFAULT);

        assertTrue(t.invalidReasons().get(0).contains("the server died during the trial (process exited with code 137)"));
    }

    private static Optional<GeneratorCpu.Stolen> stolen(long othersMillis, long stealMillis) {
        return Optional.of(new GeneratorCpu.Stolen(Duration.ofSeconds(5), 1, Duration.ofMillis(othersMillis),
                Duration.ofMillis(stealMillis), Duration.ZERO));
    }

    @Test
    void aTrialWhoseGeneratorCpuOthersTookIsInvalidAndSaysHowMuch() {
        TrialResult t = TrialSummarizer.summarize(1, CLOSED, healthy(), BEFORE, AFTER, Optional.empty(), stolen(900, 200),
                ValidityRules.DEFAULT);

        assertEquals(List.of("other processes took 900 ms and the hypervisor 200 ms of the load generator's 1 CPU(s) during"
                + " the 5000 ms trial: 22% of them, allowed <= 10%; the generator waited for its CPU and that wait is in the"
                + " latency: stop what else runs on the machine (builds, another perf run), or use a machine with less steal"),
                t.invalidReasons());
        assertTrue(t.workMetricsValid(), "the generator's clock was late, not the server's work");
        assertFalse(t.validFor(Metric.Kind.TIME));
        assertTrue(t.validFor(Metric.Kind.WORK));
    }

    @Test
    void exactlyTheAllowedShareOfTheGeneratorCpuIsStillValid() {
        TrialResult t = TrialSummarizer.summarize(1, CLOSED, healthy(), BEFORE, AFTER, Optional.empty(), stolen(400, 100),
                ValidityRules.DEFAULT);

        assertTrue(t.valid(), () -> String.join("; ", t.invalidReasons()));
    }

    @Test
    void aClosedModelHasNoTargetRateToMiss() {
        TrialResult t = TrialSummarizer.summarize(1, CLOSED, copy(healthy(), 100, 100, 0, false, 0), BEFORE, AFTER,
                Optional.empty(), NOT_WATCHED, ValidityRules.DEFAULT);

        assertEquals(0, t.targetRatePerSecond());
        assertTrue(t.valid(), () -> String.join("; ", t.invalidReasons()));
    }

    @Test
    void everyBrokenRuleIsReported() {
        TrialResult t = TrialSummarizer.summarize(1, OPEN, copy(healthy(), 10, 0, 9_000_000_000L, true, 0), BEFORE, AFTER,
                Optional.of("container exited with code 1"), stolen(5000, 0), ValidityRules.DEFAULT);

        assertEquals(6, t.invalidReasons().size(), () -> String.join("; ", t.invalidReasons()));
        assertFalse(t.workMetricsValid(), "a stolen CPU beside a dead server: the work metrics do not hold either");
        assertTrue(Double.isNaN(t.serverCpuMicrosPerRequest()), "no responses: no per-request CPU");
        assertTrue(Double.isNaN(t.responseBytesPerRequest()), "no responses: no per-request bytes");
    }

    @Test
    void aClosedModelsWaitForANewConnectionAfterTheServerClosedOneIsNotTheGeneratorFallingBehind() {
        TrialResult reconnected = TrialSummarizer.summarize(1, CLOSED, reconnected(healthy(), 51_000_000L, 50), BEFORE, AFTER,
                Optional.empty(), NOT_WATCHED, ValidityRules.DEFAULT);
        TrialResult open = TrialSummarizer.summarize(1, OPEN, reconnected(healthy(), 51_000_000L, 50), BEFORE, AFTER,
                Optional.empty(), NOT_WATCHED, ValidityRules.DEFAULT);
        TrialResult noReconnect = TrialSummarizer.summarize(1, CLOSED, reconnected(healthy(), 51_000_000L, 0), BEFORE, AFTER,
                Optional.empty(), NOT_WATCHED, ValidityRules.DEFAULT);

        assertTrue(reconnected.valid(), () -> String.join("; ", reconnected.invalidReasons()));
        assertTrue(open.invalidReasons().stream().anyMatch(r -> r.contains("generator blocked 51 ms")),
                "the open model shares its connections: a wait may be the generator's " + open.invalidReasons());
        assertTrue(noReconnect.invalidReasons().stream().anyMatch(r -> r.contains("generator blocked 51 ms")),
                noReconnect.invalidReasons().toString());
    }

    @Test
    void theVerdictReadsTheMeasurementInEachReasonToStateTheWorstTrial() {
        // The verdict's notes state a kind of reason once, by its worst trial, reading the numbers these reasons carry.
        List<TrialResult> trials = List.of(
                TrialSummarizer.summarize(1, CLOSED, healthy(), BEFORE, AFTER, Optional.empty(), stolen(900, 200), ValidityRules.DEFAULT),
                TrialSummarizer.summarize(2, CLOSED, healthy(), BEFORE, AFTER, Optional.empty(), stolen(1500, 200), ValidityRules.DEFAULT),
                TrialSummarizer.summarize(3, CLOSED, healthy(), BEFORE, AFTER, Optional.empty(), stolen(600, 0), ValidityRules.DEFAULT),
                TrialSummarizer.summarize(4, OPEN, copy(healthy(), 4700, 4700, 0, false, 0), BEFORE, AFTER, Optional.empty(),
                        NOT_WATCHED, ValidityRules.DEFAULT),
                TrialSummarizer.summarize(5, OPEN, copy(healthy(), 4000, 4000, 0, false, 0), BEFORE, AFTER, Optional.empty(),
                        NOT_WATCHED, ValidityRules.DEFAULT),
                TrialSummarizer.summarize(6, OPEN, copy(healthy(), 5000, 5000, 51_000_000L, false, 2), BEFORE, AFTER,
                        Optional.empty(), NOT_WATCHED, ValidityRules.DEFAULT),
                TrialSummarizer.summarize(7, OPEN, copy(healthy(), 5000, 5000, 120_000_000L, false, 5), BEFORE, AFTER,
                        Optional.empty(), NOT_WATCHED, ValidityRules.DEFAULT));

        List<InvalidTrials.Kind> kinds = InvalidTrials.of(trials, t -> !t.valid()).byKind();

        assertEquals(List.of(List.of(1, 2, 3), List.of(4, 5), List.of(6, 7), List.of(6, 7)),
                kinds.stream().map(InvalidTrials.Kind::trials).toList(), "CPU taken, rate, blocked, internal errors");
        assertTrue(kinds.stream().allMatch(k -> k.how() == InvalidTrials.Worst.MEASURED), kinds.toString());
        assertEquals(List.of(2, 5, 7, 7), kinds.stream().map(k -> k.worst().trial()).toList(),
                "the most CPU taken (34%), the lowest rate, the longest wait, the most internal errors");
    }

    private static LoadWindow copy(LoadWindow w, long requests, long responses, long blockedNanos, boolean exceeded, long internal) {
        return new LoadWindow(w.duration(), requests, responses, w.latency(), w.serverTime(), w.responseBodyBytes(), w.status(), w.connectionErrors(),
                w.timeouts(), internal, blockedNanos, w.maxSessionsUsed(), w.sessionLimit(), exceeded, w.phaseErrors());
    }

    private static LoadWindow reconnected(LoadWindow w, long blockedNanos, long reconnects) {
        return new LoadWindow(w.duration(), w.requests(), w.responses(), w.latency(), w.serverTime(), w.responseBodyBytes(),
                w.status(), w.connectionErrors(), w.timeouts(), w.internalErrors(), blockedNanos, reconnects,
                w.maxSessionsUsed(), w.sessionLimit(), w.sessionLimitExceeded(), w.phaseErrors(), w.slices());
    }
}
