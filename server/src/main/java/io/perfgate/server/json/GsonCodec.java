package io.perfgate.server.json;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import com.google.gson.Strictness;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonToken;

import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code gson} variant: Gson in strict mode, made to accept and reject what the own codec does:
 * invalid UTF-8 is rejected (decoded by a reporting decoder, not replaced), the document must be one
 * value with nothing after it, nesting is bounded by {@link JsonInput#MAX_DEPTH}, names are unique per
 * object, lone surrogates are rejected ({@link StrictJsonReader}), and nothing is coerced
 * ({@link StrictGsonAdapters}).
 */
final class GsonCodec implements JsonCodec {
    private final Gson gson = new GsonBuilder()
            .setStrictness(Strictness.STRICT)
            .disableHtmlEscaping()
            .registerTypeAdapterFactory(new StrictGsonAdapters())
            .create();

    @Override
    public <T> T read(byte[] utf8, Class<T> type) {
        String text = decode(utf8);
        try {
            return read(new StrictJsonReader(new StringReader(text)), text, type);
        } catch (JsonParseException | IllegalStateException | IOException refused) {
            // Only a refused document is scanned for the large integers Gson misreads, so a valid read does
            // no more work; the literals' lengths were checked on the original text.
            Optional<String> rewritten = GsonLargeIntegers.rewrite(text);
            if (rewritten.isEmpty()) {
                throw new JsonException(message(refused), refused);
            }
            try {
                StrictJsonReader reader = new StrictJsonReader(new StringReader(rewritten.get())) {
                    @Override
                    int maxLiteral() {
                        return Integer.MAX_VALUE;
                    }
                };
                return read(reader, rewritten.get(), type);
            } catch (JsonParseException | IllegalStateException | IOException e) {
                throw new JsonException(message(e), e);
            }
        }
    }

    private <T> T read(StrictJsonReader reader, String text, Class<T> type) throws IOException {
        T value = gson.fromJson(reader, TypeToken.get(type));
        if (value == null) {
            throw new JsonException(boundedPath(isEmpty(text) ? "expected a value but found end of input" + reader.location()
                    : "expected " + expected(type) + " but found null" + reader.location()));
        }
        if (reader.peek() != JsonToken.END_DOCUMENT) {
            throw new JsonException(boundedPath("expected end of input but found more" + reader.location()));
        }
        return value;
    }

    /** Gson reads an empty document (whitespace and a byte order mark at most) as null. */
    private static boolean isEmpty(String text) {
        return text.replace("\uFEFF", "").isBlank();
    }

    /** What a whole document of {@code type} must be, in the own codec's words (a document is never null). */
    private static String expected(Class<?> type) {
        if (type == Object.class) {
            return UntypedBinding.NOT_NULL;
        } else if (type == String.class) {
            return "a string";
        } else if (type == int.class || type == Integer.class) {
            return JsonNumbers.INT;
        } else if (type == long.class || type == Long.class) {
            return JsonNumbers.LONG;
        } else if (type == double.class || type == Double.class) {
            return "a number";
        } else if (type == boolean.class || type == Boolean.class) {
            return "a boolean";
        } else if (type.isArray() || Iterable.class.isAssignableFrom(type)) {
            return "an array";
        }
        return "an object";
    }

    /**
     * Gson's message without the exception class its wrappers prepend and the troubleshooting link, the
     * names in its path cut short, and the whole bounded: Gson quotes a duplicate map key whole.
     */
    private static String message(Exception e) {
        Throwable cause = e.getCause();
        String message = cause != null && String.valueOf(e.getMessage()).equals(cause.toString())
                ? cause.getMessage() : e.getMessage();
        int link = message.indexOf("\nSee ");
        message = boundedPath(link < 0 ? message : message.substring(0, link));
        if (message.startsWith(DUPLICATE_KEY)) {
            // Gson's map adapter names the key whole and no place; in the own codec's words, the key cut.
            return "expected a member name not used before in this object but found '"
                    + Excerpt.of(message.substring(DUPLICATE_KEY.length())) + "' again";
        }
        return message.length() <= MAX_MESSAGE_CHARS ? message
                : message.substring(0, MAX_MESSAGE_CHARS) + "\u2026(" + message.length() + " chars)";
    }

    private static final String DUPLICATE_KEY = "duplicate key: ";

    /** Longest message of Gson's own passed on; ours are bounded by {@link Excerpt} where they quote the input. */
    private static final int MAX_MESSAGE_CHARS = 8 * Excerpt.MAX_CHARS;

    private static final Pattern LOCATION = Pattern.compile(" at line \\d+ column \\d+ path ");

    /**
     * {@code text} with the path of its location cut by {@link Excerpt#path}. The first location is taken:
     * whatever comes before it quotes the input only through {@link Excerpt}, so a location-like text in a
     * name can only make more of the message count as path, which is bounded too.
     */
    static String boundedPath(String text) {
        Matcher location = LOCATION.matcher(text);
        if (!location.find()) {
            return text;
        }
        return text.substring(0, location.end()) + Excerpt.path(text.substring(location.end()));
    }

    /** Strict UTF-8: malformed input is an error naming its byte offset, never a replacement character. */
    private static String decode(byte[] utf8) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(utf8);
        CharBuffer out = CharBuffer.allocate(utf8.length);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isUnderflow()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            throw new JsonException(String.format("expected valid UTF-8 but found byte 0x%02X at byte offset %d",
                    utf8[in.position()] & 0xFF, in.position()));
        }
        return out.flip().toString();
    }

    @Override
    public byte[] write(Object value) {
        try {
            return gson.toJson(value).getBytes(StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw new JsonException(e.getMessage(), e);
        }
    }
}
