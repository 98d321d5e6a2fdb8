package io.perfgate.perf.load;

import org.HdrHistogram.Histogram;

/**
 * The distribution of one measured duration, in milliseconds rounded to 10 ns (Hyperfoil records
 * nanoseconds in an HdrHistogram with two significant digits). All values are NaN when
 * {@code count} is 0: an absent measurement must not read as "0 ms".
 */
public record LatencySummary(long count, double meanMillis, double p50Millis, double p90Millis, double p99Millis,
                             double maxMillis) {
    public static final LatencySummary EMPTY = new LatencySummary(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);

    public LatencySummary {
        if (count < 0) {
            throw new IllegalArgumentException("count must be >= 0, actual: " + count);
        }
    }

    /** Summarises a histogram of nanoseconds; the histogram is only read. */
    public static LatencySummary ofNanos(Histogram histogram) {
        if (histogram.getTotalCount() == 0) {
            return EMPTY;
        }
        return new LatencySummary(histogram.getTotalCount(),
                millis(histogram.getMean()),
                millis(histogram.getValueAtPercentile(50)),
                millis(histogram.getValueAtPercentile(90)),
                millis(histogram.getValueAtPercentile(99)),
                millis(histogram.getMaxValue()));
    }

    /**
     * Nanoseconds to milliseconds, rounded to 10 ns. Not coarser: requests and server times of tens of
     * microseconds would otherwise put per-trial means on a few rounding levels, and the t-test's variance (and
     * so its p-value) would measure the rounding (see README.md, "What {@code -Pperf} does").
     */
    static double millis(double nanos) {
        return Math.round(nanos / 10d) / 100_000d;
    }
}
