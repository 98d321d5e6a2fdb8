package io.perfgate.server.http;

import java.util.function.Supplier;

/**
 * The server's own time split of one request, written as a W3C {@code Server-Timing} header such as
 * {@code parse;dur=0.021, db;dur=0.310, write;dur=0.015, total;dur=0.402}. Durations are milliseconds
 * with microsecond resolution. Only phases that ran appear; {@code total} always does and runs from
 * the moment the handler got the request to just before the response headers are sent.
 * One instance belongs to one request and one thread.
 */
public final class ServerTiming {

    /** A phase of a request. {@code extra} is the test-only slowdown. */
    public enum Phase {
        PARSE("parse"), DB("db"), COMPUTE("compute"), WRITE("write"), EXTRA("extra");

        private final String metric;

        Phase(String metric) {
            this.metric = metric;
        }
    }

    private final long startNanos;
    private final long[] nanos = new long[Phase.values().length];
    private final boolean[] ran = new boolean[Phase.values().length];

    public ServerTiming(long startNanos) {
        this.startNanos = startNanos;
    }

    /** Runs {@code work}, adding its duration to {@code phase}. */
    public <T> T measure(Phase phase, Supplier<T> work) {
        long start = System.nanoTime();
        try {
            return work.get();
        } finally {
            nanos[phase.ordinal()] += System.nanoTime() - start;
            ran[phase.ordinal()] = true;
        }
    }

    /** Runs {@code work}, adding its duration to {@code phase}. */
    public void measure(Phase phase, Runnable work) {
        measure(phase, () -> {
            work.run();
            return null;
        });
    }

    /** The header value, with {@code total} up to {@code endNanos}. */
    public String header(long endNanos) {
        StringBuilder header = new StringBuilder(64);
        for (Phase phase : Phase.values()) {
            if (ran[phase.ordinal()]) {
                append(header, phase.metric, nanos[phase.ordinal()]);
                header.append(", ");
            }
        }
        append(header, "total", endNanos - startNanos);
        return header.toString();
    }

    private static void append(StringBuilder header, String metric, long durationNanos) {
        long micros = Math.max(0, durationNanos) / 1_000;
        long fraction = micros % 1_000;
        header.append(metric).append(";dur=").append(micros / 1_000).append('.');
        if (fraction < 100) {
            header.append('0');
        }
        if (fraction < 10) {
            header.append('0');
        }
        header.append(fraction);
    }
}
