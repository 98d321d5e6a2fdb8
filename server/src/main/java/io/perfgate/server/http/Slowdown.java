package io.perfgate.server.http;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.concurrent.locks.LockSupport;

/**
 * TEST-ONLY per-request slowdown, used by the regression gate's self-tests to plant a known regression:
 * burn about {@code cpuMicros} of CPU doing real work (SHA-256 chained over its own output), then sleep
 * {@code delayMicros}. With both at 0 it costs nothing: the dispatcher does not call it.
 *
 * <p>The burn is measured in the current thread's CPU time when the JVM reports it (platform threads),
 * else in wall time (virtual threads report no CPU time), so on a busy machine a virtual thread may burn
 * less CPU than asked.
 */
final class Slowdown {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean CPU_TIME = THREADS.isCurrentThreadCpuTimeSupported();
    /** Digests between clock reads: about 10-20 us of work, so reading the clock costs little. */
    private static final int DIGESTS_PER_CHECK = 16;
    /** Keeps the digests observable so the JIT cannot drop them. */
    private static volatile byte sink;

    private final long cpuNanos;
    private final long delayNanos;

    Slowdown(long cpuMicros, long delayMicros) {
        this.cpuNanos = cpuMicros * 1_000;
        this.delayNanos = delayMicros * 1_000;
    }

    boolean isNone() {
        return cpuNanos == 0 && delayNanos == 0;
    }

    void apply() {
        if (cpuNanos > 0) {
            burn(cpuNanos);
        }
        if (delayNanos > 0) {
            sleep(delayNanos);
        }
    }

    /** Burns at least {@code nanos} of CPU (or wall) time; returns the time it measured. */
    static long burn(long nanos) {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every JDK", e);
        }
        boolean cpu = CPU_TIME && THREADS.getCurrentThreadCpuTime() >= 0;
        long start = now(cpu);
        byte[] block = ByteBuffer.allocate(64).putLong(start).array();
        long elapsed;
        do {
            for (int i = 0; i < DIGESTS_PER_CHECK; i++) {
                sha.update(block);
                byte[] digest = sha.digest();
                System.arraycopy(digest, 0, block, 0, digest.length);
            }
            elapsed = now(cpu) - start;
        } while (elapsed < nanos);
        sink = block[0];
        return elapsed;
    }

    private static long now(boolean cpu) {
        return cpu ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    private static void sleep(long nanos) {
        long deadline = System.nanoTime() + nanos;
        for (long left = nanos; left > 0; left = deadline - System.nanoTime()) {
            LockSupport.parkNanos(left);
        }
    }
}
