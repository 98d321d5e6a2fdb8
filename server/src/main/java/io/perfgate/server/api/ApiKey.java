package io.perfgate.server.api;

/** Answer of {@code GET /api}: a new random API key. */
public record ApiKey(String apiKey) {
}
