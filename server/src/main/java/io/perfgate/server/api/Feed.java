package io.perfgate.server.api;

import java.util.List;

/**
 * Request-2 answer (200): computed from data held in memory, about 4.5-5 KB of JSON with arrays of
 * objects.
 */
public record Feed(String userUUID, long generation, List<FeedItem> items, List<Suggestion> suggestions) {

    /** One post in the feed. */
    public record FeedItem(long id, String author, String title, String summary, List<String> tags,
                           int likes, double score, boolean pinned) {
    }

    /** A user the reader might follow. */
    public record Suggestion(String userUUID, String name, int mutualFollowers) {
    }
}
