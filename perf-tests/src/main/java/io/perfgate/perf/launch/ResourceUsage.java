package io.perfgate.perf.launch;

import java.util.Objects;
import java.util.OptionalLong;

/**
 * The server's resource use as its launcher can see it. Empty means "cannot be measured here" (a remote
 * server), never zero.
 *
 * @param cpuNanos         CPU time (user + system) the server consumed since it started, ns
 * @param peakMemoryBytes  the highest memory use since the last {@link RunningServer#resetPeakMemory()}, bytes
 */
public record ResourceUsage(OptionalLong cpuNanos, OptionalLong peakMemoryBytes) {
    public static final ResourceUsage UNKNOWN = new ResourceUsage(OptionalLong.empty(), OptionalLong.empty());

    public ResourceUsage {
        Objects.requireNonNull(cpuNanos, "cpuNanos");
        Objects.requireNonNull(peakMemoryBytes, "peakMemoryBytes");
    }

    /**
     * Server CPU time per response between two samples, in microseconds; NaN when either sample has no CPU
     * counter or there were no responses.
     */
    public static double cpuMicrosPerRequest(ResourceUsage before, ResourceUsage after, long responses) {
        if (before.cpuNanos().isEmpty() || after.cpuNanos().isEmpty() || responses <= 0) {
            return Double.NaN;
        }
        return (after.cpuNanos().getAsLong() - before.cpuNanos().getAsLong()) / 1_000d / responses;
    }
}
