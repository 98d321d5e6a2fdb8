package io.perfgate.perf.load;

import com.sun.net.httpserver.HttpServer;
import io.perfgate.perf.result.LoadModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Response bytes as the load generator counts them, against a server in this JVM that answers every request
 * with a body of known length: the count must be exactly responses x length, headers left out.
 */
class ResponseBytesCounterTest {
    private HttpServer server;

    private URI serve(int bodyBytes, boolean chunked) throws IOException {
        byte[] body = new byte[bodyBytes];
        Arrays.fill(body, (byte) 'x');
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            // A long, varying header that must not be counted.
            exchange.getResponseHeaders().add("Server-Timing", "total;dur=0." + System.nanoTime());
            exchange.sendResponseHeaders(200, chunked ? 0 : body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                if (chunked) {
                    out.write(body, 0, body.length / 2);
                    out.flush();
                    out.write(body, body.length / 2, body.length - body.length / 2);
                } else {
                    out.write(body);
                }
            }
        });
        server.start();
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    private static LoadWindow drive(String scenario, URI target) {
        // 200 requests per second for half a second: a light load, enough to count.
        ScenarioSettings settings = new ScenarioSettings(scenario, 1, LoadModel.OPEN, 200, 1, 2, 50, 1,
                Duration.ZERO, 0, Duration.ofMillis(500), 1, Scenarios.file(scenario));
        return LoadDriver.run(settings, target, settings.trialDuration());
    }

    @Test
    void aFixedLengthBodyIsCountedOncePerResponseWithoutHeaders() throws IOException {
        LoadWindow window = drive("request-2", serve(4_712, false));

        assertTrue(window.responses() > 20, "responses: " + window.responses());
        assertEquals(window.responses() * 4_712L, window.responseBodyBytes());
        assertEquals(4_712.0, window.responseBytesPerResponse(), 0);
    }

    @Test
    void aChunkedBodyIsCountedWithoutItsChunkFraming() throws IOException {
        LoadWindow window = drive("request-1", serve(3_001, true));

        assertTrue(window.responses() > 20, "responses: " + window.responses());
        assertEquals(window.responses() * 3_001L, window.responseBodyBytes());
    }

    @Test
    void noResponsesIsNotMeasuredRatherThanZeroBytes() {
        LoadWindow window = new LoadWindow(Duration.ofSeconds(1), 10, 0, LatencySummary.EMPTY, LatencySummary.EMPTY, 0,
                LoadWindow.StatusCounts.NONE, 10, 0, 0, 0, 0, 1, false, java.util.List.of());

        assertTrue(Double.isNaN(window.responseBytesPerResponse()));
    }
}
