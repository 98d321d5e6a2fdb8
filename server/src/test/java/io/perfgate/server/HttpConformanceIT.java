package io.perfgate.server;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * HTTP/1.1 framing as an attacker probes it, in raw bytes, on every front end and thread model: each case of
 * {@link ConformanceCases} is sent followed at once by a second, valid request for {@code /smuggled} on the same
 * connection. A case that must be refused gets its status, {@code Connection: close}, and then the end of the
 * connection: no byte after a framing error is ever answered as a request. A case that must be served gets its
 * status, and then the second request is answered 404, which shows that its end was found where it is. The cases
 * and what each front end answers are listed in server/README.md, "HTTP/1.1 framing".
 */
@ParameterizedClass(name = "{0}")
@MethodSource("io.perfgate.server.Variants#eachIoAndThreads")
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class HttpConformanceIT {
    /** Long enough for any answer on a loaded machine; a connection left open is noticed after it. */
    private static final int READ_TIMEOUT_MILLIS = 5_000;

    private static VariantServer server;

    @Parameter
    String variant;

    @BeforeParameterizedClassInvocation
    static void start(String variant) throws IOException {
        server = VariantServer.start(variant, "conformance");
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        if (server != null) {
            server.close();
            server = null;
        }
    }

    static List<ConformanceCases.Case> cases() {
        return ConformanceCases.ALL;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void eachCaseIsAnsweredAsExpectedAndNothingAfterAFramingErrorIsRead(ConformanceCases.Case conformance)
            throws IOException {
        String io = Variants.flags(variant).getFirst().substring("--io=".length());
        ConformanceCases.Expect expected = conformance.expected(io);
        String name = variant + " " + conformance;
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(READ_TIMEOUT_MILLIS);
            OutputStream out = socket.getOutputStream();
            out.write(conformance.request());
            out.write(ConformanceCases.SMUGGLED);
            out.flush();
            InputStream in = new BufferedInputStream(socket.getInputStream());
            Answer answer = null;
            for (int status : expected.statuses()) {
                Answer previous = answer;
                answer = read(in);
                Answer got = answer;
                assertNotNull(got, () -> name + ": closed without an answer after " + previous);
                assertEquals(status, got.status(), () -> name + ": expected " + expected + ", got " + got);
            }
            Answer last = answer;
            switch (expected.after()) {
                case CLOSED -> {
                    assertEquals("close", last.header("Connection"),
                            () -> name + ": the server closes without saying so: " + last);
                    String rest = rest(in);
                    assertEquals("", rest, () -> name + ": bytes after a refused request were answered");
                }
                case NEXT_ANSWERED -> {
                    Answer next = read(in);
                    assertNotNull(next, () -> name + ": the connection closed after " + last);
                    assertEquals(404, next.status(), () -> name + ": the next request got " + next);
                }
                case NOTHING_ANSWERED -> {
                    socket.setSoTimeout(1_000);
                    try {
                        int b = in.read();
                        assertTrue(b < 0, () -> name + ": more was answered after " + last);
                    } catch (SocketTimeoutException | SocketException e) {
                        // nothing answered
                    }
                }
            }
        }
    }

    /** One answer as read off the socket. */
    record Answer(int status, Map<String, String> headers, String body) {
        String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }

    /** The next answer (with a Content-Length body, as every answer of the server has), or null at the end. */
    private static Answer read(InputStream in) throws IOException {
        String statusLine;
        try {
            statusLine = line(in);
        } catch (SocketException e) {
            return null; // reset: the end of the connection
        }
        if (statusLine == null) {
            return null;
        }
        Map<String, String> headers = new LinkedHashMap<>();
        for (String line; !(line = line(in)).isEmpty(); ) {
            int colon = line.indexOf(':');
            headers.put(line.substring(0, colon).trim().toLowerCase(Locale.ROOT), line.substring(colon + 1).trim());
        }
        int length = Integer.parseInt(headers.getOrDefault("content-length", "0"));
        String body = new String(in.readNBytes(length), StandardCharsets.UTF_8);
        return new Answer(Integer.parseInt(statusLine.split(" ")[1]), headers, body);
    }

    /** A line without its CRLF; null at the end of the stream before any byte of it. */
    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b; (b = in.read()) != '\n'; ) {
            if (b < 0) {
                if (line.size() == 0) {
                    return null;
                }
                throw new IOException("connection closed inside an answer after '" + line + "'");
            }
            if (b != '\r') {
                line.write(b);
            }
        }
        return line.toString(StandardCharsets.ISO_8859_1);
    }

    /** Whatever the server sends until it closes the connection; fails when it keeps it open. */
    private static String rest(InputStream in) throws IOException {
        ByteArrayOutputStream rest = new ByteArrayOutputStream();
        try {
            for (int b; (b = in.read()) >= 0; ) {
                rest.write(b);
            }
        } catch (SocketTimeoutException e) {
            fail("the connection is still open " + READ_TIMEOUT_MILLIS + " ms after a refused request; read: '"
                    + rest.toString(StandardCharsets.ISO_8859_1) + "'");
        } catch (SocketException e) {
            // reset: closed
        }
        return rest.toString(StandardCharsets.ISO_8859_1);
    }
}
