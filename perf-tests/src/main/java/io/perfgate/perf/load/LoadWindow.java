package io.perfgate.perf.load;

import io.perfgate.perf.result.LoadSlice;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * What the generator saw during one load window (a warm-up or one trial), summed over all phases and
 * request metrics of the scenario.
 *
 * @param duration             the configured length of the window
 * @param requests             requests sent
 * @param responses            responses received, any status
 * @param latency              client-side response time
 * @param serverTime           the server's own {@code Server-Timing: total}, one value per response that carried it
 * @param responseBodyBytes    response body bytes received (headers not included), see {@link ResponseBytesCounter}
 * @param status               responses by status class
 * @param connectionErrors     connections refused, reset or closed mid-request
 * @param timeouts             requests that got no response within the request timeout
 * @param internalErrors       errors inside the generator (a scenario bug), never the server's fault
 * @param blockedNanos         total time sessions waited for a free connection (not part of the latency!), the waits
 *                             for a new connection after the server closed one included
 * @param reconnects           connections the server closed after an answer, each replaced by a new one
 *                             ({@link ConnectionClose})
 * @param maxSessionsUsed      the most sessions alive at once
 * @param sessionLimit         the open model's session pool size (closed: the number of users)
 * @param sessionLimitExceeded an arrival found the pool empty and was dropped
 * @param phaseErrors          failures Hyperfoil reported for a phase
 * @param slices               the window second by second, in time order (window name empty: the caller names it)
 */
public record LoadWindow(Duration duration, long requests, long responses, LatencySummary latency,
                         LatencySummary serverTime, long responseBodyBytes, StatusCounts status, long connectionErrors, long timeouts,
                         long internalErrors, long blockedNanos, long reconnects, int maxSessionsUsed, int sessionLimit,
                         boolean sessionLimitExceeded, List<String> phaseErrors, List<LoadSlice> slices) {
    public LoadWindow {
        Objects.requireNonNull(duration, "duration");
        Objects.requireNonNull(latency, "latency");
        Objects.requireNonNull(serverTime, "serverTime");
        Objects.requireNonNull(status, "status");
        if (responseBodyBytes < 0) {
            throw new IllegalArgumentException("responseBodyBytes must be >= 0, actual: " + responseBodyBytes);
        }
        phaseErrors = List.copyOf(phaseErrors);
        slices = List.copyOf(slices);
    }

    /** A window without its seconds (tests that need none). */
    public LoadWindow(Duration duration, long requests, long responses, LatencySummary latency,
                      LatencySummary serverTime, long responseBodyBytes, StatusCounts status, long connectionErrors, long timeouts,
                      long internalErrors, long blockedNanos, int maxSessionsUsed, int sessionLimit,
                      boolean sessionLimitExceeded, List<String> phaseErrors) {
        this(duration, requests, responses, latency, serverTime, responseBodyBytes, status, connectionErrors, timeouts,
                internalErrors, blockedNanos, 0, maxSessionsUsed, sessionLimit, sessionLimitExceeded, phaseErrors, List.of());
    }

    /** This window with {@code slices} for its seconds: the same seconds with what was measured beside the load. */
    public LoadWindow withSlices(List<LoadSlice> slices) {
        return new LoadWindow(duration, requests, responses, latency, serverTime, responseBodyBytes, status, connectionErrors,
                timeouts, internalErrors, blockedNanos, reconnects, maxSessionsUsed, sessionLimit, sessionLimitExceeded,
                phaseErrors, slices);
    }

    /** The slices, each named {@code name}. */
    public List<LoadSlice> slices(String name) {
        return slices.stream().map(s -> s.inWindow(name)).toList();
    }

    /** Requests sent per second of window. */
    public double requestRatePerSecond() {
        return requests / seconds();
    }

    /** Response body bytes per response; NaN when no response arrived. */
    public double responseBytesPerResponse() {
        return responses == 0 ? Double.NaN : (double) responseBodyBytes / responses;
    }

    /** Responses received per second of window. */
    public double throughputPerSecond() {
        return responses / seconds();
    }

    private double seconds() {
        return duration.toNanos() / 1e9;
    }

    /** Responses by status class, as Hyperfoil's HTTP statistics count them. */
    public record StatusCounts(long status2xx, long status3xx, long status4xx, long status5xx, long statusOther) {
        public static final StatusCounts NONE = new StatusCounts(0, 0, 0, 0, 0);
    }
}
