package io.perfgate.server;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The jar as a process: start-up line, flags and exit codes, kill -9 durability, SIGTERM drain (on every front
 * end).
 */
class ProcessLifecycleIT {
    private static final String USER = "123e4567-e89b-12d3-a456-426614174000";

    private Path dir;
    private final List<ChildServer> children = new ArrayList<>();

    @BeforeEach
    void createDirectory() throws IOException {
        dir = Files.createTempDirectory("perfgate-process-");
    }

    @AfterEach
    void stopChildren() throws InterruptedException {
        for (ChildServer child : children) {
            child.close();
        }
        Databases.deleteRecursively(dir);
    }

    private ChildServer start(List<String> arguments, Map<String, String> environment) throws IOException {
        ChildServer child = ChildServer.start(arguments, environment);
        children.add(child);
        return child;
    }

    private ChildServer start(String... arguments) throws IOException {
        List<String> all = new ArrayList<>(List.of("--port=0", "--bind=127.0.0.1", "--db=" + dir.resolve("server.db")));
        all.addAll(List.of(arguments));
        return start(all, Map.of());
    }

    @Test
    void theStartLineNamesVariantHostPortAndAbsoluteDatabaseAndEnvironmentVariablesChooseTheVariant() throws Exception {
        ChildServer child = start(List.of("--json=gson"), Map.of("PERFGATE_THREADS", "virtual", "PERFGATE_PORT", "0",
                "PERFGATE_BIND", "127.0.0.1", "PERFGATE_DB", dir.resolve("env.db").toString(), "PERFGATE_JSON", "own"));
        assertEquals("virtual-gson", child.variant(), "the flag --json wins over PERFGATE_JSON");
        assertEquals(dir.resolve("env.db").toAbsolutePath(), child.database());
        assertTrue(child.port() > 0);
        assertEquals("perfgate-server virtual-gson listening on 127.0.0.1:" + child.port() + " db=" + child.database(),
                child.stdout().getFirst());
        assertEquals("virtual-gson", new Http(child.port()).get("/health").object().get("variant").getAsString());
        assertEquals(0, child.terminate());
    }

    @Test
    void theIoEnvironmentVariableChoosesTheFrontEndWhichThenLeadsTheVariantName() throws Exception {
        ChildServer child = start(List.of("--port=0", "--bind=127.0.0.1", "--db=" + dir.resolve("io.db")),
                Map.of("PERFGATE_IO", "nonblocking", "PERFGATE_THREADS", "virtual"));
        assertEquals("nonblocking-virtual-gson", child.variant());
        assertEquals("perfgate-server nonblocking-virtual-gson listening on 127.0.0.1:" + child.port() + " db="
                + child.database(), child.stdout().getFirst());
        assertEquals("nonblocking-virtual-gson", new Http(child.port()).get("/health").object().get("variant").getAsString());
        assertEquals(0, child.terminate());
    }

    @Test
    void anInvalidIoExitsWith2NamingTheChoices() throws Exception {
        Process process = new ProcessBuilder(ChildServer.command(List.of("--io=epoll"))).start();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        String stderr = new String(process.getErrorStream().readAllBytes());
        assertEquals(2, process.exitValue(), stderr);
        assertTrue(stderr.contains("--io must be jdk|blocking|nonblocking, actual: 'epoll'"), stderr);
        assertTrue(stderr.contains("usage:"), stderr);
    }

    @Test
    void anInvalidFlagExitsWith2AndExplainsOnStderr() throws Exception {
        Process process = new ProcessBuilder(ChildServer.command(List.of("--threads=green"))).start();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        String stderr = new String(process.getErrorStream().readAllBytes());
        assertEquals(2, process.exitValue(), stderr);
        assertTrue(stderr.contains("--threads must be platform|virtual, actual: 'green'"), stderr);
        assertTrue(stderr.contains("usage:"), stderr);
        assertEquals("", new String(process.getInputStream().readAllBytes()), "no start line");
    }

    @Test
    void anUnknownFlagExitsWith2() throws Exception {
        Process process = new ProcessBuilder(ChildServer.command(List.of("--colour=blue"))).start();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        String stderr = new String(process.getErrorStream().readAllBytes());
        assertEquals(2, process.exitValue(), stderr);
        assertTrue(stderr.contains("unknown option --colour"), stderr);
    }

    @ParameterizedTest
    @ValueSource(strings = {"jdk", "blocking", "nonblocking"})
    void aTakenPortExitsWith1AndSaysWhy(String io) throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Process process = new ProcessBuilder(ChildServer.command(List.of("--io=" + io, "--port=" + taken.getLocalPort(),
                    "--bind=127.0.0.1", "--db=" + dir.resolve("taken.db")))).start();
            assertTrue(process.waitFor(60, TimeUnit.SECONDS));
            String stderr = new String(process.getErrorStream().readAllBytes());
            assertEquals(1, process.exitValue(), stderr);
            assertTrue(stderr.contains("cannot start: cannot listen on 127.0.0.1:" + taken.getLocalPort()), stderr);
        }
    }

    @Test
    void helpPrintsTheUsageAndExits0() throws Exception {
        Process process = new ProcessBuilder(ChildServer.command(List.of("--help"))).start();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        String stdout = new String(process.getInputStream().readAllBytes());
        assertEquals(0, process.exitValue(), stdout);
        assertTrue(stdout.startsWith("usage: "), stdout);
        assertTrue(stdout.contains("PERFGATE_EXTRA_CPU_MICROS"), stdout);
    }

    @Test
    void everyAcknowledgedWriteSurvivesKillMinus9DuringLoad() throws Exception {
        ChildServer first = start("--threads=virtual");
        Http http = new Http(first.port());
        String apiKey = http.get("/api").object().get("apiKey").getAsString();
        Map<Long, String> acknowledged = new ConcurrentHashMap<>();
        Map<String, String> acknowledgedEntries = new ConcurrentHashMap<>();
        AtomicBoolean killed = new AtomicBoolean();
        ExecutorService writers = Executors.newFixedThreadPool(8);
        List<CompletableFuture<Void>> running = new ArrayList<>();
        for (int w = 0; w < 8; w++) {
            int writer = w;
            running.add(CompletableFuture.runAsync(() -> {
                for (int i = 0; !killed.get() && i < 10_000; i++) {
                    String text = "writer " + writer + " write " + i;
                    try {
                        Http.Reply reply = http.post("/publications", "{\"userUUID\":\"" + USER + "\",\"text\":\"" + text + "\"}");
                        if (reply.status() == 201) {
                            acknowledged.put(reply.object().get("publicationID").getAsLong(), text);
                        }
                        String key = "w" + writer + "-" + i;
                        if (http.post("/api/" + apiKey + "/" + key, "{\"value\":\"" + text + "\"}").status() == 201) {
                            acknowledgedEntries.put(key, text);
                        }
                    } catch (UncheckedIOException e) {
                        return; // the server is gone
                    }
                }
            }, writers));
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (acknowledged.size() < 200) {
            Thread.sleep(10);
            assertTrue(first.process().isAlive(), () -> "server died early: " + first.stderr());
            assertTrue(System.nanoTime() < deadline, () -> "only " + acknowledged.size() + " writes acknowledged in 120 s");
        }
        first.kill();
        killed.set(true);
        CompletableFuture.allOf(running.toArray(CompletableFuture[]::new)).get(60, TimeUnit.SECONDS);
        writers.shutdownNow();

        ChildServer second = start("--threads=virtual");
        Path db = second.database();
        for (Map.Entry<Long, String> publication : acknowledged.entrySet()) {
            assertEquals(1, Databases.count(db, "SELECT COUNT(*) FROM publications WHERE publication_id = ? AND text = ?",
                    publication.getKey(), publication.getValue()), () -> "lost publication " + publication);
        }
        Http again = new Http(second.port());
        for (Map.Entry<String, String> entry : acknowledgedEntries.entrySet()) {
            Http.Reply reply = again.get("/api/" + apiKey + "/" + entry.getKey());
            assertEquals(200, reply.status(), () -> "lost cache entry " + entry + ": " + reply);
            assertEquals(entry.getValue(), reply.object().get("value").getAsString());
        }
        assertEquals(0, second.terminate());
    }

    @ParameterizedTest
    @ValueSource(strings = {"jdk", "blocking", "nonblocking"})
    void sigtermDrainsInFlightRequestsThenExits0WithTheDatabaseClosed(String io) throws Exception {
        // Each request sleeps 2 s after its INSERT, so the rows show that all three are inside the server.
        ChildServer child = start("--io=" + io, "--threads=platform", "--extra-delay-micros=2000000");
        Http http = new Http(child.port());
        List<CompletableFuture<Http.Reply>> inFlight = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            String body = "{\"userUUID\":\"" + USER + "\",\"text\":\"in flight " + i + "\"}";
            inFlight.add(CompletableFuture.supplyAsync(() -> http.post("/publications", body)));
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (Databases.count(child.database(), "SELECT COUNT(*) FROM publications") < 3) {
            assertTrue(System.nanoTime() < deadline, "the three requests never reached the database");
            Thread.sleep(10);
        }

        int exitCode = child.terminate();

        for (CompletableFuture<Http.Reply> request : inFlight) {
            Http.Reply reply = request.get(30, TimeUnit.SECONDS);
            assertEquals(201, reply.status(), reply::toString);
        }
        assertEquals(0, exitCode, () -> "stdout=" + child.stdout() + " stderr=" + child.stderr());
        assertTrue(child.stdout().stream().anyMatch(line -> line.endsWith("stopped, database closed")),
                () -> "stdout=" + child.stdout() + " stderr=" + child.stderr());
        // The last connection to close checkpoints the WAL into the database file and removes it.
        assertFalse(Files.exists(Path.of(child.database() + "-wal")), "WAL left behind: the database was not closed");
        assertEquals(3, Databases.count(child.database(), "SELECT COUNT(*) FROM publications"));
    }
}
