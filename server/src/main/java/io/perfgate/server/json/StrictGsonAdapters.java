package io.perfgate.server.json;

import com.google.gson.Gson;
import com.google.gson.JsonSyntaxException;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;

import java.io.IOException;
import java.util.Map;

/**
 * Type adapters that take away Gson's coercions so that it maps exactly as the own codec does: a string
 * only from a JSON string (Gson reads numbers and booleans as strings), numbers and booleans never from
 * strings (Gson parses {@code "5"} as 5), int and long only from whole numbers in range (shared rule in
 * {@link JsonNumbers}), and a {@code Map} only from an object (Gson also takes an array of pairs).
 */
final class StrictGsonAdapters implements TypeAdapterFactory {

    @Override
    @SuppressWarnings("unchecked")
    public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> typeToken) {
        Class<? super T> raw = typeToken.getRawType();
        TypeAdapter<?> adapter;
        if (raw == String.class) {
            adapter = STRING;
        } else if (raw == int.class || raw == Integer.class) {
            adapter = INT;
        } else if (raw == long.class || raw == Long.class) {
            adapter = LONG;
        } else if (raw == double.class || raw == Double.class) {
            adapter = DOUBLE;
        } else if (raw == boolean.class || raw == Boolean.class) {
            adapter = BOOLEAN;
        } else if (Map.class.isAssignableFrom(raw)) {
            adapter = objectsOnly(gson.getDelegateAdapter(this, typeToken));
        } else {
            return null;
        }
        return (TypeAdapter<T>) adapter;
    }

    private static JsonSyntaxException mismatch(JsonReader in, String expected, String found) {
        return new JsonSyntaxException("expected " + expected + " but found " + Excerpt.of(found)
                + StrictJsonReader.location(in));
    }

    private static String describe(JsonToken token) {
        return switch (token) {
            case BEGIN_OBJECT -> "an object";
            case BEGIN_ARRAY -> "an array";
            case STRING -> "a string";
            case NUMBER -> "a number";
            case BOOLEAN -> "a boolean";
            case NULL -> "null";
            default -> token.name();
        };
    }

    /** Reads null as null, and otherwise requires {@code token}. */
    private abstract static class Strict<T> extends TypeAdapter<T> {
        private final JsonToken token;
        private final String expected;

        Strict(JsonToken token, String expected) {
            this.token = token;
            this.expected = expected;
        }

        @Override
        public final T read(JsonReader in) throws IOException {
            JsonToken found = in.peek();
            if (found == JsonToken.NULL) {
                in.nextNull();
                return null;
            }
            if (found != token) {
                throw mismatch(in, expected, describe(found));
            }
            return readValue(in);
        }

        abstract T readValue(JsonReader in) throws IOException;

        @Override
        public final void write(JsonWriter out, T value) throws IOException {
            if (value == null) {
                out.nullValue();
            } else {
                writeValue(out, value);
            }
        }

        abstract void writeValue(JsonWriter out, T value) throws IOException;
    }

    private static final TypeAdapter<String> STRING = new Strict<>(JsonToken.STRING, "a string") {
        @Override
        String readValue(JsonReader in) throws IOException {
            return in.nextString();
        }

        @Override
        void writeValue(JsonWriter out, String value) throws IOException {
            out.value(value);
        }
    };

    private static final TypeAdapter<Integer> INT = new Strict<>(JsonToken.NUMBER, JsonNumbers.INT) {
        @Override
        Integer readValue(JsonReader in) throws IOException {
            String literal = in.nextString();
            try {
                return Math.toIntExact(JsonNumbers.exactLong(literal));
            } catch (ArithmeticException e) {
                throw mismatch(in, JsonNumbers.INT, literal);
            }
        }

        @Override
        void writeValue(JsonWriter out, Integer value) throws IOException {
            out.value(value.longValue());
        }
    };

    private static final TypeAdapter<Long> LONG = new Strict<>(JsonToken.NUMBER, JsonNumbers.LONG) {
        @Override
        Long readValue(JsonReader in) throws IOException {
            String literal = in.nextString();
            try {
                return JsonNumbers.exactLong(literal);
            } catch (ArithmeticException e) {
                throw mismatch(in, JsonNumbers.LONG, literal);
            }
        }

        @Override
        void writeValue(JsonWriter out, Long value) throws IOException {
            out.value(value.longValue());
        }
    };

    private static final TypeAdapter<Double> DOUBLE = new Strict<>(JsonToken.NUMBER, "a number") {
        @Override
        Double readValue(JsonReader in) throws IOException {
            return in.nextDouble();
        }

        @Override
        void writeValue(JsonWriter out, Double value) throws IOException {
            out.value(value.doubleValue());
        }
    };

    private static final TypeAdapter<Boolean> BOOLEAN = new Strict<>(JsonToken.BOOLEAN, "a boolean") {
        @Override
        Boolean readValue(JsonReader in) throws IOException {
            return in.nextBoolean();
        }

        @Override
        void writeValue(JsonWriter out, Boolean value) throws IOException {
            out.value(value.booleanValue());
        }
    };

    private static <T> TypeAdapter<T> objectsOnly(TypeAdapter<T> delegate) {
        return new TypeAdapter<>() {
            @Override
            public T read(JsonReader in) throws IOException {
                JsonToken found = in.peek();
                if (found != JsonToken.BEGIN_OBJECT && found != JsonToken.NULL) {
                    throw mismatch(in, "an object", describe(found));
                }
                return delegate.read(in);
            }

            @Override
            public void write(JsonWriter out, T value) throws IOException {
                delegate.write(out, value);
            }
        };
    }
}
