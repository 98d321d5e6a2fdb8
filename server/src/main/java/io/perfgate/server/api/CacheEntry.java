package io.perfgate.server.api;

/** One element of {@code GET /api/{apiKey}}. */
public record CacheEntry(String key, String value) {
}
