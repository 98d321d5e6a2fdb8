package io.perfgate.perf.baseline;

import java.nio.file.Path;

/**
 * A baseline file that exists but cannot be used: unreadable, malformed, of an unknown format version,
 * or inconsistent. The message starts with the file and says what was expected, what was found and where
 * (line, column, JSON path). A missing file is not an error: it is the NO_BASELINE verdict.
 */
public final class BaselineException extends RuntimeException {
    private final transient Path file;

    BaselineException(Path file, String displayName, String problem, Throwable cause) {
        super(displayName + ": " + problem, cause);
        this.file = file;
    }

    /** The file concerned, as the store resolved it. */
    public Path file() {
        return file;
    }
}
