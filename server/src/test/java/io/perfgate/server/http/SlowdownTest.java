package io.perfgate.server.http;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SlowdownTest {

    @Test
    void burnSpendsAtLeastTheAskedTime() {
        long asked = 2_000_000;
        assertTrue(Slowdown.burn(asked) >= asked);
    }

    @Test
    void delaySleepsAtLeastTheAskedTime() {
        long start = System.nanoTime();
        new Slowdown(0, 3_000, 0).apply();
        assertTrue(System.nanoTime() - start >= 3_000_000);
    }

    @Test
    void zeroSlowdownIsNone() {
        assertTrue(new Slowdown(0, 0, 0).isNone());
        assertFalse(new Slowdown(1, 0, 0).isNone());
        assertFalse(new Slowdown(0, 1, 0).isNone());
        assertFalse(new Slowdown(0, 0, 1).isNone());
    }
}
