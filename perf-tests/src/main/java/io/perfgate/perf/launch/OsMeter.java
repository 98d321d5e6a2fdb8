package io.perfgate.perf.launch;

import java.util.OptionalLong;

/**
 * What the operating system counts of a server's processes: CPU so far, memory now and its peak, read from files
 * (cgroup files for a container, {@code /proc} for a child process) without running any code in the server. Each
 * figure is empty when its file could not be read; empty is "not measured", never zero.
 */
interface OsMeter {
    /** CPU time (user + system) used since the processes started, ns. */
    OptionalLong cpuNanos();

    /** Memory in use now, bytes. */
    OptionalLong memoryBytes();

    /** The highest memory use since the last {@link #resetPeak()} (or since start, where it cannot be reset), bytes. */
    OptionalLong peakMemoryBytes();

    /** Starts a new peak-memory window; best effort. */
    void resetPeak();

    /** The reading a load window may take: CPU and current memory. */
    default OsSample sample() {
        return new OsSample(cpuNanos(), memoryBytes());
    }
}
