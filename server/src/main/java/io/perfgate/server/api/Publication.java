package io.perfgate.server.api;

/** Request-1 answer (201): the stored row as read back from the database. */
public record Publication(String userUUID, long publicationID, String text) {
}
