package io.perfgate.perf.launch;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * {@code GET /health} until the server answers 200. Polls every 25 ms (Testcontainers' HTTP wait polls
 * once a second, which can add up to a second to every start).
 */
public final class HealthProbe {
    private static final Duration POLL = Duration.ofMillis(25);
    private static final HttpClient CLIENT = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(1))
            .build();

    private HealthProbe() {
    }

    /**
     * Returns once {@code base}/health answers 200; throws a {@link LaunchException} that names the target
     * and the last failure when it does not within {@code timeout}.
     */
    public static void requireHealthy(URI base, Duration timeout) {
        String failure = await(base, timeout, Optional::empty);
        if (failure != null) {
            throw new LaunchException("perf target " + base + " is unreachable: GET /health did not answer 200 within "
                    + timeout.toMillis() + " ms (last: " + failure + "). Start the server, or fix -Dperf.target / -Dperf.launcher.");
        }
    }

    /**
     * Polls until healthy (returns null), the server is reported dead by {@code death}, or the timeout; in
     * the last two cases returns the last failure.
     */
    static String await(URI base, Duration timeout, Supplier<Optional<String>> death) {
        long deadline = System.nanoTime() + timeout.toNanos();
        String last = "no attempt";
        HttpRequest request = HttpRequest.newBuilder(base.resolve("/health")).timeout(Duration.ofSeconds(2)).GET().build();
        while (true) {
            Optional<String> dead = death.get();
            if (dead.isPresent()) {
                return "server exited: " + dead.get();
            }
            try {
                HttpResponse<Void> response = CLIENT.send(request, HttpResponse.BodyHandlers.discarding());
                if (response.statusCode() == 200) {
                    return null;
                }
                last = "status " + response.statusCode();
            } catch (IOException e) {
                last = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return "interrupted";
            }
            if (System.nanoTime() > deadline) {
                return last;
            }
            try {
                Thread.sleep(POLL);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return "interrupted";
            }
        }
    }
}
