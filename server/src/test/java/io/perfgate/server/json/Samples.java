package io.perfgate.server.json;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/** Test records and documents shared by the codec tests (the server's own messages: {@code api.Messages}). */
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
}
