package io.perfgate.server.store;

import java.sql.SQLException;
import java.time.Duration;

/** Tells SQLite's storage faults, which clear by themselves, from other failures, by SQLite's result code. */
final class StoreFaults {
    // SQLite's primary result codes (https://sqlite.org/rescode.html); extended codes keep them in the low byte.
    static final int SQLITE_BUSY = 5;
    static final int SQLITE_LOCKED = 6;
    static final int SQLITE_READONLY = 8;
    static final int SQLITE_IOERR = 10;
    static final int SQLITE_FULL = 13;
    static final int SQLITE_CANTOPEN = 14;

    private StoreFaults() {
    }

    /**
     * The exception for a failed {@code operation} ("read" or "write"): {@link StoreException#unavailable()}
     * with the cause in plain words for a storage fault, an ordinary one otherwise.
     */
    static StoreException classify(String operation, SQLException e, Duration busyTimeout) {
        String cause = switch (e.getErrorCode() & 0xff) {
            case SQLITE_BUSY, SQLITE_LOCKED -> "the database is locked by another process or connection for more than "
                    + busyTimeout.toMillis() + " ms (busy timeout)";
            case SQLITE_READONLY -> "the database file is read-only";
            case SQLITE_FULL -> "the disk is full";
            case SQLITE_IOERR -> "a disk I/O error occurred";
            case SQLITE_CANTOPEN -> "the database file cannot be opened";
            default -> null;
        };
        if (cause == null) {
            return new StoreException(operation + " failed: " + e.getMessage(), e);
        }
        return StoreException.unavailable(operation + " failed: " + cause + " (" + e.getMessage() + ")", e);
    }
}
