package io.perfgate.perf.result;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import io.perfgate.perf.result.ScenarioRun;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

/**
 * Writes and reads {@link ScenarioRun}s as pretty JSON: records in component order, {@link Duration} and
 * {@link Instant} as ISO-8601 strings, and a double that was not measured (NaN) as {@code null}, which
 * reads back as NaN; JSON has no NaN and a 0 would lie.
 */
public final class ResultFiles {
    private static final Gson GSON = new GsonBuilder()
            .setPrettyPrinting()
            .disableHtmlEscaping()
            .serializeNulls() // an unmeasured value is written as null, not left out
            .registerTypeAdapter(Duration.class, new IsoAdapter<>(Duration::parse).nullSafe())
            .registerTypeAdapter(Instant.class, new IsoAdapter<>(Instant::parse).nullSafe())
            .registerTypeAdapter(double.class, new NanAsNull())
            .registerTypeAdapter(Double.class, new NanAsNull())
            .create();

    private ResultFiles() {
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

    private static final class IsoAdapter<T> extends TypeAdapter<T> {
        private final java.util.function.Function<String, T> parse;

        IsoAdapter(java.util.function.Function<String, T> parse) {
            this.parse = parse;
        }

        @Override
        public void write(JsonWriter out, T value) throws IOException {
            out.value(value.toString());
        }

        @Override
        public T read(JsonReader in) throws IOException {
            return parse.apply(in.nextString());
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
