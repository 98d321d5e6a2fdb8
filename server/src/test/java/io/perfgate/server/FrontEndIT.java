package io.perfgate.server;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What each front end does with connections, over a raw socket so that the test sees exactly what goes over
 * it: keep-alive, pipelining, closing when asked, bodies left unread, an oversized body refused without being
 * read, a malformed request, and a stop that does not wait for idle connections.
 */
@ParameterizedClass(name = "{0}")
@MethodSource("io.perfgate.server.Variants#eachIo")
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class FrontEndIT {
    private static final String FEED = "{\"userUUID\":\"123e4567-e89b-12d3-a456-426614174000\"}";

    private static VariantServer server;

    @Parameter
    String variant;

    @BeforeParameterizedClassInvocation
    static void start(String variant) throws IOException {
        server = VariantServer.start(variant, "frontend");
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        if (server != null) {
            server.close();
            server = null;
        }
    }

    /** One answer as read off the socket. */
    record Answer(int status, Map<String, String> headers, String body) {
        String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }

    private static String get(String path, String... headers) {
        return "GET " + path + " HTTP/1.1\r\nHost: localhost\r\n" + String.join("", headers) + "\r\n";
    }

    private static String post(String path, String body) {
        return "POST " + path + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: "
                + body.getBytes(StandardCharsets.UTF_8).length + "\r\n\r\n" + body;
    }

    private static Socket connect() throws IOException {
        Socket socket = new Socket("127.0.0.1", server.port());
        socket.setSoTimeout(10_000);
        return socket;
    }

    private static void send(Socket socket, String requests) throws IOException {
        OutputStream out = socket.getOutputStream();
        out.write(requests.getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    /** Reads one answer with a Content-Length body (every answer of this server has one), or none to HEAD. */
    private static Answer read(InputStream in) throws IOException {
        String statusLine = line(in);
        Map<String, String> headers = new LinkedHashMap<>();
        for (String line; !(line = line(in)).isEmpty(); ) {
            int colon = line.indexOf(':');
            headers.put(line.substring(0, colon).trim().toLowerCase(Locale.ROOT), line.substring(colon + 1).trim());
        }
        int length = Integer.parseInt(headers.getOrDefault("content-length", "0"));
        String body = new String(in.readNBytes(length), StandardCharsets.UTF_8);
        return new Answer(Integer.parseInt(statusLine.split(" ")[1]), headers, body);
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b; (b = in.read()) != '\n'; ) {
            if (b < 0) {
                throw new IOException("connection closed inside an answer after '" + line + "'");
            }
            if (b != '\r') {
                line.write(b);
            }
        }
        return line.toString(StandardCharsets.ISO_8859_1);
    }

    /** Whether the server closes the connection within the socket timeout (end of stream or reset). */
    private static boolean closedByServer(InputStream in) throws IOException {
        try {
            return in.read() < 0;
        } catch (SocketException e) {
            return true;
        }
    }

    /**
     * The JDK server writes a large answer in pieces; without TCP_NODELAY the last piece waits for the client's delayed
     * ACK (about 40 ms a request). Its default is off, so the front end turns it on (Netty and HttpCore do by default).
     */
    @Test
    void theJdkServerSendsWithoutWaitingForDelayedAcks() {
        if (Variants.flags(variant).contains("--io=jdk")) {
            assertEquals("true", System.getProperty("sun.net.httpserver.nodelay"));
        }
    }

    @Test
    void oneConnectionServesRequestAfterRequest() throws IOException {
        try (Socket socket = connect()) {
            InputStream in = new BufferedInputStream(socket.getInputStream());
            for (int i = 0; i < 50; i++) {
                send(socket, i % 2 == 0 ? get("/health") : post("/feed", FEED));
                Answer answer = read(in);
                assertEquals(200, answer.status(), answer::toString);
                assertTrue(answer.header("Server-Timing").contains("total;dur="), answer::toString);
                assertEquals(null, answer.header("Connection"), "keep-alive is HTTP/1.1's default: " + answer);
            }
        }
    }

    @Test
    void pipelinedRequestsAreAnsweredInOrder() throws IOException {
        try (Socket socket = connect()) {
            InputStream in = new BufferedInputStream(socket.getInputStream());
            send(socket, get("/health") + post("/feed", FEED) + get("/nope") + get("/health"));
            assertEquals(200, read(in).status());
            Answer feed = read(in);
            assertEquals(200, feed.status());
            assertTrue(feed.body().startsWith("{\"userUUID\":\"123e4567"), feed::toString);
            assertEquals(404, read(in).status());
            assertEquals(200, read(in).status());
        }
    }

    @Test
    void aClientThatAsksForCloseGetsItsAnswerThenTheClose() throws IOException {
        try (Socket socket = connect()) {
            InputStream in = new BufferedInputStream(socket.getInputStream());
            send(socket, get("/health", "Connection: close\r\n"));
            assertEquals(200, read(in).status());
            assertTrue(closedByServer(in), "the connection stays open");
        }
    }

    @Test
    void anHttp10RequestIsAnsweredAndClosed() throws IOException {
        try (Socket socket = connect()) {
            InputStream in = new BufferedInputStream(socket.getInputStream());
            send(socket, "GET /health HTTP/1.0\r\n\r\n");
            Answer answer = read(in);
            assertEquals(200, answer.status());
            assertTrue(answer.body().contains("\"status\":\"ok\""), answer::toString);
            assertTrue(closedByServer(in), "the connection stays open");
        }
    }

    @Test
    void aBodyTheRouteDidNotReadDoesNotSpoilTheConnection() throws IOException {
        try (Socket socket = connect()) {
            InputStream in = new BufferedInputStream(socket.getInputStream());
            send(socket, post("/nope", "{\"pad\":\"" + "x".repeat(10_000) + "\"}") + get("/health"));
            assertEquals(404, read(in).status());
            assertEquals(200, read(in).status());
        }
    }

    @Test
    void aMalformedRequestLineIsABadRequestAndTheConnectionCloses() throws IOException {
        try (Socket socket = connect()) {
            InputStream in = new BufferedInputStream(socket.getInputStream());
            send(socket, "GARBAGE\r\n\r\n");
            assertEquals(400, read(in).status());
            assertTrue(closedByServer(in), "the connection stays open");
        }
    }

    /**
     * A client that declares (or streams) a gigabyte gets 413 and a closed connection long before it could send
     * it: the server reads the limit plus at most 1 MiB, not the body.
     */
    @ParameterizedTest(name = "chunked: {0}")
    @ValueSource(booleans = {false, true})
    void anOversizedBodyIsRefusedWith413WithoutBeingRead(boolean chunked) throws Exception {
        long offered = 64L * 1024 * 1024;
        try (Socket socket = connect()) {
            InputStream in = new BufferedInputStream(socket.getInputStream());
            send(socket, "POST /publications HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + (chunked ? "Transfer-Encoding: chunked\r\n" : "Content-Length: " + (1L << 30) + "\r\n") + "\r\n");
            AtomicLong sent = new AtomicLong();
            CompletableFuture<Void> sender = CompletableFuture.runAsync(() -> {
                byte[] spaces = " ".repeat(64 * 1024).getBytes(StandardCharsets.US_ASCII);
                byte[] chunk = chunked ? ("10000\r\n" + " ".repeat(64 * 1024) + "\r\n").getBytes(StandardCharsets.US_ASCII)
                        : spaces;
                try {
                    OutputStream out = socket.getOutputStream();
                    while (sent.get() < offered) {
                        out.write(chunk);
                        sent.addAndGet(spaces.length);
                    }
                } catch (IOException e) {
                    // The server closed the connection: what this test expects.
                }
            });
            Answer answer = read(in);
            assertEquals(413, answer.status(), answer::toString);
            assertTrue(answer.body().contains("request body too large: at most 65536 bytes"), answer::toString);
            assertEquals("close", answer.header("Connection"), answer::toString);
            assertTrue(closedByServer(in), "the connection stays open");
            sender.get(30, TimeUnit.SECONDS);
            assertTrue(sent.get() < offered, () -> "the server read all " + offered + " bytes offered");
        }
    }

    @Test
    void aStopClosesIdleKeptAliveConnectionsWithoutWaitingOutTheDrain() throws Exception {
        Path own = Files.createTempDirectory("perfgate-frontend-stop-");
        PerfgateServer stopping = PerfgateServer.start(Config.parse(Variants.flags(variant, "--port=0",
                "--bind=127.0.0.1", "--db=" + own.resolve("stop.db")), Map.of()));
        try (Socket socket = new Socket("127.0.0.1", stopping.port())) {
            socket.setSoTimeout(10_000);
            InputStream in = new BufferedInputStream(socket.getInputStream());
            send(socket, get("/health"));
            assertEquals(200, read(in).status());
            long start = System.nanoTime();
            stopping.close();
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertTrue(millis < PerfgateServer.DRAIN.toMillis() / 2, () -> "the stop took " + millis + " ms");
            assertTrue(closedByServer(in), "the idle connection stays open");
        } finally {
            stopping.close();
            Databases.deleteRecursively(own);
        }
    }
}
