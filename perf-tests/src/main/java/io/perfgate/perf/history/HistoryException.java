package io.perfgate.perf.history;

/** The local history database could not be opened, read or written; the message names the file. */
public class HistoryException extends RuntimeException {
    public HistoryException(String message, Throwable cause) {
        super(message, cause);
    }

    public HistoryException(String message) {
        super(message);
    }
}
