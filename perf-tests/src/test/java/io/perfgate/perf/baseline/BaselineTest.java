package io.perfgate.perf.baseline;

import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.ServerJvm;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.stats.Sample;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BaselineTest {
    private static final double NAN = Double.NaN;

    /** Boot {@code boot} of {@code virtual-gson / request-2}: 4 trials, started {@code boot - 1} hours after the first. */
    private static ScenarioRun boot(int boot, List<TrialResult> trials) {
        return at(boot, Fixtures.run(trials));
    }

    private static ScenarioRun boot(int boot, double... serverTime) {
        return boot(boot, Fixtures.trials(serverTime.length).with(Metric.SERVER_TIME, serverTime).build());
    }

    private static ScenarioRun at(int boot, ScenarioRun run) {
        return new ScenarioRun(run.pair(), run.settings(), run.machine(), run.serverJvm(),
                Fixtures.STARTED.plus(Duration.ofHours(boot - 1)), run.commit(), run.trials());
    }

    @Test
    void keepsEveryTrialOfEveryBootInBootOrder() {
        Baseline baseline = Baseline.of(List.of(boot(1, 1, 2, 3, 4), boot(2, 5, 6, 7, 8), boot(3, 9, 10, 11, 12)));

        assertEquals(List.of(4, 4, 4), baseline.trialsPerBoot());
        assertEquals(3, baseline.boots());
        assertEquals(Sample.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12), baseline.sample(Metric.SERVER_TIME));
        assertArrayEquals(new double[]{2.5, 6.5, 10.5}, baseline.bootMeans(Metric.SERVER_TIME).values());
        assertEquals(Fixtures.STARTED, baseline.date());
        assertEquals("0123abcd", baseline.commit());
        assertEquals(Fixtures.serverJvm(), baseline.serverJvm());
    }

    @Test
    void aBootMeanLeavesOutTrialsThatDidNotMeasureTheMetric() {
        Baseline baseline = Baseline.of(List.of(boot(1, 1, NAN, 3, NAN), boot(2, 4, 6, NAN, 8)));

        assertArrayEquals(new double[]{2, 6}, baseline.bootMeans(Metric.SERVER_TIME).values());
        assertEquals(8, baseline.sample(Metric.SERVER_TIME).size());
    }

    @Test
    void aBootThatNeverMeasuredTheMetricHasNoMean() {
        Baseline baseline = Baseline.of(List.of(boot(1, 1, 2, 3, 4), boot(2, NAN, NAN, NAN, NAN), boot(3, 3, 4, 5, 6)));

        assertArrayEquals(new double[]{2.5, 4.5}, baseline.bootMeans(Metric.SERVER_TIME).values());
        assertEquals(3, baseline.boots());
    }

    @Test
    void aMetricNoBootMeasuredHasNoBootMeans() {
        Baseline baseline = Baseline.of(List.of(boot(1, Fixtures.trials(3).without(Metric.SERVER_TIME).build()),
                boot(2, Fixtures.trials(3).without(Metric.SERVER_TIME).build())));

        assertFalse(baseline.metrics().containsKey(Metric.SERVER_TIME));
        assertTrue(baseline.bootMeans(Metric.SERVER_TIME).isEmpty());
        assertTrue(baseline.sample(Metric.SERVER_TIME).isEmpty());
        assertEquals(2, baseline.bootMeans(Metric.MEAN).size());
    }

    @Test
    void oneRunIsABaselineOfOneBoot() {
        ScenarioRun run = boot(1, 1, 2, 3);

        assertEquals(Baseline.of(List.of(run)), Baseline.of(run));
        assertEquals(List.of(3), Baseline.of(run).trialsPerBoot());
        assertArrayEquals(new double[]{2}, Baseline.of(run).bootMeans(Metric.SERVER_TIME).values());
    }

    @Test
    void invalidTrialsAreNumberedByTheirPlaceOverAllBoots() {
        Baseline baseline = Baseline.of(List.of(boot(1, Fixtures.trials(4).build()),
                boot(2, Fixtures.trials(4).lastInvalid("session pool exhausted").build())));

        assertEquals(List.of(new Baseline.InvalidTrial(8, List.of("session pool exhausted"))), baseline.invalidTrials());
        assertFalse(baseline.valid());
    }

    @Test
    void bootsOfAnotherPairAreRefused() {
        ScenarioRun other = boot(2, 1, 2, 3, 4);
        other = new ScenarioRun(new PairId("platform-own", other.scenario()), other.settings(), other.machine(), other.serverJvm(),
                other.startedAt(), other.commit(), other.trials());
        List<ScenarioRun> mixed = List.of(boot(1, 1, 2, 3, 4), other);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Baseline.of(mixed));

        assertEquals("the boots of one baseline must agree on their (variant, scenario): boot 1 has virtual-gson / "
                + "request-2, boot 2 of 2 has platform-own / request-2", e.getMessage());
    }

    @Test
    void bootsOnDifferentServerJvmsAreRefused() {
        ScenarioRun other = boot(2, 1, 2, 3, 4);
        other = new ScenarioRun(other.pair(), other.settings(), other.machine(), ServerJvm.UNKNOWN,
                other.startedAt(), other.commit(), other.trials());
        List<ScenarioRun> mixed = List.of(boot(1, 1, 2, 3, 4), other);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Baseline.of(mixed));

        assertTrue(e.getMessage().startsWith("the boots of virtual-gson / request-2 ran on different server JVMs, and work "
                + "metrics depend on the JVM: boot 1 on Eclipse Adoptium 25.0.1+8-LTS"), e.getMessage());
        assertTrue(e.getMessage().contains("boot 2 of 2 on server JVM unknown"), e.getMessage());
    }

    @Test
    void bootsOfOtherCommitsSettingsOrMachinesAreRefused() {
        ScenarioRun first = boot(1, 1, 2, 3, 4);
        ScenarioRun commit = new ScenarioRun(first.pair(), first.settings(), first.machine(),
                first.serverJvm(), first.startedAt(), "fedcba98", first.trials());
        ScenarioRun settings = new ScenarioRun(first.pair(), Fixtures.settings(5), first.machine(),
                first.serverJvm(), first.startedAt(), first.commit(), first.trials());
        ScenarioRun machine = new ScenarioRun(first.pair(), first.settings(), Fixtures.otherMachine(),
                first.serverJvm(), first.startedAt(), first.commit(), first.trials());

        assertTrue(assertThrows(IllegalArgumentException.class, () -> Baseline.of(List.of(first, commit)))
                .getMessage().contains("commit: boot 1 has 0123abcd, boot 2 of 2 has fedcba98"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Baseline.of(List.of(first, first, settings)))
                .getMessage().contains("load settings"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Baseline.of(List.of(first, machine)))
                .getMessage().contains("machine"));
    }

    @Test
    void noBootsOrABootWithoutTrialsIsNoBaseline() {
        assertThrows(IllegalArgumentException.class, () -> Baseline.of(List.of()));
        ScenarioRun empty = Fixtures.run(Fixtures.settings(4), Fixtures.machine(), List.of());
        assertThrows(IllegalArgumentException.class, () -> Baseline.of(List.of(boot(1, 1, 2, 3, 4), empty)));
    }

    @Test
    void trialsPerBootMustAddUpToEveryMetricsValues() {
        Baseline b = Baseline.of(List.of(boot(1, 1, 2, 3, 4), boot(2, 5, 6, 7, 8)));

        IllegalArgumentException sum = assertThrows(IllegalArgumentException.class, () -> new Baseline(b.pair(),
                b.settings(), b.machine(), b.serverJvm(), b.date(), b.commit(), List.of(4, 3), b.metrics(),
                b.invalidTrials()));
        assertTrue(sum.getMessage().contains("has 8 values but trialsPerBoot [4, 3] adds up to 7"), sum.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Baseline(b.pair(), b.settings(),
                b.machine(), b.serverJvm(), b.date(), b.commit(), List.of(8, 0), b.metrics(), b.invalidTrials()));
        assertThrows(IllegalArgumentException.class, () -> new Baseline(b.pair(), b.settings(),
                b.machine(), b.serverJvm(), b.date(), b.commit(), List.of(), Map.of(), b.invalidTrials()));
    }

    @Test
    void theConstructorWithoutTrialsPerBootMakesOneBootOfAllTrials() {
        Baseline b = Baseline.of(List.of(boot(1, 1, 2, 3, 4), boot(2, 5, 6, 7, 8)));

        Baseline one = new Baseline(b.pair(), b.settings(), b.machine(), b.serverJvm(), b.date(),
                b.commit(), b.metrics(), b.invalidTrials());

        assertEquals(List.of(8), one.trialsPerBoot());
        assertArrayEquals(new double[]{4.5}, one.bootMeans(Metric.SERVER_TIME).values());
        assertEquals(List.of(4), new Baseline(b.pair(), b.settings(), b.machine(), b.serverJvm(),
                b.date(), b.commit(), Map.of(), List.of()).trialsPerBoot());
    }
}
