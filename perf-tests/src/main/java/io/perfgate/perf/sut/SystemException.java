package io.perfgate.perf.sut;

import java.nio.file.Path;

/**
 * The description of the system under test cannot be used: the file is missing or not YAML, or a field is
 * absent, of the wrong type or out of range. The message names the file, the line and column, the field
 * and what was expected, e.g. {@code perfgate.yaml:12:5: start.args[1]: required a string, actual: a mapping}.
 * A broken description ends the run before any server boots.
 */
public final class SystemException extends RuntimeException {
    public SystemException(String message) {
        super(message);
    }

    public SystemException(String message, Throwable cause) {
        super(message, cause);
    }

    static SystemException at(Path file, int line, int column, String field, String problem) {
        return new SystemException(file + ":" + line + ":" + column + ": " + (field.isEmpty() ? "" : field + ": ") + problem);
    }
}
