package io.perfgate.perf.result;

import java.util.List;
import java.util.Objects;

/**
 * What one measured trial of one (variant, scenario) produced. Latencies are client-side, from the
 * load generator's HdrHistogram; server numbers come from the launcher (cgroup or process) and from
 * the {@code Server-Timing} header; work metrics (allocation, GC) from the server JVM's own counters over
 * JMX, response bytes from the load generator. A value that could not be measured is NaN, never 0.
 *
 * @param trial                     1-based trial number within the run
 * @param requests                  requests sent during the measured window
 * @param responses                 responses received (any status)
 * @param meanMillis                mean client latency, ms
 * @param p50Millis                 median client latency, ms
 * @param p90Millis                 90th percentile, ms
 * @param p99Millis                 99th percentile, ms
 * @param maxMillis                 maximum, ms
 * @param throughputPerSecond       responses per second over the measured window (in lockstep, over the time this side
 *                                  had a request in hand: the timeline's seconds of the clock show about half of it)
 * @param targetRatePerSecond       the open model's arrival rate; 0 for a closed model
 * @param errors                    errors by kind
 * @param serverCpuMicrosPerRequest server CPU time (user + system) per response, microseconds, without the JIT compiler threads' where they can be read
 * @param serverMemoryMegabytes     server memory (peak RSS or cgroup usage), MB
 * @param serverTimeMeanMillis      mean of the server's own {@code total} from Server-Timing, ms; NaN if absent
 * @param allocatedBytesPerRequest  heap bytes the whole server JVM allocated during the trial per response, B
 *                                  (JMX {@code TotalThreadAllocatedBytes}, as JMH's GC profiler); NaN when not measured
 * @param responseBytesPerRequest   response BODY bytes per response (headers not included: {@code Server-Timing}'s
 *                                  durations vary in length), as the load generator received them, B
 * @param gcCountPer1000Requests    collections of all the server's collectors per 1,000 responses
 * @param gcMillisPerRequest        the server's collectors' accumulated time per response, ms
 * @param generator                 load generator health during the trial
 * @param invalidReasons            empty when the trial is valid; else why it is a harness problem
 * @param workMetricsValid          whether the work metrics (allocated and response bytes, GC count, errors) still hold
 *                                  when the trial is invalid: true when its only fault was CPU taken from the load
 *                                  generator, which delays the generator's clock (so every time metric) but not what the
 *                                  server did per request; always true for a valid trial, false in files written before
 *                                  it was kept
 * @param latencyPercentiles        the client latency's percentile spectrum (HdrHistogram's percentile iteration,
 *                                  ascending, ending at 100 = max), ms; empty when no response arrived or in a file
 *                                  written before the spectrum was kept
 * @param compilerCpuMicrosPerRequest the server's JIT compiler threads' CPU time per response, microseconds: left out of
 *                                  {@code serverCpuMicrosPerRequest} (compiling is warm-up work that goes on in bursts);
 *                                  NaN where they cannot be read (then serverCpuMicrosPerRequest includes them), 0 in
 *                                  files written before it was kept (whose CPU included them)
 * @param boot                      which pair of server boots of an A/B run measured the trial, from 1
 *                                  ({@code perf.reference.bootPairs}); 1 in a plain run and in files written before it
 *                                  was kept
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
        double allocatedBytesPerRequest,
        double responseBytesPerRequest,
        double gcCountPer1000Requests,
        double gcMillisPerRequest,
        GeneratorHealth generator,
        List<String> invalidReasons,
        boolean workMetricsValid,
        List<Percentile> latencyPercentiles,
        double compilerCpuMicrosPerRequest,
        int boot) {

    public TrialResult {
        if (trial < 1) {
            throw new IllegalArgumentException("trial must be >= 1, actual: " + trial);
        }
        // Gson hands a record 0 for a field the file does not have: a file written before the boot was kept.
        boot = boot == 0 ? 1 : boot;
        if (boot < 1) {
            throw new IllegalArgumentException("boot of trial " + trial + " must be >= 1, actual: " + boot);
        }
        Objects.requireNonNull(errors, "errors");
        requireNotNegative(allocatedBytesPerRequest, "allocatedBytesPerRequest", trial);
        requireNotNegative(responseBytesPerRequest, "responseBytesPerRequest", trial);
        requireNotNegative(gcCountPer1000Requests, "gcCountPer1000Requests", trial);
        requireNotNegative(gcMillisPerRequest, "gcMillisPerRequest", trial);
        Objects.requireNonNull(generator, "generator");
        invalidReasons = List.copyOf(invalidReasons);
        workMetricsValid = workMetricsValid || invalidReasons.isEmpty();
        // Result files from before the spectrum was kept have no such field, and Gson hands a record null for it.
        latencyPercentiles = latencyPercentiles == null ? List.of() : List.copyOf(latencyPercentiles);
        for (int i = 1; i < latencyPercentiles.size(); i++) {
            if (latencyPercentiles.get(i).percentile() <= latencyPercentiles.get(i - 1).percentile()) {
                throw new IllegalArgumentException("latencyPercentiles of trial " + trial + " must ascend, actual: "
                        + latencyPercentiles.get(i - 1) + " before " + latencyPercentiles.get(i));
            }
        }
    }

    /** A trial of the first (or only) boot of its server. */
    public TrialResult(int trial, long requests, long responses, double meanMillis, double p50Millis, double p90Millis,
                       double p99Millis, double maxMillis, double throughputPerSecond, double targetRatePerSecond,
                       ErrorCounts errors, double serverCpuMicrosPerRequest, double serverMemoryMegabytes,
                       double serverTimeMeanMillis, double allocatedBytesPerRequest, double responseBytesPerRequest,
                       double gcCountPer1000Requests, double gcMillisPerRequest, GeneratorHealth generator,
                       List<String> invalidReasons, boolean workMetricsValid, List<Percentile> latencyPercentiles,
                       double compilerCpuMicrosPerRequest) {
        this(trial, requests, responses, meanMillis, p50Millis, p90Millis, p99Millis, maxMillis, throughputPerSecond,
                targetRatePerSecond, errors, serverCpuMicrosPerRequest, serverMemoryMegabytes, serverTimeMeanMillis,
                allocatedBytesPerRequest, responseBytesPerRequest, gcCountPer1000Requests, gcMillisPerRequest, generator,
                invalidReasons, workMetricsValid, latencyPercentiles, compilerCpuMicrosPerRequest, 1);
    }

    /** This trial as measured by boot pair {@code boot}. */
    public TrialResult withBoot(int boot) {
        return renumbered(trial, boot);
    }

    /** This trial as trial {@code trial} of its run, measured by boot pair {@code boot}: a boot pair added to the run. */
    public TrialResult renumbered(int trial, int boot) {
        return new TrialResult(trial, requests, responses, meanMillis, p50Millis, p90Millis, p99Millis, maxMillis,
                throughputPerSecond, targetRatePerSecond, errors, serverCpuMicrosPerRequest, serverMemoryMegabytes,
                serverTimeMeanMillis, allocatedBytesPerRequest, responseBytesPerRequest, gcCountPer1000Requests,
                gcMillisPerRequest, generator, invalidReasons, workMetricsValid, latencyPercentiles,
                compilerCpuMicrosPerRequest, boot);
    }

    /** A trial without the compiler threads' CPU (not read, or a file written before it was kept). */
    public TrialResult(int trial, long requests, long responses, double meanMillis, double p50Millis, double p90Millis,
                       double p99Millis, double maxMillis, double throughputPerSecond, double targetRatePerSecond,
                       ErrorCounts errors, double serverCpuMicrosPerRequest, double serverMemoryMegabytes,
                       double serverTimeMeanMillis, double allocatedBytesPerRequest, double responseBytesPerRequest,
                       double gcCountPer1000Requests, double gcMillisPerRequest, GeneratorHealth generator,
                       List<String> invalidReasons, boolean workMetricsValid, List<Percentile> latencyPercentiles) {
        this(trial, requests, responses, meanMillis, p50Millis, p90Millis, p99Millis, maxMillis, throughputPerSecond,
                targetRatePerSecond, errors, serverCpuMicrosPerRequest, serverMemoryMegabytes, serverTimeMeanMillis,
                allocatedBytesPerRequest, responseBytesPerRequest, gcCountPer1000Requests, gcMillisPerRequest, generator,
                invalidReasons, workMetricsValid, latencyPercentiles, Double.NaN);
    }

    /** A trial without a percentile spectrum. */
    public TrialResult(int trial, long requests, long responses, double meanMillis, double p50Millis, double p90Millis,
                       double p99Millis, double maxMillis, double throughputPerSecond, double targetRatePerSecond,
                       ErrorCounts errors, double serverCpuMicrosPerRequest, double serverMemoryMegabytes,
                       double serverTimeMeanMillis, double allocatedBytesPerRequest, double responseBytesPerRequest,
                       double gcCountPer1000Requests, double gcMillisPerRequest, GeneratorHealth generator,
                       List<String> invalidReasons) {
        this(trial, requests, responses, meanMillis, p50Millis, p90Millis, p99Millis, maxMillis, throughputPerSecond,
                targetRatePerSecond, errors, serverCpuMicrosPerRequest, serverMemoryMegabytes, serverTimeMeanMillis,
                allocatedBytesPerRequest, responseBytesPerRequest, gcCountPer1000Requests, gcMillisPerRequest, generator,
                invalidReasons, invalidReasons.isEmpty(), List.of());
    }

    /** A counter difference below zero means the counter was reset or misread: the caller must say NaN instead. */
    private static void requireNotNegative(double value, String name, int trial) {
        if (value < 0 || Double.isInfinite(value)) {
            throw new IllegalArgumentException(name + " of trial " + trial + " must be >= 0 and finite, or NaN when not measured; actual: " + value);
        }
    }

    public boolean valid() {
        return invalidReasons.isEmpty();
    }

    /** Whether this trial's metrics of {@code kind} may be judged: time metrics only when it is valid. */
    public boolean validFor(Metric.Kind kind) {
        return kind == Metric.Kind.WORK ? workMetricsValid : valid();
    }

    /**
     * The largest share of the server's CPU its JIT compiler threads may take for it to count as done compiling: a
     * warm-up ends at it, and a trial above it was measured while the server still compiled.
     */
    public static final double COMPILER_IDLE_SHARE = 0.05;

    /** The compiler threads' share of all the server's CPU during the trial (0..1); NaN where they were not read. */
    public double compilerShare() {
        return compilerCpuMicrosPerRequest / (compilerCpuMicrosPerRequest + serverCpuMicrosPerRequest);
    }

    /** Failed responses and transport errors over requests sent; 0 when nothing was sent. */
    public double errorRatio() {
        return requests == 0 ? 0 : (double) errors.total() / requests;
    }

    /**
     * @param status4xx         responses with a 4xx status
     * @param status5xx         responses with a 5xx status
     * @param otherNon2xx       statuses that are neither an answer (2xx, a 3xx redirect) nor a 4xx or 5xx: 1xx and
     *                          unknown classes
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
