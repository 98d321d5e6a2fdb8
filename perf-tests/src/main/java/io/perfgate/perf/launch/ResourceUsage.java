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
}
