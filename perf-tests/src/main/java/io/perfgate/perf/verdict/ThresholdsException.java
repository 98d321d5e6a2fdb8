package io.perfgate.perf.verdict;

import java.nio.file.Path;

/**
 * A thresholds file that cannot be used: missing, unreadable, malformed, or asking for something the gate
 * cannot do (an unknown metric, a direction opposite to the metric's, an alpha out of range). This is a
 * broken configuration, not a regression: the message starts with the file and ends with line, column
 * and JSON path.
 */
public final class ThresholdsException extends RuntimeException {
    private final transient Path file;

    ThresholdsException(Path file, String displayName, String problem, Throwable cause) {
        super(displayName + ": " + problem, cause);
        this.file = file;
    }

    public Path file() {
        return file;
    }
}
