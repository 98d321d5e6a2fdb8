package io.perfgate.server.api;

import java.util.ArrayList;
import java.util.List;

/**
 * The server's messages as they travel, one copy for the codec tests and the JSON benchmarks: {@code benchmarks/}
 * reads this class from the server's test-jar, so that what is measured is what is checked.
 */
public final class Messages {
    /** A Request-1 body as a client sends it: about 100 bytes. */
    public static final String REQUEST_1 =
            "{\"userUUID\": \"5f0c6d1e-8a4b-4c3d-9e2f-7a6b5c4d3e2f\", \"text\": \"Hello from the perf suite!\"}";
    /** A Request-2 body: about 55 bytes. */
    public static final String REQUEST_2 = "{\"userUUID\": \"5f0c6d1e-8a4b-4c3d-9e2f-7a6b5c4d3e2f\"}";

    private Messages() {
    }

    /** A representative Request-2 answer: 20 items with 3-4 tags, 5 suggestions, about 5 KB of JSON. */
    public static Feed feed() {
        List<Feed.FeedItem> items = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            List<String> tags = new ArrayList<>(List.of("java", "performance", "http"));
            if (i % 2 == 0) {
                tags.add("json");
            }
            items.add(new Feed.FeedItem(100_000L + i, "author-" + i, "Measuring request " + i + " under load",
                    "Summary of post " + i + ": \"quoted\", a tab\tand caf\u00e9 \u2013 real text.",
                    tags, i * 7, i * 1.25 + 0.5, i == 0));
        }
        List<Feed.Suggestion> suggestions = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            suggestions.add(new Feed.Suggestion("5f0c6d1e-8a4b-4c3d-9e2f-00000000000" + i, "User " + i, i * 3));
        }
        return new Feed("5f0c6d1e-8a4b-4c3d-9e2f-7a6b5c4d3e2f", 42, items, suggestions);
    }
}
