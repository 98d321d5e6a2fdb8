package io.perfgate.server.http;

import java.util.Map;

/**
 * A request the server refuses with a 4xx (or 501, for a part of HTTP it does not implement): thrown by endpoints
 * and by request parsing, answered with {@code {"error": message}}. The message says what was expected and what
 * was found.
 */
public final class HttpProblem extends RuntimeException {
    private final int status;
    private final Map<String, String> headers;

    public HttpProblem(int status, String message) {
        this(status, message, Map.of());
    }

    public HttpProblem(int status, String message, Map<String, String> headers) {
        super(message, null, false, false);
        if ((status < 400 || status > 499) && status != 501) {
            throw new IllegalArgumentException("an HttpProblem is a 4xx or 501, actual: " + status);
        }
        this.status = status;
        this.headers = Map.copyOf(headers);
    }

    public static HttpProblem badRequest(String message) {
        return new HttpProblem(400, message);
    }

    public static HttpProblem notFound(String message) {
        return new HttpProblem(404, message);
    }

    public int status() {
        return status;
    }

    public Map<String, String> headers() {
        return headers;
    }
}
