package io.perfgate.perf.baseline;

import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;

import java.io.IOException;
import java.io.StringReader;
import java.util.function.BiFunction;

/**
 * Gson's streaming reader with the checks a hand-edited file needs: every value's type is checked before
 * it is read, and every problem becomes one exception whose message ends with the line, column and JSON
 * path ("expected a number but found a string at line 14 column 9 path $.metrics.p99.values[2]"). Shared by
 * the baseline and thresholds readers; each passes the factory of its own exception type.
 */
public final class JsonInput {
    private final JsonReader in;
    private final BiFunction<String, Throwable, RuntimeException> failure;

    public JsonInput(String text, BiFunction<String, Throwable, RuntimeException> failure) {
        this.in = new JsonReader(new StringReader(text));
        this.in.setStrictness(Strictness.STRICT);
        this.failure = failure;
    }

    /** An exception for a problem at the reader's current position. */
    public RuntimeException fail(String problem) {
        return failure.apply(problem + " " + where(), null);
    }

    /**
     * An exception for a field missing from the object whose path is given; located at the object's end,
     * where the reader noticed.
     */
    public RuntimeException missing(String field, String objectPath) {
        String where = where();
        int path = where.indexOf(" path ");
        return failure.apply("missing field '" + field + "' in " + objectPath + " (object ending "
                + (path >= 0 ? where.substring(0, path) : where) + ")", null);
    }

    public String path() {
        return in.getPath();
    }

    /** "at line L column C path P": where the reader stands. */
    public String where() {
        // JsonReader.toString() is "JsonReader at line L column C path P": the only public view of L and C.
        String text = in.toString();
        int at = text.indexOf("at line ");
        return at >= 0 ? text.substring(at) : "at path " + in.getPath();
    }

    public void beginObject() {
        expect(JsonToken.BEGIN_OBJECT);
        step(() -> in.beginObject());
    }

    public void endObject() {
        step(() -> in.endObject());
    }

    public void beginArray() {
        expect(JsonToken.BEGIN_ARRAY);
        step(() -> in.beginArray());
    }

    public void endArray() {
        step(() -> in.endArray());
    }

    public boolean hasNext() {
        return io(() -> in.hasNext());
    }

    public String nextName() {
        return io(() -> in.nextName());
    }

    public void skipValue() {
        step(() -> in.skipValue());
    }

    public String string() {
        expect(JsonToken.STRING);
        return io(() -> in.nextString());
    }

    public double number() {
        expect(JsonToken.NUMBER);
        return io(() -> in.nextDouble());
    }

    /** A number, or NaN for {@code null} (a trial that did not measure the metric). */
    public double numberOrNull() {
        if (peek() == JsonToken.NULL) {
            step(() -> in.nextNull());
            return Double.NaN;
        }
        return number();
    }

    public long wholeNumber() {
        expect(JsonToken.NUMBER);
        String literal = io(() -> in.nextString());
        try {
            return Long.parseLong(literal);
        } catch (NumberFormatException e) {
            throw fail("expected a whole number but found " + literal);
        }
    }

    public int intNumber() {
        long value = wholeNumber();
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            throw fail("expected a number that fits an int but found " + value);
        }
        return (int) value;
    }

    public boolean bool() {
        expect(JsonToken.BOOLEAN);
        return io(() -> in.nextBoolean());
    }

    public void endDocument() {
        if (peek() != JsonToken.END_DOCUMENT) {
            throw fail("expected the end of the file but found " + describe(peek()));
        }
    }

    public JsonToken peek() {
        return io(() -> in.peek());
    }

    private void expect(JsonToken token) {
        JsonToken actual = peek();
        if (actual != token) {
            throw fail("expected " + describe(token) + " but found " + describe(actual));
        }
    }

    static String describe(JsonToken token) {
        return switch (token) {
            case BEGIN_OBJECT -> "an object";
            case END_OBJECT -> "the end of an object";
            case BEGIN_ARRAY -> "an array";
            case END_ARRAY -> "the end of an array";
            case NAME -> "a field name";
            case STRING -> "a string";
            case NUMBER -> "a number";
            case BOOLEAN -> "a boolean";
            case NULL -> "null";
            case END_DOCUMENT -> "the end of the file";
        };
    }

    private interface Step<T> {
        T run() throws IOException;
    }

    private interface VoidStep {
        void run() throws IOException;
    }

    private void step(VoidStep step) {
        io(() -> {
            step.run();
            return null;
        });
    }

    private <T> T io(Step<T> step) {
        try {
            return step.run();
        } catch (IOException | IllegalStateException | NumberFormatException e) {
            // Gson's syntax messages already end with "at line L column C path P"; drop its help link.
            String message = String.valueOf(e.getMessage());
            int newline = message.indexOf('\n');
            String first = (newline >= 0 ? message.substring(0, newline) : message)
                    .replace("Use JsonReader.setStrictness(Strictness.LENIENT) to accept malformed JSON",
                            "malformed JSON (no comments, trailing commas, single quotes or unquoted names)");
            throw failure.apply(Character.toLowerCase(first.charAt(0)) + first.substring(1), e);
        }
    }
}
