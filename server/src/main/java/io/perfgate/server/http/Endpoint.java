package io.perfgate.server.http;

/**
 * Handles one route. Throws {@link HttpProblem} for a 4xx, {@link ServiceUnavailable} for a 503; anything
 * else thrown becomes a logged 500.
 */
@FunctionalInterface
public interface Endpoint {
    Response handle(Request request);
}
