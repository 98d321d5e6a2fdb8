package io.perfgate.perf.protocol;

import io.perfgate.perf.protocol.TrialOrder.Kind;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class TrialProtocolTest {
    @Test
    void trialsRunInTheOrderAndPairIByTheirNumber() {
        List<String> ran = new ArrayList<>();

        TrialProtocol.Pairs<String> pairs = TrialProtocol.interleave(TrialOrder.of(Kind.ABBA, 0, 4),
                (side, number) -> {
                    String trial = side.letter() + number;
                    ran.add(trial);
                    return trial;
                }, TrialProtocolTest::noDuet, () -> false);

        assertEquals(List.of("A1", "B1", "B2", "A2", "A3", "B3", "B4", "A4"), ran);
        assertEquals(List.of("A1", "A2", "A3", "A4"), pairs.reference());
        assertEquals(List.of("B1", "B2", "B3", "B4"), pairs.candidate());
    }

    @Test
    void theRandomOrderIsFollowedAsPrinted() {
        TrialOrder order = TrialOrder.of(Kind.RANDOM, 7, 6);
        StringBuilder ran = new StringBuilder();

        TrialProtocol.interleave(order, (side, number) -> ran.append(ran.length() % 3 == 2 ? " " : "").append(side.letter()),
                TrialProtocolTest::noDuet, () -> false);

        assertEquals(order.sequence(), ran.toString());
    }

    @Test
    void aStopEndsTheRunAfterACompletePairSoNoTrialIsUnpaired() {
        List<Integer> stops = new ArrayList<>();

        TrialProtocol.Pairs<String> pairs = TrialProtocol.interleave(TrialOrder.of(Kind.ABBA, 0, 5),
                (side, number) -> side.letter() + number, TrialProtocolTest::noDuet, () -> {
                    stops.add(stops.size() + 1);
                    return stops.size() == 2;
                });

        assertEquals(List.of("A1", "A2"), pairs.reference());
        assertEquals(List.of("B1", "B2"), pairs.candidate());
    }

    @Test
    void aDuetRunsBothTrialsOfAPairTogetherTheFirstSideAlternating() {
        List<String> ran = new ArrayList<>();

        TrialProtocol.Pairs<String> pairs = TrialProtocol.interleave(TrialOrder.of(Kind.DUET, 0, 4),
                (side, number) -> {
                    throw new AssertionError("a duet runs no trial alone, ran " + side + number);
                }, (first, number) -> {
                    ran.add(first.letter() + number);
                    return new TrialProtocol.Both<>("A" + number, "B" + number);
                }, () -> false);

        assertEquals(List.of("A1", "B2", "A3", "B4"), ran);
        assertEquals(List.of("A1", "A2", "A3", "A4"), pairs.reference());
        assertEquals(List.of("B1", "B2", "B3", "B4"), pairs.candidate());
        assertEquals("A+B B+A A+B B+A", TrialOrder.of(Kind.DUET, 0, 4).sequence());
    }

    private static <T> TrialProtocol.Both<T> noDuet(TrialOrder.Side first, int number) {
        throw new AssertionError("not a duet, yet pair " + number + " ran as one");
    }
}
