package io.perfgate.server.http;

import java.util.concurrent.locks.LockSupport;

/**
 * TEST-ONLY per-request slowdown, used by the regression gate's self-tests to plant a known regression:
 * allocate {@code allocBytes} on the heap (an array that escapes, so the JIT cannot remove it), burn about
 * {@code cpuMicros} of CPU (xorshift arithmetic the JIT cannot drop), then sleep {@code delayMicros}. With all
 * three at 0 it costs nothing: the dispatcher does not call it.
 *
 * <p>The burn is measured in wall time ({@link System#nanoTime()}), for platform and virtual threads alike,
 * with no set-up per request, so that what is asked is what is added (see server/README.md, "Options"). On a
 * CPU the request has to itself (the gate's one-user load) wall time is CPU time; under contention a
 * wall-time burn uses less CPU than asked.
 */
final class Slowdown {
    /**
     * Xorshift steps between clock reads: about 0.1 us of work against a clock read of tens of nanoseconds,
     * so the burn ends within a fraction of a microsecond of what was asked (the gate's self-tests plant
     * slowdowns of a few microseconds).
     */
    private static final int STEPS_PER_CHECK = 64;
    /** Keeps the burn's result observable so the JIT cannot drop the loop. */
    private static volatile byte sink;
    /** Where each request's extra array escapes to, so that the allocation cannot be optimised away. */
    private static volatile byte[] allocated;

    private final long cpuNanos;
    private final long delayNanos;
    private final int allocBytes;

    Slowdown(long cpuMicros, long delayMicros, int allocBytes) {
        this.cpuNanos = cpuMicros * 1_000;
        this.delayNanos = delayMicros * 1_000;
        this.allocBytes = allocBytes;
    }

    boolean isNone() {
        return cpuNanos == 0 && delayNanos == 0 && allocBytes == 0;
    }

    void apply() {
        if (allocBytes > 0) {
            // The array header (16 bytes on 64-bit HotSpot) comes on top: a request allocates allocBytes + 16.
            allocated = new byte[allocBytes];
        }
        if (cpuNanos > 0) {
            burn(cpuNanos);
        }
        if (delayNanos > 0) {
            sleep(delayNanos);
        }
    }

    /** Burns CPU for at least {@code nanos} of wall time; returns the time it measured. */
    static long burn(long nanos) {
        // The clock starts first, so whatever the burn costs counts towards what was asked.
        long start = System.nanoTime();
        long x = start | 1;
        long elapsed;
        do {
            for (int i = 0; i < STEPS_PER_CHECK; i++) {
                x ^= x << 13;
                x ^= x >>> 7;
                x ^= x << 17;
            }
            elapsed = System.nanoTime() - start;
        } while (elapsed < nanos);
        sink = (byte) x;
        return elapsed;
    }

    private static void sleep(long nanos) {
        long deadline = System.nanoTime() + nanos;
        for (long left = nanos; left > 0; left = deadline - System.nanoTime()) {
            LockSupport.parkNanos(left);
        }
    }
}
