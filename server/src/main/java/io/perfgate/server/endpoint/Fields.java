package io.perfgate.server.endpoint;

import io.perfgate.server.http.HttpProblem;

import java.util.Locale;
import java.util.UUID;
import java.util.regex.Pattern;

/** Checks of request fields; each failure is a 400 naming the field, what was expected and what was found. */
final class Fields {
    /** The canonical 8-4-4-4-12 form; {@link UUID#fromString} alone also accepts shorter groups. */
    private static final Pattern UUID_SYNTAX =
            Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");
    /** Longest value shown back in an error message. */
    private static final int QUOTE_CHARS = 60;

    private Fields() {
    }

    static <T> T present(String field, T value, String expected) {
        if (value == null) {
            throw HttpProblem.badRequest("missing field " + field + " (expected " + expected + ")");
        }
        return value;
    }

    /** A required UUID field, answered in lower case. */
    static UUID uuid(String field, String value) {
        present(field, value, "a UUID string");
        if (!UUID_SYNTAX.matcher(value).matches()) {
            throw HttpProblem.badRequest(field + " must be a UUID like 123e4567-e89b-12d3-a456-426614174000, actual: '"
                    + quote(value) + "'");
        }
        return UUID.fromString(value.toLowerCase(Locale.ROOT));
    }

    /** A required string of {@code min..max} characters (Unicode code points). */
    static String text(String field, String value, int min, int max) {
        present(field, value, "a string of " + min + ".." + max + " characters");
        int length = value.codePointCount(0, value.length());
        if (length < min || length > max) {
            throw HttpProblem.badRequest(field + " must have " + min + ".." + max + " characters, actual: " + length);
        }
        return value;
    }

    private static String quote(String value) {
        return value.length() <= QUOTE_CHARS ? value : value.substring(0, QUOTE_CHARS) + "...";
    }
}
