package io.perfgate.server.json;

/**
 * Bounded quotes of document text in error messages. A message is echoed in the 400 answer, so it must
 * not grow with the input (unbounded, a 1 MiB member name gives a 1 MiB message). Used only
 * on error paths, never while reading a valid document.
 */
final class Excerpt {
    /** Most characters of one name, literal or path segment quoted in a message. */
    static final int MAX_CHARS = 64;

    /** Most characters of a whole path, however many segments it has (a name full of dots splits into many). */
    static final int MAX_PATH_CHARS = 4 * MAX_CHARS;

    private Excerpt() {
    }

    /** {@code text} itself, or its first {@link #MAX_CHARS} characters and {@code …(N chars)}. */
    static String of(String text) {
        return cut(text, MAX_CHARS, text.length());
    }

    /**
     * A Gson-style path ({@code $.items[2].name}) with every name longer than {@link #MAX_CHARS} cut, and
     * the whole cut at {@link #MAX_PATH_CHARS}. Names are the text between a {@code .} and the next
     * {@code .} or {@code [}; a name containing those is cut piecewise, which the whole-path bound covers.
     */
    static String path(String path) {
        if (path.length() <= MAX_CHARS) {
            return path;
        }
        StringBuilder out = new StringBuilder();
        int segment = 0;
        for (int i = 1; i <= path.length(); i++) {
            if (i == path.length() || path.charAt(i) == '.' || path.charAt(i) == '[') {
                // The segment starts with its '.', so a name keeps MAX_CHARS characters.
                out.append(cut(path.substring(segment, i), MAX_CHARS + 1, i - segment));
                segment = i;
            }
        }
        return out.length() <= MAX_PATH_CHARS ? out.toString() : cut(out.toString(), MAX_PATH_CHARS, path.length());
    }

    /** The first {@code max} characters of {@code text} and {@code …(N chars)}, N the length of what it stands for. */
    private static String cut(String text, int max, int length) {
        if (text.length() <= max) {
            return text;
        }
        // Never half a surrogate pair: the message is written as UTF-8.
        int end = Character.isHighSurrogate(text.charAt(max - 1)) ? max - 1 : max;
        return text.substring(0, end) + "\u2026(" + length + " chars)";
    }
}
