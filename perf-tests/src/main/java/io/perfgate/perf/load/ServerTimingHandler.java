package io.perfgate.perf.load;

import io.hyperfoil.api.config.BenchmarkDefinitionException;
import io.hyperfoil.api.config.InitFromParam;
import io.hyperfoil.api.config.Locator;
import io.hyperfoil.api.config.Name;
import io.hyperfoil.api.statistics.Statistics;
import io.hyperfoil.http.api.HeaderHandler;
import io.hyperfoil.http.api.HttpRequest;

import java.util.Optional;

/**
 * A Hyperfoil header handler that records one entry of the W3C {@code Server-Timing} response header
 * (for example {@code parse;dur=0.021, db;dur=0.310, total;dur=0.402}, durations in milliseconds) as a
 * separate Hyperfoil metric, in nanoseconds, so the server's own time sits beside client latency in the
 * same statistics stream. Hyperfoil's built-in {@code recordHeaderTime} only reads a header that is a
 * bare integer, hence this handler.
 *
 * <p>YAML, inside {@code httpRequest.handler.header}: {@code serverTiming: total} or
 * {@code serverTiming: {entry: total, metric: server-timing}}.
 */
final class ServerTimingHandler implements HeaderHandler {
    /**
     * The metric name the harness reads back, recorded per server as {@code server-timing@host:port} (a lockstep window
     * loads two); client metrics must not use it.
     */
    public static final String DEFAULT_METRIC = "server-timing";
    private static final String AT = "@";
    private static final String HEADER = "server-timing";

    private final int stepId;
    private final String entry;
    private final String metric;

    ServerTimingHandler(int stepId, String entry, String metric) {
        this.stepId = stepId;
        this.entry = entry;
        this.metric = metric;
    }

    @Override
    public void handleHeader(HttpRequest request, CharSequence header, CharSequence value) {
        if (!HEADER.contentEquals(header.toString().toLowerCase(java.util.Locale.ROOT))) {
            return;
        }
        long nanos = durationNanos(value, entry);
        if (nanos < 0) {
            return;
        }
        Statistics statistics = request.session.statistics(stepId, metric + AT + request.authority);
        // Both calls are needed for the snapshot to count a "response" with this value.
        statistics.incrementRequests(request.startTimestampMillis());
        statistics.recordResponse(request.startTimestampMillis(), nanos);
    }

    /** Whether {@code metric} is what this handler records by default, for any server. */
    public static boolean isServerTiming(String metric) {
        return metric.startsWith(DEFAULT_METRIC + AT);
    }

    /** The server ({@code host:port}) a server-timing metric was recorded for; empty for any other metric. */
    public static Optional<String> authorityOf(String metric) {
        return isServerTiming(metric) ? Optional.of(metric.substring(DEFAULT_METRIC.length() + AT.length())) : Optional.empty();
    }

    /**
     * The {@code dur} of the named entry in a Server-Timing header value, in nanoseconds (microsecond
     * resolution is kept: 0.402 ms is 402000 ns), or -1 when the entry or its duration is absent or malformed.
     */
    public static long durationNanos(CharSequence headerValue, String entryName) {
        for (String metricPart : headerValue.toString().split(",")) {
            String[] params = metricPart.split(";");
            if (!params[0].trim().equalsIgnoreCase(entryName)) {
                continue;
            }
            for (int i = 1; i < params.length; i++) {
                String param = params[i].trim();
                if (param.regionMatches(true, 0, "dur=", 0, 4)) {
                    try {
                        double millis = Double.parseDouble(param.substring(4).trim().replace("\"", ""));
                        return millis >= 0 && Double.isFinite(millis) ? Math.round(millis * 1_000_000d) : -1;
                    } catch (NumberFormatException e) {
                        return -1;
                    }
                }
            }
            return -1;
        }
        return -1;
    }

    /** Records one Server-Timing entry's duration as its own metric. */
    @Name("serverTiming")
    public static final class Builder implements HeaderHandler.Builder, InitFromParam<Builder> {
        private String entry = "total";
        private String metric = DEFAULT_METRIC;

        /** @param param the Server-Timing entry to record, e.g. {@code total} */
        @Override
        public Builder init(String param) {
            return entry(param);
        }

        /** @param entry the Server-Timing entry to record (default {@code total}) */
        public Builder entry(String entry) {
            this.entry = entry.trim();
            return this;
        }

        /** @param metric the Hyperfoil metric to record into (default {@value #DEFAULT_METRIC}) */
        public Builder metric(String metric) {
            this.metric = metric.trim();
            return this;
        }

        @Override
        public ServerTimingHandler build() {
            if (entry.isEmpty() || metric.isEmpty()) {
                throw new BenchmarkDefinitionException("serverTiming: entry and metric must be non-empty, actual entry='"
                        + entry + "', metric='" + metric + "'");
            }
            return new ServerTimingHandler(Locator.current().step().id(), entry, metric);
        }
    }
}
