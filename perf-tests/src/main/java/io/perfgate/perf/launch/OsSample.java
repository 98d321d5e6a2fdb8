package io.perfgate.perf.launch;

import java.util.Objects;
import java.util.OptionalLong;

/**
 * The server's CPU time so far and its memory now, as the operating system counts them (cgroup files for a container,
 * {@code /proc} for a child process): read without running any code in the server, so that it may be read during a
 * load window, unlike {@link RunningServer#usage()}'s JMX counters. Either figure may be empty when its file could
 * not be read; empty is "not measured", never zero.
 *
 * @param cpuNanos    CPU time (user + system) the server consumed since it started, ns; subtract two readings
 * @param memoryBytes the memory the server uses now (cgroup current usage, or the process's resident set), bytes
 */
public record OsSample(OptionalLong cpuNanos, OptionalLong memoryBytes) {
    public OsSample {
        Objects.requireNonNull(cpuNanos, "cpuNanos");
        Objects.requireNonNull(memoryBytes, "memoryBytes");
    }
}
