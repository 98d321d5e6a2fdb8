package io.perfgate.perf.protocol;

import com.sun.net.httpserver.HttpServer;
import io.perfgate.perf.launch.LaunchException;
import io.perfgate.perf.load.LoadWindow;
import io.perfgate.perf.load.ScenarioSettings;
import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.result.LoadSlice;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Slow is not dead: a real HTTP server in this JVM whose first answer takes longer than a measured request may wait is
 * warmed up, not failed; a server that answers nothing fails the warm-up with what it was asked and how long it was
 * given; one whose process died fails at once.
 */
class SlowWarmUpTest {
    private static final Path REQUEST_2 = Path.of("src/main/resources/scenarios/request-2.hf.yaml").toAbsolutePath();

    private HttpServer http;
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final Progress progress = new Progress(new PrintStream(printed, true, StandardCharsets.UTF_8), Duration.ZERO);

    @AfterEach
    void stop() {
        if (http != null) {
            http.stop(0);
        }
    }

    /** Answers 200 to everything; the first {@code slowAnswers} answers each take {@code slow}. */
    private URI serve(int slowAnswers, Duration slow, AtomicInteger answered) throws IOException {
        http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        http.createContext("/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            if (answered.get() < slowAnswers) {
                try {
                    Thread.sleep(slow.toMillis());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            byte[] body = "{}".getBytes(StandardCharsets.US_ASCII);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
            answered.incrementAndGet();
        });
        http.start();
        return URI.create("http://127.0.0.1:" + http.getAddress().getPort());
    }

    private static ScenarioSettings oneUser(Duration warmUp) {
        return new ScenarioSettings("request-2", 1, LoadModel.CLOSED, 0, 1, 1, 1, 1, warmUp, 0, Duration.ofSeconds(1), 1,
                REQUEST_2);
    }

    @Test
    void aServerWhoseFirstAnswerTakesLongerThanATrialsTimeoutIsWarmedUpNotFailed() throws IOException {
        AtomicInteger answered = new AtomicInteger();
        Duration slow = ScenarioSettings.REQUEST_TIMEOUT.plusSeconds(2);
        ProcesslessServer server = new ProcesslessServer(serve(1, slow, answered), Optional.empty());

        List<LoadSlice> slices = WarmUp.server(server, oneUser(Duration.ofSeconds(1)), WarmUpRule.fixed(), progress);

        assertTrue(answered.get() >= 1, "answers: " + answered.get());
        assertFalse(slices.isEmpty());
        assertFalse(printed.toString(StandardCharsets.UTF_8).contains("answered nothing"), printed.toString());
    }

    @Test
    void aLiveServerThatAnswersNothingFailsOnceItsPatienceIsOverSayingWhatItWasAskedAndForHowLong() throws IOException {
        int closed;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort();
        }
        ProcesslessServer server = new ProcesslessServer(URI.create("http://127.0.0.1:" + closed), Optional.empty());
        WarmUp.Silence silence = new WarmUp.Silence(server, "default/request-2", progress, Duration.ofSeconds(2));
        ScenarioSettings settings = oneUser(Duration.ofMillis(500)).forWarmUp();
        assertEquals(ScenarioSettings.WARM_UP_REQUEST_TIMEOUT, settings.requestTimeout());

        LaunchException e = assertThrows(LaunchException.class, () -> {
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (System.nanoTime() < deadline) {
                LoadWindow window = SampledLoad.window(server, settings, Duration.ofMillis(500));
                assertFalse(silence.answered(window), "a port nobody listens on answered");
            }
        });

        String message = e.getMessage();
        assertTrue(message.contains("answered nothing for") && message.contains("connection errors")
                && message.contains("each request may wait 60 s") && message.contains("though its process is alive"), message);
        assertTrue(printed.toString(StandardCharsets.UTF_8).contains("the warm-up goes on"), printed.toString());
    }

    @Test
    void aServerWhoseProcessDiedFailsTheWarmUpAtOnce() throws IOException {
        AtomicInteger answered = new AtomicInteger();
        ProcesslessServer server = new ProcesslessServer(serve(0, Duration.ZERO, answered), Optional.of("exit code 137"));
        WarmUp.Silence silence = new WarmUp.Silence(server, "default/request-2", progress, Duration.ofMinutes(5));
        LoadWindow window = SampledLoad.window(server, oneUser(Duration.ofMillis(300)).forWarmUp(), Duration.ofMillis(300));

        LaunchException e = assertThrows(LaunchException.class, () -> silence.answered(window));

        assertTrue(e.getMessage().contains("died (exit code 137)"), e.getMessage());
    }
}
