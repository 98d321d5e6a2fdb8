package io.perfgate.perf.launch;

import io.perfgate.perf.sut.SystemDescription.Ready;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Waits until a server is up as its description says ({@code ready.http}: GET answers 200; {@code ready.log}: its
 * output holds a line). Polls every 25 ms (Testcontainers' HTTP wait polls once a second, which can add up to a
 * second to every start).
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
     * Returns once {@code base}{@code path} answers 200; throws a {@link LaunchException} that names the target
     * and the last failure when it does not within {@code timeout}.
     */
    public static void requireHealthy(URI base, String path, Duration timeout) {
        String failure = await(base, path, timeout, Optional::empty);
        if (failure != null) {
            throw new LaunchException("perf target " + base + " is unreachable: GET " + path + " did not answer 200 within "
                    + timeout.toMillis() + " ms (last: " + failure + "). Start the server, or fix -Dperf.target / -Dperf.launcher.");
        }
    }

    /** What {@link #await(Ready, URI, Duration, Supplier, Supplier)} waits for, e.g. {@code GET /health answered 200}. */
    static String describe(Ready ready) {
        return ready.httpPath().map(p -> "GET " + p + " answered 200")
                .orElseGet(() -> "the output showed a line with '" + ready.logLine().orElseThrow() + "'");
    }

    /**
     * Polls until the server is up as {@code ready} says (returns null), is reported dead by {@code death}, or the
     * timeout; in the last two cases returns the last failure. {@code output} is the server's output so far (for
     * {@code ready.log}).
     */
    static String await(Ready ready, URI base, Duration timeout, Supplier<Optional<String>> death, Supplier<String> output) {
        if (ready.httpPath().isPresent()) {
            return await(base, ready.httpPath().get(), timeout, death);
        }
        String line = ready.logLine().orElseThrow();
        return poll(timeout, death, () -> output.get().contains(line) ? null : "no such line yet");
    }

    /**
     * Polls until {@code base}{@code path} answers 200 (returns null), the server is reported dead by {@code death},
     * or the timeout; in the last two cases returns the last failure.
     */
    static String await(URI base, String path, Duration timeout, Supplier<Optional<String>> death) {
        HttpRequest request = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(2)).GET().build();
        return poll(timeout, death, () -> {
            try {
                HttpResponse<Void> response = CLIENT.send(request, HttpResponse.BodyHandlers.discarding());
                return response.statusCode() == 200 ? null : "status " + response.statusCode();
            } catch (IOException e) {
                return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return "interrupted";
            }
        });
    }

    /** {@code attempt} returns null when up, else what it saw. */
    private static String poll(Duration timeout, Supplier<Optional<String>> death, Supplier<String> attempt) {
        long deadline = System.nanoTime() + timeout.toNanos();
        String last;
        while (true) {
            Optional<String> dead = death.get();
            if (dead.isPresent()) {
                return "server exited: " + dead.get();
            }
            last = attempt.get();
            if (last == null) {
                return null;
            }
            if (last.equals("interrupted")) {
                return last;
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
