package io.perfgate.perf.sut;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The placeholders of a description's arguments and environment values, filled per boot:
 * {@code {port}} (the free loopback port the harness chose: host networking, so the server must bind it) and
 * {@code {scratch}} (a directory of its own for this boot: {@code /tmp} in a container, a fresh directory under
 * the work directory for a process). Any other {@code {word}} is an error when the file is read, so that a typo
 * does not reach the server as a literal.
 */
public final class Placeholders {
    public static final String PORT = "{port}";
    public static final String SCRATCH = "{scratch}";
    public static final List<String> KNOWN = List.of(PORT, SCRATCH);
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{[A-Za-z_]+}");

    private Placeholders() {
    }

    /** The {@code {word}}s in {@code text} that are not placeholders, in order. */
    static List<String> unknown(String text) {
        return unknown(text, KNOWN);
    }

    /** The {@code {word}}s in {@code text} that are not in {@code known}, in order. */
    static List<String> unknown(String text, List<String> known) {
        Matcher m = PLACEHOLDER.matcher(text);
        return m.results().map(r -> r.group()).filter(p -> !known.contains(p)).toList();
    }

    public static String fill(String text, int port, String scratch) {
        return text.replace(PORT, Integer.toString(port)).replace(SCRATCH, scratch);
    }

    public static List<String> fill(List<String> texts, int port, String scratch) {
        return texts.stream().map(t -> fill(t, port, scratch)).toList();
    }
}
