package io.perfgate.perf.load;

/** The load generator could not run a scenario: a broken scenario file, setting or Hyperfoil failure. */
public final class LoadException extends RuntimeException {
    public LoadException(String message) {
        super(message);
    }

    public LoadException(String message, Throwable cause) {
        super(message, cause);
    }
}
