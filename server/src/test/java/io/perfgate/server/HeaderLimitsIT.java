package io.perfgate.server;

import io.perfgate.server.http.RequestLimits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The default header limits over a raw socket (an HTTP client adds headers of its own), on each front end: at
 * the limits 200, over them 431 with a JSON error, and far over them (twice the limit, where the front end's
 * library stops reading) a closed connection, never a 200.
 */
@ParameterizedClass(name = "{0}")
@MethodSource("io.perfgate.server.Variants#eachIo")
class HeaderLimitsIT {
    private static VariantServer server;

    @Parameter
    String variant;

    @BeforeParameterizedClassInvocation
    static void start(String variant) throws IOException {
        server = VariantServer.start(variant, "headers");
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        if (server != null) {
            server.close();
            server = null;
        }
    }

    /** GET /health with Host and the given extra header lines. */
    private static String health(String extraHeaders) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(10_000);
            ByteArrayOutputStream answer = new ByteArrayOutputStream();
            try {
                socket.getOutputStream().write(("GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
                        + extraHeaders + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
                socket.getInputStream().transferTo(answer);
            } catch (SocketException e) {
                // Reset: the server closed without answering, possibly while we were still sending.
            }
            return answer.toString(StandardCharsets.ISO_8859_1);
        }
    }

    private static String fields(int count) {
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < count; i++) {
            lines.append("X-Field-").append(i).append(": v\r\n");
        }
        return lines.toString();
    }

    @Test
    void asManyFieldsAsAllowedAreServed() throws IOException {
        // Host and Connection are two of the fields.
        String answer = health(fields(RequestLimits.DEFAULT_MAX_HEADERS - 2));
        assertTrue(answer.startsWith("HTTP/1.1 200 "), answer);
    }

    @Test
    void oneFieldTooManyIs431NamingTheLimit() throws IOException {
        String answer = health(fields(RequestLimits.DEFAULT_MAX_HEADERS - 1));
        assertTrue(answer.startsWith("HTTP/1.1 431 "), answer);
        assertTrue(answer.contains("{\"error\":\"too many header fields: at most 100, actual: 101\"}"), answer);
    }

    @Test
    void aNameSentAgainCountsAgain() throws IOException {
        String answer = health("X-Same: v\r\n".repeat(RequestLimits.DEFAULT_MAX_HEADERS - 1));
        assertTrue(answer.startsWith("HTTP/1.1 431 "), answer);
        assertTrue(answer.contains("{\"error\":\"too many header fields: at most 100, actual: 101\"}"), answer);
    }

    @Test
    void aHeaderOverTheSizeLimitIs431() throws IOException {
        String answer = health("X-Big: " + "a".repeat(RequestLimits.DEFAULT_MAX_HEADER_BYTES) + "\r\n");
        assertTrue(answer.startsWith("HTTP/1.1 431 "), answer);
        assertTrue(answer.contains("header section too large: at most 16384 bytes"), answer);
    }

    @Test
    void aTwoHundredKilobyteHeaderIsNeverAccepted() throws IOException {
        // Without the limit this was answered 200. The front ends stop reading at twice the limit and close: the JDK server
        // and Netty without an answer, HttpCore (blocking) after its own plain-text 431.
        String answer = health("X-Huge: " + "a".repeat(200 * 1024) + "\r\n");
        assertTrue(answer.isEmpty() || (answer.startsWith("HTTP/1.1 431 ") && answer.contains("Connection: close")),
                answer);
    }
}
