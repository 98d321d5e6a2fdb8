package io.perfgate.perf.profile;

/** A profile that cannot be recorded, written or read: what was expected, what was found, and which file. */
public class ProfileException extends RuntimeException {
    public ProfileException(String message) {
        super(message);
    }

    public ProfileException(String message, Throwable cause) {
        super(message, cause);
    }
}
