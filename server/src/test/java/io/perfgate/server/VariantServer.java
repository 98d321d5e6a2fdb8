package io.perfgate.server;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * The server of one variant on a free loopback port, with a database directory of its own: what the ITs that run once
 * per variant start before their tests and stop after them.
 */
final class VariantServer implements AutoCloseable {
    private final Path dir;
    private final PerfgateServer server;

    private VariantServer(Path dir, PerfgateServer server) {
        this.dir = dir;
        this.server = server;
    }

    /** {@code variant}'s server; {@code name} names its temporary directory and database. */
    static VariantServer start(String variant, String name) throws IOException {
        Path dir = Files.createTempDirectory("perfgate-" + name + "-");
        return new VariantServer(dir, PerfgateServer.start(Config.parse(Variants.flags(variant, "--port=0",
                "--bind=127.0.0.1", "--db=" + dir.resolve(name + ".db")), Map.of())));
    }

    int port() {
        return server.port();
    }

    @Override
    public void close() {
        server.close();
        Databases.deleteRecursively(dir);
    }
}
