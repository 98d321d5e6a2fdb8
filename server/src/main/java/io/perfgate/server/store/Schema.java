package io.perfgate.server.store;

import java.sql.SQLException;
import java.sql.Statement;

/** The tables. Idempotent, so a restart on an existing file keeps its rows. */
final class Schema {
    private Schema() {
    }

    static void create(Statement statement) throws SQLException {
        statement.execute("""
                CREATE TABLE IF NOT EXISTS publications (
                    publication_id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_uuid      TEXT    NOT NULL,
                    text           TEXT    NOT NULL,
                    created_millis INTEGER NOT NULL
                )""");
        statement.execute("""
                CREATE TABLE IF NOT EXISTS api_keys (
                    api_key        TEXT    PRIMARY KEY,
                    created_millis INTEGER NOT NULL
                ) WITHOUT ROWID""");
        statement.execute("""
                CREATE TABLE IF NOT EXISTS cache_entries (
                    api_key TEXT NOT NULL REFERENCES api_keys (api_key),
                    key     TEXT NOT NULL,
                    value   TEXT NOT NULL,
                    PRIMARY KEY (api_key, key)
                ) WITHOUT ROWID""");
    }
}
