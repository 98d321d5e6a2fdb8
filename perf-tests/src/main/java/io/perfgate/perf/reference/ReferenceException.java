package io.perfgate.perf.reference;

/** The reference build of an A/B run cannot be used: no such jar, or its revision cannot be resolved or built. */
public class ReferenceException extends RuntimeException {
    public ReferenceException(String message) {
        super(message);
    }

    public ReferenceException(String message, Throwable cause) {
        super(message, cause);
    }
}
