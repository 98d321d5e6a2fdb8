package io.perfgate.server.store;

/**
 * The database failed. Never caused by client input. Either the storage is {@link #unavailable()} for a
 * while (locked by another process, read-only, disk full, an I/O error: answered 503, the next request
 * tries again) or something else broke (closed, corrupt, a defect: answered 500).
 */
public final class StoreException extends RuntimeException {
    private final boolean unavailable;

    public StoreException(String message) {
        this(message, null);
    }

    public StoreException(String message, Throwable cause) {
        this(message, cause, false);
    }

    private StoreException(String message, Throwable cause, boolean unavailable) {
        super(message, cause);
        this.unavailable = unavailable;
    }

    /** A fault of the storage that may clear by itself; {@code message} names it for the client. */
    static StoreException unavailable(String message, Throwable cause) {
        return new StoreException(message, cause, true);
    }

    /** Whether the storage is temporarily unable to serve (503) rather than broken (500). */
    public boolean unavailable() {
        return unavailable;
    }
}
