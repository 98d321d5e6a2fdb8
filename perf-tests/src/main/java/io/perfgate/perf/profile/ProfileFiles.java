package io.perfgate.perf.profile;

import com.google.gson.JsonParseException;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ResultFiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Where a run's profiles are: {@code <results>/profiles/<variant>__<scenario>/}, one {@code .jfr} file per server and
 * window ({@code A1.jfr}, {@code B1.jfr}, ...) beside {@value #MANIFEST} ({@link Recorded}). In the results
 * directory, so that the workflow's artifact carries the raw recordings for the developer's own tools (JDK Mission
 * Control, {@code jfr print}, IntelliJ) and a merge of shards finds them with the results.
 */
public final class ProfileFiles {
    public static final String DIRECTORY = "profiles";
    public static final String MANIFEST = "profile.json";

    private ProfileFiles() {
    }

    /** {@code <results>/profiles/<variant>__<scenario>} */
    public static Path directory(Path results, PairId pair) {
        return results.resolve(DIRECTORY).resolve(pair.fileStem());
    }

    /** Writes {@code recorded}'s manifest into {@code dir}, where its recordings are. */
    public static Path write(Path dir, Recorded recorded) {
        Path file = dir.resolve(MANIFEST);
        try {
            Files.createDirectories(dir);
            Files.writeString(file, ResultFiles.gson().toJson(recorded) + "\n", StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write " + file, e);
        }
        return file;
    }

    /**
     * The manifest in {@code dir}.
     *
     * @throws ProfileException it is missing, not JSON of a manifest, or names a recording that is not there
     */
    public static Recorded read(Path dir) {
        Path file = dir.resolve(MANIFEST);
        Recorded recorded;
        try {
            recorded = ResultFiles.gson().fromJson(Files.readString(file, StandardCharsets.UTF_8), Recorded.class);
        } catch (IOException | JsonParseException | IllegalArgumentException | NullPointerException e) {
            throw new ProfileException("cannot read the profile manifest " + file + ": " + e.getMessage(), e);
        }
        if (recorded == null) {
            throw new ProfileException("the profile manifest " + file + " is empty");
        }
        for (Recorded.Recording recording : recorded.recordings()) {
            if (!Files.isRegularFile(dir.resolve(recording.file()))) {
                throw new ProfileException(file + " names the recording " + recording.file() + ", which is not in " + dir);
            }
        }
        return recorded;
    }

    /** The directories under {@code results} that hold a manifest, in name order; none when there is no profile. */
    public static List<Path> all(Path results) {
        Path root = results.resolve(DIRECTORY);
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        try (Stream<Path> dirs = Files.list(root)) {
            return new ArrayList<>(dirs.filter(d -> Files.isRegularFile(d.resolve(MANIFEST))).sorted().toList());
        } catch (IOException e) {
            throw new UncheckedIOException("could not list " + root, e);
        }
    }
}
