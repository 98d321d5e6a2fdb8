package io.perfgate.perf.verdict;

import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.ServerJvm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which metrics a committed baseline can judge: time metrics on the same machine class, work metrics on the same server JVM. */
class WorkMetricGateTest {
    /** Allocated bytes per request as measured: identical to a few bytes in 60 KB between trials. */
    private static final double[] ALLOCATED = {59361.5, 59362.0, 59361.0, 59361.8, 59361.2};

    private static double[] scaled(double[] values, double factor) {
        return Arrays.stream(values).map(v -> v * factor).toArray();
    }

    private static ScenarioVerdict judge(ScenarioRun run, Baseline baseline) {
        return Gate.judge(run, Comparand.baseline(Optional.of(baseline), false), Thresholds.defaults());
    }

    private static Baseline baseline(double[] allocated) {
        ScenarioRun boot = Fixtures.run(Fixtures.trials(5).with(Metric.ALLOCATED_BYTES_PER_REQUEST, allocated).build());
        return Baseline.of(List.of(boot, boot, boot));
    }

    private static ScenarioRun onOtherMachine(double[] allocated, double meanFactor) {
        return Fixtures.run(Fixtures.settings(), Fixtures.otherMachine(), Fixtures.trials(5)
                .with(Metric.ALLOCATED_BYTES_PER_REQUEST, allocated)
                .with(Metric.MEAN, scaled(new double[] {1.25, 1.26, 1.24, 1.255, 1.245}, meanFactor)).build());
    }

    private static ServerJvm otherJdk() {
        ServerJvm same = Fixtures.serverJvm();
        return new ServerJvm(same.vendor(), "21.0.9+10-LTS", same.vmName(), same.flags(), same.garbageCollectors(),
                same.vmOptions());
    }

    @Test
    void onAnotherCpuWorkMetricsAreJudgedAndTimeMetricsAreNot() {
        ScenarioVerdict verdict = judge(onOtherMachine(scaled(ALLOCATED, 1.05), 1.5), baseline(ALLOCATED));

        assertEquals(Outcome.REGRESSION, verdict.outcome(), verdict.toText());
        assertEquals(Outcome.REGRESSION, verdict.metric(Metric.ALLOCATED_BYTES_PER_REQUEST).orElseThrow().outcome());
        MetricVerdict mean = verdict.metric(Metric.MEAN).orElseThrow();
        assertEquals(Outcome.OTHER_MACHINE, mean.outcome());
        assertEquals("would be REGRESSION on the same machine", mean.note());
        assertTrue(verdict.notes().getFirst().startsWith("the baseline is from another machine"), verdict.toText());
        assertTrue(verdict.notes().get(1).startsWith("regressed: allocatedBytesPerRequest +5.0%"), verdict.toText());
    }

    @Test
    void onAnotherCpuUnchangedWorkSaysOtherMachineAndPasses() {
        ScenarioVerdict verdict = judge(onOtherMachine(ALLOCATED, 1.5), baseline(ALLOCATED));

        assertEquals(Outcome.OTHER_MACHINE, verdict.outcome(), verdict.toText());
        assertEquals(Outcome.PASS, verdict.metric(Metric.ALLOCATED_BYTES_PER_REQUEST).orElseThrow().outcome());
        assertDoesNotThrow(verdict::assertPassed);
    }

    @Test
    void onAnotherCpuOnlyTheJudgedMetricsSplitAlpha() {
        ScenarioVerdict verdict = judge(onOtherMachine(ALLOCATED, 1.0), baseline(ALLOCATED));

        // Judged and tested there: allocatedBytesPerRequest and responseBytesPerRequest.
        assertEquals(0.01 / 2, verdict.metric(Metric.ALLOCATED_BYTES_PER_REQUEST).orElseThrow().requiredPValue(), 1e-12);
    }

    private static final String STOLEN = "other processes took 900 ms and the hypervisor 200 ms of the load generator's 1 CPU(s)";

    private static ScenarioRun disturbedOn(io.perfgate.perf.result.Machine machine, double[] allocated) {
        return disturbedOn(machine, allocated, 1.0);
    }

    /** The last trial disturbed; its mean latency {@code lastMeanFactor} times the others'. */
    private static ScenarioRun disturbedOn(io.perfgate.perf.result.Machine machine, double[] allocated, double lastMeanFactor) {
        return Fixtures.run(Fixtures.settings(), machine, Fixtures.trials(5)
                .with(Metric.ALLOCATED_BYTES_PER_REQUEST, allocated)
                .with(Metric.MEAN, 1.25, 1.25, 1.25, 1.25, 1.25 * lastMeanFactor).lastDisturbed(STOLEN).build());
    }

    private static Baseline baselineWithMean(double[] allocated) {
        ScenarioRun boot = Fixtures.run(Fixtures.trials(5).with(Metric.ALLOCATED_BYTES_PER_REQUEST, allocated)
                .with(Metric.MEAN, 1.25, 1.25, 1.25, 1.25, 1.25).build());
        return Baseline.of(List.of(boot, boot, boot));
    }

    @Test
    void aTrialDisturbedOnTheGeneratorSideStillHasItsWorkMetricsJudged() {
        ScenarioVerdict verdict = judge(disturbedOn(Fixtures.machine(), scaled(ALLOCATED, 1.05)), baseline(ALLOCATED));

        assertEquals(Outcome.REGRESSION, verdict.outcome(), verdict.toText());
        MetricVerdict allocated = verdict.metric(Metric.ALLOCATED_BYTES_PER_REQUEST).orElseThrow();
        assertEquals(Outcome.REGRESSION, allocated.outcome());
        assertEquals(5, allocated.current().size(), "the disturbed trial's allocation counts");
        String note = verdict.notes().getFirst();
        assertTrue(note.startsWith("time metrics judged with disturbed trials in (trial 5: " + STOLEN), note);
        assertTrue(verdict.notes().get(1).startsWith("regressed: allocatedBytesPerRequest +5.0%"), verdict.toText());
    }

    @Test
    void onTheSameMachineDisturbedTimeMetricsThatPassWithTheDisturbedTrialInPass() {
        // The disturbed trial read 10% slower: the run's mean is 2% up, within the mean's threshold.
        ScenarioVerdict verdict = judge(disturbedOn(Fixtures.machine(), ALLOCATED, 1.10), baselineWithMean(ALLOCATED));

        assertEquals(Outcome.PASS, verdict.outcome(), verdict.toText());
        MetricVerdict mean = verdict.metric(Metric.MEAN).orElseThrow();
        assertEquals(Outcome.PASS, mean.outcome());
        assertEquals(5, mean.current().size(), "the disturbed trial is in the bound");
        assertEquals(0.02, mean.relativeChange(), 1e-9);
        assertEquals(Outcome.PASS, verdict.metric(Metric.ALLOCATED_BYTES_PER_REQUEST).orElseThrow().outcome());
        // Time and work metrics were all tested: alpha is split over more than the two work metrics.
        assertTrue(verdict.metric(Metric.ALLOCATED_BYTES_PER_REQUEST).orElseThrow().requiredPValue() < 0.01 / 2, verdict.toText());
        assertDoesNotThrow(verdict::assertPassed);
    }

    @Test
    void onTheSameMachineADisturbedTimeMetricThatWouldRegressIsInvalidNotARegression() {
        // The disturbed trial read three times slower: the run's mean is 40% up, which the wait alone can explain.
        ScenarioVerdict verdict = judge(disturbedOn(Fixtures.machine(), ALLOCATED, 3.0), baselineWithMean(ALLOCATED));

        assertEquals(Outcome.INVALID, verdict.outcome(), verdict.toText());
        MetricVerdict mean = verdict.metric(Metric.MEAN).orElseThrow();
        assertEquals(Outcome.INVALID, mean.outcome());
        assertTrue(mean.note().startsWith("would be REGRESSION, with disturbed trials in"), mean.note());
        assertEquals(Outcome.PASS, verdict.metric(Metric.ALLOCATED_BYTES_PER_REQUEST).orElseThrow().outcome());
        assertThrows(InvalidRunException.class, verdict::assertPassed);

        // A work metric that regressed still decides.
        ScenarioVerdict allocates = judge(disturbedOn(Fixtures.machine(), scaled(ALLOCATED, 1.05), 3.0), baselineWithMean(ALLOCATED));
        assertEquals(Outcome.REGRESSION, allocates.outcome(), allocates.toText());
        assertEquals(Outcome.INVALID, allocates.metric(Metric.MEAN).orElseThrow().outcome());
    }

    @Test
    void aNoisyNeighbourInManyTrialsIsNamedOnceWithTheTrialsItStruckAndTheWorst() {
        ScenarioRun run = Fixtures.run(Fixtures.trials(12).disturbed(2, InvalidTrialsTest.taken(14))
                .disturbed(5, InvalidTrialsTest.taken(24)).disturbed(9, InvalidTrialsTest.taken(17)).build());
        ScenarioRun boot = Fixtures.run(Fixtures.trials(12).build());

        ScenarioVerdict verdict = judge(run, Baseline.of(List.of(boot, boot, boot)));

        String note = verdict.notes().getFirst();
        assertTrue(note.startsWith("time metrics judged with disturbed trials in (3 of 12 trials (2, 5, 9), at worst trial 5: "
                + InvalidTrialsTest.taken(24) + "): "), note);
        assertEquals(1, note.split("other processes took", -1).length - 1, note);
        assertEquals(1, verdict.toText().split("other processes took", -1).length - 1, verdict.toText());
    }

    @Test
    void onAnotherCpuADisturbedTrialChangesNothingThatWouldHaveBeenJudged() {
        ScenarioVerdict verdict = judge(disturbedOn(Fixtures.otherMachine(), ALLOCATED), baseline(ALLOCATED));

        assertEquals(Outcome.OTHER_MACHINE, verdict.outcome(), verdict.toText());
        assertEquals(Outcome.PASS, verdict.metric(Metric.ALLOCATED_BYTES_PER_REQUEST).orElseThrow().outcome());
        assertDoesNotThrow(verdict::assertPassed);
        assertEquals(Outcome.REGRESSION, judge(disturbedOn(Fixtures.otherMachine(), scaled(ALLOCATED, 1.05)),
                baseline(ALLOCATED)).outcome());
    }

    @Test
    void aDisturbedRunWhoseWorkMetricsCannotBeJudgedEitherIsInvalid() {
        ScenarioRun disturbed = disturbedOn(Fixtures.otherMachine(), ALLOCATED);
        ScenarioRun otherJdk = new ScenarioRun(disturbed.pair(), disturbed.settings(),
                disturbed.machine(), otherJdk(), disturbed.startedAt(), disturbed.commit(), disturbed.trials());

        for (ScenarioVerdict verdict : List.of(
                Gate.judge(disturbed, Comparand.baseline(Optional.empty(), false), Thresholds.defaults()),
                judge(otherJdk, baseline(ALLOCATED)))) {
            assertEquals(Outcome.INVALID, verdict.outcome(), verdict.toText());
            assertTrue(verdict.notes().getFirst().contains("trial 5: " + STOLEN), verdict.toText());
            assertThrows(InvalidRunException.class, verdict::assertPassed);
        }
    }

    @Test
    void aTrialInvalidForAnyOtherReasonJudgesNothing() {
        ScenarioRun run = Fixtures.run(Fixtures.trials(5).with(Metric.ALLOCATED_BYTES_PER_REQUEST, scaled(ALLOCATED, 1.05))
                .lastInvalid("the server died during the trial (process exited with code 137)").build());

        ScenarioVerdict verdict = judge(run, baseline(ALLOCATED));

        assertEquals(Outcome.INVALID, verdict.outcome(), verdict.toText());
        assertTrue(verdict.metrics().stream().allMatch(row -> row.outcome() == Outcome.INVALID), verdict.toText());
    }

    @Test
    void anotherServerJdkIsNamedAndItsWorkMetricsAreNotCompared() {
        ScenarioRun run = new ScenarioRun(new PairId("virtual-gson", "request-2"), Fixtures.settings(), Fixtures.machine(), otherJdk(),
                Fixtures.STARTED, "0123abcd", Fixtures.trials(5)
                .with(Metric.ALLOCATED_BYTES_PER_REQUEST, scaled(ALLOCATED, 1.2)).build());

        ScenarioVerdict verdict = judge(run, baseline(ALLOCATED));

        assertEquals(Outcome.OTHER_JDK, verdict.outcome(), verdict.toText());
        MetricVerdict allocated = verdict.metric(Metric.ALLOCATED_BYTES_PER_REQUEST).orElseThrow();
        assertEquals(Outcome.OTHER_JDK, allocated.outcome());
        assertEquals("would be REGRESSION on the same server JVM", allocated.note());
        assertEquals(Outcome.PASS, verdict.metric(Metric.MEAN).orElseThrow().outcome(), "time metrics: same machine");
        String note = verdict.notes().getFirst();
        assertTrue(note.startsWith("the baseline's server JVM differs: Eclipse Adoptium 25.0.1+8-LTS"), note);
        assertTrue(note.contains("this run: Eclipse Adoptium 21.0.9+10-LTS"), note);
        assertTrue(note.endsWith("refresh with: ./mvnw verify -Pperf -Dperf.baseline.update=true "
                + "-Dperf.variants=virtual-gson -Dperf.scenarios=request-2"), note);
        assertDoesNotThrow(verdict::assertPassed);
    }

    @Test
    void aBaselineWithoutItsServerJvmIsNeverComparedOnWorkMetrics() {
        Baseline b = baseline(ALLOCATED);
        Baseline unknown = new Baseline(b.pair(), b.settings(), b.machine(), ServerJvm.UNKNOWN, b.date(),
                b.commit(), b.metrics(), b.invalidTrials());

        ScenarioVerdict verdict = judge(Fixtures.run(Fixtures.trials(5).with(Metric.ALLOCATED_BYTES_PER_REQUEST,
                scaled(ALLOCATED, 1.2)).build()), unknown);

        assertEquals(Outcome.OTHER_JDK, verdict.outcome(), verdict.toText());
        assertTrue(verdict.notes().getFirst().contains("server JVM unknown"), verdict.toText());
    }

    @ParameterizedTest(name = "allocated x{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            1.000 | PASS        |
            1.005 | PASS        | significant but within threshold
            1.015 | REGRESSION  |
            0.985 | IMPROVEMENT |
            """)
    void nearConstantWorkMetricsAreJudgedByTheirTightThreshold(double factor, Outcome expected, String note) {
        ScenarioVerdict verdict = judge(Fixtures.run(Fixtures.trials(5)
                .with(Metric.ALLOCATED_BYTES_PER_REQUEST, scaled(ALLOCATED, factor)).build()), baseline(ALLOCATED));

        MetricVerdict allocated = verdict.metric(Metric.ALLOCATED_BYTES_PER_REQUEST).orElseThrow();
        assertEquals(expected, allocated.outcome(), verdict.toText());
        assertEquals(note == null ? "" : note, allocated.note());
    }

    @Test
    void exactlyConstantTrialsOnBothSidesAreCertainEitherWay() {
        double[] constant = {60000, 60000, 60000, 60000, 60000};

        assertEquals(Outcome.PASS, judge(Fixtures.run(Fixtures.trials(5)
                .with(Metric.ALLOCATED_BYTES_PER_REQUEST, constant).build()), baseline(constant))
                .metric(Metric.ALLOCATED_BYTES_PER_REQUEST).orElseThrow().outcome());
        assertEquals(Outcome.REGRESSION, judge(Fixtures.run(Fixtures.trials(5)
                .with(Metric.ALLOCATED_BYTES_PER_REQUEST, scaled(constant, 1.025)).build()), baseline(constant))
                .metric(Metric.ALLOCATED_BYTES_PER_REQUEST).orElseThrow().outcome());
    }

    @Test
    void theServerJvmsMatchForWorkMetricsDespiteSystemPropertiesButNotOtherTuningFlags() {
        ServerJvm jvm = Fixtures.serverJvm();
        List<String> moreProperties = new java.util.ArrayList<>(jvm.flags());
        moreProperties.add("-Djava.io.tmpdir=/tmp");
        List<String> otherHeap = jvm.flags().stream().map(f -> f.equals("-Xmx256m") ? "-Xmx512m" : f).toList();

        assertTrue(jvm.sameForWorkMetrics(withFlags(jvm, moreProperties)));
        assertFalse(jvm.sameForWorkMetrics(withFlags(jvm, otherHeap)));
        assertFalse(jvm.sameForWorkMetrics(otherJdk()));
        assertFalse(ServerJvm.UNKNOWN.sameForWorkMetrics(ServerJvm.UNKNOWN));
    }

    private static ServerJvm withFlags(ServerJvm jvm, List<String> flags) {
        return new ServerJvm(jvm.vendor(), jvm.version(), jvm.vmName(), flags, jvm.garbageCollectors(), jvm.vmOptions());
    }
}
