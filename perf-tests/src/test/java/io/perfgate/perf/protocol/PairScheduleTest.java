package io.perfgate.perf.protocol;

import io.perfgate.perf.protocol.TrialOrder.Kind;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PairScheduleTest {
    @Test
    void trialsRunInTheOrderAndPairIByTheirNumber() {
        List<String> ran = new ArrayList<>();

        PairSchedule.Pairs<String> pairs = PairSchedule.interleave(TrialOrder.of(Kind.ABBA, 0, 4),
                (side, number) -> {
                    String trial = side.letter() + number;
                    ran.add(trial);
                    return trial;
                }, PairScheduleTest::noDuet, () -> false, noRemeasure(), kept -> false);

        assertEquals(List.of("A1", "B1", "B2", "A2", "A3", "B3", "B4", "A4"), ran);
        assertEquals(List.of("A1", "A2", "A3", "A4"), pairs.reference());
        assertEquals(List.of("B1", "B2", "B3", "B4"), pairs.candidate());
    }

    @Test
    void theRandomOrderIsFollowedAsPrinted() {
        TrialOrder order = TrialOrder.of(Kind.RANDOM, 7, 6);
        StringBuilder ran = new StringBuilder();

        PairSchedule.interleave(order, (side, number) -> ran.append(ran.length() % 3 == 2 ? " " : "").append(side.letter()),
                PairScheduleTest::noDuet, () -> false, noRemeasure(), kept -> false);

        assertEquals(order.sequence(), ran.toString());
    }

    @Test
    void aSettledVerdictEndsTheRunAfterTheCompletePairThatSettledIt() {
        List<Integer> looked = new ArrayList<>();

        PairSchedule.Pairs<String> pairs = PairSchedule.interleave(TrialOrder.of(Kind.ABBA, 0, 12),
                (side, number) -> side.letter() + number, PairScheduleTest::noDuet, () -> false, noRemeasure(), kept -> {
                    looked.add(kept.candidate().size());
                    return kept.candidate().size() == 6;
                });

        assertEquals(List.of(1, 2, 3, 4, 5, 6), looked);
        assertEquals(List.of("A1", "A2", "A3", "A4", "A5", "A6"), pairs.reference());
        assertEquals(List.of("B1", "B2", "B3", "B4", "B5", "B6"), pairs.candidate());
    }

    @Test
    void theLastPairIsNeverAskedWhetherItSettles() {
        List<Integer> looked = new ArrayList<>();

        PairSchedule.Pairs<String> pairs = PairSchedule.interleave(TrialOrder.of(Kind.ABBA, 0, 3),
                (side, number) -> side.letter() + number, PairScheduleTest::noDuet, () -> false, noRemeasure(), kept -> {
                    looked.add(kept.candidate().size());
                    return false;
                });

        assertEquals(List.of(1, 2), looked);
        assertEquals(3, pairs.candidate().size());
    }

    @Test
    void aStopEndsTheRunAfterACompletePairSoNoTrialIsUnpaired() {
        List<Integer> stops = new ArrayList<>();

        PairSchedule.Pairs<String> pairs = PairSchedule.interleave(TrialOrder.of(Kind.ABBA, 0, 5),
                (side, number) -> side.letter() + number, PairScheduleTest::noDuet, () -> {
                    stops.add(stops.size() + 1);
                    return stops.size() == 2;
                }, noRemeasure(), kept -> false);

        assertEquals(List.of("A1", "A2"), pairs.reference());
        assertEquals(List.of("B1", "B2"), pairs.candidate());
    }

    @Test
    void aDuetRunsBothTrialsOfAPairTogetherTheFirstSideAlternating() {
        List<String> ran = new ArrayList<>();

        PairSchedule.Pairs<String> pairs = PairSchedule.interleave(TrialOrder.of(Kind.DUET, 0, 4),
                PairScheduleTest::noTrialAlone, (first, number) -> {
                    ran.add(first.letter() + number);
                    return new Both<>("A" + number, "B" + number);
                }, () -> false, noRemeasure(), kept -> false);

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
        PairSchedule.Pairs<String> pairs = PairSchedule.interleave(TrialOrder.of(Kind.ABBA, 0, 4),
                (side, number) -> {
                    String trial = side.letter() + number;
                    boolean disturbed = side == TrialOrder.Side.CANDIDATE && (number >= 3 || !ran.contains(trial));
                    ran.add(trial);
                    return disturbed && number >= 2 ? trial + "!" : trial;
                }, PairScheduleTest::noDuet, () -> false,
                new PairSchedule.Remeasure<>(t -> t.endsWith("!"), 3, announced::add), kept -> false);

        assertEquals(List.of(2, 3, 3), announced, "pair 2 once, then pair 3 until the budget of 3 is spent");
        assertEquals(List.of("A1", "B1", "B2", "A2", "B2", "A2", "A3", "B3", "A3", "B3", "A3", "B3", "B4", "A4"), ran);
        assertEquals(List.of("A1", "A2", "A3", "A4"), pairs.reference());
        assertEquals(List.of("B1", "B2", "B3!", "B4!"), pairs.candidate(), "past the budget a disturbed trial is kept");
    }

    @Test
    void aDuetPairIsMeasuredAgainWhenEitherSideWasDisturbedButNotOnceTheRunStops() {
        List<Integer> announced = new ArrayList<>();
        List<String> ran = new ArrayList<>();

        PairSchedule.Pairs<String> pairs = PairSchedule.interleave(TrialOrder.of(Kind.DUET, 0, 2),
                PairScheduleTest::noTrialAlone, (first, number) -> {
                    ran.add("pair " + number);
                    return new Both<>("A" + number + (ran.size() == 1 ? "!" : ""), "B" + number + (number == 2 ? "!" : ""));
                }, () -> ran.size() == 3, new PairSchedule.Remeasure<>(t -> t.endsWith("!"), 3, announced::add), kept -> false);

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
            PairSchedule.Remeasure<String> remeasure = PairSchedule.Remeasure.of(order, t -> t.endsWith("!"), progress);
            assertEquals(PairSchedule.REMEASURE_AT_MOST, remeasure.atMost(), order.describe());
            assertTrue(remeasure.disturbed().test("B2!"), order.describe());
            assertFalse(remeasure.disturbed().test("B2"), order.describe());
            remeasure.announce().accept(2);
        }
        String said = console.toString(StandardCharsets.UTF_8);
        assertTrue(said.contains("pair 2 is measured again: other processes or the hypervisor took the load generator's CPU,"
                + " or the hypervisor the servers'"), said);
        assertTrue(said.contains("trial 2 is measured again"), "a plain run has trials, not pairs: " + said);
    }

    private static <T> PairSchedule.Remeasure<T> noRemeasure() {
        return new PairSchedule.Remeasure<>(t -> false, 0, number -> { });
    }

    private static <T> T noTrialAlone(TrialOrder.Side side, int number) {
        throw new AssertionError("a duet runs no trial alone, ran " + side.letter() + number);
    }

    private static <T> Both<T> noDuet(TrialOrder.Side first, int number) {
        throw new AssertionError("not a duet, yet pair " + number + " ran as one");
    }

    @Test
    void theBootPairsTakeTurnsPairByPair() {
        assertEquals(List.of(1, 2, 1, 2, 1), IntStream.rangeClosed(1, 5)
                .mapToObj(number -> PairSchedule.bootPair(number, 2)).toList());
        assertEquals(List.of(1, 1, 1), IntStream.rangeClosed(1, 3)
                .mapToObj(number -> PairSchedule.bootPair(number, 1)).toList());
        assertThrows(IllegalArgumentException.class, () -> PairSchedule.bootPair(0, 2));
    }

    @Test
    void theScheduleSaysItsOrderAndHowThePairsTakeTurnsOnTheBootPairs() {
        TrialOrder order = TrialOrder.of(Kind.ABBA, 0, 4);

        assertEquals("4 pairs, order ABBA: AB BA AB BA", PairSchedule.describe(order, 1));
        assertEquals("4 pairs, order ABBA: AB BA AB BA; pair i on boot pair ((i - 1) mod 2) + 1",
                PairSchedule.describe(order, 2));
    }
}
