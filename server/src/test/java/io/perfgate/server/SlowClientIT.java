package io.perfgate.server;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A slow-client (slowloris) attack on each variant, against the jar started as a process: more connections than the
 * platform pool has threads send a request line (or complete headers and part of the declared body) and
 * stop. A normal client must still get every answer within 100 ms, and the stalled connections must be
 * closed once the request timeout (1 s here, set by flag) has passed.
 */
@ParameterizedClass(name = "{0}")
@MethodSource("io.perfgate.server.Variants#eachIoAndThreads")
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SlowClientIT {
    private static final int POOL_SIZE = 10;
    private static final int STALLED = POOL_SIZE + 2;
    private static final long TIMEOUT_MILLIS = 1000;
    /**
     * The JDK's timer looks at the connections once a second, so a connection is closed 0..1 s late (the other
     * front ends close on time: blocking by the socket's read timeout, nonblocking by a timer per request).
     */
    private static final long TIMER_MILLIS = 1000;
    private static final long NORMAL_ANSWER_MILLIS = 100;
    private static final String FEED = "{\"userUUID\":\"123e4567-e89b-12d3-a456-426614174000\"}";

    private static Path dir;
    private static ChildServer server;
    private static Http http;

    @Parameter
    String variant;

    @BeforeParameterizedClassInvocation
    static void start(String variant) throws IOException {
        dir = Files.createTempDirectory("perfgate-slow-" + variant + "-");
        server = ChildServer.start(Variants.flags(variant, "--port=0", "--bind=127.0.0.1", "--pool-size=" + POOL_SIZE,
                "--db=" + dir.resolve("slow.db"), "--request-timeout-seconds=" + TIMEOUT_MILLIS / 1000), Map.of());
        http = new Http(server.port());
        // Class loading and the first compilations would otherwise count against the 100 ms.
        for (int i = 0; i < 50; i++) {
            assertEquals(200, http.get("/health").status());
            assertEquals(200, http.post("/feed", FEED).status());
        }
    }

    @AfterParameterizedClassInvocation
    static void stop() throws InterruptedException {
        if (server != null) {
            server.close();
            server = null;
        }
        Databases.deleteRecursively(dir);
    }

    @Test
    void connectionsThatStopAfterTheRequestLineNeitherStarveOthersNorStayOpen() throws Exception {
        attack("GET /health HTTP/1.1\r\nHost: localhost\r\n");
    }

    @Test
    void connectionsThatStopInsideTheBodyNeitherStarveOthersNorStayOpen() throws Exception {
        attack("POST /feed HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: "
                + FEED.length() + "\r\n\r\n" + FEED.substring(0, 10));
    }

    /**
     * The request timeout is for the whole request, not for each read: a client that trickles its chunked body one
     * byte every 200 ms (well inside any per-read timeout) is cut off once the request has taken the timeout.
     */
    @Test
    void aClientThatTricklesItsBodyIsCutOffAtTheRequestTimeout() throws Exception {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            OutputStream out = socket.getOutputStream();
            long start = System.nanoTime();
            out.write(("POST /feed HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Transfer-Encoding: chunked\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            long limitMillis = TIMEOUT_MILLIS + TIMER_MILLIS + 1000;
            try {
                while ((System.nanoTime() - start) / 1_000_000 < limitMillis + 2000) {
                    out.write("1\r\n \r\n".getBytes(StandardCharsets.US_ASCII));
                    out.flush();
                    Thread.sleep(200);
                    if (socket.getInputStream().available() > 0) {
                        break;
                    }
                }
            } catch (SocketException e) {
                // The server closed the connection while the client was still sending.
            }
            long closedMillis = awaitClosed(socket, start);
            assertTrue(closedMillis <= limitMillis + 500, () -> variant + ": a trickling client was closed after "
                    + closedMillis + " ms; expected within " + limitMillis + " ms");
        }
    }

    private void attack(String partialRequest) throws Exception {
        List<Socket> stalled = new ArrayList<>();
        try {
            long start = System.nanoTime();
            for (int i = 0; i < STALLED; i++) {
                Socket socket = new Socket("127.0.0.1", server.port());
                OutputStream out = socket.getOutputStream();
                out.write(partialRequest.getBytes(StandardCharsets.US_ASCII));
                out.flush();
                stalled.add(socket);
            }
            // Long enough for every stalled connection to hold a thread (and the platform pool to compensate).
            Thread.sleep(300);
            for (int i = 0; i < 10; i++) {
                assertAnsweredInTime("GET /health", () -> http.get("/health"));
                assertAnsweredInTime("POST /feed", () -> http.post("/feed", FEED));
            }
            long first = Long.MAX_VALUE;
            long last = 0;
            for (Socket socket : stalled) {
                long closedMillis = awaitClosed(socket, start);
                first = Math.min(first, closedMillis);
                last = Math.max(last, closedMillis);
                assertTrue(closedMillis >= TIMEOUT_MILLIS - 100 && closedMillis <= TIMEOUT_MILLIS + TIMER_MILLIS + 1000,
                        () -> variant + ": a stalled connection was closed after " + closedMillis
                                + " ms; expected after the " + TIMEOUT_MILLIS + " ms request timeout, within the "
                                + TIMER_MILLIS + " ms timer tick");
            }
            System.out.printf("%s: %d stalled connections closed %d..%d ms after they stopped (request timeout %d ms)%n",
                    variant, STALLED, first, last, TIMEOUT_MILLIS);
            assertEquals(200, http.get("/health").status());
        } finally {
            for (Socket socket : stalled) {
                socket.close();
            }
        }
    }

    private void assertAnsweredInTime(String request, Supplier<Http.Reply> send) {
        long before = System.nanoTime();
        Http.Reply reply = send.get();
        long millis = (System.nanoTime() - before) / 1_000_000;
        assertEquals(200, reply.status(), () -> request + ": " + reply);
        assertTrue(millis < NORMAL_ANSWER_MILLIS, () -> variant + ": " + request + " took " + millis + " ms while "
                + STALLED + " connections stalled; required under " + NORMAL_ANSWER_MILLIS + " ms");
    }

    /** Milliseconds from {@code start} until the server closed the connection (EOF or reset). */
    private static long awaitClosed(Socket socket, long start) throws IOException {
        socket.setSoTimeout((int) (TIMEOUT_MILLIS + TIMER_MILLIS + 5000));
        try {
            while (socket.getInputStream().read() >= 0) {
                // An answer (none is expected) would be read and dropped until the close.
            }
        } catch (SocketTimeoutException e) {
            throw new AssertionError("a stalled connection was still open " + (System.nanoTime() - start) / 1_000_000
                    + " ms after it stopped sending", e);
        } catch (SocketException e) {
            // Reset by the server: closed as well.
        }
        return (System.nanoTime() - start) / 1_000_000;
    }
}
