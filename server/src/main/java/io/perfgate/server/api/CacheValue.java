package io.perfgate.server.api;

/** Body of a cache entry create/update and of a read: {@code {"value": "..."}}. value is required. */
public record CacheValue(String value) {
}
