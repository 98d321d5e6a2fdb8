package io.perfgate.perf.stats;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SampleTest {
    @Test
    void meanAndSampleStandardDeviationUseNMinusOne() {
        Sample sample = Sample.of(2, 4, 4, 4, 5, 5, 7, 9);

        assertEquals(5.0, sample.mean(), 1e-12);
        assertEquals(Math.sqrt(32.0 / 7), sample.standardDeviation(), 1e-12);
        assertEquals(Math.sqrt(32.0 / 7) / 5, sample.coefficientOfVariation(), 1e-12);
    }

    @Test
    void sampleKeepsItsOwnCopyOfTheValues() {
        double[] values = {1, 2, 3};
        Sample sample = Sample.of(values);

        values[0] = 100;
        sample.values()[1] = 100;

        assertArrayEquals(new double[]{1, 2, 3}, sample.values());
    }

    @Test
    void singleValueHasNoSpreadAndEmptySampleHasNoMean() {
        assertEquals(0, Sample.of(3).standardDeviation());
        assertTrue(Double.isNaN(Sample.empty().mean()));
        assertTrue(Double.isNaN(Sample.empty().standardDeviation()));
        assertTrue(Sample.empty().isEmpty());
    }

    @Test
    void notANumberMarksAnUnmeasuredValue() {
        assertFalse(Sample.of(1, Double.NaN).allFinite());
        assertTrue(Sample.of(1, 2).allFinite());
    }
}
