package io.perfgate.perf.property;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/**
 * Paths as a person typed them on the command line ({@code -Dperf.system}, {@code -Dperf.reference}): relative to
 * where they stand in perfgate's checkout, its top or {@code perf-tests/} (Maven runs the suite in the module's
 * directory while people type paths from the top). These belong to the harness's checkout; what belongs to the
 * system's own repository is resolved against the repository holding its description ({@code workspace.Workspace}).
 */
public final class TypedPaths {
    private TypedPaths() {
    }

    /**
     * Where the person stands: the {@code basedir} property (Maven's module directory), else {@code user.dir}; the one
     * directory every relative path of the command line is read against.
     */
    public static Path workingDirectory(Function<String, String> property) {
        String base = property.apply("basedir");
        return Path.of(base == null || base.isBlank() ? System.getProperty("user.dir") : base.trim()).toAbsolutePath();
    }

    /**
     * Where {@code path} may be, in the order tried: itself if absolute, else against the working directory
     * ({@link #workingDirectory}), then against its parent.
     */
    public static List<Path> candidates(Function<String, String> property, String path) {
        return candidates(workingDirectory(property), path);
    }

    /** {@link #candidates(Function, String)} from the working directory {@code here}. */
    public static List<Path> candidates(Path here, String path) {
        Path given = Path.of(path);
        if (given.isAbsolute()) {
            return List.of(given.normalize());
        }
        Path inHere = here.resolve(given).normalize();
        return here.getParent() == null ? List.of(inHere) : List.of(inHere, here.getParent().resolve(given).normalize());
    }

    /**
     * The first of {@link #candidates} that exists, else the last: the one from the checkout's top when the working
     * directory is {@code perf-tests/}, for the error message of whoever reads it.
     */
    public static Path resolve(Function<String, String> property, String path) {
        List<Path> candidates = candidates(property, path);
        return candidates.stream().filter(Files::exists).findFirst().orElse(candidates.getLast());
    }
}
