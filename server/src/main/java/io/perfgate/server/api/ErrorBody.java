package io.perfgate.server.api;

/** Body of every 4xx: what was wrong, naming the place. */
public record ErrorBody(String error) {
}
