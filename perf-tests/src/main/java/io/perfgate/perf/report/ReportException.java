package io.perfgate.perf.report;

/** A report could not be written; the message names the file. */
public class ReportException extends RuntimeException {
    public ReportException(String message, Throwable cause) {
        super(message, cause);
    }
}
