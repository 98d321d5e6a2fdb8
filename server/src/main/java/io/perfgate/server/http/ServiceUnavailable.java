package io.perfgate.server.http;

/**
 * The server cannot serve this request for a while (its storage is locked, read-only, full or failing):
 * answered 503 with {@code Retry-After} and {@code {"error": message}}, where the message names the cause.
 */
public final class ServiceUnavailable extends RuntimeException {
    /** Seconds a client should wait before trying again; storage faults clear, or do not, on a human scale. */
    static final String RETRY_AFTER_SECONDS = "1";

    public ServiceUnavailable(String message, Throwable cause) {
        super(message, cause);
    }
}
