package io.perfgate.perf.load;

import io.perfgate.perf.result.LoadModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConnectionCloseTest {
    /** A scenario of one GET, closed model, the !params the harness fills. */
    private static final String SCENARIO = """
            name: close
            threads: !param THREADS 1
            http:
              host: !param HOST http://127.0.0.1:8080
              sharedConnections: !param CONNECTIONS 1
              requestTimeout: !param REQUEST_TIMEOUT 5s
            phases:
            - closed:
                always:
                  users: !param USERS 1
                  duration: !param DURATION 1s
                  scenario:
                  - get:
                    - httpRequest:
                        GET: /item
                        metric: item
            """;

    private ClosingServer server;

    @AfterEach
    void stop() throws IOException {
        if (server != null) {
            server.close();
        }
    }

    private static ScenarioSettings users(Path file, int users) {
        return new ScenarioSettings("close", 1, LoadModel.CLOSED, 0, users, users, users, 1, Duration.ZERO, 0,
                Duration.ofMillis(800), 1, file);
    }

    @ParameterizedTest(name = "{0}, {2} user(s), closing after {1} answers")
    @CsvSource({"ANNOUNCED, 100, 1", "ANNOUNCED, 1, 1", "ANNOUNCED, 3, 4", "HTTP_1_0, 1, 1", "HTTP_1_0, 5, 2"})
    void aServerThatClosesAfterAnsweringCostsAReconnectNeverAnError(ClosingServer.Mode mode, int perConnection, int users,
                                                                       @TempDir Path dir) throws IOException {
        server = new ClosingServer(mode, perConnection);
        Path file = Files.writeString(dir.resolve("close.hf.yaml"), SCENARIO);

        LoadWindow w = LoadDriver.run(users(file, users), server.uri(), Duration.ofMillis(800));

        assertTrue(w.responses() > 3L * perConnection, "responses: " + w.responses());
        assertEquals(0, w.connectionErrors(), "connection errors");
        assertEquals(0, w.timeouts() + w.internalErrors(), "timeouts and internal errors");
        assertEquals(w.requests(), w.responses(), "every request answered");
        assertEquals(w.responses(), w.status().status2xx(), "all answers 200");
        // The server answered what the generator counted, give or take one request a user at the window's edge:
        // one sent as the phase ended can be answered but never counted, and the server counts an answer after
        // writing it.
        long answered = server.answered.get();
        assertTrue(Math.abs(answered - w.responses()) <= users,
                "the server answered " + answered + ", the generator counted " + w.responses());
        // Every connection that answered its last answer in the window was closed by the server and replaced.
        long closed = w.responses() / perConnection;
        assertTrue(Math.abs(w.reconnects() - closed) <= users, "reconnects " + w.reconnects() + ", closes about " + closed);
        assertTrue(server.connections.get() >= w.reconnects(), "connections opened: " + server.connections.get());
    }

    @Test
    void aServerThatKeepsItsConnectionsCostsNoReconnect(@TempDir Path dir) throws IOException {
        server = new ClosingServer(ClosingServer.Mode.KEEP, Integer.MAX_VALUE);
        Path file = Files.writeString(dir.resolve("close.hf.yaml"), SCENARIO);

        LoadWindow w = LoadDriver.run(users(file, 1), server.uri(), Duration.ofMillis(500));

        assertTrue(w.responses() > 50, "responses: " + w.responses());
        assertEquals(0, w.reconnects());
        assertEquals(0, w.connectionErrors());
        assertEquals(1, server.connections.get(), "one user, one connection, kept");
    }

    @Test
    void aRequestThatReallyFailsStillCounts(@TempDir Path dir) throws IOException {
        // The server reads each request and closes without an answer: nothing was answered, so nothing is reused.
        server = new ClosingServer(ClosingServer.Mode.DROP, 1);
        Path file = Files.writeString(dir.resolve("close.hf.yaml"), SCENARIO);

        LoadWindow w = LoadDriver.run(users(file, 1), server.uri(), Duration.ofMillis(300));

        assertEquals(0, w.responses());
        assertTrue(w.connectionErrors() > 0, "connection errors: " + w.connectionErrors());
        assertEquals(0, w.reconnects());
        assertFalse(server.answered.get() > 0);
    }

    @Test
    void theConnectionHeaderIsReadAsAListOfTokens() {
        assertTrue(ConnectionClose.hasToken("close", "close"));
        assertTrue(ConnectionClose.hasToken("Keep-Alive, Close", "close"));
        assertTrue(ConnectionClose.hasToken(" upgrade ,\tclose\t", "close"));
        assertFalse(ConnectionClose.hasToken("closed", "close"));
        assertFalse(ConnectionClose.hasToken("keep-alive", "close"));
        assertFalse(ConnectionClose.hasToken("", "close"));
    }

    /** A raw HTTP/1.1 server that closes each connection after a number of answers, announced or as HTTP/1.0. */
    static final class ClosingServer implements AutoCloseable {
        enum Mode { ANNOUNCED, HTTP_1_0, KEEP, DROP }

        private static final byte[] BODY = "{\"ok\":true}".getBytes(StandardCharsets.US_ASCII);

        final AtomicLong answered = new AtomicLong();
        final AtomicLong connections = new AtomicLong();
        private final ServerSocket socket;
        private final ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor();
        private final Mode mode;
        private final int perConnection;

        ClosingServer(Mode mode, int perConnection) throws IOException {
            this.mode = mode;
            this.perConnection = perConnection;
            socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
            threads.submit(this::accept);
        }

        URI uri() {
            return URI.create("http://127.0.0.1:" + socket.getLocalPort());
        }

        private void accept() {
            while (!socket.isClosed()) {
                try {
                    Socket s = socket.accept();
                    connections.incrementAndGet();
                    threads.submit(() -> serve(s));
                } catch (IOException e) {
                    return;
                }
            }
        }

        private void serve(Socket s) {
            try (s; InputStream in = new BufferedInputStream(s.getInputStream()); OutputStream out = s.getOutputStream()) {
                for (int n = 1; n <= perConnection; n++) {
                    if (!readRequest(in)) {
                        return;
                    }
                    if (mode == Mode.DROP) {
                        return;
                    }
                    boolean last = n == perConnection && mode != Mode.KEEP;
                    String head = (mode == Mode.HTTP_1_0 ? "HTTP/1.0 200 OK\r\n" : "HTTP/1.1 200 OK\r\n")
                            + "Content-Type: application/json\r\nContent-Length: " + BODY.length + "\r\n"
                            + (mode == Mode.HTTP_1_0 && !last ? "Connection: keep-alive\r\n" : "")
                            + (mode == Mode.ANNOUNCED && last ? "Connection: close\r\n" : "")
                            + "\r\n";
                    // One write: head and body in two would meet Nagle's algorithm and a delayed ACK (40 ms each).
                    byte[] headBytes = head.getBytes(StandardCharsets.US_ASCII);
                    byte[] answer = java.util.Arrays.copyOf(headBytes, headBytes.length + BODY.length);
                    System.arraycopy(BODY, 0, answer, headBytes.length, BODY.length);
                    out.write(answer);
                    out.flush();
                    answered.incrementAndGet();
                }
            } catch (IOException e) {
                // the generator closed its end: nothing to answer
            }
        }

        /** Reads one request without a body; false at the end of the stream. */
        private static boolean readRequest(InputStream in) throws IOException {
            int matched = 0;
            int b;
            while ((b = in.read()) >= 0) {
                matched = (b == '\r' && (matched == 0 || matched == 2)) || (b == '\n' && (matched == 1 || matched == 3))
                        ? matched + 1 : 0;
                if (matched == 4) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public void close() throws IOException {
            socket.close();
            threads.shutdownNow();
        }
    }
}
