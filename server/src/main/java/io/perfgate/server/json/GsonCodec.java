package io.perfgate.server.json;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import com.google.gson.Strictness;

import java.nio.charset.StandardCharsets;

/** The {@code gson} variant: Gson in strict mode. */
final class GsonCodec implements JsonCodec {
    private final Gson gson = new GsonBuilder().setStrictness(Strictness.STRICT).disableHtmlEscaping().create();

    @Override
    public String name() {
        return "gson";
    }

    @Override
    public <T> T read(byte[] utf8, Class<T> type) {
        try {
            T value = gson.fromJson(new String(utf8, StandardCharsets.UTF_8), type);
            if (value == null) {
                throw new JsonException("expected a JSON document but found nothing");
            }
            return value;
        } catch (JsonParseException e) {
            throw new JsonException(e.getMessage(), e);
        }
    }

    @Override
    public byte[] write(Object value) {
        return gson.toJson(value).getBytes(StandardCharsets.UTF_8);
    }
}
