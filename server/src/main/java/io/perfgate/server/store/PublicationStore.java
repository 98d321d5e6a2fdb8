package io.perfgate.server.store;

import io.perfgate.server.api.Publication;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** Request-1's table: insert a publication, then read the stored row back. */
public final class PublicationStore {
    private final Database database;

    public PublicationStore(Database database) {
        this.database = database;
    }

    /**
     * Inserts one publication (committed, and with {@code synchronous=FULL} synced, before this returns)
     * and returns the row as read back from the database.
     */
    public Publication insert(String userUUID, String text) {
        return database.write(connection -> {
            long id;
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO publications (user_uuid, text, created_millis) VALUES (?, ?, ?)",
                    Statement.RETURN_GENERATED_KEYS)) {
                insert.setString(1, userUUID);
                insert.setString(2, text);
                insert.setLong(3, System.currentTimeMillis());
                insert.executeUpdate();
                try (ResultSet keys = insert.getGeneratedKeys()) {
                    if (!keys.next()) {
                        throw new SQLException("INSERT INTO publications returned no generated key");
                    }
                    id = keys.getLong(1);
                }
            }
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT user_uuid, publication_id, text FROM publications WHERE publication_id = ?")) {
                select.setLong(1, id);
                try (ResultSet row = select.executeQuery()) {
                    if (!row.next()) {
                        throw new SQLException("publication " + id + " not found right after its INSERT");
                    }
                    return new Publication(row.getString(1), row.getLong(2), row.getString(3));
                }
            }
        });
    }
}
