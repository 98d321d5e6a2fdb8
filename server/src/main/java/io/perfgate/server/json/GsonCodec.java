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
            StrictJsonReader reader = new StrictJsonReader(new StringReader(text));
            T value = gson.fromJson(reader, TypeToken.get(type));
            if (value == null) {
                throw new JsonException("expected " + type.getSimpleName() + " but found null or nothing"
                        + reader.location());
            }
            if (reader.peek() != JsonToken.END_DOCUMENT) {
                throw new JsonException("expected end of input but found more" + reader.location());
            }
            return value;
        } catch (JsonParseException | IllegalStateException | IOException e) {
            throw new JsonException(message(e), e);
        }
    }

    /** Gson's message without the exception class its wrappers prepend and the troubleshooting link. */
    private static String message(Exception e) {
        Throwable cause = e.getCause();
        String message = cause != null && String.valueOf(e.getMessage()).equals(cause.toString())
                ? cause.getMessage() : e.getMessage();
        int link = message.indexOf("\nSee ");
        return link < 0 ? message : message.substring(0, link);
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
