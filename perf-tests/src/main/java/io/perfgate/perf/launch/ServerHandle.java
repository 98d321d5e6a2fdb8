package io.perfgate.perf.launch;

import java.util.Optional;

/**
 * A launcher's own hold on one server it started or reaches, the part that differs between launchers: whether the
 * server still runs, its output, moving it between CPUs, and stopping it (a child process, a container, a remote
 * address, a balanced pair).
 */
interface ServerHandle {
    /** Empty while the server runs; else why it is gone (exit code, container state). */
    Optional<String> deathReason();

    /** The end of the server's own output, for failure messages; may be empty. */
    String logTail();

    /** Whether {@link #moveTo} can move the server to other CPUs while it runs. */
    default boolean movable() {
        return false;
    }

    /**
     * Lets the server's threads run on {@code cpus} (cpuset / taskset syntax) from now on; asked only when
     * {@link #movable()}.
     *
     * @throws LaunchException the move failed
     */
    default void moveTo(String cpus) {
        throw new UnsupportedOperationException("not movable");
    }

    /** Stops the server and removes what it leaves behind; asked once, after its JVM connection is closed. */
    void stop();
}
