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
}
