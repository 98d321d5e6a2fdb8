package io.perfgate.server.api;

/** Request-1 body: {@code POST /publications}. Both fields required; text is 1..1000 characters. */
public record PublicationRequest(String userUUID, String text) {
}
