package io.perfgate.server.json;

/** A JSON document that is malformed or does not fit the expected type. The message names the place. */
public final class JsonException extends RuntimeException {
    public JsonException(String message) {
        super(message);
    }

    public JsonException(String message, Throwable cause) {
        super(message, cause);
    }
}
