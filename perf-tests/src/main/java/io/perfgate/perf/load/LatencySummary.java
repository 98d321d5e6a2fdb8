package io.perfgate.perf.load;

import org.HdrHistogram.Histogram;

/**
 * The distribution of one measured duration, in milliseconds with microsecond resolution (Hyperfoil
 * records nanoseconds in an HdrHistogram with two significant digits). All values are NaN when
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
     * Nanoseconds to milliseconds, rounded to 10 ns. Not coarser: one closed user's Request-2 takes about
     * 90 us and its server time about 16 us, where a 1 us rounding step is 1-6% and left per-trial means on
     * two or three levels, which made the t-test's variance (and so its p-value) an artefact of the rounding.
     */
    static double millis(double nanos) {
        return Math.round(nanos / 10d) / 100_000d;
    }
}
