package io.perfgate.perf.launch;

import io.perfgate.perf.result.ServerJvm;

import java.util.Optional;

/**
 * How a started server's resource use is read: what {@link RunningServer} says of {@code usage}, {@code osSample},
 * {@code resetPeakMemory} and {@code jvm}, for one server of its own or for a topology summed over its parts.
 */
interface Meters extends AutoCloseable {
    /** CPU, peak memory and the JVM's allocation and GC counters now (see {@link RunningServer#usage()}). */
    ResourceUsage usage();

    /** CPU and current memory from the OS side only; empty where it cannot be seen (see {@link RunningServer#osSample()}). */
    Optional<OsSample> osSample();

    /** Starts a new peak-memory window; best effort. */
    void resetPeakMemory();

    /** The server's JVM, asked once; UNKNOWN where it cannot be asked. */
    ServerJvm jvm();

    /** The server JVM's Flight Recorder; empty where it cannot be reached (see {@link RunningServer#flightRecorder()}). */
    default Optional<FlightRecorder> flightRecorder() {
        return Optional.empty();
    }

    /** Releases what reading holds (a JMX connection); nothing by default. */
    @Override
    default void close() {
    }
}
