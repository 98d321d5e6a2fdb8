package io.perfgate.perf.launch;

import io.perfgate.perf.result.ServerJvm;
import io.perfgate.perf.sut.Variant;

import java.net.URI;
import java.util.Optional;

/** A started server under test. Closing it stops and removes it; closing twice is harmless. */
public interface RunningServer extends AutoCloseable {
    Variant variant();

    /** Where to send load, e.g. {@code http://127.0.0.1:41234}. */
    URI baseUri();

    /** The path that answers 200 while the server is up ({@code ready.http}); empty when its description watches a log line. */
    Optional<String> healthPath();

    /**
     * Throws a {@link LaunchException} unless the server is still up: its health path answers 200 within
     * {@code timeout}, or, without one, it has not exited.
     */
    default void requireUp(java.time.Duration timeout) {
        if (healthPath().isPresent()) {
            HealthProbe.requireHealthy(baseUri(), healthPath().get(), timeout);
            return;
        }
        deathReason().ifPresent(reason -> {
            throw new LaunchException("server " + variant() + " at " + baseUri() + " is gone: " + reason);
        });
    }

    /**
     * CPU, peak memory and the JVM's allocation and GC counters now; sample right before and right after a
     * trial (never inside its load window: a JMX read costs the server about a millisecond) and subtract.
     */
    ResourceUsage usage();

    /**
     * The server's CPU time and current memory read from the OS side only (cgroup files, {@code /proc}), never over
     * JMX nor by anything that runs code in the server: cheap enough to read several times a second during a load
     * window (a read costs the harness tens of microseconds and the server nothing), which is how the timeline gets
     * the server's CPU and memory second by second. Empty where the launcher cannot see the server's OS side (a
     * remote server): its series is then absent, never zeros. A launcher that can see it overrides this.
     */
    default Optional<OsSample> osSample() {
        return Optional.empty();
    }

    /** The server's own JVM (vendor, version, flags, collector), asked once at start; UNKNOWN where it cannot be asked. */
    ServerJvm jvm();

    /**
     * The server JVM's Flight Recorder, over its JMX connection ({@link FlightRecorder}): empty where there is none (a
     * remote server without a JMX address, a balanced variant of several JVMs, a JVM that did not answer JMX).
     */
    default Optional<FlightRecorder> flightRecorder() {
        return Optional.empty();
    }

    /** Starts a new peak-memory window (best effort: some launchers can only report the peak since start). */
    void resetPeakMemory();

    /**
     * Whether {@link #moveTo} can move this server to other CPUs while it runs: a container (its cpuset) or a child
     * process (taskset); not a remote server, nor one started without taskset.
     */
    default boolean movable() {
        return false;
    }

    /**
     * Lets the server's threads, the running ones and those it starts later, run on {@code cpus} (cpuset / taskset
     * syntax, e.g. {@code 0-1}) from now on. The suite lends the load generator's CPUs to a variant's warm-up this way
     * and moves the server back before the trials (PerfSuite).
     *
     * @throws LaunchException the move failed: the server may still run where it ran, or not at all
     * @throws UnsupportedOperationException not {@link #movable()}
     */
    default void moveTo(String cpus) {
        throw new UnsupportedOperationException("server " + variant() + " at " + baseUri() + " cannot be moved to other CPUs");
    }

    /** Empty while the server runs; else why it is gone (exit code, container state). */
    Optional<String> deathReason();

    /** Where the server's own output goes, for failure messages; may be empty. */
    String logTail();

    @Override
    void close();
}
