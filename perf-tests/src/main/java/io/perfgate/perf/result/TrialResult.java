package io.perfgate.perf.result;

import java.util.List;
import java.util.Objects;

/**
 * What one measured trial of one (variant, scenario) produced. Latencies are client-side, from the
 * load generator's HdrHistogram; server numbers come from the launcher (cgroup or process) and from
 * the {@code Server-Timing} header.
 *
 * @param trial                     1-based trial number within the run
 * @param requests                  requests sent during the measured window
 * @param responses                 responses received (any status)
 * @param meanMillis                mean client latency, ms
 * @param p50Millis                 median client latency, ms
 * @param p90Millis                 90th percentile, ms
 * @param p99Millis                 99th percentile, ms
 * @param maxMillis                 maximum, ms
 * @param throughputPerSecond       responses per second over the measured window
 * @param targetRatePerSecond       the open model's arrival rate; 0 for a closed model
 * @param errors                    errors by kind
 * @param serverCpuMicrosPerRequest server CPU time (user + system) per response, microseconds
 * @param serverMemoryMegabytes     server memory (peak RSS or cgroup usage), MB
 * @param serverTimeMeanMillis      mean of the server's own {@code total} from Server-Timing, ms; NaN if absent
 * @param generator                 load generator health during the trial
 * @param invalidReasons            empty when the trial is valid; else why it is a harness problem
 */
public record TrialResult(
        int trial,
        long requests,
        long responses,
        double meanMillis,
        double p50Millis,
        double p90Millis,
        double p99Millis,
        double maxMillis,
        double throughputPerSecond,
        double targetRatePerSecond,
        ErrorCounts errors,
        double serverCpuMicrosPerRequest,
        double serverMemoryMegabytes,
        double serverTimeMeanMillis,
        GeneratorHealth generator,
        List<String> invalidReasons) {

    public TrialResult {
        if (trial < 1) {
            throw new IllegalArgumentException("trial must be >= 1, actual: " + trial);
        }
        Objects.requireNonNull(errors, "errors");
        Objects.requireNonNull(generator, "generator");
        invalidReasons = List.copyOf(invalidReasons);
    }

    public boolean valid() {
        return invalidReasons.isEmpty();
    }

    /** Failed responses and transport errors over requests sent; 0 when nothing was sent. */
    public double errorRatio() {
        return requests == 0 ? 0 : (double) errors.total() / requests;
    }

    /**
     * @param status4xx         responses with a 4xx status
     * @param status5xx         responses with a 5xx status
     * @param otherNon2xx       other non-2xx statuses (1xx, 3xx)
     * @param connectionErrors  connections refused, reset or closed mid-request
     * @param timeouts          requests that timed out
     */
    public record ErrorCounts(long status4xx, long status5xx, long otherNon2xx, long connectionErrors, long timeouts) {
        public long total() {
            return status4xx + status5xx + otherNon2xx + connectionErrors + timeouts;
        }
    }

    /**
     * @param blockedMillis        time the generator could not send because no connection was free, ms
     * @param maxSessionsUsed      the most sessions in use at once
     * @param sessionLimit         the pool size; reaching it in the open model means arrivals were dropped
     * @param sessionPoolExhausted whether a session could not be started for lack of one
     */
    public record GeneratorHealth(double blockedMillis, int maxSessionsUsed, int sessionLimit, boolean sessionPoolExhausted) {
    }
}
