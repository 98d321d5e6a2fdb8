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
 * @param compilerCpuNanos the part of {@code cpuNanos} its JIT compiler threads used since it started, ns (read from
 *                         {@code /proc}, {@link CompilerThreadCpu}); empty where they cannot be read
 */
public record ResourceUsage(OptionalLong cpuNanos, OptionalLong peakMemoryBytes, OptionalLong allocatedBytes,
                            OptionalLong gcCount, OptionalLong gcMillis, OptionalLong compilerCpuNanos) {
    public static final ResourceUsage UNKNOWN = new ResourceUsage(OptionalLong.empty(), OptionalLong.empty());

    public ResourceUsage {
        Objects.requireNonNull(cpuNanos, "cpuNanos");
        Objects.requireNonNull(peakMemoryBytes, "peakMemoryBytes");
        Objects.requireNonNull(allocatedBytes, "allocatedBytes");
        Objects.requireNonNull(gcCount, "gcCount");
        Objects.requireNonNull(gcMillis, "gcMillis");
        Objects.requireNonNull(compilerCpuNanos, "compilerCpuNanos");
    }

    /** Without the compiler threads' CPU. */
    public ResourceUsage(OptionalLong cpuNanos, OptionalLong peakMemoryBytes, OptionalLong allocatedBytes,
                         OptionalLong gcCount, OptionalLong gcMillis) {
        this(cpuNanos, peakMemoryBytes, allocatedBytes, gcCount, gcMillis, OptionalLong.empty());
    }

    /** CPU and memory only: no JVM counters (a launcher without a JMX connection). */
    public ResourceUsage(OptionalLong cpuNanos, OptionalLong peakMemoryBytes) {
        this(cpuNanos, peakMemoryBytes, OptionalLong.empty(), OptionalLong.empty(), OptionalLong.empty());
    }

    /** These CPU and memory readings with the JVM's counters of {@code jvm}. */
    ResourceUsage withJvmCounters(ResourceUsage jvm) {
        return new ResourceUsage(cpuNanos, peakMemoryBytes, jvm.allocatedBytes, jvm.gcCount, jvm.gcMillis,
                compilerCpuNanos);
    }

    /** These readings with the JIT compiler threads' CPU of the same moment. */
    ResourceUsage withCompilerCpu(OptionalLong compilerCpuNanos) {
        return new ResourceUsage(cpuNanos, peakMemoryBytes, allocatedBytes, gcCount, gcMillis, compilerCpuNanos);
    }

    /**
     * Server CPU time per response between two samples, in microseconds, without what its JIT compiler threads
     * used where both samples know it (compiling is warm-up work that goes on in bursts: {@link CompilerThreadCpu});
     * NaN when either sample has no CPU counter or there were no responses.
     */
    public static double cpuMicrosPerRequest(ResourceUsage before, ResourceUsage after, long responses) {
        double all = delta(before.cpuNanos, after.cpuNanos, responses);
        double compiler = delta(before.compilerCpuNanos, after.compilerCpuNanos, responses);
        double requests = Double.isNaN(compiler) ? all : Math.max(0, all - compiler);
        return requests / 1_000d / responses;
    }

    /**
     * The JIT compiler threads' CPU time per response between two samples, in microseconds: what
     * {@link #cpuMicrosPerRequest} leaves out; NaN where the compiler threads cannot be read.
     */
    public static double compilerCpuMicrosPerRequest(ResourceUsage before, ResourceUsage after, long responses) {
        return delta(before.compilerCpuNanos, after.compilerCpuNanos, responses) / 1_000d / responses;
    }

    /**
     * The compiler threads' share of all the server's CPU time between two samples (0..1); NaN where either is
     * not known or the server used no CPU.
     */
    public static double compilerShare(ResourceUsage before, ResourceUsage after) {
        double all = delta(before.cpuNanos, after.cpuNanos, 1);
        double compiler = delta(before.compilerCpuNanos, after.compilerCpuNanos, 1);
        return all > 0 ? Math.min(1, compiler / all) : Double.NaN;
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
