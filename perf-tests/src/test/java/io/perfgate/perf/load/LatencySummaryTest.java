package io.perfgate.perf.load;

import io.perfgate.perf.result.Percentile;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LatencySummaryTest {
    @Test
    void summarisesNanosecondsAsMillisecondsWithMicrosecondResolution() {
        Histogram histogram = new Histogram(60_000_000_000L, 3);
        for (int i = 1; i <= 100; i++) {
            histogram.recordValue(i * 100_000L); // 0.1 ms .. 10 ms
        }

        LatencySummary summary = LatencySummary.ofNanos(histogram);

        assertEquals(100, summary.count());
        assertEquals(5.05, summary.meanMillis(), 0.01);
        assertEquals(5.0, summary.p50Millis(), 0.01);
        assertEquals(9.0, summary.p90Millis(), 0.01);
        assertEquals(9.9, summary.p99Millis(), 0.01);
        assertEquals(10.0, summary.maxMillis(), 0.01);
        assertTrue(summary.p50Millis() <= summary.p90Millis() && summary.p90Millis() <= summary.p99Millis()
                && summary.p99Millis() <= summary.maxMillis());
    }

    @Test
    void theSpectrumIsHdrHistogramsPercentileIterationEndingAtTheMaximum() {
        Histogram histogram = new Histogram(60_000_000_000L, 3);
        for (int i = 1; i <= 100; i++) {
            histogram.recordValue(i * 100_000L); // 0.1 ms .. 10 ms
        }

        List<Percentile> spectrum = LatencySummary.ofNanos(histogram).spectrum();

        // Two ticks per halving of the distance to 100%: 0, 25, 50, 62.5, 75, 81.25, 87.5, 90.625, 93.75 ...
        assertEquals(List.of(0.0, 25.0, 50.0, 62.5, 75.0, 81.25, 87.5, 90.625, 93.75),
                spectrum.subList(0, 9).stream().map(Percentile::percentile).toList());
        // Each value is the highest one HdrHistogram cannot tell apart (3 significant digits here): within 0.1%.
        assertEquals(0.1, spectrum.getFirst().millis(), 0.1 * 0.001);
        assertEquals(5.0, spectrum.get(2).millis(), 5.0 * 0.001);
        assertEquals(7.5, spectrum.get(4).millis(), 7.5 * 0.001);
        assertEquals(100, spectrum.getLast().percentile());
        assertEquals(10.0, spectrum.getLast().millis(), 10.0 * 0.001);
        for (int i = 1; i < spectrum.size(); i++) {
            assertTrue(spectrum.get(i).percentile() > spectrum.get(i - 1).percentile(), "levels ascend: " + spectrum);
            assertTrue(spectrum.get(i).millis() >= spectrum.get(i - 1).millis(), "values never fall: " + spectrum);
        }
    }

    @Test
    void roundsToTenNanoseconds() {
        assertEquals(0.402, LatencySummary.millis(402_000), 0);
        assertEquals(0.4016, LatencySummary.millis(401_600), 0);
        assertEquals(0.01634, LatencySummary.millis(16_336.2), 0);
        assertEquals(1234.56789, LatencySummary.millis(1_234_567_890), 0);
    }

    @Test
    void anEmptyHistogramIsNotZeroMilliseconds() {
        LatencySummary summary = LatencySummary.ofNanos(new Histogram(3));

        assertEquals(0, summary.count());
        assertTrue(Double.isNaN(summary.meanMillis()) && Double.isNaN(summary.p99Millis()) && Double.isNaN(summary.maxMillis()));
        assertTrue(summary.spectrum().isEmpty());
    }
}
