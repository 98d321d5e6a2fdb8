package io.perfgate.perf.verdict;

import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Invalid trials grouped by kind of reason: which trials each kind struck, and which trial states it. */
class InvalidTrialsTest {

    /** CPU taken from the load generator, worded as the trial summarizer words it. */
    static String taken(int percent) {
        return String.format(Locale.ROOT, "other processes took %d ms and the hypervisor 0 ms of the load generator's 1 CPU(s)"
                + " during the 5000 ms trial: %d%% of them, allowed <= 10%%; the generator waited for its CPU and that wait"
                + " is in the latency: stop what else runs on the machine (builds, another perf run), or use a machine with"
                + " less steal", percent * 50, percent);
    }

    static String blocked(int millis) {
        return "generator blocked " + millis + " ms waiting for a free connection, allowed <= 50 ms (1.0% of the trial;"
                + " that wait is not in the latency): raise connections (-Dperf.scenario.request-2.connections=..., now 32),"
                + " lower the rate, or pin CPUs";
    }

    static String rate(int achieved) {
        return "achieved rate " + achieved + " req/s, required >= 950 req/s (95% of the target 1000 req/s): the generator"
                + " could not keep up; lower the rate (-Dperf.scenario.request-2.rate=...), pin CPUs (generator and server on"
                + " different cores) or give the machine fewer other jobs";
    }

    private static InvalidTrials.Reason reason(int trial, String text) {
        return new InvalidTrials.Reason(trial, text);
    }

    @Test
    void oneKindOfReasonInSeveralTrialsIsOneKindStatedByItsWorstTrial() {
        InvalidTrials invalid = new InvalidTrials(12, List.of(
                new Baseline.InvalidTrial(2, List.of(taken(14))),
                new Baseline.InvalidTrial(5, List.of(taken(24))),
                new Baseline.InvalidTrial(9, List.of(taken(17)))));

        List<InvalidTrials.Kind> kinds = invalid.byKind();

        assertEquals(1, kinds.size(), kinds.toString());
        InvalidTrials.Kind kind = kinds.getFirst();
        assertEquals(List.of(2, 5, 9), kind.trials());
        assertEquals(InvalidTrials.Worst.MEASURED, kind.how());
        assertEquals(reason(5, taken(24)), kind.worst(), "the most CPU taken");
    }

    @Test
    void differentKindsOfReasonAreCountedApartEvenInOneTrial() {
        InvalidTrials invalid = new InvalidTrials(12, List.of(
                new Baseline.InvalidTrial(3, List.of(taken(30), blocked(80))),
                new Baseline.InvalidTrial(7, List.of(taken(12))),
                new Baseline.InvalidTrial(8, List.of(blocked(120)))));

        List<InvalidTrials.Kind> kinds = invalid.byKind();

        assertEquals(2, kinds.size(), kinds.toString());
        assertEquals(List.of(3, 7), kinds.get(0).trials());
        assertEquals(reason(3, taken(30)), kinds.get(0).worst());
        assertEquals(List.of(3, 8), kinds.get(1).trials());
        assertEquals(reason(8, blocked(120)), kinds.get(1).worst(), "the longest wait for a connection");
    }

    @Test
    void aRateIsWorstWhereItIsLowest() {
        InvalidTrials invalid = new InvalidTrials(5, List.of(
                new Baseline.InvalidTrial(1, List.of(rate(940))),
                new Baseline.InvalidTrial(2, List.of(rate(610))),
                new Baseline.InvalidTrial(4, List.of(rate(905)))));

        InvalidTrials.Kind kind = invalid.byKind().getFirst();

        assertEquals(InvalidTrials.Worst.MEASURED, kind.how());
        assertEquals(reason(2, rate(610)), kind.worst());
    }

    @Test
    void equallyBadTrialsAreStatedByTheFirst() {
        InvalidTrials invalid = new InvalidTrials(5, List.of(
                new Baseline.InvalidTrial(1, List.of(blocked(60) + " (boot 1)")),
                new Baseline.InvalidTrial(3, List.of(blocked(60) + " (boot 2)"))));

        assertEquals(1, invalid.byKind().getFirst().worst().trial());
    }

    @Test
    void reasonsThatReadTheSameAreAlike() {
        InvalidTrials invalid = new InvalidTrials(4, List.of(
                new Baseline.InvalidTrial(1, List.of("session pool ran out (limit 200, most in use 200)")),
                new Baseline.InvalidTrial(2, List.of("session pool ran out (limit 200, most in use 200)"))));

        InvalidTrials.Kind kind = invalid.byKind().getFirst();

        assertEquals(InvalidTrials.Worst.ALIKE, kind.how());
        assertEquals(List.of(1, 2), kind.trials());
    }

    @Test
    void reasonsWithoutAKnownMeasurementAreStatedByTheirFirstTrial() {
        InvalidTrials invalid = new InvalidTrials(4, List.of(
                new Baseline.InvalidTrial(2, List.of("no responses arrived (812 requests sent, 812 connection errors)")),
                new Baseline.InvalidTrial(3, List.of("no responses arrived (790 requests sent, 790 connection errors)"))));

        InvalidTrials.Kind kind = invalid.byKind().getFirst();

        assertEquals(InvalidTrials.Worst.FIRST, kind.how());
        assertEquals(2, kind.worst().trial());
        assertEquals(List.of(2, 3), kind.trials());
    }

    @Test
    void aRunsTrialsAreInvalidForTheKindOfMetricTheyCannotBeJudgedFor() {
        ScenarioRun run = Fixtures.run(Fixtures.trials(6).disturbed(2, taken(20)).disturbed(4, taken(30))
                .invalid(5, "the server died during the trial (process exited with code 137)").build());

        InvalidTrials time = InvalidTrials.of(run, Metric.Kind.TIME);
        InvalidTrials work = InvalidTrials.of(run, Metric.Kind.WORK);

        assertEquals(6, time.total());
        assertEquals(List.of(2, 4, 5), time.trials().stream().map(Baseline.InvalidTrial::trial).toList());
        assertEquals(List.of(5), work.trials().stream().map(Baseline.InvalidTrial::trial).toList(),
                "a disturbed trial keeps its work metrics");
        assertFalse(time.valid());
        assertTrue(InvalidTrials.of(Fixtures.run(Fixtures.trials(3).build()), Metric.Kind.TIME).valid());
        assertFalse(new InvalidTrials(0, List.of()).valid(), "a side without trials has nothing valid");
    }

    @Test
    void aBaselineCountsTheTrialsOfAllItsBoots() {
        ScenarioRun boot = Fixtures.run(Fixtures.trials(4).build());
        ScenarioRun disturbed = Fixtures.run(Fixtures.trials(4).disturbed(3, taken(20)).build());

        InvalidTrials invalid = InvalidTrials.of(Baseline.of(List.of(boot, disturbed, boot)));

        assertEquals(12, invalid.total());
        assertEquals(List.of(7), invalid.trials().stream().map(Baseline.InvalidTrial::trial).toList());
    }

    @Test
    void moreInvalidTrialsThanTrialsIsAnError() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new InvalidTrials(1, List.of(
                new Baseline.InvalidTrial(1, List.of("a")), new Baseline.InvalidTrial(2, List.of("b")))));

        assertEquals("total must be >= the 2 invalid trials, actual: 1", e.getMessage());
    }
}
