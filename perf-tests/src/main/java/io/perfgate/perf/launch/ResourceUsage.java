package io.perfgate.perf.launch;

import java.util.Objects;
import java.util.OptionalLong;

/**
 * The server's resource use as its launcher can see it: counters since the server started, sampled right
 * before and right after each trial (outside the load window) and subtracted. Empty means "cannot be
 * measured here" (a remote server, a JVM that does not answer JMX), never zero.
 *
 * @param cpuNanos         CPU time (user + system) the server consumed since it started, ns
 * @param peakMemoryBytes  the highest memory use since the last {@link RunningServer#resetPeakMemory()}, bytes
 * @param allocatedBytes   heap bytes all of the server JVM's threads allocated since it started (JMX)
 * @param gcCount          collections of all the server JVM's collectors since it started (JMX)
 * @param gcMillis         the server JVM's collectors' accumulated time since it started, ms (JMX)
 */
public record ResourceUsage(OptionalLong cpuNanos, OptionalLong peakMemoryBytes, OptionalLong allocatedBytes,
                            OptionalLong gcCount, OptionalLong gcMillis) {
    public static final ResourceUsage UNKNOWN = new ResourceUsage(OptionalLong.empty(), OptionalLong.empty());

    public ResourceUsage {
        Objects.requireNonNull(cpuNanos, "cpuNanos");
        Objects.requireNonNull(peakMemoryBytes, "peakMemoryBytes");
        Objects.requireNonNull(allocatedBytes, "allocatedBytes");
        Objects.requireNonNull(gcCount, "gcCount");
        Objects.requireNonNull(gcMillis, "gcMillis");
    }

    /** CPU and memory only: no JVM counters (a launcher without a JMX connection). */
    public ResourceUsage(OptionalLong cpuNanos, OptionalLong peakMemoryBytes) {
        this(cpuNanos, peakMemoryBytes, OptionalLong.empty(), OptionalLong.empty(), OptionalLong.empty());
    }

    /** These CPU and memory readings with the JVM's counters of {@code jvm}. */
    ResourceUsage withJvmCounters(ResourceUsage jvm) {
        return new ResourceUsage(cpuNanos, peakMemoryBytes, jvm.allocatedBytes, jvm.gcCount, jvm.gcMillis);
    }

    /**
     * Server CPU time per response between two samples, in microseconds; NaN when either sample has no CPU
     * counter or there were no responses.
     */
    public static double cpuMicrosPerRequest(ResourceUsage before, ResourceUsage after, long responses) {
        return delta(before.cpuNanos, after.cpuNanos, responses) / 1_000d / responses;
    }

    /**
     * Heap bytes the server JVM allocated per response between two samples: JMH's {@code gc.alloc.rate.norm}
     * for a whole server. It includes every thread (the JDK's HTTP dispatcher, database threads), as a
     * request costs them too. NaN when either sample lacks the counter, there were no responses, or the
     * counter went backwards (a fallback sum over live threads loses threads that ended).
     */
    public static double allocatedBytesPerRequest(ResourceUsage before, ResourceUsage after, long responses) {
        return delta(before.allocatedBytes, after.allocatedBytes, responses) / responses;
    }

    /** Collections per 1,000 responses between two samples; 0 is a measurement (no collection), NaN is not. */
    public static double gcCountPer1000Requests(ResourceUsage before, ResourceUsage after, long responses) {
        return delta(before.gcCount, after.gcCount, responses) * 1_000 / responses;
    }

    /** Collector time per response between two samples, ms (the JVM counts whole milliseconds per collection). */
    public static double gcMillisPerRequest(ResourceUsage before, ResourceUsage after, long responses) {
        return delta(before.gcMillis, after.gcMillis, responses) / responses;
    }

    /** after - before; NaN (which every per-response value then inherits) when it cannot be a count of this trial. */
    private static double delta(OptionalLong before, OptionalLong after, long responses) {
        if (before.isEmpty() || after.isEmpty() || responses <= 0) {
            return Double.NaN;
        }
        long delta = after.getAsLong() - before.getAsLong();
        return delta < 0 ? Double.NaN : delta;
    }
}
