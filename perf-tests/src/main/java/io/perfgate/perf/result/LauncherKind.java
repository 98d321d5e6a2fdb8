package io.perfgate.perf.result;

/**
 * How the servers under test ran: part of the machine class ({@link Machine#sameClassAs}), since a container and a
 * child process of the same jar measure differently. Files and the console name it by {@link #id()}.
 */
public enum LauncherKind {
    /** In a Docker container (Testcontainers), built locally from the JDK that runs the suite. */
    CONTAINER("container"),
    /** As a child process of the suite's JVM, pinned with {@code taskset}. */
    PROCESS("process"),
    /** A server someone else started, measured over the network. */
    REMOTE("remote");

    private final String id;

    LauncherKind(String id) {
        this.id = id;
    }

    /** The name in {@code -Dperf.launcher}, result and baseline files, the history and the console. */
    public String id() {
        return id;
    }

    /** The kind whose {@link #id()} {@code id} is, as a file spells it. */
    public static LauncherKind byId(String id) {
        for (LauncherKind kind : values()) {
            if (kind.id.equals(id)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("launcher must be container, process or remote, actual: " + id);
    }
}
