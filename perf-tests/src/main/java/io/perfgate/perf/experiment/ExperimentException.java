package io.perfgate.perf.experiment;

/**
 * An experiment cannot run: its file is missing or broken (the message names the file, line, column and field), or
 * it names a variant or scenario its system does not have.
 */
public final class ExperimentException extends RuntimeException {
    public ExperimentException(String message) {
        super(message);
    }

    public ExperimentException(String message, Throwable cause) {
        super(message, cause);
    }
}
