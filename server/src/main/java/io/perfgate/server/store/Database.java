package io.perfgate.server.store;

import io.perfgate.server.Config;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The SQLite database file. Writes are serialised through ONE write connection behind a lock, so
 * concurrent writers queue in the JVM instead of failing with "database is locked"; reads use a small
 * pool of separate connections, which WAL mode lets run beside the writer. Every connection also has a
 * busy timeout as a second line of defence (for example against a checkpoint).
 *
 * <p>Faults of the storage (a lock held by another process, a read-only file, a full disk, an I/O
 * error) fail only the operation at hand with an {@link StoreException#unavailable() unavailable}
 * {@link StoreException}; the connections stay open and the next operation tries again, so the server
 * recovers by itself when the fault clears. No wait is unbounded: the busy timeout bounds both SQLite's
 * wait for a lock and the wait for this JVM's write lock or a read connection, so that writes queued
 * behind a locked database all fail after one busy timeout instead of one after another.
 */
public final class Database implements AutoCloseable {
    /** Read connections; SQLite reads are short, so a few suffice even for hundreds of virtual threads. */
    static final int READ_CONNECTIONS = 4;

    private final Path file;
    private final Duration busyTimeout;
    private final Connection writer;
    private final ReentrantLock writeLock = new ReentrantLock();
    private final BlockingQueue<Connection> readers = new ArrayBlockingQueue<>(READ_CONNECTIONS);
    private final List<Connection> allReaders = new ArrayList<>();
    private volatile boolean closed;

    private Database(Path file, Duration busyTimeout, Connection writer) {
        this.file = file;
        this.busyTimeout = busyTimeout;
        this.writer = writer;
    }

    /**
     * Opens (creating if absent) the database file in WAL mode and creates the schema.
     *
     * @param busyTimeout how long an operation waits for a lock before it fails as unavailable
     * @throws StoreException when the file cannot be opened or is not a SQLite database
     */
    public static Database open(Path file, Config.Sync sync, Duration busyTimeout) {
        Path absolute = file.toAbsolutePath().normalize();
        try {
            Path parent = absolute.getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Connection writer = connect(absolute, busyTimeout);
            Database database = new Database(absolute, busyTimeout, writer);
            try (Statement statement = writer.createStatement()) {
                statement.execute("PRAGMA journal_mode=WAL");
                statement.execute("PRAGMA synchronous=" + sync.name());
                Schema.create(statement);
            }
            for (int i = 0; i < READ_CONNECTIONS; i++) {
                Connection reader = connect(absolute, busyTimeout);
                try (Statement statement = reader.createStatement()) {
                    statement.execute("PRAGMA query_only=ON");
                }
                database.allReaders.add(reader);
                database.readers.add(reader);
            }
            return database;
        } catch (SQLException | java.io.IOException e) {
            throw new StoreException("cannot open SQLite database " + absolute + ": " + e.getMessage(), e);
        }
    }

    private static Connection connect(Path file, Duration busyTimeout) throws SQLException {
        Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file);
        try (Statement statement = connection.createStatement()) {
            statement.execute("PRAGMA busy_timeout=" + busyTimeout.toMillis());
        }
        return connection;
    }

    /** The absolute database file. */
    public Path file() {
        return file;
    }

    /** Work on the write connection; at most one runs at a time. */
    <T> T write(SqlWork<T> work) {
        try {
            if (!writeLock.tryLock(busyTimeout.toMillis(), TimeUnit.MILLISECONDS)) {
                throw StoreException.unavailable("the database is busy: earlier writes held it for more than "
                        + busyTimeout.toMillis() + " ms (busy timeout)", null);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreException("interrupted while waiting for the write connection", e);
        }
        try {
            ensureOpen();
            return work.run(writer);
        } catch (SQLException e) {
            throw StoreFaults.classify("write", e, busyTimeout);
        } finally {
            writeLock.unlock();
        }
    }

    /** Work on one of the read connections (waits for a free one). */
    <T> T read(SqlWork<T> work) {
        ensureOpen();
        Connection connection;
        try {
            connection = readers.poll(busyTimeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreException("interrupted while waiting for a read connection", e);
        }
        if (connection == null) {
            throw StoreException.unavailable("the database is busy: no read connection became free within "
                    + busyTimeout.toMillis() + " ms (busy timeout)", null);
        }
        try {
            ensureOpen();
            return work.run(connection);
        } catch (SQLException e) {
            throw StoreFaults.classify("read", e, busyTimeout);
        } finally {
            readers.add(connection);
        }
    }

    private void ensureOpen() {
        if (closed) {
            throw new StoreException("database " + file + " is closed");
        }
    }

    /** Closes every connection; the last close checkpoints the WAL into the database file. */
    @Override
    public void close() {
        writeLock.lock();
        try {
            if (closed) {
                return;
            }
            closed = true;
            for (Connection reader : allReaders) {
                closeQuietly(reader);
            }
            closeQuietly(writer);
        } finally {
            writeLock.unlock();
        }
    }

    private static void closeQuietly(Connection connection) {
        try {
            connection.close();
        } catch (SQLException e) {
            System.getLogger(Database.class.getName())
                    .log(System.Logger.Level.WARNING, "closing a SQLite connection failed", e);
        }
    }

    /** A unit of JDBC work on one connection. */
    @FunctionalInterface
    interface SqlWork<T> {
        T run(Connection connection) throws SQLException;
    }
}
