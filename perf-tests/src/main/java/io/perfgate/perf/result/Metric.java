package io.perfgate.perf.result;

import java.util.function.ToDoubleFunction;

/**
 * The per-trial numbers that the gate compares and the reports chart. {@link #id()} is the stable name
 * used in baselines, threshold files and github-action-benchmark series; never rename one.
 */
public enum Metric {
    MEAN("mean", "ms", Kind.TIME, Direction.SMALLER_IS_BETTER, TrialResult::meanMillis),
    P50("p50", "ms", Kind.TIME, Direction.SMALLER_IS_BETTER, TrialResult::p50Millis),
    P90("p90", "ms", Kind.TIME, Direction.SMALLER_IS_BETTER, TrialResult::p90Millis),
    P99("p99", "ms", Kind.TIME, Direction.SMALLER_IS_BETTER, TrialResult::p99Millis),
    MAX("max", "ms", Kind.TIME, Direction.SMALLER_IS_BETTER, TrialResult::maxMillis),
    THROUGHPUT("throughput", "req/s", Kind.TIME, Direction.BIGGER_IS_BETTER, TrialResult::throughputPerSecond),
    CPU_PER_REQUEST("cpuPerRequest", "us", Kind.TIME, Direction.SMALLER_IS_BETTER, TrialResult::serverCpuMicrosPerRequest),
    ERROR_RATIO("errorRatio", "ratio", Kind.WORK, Direction.SMALLER_IS_BETTER, TrialResult::errorRatio),
    SERVER_MEMORY("serverMemory", "MB", Kind.TIME, Direction.SMALLER_IS_BETTER, TrialResult::serverMemoryMegabytes),
    SERVER_TIME("serverTime", "ms", Kind.TIME, Direction.SMALLER_IS_BETTER, TrialResult::serverTimeMeanMillis),
    ALLOCATED_BYTES_PER_REQUEST("allocatedBytesPerRequest", "B", Kind.WORK, Direction.SMALLER_IS_BETTER, TrialResult::allocatedBytesPerRequest),
    RESPONSE_BYTES_PER_REQUEST("responseBytesPerRequest", "B", Kind.WORK, Direction.SMALLER_IS_BETTER, TrialResult::responseBytesPerRequest),
    GC_COUNT_PER_1000_REQUESTS("gcCountPer1000Requests", "count", Kind.WORK, Direction.SMALLER_IS_BETTER, TrialResult::gcCountPer1000Requests),
    GC_MILLIS_PER_REQUEST("gcMillisPerRequest", "ms", Kind.TIME, Direction.SMALLER_IS_BETTER, TrialResult::gcMillisPerRequest);

    /** What a metric depends on, and so which baselines it can be compared with. */
    public enum Kind {
        /** Depends on the machine's speed (latency, throughput, CPU and GC time): same machine class only. */
        TIME,
        /**
         * Depends on the code, the server's JDK and its JVM flags, not on the machine's speed (bytes allocated
         * or sent per request, collections per request, errors): comparable wherever the server JVM matches.
         */
        WORK
    }

    private final String id;
    private final String unit;
    private final Kind kind;
    private final Direction direction;
    private final ToDoubleFunction<TrialResult> extractor;

    Metric(String id, String unit, Kind kind, Direction direction, ToDoubleFunction<TrialResult> extractor) {
        this.id = id;
        this.unit = unit;
        this.kind = kind;
        this.direction = direction;
        this.extractor = extractor;
    }

    public String id() {
        return id;
    }

    public String unit() {
        return unit;
    }

    public Kind kind() {
        return kind;
    }

    /** The natural direction; threshold files may not invert it. */
    public Direction direction() {
        return direction;
    }

    public double of(TrialResult trial) {
        return extractor.applyAsDouble(trial);
    }

    public static Metric byId(String id) {
        for (Metric m : values()) {
            if (m.id.equals(id)) {
                return m;
            }
        }
        throw new IllegalArgumentException("unknown metric '" + id + "'; known: "
                + java.util.Arrays.stream(values()).map(Metric::id).collect(java.util.stream.Collectors.joining(", ")));
    }
}
