package io.perfgate.perf.protocol;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AtOnceTest {
    @Test
    void allAtOnceReturnsResultsInOrderAndThrowsAFailureOnlyOnceAllEnded() {
        assertEquals(java.util.List.of(1, 2, 3), AtOnce.all(java.util.List.of(() -> 1, () -> 2, () -> 3)));

        java.util.concurrent.atomic.AtomicBoolean slowEnded = new java.util.concurrent.atomic.AtomicBoolean();
        IllegalStateException failure = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> AtOnce.all(java.util.List.<java.util.function.Supplier<Integer>>of(() -> {
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

    @Test
    void bothReturnsTheFirstAsTheReferenceWhateverEndsFirst() {
        Both<String> both = AtOnce.both(() -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return "first";
        }, () -> "second");

        assertEquals(new Both<>("first", "second"), both);
        assertEquals(new Both<>("second", "first"), both.swapped());
    }
}
