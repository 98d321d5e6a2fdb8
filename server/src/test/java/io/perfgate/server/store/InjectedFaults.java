package io.perfgate.server.store;

import java.sql.ResultSet;
import java.sql.Statement;

/**
 * Storage faults made by SQLite itself on a running server's write connection, for tests: the errors and
 * messages are SQLite's own (SQLITE_FULL, SQLITE_READONLY), only their trigger is a setting of the
 * connection instead of a full disk or a read-only mount, which a test cannot make without root.
 */
public final class InjectedFaults {
    private InjectedFaults() {
    }

    /** From now on the database cannot grow: the next write that needs a new page fails with SQLITE_FULL. */
    public static void diskFull(Database database) {
        pragma(database, "PRAGMA max_page_count = 1");
    }

    /** Writes fail with SQLITE_READONLY until {@link #clear}. */
    public static void readOnly(Database database) {
        pragma(database, "PRAGMA query_only = ON");
    }

    /** Back to normal. */
    public static void clear(Database database) {
        pragma(database, "PRAGMA query_only = OFF");
        pragma(database, "PRAGMA max_page_count = 4294967294");
    }

    private static void pragma(Database database, String sql) {
        database.write(connection -> {
            try (Statement statement = connection.createStatement()) {
                // max_page_count answers the limit it set (never below the current size); query_only nothing.
                if (statement.execute(sql)) {
                    try (ResultSet ignored = statement.getResultSet()) {
                        return null;
                    }
                }
                return null;
            }
        });
    }
}
