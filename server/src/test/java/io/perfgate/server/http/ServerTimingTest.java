package io.perfgate.server.http;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ServerTimingTest {

    @Test
    void onlyTotalAppearsWhenNoPhaseRan() {
        assertEquals("total;dur=1.500", new ServerTiming(0).header(1_500_000));
    }

    @Test
    void totalIsMillisecondsWithMicrosecondResolution() {
        assertEquals("total;dur=12.003", new ServerTiming(1_000).header(12_004_999));
        assertEquals("total;dur=0.042", new ServerTiming(0).header(42_000));
    }

    @Test
    void phasesThatRanAppearInAFixedOrderBeforeTotal() {
        ServerTiming timing = new ServerTiming(System.nanoTime());
        timing.measure(ServerTiming.Phase.DB, () -> { });
        timing.measure(ServerTiming.Phase.PARSE, () -> "parsed");
        String header = timing.header(System.nanoTime());
        assertTrue(header.matches("parse;dur=\\d+\\.\\d{3}, db;dur=\\d+\\.\\d{3}, total;dur=\\d+\\.\\d{3}"), header);
    }

    @Test
    void aPhaseIsTimedEvenWhenItsWorkThrows() {
        ServerTiming timing = new ServerTiming(System.nanoTime());
        try {
            timing.measure(ServerTiming.Phase.COMPUTE, () -> {
                throw new IllegalStateException("boom");
            });
        } catch (IllegalStateException expected) {
            // the phase must still be reported
        }
        assertTrue(timing.header(System.nanoTime()).startsWith("compute;dur="));
    }
}
