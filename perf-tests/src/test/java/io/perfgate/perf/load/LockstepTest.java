package io.perfgate.perf.load;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.perfgate.perf.result.LoadModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A lockstep window against two real HTTP servers in this JVM, each answering with its own body size and Server-Timing,
 * one of them slower: each side's statistics must be its own server's, the two servers must never have a request in
 * hand at the same time, and each side's throughput must be its own pace, not the shared one.
 */
class LockstepTest {
    private final List<HttpServer> servers = new ArrayList<>();
    /** Requests in hand over both servers, and the most there ever were. */
    private final AtomicInteger inHand = new AtomicInteger();
    private final AtomicInteger mostInHand = new AtomicInteger();

    private record Served(URI uri, Set<String> paths) {
    }

    private Served serve(int bodyBytes, String serverTiming, long busyMicros, String apiKey) throws IOException {
        byte[] body = "x".repeat(bodyBytes).getBytes(StandardCharsets.US_ASCII);
        Set<String> paths = ConcurrentHashMap.newKeySet();
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> answer(exchange, body, serverTiming, busyMicros, apiKey, paths));
        server.start();
        servers.add(server);
        return new Served(URI.create("http://127.0.0.1:" + server.getAddress().getPort()), paths);
    }

    private void answer(HttpExchange exchange, byte[] body, String serverTiming, long busyMicros, String apiKey,
                        Set<String> paths) throws IOException {
        int now = inHand.incrementAndGet();
        mostInHand.accumulateAndGet(now, Math::max);
        try {
            exchange.getRequestBody().readAllBytes();
            paths.add(exchange.getRequestMethod() + " " + exchange.getRequestURI().getPath());
            long until = System.nanoTime() + busyMicros * 1000;
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
            byte[] answer = exchange.getRequestURI().getPath().equals("/api")
                    ? ("{\"apiKey\":\"" + apiKey + "\"}").getBytes(StandardCharsets.US_ASCII) : body;
            exchange.getResponseHeaders().add("Server-Timing", "total;dur=" + serverTiming);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            // Counted down before the answer leaves: the client may send its next request the moment it arrives.
            inHand.decrementAndGet();
            exchange.sendResponseHeaders(200, answer.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(answer);
            }
        } catch (IOException | RuntimeException e) {
            inHand.decrementAndGet();
            throw e;
        }
    }

    @AfterEach
    void stop() {
        servers.forEach(s -> s.stop(0));
    }

    /** One lockstep window of the settings' trial duration, {@code first}'s turn first. */
    private static List<LoadWindow> lockstep(ScenarioSettings settings, Served first, Served second) {
        return LoadDriver.runLockstep(settings, first.uri(), second.uri(), settings.trialDuration());
    }

    private static ScenarioSettings oneUser(String scenario, Path file, long millis) {
        return new ScenarioSettings(scenario, 1, LoadModel.CLOSED, 0, 1, 1, 1, 1, Duration.ZERO, 0,
                Duration.ofMillis(millis), 1, file);
    }

    private static ScenarioSettings oneUser(String scenario, long millis) {
        return oneUser(scenario, Scenarios.file(scenario), millis);
    }

    @Test
    void eachServerGetsItsOwnStatisticsAndNeverBothAtOnce() throws IOException {
        Served fast = serve(100, "0.010", 0, "a");
        Served slow = serve(300, "0.400", 400, "b");

        List<LoadWindow> windows = lockstep(oneUser("request-2", 800), fast, slow);

        LoadWindow a = windows.getFirst();
        LoadWindow b = windows.getLast();
        assertTrue(a.responses() > 50, "responses of A: " + a.responses());
        assertTrue(Math.abs(a.responses() - b.responses()) <= 1, a.responses() + " vs " + b.responses());
        assertEquals(1, mostInHand.get(), "requests in hand at once over both servers");
        assertEquals(100.0, a.responseBytesPerResponse(), 0);
        assertEquals(300.0, b.responseBytesPerResponse(), 0);
        assertEquals(0.010, a.serverTime().meanMillis(), 0.0001);
        assertEquals(0.400, b.serverTime().meanMillis(), 0.001);
        assertTrue(b.latency().meanMillis() > a.latency().meanMillis() + 0.3, a.latency() + " vs " + b.latency());
        // Each side's pace is its own: its responses over its own time in hand, the inverse of its mean latency.
        assertEquals(1000 / a.latency().meanMillis(), a.throughputPerSecond(), 0.02 * a.throughputPerSecond());
        assertEquals(1000 / b.latency().meanMillis(), b.throughputPerSecond(), 0.02 * b.throughputPerSecond());
        assertEquals(0, a.connectionErrors() + b.connectionErrors() + a.internalErrors() + b.internalErrors());
        assertTrue(a.phaseErrors().isEmpty() && b.phaseErrors().isEmpty(), a.phaseErrors() + " " + b.phaseErrors());
    }

    @Test
    void aFlowKeepsEachServersOwnVariablesInItsTurn() throws IOException {
        Served a = serve(10, "0.010", 0, "key-of-a");
        Served b = serve(10, "0.010", 0, "key-of-b");

        List<LoadWindow> windows = lockstep(oneUser("cache-crud", 500), a, b);

        assertTrue(windows.getFirst().responses() >= 25, "responses of A: " + windows.getFirst().responses());
        assertTrue(Math.abs(windows.getFirst().responses() - windows.getLast().responses()) <= 5);
        // Every create, read, update and delete used the key its own server handed out in that turn.
        assertTrue(a.paths().stream().allMatch(p -> p.equals("GET /api") || p.contains("/api/key-of-a/")), a.paths().toString());
        assertTrue(b.paths().stream().allMatch(p -> p.equals("GET /api") || p.contains("/api/key-of-b/")), b.paths().toString());
        assertTrue(a.paths().stream().anyMatch(p -> p.startsWith("DELETE ")), a.paths().toString());
        assertTrue(b.paths().stream().anyMatch(p -> p.startsWith("DELETE ")), b.paths().toString());
        assertEquals(1, mostInHand.get());
    }

    @Test
    void moreThanOneUserOrAnOpenModelIsRefusedWithTheWayOut() throws IOException {
        Served a = serve(10, "0.010", 0, "a");
        Served b = serve(10, "0.010", 0, "b");
        ScenarioSettings open = new ScenarioSettings("request-2", 1, LoadModel.OPEN, 100, 1, 2, 50, 1, Duration.ZERO, 0,
                Duration.ofMillis(500), 1, Scenarios.file("request-2"));

        LoadException e = assertThrows(LoadException.class, () -> lockstep(open, a, b));

        assertTrue(e.getMessage().contains("closed model with 1 user, actual: open"), e.getMessage());
        assertTrue(e.getMessage().contains("-Dperf.reference.order=duet"), e.getMessage());
    }

    @Test
    void aScenarioWhoseSequencesStartOneAnotherOtherwiseIsRefused(@org.junit.jupiter.api.io.TempDir Path dir)
            throws IOException {
        Served a = serve(10, "0.010", 0, "a");
        Served b = serve(10, "0.010", 0, "b");
        Path file = dir.resolve("two-initial.hf.yaml");
        Files.writeString(file, """
                name: two-initial
                http:
                  host: !param HOST http://127.0.0.1:8080
                phases:
                - closed:
                    always:
                      users: !param USERS 1
                      duration: !param DURATION 1s
                      scenario:
                        initialSequences:
                        - one:
                          - httpRequest:
                              GET: /one
                        - two:
                          - httpRequest:
                              GET: /two
                """);

        LoadException e = assertThrows(LoadException.class,
                () -> lockstep(oneUser("two-initial", file, 300), a, b));

        assertTrue(e.getMessage().contains(file + ": lockstep needs the scenario as a list of sequences"), e.getMessage());
    }
}
