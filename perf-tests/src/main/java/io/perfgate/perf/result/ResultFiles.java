package io.perfgate.perf.result;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Writes and reads {@link ScenarioRun}s as pretty JSON: records in component order, {@link Duration} and
 * {@link Instant} as ISO-8601 strings, a {@link LoadModel} and a {@link LauncherKind} as their ids, and a double that was not measured (NaN) as {@code null}, which
 * reads back as NaN; JSON has no NaN and a 0 would lie. Files that hold runs among other things (an experiment's
 * {@code result.json}) use the same configuration through {@link #gson()}: a {@link Path} is its string, an empty
 * {@link Optional} is {@code null}, and a record's {@link PairId} is its {@code variant} and {@code scenario} fields in
 * the record's own object.
 */
public final class ResultFiles {
    private static final Gson GSON = new GsonBuilder()
            .setPrettyPrinting()
            .disableHtmlEscaping()
            .serializeNulls() // an unmeasured value is written as null, not left out
            .registerTypeAdapter(Duration.class, new TextAdapter<>(Duration::toString, Duration::parse).nullSafe())
            .registerTypeAdapter(Instant.class, new TextAdapter<>(Instant::toString, Instant::parse).nullSafe())
            .registerTypeAdapter(LoadModel.class, new TextAdapter<>(LoadModel::id, LoadModel::byId).nullSafe())
            .registerTypeAdapter(LauncherKind.class, new TextAdapter<>(LauncherKind::id, LauncherKind::byId).nullSafe())
            .registerTypeAdapter(double.class, new NanAsNull())
            .registerTypeAdapter(Double.class, new NanAsNull())
            // A Path's class is the file system's own (UnixPath), which reflection cannot and should not take apart.
            .registerTypeHierarchyAdapter(Path.class, new TextAdapter<>(Path::toString, Path::of).nullSafe())
            .registerTypeAdapterFactory(new OptionalAsNullable())
            .registerTypeAdapterFactory(new PairAsFields())
            .create();

    private ResultFiles() {
    }

    /** The configuration every perfgate result file is written and read with (pretty, NaN as null, ISO times). */
    public static Gson gson() {
        return GSON;
    }

    /** {@code <dir>/<variant>__<scenario>.json} */
    public static Path path(Path dir, PairId pair) {
        return dir.resolve(pair.fileStem() + ".json");
    }

    public static Path write(Path dir, ScenarioRun run) {
        Path file = path(dir, run.pair());
        try {
            Files.createDirectories(dir);
            Files.writeString(file, GSON.toJson(run) + "\n", StandardCharsets.UTF_8);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("could not write " + file, e);
        }
    }

    public static ScenarioRun read(Path file) {
        try {
            return GSON.fromJson(Files.readString(file, StandardCharsets.UTF_8), ScenarioRun.class);
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + file, e);
        }
    }

    /** A value as a string, {@code text} (ISO-8601 for times, the path as written, an id), read back by {@code parse}. */
    private static final class TextAdapter<T> extends TypeAdapter<T> {
        private final Function<T, String> text;
        private final Function<String, T> parse;

        TextAdapter(Function<T, String> text, Function<String, T> parse) {
            this.text = text;
            this.parse = parse;
        }

        @Override
        public void write(JsonWriter out, T value) throws IOException {
            out.value(text.apply(value));
        }

        @Override
        public T read(JsonReader in) throws IOException {
            return parse.apply(in.nextString());
        }
    }

    /** {@code Optional<T>} as T's JSON, or {@code null} when empty (java.util's fields are closed to reflection). */
    private static final class OptionalAsNullable implements TypeAdapterFactory {
        @Override
        @SuppressWarnings("unchecked")
        public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
            if (type.getRawType() != Optional.class || !(type.getType() instanceof ParameterizedType parameterized)) {
                return null;
            }
            TypeAdapter<Object> value = (TypeAdapter<Object>) gson.getAdapter(TypeToken.get(parameterized.getActualTypeArguments()[0]));
            return (TypeAdapter<T>) new TypeAdapter<Optional<Object>>() {
                @Override
                public void write(JsonWriter out, Optional<Object> optional) throws IOException {
                    if (optional == null || optional.isEmpty()) {
                        out.nullValue();
                    } else {
                        value.write(out, optional.get());
                    }
                }

                @Override
                public Optional<Object> read(JsonReader in) throws IOException {
                    if (in.peek() == JsonToken.NULL) {
                        in.nextNull();
                        return Optional.empty();
                    }
                    return Optional.ofNullable(value.read(in));
                }
            };
        }
    }

    /**
     * A record's {@link PairId} component as two fields of the record's own object, {@code variant} and
     * {@code scenario}, where the component stands: the files kept their pair that way before it was one value, and
     * every reader of them (the trend page, scripts, older perfgates) expects it so.
     */
    private static final class PairAsFields implements TypeAdapterFactory {
        @Override
        public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
            Class<?> raw = type.getRawType();
            Optional<String> component = !raw.isRecord() ? Optional.empty() : Arrays.stream(raw.getRecordComponents())
                    .filter(c -> c.getType() == PairId.class).map(RecordComponent::getName).findFirst();
            if (component.isEmpty()) {
                return null;
            }
            String name = component.get();
            TypeAdapter<T> nested = gson.getDelegateAdapter(this, type);
            TypeAdapter<JsonElement> elements = gson.getAdapter(JsonElement.class);
            return new TypeAdapter<>() {
                @Override
                public void write(JsonWriter out, T value) throws IOException {
                    if (value == null) {
                        out.nullValue();
                        return;
                    }
                    JsonObject flat = new JsonObject();
                    for (Map.Entry<String, JsonElement> member : nested.toJsonTree(value).getAsJsonObject().entrySet()) {
                        if (member.getKey().equals(name)) {
                            member.getValue().getAsJsonObject().asMap().forEach(flat::add);
                        } else {
                            flat.add(member.getKey(), member.getValue());
                        }
                    }
                    elements.write(out, flat);
                }

                @Override
                public T read(JsonReader in) throws IOException {
                    JsonElement element = elements.read(in);
                    if (!element.isJsonObject()) {
                        return nested.fromJsonTree(element);
                    }
                    JsonObject fields = new JsonObject();
                    JsonObject pair = new JsonObject();
                    element.getAsJsonObject().asMap().forEach((key, value) ->
                            (key.equals("variant") || key.equals("scenario") ? pair : fields).add(key, value));
                    fields.add(name, pair);
                    return nested.fromJsonTree(fields);
                }
            };
        }
    }

    private static final class NanAsNull extends TypeAdapter<Double> {
        @Override
        public void write(JsonWriter out, Double value) throws IOException {
            if (value == null || value.isNaN() || value.isInfinite()) {
                out.nullValue();
            } else {
                out.value(value);
            }
        }

        @Override
        public Double read(JsonReader in) throws IOException {
            if (in.peek() == JsonToken.NULL) {
                in.nextNull();
                return Double.NaN;
            }
            return in.nextDouble();
        }
    }
}
