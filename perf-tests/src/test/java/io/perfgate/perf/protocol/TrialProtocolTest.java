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
                }, () -> false);

        assertEquals(List.of("A1", "B1", "B2", "A2", "A3", "B3", "B4", "A4"), ran);
        assertEquals(List.of("A1", "A2", "A3", "A4"), pairs.reference());
        assertEquals(List.of("B1", "B2", "B3", "B4"), pairs.candidate());
    }

    @Test
    void theRandomOrderIsFollowedAsPrinted() {
        TrialOrder order = TrialOrder.of(Kind.RANDOM, 7, 6);
        StringBuilder ran = new StringBuilder();

        TrialProtocol.interleave(order, (side, number) -> ran.append(ran.length() % 3 == 2 ? " " : "").append(side.letter()),
                () -> false);

        assertEquals(order.sequence(), ran.toString());
    }

    @Test
    void aStopEndsTheRunAfterACompletePairSoNoTrialIsUnpaired() {
        List<Integer> stops = new ArrayList<>();

        TrialProtocol.Pairs<String> pairs = TrialProtocol.interleave(TrialOrder.of(Kind.ABBA, 0, 5),
                (side, number) -> side.letter() + number, () -> {
                    stops.add(stops.size() + 1);
                    return stops.size() == 2;
                });

        assertEquals(List.of("A1", "A2"), pairs.reference());
        assertEquals(List.of("B1", "B2"), pairs.candidate());
    }
}
