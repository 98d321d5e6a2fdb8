package io.perfgate.perf.load;

import io.perfgate.perf.result.Percentile;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

import java.util.ArrayList;
import java.util.List;

/**
 * The distribution of one measured duration, in milliseconds rounded to 10 ns (Hyperfoil records
 * nanoseconds in an HdrHistogram with two significant digits). All values are NaN and the spectrum empty when
 * {@code count} is 0: an absent measurement must not read as "0 ms".
 *
 * @param spectrum the percentile spectrum as HdrHistogram iterates it ({@link #TICKS_PER_HALF_DISTANCE} points per
 *                 halving of the distance to 100%), ending at 100 (the maximum); what the report's percentile plot
 *                 draws on its log-scaled 1 / (1 - percentile) axis
 */
public record LatencySummary(long count, double meanMillis, double p50Millis, double p90Millis, double p99Millis,
                             double maxMillis, List<Percentile> spectrum) {
    public static final LatencySummary EMPTY = new LatencySummary(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN,
            Double.NaN, List.of());

    /**
     * Two points per halving (0, 25, 50, 62.5, 75, 81.25, 87.5 ...): about 30 points for a trial of 16,000
     * responses, fine enough for a plot and small enough to keep with every trial; HdrHistogram's own
     * percentile output uses 5 and prints over 70 lines for the same trial.
     */
    static final int TICKS_PER_HALF_DISTANCE = 2;

    public LatencySummary {
        if (count < 0) {
            throw new IllegalArgumentException("count must be >= 0, actual: " + count);
        }
        spectrum = List.copyOf(spectrum);
    }

    /** Without a spectrum (the server's own time, which is only averaged). */
    public LatencySummary(long count, double meanMillis, double p50Millis, double p90Millis, double p99Millis,
                          double maxMillis) {
        this(count, meanMillis, p50Millis, p90Millis, p99Millis, maxMillis, List.of());
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
                millis(histogram.getMaxValue()),
                spectrum(histogram));
    }

    /**
     * HdrHistogram's percentile iteration, as its {@code outputPercentileDistribution} prints it: the highest
     * value equivalent to the one iterated to (so the last point is the maximum), at each percentile level
     * reached. A level the iteration repeats (it may, at the last step) is kept once.
     */
    static List<Percentile> spectrum(Histogram histogram) {
        List<Percentile> points = new ArrayList<>();
        for (HistogramIterationValue value : histogram.percentiles(TICKS_PER_HALF_DISTANCE)) {
            double level = Math.min(100, value.getPercentileLevelIteratedTo());
            double ms = millis(value.getValueIteratedTo());
            if (!points.isEmpty() && points.getLast().percentile() >= level) {
                continue;
            }
            points.add(new Percentile(level, ms));
        }
        return points;
    }

    /**
     * Nanoseconds to milliseconds, rounded to 10 ns. Not coarser: requests and server times of tens of
     * microseconds would otherwise put per-trial means on a few rounding levels, and the t-test's variance (and
     * so its p-value) would measure the rounding (docs/evidence/work-metrics.md, "What reading the counters costs").
     */
    static double millis(double nanos) {
        return Math.round(nanos / 10d) / 100_000d;
    }
}
