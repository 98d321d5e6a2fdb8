package io.perfgate.perf.protocol;

import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.host.GeneratorCpu;
import io.perfgate.perf.protocol.TrialOrder.Kind;
import io.perfgate.perf.result.TrialResult;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TrialProtocolTest {
    @Test
    void trialsRunInTheOrderAndPairIByTheirNumber() {
        List<String> ran = new ArrayList<>();

        TrialProtocol.Pairs<String> pairs = TrialProtocol.interleave(TrialOrder.of(Kind.ABBA, 0, 4),
                (side, number) -> {
                    String trial = side.letter() + number;
                    ran.add(trial);
                    return trial;
                }, TrialProtocolTest::noDuet, () -> false, noRemeasure());

        assertEquals(List.of("A1", "B1", "B2", "A2", "A3", "B3", "B4", "A4"), ran);
        assertEquals(List.of("A1", "A2", "A3", "A4"), pairs.reference());
        assertEquals(List.of("B1", "B2", "B3", "B4"), pairs.candidate());
    }

    @Test
    void theRandomOrderIsFollowedAsPrinted() {
        TrialOrder order = TrialOrder.of(Kind.RANDOM, 7, 6);
        StringBuilder ran = new StringBuilder();

        TrialProtocol.interleave(order, (side, number) -> ran.append(ran.length() % 3 == 2 ? " " : "").append(side.letter()),
                TrialProtocolTest::noDuet, () -> false, noRemeasure());

        assertEquals(order.sequence(), ran.toString());
    }

    @Test
    void aStopEndsTheRunAfterACompletePairSoNoTrialIsUnpaired() {
        List<Integer> stops = new ArrayList<>();

        TrialProtocol.Pairs<String> pairs = TrialProtocol.interleave(TrialOrder.of(Kind.ABBA, 0, 5),
                (side, number) -> side.letter() + number, TrialProtocolTest::noDuet, () -> {
                    stops.add(stops.size() + 1);
                    return stops.size() == 2;
                }, noRemeasure());

        assertEquals(List.of("A1", "A2"), pairs.reference());
        assertEquals(List.of("B1", "B2"), pairs.candidate());
    }

    @Test
    void aDuetRunsBothTrialsOfAPairTogetherTheFirstSideAlternating() {
        List<String> ran = new ArrayList<>();

        TrialProtocol.Pairs<String> pairs = TrialProtocol.interleave(TrialOrder.of(Kind.DUET, 0, 4),
                TrialProtocolTest::noTrialAlone, (first, number) -> {
                    ran.add(first.letter() + number);
                    return new TrialProtocol.Both<>("A" + number, "B" + number);
                }, () -> false, noRemeasure());

        assertEquals(List.of("A1", "B2", "A3", "B4"), ran);
        assertEquals(List.of("A1", "A2", "A3", "A4"), pairs.reference());
        assertEquals(List.of("B1", "B2", "B3", "B4"), pairs.candidate());
        assertEquals("A+B B+A A+B B+A", TrialOrder.of(Kind.DUET, 0, 4).sequence());
    }

    @Test
    void aDisturbedPairIsMeasuredAgainUnderItsOwnNumberAtMostTheBudgetThenKept() {
        List<String> ran = new ArrayList<>();
        List<Integer> announced = new ArrayList<>();
        // B2 is disturbed the first time it runs; from pair 3 on every B trial is.
        TrialProtocol.Pairs<String> pairs = TrialProtocol.interleave(TrialOrder.of(Kind.ABBA, 0, 4),
                (side, number) -> {
                    String trial = side.letter() + number;
                    boolean disturbed = side == TrialOrder.Side.CANDIDATE && (number >= 3 || !ran.contains(trial));
                    ran.add(trial);
                    return disturbed && number >= 2 ? trial + "!" : trial;
                }, TrialProtocolTest::noDuet, () -> false,
                new TrialProtocol.Remeasure<>(t -> t.endsWith("!"), 3, announced::add));

        assertEquals(List.of(2, 3, 3), announced, "pair 2 once, then pair 3 until the budget of 3 is spent");
        assertEquals(List.of("A1", "B1", "B2", "A2", "B2", "A2", "A3", "B3", "A3", "B3", "A3", "B3", "B4", "A4"), ran);
        assertEquals(List.of("A1", "A2", "A3", "A4"), pairs.reference());
        assertEquals(List.of("B1", "B2", "B3!", "B4!"), pairs.candidate(), "past the budget a disturbed trial is kept");
    }

    @Test
    void aDuetPairIsMeasuredAgainWhenEitherSideWasDisturbedButNotOnceTheRunStops() {
        List<Integer> announced = new ArrayList<>();
        List<String> ran = new ArrayList<>();

        TrialProtocol.Pairs<String> pairs = TrialProtocol.interleave(TrialOrder.of(Kind.DUET, 0, 2),
                TrialProtocolTest::noTrialAlone, (first, number) -> {
                    ran.add("pair " + number);
                    return new TrialProtocol.Both<>("A" + number + (ran.size() == 1 ? "!" : ""), "B" + number + (number == 2 ? "!" : ""));
                }, () -> ran.size() == 3, new TrialProtocol.Remeasure<>(t -> t.endsWith("!"), 3, announced::add));

        assertEquals(List.of(1), announced, "pair 2 was disturbed too, but the run stopped after it");
        assertEquals(List.of("A1", "A2"), pairs.reference());
        assertEquals(List.of("B1", "B2!"), pairs.candidate());
    }

    @Test
    void everyOrderMeasuresItsDisturbedPairsAgainWithinTheBudget() {
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        Progress progress = new Progress(new PrintStream(console, true, StandardCharsets.UTF_8), Duration.ZERO);

        for (TrialOrder order : List.of(TrialOrder.of(Kind.LOCKSTEP, 0, 4), TrialOrder.of(Kind.DUET, 0, 4),
                TrialOrder.of(Kind.ABBA, 0, 4), TrialOrder.of(Kind.RANDOM, 7, 4), TrialOrder.alone(6))) {
            TrialProtocol.Remeasure<String> remeasure = TrialProtocol.Remeasure.of(order, t -> t.endsWith("!"), progress);
            assertEquals(TrialProtocol.REMEASURE_AT_MOST, remeasure.atMost(), order.describe());
            assertTrue(remeasure.disturbed().test("B2!"), order.describe());
            assertFalse(remeasure.disturbed().test("B2"), order.describe());
            remeasure.announce().accept(2);
        }
        String said = console.toString(StandardCharsets.UTF_8);
        assertTrue(said.contains("pair 2 is measured again: other processes or the hypervisor took the load generator's CPU,"
                + " or the hypervisor the servers'"), said);
        assertTrue(said.contains("trial 2 is measured again"), "a plain run has trials, not pairs: " + said);
    }

    @Test
    void aTrialIsTakenByTheMachineWhenTheHypervisorTookMoreThanOnePercentOfTheServersCpus() {
        TrialResult valid = Fixtures.trials(1).build().getFirst();
        Duration pair = Duration.ofMillis(1500);

        assertFalse(trial(valid, Optional.empty()).takenByTheMachine(), "not watched: nothing to go by");
        assertFalse(trial(valid, steal(pair, 10)).takenByTheMachine(), "one 10 ms tick of 1.5 s is 0.67%");
        assertFalse(trial(valid, steal(pair, 15)).takenByTheMachine(), "exactly 1% is allowed");
        assertTrue(trial(valid, steal(pair, 20)).takenByTheMachine(), "two ticks: 1.33%");
        assertFalse(trial(valid, steal(Duration.ofSeconds(5), 40)).takenByTheMachine(), "a share of the window, not a time");

        TrialResult disturbed = Fixtures.trials(1).lastDisturbed("others took the generator's CPU").build().getFirst();
        assertTrue(trial(disturbed, steal(pair, 0)).takenByTheMachine(), "the generator's CPU taken: measured again");
        TrialResult invalid = Fixtures.trials(1).lastInvalid("the server died").build().getFirst();
        assertFalse(trial(invalid, steal(pair, 0)).takenByTheMachine(), "measuring again mends no dead server");
    }

    private static TrialProtocol.Trial trial(TrialResult result, Optional<GeneratorCpu.Stolen> stolen) {
        return new TrialProtocol.Trial(result, List.of(), stolen);
    }

    private static Optional<GeneratorCpu.Stolen> steal(Duration window, long serverStealMillis) {
        return Optional.of(new GeneratorCpu.Stolen(window, 1, Duration.ZERO, Duration.ZERO, Duration.ofMillis(serverStealMillis)));
    }

    private static <T> TrialProtocol.Remeasure<T> noRemeasure() {
        return new TrialProtocol.Remeasure<>(t -> false, 0, number -> { });
    }

    private static <T> T noTrialAlone(TrialOrder.Side side, int number) {
        throw new AssertionError("a duet runs no trial alone, ran " + side.letter() + number);
    }

    private static <T> TrialProtocol.Both<T> noDuet(TrialOrder.Side first, int number) {
        throw new AssertionError("not a duet, yet pair " + number + " ran as one");
    }

    @Test
    void allAtOnceReturnsResultsInOrderAndThrowsAFailureOnlyOnceAllEnded() {
        assertEquals(java.util.List.of(1, 2, 3), TrialProtocol.allAtOnce(java.util.List.of(() -> 1, () -> 2, () -> 3)));

        java.util.concurrent.atomic.AtomicBoolean slowEnded = new java.util.concurrent.atomic.AtomicBoolean();
        IllegalStateException failure = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> TrialProtocol.allAtOnce(java.util.List.<java.util.function.Supplier<Integer>>of(() -> {
                    try {
                        Thread.sleep(200);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    slowEnded.set(true);
                    return 1;
                }, () -> {
                    throw new IllegalArgumentException("second");
                }, () -> {
                    throw new IllegalStateException("here");
                })));
        assertTrue(slowEnded.get(), "thrown before every task ended");
        assertEquals("here", failure.getMessage());
        assertEquals("second", failure.getSuppressed()[0].getMessage());
    }
}
