package io.perfgate.server.json;

import io.perfgate.server.api.Feed;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/** Test records and documents shared by the codec tests. */
final class Samples {
    private Samples() {
    }

    /** Every component kind the codecs map. */
    record Item(String name, int count, long id, double score, boolean on, Integer boxed, List<String> tags,
                Map<String, Integer> extra, Item child) {
    }

    record Holder(List<Item> items) {
    }

    record Untyped(Object any) {
    }

    /** UTF-8 bytes of a document written as Java text. */
    static byte[] utf8(String json) {
        return json.getBytes(StandardCharsets.UTF_8);
    }

    /**
     * A document with raw bytes: text parts as UTF-8, parts in angle brackets as hex bytes, so that
     * {@code bytes("[\"<C0AF>\"]")} is an overlong slash inside a string.
     */
    static byte[] bytes(String spec) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int i = 0;
        while (i < spec.length()) {
            int open = spec.indexOf('<', i);
            if (open < 0) {
                out.writeBytes(utf8(spec.substring(i)));
                break;
            }
            out.writeBytes(utf8(spec.substring(i, open)));
            int close = spec.indexOf('>', open);
            out.writeBytes(HexFormat.of().parseHex(spec.substring(open + 1, close)));
            i = close + 1;
        }
        return out.toByteArray();
    }

    static String nested(int depth) {
        return "[".repeat(depth) + "]".repeat(depth);
    }

    /** A representative Request-2 answer: 20 items with 3-4 tags, 5 suggestions (about 5 KB). */
    static Feed feed() {
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
