package io.perfgate.perf.experiment;

/** An experiment's {@code result.json} could not be written or read; the message names the file and the problem. */
public class ExperimentResultException extends RuntimeException {
    public ExperimentResultException(String message, Throwable cause) {
        super(message, cause);
    }
}
