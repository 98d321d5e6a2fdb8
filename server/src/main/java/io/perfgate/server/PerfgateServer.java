package io.perfgate.server;

import io.perfgate.server.endpoint.Endpoints;
import io.perfgate.server.feed.FeedService;
import io.perfgate.server.frontend.FrontEnd;
import io.perfgate.server.http.Dispatcher;
import io.perfgate.server.json.JsonCodec;
import io.perfgate.server.store.CacheStore;
import io.perfgate.server.store.Database;
import io.perfgate.server.store.PublicationStore;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;

/**
 * A running server: the variant's HTTP front end, executor and JSON codec, over one SQLite file.
 * {@link #start} returns once the port is bound; {@link #close} stops accepting, drains in-flight requests
 * (at most {@link #DRAIN}), and closes the database.
 */
public final class PerfgateServer implements AutoCloseable {
    /** How long {@link #close} waits for in-flight requests. */
    public static final Duration DRAIN = Duration.ofSeconds(5);

    private final Config config;
    private final FrontEnd frontEnd;
    private final Database database;
    private boolean closed;

    private PerfgateServer(Config config, FrontEnd frontEnd, Database database) {
        this.config = config;
        this.frontEnd = frontEnd;
        this.database = database;
    }

    /**
     * Opens the database, binds the port and starts serving.
     *
     * @throws UncheckedIOException when the port cannot be bound
     * @throws IllegalStateException when this JVM's JDK server already runs with other limits ({@code --io=jdk})
     * @throws io.perfgate.server.store.StoreException when the database cannot be opened
     */
    public static PerfgateServer start(Config config) {
        JsonCodec codec = JsonCodec.named(config.json());
        Database database = Database.open(config.db(), config.sync(), config.busyTimeout());
        try {
            Endpoints endpoints = new Endpoints(config.variant(), new PublicationStore(database),
                    new CacheStore(database), new FeedService());
            Dispatcher dispatcher = new Dispatcher(endpoints.router(), codec, config.maxBodyBytes(), config.limits(),
                    config.extraCpuMicros(), config.extraDelayMicros(), config.extraAllocBytes());
            return new PerfgateServer(config, FrontEnd.start(config, dispatcher), database);
        } catch (IOException | RuntimeException e) {
            database.close();
            if (e instanceof IOException io) {
                throw new UncheckedIOException("cannot listen on " + config.bind() + ":" + config.port() + ": "
                        + io.getMessage(), io);
            }
            throw (RuntimeException) e;
        }
    }

    /** The variant's name, for example {@code virtual-gson}. */
    public String variant() {
        return config.variant();
    }

    /** The bound port (the actual one when the configuration asked for 0). */
    public int port() {
        return frontEnd.port();
    }

    /** The absolute database file. */
    public Path databaseFile() {
        return database.file();
    }

    /** The database, for tests that inject storage faults. */
    Database database() {
        return database;
    }

    /** The one start-up line; the perf harness parses {@code listening on <host>:<port>} from it. */
    public String startLine() {
        return "perfgate-server " + variant() + " listening on " + config.bind() + ":" + port() + " db=" + databaseFile();
    }

    /**
     * Stops accepting connections, waits up to {@link #DRAIN} for in-flight requests to finish, then closes
     * the database. Idempotent.
     */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            frontEnd.stop(DRAIN);
        } finally {
            database.close();
        }
    }
}
