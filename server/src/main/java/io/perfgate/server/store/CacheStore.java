package io.perfgate.server.store;

import io.perfgate.server.api.CacheEntry;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** The RESTCache tables: API keys and their key-value entries. */
public final class CacheStore {
    private final Database database;

    public CacheStore(Database database) {
        this.database = database;
    }

    /** What became of an operation on one entry. */
    public enum Status { OK, UNKNOWN_API_KEY, NO_ENTRY, ENTRY_EXISTS }

    /** The status and, when {@link Status#OK}, the entry's value (the removed one for a delete). */
    public record Result(Status status, Optional<String> value) {
        static Result ok(String value) {
            return new Result(Status.OK, Optional.of(value));
        }

        static Result of(Status status) {
            return new Result(status, Optional.empty());
        }
    }

    /** Creates and persists a new random API key. */
    public String createApiKey() {
        String apiKey = UUID.randomUUID().toString();
        database.write(connection -> {
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO api_keys (api_key, created_millis) VALUES (?, ?)")) {
                insert.setString(1, apiKey);
                insert.setLong(2, System.currentTimeMillis());
                return insert.executeUpdate();
            }
        });
        return apiKey;
    }

    /** The key's entries ordered by key, or empty when the API key is unknown. */
    public Optional<List<CacheEntry>> list(String apiKey) {
        return database.read(connection -> {
            if (!apiKeyExists(connection, apiKey)) {
                return Optional.empty();
            }
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT key, value FROM cache_entries WHERE api_key = ? ORDER BY key")) {
                select.setString(1, apiKey);
                List<CacheEntry> entries = new ArrayList<>();
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        entries.add(new CacheEntry(rows.getString(1), rows.getString(2)));
                    }
                }
                return Optional.of(List.copyOf(entries));
            }
        });
    }

    public Result get(String apiKey, String key) {
        return database.read(connection -> {
            Optional<String> value = value(connection, apiKey, key);
            if (value.isPresent()) {
                return Result.ok(value.get());
            }
            return Result.of(apiKeyExists(connection, apiKey) ? Status.NO_ENTRY : Status.UNKNOWN_API_KEY);
        });
    }

    public Result create(String apiKey, String key, String value) {
        return database.write(connection -> {
            if (!apiKeyExists(connection, apiKey)) {
                return Result.of(Status.UNKNOWN_API_KEY);
            }
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO cache_entries (api_key, key, value) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")) {
                insert.setString(1, apiKey);
                insert.setString(2, key);
                insert.setString(3, value);
                return insert.executeUpdate() == 1 ? Result.ok(value) : Result.of(Status.ENTRY_EXISTS);
            }
        });
    }

    public Result update(String apiKey, String key, String value) {
        return database.write(connection -> {
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE cache_entries SET value = ? WHERE api_key = ? AND key = ?")) {
                update.setString(1, value);
                update.setString(2, apiKey);
                update.setString(3, key);
                if (update.executeUpdate() == 1) {
                    return Result.ok(value);
                }
            }
            return Result.of(apiKeyExists(connection, apiKey) ? Status.NO_ENTRY : Status.UNKNOWN_API_KEY);
        });
    }

    public Result delete(String apiKey, String key) {
        return database.write(connection -> {
            try (PreparedStatement delete = connection.prepareStatement(
                    "DELETE FROM cache_entries WHERE api_key = ? AND key = ? RETURNING value")) {
                delete.setString(1, apiKey);
                delete.setString(2, key);
                try (ResultSet removed = delete.executeQuery()) {
                    if (removed.next()) {
                        return Result.ok(removed.getString(1));
                    }
                }
            }
            return Result.of(apiKeyExists(connection, apiKey) ? Status.NO_ENTRY : Status.UNKNOWN_API_KEY);
        });
    }

    private static Optional<String> value(Connection connection, String apiKey, String key) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT value FROM cache_entries WHERE api_key = ? AND key = ?")) {
            select.setString(1, apiKey);
            select.setString(2, key);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? Optional.of(row.getString(1)) : Optional.empty();
            }
        }
    }

    private static boolean apiKeyExists(Connection connection, String apiKey) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("SELECT 1 FROM api_keys WHERE api_key = ?")) {
            select.setString(1, apiKey);
            try (ResultSet row = select.executeQuery()) {
                return row.next();
            }
        }
    }
}
