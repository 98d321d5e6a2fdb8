package io.perfgate.perf.load;

import com.sun.net.httpserver.HttpServer;
import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.result.LoadSlice;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A load window second by second, against a server in this JVM: Hyperfoil's sampling periods become the window's
 * slices, which together hold every response of the window, in time order, inside the window's wall time.
 */
class LoadWindowSlicesTest {
    private HttpServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    @Test
    void theSlicesOfAWindowAreItsSecondsInOrderAndHoldEveryResponse() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            exchange.sendResponseHeaders(200, 2);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write("{}".getBytes());
            }
        });
        server.start();
        URI target = URI.create("http://127.0.0.1:" + server.getAddress().getPort());
        // 200 requests per second for 1.5 s, as long as a trial: a light load over two sampling periods.
        ScenarioSettings settings = new ScenarioSettings("request-2", 1, LoadModel.OPEN, 200, 1, 2, 50, 1,
                Duration.ZERO, 0, Duration.ofMillis(1500), 1, io.perfgate.perf.load.Scenarios.file("request-2"));
        Instant before = Instant.now();

        LoadWindow window = LoadDriver.run(settings, target, settings.trialDuration());
        Instant after = Instant.now();
        List<LoadSlice> slices = window.slices("trial 1");

        assertTrue(slices.size() >= 2, "a 1.5 s window spans two sampling periods: " + slices);
        assertEquals(window.responses(), slices.stream().mapToLong(LoadSlice::responses).sum(), slices.toString());
        for (int i = 0; i < slices.size(); i++) {
            LoadSlice slice = slices.get(i);
            assertEquals("trial 1", slice.window());
            assertTrue(slice.seconds() > 0 && slice.seconds() <= 1.0, slice.toString());
            assertTrue(!slice.start().isBefore(before.minusMillis(1)) && slice.start().isBefore(after), slice + " outside "
                    + before + " .. " + after);
            if (i > 0) {
                assertTrue(slice.start().isAfter(slices.get(i - 1).start()), "in time order: " + slices);
            }
            if (slice.responses() > 0) {
                assertTrue(slice.meanMillis() > 0 && slice.maxMillis() >= slice.meanMillis(), slice.toString());
            }
        }
    }
}
