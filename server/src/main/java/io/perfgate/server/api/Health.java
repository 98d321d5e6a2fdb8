package io.perfgate.server.api;

/** Answer of {@code GET /health}. */
public record Health(String status, String variant) {
}
