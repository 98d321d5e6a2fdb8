package io.perfgate.perf.launch;

/**
 * The server under test could not be started, reached or watched: a broken setup, never a performance
 * result. Messages say what was required, what was found and how to fix it.
 */
public final class LaunchException extends RuntimeException {
    public LaunchException(String message) {
        super(message);
    }

    public LaunchException(String message, Throwable cause) {
        super(message, cause);
    }

    /**
     * {@code e}'s message, followed by its root cause's when that is another exception: a Docker client wraps what
     * went wrong (a refused socket, a timeout) in exceptions whose own messages do not say it.
     */
    static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t == e ? String.valueOf(e.getMessage()) : e.getMessage() + " (cause: " + t.getMessage() + ")";
    }
}
