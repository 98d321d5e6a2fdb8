package io.perfgate.perf.result;

/**
 * One point of a latency percentile spectrum: the latency below which {@code percentile} percent of the
 * responses of a trial arrived, as HdrHistogram's percentile iteration reports it.
 *
 * @param percentile in [0, 100]; 100 is the maximum
 * @param millis     the latency at that percentile, ms (rounded to 10 ns), >= 0
 */
public record Percentile(double percentile, double millis) {
    public Percentile {
        if (!(percentile >= 0 && percentile <= 100)) {
            throw new IllegalArgumentException("percentile must be in [0, 100], actual: " + percentile);
        }
        if (!(millis >= 0) || Double.isInfinite(millis)) {
            throw new IllegalArgumentException("millis must be a finite number >= 0, actual: " + millis + " at percentile "
                    + percentile);
        }
    }
}
