package io.perfgate.server.api;

/** Request-2 body: {@code POST /feed}, about 55 bytes. */
public record FeedRequest(String userUUID) {
}
