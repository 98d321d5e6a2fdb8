package io.perfgate.server.store;

/** The database failed (I/O, corruption, closed). Never caused by client input: the server answers 500. */
public final class StoreException extends RuntimeException {
    public StoreException(String message) {
        super(message);
    }

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
