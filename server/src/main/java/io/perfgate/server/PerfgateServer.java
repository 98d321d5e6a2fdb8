package io.perfgate.server;

import com.sun.net.httpserver.HttpServer;
import io.perfgate.server.endpoint.Endpoints;
import io.perfgate.server.feed.FeedService;
import io.perfgate.server.http.Dispatcher;
import io.perfgate.server.http.PlatformPool;
import io.perfgate.server.http.RequestLimits;
import io.perfgate.server.json.JsonCodec;
import io.perfgate.server.store.CacheStore;
import io.perfgate.server.store.Database;
import io.perfgate.server.store.PublicationStore;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * A running server: the JDK HTTP server with the variant's executor and JSON codec, over one SQLite file.
 * {@link #start} returns once the port is bound; {@link #close} stops accepting, drains in-flight requests
 * (at most {@link #DRAIN}), and closes the database.
 */
public final class PerfgateServer implements AutoCloseable {
    /** How long {@link #close} waits for in-flight requests. */
    public static final Duration DRAIN = Duration.ofSeconds(5);
    /** Pending connections the kernel may queue before the server accepts them. */
    private static final int BACKLOG = 1024;
    private static final System.Logger LOG = System.getLogger(PerfgateServer.class.getName());
    /** The limits the JDK server of this JVM was given; it reads them once (see {@link #applyJdkLimits}). */
    private static RequestLimits jdkLimits;

    private final Config config;
    private final HttpServer http;
    private final ExecutorService executor;
    private final Database database;
    private boolean closed;

    private PerfgateServer(Config config, HttpServer http, ExecutorService executor, Database database) {
        this.config = config;
        this.http = http;
        this.executor = executor;
        this.database = database;
    }

    /**
     * Opens the database, binds the port and starts serving.
     *
     * @throws UncheckedIOException when the port cannot be bound
     * @throws io.perfgate.server.store.StoreException when the database cannot be opened
     */
    public static PerfgateServer start(Config config) {
        applyJdkLimits(config.limits());
        JsonCodec codec = JsonCodec.named(config.json());
        Database database = Database.open(config.db(), config.sync(), config.busyTimeout());
        ExecutorService executor = null;
        try {
            Endpoints endpoints = new Endpoints(config.variant(), new PublicationStore(database),
                    new CacheStore(database), new FeedService());
            HttpServer http = HttpServer.create(new InetSocketAddress(config.bind(), config.port()), BACKLOG);
            executor = executor(config);
            http.setExecutor(executor);
            http.createContext("/", new Dispatcher(endpoints.router(), codec, config.maxBodyBytes(), config.limits(),
                    config.extraCpuMicros(), config.extraDelayMicros(), config.extraAllocBytes()));
            http.start();
            return new PerfgateServer(config, http, executor, database);
        } catch (IOException | RuntimeException e) {
            if (executor != null) {
                executor.shutdownNow();
            }
            database.close();
            if (e instanceof IOException io) {
                throw new UncheckedIOException("cannot listen on " + config.bind() + ":" + config.port() + ": "
                        + io.getMessage(), io);
            }
            throw (RuntimeException) e;
        }
    }

    /**
     * Hands the request limits to the JDK server through its system properties. The JDK reads them once per
     * JVM, when its first server is created, so every server of a JVM must ask for the same limits; a
     * second server that asks for others is refused rather than silently run with the first one's.
     *
     * @throws IllegalStateException when this JVM's JDK server already runs with other limits
     */
    private static synchronized void applyJdkLimits(RequestLimits limits) {
        if (jdkLimits == null) {
            Map<String, String> properties = limits.jdkProperties();
            properties.forEach(System::setProperty);
            jdkLimits = limits;
        } else if (!jdkLimits.equals(limits)) {
            throw new IllegalStateException("the JDK HTTP server reads its limits once per JVM; this JVM runs with "
                    + jdkLimits + ", actual request: " + limits);
        }
    }

    private static ExecutorService executor(Config config) {
        return switch (config.threads()) {
            case PLATFORM -> new PlatformPool(config.poolSize(), "perfgate-worker-");
            case VIRTUAL -> Executors.newThreadPerTaskExecutor(Thread.ofVirtual().name("perfgate-vworker-", 0).factory());
        };
    }

    /** The variant's name, for example {@code virtual-gson}. */
    public String variant() {
        return config.variant();
    }

    /** The bound port (the actual one when the configuration asked for 0). */
    public int port() {
        return http.getAddress().getPort();
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
        long start = System.nanoTime();
        // Returns as soon as every exchange has finished, or after DRAIN.
        http.stop((int) DRAIN.toSeconds());
        executor.shutdown();
        try {
            long left = DRAIN.toNanos() - (System.nanoTime() - start);
            if (!executor.awaitTermination(Math.max(left, 0), TimeUnit.NANOSECONDS)) {
                LOG.log(System.Logger.Level.WARNING, "requests still running after " + DRAIN + "; stopping them");
                executor.shutdownNow();
            }
        } catch (InterruptedException e) {
            executor.shutdownNow();
            Thread.currentThread().interrupt();
        } finally {
            database.close();
        }
    }
}
